import RosterModel

/// One task as the Tasks page shows it.
public struct TaskRow: Equatable, Codable, Sendable, Identifiable {
    public var id: TaskID
    public var title: String
    public var isDone: Bool
    /// "Due today", "Overdue by 3 days", "Due Dec 5, 2026"; nil without a due date.
    public var dueText: String?
    public var dueState: DueState?
    /// Whether the row's check box, title and Delete take input (the signed-in part may change
    /// these tasks: `TasksViewModel.isReadOnly`).
    public var isEditable: Bool

    /// A row of the task `title` (see the properties).
    public init(id: TaskID, title: String, isDone: Bool, dueText: String?, dueState: DueState?, isEditable: Bool = true) {
        self.id = id
        self.title = title
        self.isDone = isDone
        self.dueText = dueText
        self.dueState = dueState
        self.isEditable = isEditable
    }
}

/// Which tasks the list shows.
public enum TaskFilter: String, CaseIterable, Codable, Sendable {
    case all, open, done

    public var title: String {
        switch self {
        case .all: return L10n.tr("All")
        case .open: return L10n.tr("Open")
        case .done: return L10n.tr("Done")
        }
    }

    func includes(_ task: TaskRowSource) -> Bool {
        switch self {
        case .all: return true
        case .open: return !task.isDone
        case .done: return task.isDone
        }
    }
}

/// What a filter looks at.
protocol TaskRowSource {
    var isDone: Bool { get }
}

/// The offer to undo the last deletion.
public struct UndoOffer: Equatable, Codable, Sendable {
    public var message: String
    public var actionTitle: String
}
