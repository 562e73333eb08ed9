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
            XCTAssertEqual(page.newDue.label, "No due date")
            XCTAssertEqual(page.newDue.accessibleName, "Due date: none")

            page.newDue.popup()
            harness.waitUntil("the popover opens") { page.dueCalendar.isOnScreen }
            let today = tasks.newDueCalendarDay
            XCTAssertEqual(page.dueCalendar.selectedDay, CalendarView.Day(year: today.year, month: today.month, day: today.day))
            // Another month first (as the header's arrows do): the popover stays open.
            page.dueCalendar.pick(CalendarView.Day(year: 2099, month: 1, day: 16))
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(page.duePopover.isOpen)
            page.dueCalendar.pick(CalendarView.Day(year: 2099, month: 1, day: 15))
            harness.waitUntil("the button shows the day") { page.newDue.label == "Jan 15, 2099" }
            XCTAssertEqual(tasks.newDueDay, CalendarDay(year: 2099, month: 1, day: 15))
            XCTAssertEqual(page.dueEntry.text, "01/15/2099")
            XCTAssertEqual(page.newDue.accessibleName, "Due date: Jan 15, 2099")
            harness.waitUntil("a month's day closes the popover") { !page.duePopover.isOpen }

            // Moving to another month selects a day there too, and the popover stays open.
            page.newDue.popup()
            harness.waitUntil("the popover opens") { page.duePopover.isOpen }
            XCTAssertEqual(page.dueCalendar.selectedDay, CalendarView.Day(year: 2099, month: 1, day: 15), "it opens on the chosen day")
            page.dueCalendar.pick(CalendarView.Day(year: 2099, month: 2, day: 15))
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(page.duePopover.isOpen)
            XCTAssertEqual(tasks.newDueDay, CalendarDay(year: 2099, month: 2, day: 15))

            XCTAssertTrue(page.clearDue.click())
            harness.waitUntil("No Due Date clears it") { page.newDue.label == "No due date" }
            XCTAssertNil(tasks.newDueDay)
            XCTAssertEqual(page.dueEntry.text, "")
            harness.waitUntil("and closes the popover") { !page.duePopover.isOpen }
        }
    }

    func testADateTypedInGermanOrderIsTheDueDateAndAnImpossibleOneIsFlagged() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.tasksOfLeanne(locale: "de_DE")
            defer { harness.close() }
            let page = harness.window.detailPane.tasks
            let tasks = try XCTUnwrap(harness.app.tasks)
            XCTAssertEqual(page.dueEntry.placeholder, "DD.MM.YYYY", "the locale's order (the English catalog's letters)")
            page.newTitle.type("Flug buchen")
            page.newDue.popup()
            harness.waitUntil("the popover opens") { page.dueEntry.isOnScreen }
            harness.waitUntil("the entry takes the keyboard: type at once") { page.dueEntry.containsFocus }
            page.dueEntry.type("15.1.2099")
            harness.waitUntil("the button shows the day") { page.newDue.label == "15. Jan. 2099" }
            XCTAssertEqual(tasks.newDueDay, CalendarDay(year: 2099, month: 1, day: 15))
            XCTAssertEqual(page.dueCalendar.selectedDay, CalendarView.Day(year: 2099, month: 1, day: 15), "the calendar follows")
            page.dueEntry.activate()
            harness.waitUntil("Enter closes the popover") { !page.duePopover.isOpen }
            harness.waitUntil("the keyboard is back on the button") { page.newDue.containsFocus }

            page.dueEntry.type("31.02.2099")
            harness.waitUntil("the day is flagged") { tasks.newDueDateProblem == .noSuchDay }
            XCTAssertTrue(page.newDue.hasCSSClass("error"))
            XCTAssertFalse(page.add.isSensitive)
            page.dueEntry.type("15.01.2099")
            harness.waitUntil("Add is enabled") { page.add.isSensitive }
            XCTAssertFalse(page.newDue.hasCSSClass("error"))
            XCTAssertTrue(page.add.click())
            harness.waitUntil("the task is added") { tasks.tasks.last?.title == "Flug buchen" }
            XCTAssertEqual(tasks.tasks.last?.dueDate, CalendarDay(year: 2099, month: 1, day: 15))
        }
    }
}
