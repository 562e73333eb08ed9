import Foundation
import PostgresTestSupport
import RosterModel
import RosterPostgres
import RosterSQLite
import RosterTestSupport
import RosterTesting
import Synchronization
import Testing

/// The engines every contract test runs on.
enum Engine: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory, sqlite, postgres
    var testDescription: String { rawValue }

    /// The engines whose data a second client (another window, `roster-cli`, psql) can open.
    static let shared: [Engine] = [.sqlite, .postgres]
}

/// A directory on one engine for one test: the store, more clients on the same data, and
/// clean-up (`withDirectory` closes every client and removes the data).
final class TestDirectory: Sendable {
    let engine: Engine
    let store: any DirectoryStore
    private let opener: (@Sendable () async throws -> any DirectoryStore)?
    private let opened = Mutex<[any DirectoryStore]>([])
    private let cleanup: @Sendable () async -> Void

    init(
        engine: Engine, store: any DirectoryStore, opener: (@Sendable () async throws -> any DirectoryStore)?,
        cleanup: @escaping @Sendable () async -> Void
    ) {
        self.engine = engine
        self.store = store
        self.opener = opener
        self.cleanup = cleanup
        opened.withLock { $0.append(store) }
    }

    /// Another client on the same data (SQLite and PostgreSQL only).
    func another() async throws -> any DirectoryStore {
        let opener = try #require(opener, "\(engine) has no second client")
        let store = try await opener()
        opened.withLock { $0.append(store) }
        return store
    }

    fileprivate func close() async {
        for store in opened.withLock({ $0 }) {
            (store as? any DirectoryConnection)?.close()
        }
        opened.withLock { $0 = [] }
        await cleanup()
    }
}

/// Runs `body` with a new directory on `engine` holding `document`, and removes it after.
func withDirectory(
    _ engine: Engine, holding document: DirectoryDocument = DirectoryDocument(people: []),
    _ body: (TestDirectory) async throws -> Void
) async throws {
    let directory = try await makeDirectory(engine, holding: document)
    do {
        try await body(directory)
        await directory.close()
    } catch {
        await directory.close()
        throw error
    }
}

private func makeDirectory(_ engine: Engine, holding document: DirectoryDocument) async throws -> TestDirectory {
    switch engine {
    case .memory:
        return TestDirectory(
            engine: engine, store: InMemoryRosterStore(people: document.people, tasks: document.tasks),
            opener: nil, cleanup: {})
    case .sqlite:
        let tmp = try TemporaryDirectory(prefix: "roster-contract")
        let path = tmp.path("roster.sqlite")
        let db = try RosterDatabase(path: path)
        if !document.people.isEmpty { _ = try await db.importDirectory(document, progress: { _ in }) }
        return TestDirectory(
            engine: engine, store: db, opener: { try RosterDatabase(path: path) }, cleanup: { withExtendedLifetime(tmp) {} })
    case .postgres:
        let address = try await TestPostgres.createDatabase()
        do {
            let directory = try await PostgresDirectory(address: address)
            if !document.people.isEmpty { _ = try await directory.importDirectory(document, progress: { _ in }) }
            return TestDirectory(
                engine: engine, store: directory, opener: { try await PostgresDirectory(address: address) },
                cleanup: { await TestPostgres.drop(address) })
        } catch {
            await TestPostgres.drop(address)
            throw error
        }
    }
}

/// Ada (three tasks) and Grace (one task): the directory most contract tests start from.
enum Team {
    static let ada = Person(
        id: 1, name: "Ada Lovelace", username: "ada", email: "ada@example.org", phone: "+44 20 0000",
        website: "https://ada.example.org", companyName: "Analytical Engines", biography: "Wrote the first program."
    )
    static let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org")
    static let tasks = [
        TaskItem(id: 1, personID: 1, title: "Write the notes", isDone: true, dueDate: .iso("2026-12-01"), position: 0),
        TaskItem(id: 2, personID: 1, title: "Meet Babbage", position: 1),
        TaskItem(id: 3, personID: 2, title: "Compile", dueDate: .iso("2028-02-29"), position: 0),
        TaskItem(id: 4, personID: 1, title: "Translate Menabrea", dueDate: .iso("2027-03-01"), position: 2),
    ]
    static let document = DirectoryDocument(people: [ada, grace], tasks: tasks)
}

/// `original` with `change` applied, as a save of it.
func edit(_ original: Person, _ change: (inout Person) -> Void) -> PersonEdit {
    var updated = original
    change(&updated)
    return PersonEdit(original: original, updated: updated)
}
