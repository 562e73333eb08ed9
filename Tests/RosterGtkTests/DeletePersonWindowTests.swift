import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTesting
import RosterViewModels
import XCTest

/// Delete Person, the Delete key on the list, Undo and Dismiss, driven through the widgets.
final class DeletePersonWindowTests: XCTestCase {
    @MainActor
    private static func open(_ name: String, in harness: WindowHarness) throws {
        harness.waitUntil("the list shows") { harness.window.listPage == "list" }
        let row = try XCTUnwrap(harness.window.shownRows.first { $0.texts.first == name }, "\(name) is not listed")
        harness.window.selectRow(row.index)
        harness.waitUntil("\(name)'s profile shows") { harness.window.profileField(.name).value == name }
    }

    @MainActor
    private static func selectedName(_ harness: WindowHarness) -> String? {
        guard let selected = harness.window.selectedRow else { return nil }
        return harness.window.shownRows.first { $0.index == selected }?.texts.first
    }

    func testTheUndoToastGoesAwayByItselfAndThenTheDeletionStands() throws {
        try MainActor.assumeIsolated {
            let store = try InMemoryRosterStore.sampleData()
            let harness = try WindowHarness(store: store, undoTimeout: 1)
            defer { harness.close() }
            try Self.open("Leanne Graham", in: harness)
            harness.window.clickDeletePerson()
            harness.waitUntil("the Undo toast shows") { harness.window.personUndoShown != nil }
            harness.waitUntil("the toast times out", timeout: .seconds(10)) { harness.window.personUndoShown == nil }
            XCTAssertNil(harness.app.personUndo, "the view model heard the offer was dismissed")
            harness.window.clickUndoDelete()
            harness.waitUntil("the list settles") { harness.window.countLine == "9 people" }
            XCTAssertFalse(harness.shownRowTexts.contains { $0.hasPrefix("Leanne Graham") }, "no Undo after the toast went")
        }
    }

    func testDeleteThenUndoBringsThePersonAndTheirTasksBack() throws {
        try MainActor.assumeIsolated {
            let store = try InMemoryRosterStore.sampleData()
            let harness = try WindowHarness(store: store)
            defer { harness.close() }
            try Self.open("Leanne Graham", in: harness)
            harness.window.clickDetailPage(.tasks)
            harness.waitUntil("her tasks show") { harness.window.taskCountLine == "11 of 20 done" }
            harness.window.clickDetailPage(.profile)
            XCTAssertEqual(harness.window.deletePersonButton.enabled, true)
            XCTAssertNil(harness.window.deletePersonButton.tooltip)

            harness.window.clickDeletePerson()
            harness.waitUntil("the undo bar shows") { harness.window.personUndoShown != nil }
            XCTAssertEqual(harness.window.personUndoShown, "Deleted Leanne Graham and 20 tasks")
            XCTAssertEqual(harness.window.personUndoDismissTooltip, "Dismiss")
            harness.waitUntil("she leaves the list") { harness.window.countLine == "9 people" }
            XCTAssertFalse(harness.window.showsPerson, "nobody is shown")
            XCTAssertNil(Self.selectedName(harness))
            XCTAssertFalse(harness.shownRowTexts.contains { $0.hasPrefix("Leanne Graham") })

            harness.window.clickUndoDelete()
            harness.waitUntil("she is back and selected") { Self.selectedName(harness) == "Leanne Graham" }
            XCTAssertNil(harness.window.personUndoShown, "the bar goes")
            XCTAssertEqual(harness.window.countLine, "10 people")
            XCTAssertEqual(harness.app.people.selectedPersonID, 1, "the same id")
            harness.waitUntil("her profile shows") { harness.window.profileField(.email).value == "Sincere@april.biz" }
            harness.window.clickDetailPage(.tasks)
            harness.waitUntil("every task is back") { harness.window.taskCountLine == "11 of 20 done" }
        }
    }

    func testTheDeleteKeyDeletesTheSelectedPersonOnlyFromTheList() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            try Self.open("Ervin Howell", in: harness)

            // In a text field, Delete edits text: nobody is deleted.
            harness.window.typeInProfile(.phone, "555")
            harness.waitUntil("the edit registers") { harness.window.saveButton.enabled }
            harness.window.clickRevert()
            harness.waitUntil("the edit is reverted") { !harness.window.saveButton.enabled }
            _ = harness.window.focusProfileField(.phone)
            harness.window.pressShortcut("Delete")
            MainLoopBridge.iterateUntilIdle()
            XCTAssertNil(harness.window.personUndoShown)
            XCTAssertEqual(harness.window.countLine, "10 people")

            harness.window.focusList()
            XCTAssertTrue(harness.window.pressShortcut("Delete"), "the list's shortcut handles Delete")
            harness.waitUntil("the undo bar shows") { harness.window.personUndoShown == "Deleted Ervin Howell and 20 tasks" }
            harness.waitUntil("he leaves the list") { harness.window.countLine == "9 people" }

            harness.window.clickDismissDelete()
            harness.waitUntil("the bar goes") { harness.window.personUndoShown == nil }
            XCTAssertEqual(harness.window.countLine, "9 people", "dismissing keeps the deletion")

            try Self.open("Leanne Graham", in: harness)
            harness.window.focusList()
            XCTAssertTrue(harness.window.pressShortcut("<Control>Delete"))
            harness.waitUntil("Ctrl+Delete deletes too") { harness.window.countLine == "8 people" }
        }
    }

    func testAFailedDeletionSaysWhyAndKeepsThePerson() throws {
        try MainActor.assumeIsolated {
            let store = try InMemoryRosterStore.sampleData()
            let harness = try WindowHarness(store: store)
            defer { harness.close() }
            try Self.open("Leanne Graham", in: harness)
            store.failWrites("the disk is full")
            harness.window.clickDeletePerson()
            harness.waitUntil("the error shows") { harness.window.deletionErrorShown != nil }
            XCTAssertEqual(harness.window.deletionErrorShown?.contains("the disk is full"), true, harness.window.deletionErrorShown ?? "")
            XCTAssertNil(harness.window.personUndoShown)
            XCTAssertEqual(harness.window.countLine, "10 people")
            XCTAssertTrue(harness.window.showsPerson)
        }
    }
}
