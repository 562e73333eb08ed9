import GtkKit
import GtkTestSupport
import RosterGtkScenarios
import RosterModel
import RosterTesting
import XCTest

@testable import RosterGtk

/// The signed-in part, as the window shows it before anyone tries: what a member may not do is
/// insensitive, and the tooltip (what hovering shows and a screen reader reads) says why.
final class PartsWindowTests: XCTestCase {
    /// The sample team's window, signed in as Antonette with `part`, showing Leanne (whose username is Bret).
    @MainActor
    private static func showingLeanne(toAntonetteAs part: DirectoryPart) throws -> WindowHarness {
        let store = try InMemoryRosterStore.sampleData()
        store.signIn(as: DirectoryAccess(part: part, userName: "Antonette"))
        return try WindowHarness.showingLeanne(store: store)
    }

    func testAMemberSeesWhyNewPersonImportAndSomeoneElsesProfileAreClosed() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.showingLeanne(toAntonetteAs: .member)
            defer { harness.close() }
            let window = harness.window
            let profile = window.detailPane.profile
            harness.waitUntil("Leanne's profile is read-only") { profile.readOnlyNotice.isVisible }
            let reason = "Only Bret or an administrator can edit this profile"
            XCTAssertEqual(profile.readOnlyNotice.text, reason)
            XCTAssertEqual(window.saveButton.tooltip, reason)
            XCTAssertFalse(profile.choosePhoto.isSensitive, "no photo for a profile one may not edit")
            XCTAssertEqual(window.deletePersonButton.enabled, false)
            XCTAssertEqual(window.deletePersonButton.tooltip, "Only an administrator can delete people")

            XCTAssertEqual(window.newPersonButtonShown.enabled, false)
            XCTAssertEqual(window.newPersonButtonShown.tooltip, "Only an administrator can add people")
            XCTAssertFalse(window.commands.newPerson.isEnabled, "Ctrl+N and the menu follow the button")
            XCTAssertFalse(window.importExport.importButton.isSensitive)
            XCTAssertEqual(window.importExport.importButton.tooltip, "Only an administrator can import into the directory")
            XCTAssertFalse(window.commands.importFile.isEnabled)
            XCTAssertTrue(window.importExport.exportButton.isSensitive, "everyone may export what they read")

            // Ctrl+N through the window's action does nothing for a member.
            let count = harness.viewModel.listing.rowCount
            window.window.activateAction(RosterActions.newPerson.name)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(window.detailTitle.title, "Leanne Graham", "no new person was started")
            XCTAssertEqual(harness.viewModel.listing.rowCount, count)
        }
    }

    func testAnAdministratorsButtonsSayWhatTheyDo() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.showingLeanne(toAntonetteAs: .admin)
            defer { harness.close() }
            let window = harness.window
            harness.waitUntil("Import is enabled for an administrator") { window.importExport.importButton.isSensitive }
            XCTAssertEqual(window.importExport.importButton.tooltip, "Import People")
            XCTAssertEqual(window.newPersonButtonShown.enabled, true)
            XCTAssertEqual(window.newPersonButtonShown.tooltip, "New Person")
            XCTAssertFalse(window.detailPane.profile.readOnlyNotice.isVisible)
            XCTAssertTrue(window.detailPane.profile.choosePhoto.isSensitive)
        }
    }
}
