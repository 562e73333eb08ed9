import Foundation
import RosterModel

/// How the model's rule violations read, field by field. The model decides
/// what is valid; this is the only place that words it.
public enum ValidationMessages {
    /// The biography counter appears when this few characters are left.
    public static let biographyWarningThreshold = 200

    /// What a rule is checked on.
    public enum Subject: Sendable {
        case field(ProfileField)
        case username
        case taskTitle
        case dueDate
    }

    /// The rule `violation` breaks, worded without its subject: "is required", "can be at most
    /// 100 characters". The one wording of each rule: the form's messages put the field before
    /// it ("Name is required"), the import report the record and the field ("record 3: name: is
    /// required"). `dateExample` is the day a date rule shows as an example.
    public static func rule(_ violation: RuleViolation, of subject: Subject, dateExample: String = "2026-12-31") -> String {
        switch violation {
        case .required: return L10n.tr("is required")
        case .tooLong(let limit):
            return L10n.trn("can be at most {0} character", "can be at most {0} characters", limit, L10n.number(limit))
        case .tooManyMarks(let limit):
            return L10n.tr("has too many combining marks: at most {0} letters and marks in all", L10n.number(limit))
        case .controlCharacters:
            switch subject {
            case .field(.biography): return L10n.tr("cannot contain control characters or direction overrides")
            case .field: return L10n.tr("cannot contain line breaks, control characters or direction overrides")
            case .username, .taskTitle, .dueDate: return L10n.tr("cannot contain line breaks or control characters")
            }
        case .invalidEmail: return L10n.tr("is not valid")
        case .phoneNeedsDigit: return L10n.tr("needs at least one digit")
        case .phoneCharacters: return L10n.tr("can contain digits, spaces, + - ( ) . and an extension (x123)")
        case .notAWebAddress: return L10n.tr("must be an http:// or https:// address")
        case .notACalendarDay: return L10n.tr("must be a date like {0}", dateExample)
        }
    }

    /// The message of `violation` in a profile `field`: "Name is required".
    public static func message(_ violation: RuleViolation, in field: ProfileField) -> String {
        // TRANSLATORS: a form field's error: {0} is the field's label, {1} the rule it breaks
        // ("Name" and "is required", "Email" and "is not valid").
        L10n.tr("{0} {1}", field.label, rule(violation, of: .field(field)))
    }

    /// The message of `violation` in a task's title: "A task title can be at most 200 characters".
    public static func taskTitleMessage(_ violation: RuleViolation) -> String {
        if violation == .required { return L10n.tr("A task needs a title") }
        // TRANSLATORS: {0} is the rule a new task's title breaks ("can be at most 200 characters").
        return L10n.tr("A task title {0}", rule(violation, of: .taskTitle))
    }

    /// The message of a new task's due date that is not a day: "Due date must be a date like 2026-11-22".
    public static func dueDateMessage(_ violation: RuleViolation, today: String) -> String {
        // TRANSLATORS: {0} is the rule a new task's due date breaks ("must be a date like 2026-11-22").
        L10n.tr("Due date {0}", rule(violation, of: .dueDate, dateExample: today))
    }

    /// The message of a typed due date that is not a day: "Due date must be a date like
    /// 11/22/2026 or 2026-11-22" (`example` in the locale's order, `isoExample` as YYYY-MM-DD),
    /// or "Due date “02/30/2099” does not exist" (`typed` as it was typed).
    public static func dueDateMessage(_ problem: DueDateInput.Problem, typed: String, example: String, isoExample: String) -> String {
        switch problem {
        case .unreadable:
            if example == isoExample { return dueDateMessage(.notACalendarDay, today: isoExample) }
            // TRANSLATORS: a new task's due date that is not a date: {0} is today in the locale's
            // order ("11/22/2026", German "22.11.2026"), {1} the same day as YYYY-MM-DD.
            return L10n.tr("Due date must be a date like {0} or {1}", example, isoExample)
        case .noSuchDay:
            // TRANSLATORS: {0} is a due date as typed that names no day ("02/30/2099", "31.02.2099").
            return L10n.tr("Due date “{0}” does not exist", typed)
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
