import Foundation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterViewModels

/// A due date as users type it, in their locale's order or as YYYY-MM-DD, and the date picker's
/// wording, without GTK.
@Suite("DueDateInput")
@MainActor
struct DueDateInputTests {
    /// 2026-11-22, the tests' today.
    static let today = CalendarDay(year: 2026, month: 11, day: 22)!
    static let day = CalendarDay(year: 2099, month: 1, day: 15)!

    private func read(_ text: String, in locale: String) -> Result<CalendarDay?, DueDateInput.Problem> {
        DueDateInput(locale: Locale(identifier: locale)).day(text, today: Self.today)
    }

    @Test(
        "a day typed in the locale's order, or as YYYY-MM-DD in any locale, is read",
        arguments: [
            ("en_US", "01/15/2099"), ("en_US", "1/15/2099"), ("en_US", " 1/15/2099 "), ("en_GB", "15/01/2099"),
            ("en_GB", "15/1/2099"), ("de_DE", "15.01.2099"), ("de_DE", "15.1.2099"), ("de_DE", "15. 1. 2099"),
            ("de_DE", "15.01.2099."), ("en_US", "2099-01-15"), ("en_GB", "2099-01-15"), ("de_DE", "2099-01-15"),
            ("sv_SE", "2099-1-15"), ("ar_EG", "15/01/2099"),
        ])
    func reads(locale: String, text: String) {
        #expect(read(text, in: locale) == .success(Self.day))
    }

    @Test("a two-digit year is the one nearest to this year; with no year, the next such day from today on")
    func shortYears() {
        #expect(read("1/15/27", in: "en_US") == .success(CalendarDay(year: 2027, month: 1, day: 15)))
        #expect(read("15.1.99", in: "de_DE") == .success(CalendarDay(year: 1999, month: 1, day: 15)))
        #expect(read("15.1.", in: "de_DE") == .success(CalendarDay(year: 2027, month: 1, day: 15)))
        #expect(read("24.12", in: "de_DE") == .success(CalendarDay(year: 2026, month: 12, day: 24)))
        #expect(read("11/22", in: "en_US") == .success(Self.today))
        #expect(read("29.2.", in: "de_DE") == .success(CalendarDay(year: 2028, month: 2, day: 29)))
    }

    @Test("nothing typed is no due day")
    func empty() {
        #expect(read("", in: "de_DE") == .success(nil))
        #expect(read("   ", in: "en_US") == .success(nil))
    }

    @Test(
        "text that is not a date in the locale's order nor YYYY-MM-DD is unreadable",
        arguments: [
            ("en_US", "tomorrow"), ("en_US", "2099/01/15"), ("en_US", "15 Jan 2099"), ("de_DE", "15.01.2099.1"),
            ("de_DE", "15..01.2099"), ("de_DE", ".15.01.2099"), ("de_DE", "15.01.209"), ("de_DE", "115.01.2099"),
            ("en_GB", "2099-01-15T10:00"), ("en_GB", "２０９９-01-15"), ("de_DE", "15.01.+2099"), ("de_DE", "15"),
        ])
    func unreadable(locale: String, text: String) {
        #expect(read(text, in: locale) == .failure(.unreadable))
    }

    @Test(
        "a date the calendar does not have is no such day",
        arguments: [
            ("de_DE", "31.02.2099"), ("de_DE", "15.13.2099"), ("de_DE", "0.1.2099"), ("en_US", "02/30/2099"),
            ("en_GB", "30/02/2099"), ("en_US", "2099-02-30"), ("en_US", "2099-13-01"), ("de_DE", "31.4."),
        ])
    func noSuchDay(locale: String, text: String) {
        #expect(read(text, in: locale) == .failure(.noSuchDay))
    }

    @Test(
        "a picked day is written in the locale's order, and reads back as the same day",
        arguments: [("en_US", "01/15/2099", "MM/DD/YYYY"), ("en_GB", "15/01/2099", "DD/MM/YYYY"), ("de_DE", "15.01.2099", "DD.MM.YYYY")])
    func writes(locale: String, text: String, hint: String) {
        let input = DueDateInput(locale: Locale(identifier: locale))
        #expect(input.text(for: Self.day) == text)
        #expect(input.day(input.text(for: Self.day), today: Self.today) == .success(Self.day))
        #expect(input.formatHint == hint)
    }

    // MARK: The view model

    private func viewModel(locale: String) async throws -> (TasksViewModel, GatedRosterStore) {
        let store = GatedRosterStore(people: TasksViewModelTests.people, tasks: [])
        let clock = ManualClock(testNow)
        let viewModel = TasksViewModel(
            personID: 1, store: store, clock: clock.clock, calendar: utcCalendar, locale: Locale(identifier: locale))
        await viewModel.appeared().value
        try #require(viewModel.loadState == .loaded)
        return (viewModel, store)
    }

    @Test("a German typed due date is read in German order and the task is saved with that day")
    func germanAdd() async throws {
        let (viewModel, store) = try await viewModel(locale: "de_DE")
        viewModel.newTitleChanged("Steuererklärung")
        viewModel.newDueDateChanged("15.01.2099")
        #expect(viewModel.newDueDateProblem == nil)
        #expect(viewModel.newDueDay == Self.day)
        #expect(viewModel.newDueLabel == "15. Jan. 2099")
        #expect(await viewModel.addTapped().value == true)
        #expect(await store.writes == [.addTask(personID: 1, title: "Steuererklärung", dueDate: Self.day)])
        #expect(viewModel.newDueDate == "")
        #expect(viewModel.newDueLabel == "No due date")
    }

    @Test("picking a day writes it in the locale's order; the button reads it relative to today or as a date")
    func picked() async throws {
        let (viewModel, _) = try await viewModel(locale: "en_GB")
        #expect(viewModel.newDueLabel == "No due date")
        #expect(viewModel.newDueAccessibleName == "Due date: none")
        #expect(viewModel.newDueCalendarDay == Self.today, "with no day chosen the calendar opens on today")
        viewModel.newDueDayPicked(Self.day)
        #expect(viewModel.newDueDate == "15/01/2099")
        #expect(viewModel.newDueLabel == "15 Jan 2099")
        #expect(viewModel.newDueAccessibleName == "Due date: 15 Jan 2099")
        #expect(viewModel.newDueCalendarDay == Self.day)
        viewModel.newDueDayPicked(CalendarDay(year: 2026, month: 11, day: 23)!)
        #expect(viewModel.newDueLabel == "Due tomorrow")
        #expect(viewModel.newDueAccessibleName == "Due date: tomorrow")
        viewModel.newDueDayPicked(Self.today)
        #expect(viewModel.newDueLabel == "Due today")
        viewModel.newDueDayPicked(year: 2099, month: 2, day: 30)
        #expect(viewModel.newDueDay == Self.today, "a day that does not exist is ignored")
        viewModel.newDueDayPicked(year: 2099, month: 2, day: 28)
        #expect(viewModel.newDueDate == "28/02/2099")
        viewModel.newDueCleared()
        #expect(viewModel.newDueDate == "")
        #expect(viewModel.newDueDay == nil)
        #expect(viewModel.newDueLabel == "No due date")
    }

    @Test("bad input becomes a typed problem, a worded error, and blocks Add")
    func problems() async throws {
        let (viewModel, store) = try await viewModel(locale: "en_US")
        viewModel.newTitleChanged("Call")
        viewModel.newDueDateChanged("soon")
        #expect(viewModel.newDueDateProblem == .unreadable)
        #expect(viewModel.newDueDateError == "Due date must be a date like 11/22/2026 or 2026-11-22")
        #expect(viewModel.newDueLabel == "Invalid due date")
        #expect(viewModel.newDueAccessibleName == "Due date: invalid")
        #expect(viewModel.isAddEnabled == false)
        viewModel.newDueDateChanged("02/30/2099")
        #expect(viewModel.newDueDateProblem == .noSuchDay)
        #expect(viewModel.newDueDateError == "Due date “02/30/2099” does not exist")
        #expect(await viewModel.addTapped().value == false)
        #expect(await store.calls(.addTask) == 0)
    }

    @Test("in a locale that writes dates as YYYY-MM-DD, the example is given once")
    func isoLocaleExample() async throws {
        let (viewModel, _) = try await viewModel(locale: "sv_SE")
        viewModel.newDueDateChanged("soon")
        #expect(viewModel.newDueDateError == "Due date must be a date like 2026-11-22")
    }
}
