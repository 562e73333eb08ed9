import GtkKit
import GtkTestSupport
import XCTest

/// What every `on…` method means: it adds a handler beside the others and
/// returns a connection that removes just that one; code's own writes run none.
final class HandlerTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testTextHandlersAddUpAndEachDisconnectsAlone() {
        MainActor.assumeIsolated {
            let entry = Entry()
            var first: [String] = []
            var second: [String] = []
            let firstConnection = entry.onTextChanged { first.append($0) }
            entry.onTextChanged { second.append($0) }
            entry.type("Ada")
            XCTAssertEqual(first, ["Ada"], "a second onTextChanged does not replace the first")
            XCTAssertEqual(second, ["Ada"])
            entry.text = "set by code"
            XCTAssertEqual(first, ["Ada"], "code's write runs neither handler")
            XCTAssertEqual(second, ["Ada"])
            firstConnection.disconnect()
            XCTAssertFalse(firstConnection.isConnected)
            entry.type("set by code!")
            XCTAssertEqual(first, ["Ada"], "a disconnected handler runs no more")
            XCTAssertEqual(second, ["Ada", "set by code!"], "the other one still runs")
            entry.text = "again by code"
            XCTAssertEqual(second.last, "set by code!", "blocking skips the disconnected handler and still blocks the rest")

            let textView = TextView()
            var views = 0
            var others = 0
            textView.onTextChanged { _ in views += 1 }
            textView.onTextChanged { _ in others += 1 }
            textView.type("Line")
            textView.text = "by code"
            XCTAssertEqual([views, others], [1, 1])
        }
    }

    func testToggleHandlersAddUp() {
        MainActor.assumeIsolated {
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let box = Box(.horizontal)
            let toggle = Switch()
            let check = CheckButton()
            let left = ToggleButton(label: "Left")
            let right = ToggleButton(label: "Right")
            right.join(left)
            for widget in [toggle, check, left, right] as [Widget] { box.append(widget) }
            window.setChild(box)
            window.present()
            MainLoopBridge.iterateUntilIdle()

            var flips: [Bool] = []
            var flipCount = 0
            toggle.onToggled { flips.append($0) }
            toggle.onToggled { _ in flipCount += 1 }
            XCTAssertTrue(toggle.click())
            toggle.isOn = false
            XCTAssertEqual(flips, [true])
            XCTAssertEqual(flipCount, 1)

            var ticks = 0
            var moreTicks = 0
            check.onToggled { ticks += 1 }
            let more = check.onToggled { moreTicks += 1 }
            XCTAssertTrue(check.click())
            more.disconnect()
            XCTAssertTrue(check.click())
            check.isActive = true
            XCTAssertEqual([ticks, moreTicks], [2, 1])

            var chosen: [String] = []
            right.onActivated { chosen.append("right") }
            right.onActivated { chosen.append("right again") }
            left.onActivated { chosen.append("left") }
            var clicks = 0
            right.onClicked { clicks += 1 }
            XCTAssertTrue(right.click(), "a toggle button clicks as the Button it is")
            XCTAssertEqual(chosen, ["right", "right again"])
            XCTAssertEqual(clicks, 1)
            left.isActive = true
            XCTAssertEqual(chosen, ["right", "right again"], "turning one on from code runs no handler, in the group either")
            XCTAssertFalse(right.isActive)
        }
    }
}
