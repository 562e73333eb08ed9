import CGtk
import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterModel
import RosterViewModels
import XCTest

/// The main window's size and maximised state kept in Roster's real GSettings
/// schema (data/, compiled for the test with `glib-compile-schemas --strict`),
/// on a memory backend shared by the windows of one test.
final class RosterWindowStateTests: XCTestCase {
    private var schemas: URL!

    override func setUpWithError() throws {
        setenv("GSETTINGS_BACKEND", "memory", 1)  // nothing of this process reaches the user's dconf
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data")
        schemas = FileManager.default.temporaryDirectory.appendingPathComponent("roster-schemas-\(UUID().uuidString)")
        try CompiledSchemas.compile(files: [data.appendingPathComponent("\(RosterRelease.applicationID).gschema.xml")], in: schemas)
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: schemas)
    }

    func testAClosedWindowsSizeIsRestoredForTheNextWindow() throws {
        let directory = schemas.path
        try MainActor.assumeIsolated {
            let backend = SettingsBackend.memory()
            var log: [String] = []
            let settings = try XCTUnwrap(RosterWindowState.openSettings(schemaDirectory: directory, backend: backend) { log.append($0) })
            XCTAssertEqual(log, [])

            let first = try Self.mainWindow()
            XCTAssertNotNil(RosterWindowState.remember(first.window, in: settings))
            XCTAssertEqual(Self.defaultSize(first.window), [1040, 720], "the schema's defaults")
            first.present()
            MainLoopBridge.iterateUntilIdle()
            let opened = first.window.allocatedSize
            first.window.setDefaultSize(width: 900, height: 650)  // what a user's resize leaves behind
            XCTAssertTrue(MainLoopBridge.iterate(until: { first.window.allocatedSize != opened }), "resized: \(first.window.allocatedSize)")
            // The allocation can be smaller than the default size (client-side frame): the default size is what is saved.
            let closedAt = first.window.allocatedSize
            first.window.close()  // the close button: the view model approves, the window goes
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { (try? settings.int32(forKey: RosterWindowState.widthKey)) == 900 }),
                "closing saves the size")
            XCTAssertEqual(try settings.int32(forKey: RosterWindowState.heightKey), 650)
            XCTAssertEqual(try settings.bool(forKey: RosterWindowState.maximizedKey), false)

            // The next launch: its own settings object on the same store.
            let reopened = try XCTUnwrap(RosterWindowState.openSettings(schemaDirectory: directory, backend: backend))
            let second = try Self.mainWindow()
            defer {
                second.window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            RosterWindowState.remember(second.window, in: reopened)
            XCTAssertEqual(Self.defaultSize(second.window), [900, 650])
            second.present()
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { second.window.allocatedSize == closedAt }),
                "the next window opens at the size the last one closed at, \(closedAt): \(second.window.allocatedSize)")
        }
    }

    func testAMaximisedWindowOpensMaximisedNextTime() throws {
        let directory = schemas.path
        try MainActor.assumeIsolated {
            let settings = try XCTUnwrap(RosterWindowState.openSettings(schemaDirectory: directory, backend: .memory()))
            try settings.set(true, forKey: RosterWindowState.maximizedKey)
            let window = try Self.mainWindow()
            defer {
                window.window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            RosterWindowState.remember(window.window, in: settings)
            XCTAssertNotEqual(gtk_window_is_maximized(window.window.pointer.assumingMemoryBound(to: GtkWindow.self)), 0)
        }
    }

    func testWithoutTheSchemaOneLineSaysSoAndTheWindowKeepsItsSize() throws {
        let elsewhere = schemas.appendingPathComponent("other")
        try CompiledSchemas.compile(
            [
                "other.gschema.xml": """
                <schemalist><schema id="io.github.rosterteam.Other" path="/io/github/rosterteam/Other/">
                <key name="flag" type="b"><default>false</default></key></schema></schemalist>
                """
            ], in: elsewhere)
        MainActor.assumeIsolated {
            var log: [String] = []
            XCTAssertNil(RosterWindowState.openSettings(schemaDirectory: elsewhere.path, backend: .memory()) { log.append($0) })
            XCTAssertEqual(log, ["window size not remembered: GSettings schema io.github.rosterteam.Roster is not installed"])
        }
    }

    func testAnInstalledSchemaWithoutTheKeysLeavesTheWindowAlone() throws {
        let old = schemas.appendingPathComponent("old")
        try CompiledSchemas.compile(
            [
                "old.gschema.xml": """
                <schemalist><schema id="\(RosterRelease.applicationID)" path="/io/github/rosterteam/Roster/">
                <key name="window-width" type="i"><default>10</default></key></schema></schemalist>
                """
            ], in: old)
        try MainActor.assumeIsolated {
            var log: [String] = []
            let settings = try XCTUnwrap(RosterWindowState.openSettings(schemaDirectory: old.path, backend: .memory()))
            let window = try Self.mainWindow()
            defer {
                window.window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            XCTAssertNil(RosterWindowState.remember(window.window, in: settings) { log.append($0) })
            XCTAssertEqual(log, ["window size not remembered: GSettings schema \(RosterRelease.applicationID) has no key window-height"])
            XCTAssertEqual(Self.defaultSize(window.window), [1040, 720], "the window's own default size")
        }
    }

    /// A main window on the sample people, not yet presented.
    @MainActor
    private static func mainWindow() throws -> MainWindow {
        let app = AppViewModel(
            store: TestPeopleStore(people: try TestPeopleStore.samplePeople()),
            avatars: AvatarLibrary(
                directory: FileManager.default.temporaryDirectory
                    .appendingPathComponent("roster-gtk-tests-avatars")),
            clock: .system, locale: Locale(identifier: "en_US"))
        return MainWindow(application: nil, app: app)
    }

    @MainActor
    private static func defaultSize(_ window: Window) -> [Int32] {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.pointer.assumingMemoryBound(to: GtkWindow.self), &width, &height)
        return [width, height]
    }
}
