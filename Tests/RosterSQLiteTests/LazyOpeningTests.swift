import Foundation
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

@Suite("DatabaseLocation.openLazily")
struct LazyOpeningTests {
    let tmp: TemporaryDirectory

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-model-tests")
    }

    @Test("nothing is opened or created until the first use")
    func opensOnFirstUse() async throws {
        let path = tmp.path("lazy/people.sqlite")
        let store = DatabaseLocation.file(path).openLazily()
        #expect(!FileManager.default.fileExists(atPath: path))

        #expect(try await store.fetchPeople().isEmpty)
        #expect(FileManager.default.fileExists(atPath: path))
        let first = try await store.connection() as? RosterDatabase
        let second = try await store.connection() as? RosterDatabase
        #expect(first != nil && first === second)
        #expect(first?.path == path)
    }

    @Test("the standard location is seeded on first use")
    func standardLocationSeeded() async throws {
        let store = DatabaseLocation.standard.openLazily(environment: ["XDG_DATA_HOME": tmp.url.path])
        #expect(try await store.fetchPeople().count == 10)
        #expect(FileManager.default.fileExists(atPath: tmp.path("roster/roster.sqlite")))
    }

    @Test("a failed open is reported, then retried on the next use once the problem is gone")
    func retriesAfterFailure() async throws {
        let path = tmp.path("people.sqlite")
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        let store = DatabaseLocation.file(path).openLazily()

        let error = await #expect(throws: StoreError.self) { try await store.fetchPeople() }
        #expect(error == .cannotOpen(path: path, reason: "the file is not a Roster database (not SQLite)"))
        // Still broken: still failing, not cached as a success.
        await #expect(throws: StoreError.self) { try await store.fetchPeople() }

        try FileManager.default.removeItem(atPath: path)
        #expect(try await store.fetchPeople().isEmpty)
        _ = try await store.importDirectory(json: Data(#"[{"id": 1, "name": "Ada", "email": "ada@example.org"}]"#.utf8))
        #expect(try await store.fetchPeople().map(\.name) == ["Ada"])
    }
}
