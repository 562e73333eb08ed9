import RosterModel

/// The new task's due day: what the due date button and its popover show, and the picks a
/// calendar makes. Typed text is read by `DueDateInput` in the locale's order.
extension TasksViewModel {
    /// Why the typed due date is not a day, as soon as it is typed; nil when it is one or empty.
    public var newDueDateProblem: DueDateInput.Problem? {
        guard case .failure(let problem) = newDueReading else { return nil }
        return problem
    }

    /// The new due date's error, worded: "Due date must be a date like 11/22/2026 or 2026-11-22".
    public var newDueDateError: String? {
        newDueDateProblem.map { problem in
            let today = dueFormatter.todayDay
            return ValidationMessages.dueDateMessage(
                problem, typed: newDueDate.trimmingCharacters(in: .whitespaces),
                example: dueInput.text(for: today), isoExample: today.iso)
        }
    }

    /// The new due day: nil when none is typed or the text is not a day.
    public var newDueDay: CalendarDay? {
        guard case .success(let day) = newDueReading else { return nil }
        return day
    }

    /// The day a calendar for the new due day opens on: the chosen day, else today.
    public var newDueCalendarDay: CalendarDay {
        _ = clockGeneration  // today moves at midnight: the calendar opens on the new day
        return newDueDay ?? dueFormatter.todayDay
    }

    /// What the due date button shows: "Due tomorrow", "Jan 15, 2099" (in the locale), "No due
    /// date", or "Invalid due date" while the typed text is not a day.
    public var newDueLabel: String {
        _ = clockGeneration
        if newDueDateProblem != nil { return L10n.tr("Invalid due date") }
        guard let day = newDueDay else { return L10n.tr("No due date") }
        return dueFormatter.choice(day)
    }

    /// The due date button's name for screen readers: "Due date: Jan 15, 2099", "Due date: none".
    public var newDueAccessibleName: String {
        _ = clockGeneration
        if newDueDateProblem != nil { return L10n.tr("Due date: invalid") }
        guard let day = newDueDay else { return L10n.tr("Due date: none") }
        // TRANSLATORS: the due date button's name for screen readers; {0} is "tomorrow" or a date.
        return L10n.tr("Due date: {0}", dueFormatter.choice(day, standalone: false))
    }

    /// What to type, in the locale's order: "MM/DD/YYYY", German "TT.MM.JJJJ".
    public var newDueFormatHint: String { dueInput.formatHint }

    /// The new due day as typed, read by `DueDateInput`: none when the field is empty.
    var newDueReading: Result<CalendarDay?, DueDateInput.Problem> {
        dueInput.day(newDueDate, today: dueFormatter.todayDay)
    }

    // MARK: Intents

    /// A day was picked in a calendar: the due date reads it in the locale's order ("01/15/2099").
    public func newDueDayPicked(_ day: CalendarDay) {
        newDueDateChanged(dueInput.text(for: day))
    }

    /// A day was picked in a calendar that counts months 1…12 (a front that does not see the
    /// model's `CalendarDay`); a day that does not exist is ignored.
    public func newDueDayPicked(year: Int, month: Int, day: Int) {
        if let picked = CalendarDay(year: year, month: month, day: day) { newDueDayPicked(picked) }
    }

    /// The due date was cleared: the new task has none.
    public func newDueCleared() {
        newDueDateChanged("")
    }
}
