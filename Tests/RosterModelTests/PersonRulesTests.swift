import Foundation
import RosterTestSupport
import Testing

@testable import RosterModel

@Suite("PersonRules and TaskRules: the one set of rules")
struct PersonRulesTests {
    /// A valid value of each field, to put a bad character in the middle of.
    static let validValues: [ProfileField: String] = [
        .name: "Ada Lovelace",
        .email: "ada@example.org",
        .phone: "+44 20 7946 0958",
        .website: "https://ada.example.org/notes",
        .company: "Analytical Engines",
        .biography: "Wrote the first program.",
    ]

    static let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")

    // MARK: Limits by characters and by scalars

    @Test("a name of 100 characters is accepted, 101 is too long")
    func nameCharacterLimit() {
        #expect(PersonRules.violation(of: .name, in: String(repeating: "a", count: 100)) == nil)
        #expect(PersonRules.violation(of: .name, in: String(repeating: "a", count: 101)) == .tooLong(limit: 100))
    }

    @Test("one letter with 60,000 combining marks is one character, but has too many marks")
    func combiningMarksCannotPassTheLimit() {
        let zalgo = "a" + String(repeating: "\u{0301}", count: 60_000)
        #expect(zalgo.count == 1)
        #expect(PersonRules.violation(of: .name, in: zalgo) == .tooManyMarks(limit: 400))
        for field in ProfileField.allCases {
            #expect(PersonRules.violation(of: field, in: zalgo) == .tooManyMarks(limit: PersonRules.limit(of: field).scalars), "\(field)")
        }
        #expect(PersonRules.usernameViolation(zalgo) == .tooManyMarks(limit: 400))
        #expect(TaskRules.titleViolation(zalgo) == .tooManyMarks(limit: 800))
    }

    @Test("the scalar bound is four scalars a character: 100 characters of 4 scalars pass, one more scalar does not")
    func scalarBound() {
        let fourScalars = "e\u{0301}\u{0302}\u{0303}"  // one character
        let atBound = String(repeating: fourScalars, count: 100)
        #expect(atBound.count == 100 && atBound.unicodeScalars.count == 400)
        #expect(PersonRules.violation(of: .name, in: atBound) == nil)
        #expect(
            PersonRules.violation(of: .name, in: atBound + "\u{0304}") == .tooManyMarks(limit: 400), "401 scalars, still 100 characters")
        // Few characters, too many scalars.
        let heavy = String(repeating: "e" + String(repeating: "\u{0301}", count: 9), count: 41)  // 41 characters, 410 scalars
        #expect(PersonRules.violation(of: .name, in: heavy) == .tooManyMarks(limit: 400))
        // Too many characters is named first, whatever the scalars.
        #expect(PersonRules.violation(of: .name, in: String(repeating: fourScalars, count: 101)) == .tooLong(limit: 100))
    }

    @Test("the biography's bound is two scalars a character: 2,000 accented characters pass, 1,001 with three marks each do not")
    func biographyScalarBound() {
        #expect(PersonRules.biographyLimit.scalars == 4_000)
        let accented = String(repeating: "e\u{0301}", count: 2_000)  // 2,000 characters, 4,000 scalars
        #expect(PersonRules.violation(of: .biography, in: accented) == nil)
        #expect(PersonRules.violation(of: .biography, in: String(repeating: "e\u{0301}\u{0302}\u{0303}", count: 1_000)) == nil)
        #expect(
            PersonRules.violation(of: .biography, in: String(repeating: "e\u{0301}\u{0302}\u{0303}", count: 1_001))
                == .tooManyMarks(limit: 4_000))
        #expect(PersonRules.violation(of: .biography, in: String(repeating: "é", count: 2_000)) == nil, "precomposed: one scalar each")
    }

    @Test("100 emoji are a valid name: flags and skin tones too (2 scalars each)")
    func emojiNames() {
        #expect(PersonRules.violation(of: .name, in: String(repeating: "🙂", count: 100)) == nil)
        #expect(PersonRules.violation(of: .name, in: String(repeating: "🇫🇷", count: 100)) == nil)
        #expect(PersonRules.violation(of: .name, in: String(repeating: "👍🏽", count: 100)) == nil)
        #expect(PersonRules.violation(of: .name, in: String(repeating: "🙂", count: 101)) == .tooLong(limit: 100))
        #expect(PersonRules.violation(of: .name, in: "Zoë Ångström 🙂") == nil)
    }

    @Test(
        "each field's limit",
        arguments: [
            (ProfileField.email, 254), (.phone, 50), (.website, 2_000), (.company, 100), (.biography, 2_000),
        ])
    func fieldLimits(field: ProfileField, limit: Int) {
        #expect(PersonRules.limit(of: field).characters == limit)
        #expect(PersonRules.limit(of: field).scalars == (field == .biography ? limit * 2 : limit * 4))
        /// A valid value of `count` characters.
        func value(_ count: Int) -> String {
            switch field {
            case .email: return String(repeating: "a", count: 64) + "@" + String(repeating: "b", count: count - 69) + ".org"
            case .phone: return String(repeating: "5", count: count)
            case .website: return "https://example.org/" + String(repeating: "p", count: count - 20)
            default: return String(repeating: "x", count: count)
            }
        }
        #expect(value(limit).count == limit)
        #expect(PersonRules.violation(of: field, in: value(limit)) == nil)
        #expect(PersonRules.violation(of: field, in: value(limit + 1)) == .tooLong(limit: limit))
    }

    // MARK: Required and optional

    @Test("name and email are required (blank counts as empty); the other fields may be empty")
    func requiredFields() {
        for blank in ["", " ", "  \t\n "] {
            #expect(PersonRules.violation(of: .name, in: blank) == .required)
            #expect(PersonRules.violation(of: .email, in: blank) == .required)
            for field in [ProfileField.phone, .website, .company, .biography] {
                #expect(PersonRules.violation(of: field, in: blank) == nil, "\(field)")
            }
        }
    }

    @Test("values are checked as stored: without surrounding white space")
    func checkedTrimmed() {
        #expect(PersonRules.normalized("  Ada \n") == "Ada")
        // White space only at one end, of any kind Foundation trims; nothing to trim; nothing at all.
        #expect(PersonRules.normalized("\u{00A0}Ada") == "Ada")
        #expect(PersonRules.normalized("Ada\u{2028}") == "Ada")
        #expect(PersonRules.normalized("A\u{301} da") == "A\u{301} da")
        #expect(PersonRules.normalized("") == "")
        #expect(PersonRules.normalized(" \t ") == "")
        #expect(PersonRules.violation(of: .email, in: "  ada@example.org\t") == nil)
        #expect(PersonRules.violation(of: .name, in: "  " + String(repeating: "a", count: 100) + "   ") == nil)
    }

    // MARK: Control characters, NUL, bidi overrides

    static let forbidden: [(name: String, scalar: String)] = [
        ("NUL", "\u{0}"), ("escape", "\u{1B}"), ("bell", "\u{7}"), ("DEL", "\u{7F}"), ("C1 NEL", "\u{85}"),
        ("C1 CSI", "\u{9B}"), ("RLO", "\u{202E}"), ("LRE", "\u{202A}"), ("PDF", "\u{202C}"), ("LRI", "\u{2066}"),
        ("PDI", "\u{2069}"), ("line separator", "\u{2028}"), ("paragraph separator", "\u{2029}"), ("U+FFFF", "\u{FFFF}"),
        ("U+FFFE", "\u{FFFE}"),
    ]

    @Test("control characters, NUL, bidi overrides and isolates are refused in every field", arguments: ProfileField.allCases)
    func forbiddenCharacters(field: ProfileField) throws {
        let valid = try #require(Self.validValues[field])
        #expect(PersonRules.violation(of: field, in: valid) == nil)
        for (name, scalar) in Self.forbidden {
            // In the middle, where trimming cannot take it away.
            let middle = valid.index(valid.startIndex, offsetBy: valid.count / 2)
            var value = valid
            value.insert(contentsOf: scalar, at: middle)
            #expect(PersonRules.violation(of: field, in: value) == .controlCharacters, "\(name) in \(field)")
            var person = Self.ada
            field.set(value, in: &person)
            #expect(throws: PersonRuleError(field: field, violation: .controlCharacters)) { try PersonRules.validate(person) }
        }
    }

    @Test("line breaks and tabs: only the biography may hold them")
    func lineBreaks() {
        for breakCharacter in ["\n", "\r\n", "\r", "\t"] {
            for field in ProfileField.allCases where field != .biography {
                let valid = Self.validValues[field]!
                let value = String(valid.prefix(3)) + breakCharacter + String(valid.dropFirst(3))
                #expect(
                    PersonRules.violation(of: field, in: value) == .controlCharacters, "\(field) with \(breakCharacter.debugDescription)")
            }
            #expect(PersonRules.violation(of: .biography, in: "Line one" + breakCharacter + "line two") == nil)
        }
        #expect(PersonRules.violation(of: .biography, in: "Paragraph one.\n\nParagraph two:\n\t- a list") == nil)
        #expect(PersonRules.violation(of: .biography, in: "One\u{0}two") == .controlCharacters, "but not a NUL")
        #expect(PersonRules.violation(of: .biography, in: "Line\u{2028}two") == .controlCharacters, "nor a Unicode line separator")
    }

    @Test("usernames: optional, bounded like names, single-line")
    func usernames() {
        #expect(PersonRules.usernameViolation("") == nil)
        #expect(PersonRules.usernameViolation("ada_l") == nil)
        #expect(PersonRules.usernameViolation(String(repeating: "u", count: 101)) == .tooLong(limit: 100))
        #expect(PersonRules.usernameViolation("ada\nl") == .controlCharacters)
        #expect(PersonRules.usernameViolation("ada\u{202E}l") == .controlCharacters)
        var person = Self.ada
        person.username = "bad\u{0}name"
        #expect(throws: PersonRuleError(field: nil, violation: .controlCharacters)) { try PersonRules.validate(person) }
    }

    // MARK: Email, website, phone

    @Test(
        "plausible emails are accepted",
        arguments: [
            "ada@example.org", "a@b.co", "first.last+tag@mail.example.co.uk", "Zoë@exämple.org",
            String(repeating: "l", count: 64) + "@example.org",
        ])
    func validEmails(email: String) {
        #expect(PersonRules.violation(of: .email, in: email) == nil)
    }

    @Test(
        "implausible emails are refused",
        arguments: [
            "leanne", "@", "@example.org", "ada@", "ada@example", "ada@@example.org", "ada@exa@mple.org",
            "ada lovelace@example.org", "ada@example.c", "ada@.example.org", "ada@example..org", "ada@-example.org",
            "ada@example-.org", String(repeating: "l", count: 65) + "@example.org",
        ])
    func invalidEmails(email: String) {
        #expect(PersonRules.violation(of: .email, in: email) == .invalidEmail)
    }

    @Test(
        "websites must be http or https addresses with a host",
        arguments: [
            ("https://example.org", true), ("http://example.org/a?b=c#d", true), ("HTTPS://EXAMPLE.ORG", true),
            ("http://localhost:8080/x", true),
            ("javascript:alert(1)", false), ("ftp://example.org", false), ("file:///etc/passwd", false),
            ("data:text/html,hi", false), ("example.org", false), ("https://", false), ("https://intranet", false),
            ("https://exa mple.org", false), ("mailto:ada@example.org", false), ("//example.org", false),
        ])
    func websites(website: String, valid: Bool) {
        #expect((PersonRules.violation(of: .website, in: website) == nil) == valid)
        if !valid { #expect(PersonRules.violation(of: .website, in: website) == .notAWebAddress) }
    }

    @Test(
        "phones need a digit and allow only digits, spaces, + - ( ) . / and extensions",
        arguments: [
            ("+44 (20) 7946-0958", nil), ("1-770-736-8031 x56442", nil), ("555.0100 ext. 12", nil), ("030/123456 EXT 9", nil),
            ("call me", RuleViolation.phoneNeedsDigit), ("+-()", .phoneNeedsDigit),
            ("555-0100 #2", .phoneCharacters), ("555 0100; 0101", .phoneCharacters), ("٥٥٥٠١٠٠", .phoneNeedsDigit),
            ("５５５", .phoneNeedsDigit), ("555 0100 or 0101", .phoneCharacters),
        ] as [(String, RuleViolation?)])
    func phones(phone: String, violation: RuleViolation?) {
        #expect(PersonRules.violation(of: .phone, in: phone) == violation)
    }

    @Test("violations lists every broken rule in form order; validate throws the first")
    func violationsInFormOrder() {
        let person = Person(
            id: 1, name: "", email: "@", phone: "none", website: "ftp://x", companyName: "Ok",
            biography: "fine\nbio")
        let violations = PersonRules.violations(of: person)
        #expect(violations.map(\.field) == [.name, .email, .phone, .website])
        #expect(violations.map(\.violation) == [.required, .invalidEmail, .phoneNeedsDigit, .notAWebAddress])
        #expect(throws: PersonRuleError(field: .name, violation: .required)) { try PersonRules.validate(person) }
        #expect(PersonRules.violations(of: Self.ada).isEmpty)
        #expect(throws: Never.self) { try PersonRules.validate(Self.ada) }
    }

    // MARK: Tasks

    @Test("task titles: required, at most 200 characters, single-line")
    func taskTitles() {
        #expect(TaskRules.titleViolation("Call Ada") == nil)
        #expect(TaskRules.titleViolation("  ") == .required)
        #expect(TaskRules.titleViolation(String(repeating: "t", count: 200)) == nil)
        #expect(TaskRules.titleViolation(String(repeating: "t", count: 201)) == .tooLong(limit: 200))
        #expect(TaskRules.titleViolation(String(repeating: "🙂", count: 200)) == nil)
        #expect(TaskRules.titleViolation("Call\nAda") == .controlCharacters)
        #expect(TaskRules.titleViolation("Call\u{0}Ada") == .controlCharacters)
        #expect(TaskRules.titleViolation("Call \u{202E}adA") == .controlCharacters)
    }

    @Test(
        "due dates must be real calendar days written YYYY-MM-DD",
        arguments: [
            ("2028-02-29", true), ("2000-02-29", true), ("2026-12-31", true), ("2026-01-01", true), ("0001-01-01", true),
            ("2027-02-29", false), ("2026-02-30", false), ("1900-02-29", false), ("2100-02-29", false), ("2026-04-31", false),
            ("2026-13-01", false), ("2026-00-10", false), ("2026-01-00", false), ("0000-01-01", false), ("2026-1-05", false),
            ("2026/01/05", false), ("26-01-05", false), ("2026-01-05 ", false), ("2026-01-05T00:00", false), (" ", false),
            ("２０２６-01-05", false), ("+026-01-05", false), ("2026-0a-05", false),
        ])
    func dueDates(text: String, valid: Bool) throws {
        if valid {
            let day = try #require(try TaskRules.dueDay(text))
            #expect(day.iso == text)
            #expect(throws: Never.self) { try TaskRules.validate(TaskItem(id: 1, personID: 1, title: "Due", dueDate: day, position: 0)) }
        } else {
            #expect(throws: TaskRuleError(field: .dueDate, violation: .notACalendarDay)) { try TaskRules.dueDay(text) }
        }
    }

    @Test("no text is no due day; a task is valid with or without one, and its title is checked either way")
    func taskValidate() throws {
        #expect(try TaskRules.dueDay("") == nil)
        #expect(throws: Never.self) { try TaskRules.validate(TaskItem(id: 1, personID: 1, title: "No date", position: 0)) }
        #expect(throws: TaskRuleError(field: .title, violation: .required)) {
            try TaskRules.validate(TaskItem(id: 1, personID: 1, title: "", dueDate: .iso("2026-02-28"), position: 0))
        }
    }
}
