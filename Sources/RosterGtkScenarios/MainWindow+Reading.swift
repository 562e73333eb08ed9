import GtkKit
import RosterGtk
import RosterViewModels

/// Reads back everything the window shows, from its widgets, for transcripts.
extension MainWindow {
    /// Whether the window was closed (destroyed).
    public var isClosed: Bool { !window.isVisible }

    /// The profile page's load error as shown.
    public var profileLoadError: String { detailPane.profile.loadError.title }

    /// A profile field's label as shown.
    public func profileFieldLabel(_ field: ProfileField) -> String {
        detailPane.profile.row(field).title
    }

    /// Revert: sensitive, and its tooltip.
    public var revertButton: (enabled: Bool, tooltip: String?) {
        (detailPane.profile.revert.isSensitive, detailPane.profile.revert.tooltip)
    }

    /// Clicks "Choose Photo…", which opens the file chooser.
    public func clickChoosePhoto() { detailPane.profile.choosePhoto.clickWhenShown() }

    /// Selects `path` in the open file chooser. Returns false when no chooser is open.
    @discardableResult
    public func selectInFileChooser(_ path: String) -> Bool {
        guard let chooser = openFileChooser else { return false }
        chooser.select(path)
        return true
    }

    /// Whether a file chooser (photo, import or export) is open.
    public var isFileChooserOpen: Bool { openFileChooser != nil }

    /// The file selected in the open file chooser.
    public var fileChooserSelection: String? { openFileChooser?.selectedPath }

    /// Presses Open (or Save) in the file chooser.
    public func acceptFileChooser() { openFileChooser?.accept() }

    /// Presses Cancel in the file chooser.
    public func cancelFileChooser() { openFileChooser?.cancel() }

    /// Whether "Remove Photo" can be clicked.
    public var removePhotoEnabled: Bool { detailPane.profile.removePhoto.isSensitive }

    // MARK: Tasks

    /// The tasks page's state: loading, failed or list.
    public var tasksPage: String? { detailPane.tasks.root.visiblePage }

    /// The tasks page's load error as shown.
    public var tasksLoadError: String { detailPane.tasks.loadError.title }

    /// The label of the active filter button.
    public var activeFilter: String? {
        zip(TaskFilter.allCases, detailPane.tasks.filters).first { $0.1.isActive }?.0.title
    }

    /// The task rows GTK shows, read back from their widgets.
    public var shownTaskParts: [(isDone: Bool, title: String, due: String?)] {
        detailPane.tasks.list.boundRows.map(\.row.shownParts)
    }

    /// The "no tasks" text, when visible.
    public var tasksEmptyShown: String? { detailPane.tasks.empty.isVisible ? detailPane.tasks.empty.text : nil }

    /// The add row's title and due entries.
    public var newTaskShown: (title: String, due: String) { (detailPane.tasks.newTitle.text, detailPane.tasks.dueDate.entry.text) }

    /// The add row's error, when visible.
    public var addErrorShown: String? { detailPane.tasks.addError.isVisible ? detailPane.tasks.addError.text : nil }

    /// The tasks page's error line, when visible.
    public var tasksErrorShown: String? { detailPane.tasks.errorMessage.isVisible ? detailPane.tasks.errorMessage.text : nil }

    /// Clicks the close button of the tasks' undo bar.
    public func clickDismissUndo() { detailPane.tasks.undoToast.close?.clickWhenShown() }

    /// Clicks the Retry button of whichever error panel is shown; false when none is.
    @discardableResult
    public func clickVisibleRetry() -> Bool {
        if listPage == "failed" {
            clickRetry()
            return true
        }
        guard showsPerson else { return false }
        if shownDetailPage == DetailPage.profile.rawValue, profilePage == "failed" {
            detailPane.profile.retry.clickWhenShown()
            return true
        }
        if shownDetailPage == DetailPage.tasks.rawValue, tasksPage == "failed" {
            detailPane.tasks.retry.clickWhenShown()
            return true
        }
        return false
    }

    /// The question dialog's secondary text, while it is shown.
    public var questionDetailShown: String? { questionDialog.dialog?.body }
}
