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

    /// The rule a due date breaks: it must be a real calendar day written YYYY-MM-DD (`CalendarDay`).
    public static func dueDateViolation(_ text: String) -> RuleViolation? {
        CalendarDay(iso: text) == nil ? .notACalendarDay : nil
    }

    /// Throws the first rule `task` breaks.
    public static func validate(_ task: TaskItem) throws(TaskRuleError) {
        if let violation = titleViolation(task.title) { throw TaskRuleError(field: .title, violation: violation) }
        if let due = task.dueDate, let violation = dueDateViolation(due) { throw TaskRuleError(field: .dueDate, violation: violation) }
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
