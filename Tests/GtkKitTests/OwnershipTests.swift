import CGtk
import CGtkShims
import GtkKit
import GtkTestSupport
import XCTest

private final class Sentinel {}

final class OwnershipTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testWrapperOwnsTheWidgetAndReleasesItOnDeinit() {
        MainActor.assumeIsolated {
            var watched: UnsafeMutableRawPointer?
            do {
                let label = Label("hello")
                XCTAssertEqual(g_object_is_floating(label.pointer), 0, "wrapping sinks the floating reference")
                watched = label.pointer
                g_object_add_weak_pointer(label.object, &watched)
                XCTAssertNotNil(watched)
            }
            XCTAssertNil(watched, "the last wrapper gone, the widget is finalized")
        }
    }

    func testSignalClosureIsReleasedWhenTheObjectDies() {
        MainActor.assumeIsolated {
            weak var weakSentinel: Sentinel?
            do {
                let button = Button(label: "Go")
                let sentinel = Sentinel()
                weakSentinel = sentinel
                var clicks = 0
                button.onClicked {
                    _ = sentinel
                    clicks += 1
                }
                // The signal itself: the button is in no window, so no user could click it.
                gk_signal_emit_void(button.pointer, "clicked")
                XCTAssertEqual(clicks, 1)
            }
            XCTAssertNil(weakSentinel, "GLib's destroy-notify releases the boxed closure and what it captured")
        }
    }

    func testDisconnectReleasesTheClosure() {
        MainActor.assumeIsolated {
            let button = Button(label: "Go")
            weak var weakSentinel: Sentinel?
            var clicks = 0
            do {
                let sentinel = Sentinel()
                weakSentinel = sentinel
                let connection = button.onClicked {
                    _ = sentinel
                    clicks += 1
                }
                connection.disconnect()
            }
            gk_signal_emit_void(button.pointer, "clicked")
            XCTAssertEqual(clicks, 0)
            XCTAssertNil(weakSentinel)
        }
    }

    func testSearchEntryDoesNotEchoProgrammaticText() {
        MainActor.assumeIsolated {
            let entry = SearchEntry(placeholder: "Search")
            var reported: [String] = []
            entry.onTextChanged { reported.append($0) }
            entry.text = "from the view model"
            XCTAssertEqual(reported, [], "setting the text from code is not a user edit")
            entry.type("typed")
            // Typing over an unrelated text, as GTK does it: the deletion, then the insertion.
            XCTAssertEqual(reported, ["", "typed"])
            XCTAssertEqual(entry.text, "typed")
        }
    }
}
