import Foundation
import RosterModel

/// Formats a task's due day relative to today: "Due today", "Due tomorrow",
/// "Overdue by 3 days", otherwise "Due" and the date in the locale's style.
public struct DueDateFormatter: Sendable {
    public let clock: RosterClock
    public let calendar: Calendar
    public let locale: Locale

    public init(clock: RosterClock, calendar: Calendar = .current, locale: Locale = .current) {
        self.clock = clock
        var calendar = calendar
        calendar.locale = locale
        self.calendar = calendar
        self.locale = locale
    }

    /// How the due day reads, and whether it is past.
    public func describe(_ due: CalendarDay) -> (text: String, state: DueState)? {
        guard let dueDate = calendar.date(from: DateComponents(year: due.year, month: due.month, day: due.day)) else { return nil }
        let today = calendar.startOfDay(for: clock.now)
        let days = calendar.dateComponents([.day], from: today, to: dueDate).day ?? 0
        switch days {
        case 0: return (L10n.tr("Due today"), .today)
        case 1: return (L10n.tr("Due tomorrow"), .upcoming)
        case ..<0: return (L10n.trn("Overdue by {0} day", "Overdue by {0} days", -days, String(-days)), .overdue)
        default:
            var style = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar)
            style.timeZone = calendar.timeZone
            // TRANSLATORS: {0} is a date in the locale's abbreviated style ("Dec 25, 2026").
            return (L10n.tr("Due {0}", dueDate.formatted(style)), .upcoming)
        }
    }

    /// Today as "YYYY-MM-DD".
    public var today: String {
        let components = calendar.dateComponents([.year, .month, .day], from: clock.now)
        return CalendarDay(year: components.year ?? 0, month: components.month ?? 0, day: components.day ?? 0)?.iso ?? ""
    }
}

/// How urgent a due date is; the view maps it to a style.
public enum DueState: String, Codable, Sendable {
    case upcoming, today, overdue
}
