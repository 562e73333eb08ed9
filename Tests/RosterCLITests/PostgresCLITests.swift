import Foundation
import PostgresTestSupport
import RosterModel
import RosterPostgres
import Testing

/// `roster-cli --database postgres://…` end to end: the real binary against a fresh database
/// on the test cluster (scripts/with-postgres.sh; `make test` runs the tests inside it).
@Suite("roster-cli on PostgreSQL", .timeLimit(.minutes(2)))
struct PostgresCLITests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    static let team = """
        [
          {"id": 11, "name": "Émile Zola", "username": "ezola", "email": "emile@zola.fr", "company": {"name": "Charpentier"}},
          {"id": 12, "name": "Rosa Parks", "email": "rosa@parks.org"}
        ]
        """

    /// Runs `body` with the URL of a new empty database, dropped after.
    private func withDatabase(_ body: (String) async throws -> Void) async throws {
        let address = try await TestPostgres.createDatabase()
        do {
            try await body(TestPostgres.url(of: address))
            await TestPostgres.drop(address)
        } catch {
            await TestPostgres.drop(address)
            throw error
        }
    }

    @Test("import a file, list, add, edit and show: every command works on a postgres:// URL")
    func commands() async throws {
        try await withDatabase { url in
            let file = try cli.write("team.json", Self.team)
            let imported = try await cli.run("--database", url, "import", file)
            #expect(imported.exitCode == 0, "\(imported)")
            #expect(imported.stdout.hasPrefix("Imported 2 people (2 added) into postgres://"), "\(imported)")

            let people = try await cli.run("people", "--database", url)
            #expect(people.exitCode == 0, "\(people)")
            #expect(people.stdoutLines.contains("  Rosa Parks <rosa@parks.org>  #12"), "\(people)")
            #expect(people.stdoutLines.last == "2 people")

            let added = try await cli.run("--database", url, "add-person", "--name", "Katherine Johnson", "--email", "k@nasa.example")
            #expect(added.exitCode == 0, "\(added)")
            #expect(try await cli.run("--database", url, "people").stdoutLines.contains("  Katherine Johnson <k@nasa.example>  #13"))

            let edited = try await cli.run("--database", url, "edit", "12", "--phone", "+1 334 555")
            #expect(edited.exitCode == 0, "\(edited)")
            let shown = try await cli.run("--database", url, "show", "12")
            #expect(shown.exitCode == 0, "\(shown)")
            #expect(shown.stdoutLines.contains("Phone      +1 334 555"), "\(shown)")
            #expect(shown.stdoutLines.first == "Name       Rosa Parks")

            let search = try await cli.run("--database", url, "people", "--search", "zola")
            #expect(search.stdoutLines.contains("  Émile Zola <emile@zola.fr>  #11"), "\(search)")
        }
    }

    @Test("a server that is not there: a clear error naming the address, never the password")
    func unreachableServerHidesPassword() async throws {
        let cluster = try PostgresAddress(url: TestPostgres.url(), environment: [:])
        // The cluster's own port with a database that does not exist, and a port where nothing listens.
        let missing = "postgres://\(cluster.user):hunter2@127.0.0.1:\(cluster.port)/roster_missing_db"
        let result = try await cli.run("--database", missing, "people")
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("the database does not exist on the server"), "\(result)")
        #expect(!result.stderr.contains("hunter2") && !result.stdout.contains("hunter2"), "\(result)")

        let malformed = try await cli.run("--database", "postgres://ann:hunter2@host:99999/db", "people")
        #expect(malformed.exitCode != 0)
        #expect(malformed.stderr.contains("not a PostgreSQL URL"), "\(malformed)")
        #expect(!malformed.stderr.contains("hunter2"), "\(malformed)")
    }
}
