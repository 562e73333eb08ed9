import Foundation
import Testing

/// Databases this user cannot write: a read-only file, or a folder that does not
/// take the `-wal` and `-shm` files SQLite needs (as on a read-only medium).
/// Browsing works; every write explains why not and changes nothing.
@Suite("roster-cli on a database it cannot write", .timeLimit(.minutes(2)))
struct ReadOnlyDatabaseTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// A closed database with one person in `folder` (no `-wal` or `-shm` left), then the folder locked.
    private func lockedDatabase(fileMode: Int) async throws -> String {
        let folder = cli.files.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("team.sqlite").path
        let added = try await cli.run("--database", path, "add-person", "--name", "Ada Lovelace", "--email", "ada@example.org")
        #expect(added.exitCode == 0, "\(added)")
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        // Everyone may enter the sandbox (the runs may be as `nobody`); nobody may write the folder.
        for directory in [cli.root, cli.files] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        }
        try FileManager.default.setAttributes([.posixPermissions: fileMode], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        return path
    }

    @Test(
        "a database in a folder this user cannot write is browsed read-only; edits are refused and change nothing",
        arguments: [0o666, 0o444])
    func lockedFolder(fileMode: Int) async throws {
        let path = try await lockedDatabase(fileMode: fileMode)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: (path as NSString).deletingLastPathComponent)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let people = try await cli.run(["--database", path, "people"], unprivileged: true)
        #expect(people.exitCode == 0, "\(people)")
        #expect(people.stdout.contains("Ada Lovelace <ada@example.org>"), "\(people)")
        let show = try await cli.run(["--database", path, "show", "1"], unprivileged: true)
        #expect(show.exitCode == 0, "\(show)")

        let edit = try await cli.run(["--database", path, "edit", "1", "--name", "Grace Hopper"], unprivileged: true)
        #expect(edit.exitCode == 1, "\(edit)")
        #expect(edit.stderr.contains("read-only"), "\(edit)")
        let add = try await cli.run(["--database", path, "add-task", "1", "Write notes"], unprivileged: true)
        #expect(add.exitCode == 1, "\(add)")
        #expect(add.stderr.contains("read-only"), "\(add)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the file is unchanged")
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["team.sqlite"], "no -wal or -shm was left behind")
    }
}
