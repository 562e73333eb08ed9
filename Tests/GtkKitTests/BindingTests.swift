import GtkKit
import GtkTestSupport
import Observation
import XCTest

@MainActor
@Observable
private final class Counter {
    var value = 0
    var label = "a"
}

final class BindingTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testAppliesAtBindTimeThenOncePerBurstOfChanges() {
        MainActor.assumeIsolated {
            let counter = Counter()
            var applied: [Int] = []
            let binding = Binding.bind({ counter.value }, to: { applied.append($0) })
            XCTAssertEqual(applied, [0], "the current value is applied when binding")
            counter.value = 1
            counter.value = 2
            counter.value = 3
            XCTAssertEqual(applied, [0], "updates wait for the next main-loop turn")
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(applied, [0, 3], "a burst of changes is one update with the latest value")
            counter.value = 4
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(applied, [0, 3, 4], "the binding re-arms after each update")
            binding.cancel()
        }
    }

    func testEqualValuesAreNotReapplied() {
        MainActor.assumeIsolated {
            let counter = Counter()
            var applied: [String] = []
            let binding = Binding.bind({ counter.label }, to: { applied.append($0) })
            counter.label = "b"
            counter.label = "a"
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(applied, ["a"], "a value that ends where it was applied is not applied again")
            binding.cancel()
        }
    }

    func testCancelledAndReleasedBindingsStopUpdating() {
        MainActor.assumeIsolated {
            let counter = Counter()
            var cancelledApplies = 0
            var releasedApplies = 0
            let cancelled = Binding.bind({ counter.value }, to: { _ in cancelledApplies += 1 })
            var bag: BindingBag? = BindingBag()
            bag?.bind({ counter.value }, to: { _ in releasedApplies += 1 })
            cancelled.cancel()
            bag = nil
            counter.value = 10
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(cancelledApplies, 1, "only the bind-time apply")
            XCTAssertEqual(releasedApplies, 1, "only the bind-time apply")
            XCTAssertNil(bag)
        }
    }
}
