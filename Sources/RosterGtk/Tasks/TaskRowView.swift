import GtkKit
import RosterViewModels

/// One recycled row of the task list: check box, editable title, due text, delete button.
@MainActor
package final class TaskRowView {
    package let root = Box(.horizontal, spacing: 8)
    package let check = CheckButton()
    /// The title, editable in place: a frameless entry (Enter or leaving it renames the task).
    package let title = Entry()
    /// The title while it is not edited, over the entry, whose own text is hidden then: an entry
    /// cannot ellipsize, so a long title in a narrow window was cut at the row's edge.
    package let titleCover = Label()
    private let titleArea: Overlay
    package let due = Label()
    package let delete = Button(iconName: "user-trash-symbolic")
    /// The task this row shows right now (rows are recycled).
    private(set) var taskID: TaskRow.ID?
    /// The title the view model gave this row.
    private var shownTitle = ""

    init(viewModel: @escaping @MainActor () -> TasksViewModel?) {
        titleArea = Overlay(child: title)
        root.addCSSClass("task-row")
        titleArea.expandsHorizontally = true
        title.addCSSClass("task-title")
        titleCover.ellipsizes = true
        titleCover.xAlign = 0
        titleCover.addCSSClass("task-title-cover")
        // Clicks go through to the entry, and screen readers hear the entry, which has the title.
        titleCover.canTarget = false
        titleCover.hideFromAssistiveTechnology()
        titleArea.addOverlay(titleCover)
        due.addCSSClass("task-due")
        delete.addCSSClass("flat")
        delete.tooltip = ControlNames.deleteTaskTooltip
        // The controls in `TaskRowControl.allCases` order; the due text follows the title.
        for control in TaskRowControl.allCases {
            root.append(control == .title ? titleArea : widget(for: control))
            if control == .title { root.append(due) }
        }
        check.onToggled { [weak self] in
            guard let id = self?.taskID else { return }
            viewModel()?.toggleTapped(id)
        }
        title.hasFrame = false
        let commit: @MainActor () -> Void = { [weak self] in
            guard let self, let id = self.taskID, self.title.text != self.shownTitle else { return }
            viewModel()?.renamed(id, to: self.title.text)
        }
        title.onActivated(commit)
        title.onFocusLeft { [weak self] in
            commit()
            guard let self else { return }
            // What the list holds: a rename the view model refused (an empty title) is not kept
            // under the cover, to come back on the next focus; an accepted one comes back with the rows.
            if title.text != shownTitle { title.text = shownTitle }
            showCovered(true)
        }
        title.onFocusEntered { [weak self] in self?.showCovered(false) }
        showCovered(true)
        delete.onClicked { [weak self] in
            guard let id = self?.taskID else { return }
            viewModel()?.deleteTapped(id)
        }
    }

    /// Shows the title as the ellipsizing label (`covered`), or as the entry's own text while it is edited.
    private func showCovered(_ covered: Bool) {
        titleCover.isVisible = covered
        title.setCSSClass("covered", covered)
    }

    /// The widget of `control`.
    package func widget(for control: TaskRowControl) -> Widget {
        switch control {
        case .done: return check
        case .title: return title
        case .delete: return delete
        }
    }

    func show(_ row: TaskRow) {
        // Do not overwrite what the user is typing in this row; a commit brings the new title back.
        let isTyping = title.containsFocus && row.id == taskID && title.text != shownTitle
        taskID = row.id
        check.isActive = row.isDone
        // A task the signed-in part may not change (the page says why, over the list).
        check.isSensitive = row.isEditable
        title.isEditable = row.isEditable
        delete.isSensitive = row.isEditable
        check.accessibleName = row.doneControlName
        title.accessibleName = row.titleControlName
        delete.accessibleName = row.deleteControlName
        // The focusable list item (our row's parent) is what a screen reader announces first.
        if let item = root.parentWidget { Widget.setAccessibleName(row.accessibleName, of: item) }
        if !isTyping { title.text = row.title }
        shownTitle = row.title
        titleCover.text = row.title
        showCovered(!title.containsFocus)
        title.setCSSClass("task-done", row.isDone)
        titleCover.setCSSClass("task-done", row.isDone)
        due.text = row.dueText ?? ""
        due.isVisible = row.dueText != nil
        for state in [DueState.upcoming, .today, .overdue] {
            due.setCSSClass("due-\(state.rawValue)", row.dueState == state)
        }
    }
}
