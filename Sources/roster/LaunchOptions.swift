import RosterModel

/// The GTK app's command line.
struct LaunchOptions {
    enum Benchmark: Equatable {
        /// Print when the first frame showing people is painted, then quit.
        case firstFrame
        /// Type a query sequence into the search entry and print per-keystroke timings, then quit.
        case search
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var location: DatabaseLocation = .standard
    var showsHelp = false
    var benchmark: Benchmark?

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
            case "--benchmark-first-frame":
                benchmark = .firstFrame
            case "--benchmark-search":
                benchmark = .search
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
    }
}
