import RosterModel
import RosterViewModels
import TerminalKit

extension TerminalFront {
    /// The open person's pages: the Profile | Tasks switcher and the page shown.
    func drawDetail(_ canvas: inout Canvas<TerminalFocus>, in area: TerminalRect) {
        let screen = canvas.screen
        guard let profile = app.profile else {
            screen.draw(app.people.noSelectionText, row: area.row + 1, column: area.column, width: area.width, style: .dim)
            return
        }
        guard area.height >= 4 else { return }
        screen.draw(profile.title, row: area.row, column: area.column, width: area.width, style: .bold)
        var column = area.column
        let pagesFocused = focus == .pages
        column = canvas.button(
            DetailPage.profile.title, row: area.row + 1, column: column, isEnabled: true,
            isFocused: pagesFocused && app.detailPage == .profile, focusKey: nil, role: .tab,
            isSelected: app.detailPage == .profile)
        screen.draw("│", row: area.row + 1, column: column, style: .dim)
        canvas.button(
            DetailPage.tasks.title, row: area.row + 1, column: column + 1, isEnabled: app.isTasksTabEnabled,
            isFocused: pagesFocused && app.detailPage == .tasks, focusKey: nil, role: .tab,
            isSelected: app.detailPage == .tasks)
        let page = TerminalRect(row: area.row + 3, column: area.column, width: area.width, height: area.height - 3)
        switch app.detailPage {
        case .profile: drawProfile(&canvas, profile, in: page)
        case .tasks:
            if let tasks = app.tasks { drawTasks(&canvas, tasks, in: page) }
        }
    }

    /// Draws a page's loading or failure state in its place; returns whether the page is loaded
    /// and draws its content.
    private func drawsContent(of state: LoadState, on canvas: inout Canvas<TerminalFocus>, in area: TerminalRect) -> Bool {
        switch state {
        case .loading:
            canvas.screen.draw(app.people.loadingText, row: area.row, column: area.column, width: area.width, style: .dim)
            return false
        case .failed(let message):
            canvas.wrap(message, row: area.row, column: area.column, width: area.width, style: TextStyle(color: .error))
            return false
        case .loaded:
            return true
        }
    }

    // MARK: Profile

    private func drawProfile(_ canvas: inout Canvas<TerminalFocus>, _ profile: ProfileViewModel, in area: TerminalRect) {
        let screen = canvas.screen
        let end = area.row + area.height
        var row = area.row
        guard drawsContent(of: profile.loadState, on: &canvas, in: area) else { return }
        if let notice = profile.restoredDraftNotice {
            row += canvas.wrap(notice, row: row, column: area.column, width: area.width, style: TextStyle(color: .accent), maxRows: 2)
            canvas.button(
                profile.restoredDraftDiscardTitle, row: row, column: area.column, isEnabled: true,
                focusKey: .profile(.discardRestoredDraft))
            row += 2
        }
        if let conflict = profile.conflict {
            screen.draw(conflict.title, row: row, column: area.column, width: area.width, style: TextStyle(color: .warning, bold: true))
            row += 1
            row += canvas.wrap(conflict.detail, row: row, column: area.column, width: area.width, style: .plain, maxRows: 3)
            row +=
                canvas.buttons(
                    [
                        (ControlNames.showTheirs, profile.isShowTheirsEnabled, .profile(.showTheirs)),
                        (ControlNames.keepMine, profile.isKeepMineEnabled, .profile(.keepMine)),
                        (ControlNames.merge, profile.isMergeEnabled, .profile(.merge)),
                    ], row: row, column: area.column, width: area.width) + 1
        }
        let labelWidth = min(14, (ProfileField.allCases.map { DisplayWidth.of(profile.field($0).label) }.max() ?? 8) + 1)
        let boxColumn = area.column + labelWidth + 1
        let boxWidth = max(4, area.width - labelWidth - 1)
        for field in ProfileField.allCases where row < end - 3 {
            let form = profile.field(field)
            let collides = profile.conflict?.collides(field) == true
            screen.draw(
                form.label, row: row, column: area.column, width: labelWidth,
                style: collides ? TextStyle(color: .warning, bold: true) : .plain)
            canvas.textBox(
                .textBox, name: form.label, value: form.value,
                rect: TerminalRect(row: row, column: boxColumn, width: boxWidth), focusKey: .profile(.field(field)))
            row += 1
            if let error = form.error {
                screen.draw(error, row: row, column: boxColumn, width: boxWidth, style: TextStyle(color: .error))
                row += 1
            } else if field == .biography, let counter = profile.biographyCounter {
                screen.draw(counter, row: row, column: boxColumn, width: boxWidth, style: .dim)
                row += 1
            }
        }
        row += 1
        guard row < end else { return }
        let actions: [(title: String, isEnabled: Bool, focusKey: TerminalFocus)] = [
            (ControlNames.deletePerson, app.isDeletePersonEnabled, .profile(.deletePerson)),
            (ControlNames.revert, profile.isRevertEnabled, .profile(.revert)),
            (ControlNames.save, profile.isSaveEnabled, .profile(.save)),
        ]
        row += canvas.buttons(actions, row: row, column: area.column, width: area.width)
        if let reason = profile.saveDisabledReason, row < end {
            canvas.wrap(reason, row: row, column: area.column, width: area.width, style: .dim, maxRows: max(1, end - row))
        }
    }

    // MARK: Tasks

    private func drawTasks(_ canvas: inout Canvas<TerminalFocus>, _ tasks: TasksViewModel, in area: TerminalRect) {
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
            .textBox, name: ControlNames.newTaskDue, value: tasks.newDueDate, placeholder: ControlNames.newTaskDuePlaceholder,
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
}
