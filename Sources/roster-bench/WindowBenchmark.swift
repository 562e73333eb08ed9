import Foundation

/// Figures of the real GTK window, measured by running `roster-scenario` in its benchmark modes
/// (the window composed as `roster` composes it, through `RosterApplication.run`).
struct WindowBenchmark {
    let app: String
    let directory: URL

    /// Milliseconds from spawning the window (on the default data, or the database at `databasePath`)
    /// to its first painted frame with people, and its RSS after a second of idling then.
    func firstFrame(databasePath: String? = nil) throws -> FirstFrame {
        let start = Measurements.monotonicMicroseconds()
        let output = try run(
            (databasePath.map { ["--database", $0] } ?? []) + ["--benchmark-first-frame"],
            dataHome: directory.appendingPathComponent("xdg").path)
        return try FirstFrame(output: output, start: start, program: app)
    }

    /// The same figures of the plain GTK program (`Benchmarks/gtk-reference`) on the same database.
    static func referenceFirstFrame(reference: String, databasePath: String) throws -> FirstFrame {
        let start = Measurements.monotonicMicroseconds()
        let output = try run(reference, [databasePath, "--first-frame"], environment: ProcessInfo.processInfo.environment)
        return try FirstFrame(output: output, start: start, program: reference)
    }

    /// The plain GTK program's search keystrokes (GtkFilterListModel + GtkStringFilter) on the same database.
    static func referenceSearch(reference: String, databasePath: String) throws -> String {
        let output = try run(reference, [databasePath, "--search"], environment: ProcessInfo.processInfo.environment)
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("reference-search-keystroke-ms ") }) else {
            throw BenchmarkError("\(reference) printed no search timings:\n\(output)")
        }
        return String(line.dropFirst("reference-search-keystroke-ms ".count))
    }

    /// What a first-frame run printed: when it painted people, and its idle RSS.
    struct FirstFrame {
        var milliseconds: Double
        var rssMiB: Double

        init(output: String, start: Int64, program: String) throws {
            func value(_ key: String) -> Int64? {
                output.split(separator: "\n").first { $0.hasPrefix(key + " ") }.flatMap { Int64($0.split(separator: " ")[1]) }
            }
            guard let painted = value("first-frame-monotonic-us"), let rss = value("rss-kib") else {
                throw BenchmarkError("\(program) printed no first frame and RSS:\n\(output)")
            }
            milliseconds = Double(painted - start) / 1000
            rssMiB = Double(rss) / 1024
        }
    }

    /// Per-keystroke figures of typing in the window's search entry on the 100k database.
    func search(databasePath: String, renderer: String) throws -> String {
        let output = try run(
            ["--database", databasePath, "--benchmark-search"], dataHome: directory.appendingPathComponent("xdg").path,
            extraEnvironment: ["GSK_RENDERER": renderer])
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("gtk-search-keystroke-ms ") }) else {
            throw BenchmarkError("roster-scenario printed no search timings:\n\(output)")
        }
        return String(line.dropFirst("gtk-search-keystroke-ms ".count))
    }

    /// The longest main-thread block while `file` imports into an empty database, and the import's time.
    func importResponsiveness(file: String, renderer: String) throws -> String {
        let database = directory.appendingPathComponent("import-target-\(renderer).sqlite").path
        let output = try run(
            ["--database", database, "--benchmark-import", file], dataHome: directory.appendingPathComponent("xdg").path,
            extraEnvironment: ["GSK_RENDERER": renderer])
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("import-main-thread-gap-ms ") }) else {
            throw BenchmarkError("roster-scenario printed no import figures:\n\(output)")
        }
        return String(line.dropFirst("import-main-thread-gap-ms ".count))
    }

    /// One person's figures of `selectLongest`: p50 and p95, milliseconds.
    struct SelectionTimes {
        let longestP50, longestP95, plainP50, plainP95: Double
        let rounds: Int
    }

    /// Click → painted (wall clock) and the main thread's CPU time over the same span, when selecting the
    /// longest person the rules allow and a plain person in turn (`roster-scenario --benchmark-select-longest`,
    /// in memory), under `renderer`.
    func selectLongest(renderer: String) throws -> (wall: SelectionTimes, cpu: SelectionTimes) {
        let output = try run(
            ["--benchmark-select-longest"], dataHome: directory.appendingPathComponent("xdg").path,
            extraEnvironment: ["GSK_RENDERER": renderer])
        // "<prefix> longest p50 X p95 X plain p50 X p95 X above-plain p50 X n N"
        func times(_ prefix: String) throws -> SelectionTimes {
            guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(prefix + " ") }) else {
                throw BenchmarkError("roster-scenario printed no \(prefix):\n\(output)")
            }
            let words = line.split(separator: " ").map(String.init)
            func value(after label: String, _ occurrence: Int = 0) throws -> Double {
                let positions = words.indices.filter { words[$0] == label }
                guard positions.indices.contains(occurrence), let number = Double(words[positions[occurrence] + 1]) else {
                    throw BenchmarkError("unreadable selection timings: \(line)")
                }
                return number
            }
            return SelectionTimes(
                longestP50: try value(after: "p50", 0), longestP95: try value(after: "p95", 0),
                plainP50: try value(after: "p50", 1), plainP95: try value(after: "p95", 1), rounds: Int(try value(after: "n")))
        }
        return (try times("select-longest-ms"), try times("select-longest-main-thread-cpu-ms"))
    }

    private func run(_ arguments: [String], dataHome: String, extraEnvironment: [String: String] = [:]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataHome
        environment.merge(extraEnvironment) { $1 }
        return try Self.run(app, arguments, environment: environment)
    }

    private static func run(_ program: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(program) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
