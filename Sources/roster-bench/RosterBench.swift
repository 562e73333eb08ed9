import CByteSearch
import Foundation
import RosterModel
import RosterSQLite
import RosterViewModels

/// `make bench`: Roster's performance figures. View-model figures need no GTK;
/// the window figures run the real window through the `roster-scenario` harness
/// (pass `--harness PATH`, under an X display), which composes it as `roster` does.
/// `--cli PATH` (the `roster-cli` binary) adds `people --search` as a process
/// against the `sqlite3` shell; `--only cli-search` measures only that, and
/// `--only view-model` only the view model's load and search, `--only headless`
/// only the headless scenario replay, `--only postgres` only the PostgreSQL figures,
/// `--only select-longest` only selecting the longest person in the window (needs `--harness`),
/// `--only first-frame` only the window's first frame and RSS beside the plain GTK program's.
/// `--only soak` runs the window for `--minutes M` (30) while this process edits it (`make soak`;
/// `--soak-table PATH` puts the figures in PATH's soak section).
/// `--people N` takes the figures at N generated people instead of 100,000.
/// `--write-table PATH` also writes the figures as a Markdown table, with the date and the
/// machine, to PATH (docs/performance.md); `--append-table PATH` adds them to that file.
@main
struct RosterBench {
    /// How many people the figures are taken at, unless `--people N` says otherwise.
    static let defaultPeopleCount = 100_000

    /// The PostgreSQL database the bench fills: `make bench` starts a throwaway server
    /// (scripts/with-postgres.sh) and names it in ROSTER_BENCH_POSTGRES_URL.
    static func postgresURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["ROSTER_BENCH_POSTGRES_URL"], !url.isEmpty else {
            throw BenchmarkError(
                "ROSTER_BENCH_POSTGRES_URL is not set: run `make bench`, which starts a throwaway PostgreSQL server "
                    + "(scripts/with-postgres.sh), or point it at an empty database")
        }
        return url
    }

    /// The value given to `option` on the command line, if any.
    static func value(_ option: String) -> String? {
        let arguments = CommandLine.arguments
        return arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    }

    static func main() async throws {
        guard let peopleCount = value("--people").map({ Int($0) }) ?? defaultPeopleCount, peopleCount > 0 else {
            throw BenchmarkError("--people needs a positive whole number, such as 1000000")
        }
        if let path = value("--append-table"), !FileManager.default.fileExists(atPath: path) {
            throw BenchmarkError("--append-table: \(path) does not exist; write it first with --write-table")
        }
        try await run(peopleCount: peopleCount)
        // The table of what this run printed, once every figure is in.
        let title = "\(peopleCount.formatted()) people" + (value("--only").map { " (`--only \($0)`)" } ?? "")
        if let path = value("--write-table") {
            try BenchTable.write(to: path, title: title, append: false)
        } else if let path = value("--append-table") {
            try BenchTable.write(to: path, title: title, append: true)
        }
    }

    @MainActor
    static func run(peopleCount: Int) async throws {
        let app = value("--harness")
        let scenarios = value("--scenarios").map { URL(fileURLWithPath: $0) }
        let cli = value("--cli")
        let gtkReference = value("--reference")
        let onlyCLISearch = value("--only") == "cli-search"
        let onlyViewModel = value("--only") == "view-model"
        if value("--only") == "postgres" {
            var generator = PeopleGenerator()
            let people = generator.people(count: peopleCount)
            let postgres = try await PostgresBenchmark(url: try postgresURL()).run(people: people, edits: 100)
            figure(
                "PostgreSQL",
                "import \(format(postgres.importMilliseconds)) ms, load to sections \(format(postgres.loadMilliseconds)) ms, "
                    + "commit to row shown p50 \(format(postgres.edits.wallP50)) ms, p95 \(format(postgres.edits.wallP95)) ms over \(postgres.edits.edits) edits",
                indent: "")
            return
        }
        if value("--only") == "headless" {
            guard let scenarios else { throw BenchmarkError("--only headless needs --scenarios DIR") }
            let benchmark = ScenarioBenchmark(directory: scenarios)
            let headless = try await benchmark.headlessStepsPerSecond()
            figure("headless scenario replay", "\(format(headless.stepsPerSecond)) steps/s (\(headless.steps) steps)", indent: "")
            return
        }
        if value("--only") == "select-longest" {
            guard let app else { throw BenchmarkError("--only select-longest needs --harness PATH to roster-scenario, under an X display") }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("roster-bench-\(getpid())")
            defer { try? FileManager.default.removeItem(at: directory) }
            try reportSelectLongest(WindowBenchmark(app: app, directory: directory))
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("roster-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            if ProcessInfo.processInfo.environment["ROSTER_BENCH_KEEP"] == nil {
                try? FileManager.default.removeItem(at: directory)
            } else {
                print("kept \(directory.path)")
            }
        }
        let databasePath = directory.appendingPathComponent("people.sqlite").path

        print("Roster benchmark — \(peopleCount.formatted()) generated people, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        /// The generated people (deterministic: the same each time), made again where needed rather than
        /// held: the view model's peak RSS below must not count the benchmark's own copy of them.
        func generatedPeople() -> [Person] {
            var generator = PeopleGenerator()
            return generator.people(count: peopleCount)
        }
        do {
            let database = try RosterDatabase(path: databasePath)
            try await database.insert(generatedPeople())
            // Into the main file: the processes measured below open it as a user's database.
            database.close()
        }

        if value("--only") == "soak" {
            guard let app else { throw BenchmarkError("--only soak needs --harness PATH to roster-scenario, under an X display") }
            guard let minutes = Double(value("--minutes") ?? "30"), minutes >= 1 else {
                throw BenchmarkError("--minutes needs a number of minutes, at least 1")
            }
            let soak = SoakBenchmark(harness: app, databasePath: databasePath, seconds: Int(minutes * 60))
            try reportSoak(try await soak.run(), minutes: minutes, people: peopleCount)
            return
        }
        if value("--only") == "first-frame" {
            guard let app else { throw BenchmarkError("--only first-frame needs --harness PATH to roster-scenario, under an X display") }
            try await reportFirstFrame(
                WindowBenchmark(app: app, directory: directory), databasePath: databasePath, gtkReference: gtkReference)
            return
        }
        if onlyCLISearch {
            guard let cli else { throw BenchmarkError("--only cli-search needs --cli PATH to roster-cli") }
            try reportCLISearch(cli: cli, databasePath: databasePath)
            return
        }

        Measurements.resetPeakRSS()
        let results = try await ViewModelBenchmark(databasePath: databasePath, peopleCount: peopleCount).run()
        let rss = results.peakRSSMiB
        // The same keystrokes through glibc's memmem (after, so the peak RSS above is one run's):
        // the reference for the vectorised scan.
        byte_search_use_memmem(1)
        let reference = try await ViewModelBenchmark(databasePath: databasePath, peopleCount: peopleCount).run()
        byte_search_use_memmem(0)
        // The targets: at 100,000 people and at a million; none in between.
        let targets: (load: Double, p95: Double, rss: Double)? =
            switch peopleCount {
            case 100_000: (500, 2, 150)
            case 1_000_000: (1_500, 10, 500)
            default: nil
            }
        report(
            "load to sections", results.loadMilliseconds, target: targets?.load, unit: "ms",
            detail: "median of 5; store read + fold + sort + sections")
        report("search keystroke p50", results.searchP50, target: nil, unit: "ms", detail: "\(results.keystrokes) keystrokes")
        report(
            "search keystroke p95", results.searchP95, target: targets?.p95, unit: "ms",
            detail: "max \(format(results.searchMax)) ms; scan: \(String(cString: byte_search_kind())); with glibc memmem: "
                + "p50 \(format(reference.searchP50)) ms, p95 \(format(reference.searchP95)) ms, ratio \(format(results.searchP95 / reference.searchP95)) ×"
        )
        report("peak RSS (view model)", rss, target: targets?.rss, unit: "MiB", detail: "one load + all keystrokes")
        if onlyViewModel { return }

        // One external single-person edit (another connection renames someone), from its commit to the row shown.
        let edits = EditBenchmark(databasePath: databasePath)
        let incremental = try await edits.run(edits: 50, reloadEverything: false, seed: 1)
        let reload = try await edits.run(edits: 10, reloadEverything: true, seed: 2)
        report(
            "external edit, CPU p50 (change log + index edited in place)", incremental.cpuP50, target: 10, unit: "ms",
            detail:
                "p95 \(format(incremental.cpuP95)) ms over \(incremental.edits) edits; before (full reload): p50 \(format(reload.cpuP50)) ms, "
                + "p95 \(format(reload.cpuP95)) ms over \(reload.edits) edits")
        report(
            "external edit, commit to row shown p50", incremental.wallP50, target: 50, unit: "ms",
            detail:
                "p95 \(format(incremental.wallP95)) ms; before (full reload): p50 \(format(reload.wallP50)) ms, p95 \(format(reload.wallP95)) ms"
        )

        // The shared directory: the same people on PostgreSQL, beside SQLite's figures above.
        let postgres = try await PostgresBenchmark(url: try postgresURL()).run(people: generatedPeople(), edits: 100)
        report(
            "PostgreSQL: load to sections", postgres.loadMilliseconds, target: nil, unit: "ms",
            detail:
                "median of 5; SQLite \(format(results.loadMilliseconds)) ms, ratio \(format(postgres.loadMilliseconds / results.loadMilliseconds)) ×; "
                + "import of the \(peopleCount.formatted()) people took \(format(postgres.importMilliseconds)) ms")
        report(
            "PostgreSQL: commit in one client to row shown in another p50", postgres.edits.wallP50, target: 1000, unit: "ms",
            detail: "p95 \(format(postgres.edits.wallP95)) ms over \(postgres.edits.edits) edits (LISTEN/NOTIFY, no polling); "
                + "SQLite (inotify + change log): p50 \(format(incremental.wallP50)) ms")

        if let cli {
            try reportCLISearch(cli: cli, databasePath: databasePath)
        } else {
            print("(roster-cli search figure skipped: pass --cli PATH to the roster-cli binary)")
        }

        if let scenarios {
            let benchmark = ScenarioBenchmark(directory: scenarios)
            let headless = try await benchmark.headlessStepsPerSecond()
            report(
                "headless scenario replay", headless.stepsPerSecond, target: nil, unit: "steps/s",
                detail: "\(headless.steps) steps of \(benchmark.files.count) scenarios × 5; target ≥ 1,000 steps/s"
                    + (headless.stepsPerSecond >= 1000 ? ", ok" : ", UNDER target"))
            if let app {
                let times = try benchmark.windowReplayMilliseconds(app: app)
                let total = times.map(\.milliseconds).reduce(0, +)
                figure(
                    "window scenario replay (roster-scenario, process start to exit)",
                    "mean \(format(total / Double(max(times.count, 1)))) ms, total \(format(total)) ms for \(times.count) scenarios")
                for time in times { print("    \(time.name): \(format(time.milliseconds)) ms") }
            }
        }
        guard let app else {
            print("(window figures skipped: pass --harness PATH to the roster-scenario binary, under an X display)")
            return
        }
        let window = WindowBenchmark(app: app, directory: directory)
        let cold = try window.firstFrame()
        let warm = try window.firstFrame()
        report(
            "window start to first frame", warm.milliseconds, target: nil, unit: "ms",
            detail: "default data; first launch incl. seeding \(format(cold.milliseconds)) ms")
        try await reportFirstFrame(window, databasePath: databasePath, gtkReference: gtkReference)
        let importFile = directory.appendingPathComponent("import-100k.json")
        try DirectoryJSON.serialize(DirectoryDocument(people: generatedPeople())) { _ in nil }.write(to: importFile)
        for renderer in ["cairo", "gl"] {
            // The longest time the main loop could not run (a 5 ms probe), target ≤ 50 ms.
            figure(
                "window while importing 100k people, GSK_RENDERER=\(renderer), main-loop gap (ms)",
                try window.importResponsiveness(file: importFile.path, renderer: renderer), target: "≤ 50 ms")
        }
        for renderer in ["cairo", "gl"] {
            let search = try window.search(databasePath: databasePath, renderer: renderer)
            figure("window search keystroke at 100k, GSK_RENDERER=\(renderer) (ms)", search)
        }
        try reportSelectLongest(window)
    }

    /// Five first frames of the window and (when `gtkReference` names it) of the plain GTK program
    /// on `databasePath`, alternating: both share the machine's cores with the X server and
    /// Mesa's threads, so neither gets the quieter moments.
    static func firstFrames(_ window: WindowBenchmark, databasePath: String, gtkReference: String?) throws -> (
        roster: [WindowBenchmark.FirstFrame], plain: [WindowBenchmark.FirstFrame]
    ) {
        var roster: [WindowBenchmark.FirstFrame] = []
        var plain: [WindowBenchmark.FirstFrame] = []
        for _ in 0..<5 {
            roster.append(try window.firstFrame(databasePath: databasePath))
            if let gtkReference {
                plain.append(try WindowBenchmark.referenceFirstFrame(reference: gtkReference, databasePath: databasePath))
            }
        }
        return (roster, plain)
    }

    /// The window's first frame with people and its idle RSS, side by side with the plain GTK
    /// program (when `gtkReference` names it) on the same database.
    static func reportFirstFrame(_ window: WindowBenchmark, databasePath: String, gtkReference: String?) async throws {
        // A user feels the fixed cost of starting most on a small team: the same race on ten people.
        let small = databasePath.replacingOccurrences(of: ".sqlite", with: "-10.sqlite")
        if !FileManager.default.fileExists(atPath: small) {
            var generator = PeopleGenerator()
            let database = try RosterDatabase(path: small)
            try await database.insert(generator.people(count: 10))
            database.close()
        }
        if let gtkReference {
            let (roster, plain) = try firstFrames(window, databasePath: small, gtkReference: gtkReference)
            report(
                "window first frame at 10 people, ratio to plain GTK",
                median(roster.map(\.milliseconds)) / median(plain.map(\.milliseconds)),
                target: 1.5, unit: "×",
                detail:
                    "Roster \(format(median(roster.map(\.milliseconds)))) ms, plain GTK \(format(median(plain.map(\.milliseconds)))) ms "
                    + "(timed by this process from spawn to the first frame with people, median of 5, alternating)")
        }
        let (roster, plain) = try firstFrames(window, databasePath: databasePath, gtkReference: gtkReference)
        let rosterFrame = median(roster.map(\.milliseconds))
        let rosterRSS = roster.map(\.rssMiB).min() ?? .nan
        if let gtkReference {
            let plainFrame = median(plain.map(\.milliseconds))
            let plainRSS = plain.map(\.rssMiB).min() ?? .nan
            report(
                "window first frame at 100k, ratio to plain GTK", rosterFrame / plainFrame, target: 1.3, unit: "×",
                detail:
                    "Roster \(format(rosterFrame)) ms, GtkStringList + GtkFilterListModel \(format(plainFrame)) ms "
                    + "(timed by this process from spawn to the first frame with people, median of 5, alternating)"
            )
            report(
                "window RSS at 100k (idle, 1 s after the first frame), ratio to plain GTK", rosterRSS / plainRSS, target: 1.3, unit: "×",
                detail: "Roster \(format(rosterRSS)) MiB, plain GTK \(format(plainRSS)) MiB")
            figure(
                "plain GTK search keystroke at 100k (GtkStringFilter, ms)",
                try WindowBenchmark.referenceSearch(reference: gtkReference, databasePath: databasePath))
        } else {
            report(
                "window first frame at 100k", rosterFrame, target: nil, unit: "ms",
                detail: "RSS \(format(rosterRSS)) MiB; "
                    + "pass --reference PATH (Benchmarks/gtk-reference, built by make bench) for the plain GTK figures")
        }
    }

    /// Selecting the longest person the rules allow, next to a plain person: click → painted,
    /// target ≤ one frame (16.7 ms) above the plain person's p50.
    static func reportSelectLongest(_ window: WindowBenchmark) throws {
        for renderer in ["cairo", "gl"] {
            let (wall, cpu) = try window.selectLongest(renderer: renderer)
            report(
                "select the longest person, click → painted p50, GSK_RENDERER=\(renderer)", wall.longestP50, target: nil, unit: "ms",
                detail:
                    "p95 \(format(wall.longestP95)) ms; a plain person p50 \(format(wall.plainP50)) ms, p95 \(format(wall.plainP95)) ms; "
                    + "\(wall.rounds) rounds each")
            report(
                "  the longest person above a plain one, p50", wall.longestP50 - wall.plainP50, target: 1000.0 / 60, unit: "ms",
                detail: "one frame")
            report(
                "  main-thread CPU over the same span, longest above plain, p50", cpu.longestP50 - cpu.plainP50, target: 1000.0 / 60,
                unit: "ms",
                detail: "longest p50 \(format(cpu.longestP50)) ms, p95 \(format(cpu.longestP95)) ms; plain p50 \(format(cpu.plainP50)) ms; "
                    + "steadier than the wall clock on a busy machine")
        }
    }

    /// `roster-cli people --search` against `sqlite3` on the same file, for a
    /// common and a rare search; target: within 2× of `sqlite3`.
    static func reportCLISearch(cli: String, databasePath: String) throws {
        let benchmark = CLISearchBenchmark(cli: cli, databasePath: databasePath, runs: 15)
        for query in ["howell", "leanne reich"] {
            let result = try benchmark.run(query: query)
            report(
                "roster-cli people --search \"\(query)\" (process)", result.cliMilliseconds, target: nil, unit: "ms",
                detail: "median of \(benchmark.runs); \(result.matches.formatted()) matches")
            report(
                "  sqlite3, LIKE over name, username, email, same file", result.likeMilliseconds, target: nil, unit: "ms",
                detail: "median of \(benchmark.runs); with roster-cli's own SQL (instr over the folded column, and the count): "
                    + "\(format(result.sameSQLMilliseconds)) ms")
            report("  ratio roster-cli / sqlite3 LIKE", result.ratio, target: 2, unit: "×", detail: "")
        }
    }

    static func report(_ name: String, _ value: Double, target: Double?, unit: String, detail: String) {
        let verdict = target.map { value <= $0 ? "ok, target ≤ \(format($0)) \(unit)" : "OVER target ≤ \(format($0)) \(unit)" } ?? ""
        let parts = [detail, verdict].filter { !$0.isEmpty }.joined(separator: "; ")
        print("  \(name): \(format(value)) \(unit)  (\(parts))")
        BenchTable.record(name, figure: "\(format(value)) \(unit)" + (detail.isEmpty ? "" : " (\(detail))"), target: verdict)
    }

    /// Prints a figure given as text (and adds it to the table).
    static func figure(_ name: String, _ text: String, target: String = "", indent: String = "  ") {
        print("\(indent)\(name): \(text)")
        BenchTable.record(name, figure: text, target: target)
    }

    static func median(_ values: [Double]) -> Double { Measurements.percentile(values, 0.5) }

    static func format(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.0f", value) }
}
