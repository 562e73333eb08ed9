import Foundation
import RosterModel
import Testing

/// The search contract, on every engine: the same people for the same query
/// (`PersonSearchQuery`), phone digits and company included, in `searchPeople`
/// and `searchPeopleList` alike, and after an edit of those fields.
@Suite("PeopleStore contract: search by phone digits and company")
struct SearchContractTests {
    static let people = [
        Person(
            id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
            phone: "1-770-736-8031 x56442", companyName: "Romaguera-Crona"),
        Person(
            id: 2, name: "Clementine Bauch", username: "Samantha", email: "Nathan@yesenia.net",
            phone: "1-463-123-4447", companyName: "Romaguera-Jacobson"),
        Person(id: 3, name: "Ünal Çelik", email: "unal@example.tr", phone: "+90 (212) 770-0000", companyName: "Çelik Söhne"),
    ]

    static let expectations: [(query: String, ids: [PersonID])] = [
        ("770", [1, 3]), ("7368031", [1]), ("+1 770", [1]), ("(770) 736-8031", [1]), ("1-770-736", [1]),
        ("romaguera", [1, 2]), ("ROMAGUERA-CRONA", [1]), ("celik sohne", [3]), ("+1 7", []), ("crona\u{1}", []),
        ("bret", [1]), ("", [1, 2, 3]), ("x56442", [1]), ("1-770-736-8031 x56442", [1]), ("8031 ext 5", [1]),
        ("56442", [1]), ("80315", []), ("7367", []),
    ]

    @Test("770, 7368031, +1 770 and romaguera find Leanne Graham on every engine", arguments: Engine.allCases)
    func phoneAndCompany(engine: Engine) async throws {
        try await withDirectory(engine, holding: DirectoryDocument(people: Self.people)) { directory in
            let store = directory.store
            for (query, ids) in Self.expectations {
                let found = try await store.searchPeople(matching: query)
                #expect(found.people.map(\.id).sorted() == ids, "\(engine): query \(query.debugDescription)")
                #expect(found.total == Self.people.count)
                let packed = try await store.searchPeopleList(matching: query)
                #expect(packed.columns.ids.sorted() == ids, "\(engine): packed, query \(query.debugDescription)")
            }
            // An edit of the phone and the company is searched at once.
            var edited = Self.people[1]
            edited.phone = "555 0199"
            edited.companyName = "Acme"
            _ = try await store.updatePerson(PersonEdit(original: Self.people[1], updated: edited))
            #expect(try await store.searchPeople(matching: "5550199").people.map(\.id) == [2])
            #expect(try await store.searchPeople(matching: "acme").people.map(\.id) == [2])
            #expect(try await store.searchPeople(matching: "romaguera").people.map(\.id) == [1])
        }
    }
}
