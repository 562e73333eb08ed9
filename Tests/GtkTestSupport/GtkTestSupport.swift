import CGtk
import Foundation
import GtkKit
import XCTest

/// GTK needs a display (run under `xvfb-run`) and one initialisation per process;
/// XCTest runs tests on the main thread, where GTK must be used.
public enum GtkTestSupport {
    /// Initialises GTK and the main-loop bridge, or fails the test when there is no display.
    /// Animations are off: what a step changes is on screen at the next frame.
    @MainActor
    public static func initialize() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
            throw NoDisplay()
        }
        if !initialized {
            XCTAssertTrue(Toolkit.initialize(), "GTK could not open the display")
            DesktopSettings.animationsEnabled = false
            initialized = true
        }
        MainLoopBridge.install()
    }

    @MainActor private static var initialized = false

    /// The GTK tests need a display: they fail, saying so, without one.
    public struct NoDisplay: Error, CustomStringConvertible {
        public var description: String { "no display: run the GTK tests under xvfb-run (make test does)" }
    }
}
