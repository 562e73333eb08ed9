import RosterModel
import RosterViewModels
import TerminalKit

/// The Tasks page: the add row (`drawNewTask`), the filter and count, the rows (`drawTask`) and
/// the undo offer; Enter or Space on its buttons and filters.
extension TerminalFront {
    /// The add row with its errors, the filter with the count, the rows (scrolled to keep the
    /// focused one in view) and the undo offer.
    func drawTasks(_ canvas: inout Canvas<TerminalFocus>, _ tasks: TasksViewModel, in area: TerminalRect) {
        let end = area.row + area.height
        var row = area.row
        guard drawsContent(of: bound(.tasksLoadState, tasks.loadState), on: &canvas, in: area) else { return }
        // Tasks the signed-in part may not change: why, over an add row and rows that take no input.
        let readOnly = bound(.tasksReadOnly, tasks.readOnlyReason)
        if let readOnly {
            row +=
                canvas.wrappedLabel(
                    readOnly, id: "tasks.readOnly", row: row, column: area.column, width: area.width, style: TextStyle(color: .warning),
                    maxRows: 2) + 1
        }
        row = drawNewTask(&canvas, tasks, row: row, isEditable: readOnly == nil, in: area)
        // The filter and the count.
        row += 1
        var column = area.column
        let shownFilter = bound(.tasksFilter, tasks.filter)
        for filter in TaskFilter.allCases {
            column =
                canvas.button(
                    filter.title, row: row, column: column, isEnabled: true, focusKey: .tasks(.filter(filter)), role: .tab,
                    isSelected: shownFilter == filter, id: "tasks.filter") + 1
        }
        canvas.label(
            bound(.tasksCount, tasks.countText), id: "tasks.count", row: row, column: column + 2,
            width: area.column + area.width - column - 2, style: .dim)
        row += 2
        if let empty = bound(.tasksEmpty, tasks.emptyText) {
            canvas.label(empty, id: "tasks.empty", row: row, column: area.column, width: area.width, style: .dim)
            row += 1
        }
        let undoOffer = bound(.tasksUndoBar, tasks.undo)
        let undoRows = undoOffer == nil ? 0 : 2
        let rows = bound(.tasksRows, tasks.rows)
        // Keep the focused task in view.
        var first = 0
        let room = max(0, end - row - undoRows)
        if case .task(let id) = focus, let index = rows.firstIndex(where: { $0.id == id }), index >= room {
            first = index - room + 1
        }
        for task in rows.dropFirst(first).prefix(room) {
            drawTask(&canvas, task, row: row, in: area)
            row += 1
        }
        if let undo = undoOffer, row < end {
            row += 1
            canvas.label(undo.message, id: "tasks.undo", row: row, column: area.column, width: area.width / 2, style: .bold)
            var column = area.column + min(area.width / 2, DisplayWidth.of(undo.message)) + 2
            column =
                canvas.button(undo.actionTitle, row: row, column: column, isEnabled: true, focusKey: .tasks(.undo), id: "tasks.undo.action")
                + 1
            canvas.button(
                ControlNames.dismiss, row: row, column: column, isEnabled: true, focusKey: .tasks(.dismissUndo), id: "tasks.undo.dismiss")
        }
    }

    /// Enter or Space on Add, a filter or the undo offer's buttons.
    func activateTasks(_ control: TasksControl) {
        guard let tasks = app.tasks else { return }
        switch control {
        case .add: addTask()
        case .filter(let filter): tasks.filterSelected(filter)
        case .undo: tasks.undoTapped()
        case .dismissUndo: tasks.undoDismissed()
        case .newTitle, .newDue, .rows: break
        }
    }
}
