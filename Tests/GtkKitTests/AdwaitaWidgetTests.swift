import CGtk
import CGtkShims
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The libadwaita pieces as a user meets them: a toast that goes by itself or by
/// its buttons, a message dialog answered by its buttons or Escape, an avatar's
/// initials and image, a leaflet that folds, markup-safe status pages.
final class AdwaitaWidgetTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    @MainActor
    private static func shownWindow(_ child: Widget, width: Int32 = 600) -> Window {
        let window = Window()
        window.setChild(child)
        window.setDefaultSize(width: width, height: 400)
        window.present()
        MainLoopBridge.iterateUntilIdle()
        return window
    }

    func testAToastGoesAwayByItselfAfterItsTimeout() {
        MainActor.assumeIsolated {
            let overlay = ToastOverlay()
            overlay.setChild(Label("content"))
            let window = Self.shownWindow(overlay)
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let toast = Toast(title: "Deleted a task", buttonLabel: "Undo", timeout: 1)
            var dismissed = 0
            toast.onDismissed { dismissed += 1 }
            overlay.add(toast)
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { toast.shownButton?.isOnScreen == true }, timeout: .seconds(5)), "the toast never showed")
            XCTAssertEqual(dismissed, 0)
            XCTAssertTrue(MainLoopBridge.iterate(until: { dismissed == 1 }, timeout: .seconds(10)), "the toast did not time out")
        }
    }

    func testAToastsButtonAndCloseButtonReportAndTakeItAway() {
        MainActor.assumeIsolated {
            let overlay = ToastOverlay()
            overlay.setChild(Label("content"))
            let window = Self.shownWindow(overlay)
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }

            let first = Toast(title: "Deleted <b>Ann</b> & co", buttonLabel: "Undo", timeout: 0)
            var clicked = 0
            var dismissed = 0
            first.onButtonClicked { clicked += 1 }
            first.onDismissed { dismissed += 1 }
            overlay.add(first)
            XCTAssertTrue(MainLoopBridge.iterate(until: { first.shownButton?.canBePressed == true }, timeout: .seconds(5)))
            XCTAssertEqual(first.titleLabel.text, "Deleted <b>Ann</b> & co", "the title is shown as typed, not as markup")
            XCTAssertTrue(first.shownButton?.click() ?? false)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(clicked, 1)
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { dismissed == 1 }, timeout: .seconds(5)), "pressing the button takes the toast away")

            let second = Toast(title: "Deleted Bob", buttonLabel: "Undo", timeout: 0)
            var secondDismissed = 0
            second.onDismissed { secondDismissed += 1 }
            overlay.add(second)
            XCTAssertTrue(MainLoopBridge.iterate(until: { second.shownCloseButton?.canBePressed == true }, timeout: .seconds(5)))
            XCTAssertTrue(second.shownCloseButton?.click() ?? false)
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { secondDismissed == 1 }, timeout: .seconds(5)), "the close button takes the toast away")
        }
    }

    func testAMessageDialogReportsTheResponsePressedAndEscapeAsItsCloseResponse() {
        MainActor.assumeIsolated {
            let window = Self.shownWindow(Label("parent"))
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let responses = [
                MessageDialog.Response(id: "cancel", label: "_Cancel"),
                MessageDialog.Response(id: "discard", label: "_Discard", appearance: .destructive),
                MessageDialog.Response(id: "save", label: "_Save", appearance: .suggested),
            ]
            var answers: [String] = []
            let dialog = MessageDialog(
                parent: window, heading: "Save changes?", body: "Or lose them.", responses: responses,
                defaultResponse: "save", closeResponse: "cancel")
            dialog.onResponded { answers.append($0) }
            dialog.present()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(dialog.heading, "Save changes?")
            XCTAssertEqual(dialog.body, "Or lose them.")
            let discard = dialog.button(for: "discard")
            XCTAssertNotNil(discard, "each response is a button")
            XCTAssertTrue(discard?.click() ?? false)
            XCTAssertEqual(answers, ["discard"])

            let again = MessageDialog(
                parent: window, heading: "Again?", body: "", responses: responses,
                defaultResponse: "save", closeResponse: "cancel")
            again.onResponded { answers.append($0) }
            again.present()
            MainLoopBridge.iterateUntilIdle()
            XCTAssertNotEqual(gk_activate_shortcut(again.widget, "Escape"), 0, "Escape is not handled")
            XCTAssertEqual(answers, ["discard", "cancel"])
        }
    }

    func testAnAvatarDrawsTheInitialsOfItsTextOrAnImage() throws {
        try MainActor.assumeIsolated {
            let avatar = Avatar(size: 64, text: "Leanne Graham")
            let window = Self.shownWindow(avatar)
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            XCTAssertEqual(avatar.shownInitials, "LG")

            let png = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-avatar-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: png) }
            try XCTUnwrap(
                Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")
            ).write(to: png)
            XCTAssertTrue(avatar.setImageFile(png.path))
            XCTAssertEqual(avatar.imageFile, png.path)
            XCTAssertNil(avatar.shownInitials, "an image replaces the initials")

            XCTAssertFalse(avatar.setImageFile("/nonexistent/picture.png"), "an unreadable image is refused")
            XCTAssertNil(avatar.imageFile)
            XCTAssertEqual(avatar.shownInitials, "LG", "and the initials come back")
        }
    }

    func testALeafletFoldsInANarrowWindowAndShowsOneChildAtATime() {
        MainActor.assumeIsolated {
            let leaflet = Leaflet(canNavigateBack: true)
            let sidebar = Label("sidebar")
            sidebar.setSizeRequest(width: 300, height: -1)
            let content = Label("content")
            content.setSizeRequest(width: 300, height: -1)
            leaflet.append(sidebar)
            leaflet.append(Separator(.vertical), isNavigatable: false)
            leaflet.append(content)
            var folds = 0
            leaflet.onFoldedChanged { folds += 1 }
            let window = Self.shownWindow(leaflet, width: 800)
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            XCTAssertFalse(leaflet.isFolded)
            XCTAssertTrue(sidebar.isOnScreen && content.isOnScreen)

            window.setDefaultSize(width: 360, height: 400)
            XCTAssertTrue(MainLoopBridge.iterate(until: { leaflet.isFolded }, timeout: .seconds(5)), "the leaflet did not fold")
            XCTAssertEqual(folds, 1)
            leaflet.show(content)
            XCTAssertTrue(MainLoopBridge.iterate(until: { content.isOnScreen && !sidebar.isOnScreen }, timeout: .seconds(5)))
            XCTAssertTrue(leaflet.navigateBack())
            XCTAssertTrue(
                MainLoopBridge.iterate(until: { sidebar.isOnScreen && !content.isOnScreen }, timeout: .seconds(5)),
                "back skips the separator and lands on the sidebar")
        }
    }

    func testAStatusPageShowsItsDescriptionAsTyped() {
        MainActor.assumeIsolated {
            let page = StatusPage(iconName: "dialog-error-symbolic", title: "Failed", description: "Bad <b> & worse")
            XCTAssertEqual(page.details, "Bad <b> & worse")
            var shown: [String] = []
            Widget.forEachDescendant(of: page.widget) { child in
                if String(cString: g_type_name_from_instance(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(child)))) == "GtkLabel" {
                    shown.append(String(cString: gtk_label_get_text(OpaquePointer(child))))
                }
            }
            XCTAssertTrue(shown.contains("Bad <b> & worse"), "the description is drawn as typed, not as markup: \(shown)")
        }
    }
}
