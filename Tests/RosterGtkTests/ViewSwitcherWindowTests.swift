import CGtk
import GtkKit
import GtkTestSupport
import RosterGtkScenarios
import RosterTesting
import RosterViewModels
import XCTest

@testable import RosterGtk

/// The Profile and Tasks pages in libadwaita's view stack: switched by the view switcher
/// above them in a wide window and by the switcher bar at the bottom of a narrow one, by a
/// click on a button (GTK's own `clicked`, which toggles it and switches the stack) and by
/// Alt+1 / Alt+2. The view model decides which page shows; the switcher always says it.
final class ViewSwitcherWindowTests: XCTestCase {
    /// Leanne's pages, at `width` px.
    @MainActor
    private static func leanne(width: Int32) throws -> WindowHarness {
        let harness = try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
        harness.window.window.setDefaultSize(width: width, height: 720)
        harness.waitUntil("the window is \(width) px wide") {
            (width - 16...width).contains(gtk_widget_get_width(harness.window.toasts.widget))
                && harness.window.leaflet.isFolded == (width < 700)
        }
        if width < 700 {
            harness.window.showDetail(focusing: false)
            harness.waitUntil("folded, her pages show") { harness.window.detailPane.profile.save.isOnScreen }
        }
        return harness
    }

    /// The page shown, as the stack, the view model and each switcher's pressed button say it.
    @MainActor
    private static func expectShown(
        _ page: DetailPage, in harness: WindowHarness, file: StaticString = #filePath, line: UInt = #line
    ) {
        let pane = harness.window.detailPane
        harness.waitUntil("the \(page) page shows", file: file, line: line) {
            harness.window.shownDetailPage == page.rawValue && (page == .profile || harness.window.tasksPage == "list")
        }
        XCTAssertEqual(harness.app.detailPage, page, "the view model", file: file, line: line)
        for other in DetailPage.allCases {
            for button in [pane.switcher.button(forPage: other.rawValue), pane.switcherBar.button(forPage: other.rawValue)] {
                XCTAssertEqual(button?.isActive, other == page, "the \(other) button's pressed state", file: file, line: line)
            }
        }
    }

    /// Clicks, then Alt+2 and Alt+1, through the switcher the window shows.
    @MainActor
    private static func switchBothWays(_ harness: WindowHarness) {
        expectShown(.profile, in: harness)
        harness.window.clickDetailPage(.tasks)
        expectShown(.tasks, in: harness)
        harness.window.clickDetailPage(.profile)
        expectShown(.profile, in: harness)
        XCTAssertTrue(harness.window.pressShortcut("<Alt>2"), "Alt+2 is handled")
        expectShown(.tasks, in: harness)
        XCTAssertTrue(harness.window.pressShortcut("<Alt>1"), "Alt+1 is handled")
        expectShown(.profile, in: harness)
        // The view model's own change (a restored session, another front's intent) moves the switcher too.
        XCTAssertTrue(harness.app.tasksTabSelected())
        expectShown(.tasks, in: harness)
    }

    func testWideTheSwitcherAboveThePagesSwitchesThemByClickAndByAltNumber() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.leanne(width: 1040)
            defer { harness.close() }
            let pane = harness.window.detailPane
            XCTAssertTrue(pane.switcher.isOnScreen, "wide, the switcher is above the pages")
            XCTAssertFalse(pane.switcherBar.reveals, "wide, no bar at the bottom")
            XCTAssertEqual(harness.window.detailTitle.title, "Leanne Graham", "the header keeps her name")
            for page in DetailPage.allCases {
                let button = try XCTUnwrap(pane.shownButton(for: page))
                XCTAssertTrue(button.isWhollyInside(harness.window.toasts))
                XCTAssertEqual(button.accessibleName, page.title, "a screen reader hears \(page.title)")
                XCTAssertNotEqual(gtk_widget_is_ancestor(button.widget, pane.switcher.widget), 0, "the wide switcher's button")
            }
            Self.switchBothWays(harness)
            XCTAssertEqual(harness.window.detailTitle.subtitle, "Tasks", "the header's subtitle follows the page")
        }
    }

    func testNarrowTheBarAtTheBottomSwitchesThePagesByClickAndByAltNumber() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.leanne(width: 360)
            defer { harness.close() }
            let pane = harness.window.detailPane
            harness.waitUntil("the bar slides in") { pane.switcherBar.reveals && pane.shownButton(for: .tasks)?.isOnScreen == true }
            XCTAssertFalse(pane.switcher.isOnScreen, "narrow, the switcher moves to the bottom")
            for page in DetailPage.allCases {
                let button = try XCTUnwrap(pane.shownButton(for: page))
                XCTAssertTrue(button.isWhollyInside(harness.window.toasts), "\(page) is cut off at 360 px")
                XCTAssertEqual(button.accessibleName, page.title)
                XCTAssertNotEqual(gtk_widget_is_ancestor(button.widget, pane.switcherBar.widget), 0, "the bar's button")
            }
            Self.switchBothWays(harness)
        }
    }

    func testANewPersonsTasksCannotBeChosenByAnySwitcherOrKey() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            harness.window.clickNewPerson()
            harness.waitUntil("the empty form shows") { harness.window.showsPerson && harness.window.profilePage == "form" }
            let pane = harness.window.detailPane
            for button in [pane.switcher.button(forPage: "tasks"), pane.switcherBar.button(forPage: "tasks")] {
                XCTAssertEqual(button?.isSensitive, false, "a new person has no tasks yet")
            }
            XCTAssertFalse(harness.window.commands.showTasks.isEnabled, "win.show-tasks (Alt+2) is disabled with the page")
            harness.window.pressShortcut("<Alt>2")
            MainLoopBridge.iterateUntilIdle()
            Self.expectShown(.profile, in: harness)
            // Were the button pressed anyway (a toggle nobody guarded), the view model refuses and the stack stays.
            let tasks = try XCTUnwrap(pane.switcher.button(forPage: "tasks"))
            gtk_toggle_button_set_active(UnsafeMutableRawPointer(tasks.widget).assumingMemoryBound(to: GtkToggleButton.self), 1)
            MainLoopBridge.iterateUntilIdle()
            Self.expectShown(.profile, in: harness)
        }
    }
}
