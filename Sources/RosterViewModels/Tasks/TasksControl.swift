/// A control of the Tasks page.
public enum TasksControl: Hashable, Sendable {
    case newTitle, newDue, add
    /// A filter's toggle button.
    case filter(TaskFilter)
    /// The task rows, each with its controls in `TaskRowControl.allCases` order.
    case rows
    /// The undo bar of a deleted task: its Undo and its close button (while it shows).
    case undo, dismissUndo

    /// The page's controls in screen order, top to bottom and then start to end: the one
    /// place that order is written. The GTK page lays its controls out in this order (a GTK
    /// test checks the widget tree against it) and the headless snapshot lists them in it.
    public static let screenOrder: [TasksControl] =
        [.newTitle, .newDue, .add] + TaskFilter.allCases.map(filter) + [.rows, .undo, .dismissUndo]
}

/// A control of one task row, in screen order (`allCases`).
public enum TaskRowControl: CaseIterable, Sendable {
    /// The check box that marks the task done.
    case done
    /// The title, editable in place.
    case title
    case delete
}
