import CGtk
import GtkKit
import GtkTestSupport
import XCTest

/// libadwaita's view stack and its two switchers as a user meets them: a click on a
/// switcher's button shows its page and is reported; code that shows a page is not.
final class ViewStackTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testAClickOnEitherSwitcherShowsItsPageAndIsReportedWhileCodeIsNot() {
        MainActor.assumeIsolated {
            let stack = ViewStack()
            let first = stack.addPage(Label("first page"), name: "first", title: "First", iconName: "avatar-default-symbolic")
            stack.addPage(Label("second page"), name: "second", title: "Second", iconName: "checkbox-checked-symbolic")
            let switcher = ViewSwitcher(stack: stack, policy: .wide)
            let bar = ViewSwitcherBar(stack: stack)
            let column = Box(.vertical)
            column.append(switcher)
            column.append(stack)
            column.append(bar)
            let window = Window()
            window.setChild(column)
            window.setDefaultSize(width: 600, height: 400)
            window.present()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(stack.pages.map(\.name), ["first", "second"])
            XCTAssertEqual(first.title, "First")
            XCTAssertEqual(first.iconName, "avatar-default-symbolic")
            XCTAssertEqual(stack.page(named: "second")?.title, "Second")
            XCTAssertEqual(stack.visiblePage, "first", "the first page added shows first")

            var reported: [String?] = []
            stack.onVisiblePageChanged { reported.append($0) }
            let second = switcher.button(forPage: "second")
            XCTAssertEqual(second?.isActive, false)
            XCTAssertEqual(second?.click(), true, "the button is on screen and takes input")
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(stack.visiblePage, "second")
            XCTAssertEqual(reported, ["second"], "a click is reported once")
            XCTAssertEqual(second?.isActive, true, "the clicked button stays pressed")

            stack.visiblePage = "first"
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(reported, ["second"], "code showing a page is not reported back")
            XCTAssertEqual(switcher.button(forPage: "first")?.isActive, true, "the switcher follows the stack")
            XCTAssertEqual(bar.button(forPage: "first")?.isActive, true, "and so does the bar")

            XCTAssertFalse(bar.reveals)
            bar.reveals = true
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { bar.button(forPage: "second")?.isOnScreen == true }, timeout: .seconds(5)),
                "the bar never showed")
            XCTAssertEqual(bar.button(forPage: "second")?.click(), true)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(stack.visiblePage, "second")
            XCTAssertEqual(reported, ["second", "second"], "the bar's click is reported too")

            first.isVisible = false
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(switcher.button(forPage: "first")?.isVisible, false, "a hidden page has no button shown")
            XCTAssertNil(switcher.button(forPage: "third"))
        }
    }
}
