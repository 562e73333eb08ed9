import RosterEngines
import RosterViewModels

/// A front's own command-line flag, beside the options every front shares.
public struct LaunchFlag: Sendable {
    /// The flag as typed, `--new-person`.
    public var name: String
    /// Its help line, in the user's language (read after the catalog is active).
    public var help: @Sendable () -> String
    /// Whether `--help` lists it: not a flag only the desktop passes (`--gapplication-service`).
    public var isListed = true

    public init(_ name: String, help: @escaping @Sendable () -> String) {
        self.name = name
        self.help = help
    }

    /// A flag `--help` does not list, which the desktop, not the user, passes.
    public static func unlisted(_ name: String) -> LaunchFlag {
        var flag = LaunchFlag(name) { "" }
        flag.isListed = false
        return flag
    }
}

/// The command line every Roster front shares: `--database`, `--version`, `--help`, and the
/// front's own flags.
public struct LaunchOptions: Sendable {
    /// A command line the front cannot run; its description is the one-line error.
    public struct UsageError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The directory to open: `--database`, else the default database.
    public var address: DirectoryAddress = .standard
    public var showsHelp = false
    public var showsVersion = false
    /// The front's own flags that were given, by name.
    public var flags: Set<String> = []

    /// Reads `arguments` (without the program's name); `extraFlags` are the front's own.
    public init(arguments: [String], extraFlags: [LaunchFlag] = []) throws {
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
            case let flag where extraFlags.contains { $0.name == flag }:
                flags.insert(flag)
            default:
                throw UsageError(description: L10n.tr("unknown argument '{0}'", argument))
            }
        }
    }

    /// The help `--help` prints and a usage error ends with, in the user's language (the catalog
    /// must be active first).
    public static func usage(program: String, description: String, extraFlags: [LaunchFlag] = []) -> String {
        let extraFlags = extraFlags.filter(\.isListed)
        let form = ([program, "[--database PATH]"] + extraFlags.map { "[\($0.name)]" }).joined(separator: " ")
        let databaseHelp = L10n.tr(
            "Use the SQLite database at PATH (created empty if missing), or the PostgreSQL database at a postgres:// URL.")
        var lines: [String] = [L10n.tr("Usage:") + " " + form, "", description, "", L10n.tr("Options:")]
        lines.append(row("--database PATH", databaseHelp))
        lines.append(row("", L10n.tr("Default: $XDG_DATA_HOME/roster/roster.sqlite, seeded with sample data.")))
        lines += extraFlags.map { row($0.name, $0.help()) }
        lines.append(row("--version", L10n.tr("Print the version.")))
        lines.append(row("-h, --help", L10n.tr("Show this help.")))
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// One option's line: the option in a column of its own, then its help.
    private static func row(_ option: String, _ help: String) -> String {
        "  " + option.padding(toLength: 18, withPad: " ", startingAt: 0) + help
    }
}
