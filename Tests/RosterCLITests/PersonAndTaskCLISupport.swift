import Foundation
import Testing

// Helpers shared by the suites of `show`, `edit`, `tasks`, `add-task`, `done` and `delete-task`.

/// `roster-cli tasks --json`, decoded independently of the renderer's own types.
struct TasksDocument: Decodable, Equatable {
    struct Task: Decodable, Equatable {
        var id: Int64
        var title: String
        var done: Bool
        var dueText: String?
    }

    var count: String
    var filter: String
    var tasks: [Task]
}

/// The numbers of a count line "N of M done".
struct DoneCount: Equatable, CustomStringConvertible {
    var done: Int
    var total: Int

    init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }

    /// Parses "N of M done"; nil for anything else.
    init?(_ line: String) {
        let words = line.split(separator: " ")
        guard words.count == 4, words[1] == "of", words[3] == "done",
            let done = Int(words[0]), let total = Int(words[2])
        else { return nil }
        self.init(done: done, total: total)
    }

    var description: String { "\(done) of \(total) done" }
}

/// One row of `roster-cli tasks` in text: "[x] #12 title  (Due today)".
struct TaskLine: Equatable {
    var done: Bool
    var id: Int64
    /// Title and due text as printed after "#id ".
    var rest: String

    init?(_ line: String) {
        let open = line.hasPrefix("[ ] #")
        let closed = line.hasPrefix("[x] #")
        guard open || closed else { return nil }
        let afterHash = line.dropFirst(5)
        guard let space = afterHash.firstIndex(of: " "), let id = Int64(afterHash[..<space]) else { return nil }
        done = closed
        self.id = id
        rest = String(afterHash[afterHash.index(after: space)...])
    }
}

extension CLIResult {
    /// The task rows of a `tasks` text listing.
    var taskLines: [TaskLine] { stdoutLines.compactMap(TaskLine.init) }

    /// The last line parsed as "N of M done".
    var doneCount: DoneCount? { stdoutLines.last.flatMap(DoneCount.init) }

    /// Whether it ended normally with `code`, nothing crashed.
    func exited(_ code: Int32) -> Bool { exitCode == code && !crashed }
}

extension CLISandbox {
    /// Runs `roster-cli tasks ID --json` (plus `arguments`), expects success and decodes the document.
    func tasksDocument(_ id: Int64, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) async throws -> TasksDocument
    {
        let result = try await run(["tasks", "\(id)", "--json"] + arguments)
        try #require(result.exited(0), "\(result)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode(TasksDocument.self, from: Data(result.stdout.utf8))
    }

    /// Runs `roster-cli tasks ID` (plus `arguments`) and expects success.
    func tasks(_ id: Int64, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) async throws -> CLIResult {
        let result = try await run(["tasks", "\(id)"] + arguments)
        try #require(result.exited(0), "\(result)", sourceLocation: sourceLocation)
        return result
    }

    /// Runs `roster-cli show ID` and expects success.
    func show(_ id: Int64, sourceLocation: SourceLocation = #_sourceLocation) async throws -> CLIResult {
        let result = try await run("show", "\(id)")
        try #require(result.exited(0), "\(result)", sourceLocation: sourceLocation)
        return result
    }

    /// The value printed after `label` by `roster-cli show ID` (first line of it).
    func shownValue(_ label: String, of id: Int64, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String? {
        let result = try await show(id, sourceLocation: sourceLocation)
        return result.stdoutLines.first { $0.hasPrefix(label + " ") }
            .map { String($0.dropFirst(label.count)).trimmingCharacters(in: .whitespaces) }
    }

    /// The files in `$XDG_DATA_HOME/roster/avatars` (none when the folder does not exist).
    var avatarFiles: [String] {
        let directory = dataHome.appendingPathComponent("roster/avatars").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}

/// Calendar days as `--due` takes them, in the time zone the CLI runs in.
enum TestDays {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }

    /// "YYYY-MM-DD" of today plus `offset` days.
    static func day(offset: Int, from now: Date = Date()) -> String {
        let calendar = calendar
        let date = calendar.date(byAdding: .day, value: offset, to: calendar.startOfDay(for: now))!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// How the CLI describes a task due on `due` when today is `today` (both "YYYY-MM-DD"),
    /// for the relative wordings; nil for days more than one day ahead (locale-dependent dates).
    static func dueText(_ due: String, today: String) -> String? {
        let calendar = calendar
        func date(_ text: String) -> Date {
            let parts = text.split(separator: "-").map { Int($0)! }
            return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
        }
        let days = calendar.dateComponents([.day], from: date(today), to: date(due)).day!
        switch days {
        case 0: return "Due today"
        case 1: return "Due tomorrow"
        case -1: return "Overdue by 1 day"
        case ..<0: return "Overdue by \(-days) days"
        default: return nil
        }
    }
}

/// A string of `count` copies of `character`.
func repeated(_ character: Character, _ count: Int) -> String {
    String(repeating: String(character), count: count)
}
