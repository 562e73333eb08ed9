import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTestSupport
import RosterTesting
import RosterViewModels
import XCTest

/// The password dialog, driven as a user does: typing through GTK's editable calls, clicking
/// its buttons, Escape through the window's shortcuts; over a directory whose server asks for
/// a password (`PasswordAskingSignIn`, the same fake the scenarios use).
final class PasswordDialogWindowTests: XCTestCase {
    static let password = "Tr0ub4dor&3 horse"

    @MainActor
    private static func open(keyringAnswers: Bool = true) throws -> (MainWindow, AppViewModel, PasswordAskingSignIn) {
        try GtkTestSupport.initialize()
        let signIn = PasswordAskingSignIn(
            password: Self.password, store: try InMemoryRosterStore.sampleData(), keyringAnswers: keyringAnswers)
        let app = AppViewModel(
            store: signIn.directory,
            avatars: AvatarLibrary(directory: FileManager.default.temporaryDirectory.appendingPathComponent("roster-gtk-tests-avatars")),
            locale: Locale(identifier: "en_US"))
        app.signIn = signIn
        let window = MainWindow(application: nil, app: app, undoTimeout: 0)
        window.present()
        return (window, app, signIn)
    }

    @MainActor
    private static func waitUntil(_ description: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) {
        if !MainLoopBridge.iterate(until: condition, timeout: .seconds(5)) {
            XCTFail("timed out waiting until \(description)", file: file, line: line)
        }
        MainLoopBridge.iterateUntilIdle()
    }

    func testWrongPasswordSaysSoAndClearsTheEntryTheRightOneOpensTheList() throws {
        try MainActor.assumeIsolated {
            let (window, app, signIn) = try Self.open()
            defer {
                window.window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let dialog = window.passwordDialog
            Self.waitUntil("the dialog shows") { dialog.window.isVisible && dialog.remember.isSensitive }
            XCTAssertEqual(dialog.heading.text, "Password Required")
            XCTAssertEqual(dialog.body.text, "The server of postgres://bret@db.example:5432/team asks for the password of bret.")
            XCTAssertEqual(dialog.remember.label, "Remember in the keyring")
            XCTAssertFalse(dialog.confirm.isSensitive, "nothing typed yet")
            XCTAssertEqual(dialog.confirm.tooltip, "Type the password")
            XCTAssertFalse(dialog.problem.isVisible)
            XCTAssertEqual(dialog.entry.accessibleName, "Password")

            dialog.entry.type("wrong")
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(dialog.confirm.isSensitive)
            XCTAssertNil(dialog.confirm.tooltip)
            // As a pointer's click does, Sign In takes the keyboard.
            XCTAssertTrue(dialog.confirm.grabFocus())
            XCTAssertTrue(dialog.confirm.click())
            Self.waitUntil("the refusal shows") { dialog.problem.isVisible }
            XCTAssertEqual(dialog.problem.text, "The server refused this password for bret.")
            XCTAssertEqual(dialog.entry.text, "", "the refused password is cleared")
            XCTAssertTrue(dialog.entry.containsFocus, "the keyboard is back in the entry for the next try")
            XCTAssertFalse(dialog.confirm.isSensitive)
            XCTAssertTrue(dialog.window.isVisible)

            XCTAssertTrue(dialog.remember.click())
            dialog.entry.type(Self.password)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(dialog.confirm.click())
            Self.waitUntil("the dialog closes and the list loads") { !dialog.window.isVisible && window.countLine == "10 people" }
            XCTAssertNil(app.passwordPrompt)
            XCTAssertEqual(signIn.kept, [Self.password], "Remember kept it")
        }
    }

    func testEscapeCancelsAndLeavesTheErrorPage() throws {
        try MainActor.assumeIsolated {
            let (window, app, signIn) = try Self.open(keyringAnswers: false)
            defer {
                window.window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let dialog = window.passwordDialog
            Self.waitUntil("the dialog shows, Remember disabled") {
                dialog.window.isVisible && dialog.remember.tooltip != "Looking for the keyring…"
            }
            XCTAssertFalse(dialog.remember.isSensitive)
            XCTAssertEqual(dialog.remember.tooltip, "No keyring answers (the desktop's Secret Service is not running)")
            dialog.entry.type("half typed")
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(dialog.window.activateShortcut("Escape"))
            Self.waitUntil("the dialog goes") { !dialog.window.isVisible }
            XCTAssertNil(app.passwordPrompt)
            XCTAssertEqual(window.listPage, "failed")
            XCTAssertTrue(signIn.kept.isEmpty)
        }
    }
}
