import RosterModel

/// The GTK app's command line.
struct LaunchOptions {
    enum Benchmark: Equatable {
        /// Print when the first frame showing people is painted, then quit.
        case firstFrame
        /// Type a query sequence into the search entry and print per-keystroke timings, then quit.
        case search
        /// Import a directory file into the open database and print how long the main thread was blocked meanwhile.
        case importing(String)
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var location: DatabaseLocation = .standard
    var showsHelp = false
    var benchmark: Benchmark?
    /// Replay this scenario script on the window, print the transcript, quit.
    var scenario: String?
    /// Test hook: make the named binding drop one update (proves the comparison can fail).
    var brokenBinding: String?

    static let usage = """
        Usage: roster [--database PATH]

        Usage: roster --scenario FILE [--database PATH]

        Opens Roster's window on the people directory.

        Options:
          --database PATH   Use the SQLite database at PATH (created empty if missing).
                            Default: $XDG_DATA_HOME/roster/roster.sqlite, seeded with sample data.
          --scenario FILE   Replay a scenario script on the window (through its widgets) and
                            print the transcript; exit 1 with a diff on a failed expectation.
                            Runs on an in-memory copy of the data; the database is never changed.
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
            case "--scenario":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError(description: "--scenario needs a FILE")
                }
                scenario = path
            case "--break-binding":
                guard let name = remaining.popFirst() else { throw UsageError(description: "--break-binding needs a NAME") }
                brokenBinding = name
            case "--benchmark-first-frame":
                benchmark = .firstFrame
            case "--benchmark-import":
                guard let path = remaining.popFirst() else { throw UsageError(description: "--benchmark-import needs a FILE") }
                benchmark = .importing(path)
            case "--benchmark-search":
                benchmark = .search
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
    }
}
