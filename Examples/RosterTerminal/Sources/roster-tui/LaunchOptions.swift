import RosterEngines
import RosterViewModels

/// roster-tui's command line: the window's (`roster`), without its desktop-only options.
struct LaunchOptions {
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var address: DirectoryAddress = .standard
    var showsHelp = false
    var showsVersion = false

    /// The help `--help` prints and a usage error ends with, in the user's language.
    static var usage: String {
        [
            TerminalStrings.usage + " roster-tui [--database PATH]",
            "",
            TerminalStrings.description,
            "",
            TerminalStrings.options,
            row("--database PATH", TerminalStrings.databaseOption),
            row("", TerminalStrings.databaseDefault),
            row("--version", TerminalStrings.versionOption),
            row("-h, --help", TerminalStrings.helpOption),
            "",
        ].joined(separator: "\n")
    }

    private static func row(_ option: String, _ help: String) -> String {
        "  " + option.padding(toLength: 18, withPad: " ", startingAt: 0) + help
    }

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if let database = DirectoryAddress.option(argument, &remaining) {
                address = try database.mapError { _ in UsageError(description: TerminalStrings.databaseNeedsPath) }.get()
                continue
            }
            switch argument {
            case "-h", "--help": showsHelp = true
            case "--version": showsVersion = true
            default: throw UsageError(description: TerminalStrings.unknownArgument(argument))
            }
        }
    }
}
