import CGtk
import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterViewModels
import XCTest

/// The real window, driven through its widgets and read back from them.
final class MainWindowTests: XCTestCase {
    func testTheWindowListsTheViewModelsRowsInSections() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }

            XCTAssertEqual(harness.window.countLine, "10 people")
            XCTAssertEqual(harness.window.rowCount, harness.viewModel.listing.rowCount)
            let expected = (0..<harness.viewModel.listing.rowCount).map { index -> String in
                switch harness.viewModel.listing.row(at: index) {
                case .header(let title, _): return title
                case .person(let person): return "\(person.name) | \(person.email)"
                case .placeholder(let text): return text
                }
            }
            let shown = harness.window.shownRows
            XCTAssertFalse(shown.isEmpty, "GTK built no rows")
            for (index, texts) in shown {
                XCTAssertEqual(texts.joined(separator: " | "), expected[index], "row \(index)")
            }
            XCTAssertEqual(
                Array(harness.shownRowTexts.prefix(3)),
                ["A to I", "Chelsey Dietrich | Lucio_Hettinger@annie.ca", "Clementina DuBuque | Rey.Padberg@karina.biz"])
        }
    }

    func testTypingInTheSearchEntryFiltersTheList() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }

            harness.window.typeSearch("cle")
            harness.waitUntil("the count line follows the search") { harness.window.countLine == "2 of 10 people" }
            XCTAssertEqual(harness.viewModel.searchText, "cle", "typing reaches the view model's intent")
            XCTAssertEqual(
                harness.shownRowTexts,
                [
                    "A to I",
                    "Clementina DuBuque | Rey.Padberg@karina.biz",
                    "Clementine Bauch | Nathan@yesenia.net",
                ])

            harness.window.typeSearch("zzz")
            harness.waitUntil("the empty state shows") { harness.window.listPage == "empty" }
            XCTAssertEqual(harness.window.emptyTitle, "No people match “zzz”")
            XCTAssertEqual(harness.window.countLine, "0 of 10 people")

            harness.window.stopSearch()
            harness.waitUntil("Escape clears the search") { harness.window.listPage == "list" }
            XCTAssertEqual(harness.window.searchText, "", "the view model's cleared text is written back to the entry")
            XCTAssertEqual(harness.window.countLine, "10 people")
        }
    }

    func testCtrlFFocusesTheSearchEntry() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            harness.window.selectRow(1)
            harness.window.focusList()
            XCTAssertFalse(harness.window.searchHasFocus)
            harness.window.pressShortcut("<Control>f")
            MainLoopBridge.iterateUntilIdle()
            XCTAssertTrue(harness.window.searchHasFocus)
        }
    }

    func testSelectingARowShowsThePersonInTheDetailPane() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            XCTAssertFalse(harness.window.showsPerson, "nobody is selected at first")

            guard let leanneRow = harness.viewModel.listing.rowIndex(ofPersonID: 1) else { return XCTFail("Leanne is not listed") }
            harness.window.selectRow(leanneRow)
            harness.waitUntil("the profile shows Leanne") { harness.window.profilePage == "form" && harness.window.showsPerson }
            XCTAssertEqual(harness.viewModel.selectedPersonID, 1)
            XCTAssertEqual(harness.window.avatarShown, "LG on yellow")
            XCTAssertEqual(harness.window.profileField(.name).value, "Leanne Graham")
            XCTAssertEqual(harness.window.profileField(.email).value, "Sincere@april.biz")
            XCTAssertEqual(harness.window.profileField(.company).value, "Romaguera-Crona")

            harness.window.selectRow(0)
            MainLoopBridge.iterateUntilIdle()
            XCTAssertEqual(harness.viewModel.selectedPersonID, 1, "a section header cannot be selected")

            harness.window.typeSearch("leanne")
            harness.waitUntil("the search applies") { harness.window.countLine == "1 of 10 people" }
            XCTAssertEqual(
                harness.window.selectedRow, harness.viewModel.selectedRowIndex, "the selection follows the person into the results")
        }
    }

    func testAFailingStoreShowsTheErrorPanelAndRetryRecovers() throws {
        try MainActor.assumeIsolated {
            let store = try TestPeopleStore(people: TestPeopleStore.samplePeople(), failure: "the disk is on fire")
            let harness = try WindowHarness(store: store)
            defer { harness.close() }
            harness.waitUntil("the error panel shows") { harness.window.listPage == "failed" }
            XCTAssertEqual(harness.window.errorMessage, "Could not load people. Cannot read the database: the disk is on fire.")
            XCTAssertEqual(harness.window.countLine, "")

            store.failure = nil
            harness.window.clickRetry()
            harness.waitUntil("the list shows after Retry") { harness.window.listPage == "list" }
            XCTAssertEqual(harness.window.countLine, "10 people")
        }
    }
}
