import Foundation
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
        let end = area.row + area.height
        var row = area.row
        guard drawsContent(of: bound(.tasksLoadState, tasks.loadState), on: &canvas, in: area) else { return }
        let (dueLabel, dueName) = bound(.tasksDueButton, (tasks.newDueLabel, tasks.newDueAccessibleName))
        let (isAddEnabled, addReason) = bound(.tasksAdd, (tasks.isAddEnabled, tasks.addDisabledReason))
        // The add row: title, due day (typed, and its button), Add.
        let addWidth = DisplayWidth.of(ControlNames.addTask) + 4
        let dueWidth = min(18, max(12, area.width / 4))
        let dueButtonWidth = DisplayWidth.of(dueLabel) + 4
        let titleWidth = max(6, area.width - dueWidth - dueButtonWidth - addWidth - 3)
        canvas.textBox(
            .textBox, name: ControlNames.newTaskTitle, value: bound(.tasksNewTitle, tasks.newTitle),
            placeholder: ControlNames.newTaskPlaceholder,
            rect: TerminalRect(row: row, column: area.column, width: titleWidth), focusKey: .tasks(.newTitle), id: "tasks.newTitle")
        let dueColumn = area.column + titleWidth + 1
        canvas.textBox(
            .textBox, name: ControlNames.newTaskDue, value: bound(.tasksNewDue, tasks.newDueDate), placeholder: tasks.newDueFormatHint,
            rect: TerminalRect(row: row, column: dueColumn, width: dueWidth), focusKey: .tasks(.newDue), id: "tasks.newDue")
        // The due date button: the day as the view model words it; Ctrl+D or a click picks a day.
        let isDueWrong = bound(.tasksDueError, tasks.newDueDateProblem != nil)
        canvas.screen.draw(
            "[ " + dueLabel + " ]", row: row, column: dueColumn + dueWidth + 1,
            style: TextStyle(color: isDueWrong ? .error : nil, reversed: pathPrompt?.kind == .dueDay))
        canvas.register(
            TerminalControl(
                role: .button, name: dueName,
                rect: TerminalRect(row: row, column: dueColumn + dueWidth + 1, width: dueButtonWidth), id: "tasks.dueButton"),
            focusKey: .window(.pickDueDay))
        canvas.label(
            dueLabel, id: "tasks.dueLabel", row: row, column: dueColumn + dueWidth + 3, style: TextStyle(color: isDueWrong ? .error : nil))
        canvas.button(
            ControlNames.addTask, row: row, column: dueColumn + dueWidth + dueButtonWidth + 2, isEnabled: isAddEnabled,
            focusKey: .tasks(.add), id: "tasks.add")
        row += 1
        // Under it: why Add is disabled; under the due day, the order to type it in and the day a pick starts from.
        if let reason = addReason {
            canvas.label(reason, id: "tasks.add.reason", row: row, column: area.column, width: titleWidth, style: .dim)
        }
        canvas.label(tasks.newDueFormatHint, id: "tasks.hint", row: row, column: dueColumn, width: dueWidth, style: .dim)
        canvas.label(
            bound(.tasksDueCalendar, tasks.newDueCalendarDay).iso, id: "tasks.calendar", row: row, column: dueColumn + dueWidth + 3,
            width: dueButtonWidth,
            style: .dim)
        row += 1
        if let error = bound(.tasksAddError, tasks.newTaskError) {
            canvas.label(error, id: "tasks.addError", row: row, column: area.column, width: area.width, style: TextStyle(color: .error))
            row += 1
        }
        if let error = bound(.tasksError, tasks.errorMessage) {
            canvas.label(error, id: "tasks.error", row: row, column: area.column, width: area.width, style: TextStyle(color: .error))
            row += 1
        }
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

    /// One task: its check box, its title (a text box while renamed), its due day and its delete button.
    private func drawTask(_ canvas: inout Canvas<TerminalFocus>, _ task: TaskRow, row: Int, in area: TerminalRect) {
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
                isFocused: isFocused, isSelected: task.isDone, id: "task.done"), focusKey: .task(task.id))
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
                    value: task.title, id: "task.title"), focusKey: .task(task.id))
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
                role: .button, name: task.deleteControlName, rect: TerminalRect(row: row, column: deleteColumn, width: 3), id: "task.delete"
            ),
            focusKey: .task(task.id))
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

    /// Opens the status line's box for the new task's due day, on the day the calendar shows:
    /// ← → a day, ↑ ↓ a week, PgUp PgDn a month, or typed as YYYY-MM-DD; Enter picks it.
    func pickDueDay() {
        guard let tasks = app.tasks, app.detailPage == .tasks else { return }
        pathPrompt = (.dueDay, tasks.newDueCalendarDay.iso)
    }

    /// The day `days` days (or `months` months) from `day`.
    static func day(_ day: CalendarDay, addingDays days: Int = 0, months: Int = 0) -> CalendarDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)),
            let moved = calendar.date(byAdding: DateComponents(month: months, day: days), to: date)
        else { return day }
        let parts = calendar.dateComponents([.year, .month, .day], from: moved)
        return CalendarDay(year: parts.year ?? day.year, month: parts.month ?? day.month, day: parts.day ?? day.day) ?? day
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
