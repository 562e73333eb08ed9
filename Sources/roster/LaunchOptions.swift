import RosterModel

/// The GTK app's command line.
struct LaunchOptions {
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var location: DatabaseLocation = .standard
    var showsHelp = false

    static let usage = """
        Usage: roster [--database PATH]

        Opens Roster's window on the people directory.

        Options:
          --database PATH   Use the SQLite database at PATH (created empty if missing).
                            Default: $XDG_DATA_HOME/roster/roster.sqlite, seeded with sample data.
          -h, --help        Show this help.

        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                showsHelp = true
            case "--database":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError(description: "--database needs a PATH")
                }
                location = .file(path)
            case _ where argument.hasPrefix("--database="):
                let path = String(argument.dropFirst("--database=".count))
                guard !path.isEmpty else { throw UsageError(description: "--database needs a PATH") }
                location = .file(path)
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
    }
}
