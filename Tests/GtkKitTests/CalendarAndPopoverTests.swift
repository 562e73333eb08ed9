import CGtk
import GtkKit
import GtkTestSupport
import XCTest

/// `CalendarView` over the real GtkCalendar, and a `MenuButton` that opens a `Popover`.
final class CalendarAndPopoverTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testPickingADayEmitsDaySelectedButSettingItDoesNot() {
        MainActor.assumeIsolated {
            let calendar = CalendarView()
            var selected: [CalendarView.Day] = []
            calendar.onDaySelected { selected.append($0) }

            let day = CalendarView.Day(year: 2099, month: 1, day: 15)
            calendar.selectedDay = day
            XCTAssertEqual(calendar.selectedDay, day)
            XCTAssertEqual(selected, [], "a day set by code is not the user's choice")

            // gtk_calendar_select_day emits day-selected, as a click on a day does.
            let picked = CalendarView.Day(year: 2099, month: 2, day: 28)
            calendar.pick(picked)
            XCTAssertEqual(calendar.selectedDay, picked)
            XCTAssertEqual(selected, [picked])

            calendar.pick(CalendarView.Day(year: 2099, month: 2, day: 30))
            XCTAssertEqual(calendar.selectedDay, picked, "a day that does not exist is ignored")
            XCTAssertEqual(selected, [picked])
        }
    }

    func testAMenuButtonWithAnIconAndALabelOpensAndClosesItsPopover() {
        MainActor.assumeIsolated {
            let window = Window()
            defer { window.destroy() }
            let entry = Entry()
            let popover = Popover(child: entry)
            let button = MenuButton(iconName: "x-office-calendar-symbolic", label: "No due date")
            button.popover = popover
            window.setChild(button)
            window.present()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(button.label, "No due date")
            button.label = "Jan 15, 2099"
            XCTAssertEqual(button.label, "Jan 15, 2099")
            button.buttonAccessibleName = "Due date: Jan 15, 2099"
            XCTAssertEqual(button.accessibleName, "Due date: Jan 15, 2099")
            let inner = gtk_widget_get_first_child(button.widget)!
            XCTAssertEqual(Widget.accessibleName(of: inner), "Due date: Jan 15, 2099", "the focusable button inside is named too")

            var opened = 0
            var closed = 0
            popover.onOpened { opened += 1 }
            popover.onClosed { closed += 1 }
            XCTAssertFalse(popover.isOpen)
            button.popup()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(popover.isOpen)
            XCTAssertTrue(entry.isOnScreen)
            popover.popdown()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertFalse(popover.isOpen)
            XCTAssertEqual([opened, closed], [1, 1])
        }
    }
}

extension CalendarAndPopoverTests {
    func testAnotherMonthOnTheSameDayIsReportedOnceAndADaySetByCodeCanBePickedAgain() {
        MainActor.assumeIsolated {
            let calendar = CalendarView()
            var selected: [CalendarView.Day] = []
            calendar.onDaySelected { selected.append($0) }
            calendar.selectedDay = CalendarView.Day(year: 2099, month: 1, day: 15)
            // GTK emits day-selected only when the day of the month changes: the month's notify tells.
            calendar.pick(CalendarView.Day(year: 2099, month: 2, day: 15))
            calendar.pick(CalendarView.Day(year: 2100, month: 3, day: 1))
            XCTAssertEqual(selected, [CalendarView.Day(year: 2099, month: 2, day: 15), CalendarView.Day(year: 2100, month: 3, day: 1)])
            calendar.selectedDay = CalendarView.Day(year: 2099, month: 2, day: 15)
            calendar.pick(CalendarView.Day(year: 2100, month: 3, day: 1))
            XCTAssertEqual(selected.count, 3, "the day code moved away from is the user's choice again")
        }
    }
}
