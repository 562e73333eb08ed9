import Foundation
import RosterModel
import RosterSQLite
import RosterTesting
import Synchronization
import Testing

@testable import RosterEngines

@Suite("A --database value names its engine")
struct DirectoryAddressTests {
    @Test("postgres:// and postgresql:// URLs name PostgreSQL, in any case; anything else is a file")
    func engineFromValue() {
        #expect(DirectoryAddress("postgres://ada@db.example:5433/team") == .postgres(url: "postgres://ada@db.example:5433/team"))
        #expect(DirectoryAddress("PostgreSQL://db/team") == .postgres(url: "PostgreSQL://db/team"))
        #expect(DirectoryAddress("team.sqlite") == .sqlite(.file("team.sqlite")))
        // A file whose name merely contains the scheme is still a file.
        #expect(DirectoryAddress("backups/postgres://x") == .sqlite(.file("backups/postgres://x")))
    }

    @Test("--database VALUE and --database=VALUE read the same; a missing value is an error; other options are not ours")
    func option() throws {
        var rest: ArraySlice<String> = ["postgres://db/team", "--new-person"]
        #expect(try DirectoryAddress.option("--database", &rest)?.get() == .postgres(url: "postgres://db/team"))
        #expect(rest == ["--new-person"])
        var none: ArraySlice<String> = []
        #expect(try DirectoryAddress.option("--database=a.sqlite", &none)?.get() == .sqlite(.file("a.sqlite")))
        #expect(throws: DatabaseLocation.MissingPath.self) { try DirectoryAddress.option("--database", &none)?.get() }
        #expect(DirectoryAddress.option("--new-person", &none) == nil)
    }

    @Test("a kept password is offered only where it cannot be read on the way: a unix socket, or TLS that verifies the server")
    func passwordOnTheWay() {
        let none: [String: String] = [:]
        #expect(DirectoryAddress("postgres://bret@/team?host=/run/postgresql").protectsPasswordOnTheWay(environment: none))
        #expect(DirectoryAddress("postgres://bret@db/team?sslmode=verify-full").protectsPasswordOnTheWay(environment: none))
        #expect(DirectoryAddress("postgres://bret@db/team?sslmode=verify-ca").protectsPasswordOnTheWay(environment: none))
        #expect(DirectoryAddress("postgres://bret@db/team").protectsPasswordOnTheWay(environment: ["PGSSLMODE": "verify-full"]))
        #expect(DirectoryAddress("postgres://bret@/team").protectsPasswordOnTheWay(environment: ["PGHOST": "/run/postgresql"]))
        // In the clear, or encrypted to whichever server answers: the user is asked instead.
        for mode in ["disable", "allow", "prefer", "require"] {
            #expect(!DirectoryAddress("postgres://bret@db/team?sslmode=\(mode)").protectsPasswordOnTheWay(environment: none), "\(mode)")
        }
        #expect(!DirectoryAddress("postgres://bret@127.0.0.1/team").protectsPasswordOnTheWay(environment: none))
        #expect(!DirectoryAddress("/tmp/x.sqlite").protectsPasswordOnTheWay(environment: none))
    }

    @Test("the session key of a server never holds its password; a file's is its path")
    func sessionKey() {
        let address = DirectoryAddress("postgres://ada:s3cret@db:5432/team")
        #expect(address.sessionKey() == "postgres://ada:***@db:5432/team")
        #expect(!address.openLazily().displayName.contains("s3cret"))
        #expect(DirectoryAddress("/tmp/x.sqlite").sessionKey() == "/tmp/x.sqlite")
        #expect(DirectoryAddress.standard.isStandard && !DirectoryAddress("/tmp/x.sqlite").isStandard)
    }

    @Test("a lazy connection opens once for concurrent first uses, and again after a failure")
    func lazyOpening() async throws {
        let attempts = Mutex(0)
        let failFirst = Mutex(true)
        let lazy = LazyDirectoryConnection(displayName: "test") {
            attempts.withLock { $0 += 1 }
            if failFirst.withLock({
                let fail = $0
                $0 = false
                return fail
            }) {
                throw StoreError.readFailed("down")
            }
            return InMemoryConnection()
        }
        await #expect(throws: StoreError.readFailed("down")) { try await lazy.fetchPeople() }
        async let first = lazy.fetchPeople()
        async let second = lazy.fetchPeople()
        let (a, b) = try await (first, second)
        #expect(a.count == 1 && b.count == 1)
        #expect(attempts.withLock { $0 } == 2)
    }
}

/// The in-memory store as a connection.
private final class InMemoryConnection: DirectoryConnection {
    let store = InMemoryRosterStore(people: [Person(id: 1, name: "Ada", email: "ada@example.com")], tasks: [])
    var displayName: String { "memory" }
    func close() {}
    func fetchPeople() async throws -> [Person] { try await store.fetchPeople() }
    func fetchTasks(personID: PersonID) async throws -> [TaskItem] { [] }
    func addTask(personID: PersonID, title: String, dueDate: CalendarDay?) async throws -> TaskItem { throw StoreError.readOnlyDirectory }
    func updateTask(_ task: TaskItem) async throws { throw StoreError.readOnlyDirectory }
    func deleteTask(id: TaskID) async throws { throw StoreError.readOnlyDirectory }
    func restoreTask(_ task: TaskItem) async throws { throw StoreError.readOnlyDirectory }
}
