import Foundation
import RosterModel
import RosterViewModels
import TerminalKit

/// Adding a task: the add row (title, due day typed or picked, Add) with why Add is disabled, the
/// due day's hint and errors; the due day's picker and Add.
extension TerminalFront {
    /// The add row and what shows under it (its boxes taking no input unless `isEditable`);
    /// returns the row after them.
    func drawNewTask(
        _ canvas: inout Canvas<TerminalFocus>, _ tasks: TasksViewModel, row: Int, isEditable: Bool, in area: TerminalRect
    ) -> Int {
        var row = row
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
            rect: TerminalRect(row: row, column: area.column, width: titleWidth), isEnabled: isEditable, focusKey: .tasks(.newTitle),
            id: "tasks.newTitle")
        let dueColumn = area.column + titleWidth + 1
        canvas.textBox(
            .textBox, name: ControlNames.newTaskDue, value: bound(.tasksNewDue, tasks.newDueDate), placeholder: tasks.newDueFormatHint,
            rect: TerminalRect(row: row, column: dueColumn, width: dueWidth), isEnabled: isEditable, focusKey: .tasks(.newDue),
            id: "tasks.newDue")
        // The due date button: the day as the view model words it; Ctrl+D or a click picks a day.
        let isDueWrong = bound(.tasksDueError, tasks.newDueDateProblem != nil)
        canvas.screen.draw(
            "[ " + dueLabel + " ]", row: row, column: dueColumn + dueWidth + 1,
            style: TextStyle(color: isDueWrong ? .error : nil, reversed: pathPrompt?.kind == .dueDay))
        canvas.register(
            TerminalControl(
                role: .button, name: dueName,
                rect: TerminalRect(row: row, column: dueColumn + dueWidth + 1, width: dueButtonWidth), isEnabled: isEditable,
                id: "tasks.dueButton"),
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
        return row
    }

    /// Opens the status line's box for the new task's due day, on the day the calendar shows:
    /// ← → a day, ↑ ↓ a week, PgUp PgDn a month, or typed as YYYY-MM-DD; Enter picks it.
    func pickDueDay() {
        guard let tasks = app.tasks, app.detailPage == .tasks else { return }
        if let reason = tasks.readOnlyReason {
            notice = reason
            return
        }
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
}
