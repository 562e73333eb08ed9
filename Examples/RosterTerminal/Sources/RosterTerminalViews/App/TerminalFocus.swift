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
        case .search, .list: return false
        default: return true
        }
    }
}
