import RosterEngines

/// The GTK app's command line.
struct LaunchOptions {
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var address: DirectoryAddress = .standard
    var showsHelp = false
    var showsVersion = false
    var opensNewPerson = false

    static let usage = """
        Usage: roster [--database PATH] [--new-person]

        Opens Roster's window on the people directory.

        Options:
          --database PATH   Use the SQLite database at PATH (created empty if missing),
                            or the PostgreSQL database at a postgres://user@host:port/db URL.
                            Default: $XDG_DATA_HOME/roster/roster.sqlite, seeded with sample data.
          --new-person      Open a new person's form (in the Roster already running, if any).
          --version         Print the version.
          -h, --help        Show this help.

        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if let database = DirectoryAddress.option(argument, &remaining) {
                address = try database.mapError { UsageError(description: $0.description) }.get()
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
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
    }
}
