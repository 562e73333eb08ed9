import CGtk
import GtkKit
import GtkTestSupport
import RosterGtkScenarios
import RosterTesting
import XCTest

@testable import RosterGtk

/// What the first frame does not show is not built before it: a window opened with nobody
/// selected has no person's pages. They are built the first time they are needed, and then
/// work as if they had always been there.
final class BuiltOnFirstUseWindowTests: XCTestCase {
    func testNobodySelectedBuildsNoPagesAndTheFirstPersonShownDoes() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            XCTAssertNil(harness.window.detailPane.builtPages, "nobody is selected: no Profile or Tasks page yet")
            XCTAssertFalse(harness.window.showsPerson)

            harness.window.selectRow(try XCTUnwrap(harness.viewModel.listing.rowIndex(ofPersonID: 1)))
            harness.waitUntil("Leanne is shown") { harness.window.showsPerson }
            let pages = try XCTUnwrap(harness.window.detailPane.builtPages, "the first person shown builds the pages")
            harness.waitUntil("her profile shows") { pages.profile.root.visiblePage == "form" }
            XCTAssertTrue(pages.profile.save.isOnScreen)
            XCTAssertEqual(harness.window.shownDetailPage, "profile")
            // What the window connects once the pages exist: Save is its default button.
            let window = UnsafeMutableRawPointer(harness.window.window.widget).assumingMemoryBound(to: GtkWindow.self)
            XCTAssertEqual(gtk_window_get_default_widget(window), pages.profile.save.widget)
            XCTAssertEqual(pages.profile.deletePerson.detailedActionName, RosterActions.deletePerson.name)
            XCTAssertTrue(harness.window.commands.showTasks.isEnabled, "a saved person's Tasks page can be chosen")
            XCTAssertEqual(pages.shownButton(for: .tasks)?.isSensitive, true)

            // Another person shows in the same pages.
            harness.window.selectRow(try XCTUnwrap(harness.viewModel.listing.rowIndex(ofPersonID: 2)))
            harness.waitUntil("Ervin is shown") { harness.window.detailTitle.title == "Ervin Howell" }
            XCTAssertTrue(harness.window.detailPane.builtPages === pages, "built once")
        }
    }
}
