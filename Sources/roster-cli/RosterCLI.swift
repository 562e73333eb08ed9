import ArgumentParser
import Foundation
import RosterEngines
import RosterHeadless
import RosterModel
import RosterViewModels

/// `roster-cli`: Roster's headless front. Drives the same view models as the window.
@main
struct RosterCLI: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roster-cli",
        abstract: L10n.tr("Browse and edit Roster's people directory and tasks from a terminal."),
        usage: "roster-cli [--database PATH] <subcommand>",
        discussion: L10n.tr(
            "Without --database, Roster uses $XDG_DATA_HOME/roster/roster.sqlite (~/.local/share/roster/roster.sqlite), created with sample data on first use. --database may come before or after the subcommand."
        ),
        version: "roster-cli \(RosterRelease.version)",
        subcommands: [
            PeopleCommand.self, ShowCommand.self, EditCommand.self, AddPersonCommand.self, DeletePersonCommand.self,
            ImportCommand.self, ExportCommand.self,
            TasksCommand.self, AddTaskCommand.self, DoneCommand.self, DeleteTaskCommand.self, ScenarioCommand.self,
            GrantCommand.self, RevokeCommand.self, HistoryCommand.self,
        ]
    )

    /// The single exit path: help goes to stdout, every failure to stderr with a non-zero code (`report`).
    static func main() async {
        let arguments = DatabaseOptions.hoisted(Array(CommandLine.arguments.dropFirst()))
        Translations.activate(environmentLocale.messages)
        do {
            var command = try parse(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            report(Output.reportable(error))
        }
    }

    /// What ArgumentParser's `exit(withError:)` does, with its own English in the
    /// user's language (`ArgumentParserText`): help and version go to stdout with
    /// exit code 0, failures to stderr with theirs.
    static func report(_ error: any Error) -> Never {
        let code = exitCode(for: error)
        let text = ArgumentParserText.translated(fullMessage(for: error))
        if !text.isEmpty {
            if code == .success {
                print(text)
            } else {
                FileHandle.standardError.write(Data((text + "\n").utf8))
            }
        }
        Foundation.exit(code.rawValue)
    }

    /// Parses the arguments; a negative number among them (`show -1`) gets the
    /// error its command's `validate()` gives rather than ArgumentParser's
    /// "Missing expected argument" (see `NegativeNumberArgument`).
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        do {
            return try parseAsRoot(arguments)
        } catch {
            guard arguments.contains(where: NegativeNumberArgument.isNegativeNumber) else { throw error }
            do {
                _ = try parseAsRoot(arguments.map(NegativeNumberArgument.encoded))
            } catch let explained where !message(for: explained).contains(NegativeNumberArgument.marker) {
                throw explained
            } catch {}
            throw error
        }
    }
}

/// The user's locale, from LC_ALL / LC_MESSAGES / LC_TIME / LC_NUMERIC / LANG
/// (Foundation's `Locale.current` ignores them on Linux).
let environmentLocale = RosterLocale()

/// Options every subcommand takes.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            L10n.tr("Use the SQLite database at PATH (created empty if missing), or the PostgreSQL database at a postgres:// URL."),
            valueName: "PATH"))
    var database: String?

    /// The directory `--database` names, or the standard database.
    var address: DirectoryAddress { database.map(DirectoryAddress.init) ?? .standard }

    /// Opens the directory; a server's request for a password nobody gave is asked on the terminal.
    func open() async throws -> any DirectoryConnection {
        try await PasswordPrompt.open(address)
    }

    /// Opens the database, runs `body` on it, and closes it whether `body`
    /// succeeds or fails, once the view models' work has settled: closing
    /// checkpoints the WAL, so the database file alone holds every change.
    func withDatabase<T: Sendable>(_ body: (any DirectoryConnection) async throws -> T) async throws -> T {
        let database = try await open()
        let result: Result<T, any Error>
        do {
            result = .success(try await body(database))
        } catch {
            result = .failure(error)
        }
        await ViewModelActivity.settle()
        database.close()
        return try result.get()
    }

    /// Moves a `--database PATH` written before the subcommand to after it, where
    /// ArgumentParser looks for a subcommand's options.
    static func hoisted(_ arguments: [String]) -> [String] {
        var global: [String] = []
        var rest = arguments[...]
        while let first = rest.first, first.hasPrefix("--database") {
            if first == "--database" {
                global.append(contentsOf: rest.prefix(2))
                rest = rest.dropFirst(2)
            } else if first.hasPrefix("--database=") {
                global.append(first)
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        guard !global.isEmpty else { return arguments }
        // `roster-cli --database X` alone, or with `help …`: the option does not matter, the help does.
        guard let subcommand = rest.first, subcommand != "help", !subcommand.hasPrefix("-") else {
            return rest.isEmpty ? [] : Array(rest)
        }
        return [subcommand] + global + rest.dropFirst()
    }
}
