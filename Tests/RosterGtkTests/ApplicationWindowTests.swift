import Foundation
import GtkKit
import GtkTestSupport
import RosterGtkScenarios
import RosterModel
import RosterTesting
import RosterViewModels
import XCTest

@testable import RosterGtk

/// The main window as an application's window: its commands are actions with the
/// application's accelerators, their enabled state is the view model's, and the
/// primary menu names only actions that exist.
final class ApplicationWindowTests: XCTestCase {
    @MainActor
    private final class Opened {
        let app: AppViewModel
        let window: MainWindow
        init() throws {
            try GtkTestSupport.initialize()
            let application = try GtkTestSupport.registeredApplication()
            RosterActions.registerAccelerators(in: application)
            app = AppViewModel(
                store: try InMemoryRosterStore.sampleData(),
                avatars: AvatarLibrary(
                    directory: FileManager.default.temporaryDirectory
                        .appendingPathComponent("roster-app-window-tests-avatars")), locale: Locale(identifier: "en_US"))
            window = MainWindow(application: application, app: app, undoTimeout: 0)
            try RosterActions.attachShortcutsWindow(to: window.window)
            window.present()
        }

        func waitUntil(
            _ description: String, timeout: Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line,
            _ condition: () -> Bool
        ) {
            if !MainLoopBridge.iterate(until: condition, timeout: timeout) {
                XCTFail("timed out waiting until \(description)", file: file, line: line)
            }
        }

        func close() {
            if app.question != nil { window.answerQuestion(.discard) }
            window.window.destroy()
            MainLoopBridge.iterateUntilIdle()
        }
    }

    func testTheApplicationsAcceleratorsRunTheWindowsActions() throws {
        try MainActor.assumeIsolated {
            let opened = try Opened()
            defer { opened.close() }
            let window = opened.window
            opened.waitUntil("the list shows") { window.listPage == "list" }
            XCTAssertTrue(window.pressShortcut("<Control>n"), "the application's Ctrl+N")
            opened.waitUntil("a new person's form opens") { opened.app.profile?.isNew == true && window.profilePage == "form" }
            XCTAssertTrue(window.profileFieldHasFocus(.name))

            XCTAssertFalse(window.commands.save.isEnabled, "an empty form cannot be saved: win.save is disabled")
            XCTAssertFalse(window.detailPane.profile.save.acceptsInput, "and so is Save")
            window.typeInProfile(.name, "Ada Lovelace")
            window.typeInProfile(.email, "ada@example.org")
            opened.waitUntil("win.save is enabled (Save says \(window.saveButton.tooltip ?? "nothing"))") { window.commands.save.isEnabled }
            XCTAssertTrue(window.detailPane.profile.save.acceptsInput, "Save follows win.save")
            XCTAssertTrue(window.pressShortcut("<Control>s"))
            opened.waitUntil("Ctrl+S saved the new person") { opened.app.profile?.isNew == false }

            XCTAssertTrue(window.pressShortcut("<Control>w"), "the application's Ctrl+W")
            opened.waitUntil("the window closes") { window.isClosed }
        }
    }

    func testCtrlWWithUnsavedEditsAsksFirstAndTheDeleteActionFollowsTheViewModel() throws {
        try MainActor.assumeIsolated {
            let opened = try Opened()
            defer { opened.close() }
            let window = opened.window
            opened.waitUntil("the list shows") { window.listPage == "list" }
            XCTAssertFalse(window.commands.deletePerson.isEnabled, "nobody selected: nobody to delete")
            let leanne = try XCTUnwrap(opened.app.people.listing.rowIndex(ofPersonID: 1))
            window.selectRow(leanne)
            opened.waitUntil("her profile shows") { window.profilePage == "form" }
            XCTAssertTrue(window.commands.deletePerson.isEnabled)
            XCTAssertEqual(window.detailPane.profile.deletePerson.acceptsInput, true)

            window.typeInProfile(.name, "Leanne G.")
            opened.waitUntil("the edit registers") { window.commands.save.isEnabled }
            XCTAssertTrue(window.pressShortcut("<Control>w"))
            opened.waitUntil("the unsaved-changes question shows") { window.questionShown != nil }
            XCTAssertFalse(window.isClosed, "nothing closes before the answer")
            window.answerQuestion(.cancel)
            opened.waitUntil("the question goes") { window.questionShown == nil }
            XCTAssertFalse(window.isClosed)
        }
    }

    func testThePrimaryMenuNamesOnlyActionsTheWindowHasAndAboutOpens() throws {
        try MainActor.assumeIsolated {
            let opened = try Opened()
            defer { opened.close() }
            let window = opened.window
            XCTAssertTrue(window.menuButton.isOnScreen)
            XCTAssertEqual(window.menuButton.accessibleName, ControlNames.mainMenu)
            let menu = try XCTUnwrap(window.menuButton.menuModel)
            XCTAssertEqual(menu.allActionNames, ["win.import", "win.import-url", "win.export", "win.show-help-overlay", "app.about"])
            for name in menu.allActionNames where name.hasPrefix("win.") {
                XCTAssertTrue(
                    window.window.hasAction(named: String(name.dropFirst(4))) || name == RosterActions.showShortcuts.name,
                    "the menu names \(name), which the window lacks")
            }
            XCTAssertTrue(window.window.activateAction(RosterActions.about.name), "app.about exists")
            opened.waitUntil("the About window shows") { window.aboutWindow?.isShown == true }
            window.aboutWindow?.close()
        }
    }
}
