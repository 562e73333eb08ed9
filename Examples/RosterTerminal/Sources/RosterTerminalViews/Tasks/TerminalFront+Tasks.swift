import RosterModel
import RosterViewModels
import TerminalKit

/// The Tasks page: the add row, the filter and count, the rows and the undo offer; a task's
/// keys (toggle, rename, delete), a rename in progress, Add.
extension TerminalFront {
    // MARK: Drawing

    /// The add row, its errors, the filter with the count, the rows (scrolled to keep the focused
    /// one in view) and the undo offer.
    func drawTasks(_ canvas: inout Canvas<TerminalFocus>, _ tasks: TasksViewModel, in area: TerminalRect) {
        let screen = canvas.screen
        let end = area.row + area.height
        var row = area.row
        guard drawsContent(of: tasks.loadState, on: &canvas, in: area) else { return }
        // The add row: title, due day, Add.
        let addWidth = DisplayWidth.of(ControlNames.addTask) + 4
        let dueWidth = min(18, max(12, area.width / 4))
        let titleWidth = max(6, area.width - dueWidth - addWidth - 2)
        canvas.textBox(
            .textBox, name: ControlNames.newTaskTitle, value: tasks.newTitle, placeholder: ControlNames.newTaskPlaceholder,
            rect: TerminalRect(row: row, column: area.column, width: titleWidth), focusKey: .tasks(.newTitle))
        canvas.textBox(
            .textBox, name: ControlNames.newTaskDue, value: tasks.newDueDate, placeholder: tasks.newDueFormatHint,
            rect: TerminalRect(row: row, column: area.column + titleWidth + 1, width: dueWidth), focusKey: .tasks(.newDue))
        canvas.button(
            ControlNames.addTask, row: row, column: area.column + titleWidth + dueWidth + 2, isEnabled: tasks.isAddEnabled,
            focusKey: .tasks(.add))
        row += 1
        if let error = tasks.newTaskError {
            screen.draw(error, row: row, column: area.column, width: area.width, style: TextStyle(color: .error))
            row += 1
        }
        if let error = tasks.errorMessage {
            screen.draw(error, row: row, column: area.column, width: area.width, style: TextStyle(color: .error))
            row += 1
        }
        // The filter and the count.
        row += 1
        var column = area.column
        for filter in TaskFilter.allCases {
            column =
                canvas.button(
                    filter.title, row: row, column: column, isEnabled: true, focusKey: .tasks(.filter(filter)), role: .tab,
                    isSelected: tasks.filter == filter) + 1
        }
        screen.draw(tasks.countText, row: row, column: column + 2, width: area.column + area.width - column - 2, style: .dim)
        row += 2
        if let empty = tasks.emptyText {
            screen.draw(empty, row: row, column: area.column, width: area.width, style: .dim)
            row += 1
        }
        let undoRows = tasks.undo == nil ? 0 : 2
        let rows = tasks.rows
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
        if let undo = tasks.undo, row < end {
            row += 1
            screen.draw(undo.message, row: row, column: area.column, width: area.width / 2, style: .bold)
            var column = area.column + min(area.width / 2, DisplayWidth.of(undo.message)) + 2
            column = canvas.button(undo.actionTitle, row: row, column: column, isEnabled: true, focusKey: .tasks(.undo)) + 1
            canvas.button(ControlNames.dismiss, row: row, column: column, isEnabled: true, focusKey: .tasks(.dismissUndo))
        }
    }

    /// One task: its check box, its title (a text box while renamed) and its due day.
    private func drawTask(_ canvas: inout Canvas<TerminalFocus>, _ task: TaskRow, row: Int, in area: TerminalRect) {
        let screen = canvas.screen
        let isFocused = focus == .task(task.id)
        let box = task.isDone ? "[x]" : "[ ]"
        screen.draw(box, row: row, column: area.column, style: isFocused ? .reversed : .plain)
        canvas.register(
            TerminalControl(
                role: .checkBox, name: task.doneControlName, rect: TerminalRect(row: row, column: area.column, width: 3),
                isFocused: isFocused, isSelected: task.isDone))
        let dueWidth = task.dueText.map { DisplayWidth.of($0) + 1 } ?? 0
        let titleRect = TerminalRect(row: row, column: area.column + 4, width: max(4, area.width - 4 - dueWidth))
        if let renaming, renaming.id == task.id {
            canvas.textBox(.textBox, name: task.titleControlName, value: renaming.text, rect: titleRect, focusKey: nil, isFocused: true)
        } else {
            screen.draw(task.title, row: row, column: titleRect.column, width: titleRect.width, style: TextStyle(dim: task.isDone))
            canvas.register(TerminalControl(role: .textBox, name: task.titleControlName, rect: titleRect, value: task.title))
        }
        if let due = task.dueText {
            let color: TerminalColor? =
                switch task.dueState {
                case .overdue?: .error
                case .today?: .accent
                default: nil
                }
            screen.draw(due, row: row, column: area.column + area.width - dueWidth + 1, style: TextStyle(color: color, dim: color == nil))
        }
    }

    // MARK: Keys

    /// Space toggles, Enter or r renames, Delete or d deletes, Up and Down (k and j) move.
    func handleTask(_ key: TerminalKey, id: TaskID) {
        guard let tasks = app.tasks else { return }
        switch key {
        case _ where TerminalCommand.toggleTask.isRun(by: key): tasks.toggleTapped(id)
        case .enter,
            _ where TerminalCommand.renameTask.isRun(by: key):
            renaming = (id, tasks.rows.first { $0.id == id }?.title ?? "")
        case .delete,
            _ where TerminalCommand.deleteTask.isRun(by: key):
            tasks.deleteTapped(id)
        case .up, .character("k"): moveFocus(by: -1)
        case .down, .character("j"): moveFocus(by: 1)
        default: break
        }
    }

    /// A rename in progress: typing edits the title, Enter keeps it, Esc drops it.
    func handleRename(_ key: TerminalKey) {
        guard let current = renaming else { return }
        switch key {
        case .character(let character): renaming?.text = current.text + String(character)
        case .backspace: renaming?.text = String(current.text.dropLast())
        case _ where TerminalCommand.clearField.isRun(by: key): renaming?.text = ""
        case .enter:
            renaming = nil
            app.tasks?.renamed(current.id, to: current.text)
        case .escape: renaming = nil
        default: break
        }
    }

    /// Adds the new task, or says why not.
    func addTask() {
        guard let tasks = app.tasks else { return }
        if let reason = tasks.addDisabledReason { notice = reason }
        tasks.addTapped()
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
