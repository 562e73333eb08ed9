import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterViewModels
import XCTest

/// The People list comes back scrolled as it was left (issue 10): the person at its top, saved
/// with the session, is the top row again in a window built from the saved state.
final class ScrollRestorationWindowTests: XCTestCase {
    /// `count` people over every section (first names A to Z).
    nonisolated private static func people(_ count: Int) -> [Person] {
        let first = [
            "Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou", "Max",
            "Ned", "Oda", "Pia", "Quinn", "Rex", "Sam", "Tia", "Uma", "Vic", "Wes", "Xia", "Yul", "Zed",
        ]
        return (1...count).map { index in
            Person(
                id: PersonID(Int64(index)), name: "\(first[index % first.count]) Person\(String(format: "%03d", index))",
                email: "person\(index)@example.org", companyName: "Company \(index % 7)")
        }
    }

    /// The person on row `index` of `harness`'s listing, if it is a person's row.
    @MainActor
    private static func person(at index: Int?, in harness: WindowHarness) -> PersonID? {
        guard let index, index < harness.viewModel.listing.rowCount,
            case .person(let row) = harness.viewModel.listing.row(at: index)
        else { return nil }
        return row.id
    }

    func testTheListComesBackScrolledToTheSamePersonWithTheSelectionKept() throws {
        try MainActor.assumeIsolated { try Self.listComesBackScrolled() }
    }

    @MainActor
    private static func listComesBackScrolled() throws {
        let store = TestPeopleStore(people: Self.people(300))
        let first = try WindowHarness(store: store)
        first.waitUntil("the list shows") { first.window.listPage == "list" }
        let list = first.window.listPane.list
        let listing = first.viewModel.listing
        // Someone far down, under another person (not a section's first: then the header would be the top row).
        let target = try XCTUnwrap(
            (listing.rowCount / 2..<listing.rowCount).first { index in
                person(at: index, in: first) != nil && person(at: index - 1, in: first) != nil
            })
        let targetID = try XCTUnwrap(person(at: target, in: first))
        let selectedRow = try XCTUnwrap((0..<listing.rowCount).first { person(at: $0, in: first) != nil })
        let selectedID = try XCTUnwrap(person(at: selectedRow, in: first))
        first.window.selectRow(selectedRow)
        first.waitUntil("the first person is selected") { first.viewModel.selectedPersonID == selectedID }

        list.scrollToTop(of: target)
        first.waitUntil("person \(targetID) is the top row, and the view model knows") {
            list.topVisibleIndex == target && first.app.restorableState.people.topVisiblePersonID == targetID
        }
        let state = first.app.restorableState
        XCTAssertEqual(state.people.selectedPersonID, selectedID)
        first.close()

        // Saved and read back, as on quit and launch.
        let saved = try JSONDecoder().decode(AppViewModel.RestorableState.self, from: JSONEncoder().encode(state))
        let second = try WindowHarness(store: store, restoring: saved)
        defer { second.close() }
        second.waitUntil("the list shows") { second.window.listPage == "list" }
        let restoredList = second.window.listPane.list
        second.waitUntil("person \(targetID) is the top row again") {
            person(at: restoredList.topVisibleIndex, in: second) == targetID
        }
        let top = try XCTUnwrap(restoredList.topVisibleIndex)
        XCTAssertTrue(restoredList.boundRows.contains { $0.index == top }, "the top row is bound: shown, not blank")
        XCTAssertEqual(second.viewModel.selectedPersonID, selectedID, "the selection stays selected")
        XCTAssertEqual(second.window.selectedRow, second.viewModel.listing.rowIndex(ofPersonID: selectedID))
        XCTAssertEqual(second.app.restorableState.people.topVisiblePersonID, targetID)
    }
}
