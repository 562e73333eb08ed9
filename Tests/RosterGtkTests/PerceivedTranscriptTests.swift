import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTesting
import RosterViewModels
import XCTest

/// The transcript reads what a user perceives from the widgets — accessible
/// names and roles, the error style of fields, the status style, the avatar —
/// so a control that loses its name, or a field that loses its error style,
/// makes the GTK transcript differ from the view models'.
final class PerceivedTranscriptTests: XCTestCase {
    @MainActor
    private static func openProfile(_ harness: WindowHarness, of name: String) {
        harness.waitUntil("the list shows") { harness.window.listPage == "list" }
        let index = (0..<harness.viewModel.listing.rowCount).first {
            if case .person(let row) = harness.viewModel.listing.row(at: $0) { return row.name == name }
            return false
        }!
        harness.window.selectRow(index)
        harness.waitUntil("the profile shows") { harness.window.profilePage == "form" }
    }

    func testAnUnnamedControlMakesTheTranscriptsDiffer() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            Self.openProfile(harness, of: "Leanne Graham")
            XCTAssertEqual(harness.window.transcript, TranscriptRenderer.render(harness.app))
            XCTAssertTrue(
                harness.window.transcript.contains(
                    "  > Leanne Graham <Sincere@april.biz>  · list-item \"Leanne Graham, Sincere@april.biz\"\n"))
            XCTAssertTrue(harness.window.transcript.contains("\n  search-box \"Search people\"\n"))

            // What a screen reader would get with the name removed: nothing but the class name.
            harness.window.searchEntry.accessibleName = nil
            XCTAssertNil(harness.window.searchEntry.accessibleName)
            XCTAssertTrue(harness.window.transcript.contains("\n  search-box (unnamed)\n"), harness.window.transcript)
            XCTAssertNotEqual(harness.window.transcript, TranscriptRenderer.render(harness.app))
        }
    }

    func testFieldErrorStyleAndStatusStyleAreReadFromTheWidgets() throws {
        try MainActor.assumeIsolated {
            let store = try TestPeopleStore(people: TestPeopleStore.samplePeople())
            let harness = try WindowHarness(store: store)
            defer { harness.close() }
            Self.openProfile(harness, of: "Leanne Graham")
            harness.window.typeInProfile(.email, "not an email")
            harness.waitUntil("the email error shows") { harness.app.profile?.field(.email).error != nil }
            let transcript = harness.window.transcript
            XCTAssertTrue(transcript.contains("\n  error style: email\n"), transcript)
            XCTAssertEqual(transcript, TranscriptRenderer.render(harness.app))

            // A field that shows its error text but not the error style is caught.
            let emailRow = harness.window.detailPane.profile.rows[ProfileField.allCases.firstIndex(of: .email)!]
            emailRow.editor.removeCSSClass("error")
            XCTAssertFalse(harness.window.transcript.contains("error style:"))
            XCTAssertNotEqual(harness.window.transcript, TranscriptRenderer.render(harness.app))
            emailRow.editor.addCSSClass("error")

            // A failed save: the status line in the error style, on both fronts.
            harness.window.typeInProfile(.email, "leanne@example.com")
            store.writeFailure = "disk full"
            harness.waitUntil("Save can be pressed") { harness.app.profile?.isSaveEnabled == true }
            harness.window.detailPane.profile.save.click()
            harness.waitUntil("the save fails") { harness.app.profile?.status.isError == true }
            XCTAssertTrue(harness.window.transcript.contains("\" (error)\n"), harness.window.transcript)
            XCTAssertEqual(harness.window.transcript, TranscriptRenderer.render(harness.app))
            harness.window.detailPane.profile.status.setCSSClass("field-error", false)
            XCTAssertNotEqual(harness.window.transcript, TranscriptRenderer.render(harness.app))
        }
    }

    func testTaskRowControlsAreNamedFromTheirTask() throws {
        try MainActor.assumeIsolated {
            let store = try TestPeopleStore(people: TestPeopleStore.samplePeople())
            let harness = try WindowHarness(store: store)
            defer { harness.close() }
            Self.openProfile(harness, of: "Leanne Graham")
            harness.app.tasksTabSelected()
            harness.waitUntil("the tasks page shows") { harness.window.tasksPage == "list" }
            harness.window.typeNewTask("Buy milk")
            harness.waitUntil("Add can be pressed") { harness.window.addButton.enabled }
            harness.window.clickAdd()
            harness.waitUntil("the task is added") { harness.app.tasks?.rows.contains { $0.title == "Buy milk" } == true }
            harness.waitUntil("the row shows") { harness.window.shownTaskParts.contains { $0.title == "Buy milk" } }
            let transcript = harness.window.transcript
            for line in [
                "    text-box \"New task title\"", "    button \"Due date: none\"",
                "    checkbox \"Done: Buy milk\"", "    text-box \"Title of task “Buy milk”\"",
                "    button \"Delete task “Buy milk”\"",
            ] {
                XCTAssertTrue(transcript.contains("\n\(line)\n"), "missing \(line) in\n\(transcript)")
            }
            XCTAssertEqual(transcript, TranscriptRenderer.render(harness.app))
        }
    }
}
