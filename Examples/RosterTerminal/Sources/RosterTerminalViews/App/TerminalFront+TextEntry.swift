import RosterViewModels
import TerminalKit

/// Typing into the focused text box: the search, a profile field, the new task's title and due day.
extension TerminalFront {
    /// Typing into the focused text box; false when the key is not for it.
    func handleText(_ key: TerminalKey) -> Bool {
        let text = focusedText ?? ""
        switch key {
        case .character(let character):
            setFocusedText(text + String(character))
        case .backspace:
            setFocusedText(String(text.dropLast()))
        case _ where TerminalCommand.clearField.isRun(by: key):
            setFocusedText("")
        case .alt("\n") where focus == .profile(.field(.biography)):
            setFocusedText(text + "\n")
        case .delete:
            break  // the caret is always at the end: nothing after it to delete
        case .escape where focus == .search:
            app.people.searchCleared()
            focus = .list
        case .enter where focus == .search, .down where focus == .search:
            focus = .list
            app.people.searchSubmitted()
        case .enter where focus == .tasks(.newTitle) || focus == .tasks(.newDue):
            addTask()
        case .enter:
            save()
        case .up:
            moveFocus(by: -1)
        case .down:
            moveFocus(by: 1)
        default:
            return false
        }
        return true
    }

    /// The focused text box's text.
    var focusedText: String? {
        switch focus {
        case .search: return app.people.searchText
        case .profile(.field(let field)): return app.profile?.field(field).value
        case .tasks(.newTitle): return app.tasks?.newTitle
        case .tasks(.newDue): return app.tasks?.newDueDate
        default: return nil
        }
    }

    private func setFocusedText(_ text: String) {
        switch focus {
        case .search: app.people.searchTextChanged(text)
        case .profile(.field(let field)):
            // A profile the signed-in part may only read keeps its text; the view model says why.
            if let reason = app.profile?.readOnlyReason { notice = reason }
            app.profile?.fieldChanged(field, to: text)
        case .tasks(.newTitle): app.tasks?.newTitleChanged(text)
        case .tasks(.newDue): app.tasks?.newDueDateChanged(text)
        default: break
        }
    }
}
