import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTesting
import RosterViewModels
import XCTest

/// New Person, from the header bar, Ctrl+N and the empty directory, driven through the widgets.
final class NewPersonWindowTests: XCTestCase {
    func testTheHeaderButtonOpensAnEmptyFormAndSaveListsAndSelectsThePerson() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            XCTAssertEqual(harness.window.newPersonButtonShown.tooltip, "New Person")

            harness.window.clickNewPerson()
            harness.waitUntil("the empty form shows") { harness.window.showsPerson && harness.window.profilePage == "form" }
            for field in ProfileField.allCases { XCTAssertEqual(harness.window.profileField(field).value, "", "\(field)") }
            XCTAssertTrue(harness.window.profileFieldHasFocus(.name), "the form starts in Name")
            XCTAssertFalse(harness.window.detailPageEnabled(.tasks), "a new person has no tasks yet")
            XCTAssertEqual(harness.window.deletePersonButton.enabled, false)
            XCTAssertEqual(harness.window.deletePersonButton.tooltip, "Nobody is selected")
            XCTAssertEqual(harness.window.saveButton.tooltip, "No changes to save")

            // Typing goes through GTK's editable API, so the entries' own `changed` handlers run.
            harness.window.typeInProfile(.name, "Ada Lovelace")
            harness.waitUntil("Save asks for an email") { harness.window.saveButton.tooltip == "Email is required" }
            harness.window.typeInProfile(.email, "ada@example.org")
            harness.waitUntil("Save becomes enabled") { harness.window.saveButton.enabled }
            harness.window.clickSave()

            harness.waitUntil("the status says Saved") { harness.window.profileStatus == "Saved" }
            harness.waitUntil("the count includes her") { harness.window.countLine == "11 people" }
            let rows = harness.shownRowTexts
            let ada = try XCTUnwrap(rows.firstIndex(of: "Ada Lovelace | ada@example.org"), "\(rows)")
            let section = try XCTUnwrap(rows[..<ada].lastIndex { !$0.contains(" | ") })
            XCTAssertEqual(rows[section], "A to I", "listed in her section")
            harness.waitUntil("she is selected") {
                harness.window.selectedRow == harness.window.shownRows.first { $0.texts.first == "Ada Lovelace" }?.index
            }
            XCTAssertEqual(harness.window.profileField(.name).value, "Ada Lovelace", "her profile stays open")
            harness.waitUntil("her Tasks page is available") { harness.window.detailPageEnabled(.tasks) }
            XCTAssertTrue(harness.window.deletePersonButton.enabled)
        }
    }

    func testCtrlNOpensTheNewPersonFormWithNameFocused() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            harness.window.focusList()
            XCTAssertTrue(harness.window.pressShortcut("<Control>n"), "a shortcut handles Ctrl+N")
            harness.waitUntil("the empty form shows") { harness.window.showsPerson && harness.window.profilePage == "form" }
            XCTAssertEqual(harness.window.profileField(.name).value, "")
            harness.waitUntil("Name has focus") { harness.window.profileFieldHasFocus(.name) }
        }
    }

    func testNewPersonWithUnsavedEditsAsksFirst() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            let leanne = try XCTUnwrap(harness.window.shownRows.first { $0.texts.first == "Leanne Graham" })
            harness.window.selectRow(leanne.index)
            harness.waitUntil("Leanne's profile shows") { harness.window.profileField(.name).value == "Leanne Graham" }
            harness.window.typeInProfile(.phone, "555-0100")
            harness.waitUntil("the edit registers") { harness.window.saveButton.enabled }

            harness.window.clickNewPerson()
            harness.waitUntil("the question shows") { harness.window.questionShown != nil }
            XCTAssertEqual(harness.window.profileField(.phone).value, "555-0100", "nothing moves before the answer")
            harness.window.answerQuestion(.discard)
            harness.waitUntil("the empty form shows") { harness.window.profileField(.name).value == "" }
            harness.waitUntil("Name has focus") { harness.window.profileFieldHasFocus(.name) }
        }
    }

    func testAnEmptyDirectoryOffersNewPersonAndImport() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore(people: [], tasks: []))
            defer { harness.close() }
            harness.waitUntil("the empty state shows") { harness.window.listPage == "empty" }
            XCTAssertEqual(harness.window.emptyTitle, "No people yet")
            XCTAssertEqual(harness.window.emptyActionTitles, ["New Person", "Import…"])

            XCTAssertTrue(harness.window.clickEmptyAction("Import…"))
            harness.waitUntil("the import chooser opens") { harness.window.isFileChooserOpen }
            harness.window.cancelFileChooser()
            harness.waitUntil("the chooser closes") { !harness.window.isFileChooserOpen }

            XCTAssertTrue(harness.window.clickEmptyAction("New Person"))
            harness.waitUntil("the empty form shows") { harness.window.showsPerson && harness.window.profilePage == "form" }
            harness.waitUntil("Name has focus") { harness.window.profileFieldHasFocus(.name) }

            harness.window.typeSearch("zzz")
            harness.waitUntil("the no-match state shows") { harness.window.emptyTitle == "No people match “zzz”" }
            XCTAssertEqual(harness.window.emptyActionTitles, [], "a search without results offers no buttons")
        }
    }
}
