import Foundation
import Synchronization

/// The figures of a run as a Markdown table, for docs/performance.md.
///
/// `make bench` passes `--write-table PATH` to its first run, which writes the file afresh: a
/// heading, the date, the machine and the run's table. The runs after it pass
/// `--append-table PATH` and each add their own table. Only the latest run is kept: the
/// history of the figures is the file's git log.
enum BenchTable {
    struct Row: Sendable {
        var measure: String
        var figure: String
        var target: String
    }

    private static let rows = Mutex<[Row]>([])

    /// Adds one figure to the table of this run.
    static func record(_ measure: String, figure: String, target: String = "") {
        let row = Row(measure: measure.trimmingCharacters(in: .whitespaces), figure: figure, target: target)
        rows.withLock { $0.append(row) }
    }

    /// Writes this run's table under the heading `title`: to a new file at `path`, or at the
    /// end of the file there when `append`.
    static func write(to path: String, title: String, append: Bool) throws {
        let table = rows.withLock { $0 }
        // `make soak`'s section outlives a `make bench` run: it is written by the soak alone.
        var text = append ? "" : header() + (soakSection(in: path).map { "\n" + $0 } ?? "")
        text += "\n## \(title)\n\n| measure | figure | target |\n| --- | --- | --- |\n"
        for row in table {
            text += "| \(cell(row.measure)) | \(cell(row.figure)) | \(cell(row.target)) |\n"
        }
        if append {
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw BenchmarkError("--append-table: \(path) does not exist; write it first with --write-table")
            }
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } else {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }

    /// The heading of `make soak`'s section.
    static let soakHeading = "## Soak (the latest `make soak`)"

    /// The soak's section of the file at `path` (its heading up to the next heading), if any.
    static func soakSection(in path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let start = text.range(of: soakHeading) else {
            return nil
        }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? text.endIndex
        return String(text[start.lowerBound..<end]).trimmingCharacters(in: .newlines) + "\n"
    }

    /// Puts `section` (starting with `soakHeading`) in the file at `path` in place of the
    /// soak's earlier section, or after the file's heading when it has none.
    static func replaceSoakSection(in path: String, with section: String) throws {
        guard var text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchmarkError("--soak-table: cannot read \(path)")
        }
        if let old = soakSection(in: path), let range = text.range(of: old) {
            text.replaceSubrange(range, with: section)
        } else if let firstTable = text.range(of: "\n## ") {
            text.insert(contentsOf: "\n" + section, at: firstTable.lowerBound)
        } else {
            text += "\n" + section
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The file's heading: what it is, when the run was and on what machine.
    private static func header() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let date = formatter.string(from: Date())
        return """
            # Performance

            The figures of the latest `make bench` run, written by `make bench` itself
            (`roster-bench --write-table`). Earlier runs are in this file's git history.
            HACKING.md says what `make bench` measures and how to run one figure alone.
            Why the figures are what they are: [performance-notes.md](performance-notes.md).

            Run of \(date) UTC, release build, on \(machine()).

            """
    }

    /// The processor, its cores, the memory and the kernel, from /proc and uname.
    private static func machine() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        var model = "an unknown processor"
        if let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let name = line.split(separator: ":", maxSplits: 1).last
        {
            model = name.trimmingCharacters(in: .whitespaces)
        }
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        var memory = "unknown memory"
        if let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemTotal:") }),
            let field = line.split(separator: " ").dropFirst().first, let kibibytes = Double(field)
        {
            memory = String(format: "%.0f GiB of memory", kibibytes / 1024 / 1024)
        }
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory), Linux \(release)"
    }

    /// `text` as one table cell: no line breaks, and its bars escaped.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
    }
}
