import Foundation
import Testing

/// roster-tui on a shared directory: a PostgreSQL cluster of the test's own
/// (scripts/with-postgres.sh --start), another program (psql) writing to it, and its server
/// stopped and started again under the running front.
///
/// Without PostgreSQL (Debian's postgresql package: pg_ctl, psql) the tests fail, saying so.
@Suite(.serialized)
struct PostgresTerminalTests {
    init() throws {
        if let missing = TerminalUnderTest.missingPrerequisite ?? TerminalCluster.missingPrerequisite {
            Issue.record("cannot drive roster-tui on PostgreSQL: \(missing)")
            throw Missing()
        }
    }

    struct Missing: Error {}

    @Test func anotherProgramsEditShowsLiveAndTheOfflineNoticeComesAndGoes() async throws {
        let cluster = try TerminalCluster()
        defer { cluster.remove() }
        let terminal = try TerminalUnderTest()
        try terminal.start(arguments: ["--database", cluster.url])
        try await terminal.waitFor("No people")
        // Another program adds a person, then renames her: each shows without a key pressed.
        try cluster.psql("INSERT INTO person (name, email) VALUES ('Ada Lovelace', 'ada@example.com')")
        try await terminal.waitFor("Ada Lovelace")
        try await terminal.waitFor("1 person")
        try cluster.psql("UPDATE person SET name = 'Ada King' WHERE email = 'ada@example.com'")
        let renamed = try await terminal.waitFor("Ada King")
        #expect(!renamed.contains("Ada Lovelace"), "the old name is still shown:\n\(renamed)")
        // The server stops: the offline notice shows; it starts again: the notice goes.
        try cluster.pause()
        let offline = try await terminal.waitFor("Offline", seconds: 20)
        #expect(offline.contains("cannot be reached"), "the notice does not say why:\n\(offline)")
        try cluster.resume()
        try await terminal.waitUntil("the offline notice to go", seconds: 30) { !$0.contains("Offline") && $0.contains("Ada King") }
        // Live again: the next edit shows.
        try cluster.psql("UPDATE person SET name = 'Augusta Ada King' WHERE email = 'ada@example.com'")
        try await terminal.waitFor("Augusta Ada King")
    }
}

/// A PostgreSQL cluster of one test's own, made and driven by scripts/with-postgres.sh (--start,
/// --pause, --resume, --stop), so that stopping its server disturbs nothing else.
final class TerminalCluster {
    /// The cluster's folder (data/, server.log, socket/, url); in /tmp, which the `postgres`
    /// user that owns the cluster when the tests run as root can reach.
    let folder = "/tmp/roster-tui-pg-" + UUID().uuidString
    /// The URL of its `roster_test` database.
    private(set) var url = ""

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/with-postgres.sh").path

    /// psql from Debian's postgresql package (the newest version's), else /usr/bin/psql.
    static var psql: String? {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        let candidates =
            versions.sorted { $0.compare($1, options: .numeric) == .orderedDescending }.map { "/usr/lib/postgresql/\($0)/bin/psql" }
            + ["/usr/bin/psql"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What must be there before a test can run a cluster; nil when all is.
    static var missingPrerequisite: String? {
        if !FileManager.default.isReadableFile(atPath: script) { return "\(script) is missing" }
        if psql == nil { return "PostgreSQL is not installed (no psql); `make test-deps` installs it (apt: postgresql)" }
        return nil
    }

    /// Makes and starts the cluster.
    init() throws {
        try run("--start")
        url = try String(contentsOfFile: folder + "/url", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `sql` on the cluster's database with psql: another program's write.
    func psql(_ sql: String) throws {
        try TerminalUnderTest.run(
            Self.psql ?? "/usr/bin/psql", ["--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", "--dbname", url, "--command", sql])
    }

    /// Stops its server (the data stays).
    func pause() throws { try run("--pause") }
    /// Starts its server again, on the same port.
    func resume() throws { try run("--resume") }
    /// Stops its server and removes its folder.
    func remove() { _ = try? run("--stop") }

    private func run(_ step: String) throws {
        try TerminalUnderTest.run("/bin/bash", [Self.script, step, folder])
    }
}
