import CGtk
import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterViewModels
import XCTest

/// Roster's table of actions, their accelerators and titles: the shortcuts window
/// lists exactly what the application registers.
final class RosterActionsTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testTheShortcutsWindowListsRostersCommands() throws {
        try MainActor.assumeIsolated {
            let shortcuts = try RosterActions.makeShortcutsWindow()
            defer {
                gtk_window_destroy(shortcuts.pointer.assumingMemoryBound(to: GtkWindow.self))
                MainLoopBridge.iterateUntilIdle()
            }
            let shown = shortcuts.builtGroups.map { group in
                "\(group.title): " + group.shortcuts.map { "\($0.title) \($0.accelerators.joined(separator: "|"))" }.joined(separator: ", ")
            }
            XCTAssertEqual(
                shown,
                [
                    "General: New Person <Control>n, Find <Control>f, Import <Control>o, Import from URL <Shift><Control>o, Export <Control>e, "
                        + "Keyboard Shortcuts <Control>question|F1, Close Window <Control>w, Quit <Control>q",
                    "Person: Profile <Alt>1, Tasks <Alt>2, Save <Control>s, Delete Person Delete|<Control>Delete",
                ])
            XCTAssertEqual(shortcuts.builtGroups, RosterActions.shortcutsGroups, "built from the same table")
        }
    }

    func testTitlesComeFromTheViewModelsNames() {
        MainActor.assumeIsolated {
            XCTAssertEqual(RosterActions.newPerson.title, ControlNames.newPerson)
            XCTAssertEqual(RosterActions.save.title, ControlNames.save)
            XCTAssertEqual(RosterActions.deletePerson.title, ControlNames.deletePerson)
            XCTAssertEqual(RosterActions.importFile.title, "Import", "the button's name without its ellipsis")
            XCTAssertEqual(RosterActions.exportFile.title, "Export")
        }
    }

    func testNoTwoCommandsShareANameOrAKey() {
        MainActor.assumeIsolated {
            let names = RosterActions.all.map(\.name)
            XCTAssertEqual(Set(names).count, names.count, "\(names)")
            let keys = RosterActions.all.flatMap(\.accelerators)
            XCTAssertEqual(Set(keys).count, keys.count, "\(keys)")
            for action in RosterActions.all {
                XCTAssertTrue(action.name.hasPrefix("app.") || action.name.hasPrefix("win."), action.name)
                XCTAssertFalse(action.unprefixedName.contains("."), action.name)
            }
            XCTAssertEqual(RosterActions.quit.unprefixedName, "quit")
        }
    }

    func testTheApplicationGetsTheTablesWindowWideAcceleratorsOnly() throws {
        try MainActor.assumeIsolated {
            let application = try GtkTestSupport.registeredApplication()
            RosterActions.registerAccelerators(in: application)
            let gtkApplication = application.pointer.assumingMemoryBound(to: GtkApplication.self)
            for action in RosterActions.all {
                let registered = Self.strings(gtk_application_get_accels_for_action(gtkApplication, action.name))
                XCTAssertEqual(registered, action.scope == .window ? action.accelerators : [], action.name)
            }
            XCTAssertEqual(
                Self.strings(gtk_application_get_actions_for_accel(gtkApplication, "Delete")), [],
                "Delete stays with text fields: it is the people list's own shortcut")
            XCTAssertEqual(
                Self.strings(gtk_application_get_actions_for_accel(gtkApplication, "<Control>question")), ["win.show-help-overlay"])
        }
    }

    func testCtrlQuestionShowsTheShortcutsWindowOfAnApplicationWindow() throws {
        try withApplicationWindow { window in
            let shortcuts = try RosterActions.attachShortcutsWindow(to: window)
            window.present()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertFalse(shortcuts.isOnScreen)
            XCTAssertTrue(window.activateShortcut("<Control>question"), "an accelerator handles Ctrl+?")
            XCTAssertTrue(MainLoopBridge.iterate(until: { shortcuts.isOnScreen }), "Ctrl+? shows the shortcuts window")
            shortcuts.close()
            XCTAssertTrue(MainLoopBridge.iterate(until: { !shortcuts.isOnScreen }))
            XCTAssertTrue(window.activateShortcut("F1"), "an accelerator handles F1")
            XCTAssertTrue(MainLoopBridge.iterate(until: { shortcuts.isOnScreen }), "F1 shows the shortcuts window too")
        }
    }

    func testRostersWindowBuildsItsShortcutsWindowOnTheFirstCtrlQuestion() throws {
        try withApplicationWindow { window in
            let lazy = LazyShortcutsWindow(window: window)
            window.present()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(window.hasAction(named: "show-help-overlay"), "the action is there before the window is built")
            XCTAssertNil(lazy.shortcuts, "nothing built before it is asked for")
            XCTAssertTrue(window.activateShortcut("<Control>question"), "an accelerator handles Ctrl+?")
            let shortcuts = try XCTUnwrap(lazy.shortcuts, "Ctrl+? builds the shortcuts window")
            XCTAssertTrue(MainLoopBridge.iterate(until: { shortcuts.isOnScreen }), "Ctrl+? shows the shortcuts window")
            XCTAssertEqual(shortcuts.builtGroups, RosterActions.shortcutsGroups)
            shortcuts.close()
            XCTAssertTrue(MainLoopBridge.iterate(until: { !shortcuts.isOnScreen }))
            XCTAssertTrue(window.activateShortcut("F1"), "an accelerator handles F1")
            XCTAssertTrue(MainLoopBridge.iterate(until: { shortcuts.isOnScreen }), "F1 shows it again")
            XCTAssertTrue(lazy.shortcuts === shortcuts, "built once")
        }
    }

    func testAWindowWithoutAnApplicationGetsNoShortcutsWindow() throws {
        try MainActor.assumeIsolated {
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            XCTAssertThrowsError(try RosterActions.attachShortcutsWindow(to: window)) { error in
                XCTAssertEqual(error as? ShortcutsWindowError, .notAnApplicationWindow)
            }
        }
    }

    /// Runs `body` on a new window of the registered application, which has Roster's
    /// accelerators; the window is destroyed after.
    private func withApplicationWindow(_ body: @MainActor (Window) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let application = try GtkTestSupport.registeredApplication()
            RosterActions.registerAccelerators(in: application)
            let window = Window(application: application)
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            try body(window)
        }
    }

    /// A NULL-terminated string array GLib hands over (transfer full), freed.
    private static func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
        guard let array else { return [] }
        defer { g_strfreev(array) }
        var result: [String] = []
        var index = 0
        while let string = array[index] {
            result.append(String(cString: string))
            index += 1
        }
        return result
    }
}
