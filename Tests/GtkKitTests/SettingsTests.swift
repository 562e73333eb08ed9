import CGtk
import CGtkShims
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// `Settings` against a schema compiled for the test, on memory backends (nothing
/// reaches the user's dconf), and `WindowGeometry` remembering a window through it.
final class SettingsTests: XCTestCase {
    private static let schemaID = "io.github.rosterteam.GtkKitTests.Window"
    private static let schema = """
        <?xml version="1.0" encoding="UTF-8"?>
        <schemalist>
          <schema id="\(schemaID)" path="/io/github/rosterteam/GtkKitTests/Window/">
            <key name="window-width" type="i"><default>640</default><summary>Width</summary></key>
            <key name="window-height" type="i"><default>480</default><summary>Height</summary></key>
            <key name="window-maximized" type="b"><default>false</default><summary>Maximized</summary></key>
            <key name="zoom" type="i"><range min="1" max="10"/><default>5</default><summary>Zoom</summary></key>
            <key name="name" type="s"><default>'Ada &amp; Grace'</default><summary>Name</summary></key>
          </schema>
          <schema id="\(schemaID).Relocatable">
            <key name="flag" type="b"><default>false</default><summary>Flag</summary></key>
          </schema>
        </schemalist>
        """

    private var directory: URL!

    override func setUpWithError() throws {
        // Any GSettings that still uses the default backend stays in memory, not in the user's dconf
        // (read once per process, so this only helps when no GSettings was used before).
        setenv("GSETTINGS_BACKEND", "memory", 1)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-schemas-\(UUID().uuidString)")
        try CompiledSchemas.compile(["test.gschema.xml": Self.schema], in: directory)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    @MainActor
    private static func open(_ backend: SettingsBackend, _ directory: URL) throws -> Settings {
        try Settings(schemaID: schemaID, schemaDirectory: directory.path, backend: backend)
    }

    func testAMissingSchemaThrowsInsteadOfAborting() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try Settings(schemaID: "io.github.rosterteam.NotInstalledAnywhere")) { error in
                XCTAssertEqual(error as? SettingsError, .schemaNotInstalled(schemaID: "io.github.rosterteam.NotInstalledAnywhere"))
            }
            XCTAssertThrowsError(try Settings(schemaID: "io.github.rosterteam.NotInstalledAnywhere", schemaDirectory: directory.path)) {
                error in
                XCTAssertEqual(error as? SettingsError, .schemaNotInstalled(schemaID: "io.github.rosterteam.NotInstalledAnywhere"))
            }
            let empty = directory.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            XCTAssertThrowsError(try Settings(schemaID: Self.schemaID, schemaDirectory: empty.path)) { error in
                guard case .schemaDirectoryUnreadable(let path, _)? = error as? SettingsError else {
                    return XCTFail("expected schemaDirectoryUnreadable, got \(error)")
                }
                XCTAssertEqual(path, empty.path)
            }
            XCTAssertThrowsError(try Settings(schemaID: Self.schemaID + ".Relocatable", schemaDirectory: directory.path)) { error in
                XCTAssertEqual(error as? SettingsError, .relocatableSchema(schemaID: Self.schemaID + ".Relocatable"))
            }
        }
    }

    func testTypedValuesReadDefaultsAndRoundTrip() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            let settings = try Self.open(.memory(), directory)
            XCTAssertEqual(try settings.int32(forKey: "window-width"), 640)
            XCTAssertEqual(try settings.bool(forKey: "window-maximized"), false)
            XCTAssertEqual(try settings.string(forKey: "name"), "Ada & Grace")

            try settings.set(1234, forKey: "window-width")
            try settings.set(true, forKey: "window-maximized")
            try settings.set("Zoë <x> \"y\"", forKey: "name")
            XCTAssertEqual(try settings.int32(forKey: "window-width"), 1234)
            XCTAssertEqual(try settings.bool(forKey: "window-maximized"), true)
            XCTAssertEqual(try settings.string(forKey: "name"), "Zoë <x> \"y\"")
            XCTAssertTrue(try settings.isWritable("name"))

            try settings.reset("window-width")
            XCTAssertEqual(try settings.int32(forKey: "window-width"), 640, "reset gives the default back")
        }
    }

    func testKeysThatGLibWouldAbortOnThrow() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            let settings = try Self.open(.memory(), directory)
            XCTAssertThrowsError(try settings.int32(forKey: "window-depth")) { error in
                XCTAssertEqual(error as? SettingsError, .noSuchKey(key: "window-depth", schemaID: Self.schemaID))
            }
            XCTAssertThrowsError(try settings.set(true, forKey: "window-depth"))
            XCTAssertThrowsError(try settings.bool(forKey: "window-width")) { error in
                XCTAssertEqual(error as? SettingsError, .wrongType(key: "window-width", expected: "b", actual: "i"))
            }
            XCTAssertThrowsError(try settings.set("wide", forKey: "window-width"))
            XCTAssertThrowsError(try settings.set(11, forKey: "zoom")) { error in
                XCTAssertEqual(error as? SettingsError, .outOfRange(key: "zoom"))
            }
            XCTAssertEqual(try settings.int32(forKey: "zoom"), 5, "a refused write changes nothing")
            XCTAssertThrowsError(try settings.reset("window-depth"))
            XCTAssertEqual(settings.typeString(ofKey: "name"), "s")
            XCTAssertNil(settings.typeString(ofKey: "window-depth"))
        }
    }

    func testSettingsOnOneBackendShareValuesAndOthersDoNot() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            let backend = SettingsBackend.memory()
            let first = try Self.open(backend, directory)
            let second = try Self.open(backend, directory)
            let elsewhere = try Self.open(.memory(), directory)
            try first.set(900, forKey: "window-height")
            XCTAssertEqual(try second.int32(forKey: "window-height"), 900)
            XCTAssertEqual(try elsewhere.int32(forKey: "window-height"), 480)
        }
    }

    func testAKeyFileBackendKeepsValuesForTheNextProcess() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            let file = directory.appendingPathComponent("keyfile").path
            try Self.open(.keyFile(path: file), directory).set(777, forKey: "window-width")
            Settings.sync()
            let written = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertTrue(written.contains("window-width=777"), written)
            XCTAssertEqual(
                try Self.open(.keyFile(path: file), directory).int32(forKey: "window-width"), 777, "a fresh backend reads the file")
        }
    }

    // MARK: WindowGeometry

    func testGeometrySavedOnCloseIsAppliedToTheNextWindow() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let backend = SettingsBackend.memory()

            let first = Window()
            try WindowGeometry.remember(first, in: try Self.open(backend, directory))
            XCTAssertEqual(Self.defaultSize(first), [640, 480], "the schema's default size is applied")
            first.present()
            MainLoopBridge.iterateUntilIdle()
            // What a user's resize leaves behind: GTK keeps the last unmaximised size as the default size.
            first.setDefaultSize(width: 800, height: 600)
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { first.allocatedSize == (800, 600) }), "the window resizes: \(first.allocatedSize)")
            first.close()
            MainLoopBridge.iterateUntilIdle()

            let settings = try Self.open(backend, directory)
            XCTAssertEqual(try settings.int32(forKey: "window-width"), 800, "closing saved the width")
            XCTAssertEqual(try settings.int32(forKey: "window-height"), 600, "closing saved the height")
            XCTAssertEqual(try settings.bool(forKey: "window-maximized"), false)

            let second = Window()
            defer {
                second.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            try settings.rememberGeometry(of: second)
            XCTAssertEqual(Self.defaultSize(second), [800, 600], "the next window starts at the saved size")
            second.present()
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { second.allocatedSize == (800, 600) }), "shown at the saved size: \(second.allocatedSize)")
        }
    }

    func testDestroyingWithoutACloseRequestSavesToo() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let settings = try Self.open(.memory(), directory)
            let window = Window()
            try WindowGeometry.remember(window, in: settings)
            window.present()
            MainLoopBridge.iterateUntilIdle()
            window.setDefaultSize(width: 720, height: 510)
            window.destroy()  // as an application does once its close is approved
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(try settings.int32(forKey: "window-width"), 720)
            XCTAssertEqual(try settings.int32(forKey: "window-height"), 510)
        }
    }

    func testAnApplicationQuittingWithTheWindowOpenSavesItsGeometry() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let settings = try Self.open(.memory(), directory)
            // An application of its own: running it to its end shuts it down.
            let application = Application(id: "io.github.rosterteam.GtkKitTests.Quitting", isUnique: false)
            var window: Window?
            var failure: (any Error)?
            application.onActivated { [unowned application] in
                let shown = Window(application: application)
                window = shown
                do { try WindowGeometry.remember(shown, in: settings) } catch { failure = error }
                shown.present()
                shown.setDefaultSize(width: 760, height: 540)
                application.quit()  // as an app.quit action or SIGTERM do: no window is closed or destroyed
            }
            XCTAssertEqual(application.run(), 0)
            defer {
                window?.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            XCTAssertNil(failure)
            XCTAssertEqual(window.map { gtk_widget_get_realized($0.widget) }, 1, "the window outlived the application's run")
            XCTAssertEqual(try settings.int32(forKey: "window-width"), 760, "shutting down saved the width")
            XCTAssertEqual(try settings.int32(forKey: "window-height"), 540)
        }
    }

    func testTheMaximisedStateIsAppliedAndSavedKeepingTheUnmaximisedSize() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let settings = try Self.open(.memory(), directory)
            try settings.set(700, forKey: "window-width")
            try settings.set(500, forKey: "window-height")
            try settings.set(true, forKey: "window-maximized")

            let window = Window()
            try WindowGeometry.remember(window, in: settings)
            XCTAssertNotEqual(gtk_window_is_maximized(gk_window(window.pointer)), 0, "the window is to open maximised")
            XCTAssertEqual(Self.defaultSize(window), [700, 500], "its unmaximised size is the saved one")
            window.present()
            MainLoopBridge.iterateUntilIdle()
            try settings.set(false, forKey: "window-maximized")
            window.destroy()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(try settings.bool(forKey: "window-maximized"), true, "closing maximised saves maximised")
            XCTAssertEqual(try settings.int32(forKey: "window-width"), 700, "and keeps the unmaximised width")
            XCTAssertEqual(try settings.int32(forKey: "window-height"), 500)
        }
    }

    func testRememberingAgainReplacesTheEarlierSettings() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let earlier = try Self.open(.memory(), directory)
            let later = try Self.open(.memory(), directory)
            try later.set(1000, forKey: "window-width")
            let window = Window()
            try WindowGeometry.remember(window, in: earlier)
            try WindowGeometry.remember(window, in: later)
            XCTAssertEqual(Self.defaultSize(window), [1000, 480], "the later settings applied")
            window.present()
            MainLoopBridge.iterateUntilIdle()
            window.setDefaultSize(width: 820, height: 620)
            window.destroy()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(try later.int32(forKey: "window-width"), 820)
            XCTAssertEqual(try earlier.int32(forKey: "window-width"), 640, "the replaced geometry saves nothing")
        }
    }

    func testKeysOfTheWrongTypeAreRefusedAndTheWindowIsLeftAlone() throws {
        let directory: URL = self.directory
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let settings = try Self.open(.memory(), directory)
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            window.setDefaultSize(width: 300, height: 200)
            XCTAssertThrowsError(try WindowGeometry.remember(window, in: settings, maximizedKey: "zoom")) { error in
                XCTAssertEqual(error as? SettingsError, .wrongType(key: "zoom", expected: "b", actual: "i"))
            }
            XCTAssertThrowsError(try WindowGeometry.remember(window, in: settings, widthKey: "width"))
            XCTAssertEqual(Self.defaultSize(window), [300, 200])
        }
    }

    @MainActor
    private static func defaultSize(_ window: Window) -> [Int32] {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gk_window(window.pointer), &width, &height)
        return [width, height]
    }
}
