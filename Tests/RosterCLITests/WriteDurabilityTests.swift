import Foundation
import Testing

/// After any CLI write, the database file alone holds the change: the CLI closes
/// its database (checkpointing the WAL), so copying just `roster.sqlite` loses nothing.
@Suite("roster-cli writes reach roster.sqlite itself", .timeLimit(.minutes(3)))
struct WriteDurabilityTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// Copies `roster.sqlite` alone (no -wal, no -shm) to a fresh folder and returns the copy's path.
    private func copyOfDatabaseFileAlone() throws -> String {
        let folder = cli.root.appendingPathComponent("copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("roster.sqlite")
        try FileManager.default.copyItem(atPath: cli.defaultDatabasePath, toPath: copy.path)
        return copy.path
    }

    private func expectWAL(isEmptyOrGone sourceLocation: SourceLocation = #_sourceLocation) {
        let wal = cli.defaultDatabasePath + "-wal"
        let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        #expect(size == 0, "the WAL still holds \(size) bytes after the command ended", sourceLocation: sourceLocation)
    }

    @Test("add-person, edit, delete-person, add-task, done, delete-task and import each survive a copy of the file alone")
    func everyWrite() async throws {
        try #require(try await cli.run("people").exited(0))

        let steps: [(arguments: [String], check: [String], expected: String)] = [
            (["add-person", "--name", "Ada Lovelace", "--email", "ada@engine.org"], ["show", "11"], "Name       Ada Lovelace"),
            (["edit", "1", "--company", "Acme Ltd"], ["show", "1"], "Company    Acme Ltd"),
            (["add-task", "2", "Copy me"], ["tasks", "2"], "[ ] #201 Copy me"),
            (["done", "2", "201"], ["tasks", "2"], "[x] #201 Copy me"),
            (["delete-task", "2", "21"], ["tasks", "2"], "9 of 20 done"),
            (["delete-person", "3"], ["people", "--search", "Clementine Bauch"], "0 of 10 people"),
            (
                ["import", try cli.write("one.json", #"[{"id": 40, "name": "Solo Person", "email": "solo@x.org"}]"#)], ["show", "40"],
                "Name       Solo Person"
            ),
        ]
        for step in steps {
            let result = try await cli.run(step.arguments)
            try #require(result.exited(0), "\(step.arguments): \(result)")
            expectWAL()

            let copy = try copyOfDatabaseFileAlone()
            let read = try await cli.run(step.check + ["--database", copy])
            #expect(read.exited(0), "\(read)")
            #expect(read.stdoutLines.contains(step.expected), "\(step.arguments) is not in the copied file: \(read)")
        }
    }

    @Test("A failed command closes the database too: nothing is left in the WAL")
    func failedCommand() async throws {
        try #require(try await cli.run("people").exited(0))

        let refused = try await cli.run("edit", "1", "--email", "not-an-email")
        #expect(refused.exited(1), "\(refused)")
        expectWAL()
        let missing = try await cli.run("delete-person", "99")
        #expect(missing.exited(1), "\(missing)")
        expectWAL()
    }
}
