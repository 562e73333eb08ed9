import CGtk
import GtkKit
import GtkTestSupport
import RosterGtkScenarios
import RosterModel
import RosterTesting
import RosterViewModels
import XCTest

@testable import RosterGtk

/// The window from a phone's width to a desktop's: folded, it shows the list or
/// the person with a way back; every control a user needs stays inside the window.
final class AdaptiveLayoutWindowTests: XCTestCase {
    @MainActor
    private static func resize(_ harness: WindowHarness, width: Int32, height: Int32 = 720) {
        harness.window.window.setDefaultSize(width: width, height: height)
        // The default size counts the window's frame (a few pixels): what is left is the content's.
        harness.waitUntil("the window is \(width) px wide") {
            (width - 16...width).contains(gtk_widget_get_width(harness.window.toasts.widget))
        }
    }

    /// The sample team's window, shown at 360 px wide, folded.
    @MainActor
    private static func foldedWindow() throws -> WindowHarness {
        let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
        harness.waitUntil("the list shows") { harness.window.listPage == "list" }
        // As a user drags the edge: the leaflet folds first (and the form compacts its
        // buttons, which lets the window narrow further), then the window is 360 px.
        harness.window.window.setDefaultSize(width: 360, height: 720)
        harness.waitUntil("the leaflet folds") { harness.window.leaflet.isFolded }
        resize(harness, width: 360)
        return harness
    }

    /// Controls inside the window say nothing if the window itself grew past the screen: the
    /// window's own minimum width must stay within 360 px (a label that neither wraps nor
    /// ellipsizes, in a longer language, widens it).
    @MainActor
    private static func expectFits(_ window: MainWindow, _ when: String, file: StaticString = #filePath, line: UInt = #line) {
        var minimum: Int32 = 0
        gtk_widget_measure(window.window.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        XCTAssertLessThanOrEqual(minimum, 360, "the window needs \(minimum) px \(when)", file: file, line: line)
    }

    @MainActor
    private static func expectAtMostFourControls(in header: Widget, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let controls = interactiveControls(in: header.widget)
        XCTAssertLessThanOrEqual(controls.count, 4, "\(what) holds \(controls.map { $0.name ?? $0.role })", file: file, line: line)
    }

    func testAt360PixelsTheListAndThePersonShowOneAtATimeWithEveryControlInside() throws {
        try checkAt360Pixels()
    }

    /// German labels are longer: the narrow window still holds every control.
    func testAt360PixelsInGermanToo() throws {
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            guard Translations.activate(Locale(identifier: "de_DE")) else {
                throw MissingComponent("the de_DE.UTF-8 locale is not installed: run `make test-deps`")
            }
        }
        defer { MainActor.assumeIsolated { _ = Translations.activate(nil) } }
        try checkAt360Pixels()
    }

    private func checkAt360Pixels() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.foldedWindow()
            defer { harness.close() }
            let window = harness.window
            for control in [window.newPersonButton, window.menuButton, window.searchEntry] as [Widget] {
                XCTAssertTrue(
                    control.isWhollyInside(window.toasts),
                    "\(control.accessibleName ?? "?") is cut off at 360 px: \(String(describing: control.bounds(in: window.toasts)))")
            }
            // A header holds at most four controls: Import… and Export… are in the primary menu here.
            XCTAssertFalse(window.importExport.importButton.isOnScreen || window.importExport.exportButton.isOnScreen)
            Self.expectAtMostFourControls(in: window.sidebarHeader, "the People header")
            XCTAssertFalse(window.detailPane.profile.save.isOnScreen, "folded, the list shows alone")

            let leanne = try XCTUnwrap(harness.viewModel.listing.rowIndex(ofPersonID: 1))
            window.selectRow(leanne)
            harness.waitUntil("her profile shows") { window.profilePage == "form" && window.detailPane.profile.save.isOnScreen }
            XCTAssertFalse(window.listPane.list.isOnScreen, "folded, the person shows alone")
            // Narrow, the Profile and Tasks buttons are the view switcher bar's, at the bottom.
            harness.waitUntil("the switcher bar slides in") { window.detailPane.shownButton(for: .tasks)?.isOnScreen == true }
            XCTAssertFalse(window.detailPane.switcher.isOnScreen, "the wide switcher gives way to the bar")
            for control in [window.backButton, window.detailPane.profile.save, window.detailPane.profile.revert]
                + DetailPage.allCases.compactMap({ window.detailPane.shownButton(for: $0) }) as [Widget]
            {
                XCTAssertTrue(
                    control.isWhollyInside(window.toasts),
                    "\(control.accessibleName ?? "?") is cut off at 360 px: \(String(describing: control.bounds(in: window.toasts)))")
            }
            for row in window.detailPane.profile.rows {
                XCTAssertTrue(row.editor.isWhollyInside(window.toasts), "the \(row.field) field is cut off at 360 px")
            }
            // Delete Person ends the scrolling form: the keyboard reaching it scrolls it into view, whole.
            let deletePerson = window.detailPane.profile.deletePerson
            XCTAssertTrue(deletePerson.grabFocus())
            harness.waitUntil("Delete Person scrolls into view, whole") { deletePerson.isWhollyInside(window.toasts) }

            Self.expectFits(window, "with her profile open")
            Self.expectAtMostFourControls(in: window.contentHeader, "her header")
            XCTAssertEqual(window.detailTitle.title, "Leanne Graham", "the header names her")

            window.clickDetailPage(.tasks)
            harness.waitUntil("her tasks show") { window.tasksPage == "list" }
            let tasks = window.detailPane.tasks
            for control in [tasks.newTitle, tasks.dueDate.button, tasks.add] as [Widget] {
                harness.waitUntil("\(control.accessibleName ?? "?") is laid out inside the window") {
                    control.isWhollyInside(window.toasts)
                }
            }
            Self.expectFits(window, "with her tasks open")
            try Self.expectLongTaskTitleEllipsizedUntilEdited(in: tasks, harness: harness)

            XCTAssertTrue(window.backButton.click())
            harness.waitUntil("the list shows again") { window.listPane.list.isOnScreen }
            XCTAssertEqual(window.app.people.selectedPersonID, 1, "going back keeps the selection")
        }
    }

    /// A title too long for the row ends in "…" (an entry cannot ellipsize: a label covers it);
    /// focused, the entry's own text shows for typing, and the label is back once it is left.
    @MainActor
    private static func expectLongTaskTitleEllipsizedUntilEdited(in tasks: TasksPage, harness: WindowHarness) throws {
        let long = "laboriosam mollitia et enim quasi adipisci quia provident illum"
        harness.waitUntil("her long task is bound to a row") { tasks.list.boundRows.contains { $0.row.title.text == long } }
        let row = try XCTUnwrap(tasks.list.boundRows.first { $0.row.title.text == long }?.row)
        let cover = row.titleCover
        XCTAssertTrue(cover.isVisible)
        XCTAssertEqual(cover.text, long)
        let layout = gtk_label_get_layout(OpaquePointer(cover.widget))
        XCTAssertNotEqual(pango_layout_is_ellipsized(layout), 0, "cut with an ellipsis at 360 px")
        XCTAssertLessThanOrEqual(gtk_widget_get_width(cover.widget), gtk_widget_get_width(row.title.widget))
        XCTAssertTrue(row.title.grabFocus())
        harness.waitUntil("editing shows the entry's own text") { !cover.isVisible }
        XCTAssertTrue(row.check.grabFocus())
        harness.waitUntil("left, the title is covered again") { cover.isVisible }
    }

    func testWideTheListAndThePersonShowSideBySideWithoutABackButton() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            let window = harness.window
            window.window.setDefaultSize(width: 1040, height: 720)
            harness.waitUntil("the leaflet unfolds") { !window.leaflet.isFolded }
            XCTAssertTrue(window.listPane.list.isOnScreen)
            XCTAssertTrue(window.detailPane.profile.save.isWhollyInside(window.toasts))
            XCTAssertFalse(window.backButton.isOnScreen)
        }
    }

    func testEnterOnAPersonOpensThemAndDownFromTheSearchGoesIntoTheResults() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.foldedWindow()
            defer { harness.close() }
            let window = harness.window

            XCTAssertTrue(window.searchEntry.grabFocus())
            window.searchEntry.type("leanne")
            harness.waitUntil("the search narrows the list") { window.app.people.countText == "1 of 10 people" }
            XCTAssertTrue(window.window.activateShortcut("Down"), "Down in the search is not handled")
            harness.waitUntil("the keyboard is on her row") { window.listPane.list.containsFocus }
            let leanne = try XCTUnwrap(harness.viewModel.listing.rowIndex(ofPersonID: 1))
            XCTAssertEqual(leanne, 1, "the first result comes right after its section header")
            let row = try XCTUnwrap(window.listPane.list.boundRows.first { $0.index == leanne }?.row)
            XCTAssertEqual(window.window.focusWidget, row.root.parentWidget, "the keyboard is on her row, not on the header or the list")
            XCTAssertNil(harness.viewModel.selectedPersonID, "moving into the results selects nobody yet")
            // Enter on the row the keyboard is on (GTK's list.activate-item, as Enter runs it).
            XCTAssertTrue(window.listPane.list.activateRow(leanne))
            harness.waitUntil("Enter selects her") { harness.viewModel.selectedPersonID == 1 }
            harness.waitUntil("her profile opens with the keyboard in it") {
                window.detailPane.profile.save.isOnScreen && window.detailPane.root.containsFocus
            }
        }
    }
}
