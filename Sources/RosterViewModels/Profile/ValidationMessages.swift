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
        case .required: return L10n.tr("{0} is required", label)
        case .tooLong(let limit): return L10n.trn("{0} can be at most {1} character", "{0} can be at most {1} characters", limit, label, L10n.number(limit))
        case .tooManyMarks(let limit): return L10n.tr("{0} has too many combining marks: at most {1} letters and marks in all", label, L10n.number(limit))
        case .controlCharacters:
            return field == .biography
                ? L10n.tr("{0} cannot contain control characters or direction overrides", label)
                : L10n.tr("{0} cannot contain line breaks, control characters or direction overrides", label)
        case .invalidEmail: return L10n.tr("Email is not valid")
        case .phoneNeedsDigit: return L10n.tr("Phone needs at least one digit")
        case .phoneCharacters: return L10n.tr("Phone can contain digits, spaces, + - ( ) . and an extension (x123)")
        case .notAWebAddress: return L10n.tr("Website must be an http:// or https:// address")
        case .notACalendarDay: return L10n.tr("{0} must be a date like 2026-12-31", label)
        }
    }

    /// The message of `violation` in a task's title.
    public static func taskTitleMessage(_ violation: RuleViolation) -> String {
        switch violation {
        case .required: return L10n.tr("A task needs a title")
        case .tooLong(let limit): return L10n.trn("A task title can be at most {0} character", "A task title can be at most {0} characters", limit, String(limit))
        case .tooManyMarks(let limit): return L10n.tr("A task title has too many combining marks: at most {0} letters and marks in all", L10n.number(limit))
        case .controlCharacters: return L10n.tr("A task title cannot contain line breaks or control characters")
        default: return L10n.tr("The task title is not valid")
        }
    }

    /// The error of `value` in `field`, worded, or nil when it is valid.
    public static func error(_ field: ProfileField, _ value: String) -> String? {
        PersonRules.violation(of: field, in: value).map { message($0, in: field) }
    }

    /// "N characters left" near the biography limit, "N characters too many" past it; nil otherwise.
    public static func biographyCounter(_ value: String) -> String? {
        let left = PersonRules.biographyLimit.characters - PersonRules.normalized(value).count
        if left < 0 { return L10n.trn("{0} character too many", "{0} characters too many", -left, L10n.number(-left)) }
        if left <= biographyWarningThreshold { return L10n.trn("{0} character left", "{0} characters left", left, L10n.number(left)) }
        return nil
    }
}
