import GtkKit
import GtkTestSupport
import XCTest

/// Long unbroken text is cut into short runs for Pango, never inside a character
/// or between letters that shape together, and the text view's text stays whole.
final class ShapingRunsTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    func testEveryOtherRunIsMarkedAndCutsFallBetweenCharacters() {
        let letter = "B\u{301}\u{302}\u{303}"
        let text = String(repeating: letter, count: 100)
        let runs = ShapingRuns.alternateRuns(in: text, length: 16)
        // 100 characters in runs of 16: runs 2, 4 and 6 are marked (the last, 4 characters, is not).
        XCTAssertEqual(runs, [64..<128, 192..<256, 320..<384], "scalar offsets of every other run of 16 characters")
        for run in runs {
            XCTAssertEqual(run.lowerBound % 4, 0, "a cut falls between a letter and its marks")
        }
    }

    func testNoCutWhereLettersShapeTogether() {
        // Arabic letters join and Devanagari forms conjuncts across characters: no cut.
        XCTAssertEqual(ShapingRuns.alternateRuns(in: String(repeating: "بت", count: 200), length: 16), [])
        XCTAssertEqual(ShapingRuns.alternateRuns(in: String(repeating: "क्ष", count: 200), length: 16), [])
        // Short text is not cut.
        XCTAssertEqual(ShapingRuns.alternateRuns(in: "Ada Lovelace", length: 16), [])
        // A cut waits for a safe boundary: the Arabic stretch is skipped over.
        let mixed = String(repeating: "a", count: 10) + String(repeating: "ب", count: 20) + String(repeating: "a", count: 40)
        XCTAssertEqual(ShapingRuns.alternateRuns(in: mixed, length: 16).first?.lowerBound, 31, "the first safe cut after 16 characters")
    }

    func testATextViewWrappingAnywhereKeepsItsTextWholeAndEditable() {
        MainActor.assumeIsolated {
            let window = Window()
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            let view = TextView()
            window.setChild(view)
            window.present()
            let long = String(repeating: "B\u{301}\u{302}\u{303}", count: 2000)
            view.text = long
            view.wrapMode = .characters
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(view.text, long, "the text is whole")
            var typed: [String] = []
            view.onTextChanged { typed.append($0) }
            view.type(long + "x")
            XCTAssertEqual(view.text, long + "x")
            XCTAssertEqual(typed.last, long + "x", "edits are reported")
            view.wrapMode = .wordsThenCharacters
            view.text = "Ada"
            XCTAssertEqual(view.text, "Ada")
        }
    }
}
