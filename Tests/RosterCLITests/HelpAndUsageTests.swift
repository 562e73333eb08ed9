import Foundation
import Testing

/// `--help` and what `roster-cli` says about arguments it does not understand.
@Suite("roster-cli help and usage errors", .timeLimit(.minutes(2)))
struct HelpAndUsageTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    @Test("--help describes the tool, its database and its subcommands")
    func rootHelp() async throws {
        let result = try await cli.run("--help")

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "")
        for expected in [
            "OVERVIEW: Browse and edit Roster's people directory and tasks from a terminal.",
            "USAGE: roster-cli [--database PATH] <subcommand>",
            "$XDG_DATA_HOME/roster/roster.sqlite",
            "--database may come before or after the subcommand.",
            "SUBCOMMANDS:",
        ] {
            #expect(result.stdout.contains(expected), "missing \(expected)")
        }
        #expect(result.stdoutLines.contains { $0.hasPrefix("  people ") })
        for subcommand in [
            "people", "show", "edit", "add-person", "delete-person", "import", "export", "tasks", "add-task", "done", "delete-task",
        ] {
            #expect(result.stdoutLines.contains { $0.hasPrefix("  \(subcommand) ") }, "\(subcommand) is not listed")
        }
        // Help opens nothing.
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("people --help describes its options", arguments: [["people", "--help"], ["help", "people"]])
    func peopleHelp(_ arguments: [String]) async throws {
        let result = try await cli.run(arguments)

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.contains("USAGE: roster-cli people [--database <PATH>] [--search <TEXT>] [--json]"))
        #expect(result.stdoutLines.contains { $0.hasPrefix("  --database <PATH>") && $0.contains("Use the SQLite database at PATH") })
        #expect(result.stdoutLines.contains { $0.hasPrefix("  --search <TEXT>") && $0.contains("name, username, email, company") })
        #expect(result.stdoutLines.contains { $0.hasPrefix("  --json") && $0.contains("Print JSON") })
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("import --help describes FILE, the record format and the all-or-nothing rule")
    func importHelp() async throws {
        let result = try await cli.run("import", "--help")

        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.contains("USAGE: roster-cli import [--database <PATH>] <FILE|URL> [--timeout <SECONDS>]"))
        #expect(
            result.stdoutLines.contains {
                $0.hasPrefix("  <FILE|URL>") && $0.contains("The JSON or vCard file to import, or the http:// or")
            })
        #expect(
            result.stdoutLines.contains {
                $0.hasPrefix("  --timeout <SECONDS>") && $0.contains("How long a URL import waits for each answer")
            })
        #expect(result.stdoutLines.contains { $0.hasPrefix("  --database <PATH>") })
        // The discussion is wrapped: compare it as one line.
        let flattened = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains("Each person needs an id (positive whole number, unique in the file), a name and an email"))
        #expect(flattened.contains("If any record is invalid nothing is imported, every bad record is listed and the exit code is 1."))
        #expect(flattened.contains("A FILE that begins with BEGIN:VCARD, whatever its name, is read as vCard (2.1, 3.0 or 4.0)"))
    }

    @Test(
        "add-person, delete-person and export --help: usage, options and what they print",
        arguments: [
            (
                "add-person",
                "roster-cli add-person [--database <PATH>] [--name <name>] [--email <email>] [--phone <phone>] [--website <website>] [--company <company>] [--bio <bio>] [--avatar <FILE>] [--json]",
                "Prints “Added NAME as #ID.”; with --json, the person as stored"
            ),
            (
                "delete-person", "roster-cli delete-person [--database <PATH>] <id> [--json]",
                "with --json, the person and their tasks in the format `export` writes"
            ),
            (
                "export", "roster-cli export [--database <PATH>] [--output <FILE>] [--format <FORMAT>]",
                "Without --output, the JSON ({\"users\": [...], \"todos\": [...]}) is printed to stdout, without photos"
            ),
        ])
    func newCommandsHelp(_ command: String, _ usage: String, _ discussion: String) async throws {
        let result = try await cli.run(command, "--help")

        #expect(result.exited(0), "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout.contains("USAGE: \(usage)\n"), "\(result)")
        let flattened = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains(discussion), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("An unknown subcommand is a usage error on stderr")
    func unknownSubcommand() async throws {
        let result = try await cli.run("frobnicate")

        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Unexpected argument 'frobnicate'"), "\(result)")
        #expect(result.stderr.contains("Usage: roster-cli [--database PATH] <subcommand>"))
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("An unknown option is a usage error on stderr", arguments: [["people", "--frob"], ["import", "--frob", "x.json"]])
    func unknownOption(_ arguments: [String]) async throws {
        let result = try await cli.run(arguments)

        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Unknown option '--frob'"), "\(result)")
        #expect(result.stderr.contains("Usage: roster-cli \(arguments[0]) "))
        #expect(!FileManager.default.fileExists(atPath: cli.defaultDatabasePath))
    }

    @Test("--database without a value is a usage error")
    func databaseWithoutValue() async throws {
        let result = try await cli.run("people", "--database")

        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Missing value for '--database <PATH>'"), "\(result)")
    }
}
