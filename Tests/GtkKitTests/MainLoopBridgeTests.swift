import CGtk
import Dispatch
import GtkKit
import GtkTestSupport
import XCTest

final class MainLoopBridgeTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testMainQueueBlocksAndMainActorTasksRunInsideGLibIterations() {
        MainActor.assumeIsolated {
            var ranBlock = false
            var ranTask = false
            DispatchQueue.main.async { ranBlock = true }
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(10))
                ranTask = true
            }
            XCTAssertTrue(MainLoopBridge.iterate(until: { ranBlock && ranTask }, timeout: 3),
                          "main-queue work must run while only GLib's loop is iterated")
        }
    }

    func testWithoutTheBridgeGLibDoesNotRunMainQueueWork() {
        MainActor.assumeIsolated {
            MainLoopBridge.uninstall()
            defer { MainLoopBridge.install() }
            var ran = false
            DispatchQueue.main.async { ran = true }
            MainLoopBridge.iterate(until: { false }, timeout: 0.2)
            XCTAssertFalse(ran, "sanity check: GLib alone never drains Swift's main queue")
            MainLoopBridge.install()
            XCTAssertTrue(MainLoopBridge.iterate(until: { ran }, timeout: 2), "installing the bridge drains what was queued")
        }
    }

    func testAfterDrainingNothingStaysPending() {
        MainActor.assumeIsolated {
            // If the eventfd were not read, GLib would report the source ready forever (a spinning core).
            DispatchQueue.main.async {}
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(g_main_context_pending(nil), 0, "an idle loop must have nothing pending")
        }
    }
}
