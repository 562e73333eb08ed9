import Foundation
import RosterModel
import RosterSQLite
import Synchronization

/// `make soak`: the real window (`roster-scenario --benchmark-soak`) runs for a while on a
/// database that this process, as another program would, edits ten times a second: it
/// renames the people the window watches in turn, each name ending in the edit's sequence
/// number. The window says when each new name is on screen; from that come the deliveries
/// missed, the longest delivery (from the edit's start) and the window's RSS growth after its
/// first minute. Not part of `make bench` (it takes half an hour); its figures go in
/// docs/performance.md, in a section of their own.
struct SoakBenchmark {
    let harness: String
    let databasePath: String
    let seconds: Int
    /// Edits a second.
    static let editRate = 10
    /// No edit starts in the run's last seconds: each has time to show before the window quits.
    static let quietEnd = 5

    struct Results {
        var edits: Int
        /// Edits the screen never caught up with: neither their name nor a later one of the same person showed.
        var missed: Int
        /// Names replaced by the person's next edit before the window showed them (it showed the newer one).
        var overtaken: Int
        var longestMilliseconds: Double
        var p99Milliseconds: Double
        /// The window's RSS at its first sample after one minute, and at its last.
        var rssAfterFirstMinuteKiB: Int
        var rssAtEndKiB: Int

        var rssGrowthPercent: Double {
            Double(rssAtEndKiB - rssAfterFirstMinuteKiB) / Double(max(rssAfterFirstMinuteKiB, 1)) * 100
        }
    }

    func run() async throws -> Results {
        let lines = LineCollector()
        let window = Process()
        window.executableURL = URL(fileURLWithPath: harness)
        window.arguments = ["--database", databasePath, "--benchmark-soak", String(seconds)]
        let output = Pipe()
        window.standardOutput = output
        output.fileHandleForReading.readabilityHandler = { handle in lines.append(handle.availableData) }
        try window.run()
        defer { if window.isRunning { window.terminate() } }

        let watched = try await lines.waitForWatchLine(timeout: .seconds(120), window: window)
        let editor = try RosterDatabase(path: databasePath)
        defer { editor.close() }
        var current: [PersonID: Person] = [:]
        for id in watched {
            guard let person = try await editor.fetchPerson(id: id) else { throw BenchmarkError("the watched person \(id) is gone") }
            current[id] = person
        }
        let originalNames = current.mapValues(\.name)

        var started: [Int: Int64] = [:]
        let begin = Measurements.monotonicMicroseconds()
        let editCount = (seconds - Self.quietEnd) * Self.editRate
        for sequence in 0..<max(editCount, 0) {
            let due = begin + Int64(sequence) * 1_000_000 / Int64(Self.editRate)
            let wait = due - Measurements.monotonicMicroseconds()
            if wait > 0 { try await Task.sleep(for: .microseconds(wait)) }
            let id = watched[sequence % watched.count]
            guard let person = current[id], let original = originalNames[id] else { continue }
            var renamed = person
            renamed.name = "\(original) \(sequence)"
            renamed.website = ""  // generated websites may break the rules an edit checks
            started[sequence] = Measurements.monotonicMicroseconds()
            current[id] = try await editor.updatePerson(PersonEdit(original: person, updated: renamed))
        }
        window.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        lines.append(output.fileHandleForReading.readDataToEndOfFile())
        guard window.terminationStatus == 0, lines.contains("soak-done") else {
            throw BenchmarkError("the window did not finish its soak (exit \(window.terminationStatus)):\n\(lines.text)")
        }
        return try Self.results(of: lines.all, started: started, people: watched.count)
    }

    /// The figures from what the window printed and when each edit started; edit `n` renamed
    /// the watched person `n % people`.
    static func results(of lines: [String], started: [Int: Int64], people: Int) throws -> Results {
        var delays: [Double] = []
        var seen: Set<Int> = []
        var rss: [(seconds: Int, kib: Int)] = []
        for line in lines {
            let fields = line.split(separator: " ")
            if fields.first == "seen", fields.count == 3, let sequence = Int(fields[1]), let shown = Int64(fields[2]),
                let start = started[sequence]
            {
                seen.insert(sequence)
                delays.append(Double(shown - start) / 1000)
            } else if fields.first == "rss", fields.count == 3, let seconds = Int(fields[1]), let kib = Int(fields[2]) {
                rss.append((seconds, kib))
            }
        }
        guard let baseline = rss.first(where: { $0.seconds >= 60 }) ?? rss.first, let last = rss.last else {
            throw BenchmarkError("the window printed no RSS")
        }
        let sorted = delays.sorted()
        let lastEdit = started.keys.max() ?? 0
        let unseen = started.keys.filter { !seen.contains($0) }
        let overtaken = unseen.filter { sequence in
            stride(from: sequence + people, through: lastEdit, by: people).contains(where: seen.contains)
        }
        return Results(
            edits: started.count, missed: unseen.count - overtaken.count, overtaken: overtaken.count,
            longestMilliseconds: sorted.last ?? .nan,
            p99Milliseconds: sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * 0.99))],
            rssAfterFirstMinuteKiB: baseline.kib, rssAtEndKiB: last.kib)
    }
}

/// The window's output, line by line, as it comes.
private final class LineCollector: Sendable {
    private let state = Mutex<(pending: Data, lines: [String])>((Data(), []))

    func append(_ data: Data) {
        state.withLock { state in
            state.pending.append(data)
            while let newline = state.pending.firstIndex(of: 0x0A) {
                state.lines.append(String(decoding: state.pending[state.pending.startIndex..<newline], as: UTF8.self))
                state.pending.removeSubrange(state.pending.startIndex...newline)
            }
        }
    }

    var all: [String] { state.withLock { $0.lines } }
    var text: String { all.joined(separator: "\n") }
    func contains(_ line: String) -> Bool { all.contains(line) }

    /// The ids of the `watch` line, once the window printed it.
    func waitForWatchLine(timeout: Duration, window: Process) async throws -> [PersonID] {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline, window.isRunning {
            if let line = all.first(where: { $0.hasPrefix("watch ") }) {
                return line.split(separator: " ").dropFirst().compactMap { Int64($0) }.map { PersonID($0) }
            }
            if let failure = all.first(where: { $0.hasPrefix("soak-failed") }) { throw BenchmarkError(failure) }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw BenchmarkError("the window never said which people it watches:\n\(text)")
    }
}

extension RosterBench {
    /// The build this benchmark runs in (the window's is the same: one `swift build`).
    static var buildConfiguration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// Prints the soak's figures and, with `--soak-table PATH`, writes them to PATH's soak section.
    static func reportSoak(_ results: SoakBenchmark.Results, minutes: Double, people: Int) throws {
        let verdicts = [
            results.missed == 0 ? "ok, goal 0" : "OVER goal 0",
            results.longestMilliseconds <= 3000 ? "ok, target ≤ 3000 ms" : "OVER target ≤ 3000 ms",
            results.rssGrowthPercent <= 5 ? "ok, goal ≤ 5%" : "OVER goal ≤ 5%",
        ]
        let rows = [
            (
                "deliveries missed",
                "\(results.missed) of \(results.edits) edits (\(results.overtaken) names overtaken by "
                    + "the person's next edit before they showed: the newer one did)", verdicts[0]
            ),
            (
                "longest delivery (edit's start → on screen)",
                "\(format(results.longestMilliseconds)) ms (p99 \(format(results.p99Milliseconds)) ms)", verdicts[1]
            ),
            (
                "RSS growth after the first minute",
                String(
                    format: "%.1f%% (%.0f → %.0f MiB)", results.rssGrowthPercent, Double(results.rssAfterFirstMinuteKiB) / 1024,
                    Double(results.rssAtEndKiB) / 1024), verdicts[2]
            ),
        ]
        print("Soak — the window for \(format(minutes)) min at \(people.formatted()) people, \(SoakBenchmark.editRate) edits a second")
        for (measure, figure, verdict) in rows { print("  \(measure): \(figure)  (\(verdict))") }
        guard let path = value("--soak-table") else { return }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        var section = """
            \(BenchTable.soakHeading)

            Run of \(formatter.string(from: Date())), \(buildConfiguration) build: the window for \(format(minutes)) minutes at \
            \(people.formatted()) people while another process renamed the people it shows, \(SoakBenchmark.editRate) \
            edits a second, and the selection moved every 3 s.

            | measure | figure | target |
            | --- | --- | --- |

            """
        for (measure, figure, verdict) in rows { section += "| \(measure) | \(figure) | \(verdict) |\n" }
        try BenchTable.replaceSoakSection(in: path, with: section)
        print("wrote the soak's figures to \(path)")
    }
}
