import Foundation
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterSearch
import RosterViewModels
import XCTest

/// The window in German: the German gettext catalog and the de_DE locale, as
/// `roster` composes them under `LANG=de_DE.UTF-8`.
final class GermanWindowTests: XCTestCase {
    override func tearDown() {
        // Every other test expects the English source strings.
        Translations.activate(nil)
        super.tearDown()
    }

    func testTheWindowSpeaksGermanWithGermanPluralsAndNumbers() throws {
        try MainActor.assumeIsolated {
            // gtk_init sets LC_MESSAGES from the environment: initialise GTK before choosing the catalog.
            try GtkTestSupport.initialize()
            guard Translations.activate(Locale(identifier: "de_DE")) else {
                throw MissingComponent(
                    """
                    the de_DE.UTF-8 locale is not installed, so gettext cannot choose the German catalog: \
                    run `make test-deps` (Debian's locales package, then locale-gen)
                    """)
            }
            let harness = try WindowHarness(
                store: TestPeopleStore(people: TestPeopleStore.samplePeople()),
                locale: Locale(identifier: "de_DE"))
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }

            XCTAssertEqual(harness.window.countLine, "10 Personen")
            XCTAssertEqual(harness.shownRowTexts.first, "A bis I")

            harness.window.typeSearch("cle")
            harness.waitUntil("the count line follows the search") { harness.window.countLine == "2 von 10 Personen" }

            harness.window.typeSearch("zzz")
            harness.waitUntil("the empty state shows") { harness.window.listPage == "empty" }
            XCTAssertEqual(harness.window.emptyTitle, "Keine Personen passen zu „zzz“")
            XCTAssertEqual(harness.window.countLine, "0 von 10 Personen")
        }
    }

    func testTheGermanCatalogTranslatesTheViewModelsStrings() {
        guard Translations.activate(Locale(identifier: "de_DE")) else {
            return XCTFail("the de_DE.UTF-8 locale is not installed: run `make test-deps`")
        }
        XCTAssertEqual(ControlNames.deletePerson, "Person löschen")
        XCTAssertEqual(ControlNames.save, "Speichern")
        XCTAssertEqual(ControlNames.search, "Personen suchen")
        XCTAssertEqual(ShortcutTitles.quit, "Beenden")
        XCTAssertEqual(DetailPage.tasks.title, "Aufgaben")
        XCTAssertEqual(PeopleSectionKind.jToQ.title, "J bis Q")
        Translations.activate(nil)
        XCTAssertEqual(ControlNames.deletePerson, "Delete Person", "English again once the catalog is off")
    }

    /// The model's typed reasons that only rare paths reach (a store file replaced
    /// under Roster, JSON types, avatar colours) in German; English again once the
    /// catalog is off. The CLI tests (GermanRareMessagesTests) reach the others end to end.
    func testTheRareReasonsAndTheAvatarColourAreGerman() {
        guard Translations.activate(Locale(identifier: "de_DE")) else {
            return XCTFail("the de_DE.UTF-8 locale is not installed: run `make test-deps`")
        }
        let replaced = StoreError.writeFailed(StoreError.DetailedReason.fileReplaced("/tmp/r.sqlite").description)
        XCTAssertEqual(
            ErrorMessages.text(replaced),
            "In die Datenbank kann nicht geschrieben werden: die Datenbankdatei /tmp/r.sqlite wurde gelöscht oder ersetzt, während Roster sie geöffnet hatte. Es wurde nichts geändert."
        )
        let folder = StoreError.cannotOpen(path: "/x/r.sqlite", reason: StoreError.DetailedReason.cannotCreateFolder("/x").description)
        XCTAssertTrue(ErrorMessages.text(folder).hasSuffix("der Ordner /x kann nicht angelegt werden."), ErrorMessages.text(folder))
        XCTAssertEqual(
            ErrorMessages.text(StoreError.invalidPerson(PersonRuleError(field: nil, violation: .tooLong(limit: 50)))),
            "Die Person ist ungültig: der Benutzername darf höchstens 50 Zeichen lang sein. Es wurde nichts geändert.")
        XCTAssertEqual(
            ErrorMessages.text(StoreError.invalidTask(TaskRuleError(field: .dueDate, violation: .notACalendarDay))),
            "Die Aufgabe ist ungültig: das Fälligkeitsdatum muss ein Datum wie 2026-12-31 sein. Es wurde nichts geändert.")
        XCTAssertEqual(AvatarDisplay.text(initials: "LG", color: .yellow), "LG auf Gelb")
        XCTAssertEqual(AvatarDisplay.text(initials: "CB", color: .slate), "CB auf Schiefergrau")
        XCTAssertEqual(
            ErrorMessages.text(AvatarError.tooLarge(name: "a.png", bytes: 12_000_000)),
            "„a.png“ ist zu groß (11,4 MB); Bilder dürfen höchstens 10 MB groß sein.")
        Translations.activate(nil)
        XCTAssertEqual(
            ErrorMessages.text(replaced),
            "Cannot write to the database: the database file /tmp/r.sqlite was deleted or replaced while Roster had it open. Nothing was changed."
        )
        XCTAssertEqual(ErrorMessages.text(replaced), replaced.description, "the view models' English is the model's")
        XCTAssertEqual(AvatarDisplay.text(initials: "LG", color: .yellow), "LG on yellow")
        XCTAssertEqual(
            ErrorMessages.text(AvatarError.tooLarge(name: "a.png", bytes: 12_000_000)),
            AvatarError.tooLarge(name: "a.png", bytes: 12_000_000).description)
    }
}
