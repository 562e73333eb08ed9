import Foundation
import Testing

/// `--help` of `show`, `edit`, `tasks`, `add-task`, `done` and `delete-task`.
@Suite("roster-cli help of the person and task commands", .timeLimit(.minutes(2)))
struct PersonAndTaskHelpTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    struct Help: Sendable, CustomTestStringConvertible {
        var command: String
        var overview: String
        var usage: String
        /// Lines of the help that must start with the first string and contain the second.
        var entries: [(String, String)]
        var testDescription: String { command }
    }

    static let personArgument = ("  <id>", "The person's id.")
    static let taskArgument = ("  <task>", "The task's id (as `tasks` lists it) or its exact")
    static let databaseOption = ("  --database <PATH>", "Use the SQLite database at PATH")

    static let helps: [Help] = [
        Help(
            command: "show", overview: "Show a person's profile.",
            usage: "roster-cli show [--database <PATH>] <id>",
            entries: [personArgument, databaseOption]),
        Help(
            command: "edit", overview: "Edit a person's profile.",
            usage:
                "roster-cli edit [--database <PATH>] <id> [--name <name>] [--email <email>] [--phone <phone>] [--website <website>] [--company <company>] [--bio <bio>] [--avatar <FILE>] [--force]",
            entries: [
                personArgument, databaseOption,
                ("  --name <name>", "at most 100 characters"),
                ("  --email <email>", "Email address."),
                ("  --phone <phone>", "Phone number."),
                ("  --website <website>", "http:// or https://"),
                ("  --company <company>", "Company name."),
                ("  --bio <bio>", "at most \(2_000.formatted()) characters"),
                ("  --avatar <FILE>", "An image file ("),
                ("  --force", "Save over a change someone else made"),
            ]),
        Help(
            command: "tasks", overview: "List a person's tasks.",
            usage: "roster-cli tasks [--database <PATH>] <id> [--open] [--done] [--json]",
            entries: [
                personArgument, databaseOption, ("  --open", "Only open tasks."), ("  --done", "Only done tasks."),
                ("  --json", "Print JSON"),
            ]),
        Help(
            command: "add-task", overview: "Add a task to a person's list.",
            usage: "roster-cli add-task [--database <PATH>] <id> <title> [--due <DATE>]",
            entries: [
                personArgument, databaseOption, ("  <title>", "at most 200 characters"),
                ("  --due <DATE>", "Due day: as your locale writes dates"),
            ]),
        Help(
            command: "done", overview: "Mark a task as done.",
            usage: "roster-cli done [--database <PATH>] <id> <task>",
            entries: [personArgument, taskArgument, databaseOption]),
        Help(
            command: "delete-task", overview: "Delete a task.",
            usage: "roster-cli delete-task [--database <PATH>] <id> <task>",
            entries: [personArgument, taskArgument, databaseOption]),
    ]

    @Test("COMMAND --help and help COMMAND: overview, usage, every argument and option; exit 0, nothing opened", arguments: helps)
    func help(_ help: Help) async throws {
        for arguments in [[help.command, "--help"], ["help", help.command]] {
            let result = try await cli.run(arguments)

            #expect(result.exited(0), "\(result)")
            #expect(result.stderr == "")
            #expect(result.stdout.hasPrefix("OVERVIEW: \(help.overview)\n"), "\(result)")
            #expect(result.stdout.contains("USAGE: \(help.usage)\n"), "\(result)")
            #expect(result.stdout.contains("ARGUMENTS:"))
            for (start, text) in help.entries {
                #expect(
                    result.stdoutLines.contains { $0.hasPrefix(start + " ") && $0.contains(text) },
                    "no line \(start) … \(text) in:\n\(result.stdout)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("The root help lists every subcommand")
    func rootHelpListsSubcommands() async throws {
        let result = try await cli.run("--help")

        #expect(result.exited(0), "\(result)")
        for command in [
            "people", "show", "edit", "add-person", "delete-person", "import", "export", "tasks", "add-task", "done", "delete-task",
        ] {
            #expect(result.stdoutLines.contains { $0.hasPrefix("  \(command) ") }, "\(command) missing from:\n\(result.stdout)")
        }
    }
}
