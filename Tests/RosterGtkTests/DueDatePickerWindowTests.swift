import CGtk
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTesting
import RosterViewModels
import XCTest

/// The Tasks page's due date button, driven through the real widgets: the GtkCalendar in its
/// popover (`gtk_calendar_select_day` emits `day-selected`, as a click does), the entry through
/// GtkEditable (as typing does), and No Due Date.
final class DueDatePickerWindowTests: XCTestCase {
    @MainActor
    private static func tasksOfLeanne(locale: String = "en_US") throws -> WindowHarness {
        let harness = try WindowHarness(store: InMemoryRosterStore.sampleData(), locale: Locale(identifier: locale))
        harness.waitUntil("the list shows") { harness.window.listPage == "list" }
        harness.window.selectRow(harness.viewModel.listing.rowIndex(ofPersonID: 1)!)
        harness.waitUntil("Leanne's profile shows") { harness.window.profilePage == "form" }
        harness.window.clickDetailPage(.tasks)
        harness.waitUntil("her tasks show") { harness.window.tasksPage == "list" }
        return harness
    }

    func testAClickedDayInTheCalendarBecomesTheDueDateAndTheButtonSaysSo() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.tasksOfLeanne()
            defer { harness.close() }
            let page = harness.window.detailPane.tasks
            let tasks = try XCTUnwrap(harness.app.tasks)
            XCTAssertEqual(page.dueDate.button.label, "No due date")
            XCTAssertEqual(page.dueDate.button.accessibleName, "Due date: none")

            page.dueDate.button.popup()
            harness.waitUntil("the popover opens") { page.dueDate.calendar.isOnScreen }
            let today = tasks.newDueCalendarDay
            XCTAssertEqual(page.dueDate.calendar.selectedDay, CalendarView.Day(year: today.year, month: today.month, day: today.day))
            // Another month first (as the header's arrows do): the popover stays open.
            page.dueDate.calendar.pick(CalendarView.Day(year: 2099, month: 1, day: 16))
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(page.dueDate.popover.isOpen)
            page.dueDate.calendar.pick(CalendarView.Day(year: 2099, month: 1, day: 15))
            harness.waitUntil("the button shows the day") { page.dueDate.button.label == "Jan 15, 2099" }
            XCTAssertEqual(tasks.newDueDay, CalendarDay(year: 2099, month: 1, day: 15))
            XCTAssertEqual(page.dueDate.entry.text, "01/15/2099")
            XCTAssertEqual(page.dueDate.button.accessibleName, "Due date: Jan 15, 2099")
            harness.waitUntil("a month's day closes the popover") { !page.dueDate.popover.isOpen }

            // Moving to another month selects a day there too, and the popover stays open.
            page.dueDate.button.popup()
            harness.waitUntil("the popover opens") { page.dueDate.popover.isOpen }
            XCTAssertEqual(page.dueDate.calendar.selectedDay, CalendarView.Day(year: 2099, month: 1, day: 15), "it opens on the chosen day")
            page.dueDate.calendar.pick(CalendarView.Day(year: 2099, month: 2, day: 15))
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(page.dueDate.popover.isOpen)
            XCTAssertEqual(tasks.newDueDay, CalendarDay(year: 2099, month: 2, day: 15))

            XCTAssertTrue(page.dueDate.clearButton.click())
            harness.waitUntil("No Due Date clears it") { page.dueDate.button.label == "No due date" }
            XCTAssertNil(tasks.newDueDay)
            XCTAssertEqual(page.dueDate.entry.text, "")
            harness.waitUntil("and closes the popover") { !page.dueDate.popover.isOpen }
        }
    }

    func testADateTypedInGermanOrderIsTheDueDateAndAnImpossibleOneIsFlagged() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.tasksOfLeanne(locale: "de_DE")
            defer { harness.close() }
            let page = harness.window.detailPane.tasks
            let tasks = try XCTUnwrap(harness.app.tasks)
            XCTAssertEqual(page.dueDate.entry.placeholder, "DD.MM.YYYY", "the locale's order (the English catalog's letters)")
            page.newTitle.type("Flug buchen")
            page.dueDate.button.popup()
            harness.waitUntil("the popover opens") { page.dueDate.entry.isOnScreen }
            harness.waitUntil("the entry takes the keyboard: type at once") { page.dueDate.entry.containsFocus }
            page.dueDate.entry.type("15.1.2099")
            harness.waitUntil("the button shows the day") { page.dueDate.button.label == "15. Jan. 2099" }
            XCTAssertEqual(tasks.newDueDay, CalendarDay(year: 2099, month: 1, day: 15))
            XCTAssertEqual(page.dueDate.calendar.selectedDay, CalendarView.Day(year: 2099, month: 1, day: 15), "the calendar follows")
            page.dueDate.entry.activate()
            harness.waitUntil("Enter closes the popover") { !page.dueDate.popover.isOpen }
            harness.waitUntil("the keyboard is back on the button") { page.dueDate.button.containsFocus }

            page.dueDate.entry.type("31.02.2099")
            harness.waitUntil("the day is flagged") { tasks.newDueDateProblem == .noSuchDay }
            XCTAssertTrue(page.dueDate.button.hasCSSClass("error"))
            XCTAssertFalse(page.add.isSensitive)
            page.dueDate.entry.type("15.01.2099")
            harness.waitUntil("Add is enabled") { page.add.isSensitive }
            XCTAssertFalse(page.dueDate.button.hasCSSClass("error"))
            XCTAssertTrue(page.add.click())
            harness.waitUntil("the task is added") { tasks.tasks.last?.title == "Flug buchen" }
            XCTAssertEqual(tasks.tasks.last?.dueDate, CalendarDay(year: 2099, month: 1, day: 15))
        }
    }
}
