import Foundation

/// The rules of a valid task, defined once for the store, import, the CLI and the view models.
public enum TaskRules {
    public static let titleLimit = TextLimit(characters: 200)

    /// What is stored for a typed title: without surrounding white space.
    public static func normalizedTitle(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The rule a title breaks (checked as it would be stored), or nil.
    public static func titleViolation(_ title: String) -> RuleViolation? {
        let text = normalizedTitle(title)
        if text.isEmpty { return .required }
        if let violation = titleLimit.violation(in: text) { return violation }
        if TextSafety.hasForbiddenCharacters(text, allowsLineBreaks: false) { return .controlCharacters }
        return nil
    }

    /// The due day written as `text` in a file (an import): none when `text` is empty, else
    /// the `CalendarDay` it writes as YYYY-MM-DD; any other text throws `.notACalendarDay`.
    /// (What a user types, in the locale's order too, is read by the view models'
    /// `DueDateInput`.)
    public static func dueDay(_ text: String) throws(TaskRuleError) -> CalendarDay? {
        guard !text.isEmpty else { return nil }
        guard let day = CalendarDay(iso: text) else { throw TaskRuleError(field: .dueDate, violation: .notACalendarDay) }
        return day
    }

    /// Throws the first rule `task` breaks (its due day, a `CalendarDay`, is always a real day).
    public static func validate(_ task: TaskItem) throws(TaskRuleError) {
        if let violation = titleViolation(task.title) { throw TaskRuleError(field: .title, violation: violation) }
    }
}

/// A task that breaks a rule.
public struct TaskRuleError: Error, Equatable, Sendable {
    public enum Field: String, Sendable, Codable { case title, dueDate }
    public var field: Field
    public var violation: RuleViolation

    public init(field: Field, violation: RuleViolation) {
        self.field = field
        self.violation = violation
    }
}
