import CGtk
import GtkKit
import GtkTestSupport
import RosterGtkScenarios
import RosterTesting
import XCTest

@testable import RosterGtk

/// What the first frame does not show is not built before it: a window opened with nobody
/// selected has neither a person's pages nor any of its dialogs. Each is built the first time
/// it is needed, and then works as if it had always been there.
final class BuiltOnFirstUseWindowTests: XCTestCase {
    /// The windows GTK holds that are transient for `window`: its dialogs, shown or not.
    @MainActor
    private static func dialogs(of window: MainWindow) -> [UnsafeMutableRawPointer] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var dialogs: [UnsafeMutableRawPointer] = []
        var node = list
        while let current = node {
            if let toplevel = current.pointee.data,
                let parent = gtk_window_get_transient_for(toplevel.assumingMemoryBound(to: GtkWindow.self)),
                OpaquePointer(parent) == OpaquePointer(window.window.widget)
            {
                dialogs.append(toplevel)
            }
            node = current.pointee.next
        }
        return dialogs
    }

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

    func testNoDialogIsBuiltUntilItsFirstShowAndHistoryThenOpensAndCloses() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            XCTAssertEqual(
                Self.dialogs(of: harness.window).count, 0, "History, password, import and report dialogs wait for their first show")

            XCTAssertTrue(harness.window.detailPane.profile.history.click(), "History is enabled")
            harness.waitUntil("her History opens") { harness.window.historyDialog.window.isVisible }
            let history = UnsafeMutableRawPointer(harness.window.historyDialog.window.widget)
            XCTAssertEqual(Self.dialogs(of: harness.window), [history], "only the History is built")
            XCTAssertEqual(harness.window.historyDialog.heading.subtitle, "Leanne Graham")

            XCTAssertTrue(harness.window.historyDialog.close.click())
            harness.waitUntil("her History closes") { !harness.window.historyDialog.window.isVisible && harness.app.history == nil }
            XCTAssertTrue(harness.window.detailPane.profile.history.click(), "History is enabled")
            harness.waitUntil("it opens again") { harness.window.historyDialog.window.isVisible }
            XCTAssertEqual(Self.dialogs(of: harness.window).count, 1, "the same dialog again, not another one")
        }
    }
}
