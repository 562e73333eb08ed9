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

    /// The rule a due date breaks: it must be a real calendar day written YYYY-MM-DD.
    public static func dueDateViolation(_ text: String) -> RuleViolation? {
        calendarDay(text) == nil ? .notACalendarDay : nil
    }

    /// The year, month and day of "YYYY-MM-DD" when it names a real day of the
    /// Gregorian calendar (30 February does not exist; 29 February only in leap years).
    public static func calendarDay(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              year >= 1, (1...12).contains(month), day >= 1 else { return nil }
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days ? (year, month, day) : nil
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
