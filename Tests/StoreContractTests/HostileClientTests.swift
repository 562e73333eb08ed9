import Foundation
import PostgresTestSupport
import RosterModel
import RosterTestSupport
import RosterTesting
import RosterViewModels
import Testing

@testable import RosterPostgres

/// Any client can send `NOTIFY roster_changes` with any payload, and write any text (issue 25,
/// point 6): Roster reads the directory again instead of trusting a notification, and text is
/// data, never SQL.
@Suite("Hostile clients")
struct HostileClientTests {
    @Test("forged notifications from a login with no part, readable or garbage, change nothing a member's list shows")
    @MainActor
    func forgedNotifications() async throws {
        let address = try await TestPostgres.createDatabase()
        defer { Task { await TestPostgres.drop(address) } }
        let owner = try await PostgresDirectory(address: address)
        defer { owner.close() }
        _ = try await owner.importDirectory(try await InMemoryRosterStore.sampleData().exportDirectory(), progress: { _ in })
        let role = "member_\(UUID().uuidString.prefix(8).lowercased())"
        try await TestPostgres.execute("CREATE ROLE \"\(role)\" LOGIN", on: address)
        try await owner.setPart(.member, of: role)
        let member = try await PostgresDirectory(
            url: "postgres://\(role)@127.0.0.1:\(address.port)/\(address.database)", environment: [:])
        defer { member.close() }
        #expect(member.access.part == .member)

        let people = PeopleViewModel(store: member, locale: Locale(identifier: "en_US"))
        await people.appeared().value
        #expect(await waitUntil { people.countText == "10 people" })
        let changes = await StreamRecorder.recording(member.changes())
        // The forger is any login of the cluster, with no part in the directory: it may still notify.
        var forger = address
        forger.user = "forger_\(UUID().uuidString.prefix(8).lowercased())"
        try await TestPostgres.execute("CREATE ROLE \"\(forger.user)\" LOGIN", on: address)
        let garbage = ["not json", #"{"d":"everyone"}"#, "{" + String(repeating: "9", count: 7000)]
        for payload in [#"{"i":[],"u":[],"d":[1,2,3],"t":[]}"#, #"{"i":[999],"u":[],"d":[],"t":[]}"#, #"{"i":[],"u":[4],"d":[],"t":[5]}"#]
            + garbage
        {
            try await TestPostgres.execute("NOTIFY roster_changes, '\(payload)'", on: forger)
        }
        // The forged changes arrive (any client may notify) ...
        #expect(await changes.wait { $0.contains { $0.deletedPeople == [1, 2, 3] } && $0.contains { $0.insertedPeople == [999] } })
        // A real change after them still comes through. The list handles changes in the order they
        // came (re-reading each batch before the next), so once it shows this one, it has handled the forged ones.
        let patricia = try #require(try await owner.fetchPerson(id: 6))
        _ = try await owner.updatePerson(edit(patricia) { $0.name = "Patricia Changed" })
        #expect(await changes.wait { $0.contains { $0.updatedPeople.contains(6) } })
        #expect(await waitUntil { people.summary(ofPersonID: 6)?.name == "Patricia Changed" })
        // ... and, read again, the forged ones changed nothing: the list still shows everyone the server has, and no one else.
        #expect(people.countText == "10 people")
        #expect(([1, 2, 3, 4, 5] as [PersonID]).allSatisfy { people.summary(ofPersonID: $0) != nil })
        #expect(people.summary(ofPersonID: 999) == nil)
        #expect(try await member.fetchPeople(ids: [1, 2, 3, 999]).map(\.id).sorted() == [1, 2, 3])
    }

    @Test("text that looks like SQL is stored and read back as text, on every engine", arguments: Engine.allCases)
    func textIsData(engine: Engine) async throws {
        let hostile = [
            "'); DROP TABLE person; --", "Robert'); DROP TABLE task;--", "\\'; SELECT pg_sleep(10); --",
            "$$; DELETE FROM person; $$", "x' OR '1'='1",
        ]
        try await withDirectory(engine, holding: Team.document) { directory in
            let store = directory.store
            let added = try await store.addPerson(Person(id: 0, name: hostile[0], email: "bobby@example.org"))
            let ada = try #require(try await store.fetchPerson(id: 1))
            _ = try await store.updatePerson(
                edit(ada) {
                    $0.biography = hostile[1]
                    $0.companyName = hostile[3]
                })
            let task = try await store.addTask(personID: 1, title: hostile[2], dueDate: nil)
            #expect(try await store.fetchPerson(id: added.id)?.name == hostile[0])
            #expect(try await store.fetchPerson(id: 1)?.biography == hostile[1])
            #expect(try await store.fetchPerson(id: 1)?.companyName == hostile[3])
            #expect(try await store.fetchTasks(personID: 1).contains { $0.id == task.id && $0.title == hostile[2] })
            #expect(try await store.searchPeople(matching: hostile[4]).people.isEmpty)
            #expect(try await store.searchPeople(matching: "drop table person").people.map(\.id) == [added.id])
            #expect(try await store.fetchPeople().count == 3)
        }
    }
}
