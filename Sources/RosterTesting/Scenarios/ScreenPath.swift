import RosterViewModels

/// What `expect <path> = <value>` can check: one line of what is on screen.
public enum ScreenPath: Equatable, Sendable {
    /// The search text, the count line, the list rows, the selected row, the detail page shown,
    /// the question, the avatar and the profile's status line.
    case search, count, list, selected, detail, question, avatar, status
    /// A profile field's value (`field.NAME`).
    case field(ProfileField)
    /// A profile field's visible error (`field.NAME.error`).
    case fieldError(ProfileField)
    /// A button's state and reason (`button.save`, `revert`, `delete-person`, `add`), or the
    /// window's New Person's state (`button.new-person`: "enabled" or "disabled").
    case button(String)
    /// The Tasks page's count line, filter, undo bar and error, and the due date button's label.
    case tasksCount, tasksFilter, tasksUndo, tasksError, tasksDueButton
    /// The person undo bar, the import or export report, and the offline notice.
    case personUndo, report, offline

    /// Every path name, for error messages.
    public static var names: [String] {
        [
            "search", "count", "list", "selected", "detail", "question", "avatar", "status",
            "tasks.count", "tasks.filter", "tasks.undo", "tasks.error", "tasks.due-button", "person-undo", "report", "offline",
        ]
            + ProfileField.allCases.flatMap { ["field.\($0.rawValue)", "field.\($0.rawValue).error"] }
            + ["button.save", "button.revert", "button.delete-person", "button.add", "button.new-person"]
    }

    /// The path named `name` (`count`, `field.email.error`…); nil for an unknown one.
    public init?(_ name: String) {
        switch name {
        case "search": self = .search
        case "count": self = .count
        case "list": self = .list
        case "selected": self = .selected
        case "detail": self = .detail
        case "question": self = .question
        case "avatar": self = .avatar
        case "status": self = .status
        case "tasks.count": self = .tasksCount
        case "tasks.filter": self = .tasksFilter
        case "tasks.undo": self = .tasksUndo
        case "tasks.error": self = .tasksError
        case "tasks.due-button": self = .tasksDueButton
        case "person-undo": self = .personUndo
        case "offline": self = .offline
        case "report": self = .report
        case "button.save", "button.revert", "button.delete-person", "button.add", "button.new-person":
            self = .button(String(name.dropFirst("button.".count)))
        default:
            let parts = name.split(separator: ".").map(String.init)
            guard parts.count >= 2, parts[0] == "field", let field = ProfileField(scenarioName: parts[1]) else { return nil }
            if parts.count == 2 {
                self = .field(field)
            } else if parts.count == 3, parts[2] == "error" {
                self = .fieldError(field)
            } else {
                return nil
            }
        }
    }
}

extension ProfileField {
    /// The field's name in scenarios: its raw value, or `bio` for the biography.
    init?(scenarioName: String) {
        if scenarioName == "bio" {
            self = .biography
        } else if let field = ProfileField(rawValue: scenarioName) {
            self = field
        } else {
            return nil
        }
    }
}
