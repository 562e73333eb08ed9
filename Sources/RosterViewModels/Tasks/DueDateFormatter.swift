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

    /// A chosen due day as a date picker's button shows it: "Due today", "Due tomorrow", else the
    /// date in the locale's abbreviated style ("Jan 15, 2099", "15 Jan 2099", "15. Jan. 2099").
    /// Not `standalone`: "today", "tomorrow" or the date, to follow "Due date:".
    public func choice(_ due: CalendarDay, standalone: Bool = true) -> String {
        guard let dueDate = calendar.date(from: DateComponents(year: due.year, month: due.month, day: due.day)) else { return due.iso }
        let today = calendar.startOfDay(for: clock.now)
        switch calendar.dateComponents([.day], from: today, to: dueDate).day ?? 0 {
        case 0: return standalone ? L10n.tr("Due today") : L10n.tr("today")
        case 1: return standalone ? L10n.tr("Due tomorrow") : L10n.tr("tomorrow")
        default:
            var style = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar)
            style.timeZone = calendar.timeZone
            return dueDate.formatted(style)
        }
    }

    /// Today as "YYYY-MM-DD".
    public var today: String { todayDay.iso }

    /// Today, in the calendar's time zone.
    public var todayDay: CalendarDay {
        let components = calendar.dateComponents([.year, .month, .day], from: clock.now)
        return CalendarDay(year: components.year ?? 2000, month: components.month ?? 1, day: components.day ?? 1)
            ?? CalendarDay(year: 2000, month: 1, day: 1)!
    }
}

/// How urgent a due date is; the view maps it to a style.
public enum DueState: String, Codable, Sendable {
    case upcoming, today, overdue
}
