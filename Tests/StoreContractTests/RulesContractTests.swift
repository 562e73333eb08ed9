import Foundation
import RosterModel
import RosterTestSupport
import Testing

/// Every write is checked against the model's rules, on every engine, and a refused write
/// changes nothing.
@Suite("Rules contract")
struct RulesContractTests {
    @Test("tasks breaking a rule are refused with invalidTask; nothing written", arguments: Engine.allCases)
    func invalidTasks(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let before = try await store.exportDirectory()
            await #expect(throws: StoreError.self) { _ = try await store.addTask(personID: 1, title: "   ", dueDate: nil) }
            // A due day is a `CalendarDay` (2026-02-30 cannot be one); the title is checked with one.
            await #expect(throws: StoreError.invalidTask(TaskRuleError(field: .title, violation: .required))) {
                _ = try await store.addTask(personID: 1, title: "", dueDate: .iso("2026-02-28"))
            }
            var task = Team.tasks[0]
            task.title = String(repeating: "x", count: 10_000)
            do {
                try await store.updateTask(task)
                Issue.record("an over-long title was saved")
            } catch let error as StoreError {
                guard case .invalidTask = error else {
                    Issue.record("expected invalidTask, got \(error)")
                    return
                }
            }
            #expect(try await store.exportDirectory() == before)
        }
    }

    @Test("search matches the folded name, username or email, as the protocol's rule does", arguments: Engine.allCases)
    func search(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            _ = try await store.addPerson(Person(id: 0, name: "Ängström Çelik", username: "ang", email: "a@example.org"))
            let result = try await store.searchPeople(matching: "angstrom")
            #expect(result.people.map(\.name) == ["Ängström Çelik"])
            #expect(result.total == 3)
            #expect(try await store.searchPeople(matching: "EXAMPLE.ORG").people.count == 3)
            #expect(try await store.searchPeople(matching: "").people.count == 3, "an empty search matches everyone")
            #expect(try await store.searchPeople(matching: "%").people.isEmpty, "no wildcards")
            #expect(Set(try await store.fetchPeople(ids: [1, 2, 99]).map(\.id)) == [1, 2])
        }
    }

    @Test("the packed list and the packed search hold what the people and the search hold", arguments: Engine.allCases)
    func packedList(engine: Engine) async throws {
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            _ = try await store.addPerson(
                Person(id: 0, name: "  Ängström Çelik ", username: "ang", email: "a@example.org", companyName: "Ærø"))
            // A photo travels with the packed list: the People rows show it.
            let pictured = try await store.addPerson(
                Person(id: 0, name: "Pia Bild", email: "pia@example.org", avatarPath: "/data/avatars/person-pia.png"))
            let people = try await store.fetchPeople()
            let packed = try await store.fetchPeopleList()
            #expect(packed == PeopleListColumns(people: people))
            #expect(packed.photos == [pictured.id: "/data/avatars/person-pia.png"])
            for query in ["angstrom", "EXAMPLE.ORG", "", "%", "zzz"] {
                let packed = try await store.searchPeopleList(matching: query)
                let found = try await store.searchPeople(matching: query)
                #expect(packed.total == found.total)
                #expect(Set(packed.columns.ids) == Set(found.people.map(\.id)), "query \(query)")
            }
        }
    }
}
