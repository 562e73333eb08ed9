import Foundation
import RosterModel
import RosterViewModels

/// Renders the Tasks page as text or JSON: the rows under the current filter and the count line.
public enum TasksRenderer {
    @MainActor
    public static func text(_ tasks: TasksViewModel) -> String {
        if let message = tasks.loadState.errorMessage { return message + "\n" }
        var lines = tasks.rows.map { row in
            "[\(row.isDone ? "x" : " ")] #\(row.id) \(row.title)" + (row.dueText.map { "  (\($0))" } ?? "")
        }
        if let empty = tasks.emptyText { lines.append(empty) }
        lines.append("")
        lines.append(tasks.countText)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON document: `{"count": "7 of 20 done", "filter": "all", "tasks": [{"id", "title", "done", "dueText"}]}`.
    public struct Document: Codable, Equatable, Sendable {
        public struct Task: Codable, Equatable, Sendable {
            public var id: TaskID
            public var title: String
            public var done: Bool
            public var dueText: String?
        }
        public var count: String
        public var filter: String
        public var tasks: [Task]
    }

    @MainActor
    public static func json(_ tasks: TasksViewModel) throws -> String {
        let document = Document(
            count: tasks.countText, filter: tasks.filter.rawValue,
            tasks: tasks.rows.map { Document.Task(id: $0.id, title: $0.title, done: $0.isDone, dueText: $0.dueText) }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
