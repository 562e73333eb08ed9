import Foundation
import Testing

@testable import RosterViewModels

@Suite("ValidationMessages: validating a profile")
struct ValidationMessagesTests {
    // MARK: Name

    @Test("a name is required: empty and blank names are refused")
    func nameRequired() {
        #expect(ValidationMessages.error(.name, "") == "Name is required")
        #expect(ValidationMessages.error(.name, "  \n\t ") == "Name is required")
        #expect(ValidationMessages.error(.name, "Ada") == nil)
    }

    @Test("a name has at most 100 characters after trimming")
    func nameLimit() {
        let hundred = String(repeating: "a", count: 100)
        #expect(ValidationMessages.error(.name, hundred) == nil)
        #expect(ValidationMessages.error(.name, "   \(hundred)  \n") == nil, "surrounding spaces do not count")
        #expect(ValidationMessages.error(.name, hundred + "b") == "Name can be at most 100 characters")
        // Characters, not bytes or scalars: 100 accented letters and flags are fine.
        #expect(ValidationMessages.error(.name, String(repeating: "é", count: 100)) == nil)
        #expect(ValidationMessages.error(.name, String(repeating: "🇳🇴", count: 100)) == nil)
        #expect(ValidationMessages.error(.name, String(repeating: "🇳🇴", count: 101)) == "Name can be at most 100 characters")
    }

    // MARK: Email

    @Test(
        "plausible email addresses are accepted",
        arguments: [
            "ada@example.org", "a.b+tag@mail.example.co.uk", "  ada@example.org \n", "x@y.io", "o'brien@example.org",
            "Sincere@april.biz", "ada@xn--exmple-cua.net",
        ])
    func validEmail(_ email: String) {
        #expect(ValidationMessages.error(.email, email) == nil)
    }

    @Test(
        "implausible email addresses are refused",
        arguments: [
            "ada", "ada@", "@example.org", "ada@example", "ada@@example.org", "ada@exa@mple.org", "ada @example.org",
            "ada@example.c", "ada@-example.org", "ada@example-.org", "ada@example..org", "ada@.example.org", "ada@example.org.",
            String(repeating: "a", count: 65) + "@example.org",
        ])
    func invalidEmail(_ email: String) {
        #expect(ValidationMessages.error(.email, email) == "Email is not valid")
    }

    @Test("an email is required, and a local part of 64 characters is the most")
    func emailRequiredAndLocalPartLimit() {
        #expect(ValidationMessages.error(.email, "") == "Email is required")
        #expect(ValidationMessages.error(.email, "   ") == "Email is required")
        #expect(ValidationMessages.error(.email, String(repeating: "a", count: 64) + "@example.org") == nil)
    }

    // MARK: Website

    @Test(
        "a website is optional, or an http(s) address with a host",
        arguments: [
            "", "   ", "https://example.org", "http://example.org/path?q=1", "HTTPS://EXAMPLE.ORG", "http://localhost:8080",
            " https://ada.example.org ",
        ])
    func validWebsite(_ website: String) {
        #expect(ValidationMessages.error(.website, website) == nil)
    }

    @Test(
        "other websites are refused",
        arguments: [
            "example.org", "www.example.org", "ftp://example.org", "https://", "https://exa mple.org", "mailto:ada@example.org",
            "https://example", "javascript:alert(1)",
        ])
    func invalidWebsite(_ website: String) {
        #expect(ValidationMessages.error(.website, website) == "Website must be an http:// or https:// address")
    }

    // MARK: Phone

    @Test("phones: optional; digits with spaces, + - ( ) . and an extension")
    func phones() {
        for valid in ["", "  ", "+1 (555) 010-0000", "555.010.0000 x123", "1-770-736-8031 x56442", "020 7946 0000 ext 12"] {
            #expect(ValidationMessages.error(.phone, valid) == nil, "\(valid)")
        }
        #expect(ValidationMessages.error(.phone, "call me") == "Phone needs at least one digit")
        #expect(ValidationMessages.error(.phone, "+()-") == "Phone needs at least one digit")
        #expect(ValidationMessages.error(.phone, "555-CALL-NOW1") == "Phone can contain digits, spaces, + - ( ) . and an extension (x123)")
        #expect(ValidationMessages.error(.phone, "555 0100 #2") == "Phone can contain digits, spaces, + - ( ) . and an extension (x123)")
        #expect(ValidationMessages.error(.phone, "١٢٣٤") == "Phone needs at least one digit", "only ASCII digits count")
        #expect(ValidationMessages.error(.phone, String(repeating: "1", count: 50)) == nil)
        #expect(ValidationMessages.error(.phone, String(repeating: "1", count: 51)) == "Phone can be at most 50 characters")
    }

    // MARK: Company and biography

    @Test("a company is optional and has at most 100 characters")
    func company() {
        #expect(ValidationMessages.error(.company, "") == nil)
        #expect(ValidationMessages.error(.company, String(repeating: "c", count: 100)) == nil)
        #expect(ValidationMessages.error(.company, String(repeating: "c", count: 101)) == "Company can be at most 100 characters")
    }

    @Test("a biography has at most 2000 characters, counting every character")
    func biographyLimit() {
        #expect(ValidationMessages.error(.biography, "") == nil)
        #expect(ValidationMessages.error(.biography, String(repeating: "b", count: 2_000)) == nil)
        let tooLong = ValidationMessages.error(.biography, String(repeating: "b", count: 2_001))
        #expect(tooLong?.hasPrefix("Biography can be at most 2") == true)
        #expect(tooLong?.hasSuffix("000 characters") == true)
    }

    @Test("a biography within 2000 characters but past its 4,000 scalars says it has too many combining marks, not that it is too long")
    func biographyTooManyMarks() {
        let heavy = String(repeating: "e\u{301}\u{302}\u{303}", count: 1_001)  // 1,001 characters, 4,004 scalars
        #expect(
            ValidationMessages.error(.biography, heavy) == "Biography has too many combining marks: at most 4,000 letters and marks in all")
        #expect(
            ValidationMessages.taskTitleMessage(.tooManyMarks(limit: 800))
                == "A task title has too many combining marks: at most 800 letters and marks in all")
        #expect(
            ImportReport.describe(.rule(.tooManyMarks(limit: 400)), field: "username")
                == "has too many combining marks: at most 400 letters and marks in all")
        // The import report words a rule as the form does, without the form's subject.
        #expect(ImportReport.describe(.rule(.tooLong(limit: 200)), field: "title") == "can be at most 200 characters")
        #expect(ImportReport.describe(.rule(.tooLong(limit: 1)), field: "username") == "can be at most 1 character")
        #expect(ImportReport.describe(.rule(.invalidEmail), field: "email") == "is not valid")
        #expect(ValidationMessages.message(.invalidEmail, in: .email) == "Email is not valid")
        #expect(ImportReport.describe(.rule(.required), field: "title") == "is required")
        #expect(ValidationMessages.taskTitleMessage(.required) == "A task needs a title")
        #expect(ValidationMessages.dueDateMessage(.notACalendarDay, today: "2026-11-22") == "Due date must be a date like 2026-11-22")
    }

    @Test("a biography is counted as it is saved: surrounding white space does not count")
    func biographyCountsTrimmed() {
        let full = String(repeating: "b", count: 2_000)
        #expect(ValidationMessages.error(.biography, "\n\n" + full + "  \n") == nil)
        #expect(ValidationMessages.biographyCounter(full + "\n\n\n") == "0 characters left")
        #expect(ValidationMessages.biographyCounter("  " + String(repeating: "b", count: 1_999) + " ") == "1 character left")
        // Inner white space is kept, so it counts.
        let inner = String(repeating: "b", count: 1_000) + "\n\n" + String(repeating: "b", count: 999)
        #expect(ValidationMessages.error(.biography, inner)?.hasPrefix("Biography can be at most") == true)
        #expect(ValidationMessages.biographyCounter(inner) == "1 character too many")
    }

    @Test(
        "the biography counter: nothing far from the limit, then characters left, then too many",
        arguments: [
            (0, nil),
            (1_000, nil),
            (1_799, nil),
            (1_800, "200 characters left"),
            (1_950, "50 characters left"),
            (1_998, "2 characters left"),
            (1_999, "1 character left"),
            (2_000, "0 characters left"),
            (2_001, "1 character too many"),
            (2_012, "12 characters too many"),
        ] as [(Int, String?)])
    func biographyCounter(length: Int, counter: String?) {
        #expect(ValidationMessages.biographyCounter(String(repeating: "x", count: length)) == counter)
    }
}
