import CGtk
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// Shortcuts as a key press reaches them, typing through the editable API,
/// the save chooser, the progress bar's pulse.
final class ShortcutAndDialogTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testALocalShortcutRunsOnlyWhileFocusIsInItsWidget() {
        MainActor.assumeIsolated {
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let box = Box(.vertical)
            let button = Button(label: "Target")
            let entry = Entry()
            box.append(button)
            box.append(entry)
            window.setChild(box)
            var local = 0
            var global = 0
            button.addShortcut("Delete", scope: .local) { local += 1 }
            window.addShortcut("<Control>n") { global += 1 }
            window.present()
            MainLoopBridge.iterateUntilIdle()

            XCTAssertTrue(button.grabFocus())
            XCTAssertTrue(window.activateShortcut("Delete"))
            XCTAssertEqual(local, 1, "focus in the widget: its shortcut runs")
            XCTAssertTrue(window.activateShortcut("<Control>n"))
            XCTAssertEqual(global, 1, "a window shortcut runs wherever focus is")

            XCTAssertTrue(entry.grabFocus())
            entry.type("abc")
            window.activateShortcut("Delete")
            XCTAssertEqual(local, 1, "focus elsewhere: the local shortcut does not run")
            XCTAssertTrue(window.activateShortcut("<Control>n"))
            XCTAssertEqual(global, 2)
            XCTAssertFalse(window.activateShortcut("<Control><Shift>F12"), "nothing handles an unbound key")
        }
    }

    func testTypingRunsTheEntrysOwnChangedPath() {
        MainActor.assumeIsolated {
            let entry = Entry()
            var seen: [String] = []
            entry.onTextChanged { seen.append($0) }
            entry.type("Ada")
            XCTAssertEqual(entry.text, "Ada")
            XCTAssertEqual(seen.last, "Ada")
            entry.text = "set by code"
            XCTAssertEqual(seen.last, "Ada", "writing the text from code does not report an edit")
            entry.type("Grace")
            XCTAssertEqual(seen.suffix(2), ["", "Grace"], "an unrelated text: a deletion, then the insertion")
            seen.removeAll()
            entry.type("Grace Hopper")
            XCTAssertEqual(seen, ["Grace Hopper"], "typing on: one insertion, as the keystrokes are")
            entry.type("Grace H")
            XCTAssertEqual(seen, ["Grace Hopper", "Grace H"], "backspacing: one deletion")
            entry.type("Grâce")
            XCTAssertEqual(entry.text, "Grâce", "positions count characters, not bytes")

            let textView = TextView()
            var bio: [String] = []
            textView.onTextChanged { bio.append($0) }
            textView.type("Line one\nLine two")
            XCTAssertEqual(textView.text, "Line one\nLine two")
            XCTAssertEqual(bio.last, "Line one\nLine two")
        }
    }

    func testASaveChooserSuggestsANameAndReportsTheChosenPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.json").path
        MainActor.assumeIsolated {
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            window.present()
            let chooser = FileChooser(
                title: "Save", parent: window, mode: .save(suggestedName: "suggested.json"),
                filterName: "JSON", mimeTypes: ["application/json"])
            var chosen: String??
            chooser.onFinished { chosen = .some($0) }
            chooser.show()
            XCTAssertEqual(chooser.currentName, "suggested.json")
            chooser.select(target)
            XCTAssertTrue(MainLoopBridge.iterate(until: { chooser.selectedPath == target }), "selected: \(chooser.selectedPath ?? "nil")")
            chooser.accept()
            XCTAssertEqual(chosen, .some(target))
            XCTAssertFalse(chooser.isVisible)
        }
    }

    func testAProgressBarPulsesOnlyWhileTheAmountIsUnknown() {
        MainActor.assumeIsolated {
            let bar = ProgressBar()
            XCTAssertEqual(bar.progress, 0)
            bar.progress = nil
            XCTAssertTrue(bar.isPulsing)
            XCTAssertNil(bar.progress)
            bar.progress = 0.25
            XCTAssertFalse(bar.isPulsing, "a known fraction stops the pulse timer")
            XCTAssertEqual(bar.progress, 0.25)
            bar.progress = nil
            bar.stopPulsing()
            XCTAssertFalse(bar.isPulsing)
        }
    }

    func testARepeatingTimerTicksUntilCancelled() {
        MainActor.assumeIsolated {
            var ticks = 0
            let timer = RepeatingTimer(milliseconds: 5) { ticks += 1 }
            XCTAssertTrue(MainLoopBridge.iterate(until: { ticks >= 3 }, timeout: .seconds(2)))
            timer.cancel()
            let stopped = ticks
            // A second timer of the same interval, started after the cancel: once it ticked
            // three times, the first would have ticked too, had it kept running.
            var markerTicks = 0
            let marker = RepeatingTimer(milliseconds: 5) { markerTicks += 1 }
            defer { marker.cancel() }
            XCTAssertTrue(MainLoopBridge.iterate(until: { markerTicks >= 3 }, timeout: .seconds(2)))
            XCTAssertEqual(ticks, stopped, "no tick after cancel")
            XCTAssertFalse(timer.isRunning)
        }
    }
}
