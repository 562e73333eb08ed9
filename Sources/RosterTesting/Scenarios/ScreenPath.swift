import RosterViewModels

/// What `expect <path> = <value>` can check: one line of what is on screen.
public enum ScreenPath: Equatable, Sendable {
    case search, count, list, selected, detail, question, avatar, status
    case field(ProfileField)
    case fieldError(ProfileField)
    case button(String)
    case tasksCount, tasksFilter, tasksUndo, tasksError
    case personUndo, report, offline

    /// Every path name, for error messages.
    public static var names: [String] {
        [
            "search", "count", "list", "selected", "detail", "question", "avatar", "status",
            "tasks.count", "tasks.filter", "tasks.undo", "tasks.error", "person-undo", "report", "offline",
        ]
            + ProfileField.allCases.flatMap { ["field.\($0.rawValue)", "field.\($0.rawValue).error"] }
            + ["button.save", "button.revert", "button.delete-person", "button.add"]
    }

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
        case "person-undo": self = .personUndo
        case "offline": self = .offline
        case "report": self = .report
        case "button.save", "button.revert", "button.delete-person", "button.add": self = .button(String(name.dropFirst("button.".count)))
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
