import CGtk
import Foundation
import GtkKit
import XCTest

/// GTK needs a display (run under `xvfb-run`) and one initialisation per process;
/// tests run on the main thread, where XCTest calls them.
enum GtkTestSupport {
    @MainActor
    static func initialize() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil else {
            throw XCTSkip("no display: run the GTK tests under xvfb-run (make test does)")
        }
        if !initialized {
            XCTAssertNotEqual(gtk_init_check(), 0, "gtk_init_check failed")
            initialized = true
        }
        MainLoopBridge.install()
    }

    @MainActor private static var initialized = false
}
