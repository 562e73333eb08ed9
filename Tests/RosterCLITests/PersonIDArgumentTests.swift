import Foundation
import Testing

/// Ids on the command line: `-1` is read by ArgumentParser as an option; it and 0 must still get a plain answer.
@Suite("roster-cli person ids", .timeLimit(.minutes(2)))
struct PersonIDArgumentTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    static let commands: [[String]] = [
        ["show"], ["edit", "ID", "--name", "X"], ["tasks"], ["tasks", "ID", "--open"], ["add-task", "ID", "Title"],
        ["done", "ID", "1"], ["delete-task", "ID", "1"], ["delete-person"], ["delete-person", "ID", "--json"],
    ]

    @Test("A negative id is a usage error that says what an id is, with the command's usage", arguments: commands)
    func negativeID(_ command: [String]) async throws {
        let arguments = command.count == 1 ? command + ["-1"] : command.map { $0 == "ID" ? "-1" : $0 }

        let result = try await cli.run(arguments)

        #expect(result.exited(64), "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "Error: -1 is not a person's id: ids are whole numbers from 1, as `roster-cli people` lists them.\n"), "\(result)")
        #expect(result.stderr.contains("Usage: roster-cli \(command[0]) "), "\(result)")
        #expect(!result.stderr.contains("Missing expected argument"))
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath), "the database was opened")
    }

    @Test("0 is not an id either", arguments: [["show", "0"], ["edit", "0", "--name", "X"], ["delete-person", "0"]])
    func zero(_ arguments: [String]) async throws {
        let result = try await cli.run(arguments)

        #expect(result.exited(64), "\(result)")
        #expect(
            result.stderr.hasPrefix("Error: 0 is not a person's id: ids are whole numbers from 1, as `roster-cli people` lists them.\n"))
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("--database before the command does not change the answer")
    func withDatabaseFirst() async throws {
        let result = try await cli.run("--database", cli.path("x.sqlite"), "edit", "-7", "--email", "a@b.org")

        #expect(result.exited(64), "\(result)")
        #expect(result.stderr.hasPrefix("Error: -7 is not a person's id:"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("x.sqlite")))
    }

    @Test("A task title that looks like a negative number: told to put -- before it, which works")
    func negativeTitle() async throws {
        let refused = try await cli.run("add-task", "1", "-5")
        #expect(refused.exited(64), "\(refused)")
        #expect(
            refused.stderr.hasPrefix("Error: -5 was read as an option. To give a title that starts with “-”, put “--” before it.\n"),
            "\(refused)")

        let added = try await cli.run("add-task", "1", "--", "-5")
        #expect(added.exited(0), "\(added)")
        #expect(added.stdout == "Added task #201 “-5”. 11 of 21 done.\n")
    }

    @Test("Other usage errors with a negative number keep ArgumentParser's own message")
    func otherErrorsUnchanged() async throws {
        let result = try await cli.run("edit", "1", "--name", "-1")

        #expect(result.exited(64), "\(result)")
        #expect(result.stderr.hasPrefix("Error: Missing value for '--name <name>'"), "\(result)")
    }
}
