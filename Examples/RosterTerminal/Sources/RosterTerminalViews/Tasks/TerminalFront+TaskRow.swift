import RosterModel
import RosterViewModels
import TerminalKit

/// One task of the Tasks page: its row (check box, title, due day, delete) and its keys, and a
/// rename in progress.
extension TerminalFront {
    /// One task: its check box, its title (a text box while renamed), its due day and its delete button.
    func drawTask(_ canvas: inout Canvas<TerminalFocus>, _ task: TaskRow, row: Int, in area: TerminalRect) {
        let screen = canvas.screen
        let isFocused = focus == .task(task.id)
        canvas.register(
            TerminalControl(
                role: .listItem, name: task.accessibleName, rect: TerminalRect(row: row, column: area.column, width: area.width),
                isFocused: isFocused, id: "task.row"))
        let box = task.isDone ? "[x]" : "[ ]"
        screen.draw(box, row: row, column: area.column, style: isFocused ? .reversed : .plain)
        canvas.register(
            TerminalControl(
                role: .checkBox, name: task.doneControlName, rect: TerminalRect(row: row, column: area.column, width: 3),
                isEnabled: task.isEditable, isFocused: isFocused, isSelected: task.isDone, id: "task.done"), focusKey: .task(task.id))
        let dueWidth = task.dueText.map { DisplayWidth.of($0) + 1 } ?? 0
        let deleteWidth = 4
        let titleRect = TerminalRect(row: row, column: area.column + 4, width: max(4, area.width - 4 - dueWidth - deleteWidth))
        if let renaming, renaming.id == task.id {
            canvas.textBox(
                .textBox, name: task.titleControlName, value: renaming.text, rect: titleRect, focusKey: nil, isFocused: true,
                id: "task.title")
        } else {
            screen.draw(task.title, row: row, column: titleRect.column, width: titleRect.width, style: TextStyle(dim: task.isDone))
            canvas.register(
                TerminalControl(
                    role: .textBox, name: task.titleControlName,
                    rect: TerminalRect(row: row, column: titleRect.column, width: min(titleRect.width, DisplayWidth.of(task.title))),
                    isEnabled: task.isEditable, value: task.title, id: "task.title"), focusKey: .task(task.id))
        }
        if let due = task.dueText {
            let color: TerminalColor? =
                switch task.dueState {
                case .overdue?: .error
                case .today?: .accent
                default: nil
                }
            canvas.label(
                due, id: "task.due", row: row, column: area.column + area.width - dueWidth - deleteWidth + 1,
                style: TextStyle(color: color, dim: color == nil))
        }
        // Delete, as d does: a cross at the row's end.
        let deleteColumn = area.column + area.width - deleteWidth + 1
        screen.draw("✕", row: row, column: deleteColumn + 1, style: .dim)
        canvas.register(
            TerminalControl(
                role: .button, name: task.deleteControlName, rect: TerminalRect(row: row, column: deleteColumn, width: 3),
                isEnabled: task.isEditable, id: "task.delete"),
            focusKey: .task(task.id))
    }

    /// Space toggles, Enter or r renames, Delete or d deletes, Up and Down (k and j) move; a
    /// task the signed-in part may not change (`TaskRow.isEditable`) says why instead.
    func handleTask(_ key: TerminalKey, id: TaskID) {
        guard let tasks = app.tasks else { return }
        let isEditable = tasks.rows.first { $0.id == id }?.isEditable ?? false
        switch key {
        case .up, .character("k"): moveFocus(by: -1)
        case .down, .character("j"): moveFocus(by: 1)
        case _ where !isEditable:
            let changes = [TerminalCommand.toggleTask, .renameTask, .deleteTask].contains { $0.isRun(by: key) }
            if changes || key == .enter || key == .delete { notice = tasks.readOnlyReason }
        case _ where TerminalCommand.toggleTask.isRun(by: key): tasks.toggleTapped(id)
        case .enter,
            _ where TerminalCommand.renameTask.isRun(by: key):
            renaming = (id, tasks.rows.first { $0.id == id }?.title ?? "")
        case .delete,
            _ where TerminalCommand.deleteTask.isRun(by: key):
            tasks.deleteTapped(id)
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
}
