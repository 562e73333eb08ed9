import CGtk
import CGtkShims

/// `GtkCalendar`: a month's grid of days, one of them selected; its header moves by month and
/// year. (Named `CalendarView` so that it does not hide Foundation's `Calendar`.)
@MainActor
public final class CalendarView: Widget {
    /// A day of the Gregorian calendar as the calendar shows it: month 1…12, day 1…31.
    public struct Day: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var year: Int
        public var month: Int
        public var day: Int

        public init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }

        public var description: String { "\(year)-\(month)-\(day)" }
    }

    private let userHandlers = UserChangeHandlers()

    /// The day each `onDaySelected` handler last heard of (or code set), so that the several
    /// signals of one change reach it once.
    private final class DayTracker {
        var day: Day
        init(_ day: Day) { self.day = day }
    }
    private var trackers: [DayTracker] = []

    /// A calendar showing today's month with today selected.
    public init() {
        super.init(sinking: gtk_calendar_new())
    }

    private var calendar: OpaquePointer { gk_calendar(pointer) }

    /// The selected day (its month is the one shown). Setting it does not run `onDaySelected`
    /// handlers (no echo back to a view model).
    public var selectedDay: Day {
        get {
            let date = gtk_calendar_get_date(calendar)!
            defer { g_date_time_unref(date) }
            return Day(
                year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
                day: Int(g_date_time_get_day_of_month(date)))
        }
        set {
            guard newValue != selectedDay else { return }
            userHandlers.whileBlocked { select(newValue) }
            for tracker in trackers { tracker.day = selectedDay }
        }
    }

    /// Adds `handler`, run with the selected day each time the user changes it: a click on a
    /// day, Space on one, or moving a month or a year (which selects the same day there; GTK
    /// says so with `notify::month` and `notify::year`, and emits `day-selected` only when the
    /// day of the month changes). Called once per change; not called when code sets
    /// `selectedDay`.
    @discardableResult
    public func onDaySelected(_ handler: @escaping @MainActor (Day) -> Void) -> SignalConnection {
        let tracker = DayTracker(selectedDay)
        trackers.append(tracker)
        let report: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            let day = self.selectedDay
            guard day != tracker.day else { return }
            tracker.day = day
            handler(day)
        }
        _ = userHandlers.add(connect("notify::year", pointer: { _ in report() }))
        _ = userHandlers.add(connect("notify::month", pointer: { _ in report() }))
        return userHandlers.add(connect("day-selected") { report() })
    }

    /// Selects `day` as a click on it does: through `gtk_calendar_select_day`, which emits
    /// `day-selected` (and notifies a new month or year), so `onDaySelected` handlers run. A day
    /// that does not exist is ignored.
    public func pick(_ day: Day) { select(day) }

    private func select(_ day: Day) {
        // Noon: a day is never skipped by a daylight saving change at midnight.
        guard let date = g_date_time_new_local(Int32(day.year), Int32(day.month), Int32(day.day), 12, 0, 0) else { return }
        defer { g_date_time_unref(date) }
        gtk_calendar_select_day(calendar, date)
    }

    /// Whether the header shows the month and year with their arrows (on by default).
    public var showsHeading: Bool {
        get { gtk_calendar_get_show_heading(calendar) != 0 }
        set { gtk_calendar_set_show_heading(calendar, newValue ? 1 : 0) }
    }
}
