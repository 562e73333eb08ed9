import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTesting
import RosterViewModels
import XCTest

/// Every accelerator of the main window, pressed through GTK's shortcut
/// controllers (as a key press reaches them): a broken or missing accelerator fails here.
final class AcceleratorWindowTests: XCTestCase {
    @MainActor
    private static func openLeanne() throws -> WindowHarness {
        try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
    }

    func testCtrlSSavesTheProfileAndIsRefusedWhileSaveIsDisabled() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.openLeanne()
            defer { harness.close() }
            harness.window.typeInProfile(.email, "not-an-email")
            harness.waitUntil("Save is disabled") { harness.window.saveButton.tooltip == "Email is not valid" }
            XCTAssertTrue(harness.window.pressShortcut("<Control>s"), "a shortcut handles Ctrl+S")
            MainLoopBridge.iterateUntilIdle()
            XCTAssertNotEqual(harness.window.profileStatus, "Saved", "Ctrl+S does not save what Save refuses")

            harness.window.typeInProfile(.email, "leanne@example.org")
            harness.waitUntil("Save becomes enabled") { harness.window.saveButton.enabled }
            XCTAssertTrue(harness.window.pressShortcut("<Control>s"))
            harness.waitUntil("Ctrl+S saved") { harness.window.profileStatus == "Saved" }
            XCTAssertFalse(harness.window.saveButton.enabled, "nothing left to save")
        }
    }

    func testCtrlQWithUnsavedEditsAsksFirst() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.openLeanne()
            defer { harness.close() }
            harness.window.typeInProfile(.name, "Leanne G.")
            harness.waitUntil("the edit registers") { harness.window.saveButton.enabled }
            XCTAssertTrue(harness.window.pressShortcut("<Control>q"), "a shortcut handles Ctrl+Q")
            harness.waitUntil("the unsaved-changes question shows") { harness.window.questionShown != nil }
        }
    }

    func testCtrlFMovesFocusToTheSearchFromAnywhere() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.openLeanne()
            defer { harness.close() }
            XCTAssertTrue(harness.window.focusProfileField(.phone))
            XCTAssertFalse(harness.window.searchHasFocus)
            XCTAssertTrue(harness.window.pressShortcut("<Control>f"), "a shortcut handles Ctrl+F")
            harness.waitUntil("the search has focus") { harness.window.searchHasFocus }
        }
    }

    func testAnUnboundKeyIsNotHandled() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.openLeanne()
            defer { harness.close() }
            harness.window.focusList()
            XCTAssertFalse(harness.window.pressShortcut("<Control><Shift>y"), "only real accelerators are handled")
        }
    }
}
