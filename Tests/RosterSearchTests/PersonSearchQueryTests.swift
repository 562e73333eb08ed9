import Foundation
import Testing

@testable import RosterModel

/// `PersonSearchQuery` and the phone's place in `PersonSearchText`: the one matching rule
/// of the window, `roster-cli people --search`, both databases and the desktop search.
@Suite("The people search rule: phone digits, extensions, company")
struct PersonSearchQueryTests {
    /// Leanne Graham of the sample team.
    static let leanne = Person(
        id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz", phone: "1-770-736-8031 x56442",
        companyName: "Romaguera-Crona")

    private func matches(_ query: String, _ person: Person = Self.leanne) -> Bool {
        var folder = TextFolder()
        let search = PersonSearchQuery(query, folder: &folder)
        return search.isMatched(by: PersonSearchText.of(person, folder: &folder))
    }

    private func phoneText(_ phone: String) -> String {
        var folder = TextFolder()
        var output: [UInt8] = []
        PersonSearchText.appendPhone(phone, folder: &folder, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func digits(_ query: String) -> String? {
        var folder = TextFolder()
        return PersonSearchQuery(query, folder: &folder).digits.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("a phone is kept as its digits, the extension's after the extension mark")
    func storedPhone() {
        #expect(phoneText("1-770-736-8031 x56442") == "17707368031\u{2}56442")
        #expect(phoneText("(254)954-1289") == "2549541289")
        #expect(phoneText("+49 (0)711 / 123 456-0") == "4907111234560")
        #expect(phoneText("555-1234 ext. 12") == "5551234\u{2}12")
        #expect(phoneText("555 EXT 12") == "555\u{2}12")
        #expect(phoneText("１２３") == "123", "fullwidth digits count as theirs")
        #expect(phoneText("") == "")
        var folder = TextFolder()
        #expect(
            String(decoding: PersonSearchText.of(Self.leanne, folder: &folder), as: UTF8.self)
                == "leanne graham\u{1}bret\u{1}sincere@april.biz\u{1}romaguera-crona\u{1}17707368031\u{2}56442")
    }

    @Test(
        "these find Leanne Graham (1-770-736-8031 x56442, Romaguera-Crona)",
        arguments: [
            "770", "736", "7368031", "+1 770", "1-770-736", "(770) 736-8031", "770.736.8031", "770/736", "17707368031",
            "56442", "x56442", "X56442", "x 564", "ext. 56442", "Ext 56442", "8031 x56442", "8031 x", "8031 ext",
            "1-770-736-8031 x56442", "romaguera", "ROMAGUERA-CRONA", "Crona", "bret", "sincere@",
        ])
    func finds(query: String) {
        #expect(matches(query), "query \(query.debugDescription)")
    }

    @Test(
        "these do not: digits across the number and its extension, fewer than three digits, other letters",
        arguments: [
            "80315", "8031 56442", "7367", "+1 7", "x5", "8031 y5", "8031 xx5", "8031 x5 x", "x56442 ext", "770a",
            "crona 770",
        ])
    func doesNotFind(query: String) {
        #expect(!matches(query), "query \(query.debugDescription)")
    }

    @Test("a query's digit form: only for a query written like a phone number, with three digits or more")
    func queryDigitForm() {
        #expect(digits("+1 770") == "1770")
        #expect(digits("(770) 736-8031") == "7707368031")
        #expect(digits("0711/123") == "0711123")
        #expect(digits("x56442") == "\u{2}56442")
        #expect(digits("8031 ext. 56") == "8031\u{2}56")
        #expect(digits("8031 e") == "8031\u{2}", "the extension's marker as it is being typed")
        #expect(digits("770") == nil, "digits alone are their own digit form: the text")
        #expect(digits("+1 7") == nil)
        #expect(digits("x12") == nil)
        #expect(digits("leanne 770") == nil)
        #expect(digits("770 xt 1") == nil)
        #expect(digits("770 x1 x2") == nil)
        #expect(digits("７７０-") == "770", "folded first: fullwidth digits")
    }

    @Test("a German number, with its slash, and a German company")
    func germanNumber() {
        let german = Person(id: 2, name: "Jürgen Groß", email: "jg@example.de", phone: "0711 / 123 456-0", companyName: "Müller & Söhne")
        #expect(matches("0711/123456", german))
        #expect(matches("0711 123", german))
        #expect(matches("muller", german))
        #expect(matches("sohne", german))
    }

    @Test("a longer query that narrows a shorter one only ever finds a subset of its people")
    func narrowingIsSound() {
        let queries = [
            "7", "77", "770", "770-", "770-7", "8031", "8031 ", "8031 e", "8031 ex", "8031 ext", "8031 ext 5", "8031 x",
            "8031 x5", "8031 x56", "x", "x5", "x56", "x564", "+1", "+1 7", "+1 770", "56442", "5644", "80315",
        ]
        let people = [
            Self.leanne, Person(id: 2, name: "A", email: "a@x.org", phone: "770-8031"),
            Person(id: 3, name: "B", email: "b@x.org", phone: "+1 (770) 55 x8031"),
            Person(id: 4, name: "C 8031 x5", email: "c@x.org"), Person(id: 5, name: "D", email: "d564@x.org", phone: "x564"),
        ]
        var folder = TextFolder()
        let texts = people.map { PersonSearchText.of($0, folder: &folder) }
        for later in queries {
            for earlier in queries {
                let laterQuery = PersonSearchQuery(later, folder: &folder)
                let earlierQuery = PersonSearchQuery(earlier, folder: &folder)
                guard laterQuery.narrows(earlierQuery) else { continue }
                for text in texts where laterQuery.isMatched(by: text) {
                    #expect(earlierQuery.isMatched(by: text), "\(later.debugDescription) narrows \(earlier.debugDescription)")
                }
            }
        }
    }

    @Test("a desktop search's terms: a phone number split at its spaces is put back together, other terms stay apart")
    func terms() {
        #expect(PersonSearchQuery.queries(fromTerms: ["+1", "770"]) == ["+1 770"])
        #expect(PersonSearchQuery.queries(fromTerms: ["(770)", "736-8031"]) == ["(770) 736-8031"])
        #expect(PersonSearchQuery.queries(fromTerms: ["1-770-736-8031", "x56442"]) == ["1-770-736-8031 x56442"])
        #expect(PersonSearchQuery.queries(fromTerms: ["leanne", "+1", "770"]) == ["leanne", "+1 770"])
        #expect(PersonSearchQuery.queries(fromTerms: ["romaguera", "crona"]) == ["romaguera", "crona"])
        #expect(PersonSearchQuery.queries(fromTerms: ["770", "leanne", "736"]) == ["770", "leanne", "736"])
        #expect(PersonSearchQuery.queries(fromTerms: ["x", "e"]) == ["x", "e"], "no digit form together: apart")
        #expect(PersonSearchQuery.queries(fromTerms: [" ", ""]) == [])
        for terms in [["+1", "770"], ["leanne", "770"], ["x56442"], ["romaguera"], ["8031", "x56442"]] {
            #expect(PersonSearchQuery.queries(fromTerms: terms).allSatisfy { matches($0) }, "terms \(terms)")
        }
    }
}
