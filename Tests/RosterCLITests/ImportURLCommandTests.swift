import Foundation
import RosterTestSupport
import Testing

/// `roster-cli import URL` against a real JSONPlaceholder-compatible server on loopback
/// (scripts/rest-fixture.py): the sample team, and every failure with its message and
/// the database left as it was.
@Suite("roster-cli import URL", .timeLimit(.minutes(3)))
final class ImportURLCommandTests {
    let cli: CLISandbox
    let fixture: RESTFixture

    init() throws {
        cli = try CLISandbox()
        fixture = try RESTFixture()
    }

    deinit { fixture.stop() }

    @Test("An empty database gets the 10 sample people and their 200 todos")
    func importsTheSampleTeam() async throws {
        let database = cli.path("team.sqlite")
        let result = try await cli.run("import", fixture.url("users"), "--database", database)

        #expect(result.exited(0), "\(result)")
        #expect(result.stdout == "Imported 10 people (10 added, 200 tasks) into \(database).\n")
        #expect(result.stderr == "", "progress goes to stderr only when it is a terminal")
        let document = try await cli.peopleDocument("--database", database)
        #expect(document.count == "10 people")
        let tasks = try await cli.run("tasks", "1", "--database", database)
        #expect(tasks.exited(0), "\(tasks)")
        #expect(tasks.stdoutLines.contains { $0.contains("delectus aut autem") })
        let exported = try await cli.run("export", "--database", database)
        #expect(exported.stdout.components(separatedBy: "\"userId\"").count - 1 == 200)
    }

    @Test("On a terminal, stderr shows the download and write progress, then clears its line")
    func progressOnATerminal() async throws {
        let database = cli.path("team.sqlite")
        let result = try await cli.runInTerminal(["import", fixture.url("users"), "--database", database], stderrToTerminal: true)

        #expect(result.exitCode == 0, "\(result)")
        let host = "127.0.0.1:\(fixture.port)"
        #expect(result.terminal.contains("\r\u{1B}[KDownloading from \(host): request 1 of 2…"), "\(result)")
        #expect(result.terminal.contains("\r\u{1B}[KDownloading from \(host): request 2 of 2…"), "\(result)")
        #expect(result.terminal.contains("\r\u{1B}[KWriting 210 of 210 records…"), "\(result)")
        #expect(result.terminal.hasSuffix("\r\u{1B}[KImported 10 people (10 added, 200 tasks) into \(database).\n"), "\(result)")
    }

    @Test("In German: the refusal and the summary from the catalog")
    func german() async throws {
        let installed = newlocale(1 << LC_MESSAGES, "de_DE.UTF-8", nil)
        if let installed { freelocale(installed) }
        try #require(installed != nil, "the de_DE.UTF-8 locale is not installed: run `make test-deps`")
        var environment = cli.environment
        environment["LANG"] = "de_DE.UTF-8"
        let refused = try await cli.run(["import", fixture.url("error500/users")], environment: environment)
        #expect(refused.exitCode == 1, "\(refused)")
        #expect(
            refused.stderr == "Fehler: \(fixture.url("error500/users")) antwortete mit dem HTTP-Status 500. Es wurde nichts importiert.\n")
        let database = cli.path("team.sqlite")
        let imported = try await cli.run(["import", fixture.url("users"), "--database", database], environment: environment)
        #expect(imported.exitCode == 0, "\(imported)")
        #expect(imported.stdout.hasPrefix("10 Personen importiert"), "\(imported)")
    }

    @Test("A base URL and a same-host redirect work too")
    func baseAndRedirect() async throws {
        let base = try await cli.run("import", "http://127.0.0.1:\(fixture.port)/", "--database", cli.path("a.sqlite"))
        #expect(base.exited(0), "\(base)")
        #expect(base.stdout.hasPrefix("Imported 10 people (10 added, 200 tasks)"))
        let moved = try await cli.run("import", fixture.url("moved/users"), "--database", cli.path("b.sqlite"))
        #expect(moved.exited(0), "\(moved)")
        #expect(moved.stdout.hasPrefix("Imported 10 people (10 added, 200 tasks)"))
    }

    /// Each failing variant: its message on stderr, exit 1, and the default database exactly as before.
    @Test(
        "Every failure says why, exits 1 and changes nothing",
        arguments: [
            ("error500/users", ["/error500/users answered with HTTP status 500. Nothing was imported."]),
            ("missing/users", ["/missing/users answered with HTTP status 404. Nothing was imported."]),
            ("slow/users", ["/slow/users did not answer within 1 second. Nothing was imported."]),
            (
                "malformed/users",
                [
                    "/malformed/users sent malformed JSON (line 1, column 29: unexpected end of input, expected a member name in double quotes). Nothing was imported."
                ]
            ),
            ("notalist/users", ["/notalist/users sent an object, not a JSON list of “users”. Nothing was imported."]),
            (
                "elsewhere/users",
                [
                    "/elsewhere/users redirected to another server (http://localhost:",
                    "), which Roster does not follow. Nothing was imported.",
                ]
            ),
            ("oversized/users", ["/oversized/users sent more than 20 MB, the most an import from a URL reads. Nothing was imported."]),
            ("invalid/users", ["1 record is invalid; nothing was imported:", "record 0 (id 1): email: "]),
        ])
    func failures(path: String, fragments: [String]) async throws {
        let before = try await cli.run("export")
        try #require(before.exited(0), "\(before)")

        // One second is the slow variant's point; the others get time to send (21 MB for the
        // oversized one, which took longer than a second once while the whole suite ran).
        let result = try await cli.run("import", fixture.url(path), "--timeout", path.hasPrefix("slow/") ? "1" : "30")

        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: "), "\(result.stderr)")
        for fragment in fragments {
            #expect(result.stderr.contains(fragment), "\(result.stderr)")
        }
        #expect(try await cli.run("export").stdout == before.stdout)
    }

    @Test("Nothing listening, or not http(s): a clear message, exit 1")
    func cannotConnectAndScheme() async throws {
        let port = fixture.port
        fixture.stop()
        let refused = try await cli.run("import", "http://127.0.0.1:\(port)/users")
        #expect(refused.exitCode == 1, "\(refused)")
        #expect(
            refused.stderr == "Error: Cannot connect to 127.0.0.1: is the address right and the server running? Nothing was imported.\n")
        let ftp = try await cli.run("import", "ftp://127.0.0.1/users")
        #expect(ftp.exitCode == 1, "\(ftp)")
        #expect(ftp.stderr == "Error: Cannot import from a “ftp:” address, only from http:// and https://. Nothing was imported.\n")
        let timeout = try await cli.run("import", "http://127.0.0.1/users", "--timeout", "0")
        #expect(timeout.exitCode != 0, "\(timeout)")
        #expect(timeout.stderr.contains("--timeout must be a positive number of seconds."), "\(timeout)")
    }
}
