import RosterModel
import RosterViewModels

/// Where the keyboard is in the terminal front.
enum TerminalFocus: Hashable {
    case search
    case list
    /// The Profile | Tasks switcher.
    case pages
    case profile(ProfileControl)
    case tasks(TasksControl)
    /// One task's row (check box and title).
    case task(TaskID)
    /// A button of the window's own, reached by its key or a click, never by Tab.
    case window(WindowButton)

    /// The window's own buttons: the title bar's, the People pane's (an empty list's actions,
    /// Retry), a failed page's Retry, the person undo bar's and the report's.
    enum WindowButton: Hashable {
        case newPerson, importFile, exportFile, cancelImport, pickDueDay, retryList, retryPage, undoDelete, dismissDelete, closeReport
    }

    /// Whether typing goes into it (a text box).
    var takesText: Bool {
        switch self {
        case .search, .profile(.field), .tasks(.newTitle), .tasks(.newDue): return true
        default: return false
        }
    }

    /// Whether it lies in the detail pane (right, or the only pane when narrow and a person is open).
    var isDetail: Bool {
        switch self {
        case .search, .list, .window: return false
        default: return true
        }
    }
}
