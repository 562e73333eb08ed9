import Foundation
import RosterModel

/// How the model's rule violations read, field by field. The model decides
/// what is valid; this is the only place that words it.
public enum ValidationMessages {
    /// The biography counter appears when this few characters are left.
    public static let biographyWarningThreshold = 200

    /// The message of `violation` in a profile `field`.
    public static func message(_ violation: RuleViolation, in field: ProfileField) -> String {
        let label = field.label
        switch violation {
        case .required: return "\(label) is required"
        case .tooLong(let limit): return "\(label) can be at most \(limit.formatted()) characters"
        case .controlCharacters:
            return field == .biography
                ? "\(label) cannot contain control characters or direction overrides"
                : "\(label) cannot contain line breaks, control characters or direction overrides"
        case .invalidEmail: return "Email is not valid"
        case .phoneNeedsDigit: return "Phone needs at least one digit"
        case .phoneCharacters: return "Phone can contain digits, spaces, + - ( ) . and an extension (x123)"
        case .notAWebAddress: return "Website must be an http:// or https:// address"
        case .notACalendarDay: return "\(label) must be a date like 2026-12-31"
        }
    }

    /// The message of `violation` in a task's title.
    public static func taskTitleMessage(_ violation: RuleViolation) -> String {
        switch violation {
        case .required: return "A task needs a title"
        case .tooLong(let limit): return "A task title can be at most \(limit) characters"
        case .controlCharacters: return "A task title cannot contain line breaks or control characters"
        default: return "The task title is not valid"
        }
    }

    /// The error of `value` in `field`, worded, or nil when it is valid.
    public static func error(_ field: ProfileField, _ value: String) -> String? {
        PersonRules.violation(of: field, in: value).map { message($0, in: field) }
    }

    /// "N characters left" near the biography limit, "N characters too many" past it; nil otherwise.
    public static func biographyCounter(_ value: String) -> String? {
        let left = PersonRules.biographyLimit.characters - PersonRules.normalized(value).count
        if left < 0 { return left == -1 ? "1 character too many" : "\((-left).formatted()) characters too many" }
        if left <= biographyWarningThreshold { return left == 1 ? "1 character left" : "\(left.formatted()) characters left" }
        return nil
    }
}
