import RosterEngines
import RosterGtk
import RosterModel
import RosterViewModels

/// `roster-scenario`'s command line: the GTK window's test and benchmark harness.
struct HarnessOptions {
    enum Benchmark: Equatable {
        /// Print when the first frame showing people is painted, then quit.
        case firstFrame
        /// Type a query sequence into the search entry and print per-keystroke timings, then quit.
        case search
        /// Import a directory file into the open database and print how long the main thread was blocked meanwhile.
        case importing(String)
        /// Select the longest person the rules allow and a plain one in turn, print click → painted for each.
        case selectLongest
        /// Run for this many seconds, print when each watched person's new name is on screen
        /// and the RSS, moving the selection meanwhile (`make soak`).
        case soak(seconds: Int)
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var address: DirectoryAddress = .standard
    var showsHelp = false
    /// Replay this scenario script on the window, print the transcript, quit.
    var scenario: String?
    /// Make the named binding drop its updates after bind time (proves the comparison can fail).
    var brokenBinding: String?
    /// Print the name of every binding of the window (what `--break-binding` accepts), quit.
    var listsBindings = false
    var benchmark: Benchmark?

    static let usage = """
        Usage: roster-scenario [--database PATH] [--break-binding NAME] FILE
               roster-scenario --list-bindings
               roster-scenario [--database PATH] --benchmark-first-frame | --benchmark-search | --benchmark-import FILE
               roster-scenario --benchmark-select-longest
               roster-scenario --database PATH --benchmark-soak SECONDS

        Replays a scenario script on Roster's GTK window — typing, clicking and reading back
        its widgets — and prints the transcript; exits 1 with a diff on a failed expectation.
        Runs on an in-memory copy of the data; the database is never changed.
        The test and benchmark harness of the GTK front; not part of the installed app.

        Options:
          --database PATH          Start the scenario from the people at PATH instead of the sample
                                   team; in a benchmark, the database to open (as `roster --database`).
          --break-binding NAME     Make the window's binding NAME drop every update after bind time
                                   (its widget keeps a stale value), to prove that a broken binding
                                   changes the transcript (`make mutants` breaks each in turn).
          --list-bindings          Print the name of every binding of the window, one a line.
          --benchmark-first-frame  Open the window as `roster` does, print when the first frame with
                                   people is painted, quit (`make bench`).
          --benchmark-search       Type a sequence of queries into the search entry, print the
                                   per-keystroke times, quit.
          --benchmark-import FILE  Import FILE through the window's view models, print the longest
                                   main-loop gap meanwhile, quit.
          --benchmark-select-longest
                                   Select the longest person the rules allow and a plain person in
                                   turn (in memory), print click → painted for each, quit.
          --benchmark-soak SECONDS Run the window for SECONDS while another process renames the
                                   people it watches; print when each new name is on screen and
                                   the RSS, moving the selection meanwhile (`make soak`).
          -h, --help               Show this help.

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
            case "--break-binding":
                guard let name = remaining.popFirst(), !name.isEmpty else { throw UsageError(description: "--break-binding needs a NAME") }
                guard FrontBinding(rawValue: name) != nil else {
                    throw UsageError(description: "no binding is named '\(name)' (see --list-bindings)")
                }
                brokenBinding = name
            case "--list-bindings":
                listsBindings = true
            case "--benchmark-first-frame":
                benchmark = .firstFrame
            case "--benchmark-import":
                guard let path = remaining.popFirst() else { throw UsageError(description: "--benchmark-import needs a FILE") }
                benchmark = .importing(path)
            case "--benchmark-search":
                benchmark = .search
            case "--benchmark-select-longest":
                benchmark = .selectLongest
            case "--benchmark-soak":
                guard let seconds = remaining.popFirst().flatMap({ Int($0) }), seconds > 0 else {
                    throw UsageError(description: "--benchmark-soak needs a positive number of SECONDS")
                }
                benchmark = .soak(seconds: seconds)
            case _ where argument.hasPrefix("-") && argument != "-":
                throw UsageError(description: "unknown argument '\(argument)'")
            default:
                guard scenario == nil else { throw UsageError(description: "one scenario FILE at a time") }
                scenario = argument
            }
        }
        guard showsHelp || listsBindings || (scenario == nil) != (benchmark == nil) else {
            throw UsageError(
                description: scenario == nil ? "a scenario FILE is needed" : "a scenario FILE and a benchmark cannot be combined")
        }
    }
}
