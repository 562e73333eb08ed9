import Foundation
// GRDB comes with RosterModel; the tests use it only to build and inspect SQLite files.
import GRDB
import Testing

/// `roster-cli --database PATH` where PATH is a SQLite file Roster did not make, or has lost its tables.
@Suite("roster-cli on SQLite databases that are not Roster's", .timeLimit(.minutes(2)))
struct ForeignDatabaseTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// The tables of the SQLite database at `path` and its journal mode.
    private static func shape(of path: String) throws -> (tables: [String], journalMode: String) {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            let journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "?"
            return (tables, journalMode)
        }
    }

    /// Runs `sql` on the SQLite database at `path`, creating it if needed.
    private static func execute(_ sql: String, in path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
    }

    @Test("A Roster database that lost its person table fails to load: message on stderr, exit 1")
    func failedLoad() async throws {
        let database = cli.path("broken.sqlite")
        let created = try await cli.run("people", "--database", database)
        try #require(created.exitCode == 0, "\(created)")
        try Self.execute("PRAGMA foreign_keys = OFF; DROP TABLE task; DROP TABLE person", in: database)

        for arguments in [["people"], ["people", "--json"], ["people", "--search", "a"]] {
            let result = try await cli.run(arguments + ["--database", database])

            #expect(result.exitCode == 1, "\(result)")
            #expect(!result.crashed)
            #expect(result.stdout == "")
            #expect(result.stderr == "Error: Could not load people. Cannot read the database: no such table: person.\n")
        }
    }

    @Test(
        "Another program's SQLite database is refused and left as it was",
        arguments: [
            "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')",
            "CREATE TABLE person (x); INSERT INTO person VALUES (1)",
        ]
    )
    func otherProgramsDatabase(schema: String) async throws {
        let database = cli.path("theirs.sqlite")
        try Self.execute(schema, in: database)
        let before = try Self.shape(of: database)

        let result = try await cli.run("people", "--database", database)

        #expect(result.exitCode == 1, "\(result)")
        #expect(!result.crashed)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Cannot open the database at \(database): "), "\(result)")
        let after = try Self.shape(of: database)
        #expect(after.tables == before.tables, "roster-cli people changed the tables of a database that is not Roster's")
        #expect(after.journalMode == before.journalMode, "roster-cli people changed the journal mode of a database that is not Roster's")
    }
}
