import Foundation
import RosterSampleData
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

@Suite("RosterDatabase: opening, schema and seeding")
struct RosterDatabaseTests {
    let tmp: TemporaryDirectory

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-model-tests")
    }

    // MARK: Helpers

    /// The sample users, read with Foundation's parser (independently of Roster's).
    private func sampleUsers() throws -> [[String: Any]] {
        let data = try Data(contentsOf: SampleData.usersURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    /// The sample todos, read with Foundation's parser.
    private func sampleTodos() throws -> [[String: Any]] {
        let data = try Data(contentsOf: SampleData.todosURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    private func allTasks(_ db: RosterDatabase, personIDs: some Sequence<PersonID>) async throws -> [TaskItem] {
        var tasks: [TaskItem] = []
        for id in personIDs { tasks += try await db.fetchTasks(personID: id) }
        return tasks
    }

    // MARK: Opening a path

    @Test("opening a new path creates the folder, the SQLite file and the schema")
    func newPathCreatesDatabaseWithSchema() async throws {
        let path = tmp.path("nested/folder/people.sqlite")
        #expect(!FileManager.default.fileExists(atPath: path))

        let db = try RosterDatabase(path: path)

        #expect(db.path == path)
        #expect(FileManager.default.fileExists(atPath: path))
        // The folders made for it are the user's alone, whatever the umask.
        for folder in ["nested", "nested/folder"] {
            let mode = try FileManager.default.attributesOfItem(atPath: tmp.path(folder))[.posixPermissions] as? Int
            #expect(mode == 0o700, "\(folder): \(String(mode ?? 0, radix: 8))")
        }
        let header = try #require(FileManager.default.contents(atPath: path)).prefix(16)
        #expect(Array(header) == Array("SQLite format 3\0".utf8))

        let (tables, personColumns, taskColumns) = try await db.writer.read { db in
            (
                try String.fetchAll(
                    db,
                    sql:
                        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%' ORDER BY name"
                ),
                try db.columns(in: "person").map(\.name),
                try db.columns(in: "task").map(\.name)
            )
        }
        #expect(tables == ["changeLog", "history", "person", "rosterMetadata", "task"])
        #expect(
            personColumns == [
                "id", "name", "username", "email", "phone", "website", "companyName", "biography", "avatarPath", "searchText",
            ])
        #expect(taskColumns == ["id", "personId", "title", "isDone", "dueDate", "position"])

        #expect(try await db.fetchPeople().isEmpty)
        #expect(try await db.fetchTasks(personID: 1).isEmpty)
    }

    @Test("every column of a person survives a write and a read, in the right field")
    func personRoundTripsEveryField() async throws {
        let db = try RosterDatabase(path: tmp.path("people.sqlite"))
        let ada = Person(
            id: 42, name: "Ada Lovelace", username: "ada", email: "ada@example.org", phone: "+44 20 0000",
            website: "https://ada.example.org", companyName: "Analytical Engines", biography: "Wrote the first program.",
            avatarPath: "avatars/ada.png"
        )
        let grace = Person(id: 7, name: "Grace Hopper", email: "grace@example.org")
        try await db.insert([ada, grace])

        #expect(try await db.fetchPerson(id: 42) == ada)
        #expect(try await db.fetchPerson(id: 7) == grace)
        #expect(try await db.fetchPerson(id: 8) == nil)
        #expect(try await db.fetchPeople().sorted { $0.id < $1.id } == [grace, ada])
    }

    @Test("data written through one connection is there after reopening the file")
    func dataPersistsAcrossReopen() async throws {
        let path = tmp.path("people.sqlite")
        do {
            let db = try RosterDatabase(path: path)
            try await db.insert([Person(id: 1, name: "Ada", email: "ada@example.org")])
        }
        let reopened = try RosterDatabase(path: path)
        #expect(try await reopened.fetchPeople().map(\.name) == ["Ada"])
    }

    // MARK: The standard location

    @Test("the standard location is XDG_DATA_HOME/roster/roster.sqlite and is seeded with the sample data")
    func standardLocationIsCreatedAndSeeded() async throws {
        let db = try RosterDatabase(location: .standard, environment: ["XDG_DATA_HOME": tmp.url.path, "HOME": tmp.path("home")])

        let expectedPath = tmp.path("roster/roster.sqlite")
        #expect(db.path == expectedPath)
        #expect(FileManager.default.fileExists(atPath: expectedPath))
        #expect(!FileManager.default.fileExists(atPath: tmp.path("home")))

        // People: exactly the sample users, field by field.
        let people = try await db.fetchPeople().sorted { $0.id < $1.id }
        let users = try sampleUsers()
        #expect(people.count == 10)
        #expect(people.count == users.count)
        for (person, user) in zip(people, users) {
            try expectPerson(person, isSampleUser: user)
            #expect(person.biography == "")
            #expect(person.avatarPath == nil)
        }

        // Tasks: 200 in all, 20 per person, in the file's order, with positions 0..<20.
        let tasks = try await allTasks(db, personIDs: people.map(\.id))
        let todos = try sampleTodos()
        #expect(tasks.count == 200)
        #expect(tasks.count == todos.count)
        for person in people {
            let theirs = try await db.fetchTasks(personID: person.id)
            #expect(theirs.count == 20)
            #expect(theirs.map(\.position) == Array(0..<20))
            let expected = todos.filter { ($0["userId"] as? Int).map { PersonID(Int64($0)) } == person.id }
            #expect(theirs.map(\.id) == expected.compactMap { ($0["id"] as? Int).map { TaskID(Int64($0)) } })
            #expect(theirs.map(\.title) == expected.compactMap { $0["title"] as? String })
            #expect(theirs.map(\.isDone) == expected.compactMap { $0["completed"] as? Bool })
            #expect(theirs.allSatisfy { $0.personID == person.id && $0.dueDate == nil })
        }
    }

    @Test("opening the standard location again does not duplicate the sample data")
    func reopeningStandardLocationDoesNotDuplicate() async throws {
        let environment = ["XDG_DATA_HOME": tmp.url.path]
        let firstPeople: [Person]
        do {
            let first = try RosterDatabase(location: .standard, environment: environment)
            firstPeople = try await first.fetchPeople().sorted { $0.id < $1.id }
        }
        // Opened twice more: once after the first closed, once while the second is still open.
        let second = try RosterDatabase(location: .standard, environment: environment)
        let third = try RosterDatabase(location: .standard, environment: environment)
        for db in [second, third] {
            let people = try await db.fetchPeople().sorted { $0.id < $1.id }
            #expect(people == firstPeople)
            #expect(people.count == 10)
            #expect(try await allTasks(db, personIDs: people.map(\.id)).count == 200)
        }
    }

    @Test("seeding happens once: people the user removed or edited are not brought back")
    func seedingHappensOnlyOnce() async throws {
        let environment = ["XDG_DATA_HOME": tmp.url.path]
        do {
            let db = try RosterDatabase(location: .standard, environment: environment)
            try await db.writer.write { db in
                try db.execute(sql: "DELETE FROM task WHERE personId = 3")
                try db.execute(sql: "DELETE FROM person WHERE id = 3")
            }
            let renamed = try JSONSerialization.data(withJSONObject: [["id": 1, "name": "Leanne Renamed", "email": "leanne@example.org"]])
            #expect(try await db.importDirectory(json: renamed) == ImportSummary(added: 0, updated: 1))
        }
        let reopened = try RosterDatabase(location: .standard, environment: environment)
        let people = try await reopened.fetchPeople()
        #expect(people.count == 9)
        #expect(!people.contains { $0.id == 3 })
        #expect(people.first { $0.id == 1 }?.name == "Leanne Renamed")
        #expect(try await reopened.fetchTasks(personID: 3).isEmpty)
        #expect(try await allTasks(reopened, personIDs: (Int64(1)...10).map { PersonID($0) }).count == 180)
    }

    @Test("an explicit .file location starts empty and never touches the standard location")
    func explicitFileStartsEmpty() async throws {
        let path = tmp.path("mine/team.sqlite")
        let db = try RosterDatabase(location: .file(path), environment: ["XDG_DATA_HOME": tmp.url.path])

        #expect(db.path == path)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try await db.fetchPeople().isEmpty)
        #expect(try await allTasks(db, personIDs: (Int64(1)...10).map { PersonID($0) }).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tmp.path("roster")))
    }

    // MARK: Files that cannot be opened

    @Test("a file that is not SQLite fails with cannotOpen, a readable reason, and is left as it was")
    func garbageFileIsNotADatabase() throws {
        let path = tmp.path("garbage.sqlite")
        let garbage = Data(String(repeating: "This is a shopping list, not a database.\n", count: 200).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: StoreError.self) {
            _ = try RosterDatabase(path: path)
        }
        #expect(error == .cannotOpen(path: path, reason: "the file is not a Roster database (not SQLite)"))
        #expect(error?.description == "Cannot open the database at \(path): the file is not a Roster database (not SQLite).")
        #expect(error?.errorDescription == error?.description)
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test("random binary bytes are also reported as not a database")
    func randomBytesAreNotADatabase() throws {
        let path = tmp.path("random.sqlite")
        var generator = SplitMix64(seed: 0xC0FFEE)
        let bytes = Data((0..<8192).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        try bytes.write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: StoreError.self) {
            _ = try RosterDatabase(path: path)
        }
        guard case .cannotOpen(let reportedPath, let reason)? = error else {
            Issue.record("expected cannotOpen, got \(String(describing: error))")
            return
        }
        #expect(reportedPath == path)
        #expect(reason == "the file is not a Roster database (not SQLite)")
    }

    @Test("a folder that cannot be created fails with cannotOpen naming the folder")
    func uncreatableFolder() throws {
        let blocker = tmp.path("blocker")
        try Data("a file where a folder should be".utf8).write(to: URL(fileURLWithPath: blocker))
        let path = blocker + "/sub/roster.sqlite"

        let error = #expect(throws: StoreError.self) {
            _ = try RosterDatabase(path: path)
        }
        #expect(error == .cannotOpen(path: path, reason: "cannot create the folder \(blocker)/sub"))
    }
}
