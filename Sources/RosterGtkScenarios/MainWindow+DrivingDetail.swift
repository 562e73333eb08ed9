import GtkKit
import RosterGtk
import RosterModel
import RosterViewModels

/// Drives and reads back the detail pane — profile form, tasks, the question
/// dialog — through the real widgets, for tests and scripted runs.
extension MainWindow {
    /// Whether the detail pane shows a person (false: the no-selection hint).
    public var showsPerson: Bool { detailPane.root.visiblePage == "person" }

    /// The detail page shown.
    public var shownDetailPage: String? { detailPane.builtPages?.pages.visiblePage }

    /// Clicks the Profile or Tasks button of the view switcher shown (the bar's, when narrow).
    public func clickDetailPage(_ page: DetailPage) {
        detailPane.shownButton(for: page)?.clickWhenShown()
    }

    // MARK: Profile

    /// The profile page's state: loading, failed or form.
    public var profilePage: String? { detailPane.profile.root.visiblePage }

    /// A profile field as shown: the editor's text and the visible error.
    public func profileField(_ field: ProfileField) -> (value: String, error: String?) {
        detailPane.profile.rows[ProfileField.allCases.firstIndex(of: field)!].shown
    }

    /// Types `text` into a profile field (replacing its text), as a user would.
    public func typeInProfile(_ field: ProfileField, _ text: String) {
        let row = detailPane.profile.rows[ProfileField.allCases.firstIndex(of: field)!]
        row.entry?.type(text)
        row.textView?.type(text)
    }

    /// The avatar as shown: its initials, or "image".
    public var avatarShown: String { detailPane.profile.avatar.shown }

    /// The avatar error as shown, if visible.
    public var avatarErrorShown: String? {
        detailPane.profile.avatarError.isVisible ? detailPane.profile.avatarError.text : nil
    }

    /// The biography counter as shown, if visible.
    public var biographyCounterShown: String? {
        detailPane.profile.biographyCounter.isVisible ? detailPane.profile.biographyCounter.text : nil
    }

    /// Save: sensitive, and its tooltip.
    public var saveButton: (enabled: Bool, tooltip: String?) {
        (detailPane.profile.save.isSensitive, detailPane.profile.save.tooltip)
    }

    public var revertEnabled: Bool { detailPane.profile.revert.isSensitive }

    /// The status line as shown.
    public var profileStatus: String { detailPane.profile.status.text }

    public func clickSave() { detailPane.profile.save.clickWhenShown() }
    public func clickRevert() { detailPane.profile.revert.clickWhenShown() }
    public func clickRemovePhoto() { detailPane.profile.removePhoto.clickWhenShown() }

    /// Chooses an avatar file as the file chooser would report it.
    public func choosePhoto(path: String) { detailPane.profile.viewModel?.avatarChosen(path: path) }

    // MARK: Tasks

    /// The task rows GTK shows, as "[x] title · due".
    public var shownTasks: [String] { detailPane.tasks.list.boundRows.map(\.row.shown) }

    /// The task count line as shown.
    public var taskCountLine: String { detailPane.tasks.count.text }

    /// The undo bar's message, when revealed.
    public var undoMessage: String? { detailPane.tasks.undoToast.shownMessage }

    /// Types a new task's title and due date into the add row (the due date through its popover,
    /// unless both it and the shown one are empty).
    public func typeNewTask(_ title: String, due: String = "") {
        detailPane.tasks.newTitle.type(title)
        if !due.isEmpty || !detailPane.tasks.dueDate.entry.text.isEmpty { typeDueDate(due) }
    }

    /// Opens the due date's popover, types `text` into its entry and presses Enter, which closes it.
    public func typeDueDate(_ text: String) {
        let page = detailPane.tasks
        page.dueDate.button.popup()
        page.dueDate.entry.grabFocus()
        page.dueDate.entry.type(text)
        page.dueDate.entry.activate()
    }

    /// Opens the due date's popover and picks the day in its calendar (`day-selected`, as a click).
    public func pickDueDay(year: Int, month: Int, day: Int) {
        let page = detailPane.tasks
        page.dueDate.button.popup()
        page.dueDate.calendar.pick(CalendarView.Day(year: year, month: month, day: day))
        // A day in another month than the one shown leaves the popover open: close it as Escape would.
        if page.dueDate.popover.isOpen { page.dueDate.popover.popdown() }
    }

    /// Opens the due date's popover and presses No Due Date.
    public func clearDueDate() {
        let page = detailPane.tasks
        page.dueDate.button.popup()
        page.dueDate.clearButton.clickWhenShown()
    }

    /// The due date button's label and whether its popover is open.
    public var dueButtonShown: (label: String, isOpen: Bool) {
        (detailPane.tasks.dueDate.button.label, detailPane.tasks.dueDate.popover.isOpen)
    }

    /// The day the due date popover's calendar shows selected (nil: one no calendar day can name).
    public var dueCalendarShown: CalendarDay? {
        let day = detailPane.tasks.dueDate.calendar.selectedDay
        return CalendarDay(year: day.year, month: day.month, day: day.day)
    }

    /// The due date entry's hint (its placeholder).
    public var dueHintShown: String { detailPane.tasks.dueDate.entry.placeholder }

    /// Whether the due date button shows the error style.
    public var dueErrorShown: Bool { detailPane.tasks.dueDate.button.hasCSSClass("error") }

    /// Add: sensitive, and its tooltip.
    public var addButton: (enabled: Bool, tooltip: String?) {
        (detailPane.tasks.add.isSensitive, detailPane.tasks.add.tooltip)
    }

    public func clickAdd() { detailPane.tasks.add.clickWhenShown() }

    /// Clicks the check box of the task row at `index` of the shown rows.
    public func toggleTask(at index: Int) { taskRow(index)?.check.clickWhenShown() }

    /// Clicks the delete button of the task row at `index`.
    public func deleteTask(at index: Int) { taskRow(index)?.delete.clickWhenShown() }

    /// Renames the task row at `index`: types the new title into it and presses Enter.
    public func renameTask(at index: Int, to title: String) {
        guard let row = taskRow(index) else { return }
        row.title.type(title)
        row.title.activate()
    }

    public func clickUndo() { detailPane.tasks.undoToast.action?.clickWhenShown() }

    /// Clicks the All / Open / Done filter button.
    public func clickFilter(_ filter: TaskFilter) {
        detailPane.tasks.filters[TaskFilter.allCases.firstIndex(of: filter)!].clickWhenShown()
    }

    private func taskRow(_ index: Int) -> TaskRowView? {
        detailPane.tasks.list.boundRows.first { $0.index == index }?.row
    }

    // MARK: Closing and the question

    /// Asks the window to close, as its close button does.
    public func requestClose() { window.close() }

    /// The question dialog's text, while it is shown.
    public var questionShown: String? { questionDialog.dialog?.heading }

    /// Presses a button of the question dialog, as a pointer would.
    public func answerQuestion(_ answer: UnsavedChangesAnswer) {
        questionDialog.dialog?.button(for: UnsavedChangesDialog.response(for: answer))?.clickWhenShown()
    }
}
