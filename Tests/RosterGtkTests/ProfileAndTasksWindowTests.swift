import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterViewModels
import XCTest

/// The Profile and Tasks pages, driven through their widgets.
final class ProfileAndTasksWindowTests: XCTestCase {
    @MainActor
    private static func openLeanne(store: TestPeopleStore) throws -> WindowHarness {
        try WindowHarness.showingLeanne(store: store)
    }

    func testEditingANameAndSavingUpdatesTheListRow() throws {
        try MainActor.assumeIsolated {
            let store = try TestPeopleStore(people: TestPeopleStore.samplePeople())
            let harness = try Self.openLeanne(store: store)
            defer { harness.close() }
            XCTAssertEqual(harness.window.saveButton.enabled, false)
            XCTAssertEqual(harness.window.saveButton.tooltip, "No changes to save")

            harness.window.typeInProfile(.name, "Leanne Graham-Bret")
            harness.waitUntil("Save becomes enabled") { harness.window.saveButton.enabled }
            XCTAssertNil(harness.window.saveButton.tooltip)
            XCTAssertTrue(harness.window.revertEnabled)

            harness.window.clickSave()
            harness.waitUntil("the status says Saved") { harness.window.profileStatus == "Saved" }
            harness.waitUntil("the list row shows the new name") {
                harness.shownRowTexts.contains("Leanne Graham-Bret | Sincere@april.biz")
            }
            XCTAssertFalse(harness.window.saveButton.enabled, "nothing left to save")
        }
    }

    func testAnInvalidEmailShowsItsErrorAndDisablesSave() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.openLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            XCTAssertNil(harness.window.profileField(.email).error, "no error before an edit")

            harness.window.typeInProfile(.email, "not-an-email")
            harness.waitUntil("the error shows") { harness.window.profileField(.email).error != nil }
            XCTAssertEqual(harness.window.profileField(.email).error, "Email is not valid")
            XCTAssertEqual(harness.window.saveButton.enabled, false)
            XCTAssertEqual(harness.window.saveButton.tooltip, "Email is not valid")
            XCTAssertNil(harness.window.profileField(.name).error, "untouched fields show no error")

            harness.window.clickRevert()
            harness.waitUntil("Revert restores the stored email") { harness.window.profileField(.email).value == "Sincere@april.biz" }
            XCTAssertNil(harness.window.profileField(.email).error)
        }
    }

    func testAFailedSaveKeepsTheEditsAndSaysWhy() throws {
        try MainActor.assumeIsolated {
            let store = try TestPeopleStore(people: TestPeopleStore.samplePeople())
            let harness = try Self.openLeanne(store: store)
            defer { harness.close() }
            store.writeFailure = "the database is read-only"
            harness.window.typeInProfile(.company, "Acme")
            harness.waitUntil("Save becomes enabled") { harness.window.saveButton.enabled }
            harness.window.clickSave()
            harness.waitUntil("the failure shows") { harness.window.profileStatus.contains("read-only") }
            XCTAssertEqual(harness.window.profileField(.company).value, "Acme", "the edit is kept")
            XCTAssertTrue(harness.window.saveButton.enabled, "the user can try again")
        }
    }

    func testLeavingUnsavedEditsAsksFirst() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.openLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            harness.window.typeInProfile(.phone, "555-0100")
            harness.waitUntil("the edit registers") { harness.window.saveButton.enabled }

            guard let ervin = harness.viewModel.listing.rowIndex(ofPersonID: 2) else { return XCTFail("Ervin is not listed") }
            harness.window.selectRow(ervin)
            harness.waitUntil("the dialog shows") { harness.window.questionShown != nil }
            XCTAssertEqual(harness.window.questionShown, "Save changes to Leanne Graham?")
            XCTAssertEqual(harness.viewModel.selectedPersonID, 1, "nothing moves before the answer")
            XCTAssertEqual(harness.window.selectedRow, harness.viewModel.listing.rowIndex(ofPersonID: 1), "the list keeps Leanne selected")

            harness.window.answerQuestion(.cancel)
            harness.waitUntil("the dialog closes") { harness.window.questionShown == nil }
            XCTAssertEqual(harness.window.profileField(.phone).value, "555-0100", "Cancel keeps the edit")

            harness.window.selectRow(ervin)
            harness.waitUntil("the dialog shows again") { harness.window.questionShown != nil }
            harness.window.answerQuestion(.discard)
            harness.waitUntil("Ervin's profile shows") { harness.window.profileField(.name).value == "Ervin Howell" }
            XCTAssertEqual(harness.viewModel.selectedPersonID, 2)
        }
    }

    func testClosingWithUnsavedEditsAsksAndSavingClosesTheWindow() throws {
        try MainActor.assumeIsolated {
            let store = try TestPeopleStore(people: TestPeopleStore.samplePeople())
            let harness = try Self.openLeanne(store: store)
            defer { harness.close() }
            harness.window.typeInProfile(.website, "https://leanne.example")
            harness.waitUntil("the edit registers") { harness.window.saveButton.enabled }
            harness.window.requestClose()
            harness.waitUntil("the dialog shows") { harness.window.questionShown != nil }
            XCTAssertTrue(harness.window.window.isVisible, "the window stays open while the question is pending")
            harness.window.answerQuestion(.save)
            harness.waitUntil("the close is approved") { harness.app.isCloseApproved }
            let saved = try Self.awaitStore { try await store.fetchPerson(id: 1) }
            XCTAssertEqual(saved?.website, "https://leanne.example", "Save saved before closing")
        }
    }

    func testTogglingATaskUpdatesTheCountAndDeleteCanBeUndone() throws {
        try MainActor.assumeIsolated {
            let store = try TestPeopleStore(people: TestPeopleStore.samplePeople())
            store.setTasks([
                TaskItem(id: 1, personID: 1, title: "Call", position: 0),
                TaskItem(id: 2, personID: 1, title: "Write", isDone: true, position: 1),
                TaskItem(id: 3, personID: 1, title: "Plan", position: 2),
            ])
            let harness = try Self.openLeanne(store: store)
            defer { harness.close() }
            harness.window.clickDetailPage(.tasks)
            harness.waitUntil("the tasks show") { harness.window.shownTasks.count == 3 }
            XCTAssertEqual(harness.window.shownDetailPage, "tasks")
            XCTAssertEqual(harness.window.taskCountLine, "1 of 3 done")

            harness.window.toggleTask(at: 0)
            harness.waitUntil("the count follows") { harness.window.taskCountLine == "2 of 3 done" }
            XCTAssertEqual(harness.window.shownTasks.first, "[x] Call")

            harness.window.deleteTask(at: 1)
            harness.waitUntil("the row goes") { harness.window.shownTasks == ["[x] Call", "[ ] Plan"] }
            XCTAssertEqual(harness.window.undoMessage, "Deleted “Write”")
            harness.window.clickUndo()
            harness.waitUntil("Undo puts it back in place") { harness.window.shownTasks == ["[x] Call", "[x] Write", "[ ] Plan"] }
            XCTAssertNil(harness.window.undoMessage)

            XCTAssertEqual(harness.window.addButton.tooltip, "A task needs a title")
            harness.window.typeNewTask("Ship")
            harness.waitUntil("Add becomes enabled") { harness.window.addButton.enabled }
            harness.window.clickAdd()
            harness.waitUntil("the new task shows") { harness.window.shownTasks.count == 4 }
            XCTAssertEqual(harness.window.shownTasks.last, "[ ] Ship")
            XCTAssertEqual(harness.window.taskCountLine, "2 of 4 done")

            harness.window.clickFilter(.open)
            harness.waitUntil("the filter applies") { harness.window.shownTasks == ["[ ] Plan", "[ ] Ship"] }
        }
    }

    /// Runs an async store call to completion on the main loop.
    @MainActor
    private static func awaitStore<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        var result: Result<T, any Error>?
        Task { @MainActor in
            do { result = .success(try await body()) } catch { result = .failure(error) }
        }
        MainLoopBridge.iterate(until: { result != nil }, timeout: .seconds(5))
        return try XCTUnwrap(result).get()
    }
}
