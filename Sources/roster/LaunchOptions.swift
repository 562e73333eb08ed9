import RosterEngines
import RosterViewModels

/// The GTK app's command line.
struct LaunchOptions {
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var address: DirectoryAddress = .standard
    var showsHelp = false
    var showsVersion = false
    var opensNewPerson = false

    /// The help `--help` prints and a usage error ends with, in the user's language
    /// (the catalog must be active first: `main.swift` activates it before parsing).
    static var usage: String {
        [
            L10n.tr("Usage:") + " roster [--database PATH] [--new-person]",
            "",
            L10n.tr("Opens Roster's window on the people directory."),
            "",
            L10n.tr("Options:"),
            row(
                "--database PATH",
                L10n.tr("Use the SQLite database at PATH (created empty if missing), or the PostgreSQL database at a postgres:// URL.")),
            row("", L10n.tr("Default: $XDG_DATA_HOME/roster/roster.sqlite, seeded with sample data.")),
            row("--new-person", L10n.tr("Open a new person's form (in the Roster already running, if any).")),
            row("--version", L10n.tr("Print the version.")),
            row("-h, --help", L10n.tr("Show this help.")),
            "",
        ].joined(separator: "\n")
    }

    /// One option's line: the option in a column of its own, then its help.
    private static func row(_ option: String, _ help: String) -> String {
        "  " + option.padding(toLength: 18, withPad: " ", startingAt: 0) + help
    }

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if let database = DirectoryAddress.option(argument, &remaining) {
                address = try database.mapError { _ in UsageError(description: L10n.tr("--database needs a PATH")) }.get()
                continue
            }
            switch argument {
            case "-h", "--help":
                showsHelp = true
            case "--version":
                showsVersion = true
            case "--new-person":
                opensNewPerson = true
            default:
                throw UsageError(description: L10n.tr("unknown argument '{0}'", argument))
            }
        }
    }
}
