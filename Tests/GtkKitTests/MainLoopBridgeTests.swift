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
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { ranBlock && ranTask }, timeout: .seconds(3)),
                "main-queue work must run while only GLib's loop is iterated")
        }
    }

    func testWithoutTheBridgeGLibDoesNotRunMainQueueWork() {
        MainActor.assumeIsolated {
            MainLoopBridge.uninstall()
            defer { MainLoopBridge.install() }
            var ran = false
            DispatchQueue.main.async { ran = true }
            // A low-priority idle runs only once GLib has dispatched everything more urgent that
            // was ready: after it, main-queue work GLib could run would have run.
            var idleRan = false
            let box = Unmanaged.passRetained(IdleFlag { idleRan = true }).toOpaque()
            g_idle_add_full(
                G_PRIORITY_LOW,
                { data in
                    Unmanaged<IdleFlag>.fromOpaque(data!).takeRetainedValue().set()
                    return 0  // G_SOURCE_REMOVE
                }, box, nil)
            XCTAssertTrue(MainLoopBridge.iterate(until: { idleRan }, timeout: .seconds(2)), "GLib never went idle")
            XCTAssertFalse(ran, "sanity check: GLib alone never drains Swift's main queue")
            MainLoopBridge.install()
            XCTAssertTrue(MainLoopBridge.iterate(until: { ran }, timeout: .seconds(2)), "installing the bridge drains what was queued")
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

    func testWaitLetsGLibRunUntilTheConditionHoldsAndGivesUpAtItsTimeout() {
        MainActor.assumeIsolated {
            var flag = false
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) { flag = true }
            var results: [Bool] = []
            var gaveUpAfter: Double = 0
            Task { @MainActor in
                results.append(await MainLoopBridge.wait(until: { flag }, timeout: .seconds(3)))
                let start = g_get_monotonic_time()
                results.append(await MainLoopBridge.wait(until: { false }, timeout: .milliseconds(100)))
                gaveUpAfter = Double(g_get_monotonic_time() - start) / 1_000_000
            }
            XCTAssertTrue(MainLoopBridge.iterate(until: { results.count == 2 }, timeout: .seconds(5)), "wait never returned")
            XCTAssertEqual(results, [true, false], "held once the queued work ran; never held: false")
            XCTAssertGreaterThanOrEqual(gaveUpAfter, 0.1, "gave up before its timeout")
            XCTAssertLessThan(gaveUpAfter, 2, "waited far past its timeout")
        }
    }
}

/// What a GLib idle callback sets (passed to it as its data).
private final class IdleFlag {
    let set: () -> Void
    init(_ set: @escaping () -> Void) { self.set = set }
}
