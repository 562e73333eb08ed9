import CGtk
import GtkKit
import GtkTestSupport
import XCTest

/// A mutable value the row closure reads at bind time.
@MainActor
private final class Holder<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@MainActor
private final class TextRow {
    let label = Label()
}

final class ListViewTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkTestSupport.initialize() }
    }

    @MainActor
    private static func makeWindow(rows: @escaping @MainActor (Int) -> String) -> (Window, ListView<TextRow>) {
        let list = ListView<TextRow>(
            makeRow: { let row = TextRow(); return (row, row.label) },
            bindRow: { row, index in row.label.text = rows(index); return index % 10 != 0 }
        )
        let window = Window()
        window.setDefaultSize(width: 300, height: 400)
        window.setChild(ScrolledWindow(child: list))
        window.present()
        return (window, list)
    }

    func testOnlyVisibleRowsAreBuiltAtAHundredThousandRows() {
        MainActor.assumeIsolated {
            let generation = Holder<String>("a")
            let (window, list) = Self.makeWindow { "\(generation.value)\($0)" }
            defer { window.destroy(); MainLoopBridge.iterateUntilIdle() }
            list.reload(count: 100_000, selected: nil)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(list.count, 100_000)
            let bound = list.boundRows
            XCTAssertFalse(bound.isEmpty)
            XCTAssertLessThanOrEqual(bound.count, 250, "GTK 4.8 materializes at most ~200 rows, never all of them")
            XCTAssertEqual(bound.first?.index, 0)
            XCTAssertEqual(bound.first?.row.label.text, "a0")

            generation.value = "b"
            list.reload(count: 50_000, selected: nil)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(list.count, 50_000)
            XCTAssertTrue(list.boundRows.allSatisfy { $0.row.label.text == "b\($0.index)" },
                          "rows that stay are re-bound to the new content")
        }
    }

    func testSelectionFromCodeIsSilentAndUserSelectionIsReported() {
        MainActor.assumeIsolated {
            let (window, list) = Self.makeWindow { "row \($0)" }
            defer { window.destroy(); MainLoopBridge.iterateUntilIdle() }
            var reported: [Int?] = []
            list.onSelectionChanged { reported.append($0) }
            list.reload(count: 30, selected: 3)
            XCTAssertEqual(list.selectedIndex, 3)
            list.select(5)
            XCTAssertEqual(list.selectedIndex, 5)
            XCTAssertEqual(reported, [], "selection pushed from a view model is not echoed back")
            list.userSelects(7)
            XCTAssertEqual(reported, [7])
            list.reload(count: 4, selected: nil)
            XCTAssertNil(list.selectedIndex)
            XCTAssertEqual(reported, [7])
        }
    }
}
