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
            makeRow: {
                let row = TextRow()
                return (row, row.label)
            },
            bindRow: { row, index in
                row.label.text = rows(index)
                return index % 10 != 0
            }
        )
        let window = Window()
        window.setDefaultSize(width: 300, height: 400)
        window.setChild(ScrolledWindow(child: list, horizontal: .never, vertical: .automatic))
        window.present()
        return (window, list)
    }

    func testOnlyVisibleRowsAreBuiltAtAHundredThousandRows() {
        MainActor.assumeIsolated {
            let generation = Holder<String>("a")
            let (window, list) = Self.makeWindow { "\(generation.value)\($0)" }
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
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
            XCTAssertTrue(
                list.boundRows.allSatisfy { $0.row.label.text == "b\($0.index)" },
                "rows that stay are re-bound to the new content")
        }
    }

    func testSplicesChangeOnlyTheirRowsAndKeepTheRowWidgets() {
        MainActor.assumeIsolated {
            let rows = Holder<[String]>((0..<1_000).map { "row \($0)" })
            let (window, list) = Self.makeWindow { rows.value[$0] }
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            var reported: [Int?] = []
            list.onSelectionChanged { reported.append($0) }
            list.reload(count: rows.value.count, selected: 7)
            MainLoopBridge.iterateUntilIdle()
            let widgetsBefore = Set(list.boundRows.map { ObjectIdentifier($0.row) })

            // "row 5" leaves, a new row comes in at 2: the selected "row 7" is now at 7 still (one out above, one in).
            rows.value.remove(at: 5)
            rows.value.insert("new", at: 2)
            list.update(
                [.init(position: 5, removed: 1, added: 0), .init(position: 2, removed: 0, added: 1)],
                count: rows.value.count, selected: 7)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(list.count, 1_000)
            XCTAssertTrue(list.boundRows.allSatisfy { $0.row.label.text == rows.value[$0.index] }, "every shown row shows its content")
            XCTAssertEqual(list.boundRows.first { $0.index == 2 }?.row.label.text, "new")
            XCTAssertEqual(list.selectedIndex, 7)
            XCTAssertEqual(reported, [], "a change from code is not a user selection")
            let kept = widgetsBefore.intersection(list.boundRows.map { ObjectIdentifier($0.row) })
            XCTAssertGreaterThan(kept.count, widgetsBefore.count / 2, "rows outside the splices keep their widgets")

            // A row moves down the list: removed at 1, inserted at 10.
            let moved = rows.value.remove(at: 1)
            rows.value.insert(moved, at: 10)
            list.update(
                [.init(position: 1, removed: 1, added: 0), .init(position: 10, removed: 0, added: 1)],
                count: rows.value.count, selected: nil)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(list.boundRows.allSatisfy { $0.row.label.text == rows.value[$0.index] })
            XCTAssertNil(list.selectedIndex)

            // Splices that do not fit fall back to a reload.
            rows.value.removeLast(10)
            list.update([.init(position: 2_000, removed: 1, added: 0)], count: rows.value.count, selected: nil)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(list.count, 990)
            XCTAssertTrue(list.boundRows.allSatisfy { $0.row.label.text == rows.value[$0.index] })
        }
    }

    func testSelectionFromCodeIsSilentAndUserSelectionIsReported() {
        MainActor.assumeIsolated {
            let (window, list) = Self.makeWindow { "row \($0)" }
            defer {
                window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
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
