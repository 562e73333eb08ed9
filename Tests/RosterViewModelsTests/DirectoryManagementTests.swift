import Foundation
import RosterModel
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterViewModels

/// Adding, deleting (with Undo), importing and exporting people through the view models.
@MainActor
@Suite("AppViewModel and ImportExportViewModel: managing the directory")
struct DirectoryManagementTests {
    static let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")
    static let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org")
    static let tasks = [
        TaskItem(id: 1, personID: 1, title: "Notes on the engine", isDone: true, position: 0),
        TaskItem(id: 2, personID: 1, title: "Bernoulli numbers", dueDate: .iso("2026-12-01"), position: 1),
    ]

    private func loadedApp() async -> (AppViewModel, InMemoryRosterStore) {
        let store = InMemoryRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let app = AppViewModel(
            store: store, avatars: FakeAvatarImporter(returning: "/data/avatars/a.png"),
            clock: ManualClock(testNow).clock, calendar: utcCalendar, locale: testLocale)
        await app.appeared().value
        return (app, store)
    }

    @Test("New Person: an empty form; Save adds the person under a new id and selects them")
    func newPerson() async throws {
        let (app, store) = await loadedApp()
        app.newPersonTapped()
        let profile = try #require(app.profile)
        #expect(profile.isNew && profile.title == "New Person")
        #expect(profile.field(.name).value == "" && profile.field(.name).error == nil, "no error before editing")
        #expect(profile.saveBlocker == .noChanges)
        #expect(app.tasksTabSelected() == false, "a new person has no tasks page yet")
        #expect(profile.shownControls.contains(.deletePerson), "Delete Person shows, disabled, saying why")
        #expect(app.deletePersonDisabledReason == "Nobody is selected")
        profile.fieldChanged(.name, to: "  Barbara Liskov ")
        #expect(profile.saveBlocker == .invalid("Email is required"))
        profile.fieldChanged(.email, to: "barbara@example.org")
        #expect(await profile.saveTapped().value)
        #expect(profile.personID == 3)
        #expect(try await store.fetchPerson(id: 3)?.name == "Barbara Liskov")
        #expect(await waitUntil { app.people.selectedPersonID == 3 && app.tasks?.personID == 3 })
        #expect(app.profile === profile, "the saved form stays, with anything typed since")
    }

    @Test("leaving an unsaved new person asks first")
    func newPersonQuestion() async throws {
        let (app, _) = await loadedApp()
        app.newPersonTapped()
        app.profile?.fieldChanged(.name, to: "Someone")
        app.personSelected(id: 1)
        #expect(app.question != nil)
        app.questionAnswered(.discard)
        #expect(await waitUntil { app.profile?.personID == 1 })
    }

    @Test("Delete Person removes the person and their tasks; Undo restores both exactly")
    func deleteAndUndo() async throws {
        let (app, store) = await loadedApp()
        app.personSelected(id: 1)
        #expect(await waitUntil { app.profile?.loadState == .loaded && app.isDeletePersonEnabled })
        #expect(await app.deletePersonTapped().value)
        #expect(app.personUndo?.message == "Deleted Ada Lovelace and 2 tasks")
        #expect(app.profile == nil && app.people.selectedPersonID == nil)
        #expect(try await store.fetchPerson(id: 1) == nil)
        #expect(try await store.fetchTasks(personID: 1).isEmpty)
        #expect(await app.undoDeleteTapped().value)
        #expect(app.personUndo == nil)
        #expect(try await store.fetchPerson(id: 1) == Self.ada)
        #expect(try await store.fetchTasks(personID: 1) == Self.tasks)
        #expect(await waitUntil { app.people.selectedPersonID == 1 })
    }

    @Test("one Undo command takes the deleted task while the Tasks page offers it, then the deleted person")
    func undoCommandTakesTheOfferShown() async throws {
        let (app, store) = await loadedApp()
        #expect(app.undoOffer == nil)
        #expect(await app.undoTapped().value == false, "nothing to undo")
        app.personSelected(id: 2)
        #expect(await waitUntil { app.profile?.loadState == .loaded && app.isDeletePersonEnabled })
        #expect(await app.deletePersonTapped().value)
        #expect(app.undoOffer?.message == "Deleted Grace Hopper")

        app.personSelected(id: 1)
        #expect(await waitUntil { app.tasks?.loadState == .loaded })
        #expect(app.tasksTabSelected())
        await app.tasks?.deleteTapped(2).value
        #expect(app.undoOffer?.message == "Deleted “Bernoulli numbers”", "the page shown offers its own first")
        app.profileTabSelected()
        #expect(app.undoOffer?.message == "Deleted Grace Hopper", "the Profile page offers no task")
        #expect(app.tasksTabSelected())

        #expect(await app.undoTapped().value)
        #expect(try await store.fetchTasks(personID: 1) == Self.tasks)
        #expect(app.undoOffer?.message == "Deleted Grace Hopper")
        #expect(await app.undoTapped().value)
        #expect(try await store.fetchPerson(id: 2) == Self.grace)
        #expect(app.undoOffer == nil)
    }

    @Test("disabled intents do nothing and say so")
    func refusals() async throws {
        let (app, _) = await loadedApp()
        #expect(app.deletionUndoDismissed() == false)
        #expect(await app.undoDeleteTapped().value == false)
        #expect(await app.deletePersonTapped().value == false, "nobody is selected")
        #expect(app.importExport.reportDismissed() == false)
        #expect(app.importExport.importCancelTapped() == false)
        app.personSelected(id: 2)
        #expect(await waitUntil { app.profile?.loadState == .loaded })
        #expect(app.profile?.avatarRemoved() == false, "no photo to remove")
        #expect(app.profile?.revertTapped() == false, "nothing to revert")
    }

    @Test("a failed deletion keeps the person and says why")
    func failedDeletion() async throws {
        let (app, store) = await loadedApp()
        app.personSelected(id: 2)
        #expect(await waitUntil { app.profile?.loadState == .loaded })
        store.failWrites("the disk is full")
        #expect(await app.deletePersonTapped().value == false)
        #expect(app.deletionError == "Not deleted: Cannot write to the database: the disk is full. Nothing was changed.")
        #expect(app.personUndo == nil && app.profile?.personID == 2)
    }

    @Test("import: a good file imports and reports; a bad one changes nothing and lists every problem")
    func importFile() async throws {
        let (app, store) = await loadedApp()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-vm-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"[{"id": 5, "name": "", "email": "x@example.org"}, {"id": 6, "name": "Ok", "email": "@"}]"#.utf8).write(to: bad)
        #expect(await app.importExport.importChosen(path: bad.path).value == false)
        #expect(
            app.importExport.report
                == ImportReport(
                    title: "2 records are invalid; nothing was imported:",
                    lines: [
                        "record 0 (id 5): name: is required", "record 1 (id 6): email: is not valid",
                    ], isError: true))
        #expect(try await store.fetchPeople().count == 2)
        #expect(app.importExport.reportDismissed())
        let good = folder.appendingPathComponent("good.json")
        try Data(
            #"{"users": [{"id": 7, "name": "Edsger Dijkstra", "email": "ewd@example.org"}], "todos": [{"userId": 7, "id": 9, "title": "GOTO", "completed": false}]}"#
                .utf8
        ).write(to: good)
        #expect(app.importExport.isImportExportEnabled)
        #expect(await app.importExport.importChosen(path: good.path).value)
        #expect(app.importExport.importProgress == nil)
        #expect(app.importExport.report?.title == "Imported 1 person (1 added, 1 task)")
        #expect(try await store.fetchTasks(personID: 7).map(\.title) == ["GOTO"])
        #expect(await waitUntil { app.people.countText == "3 people" })
    }

    @Test("export writes the directory in the import format")
    func export() async throws {
        let (app, _) = await loadedApp()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("roster-vm-export-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(await app.importExport.exportChosen(path: file.path).value)
        #expect(app.importExport.report?.title == "Exported 2 people, 2 tasks to \(file.lastPathComponent)")
        let document = try DirectoryJSON.parse(Data(contentsOf: file))
        #expect(document.people == [Self.ada, Self.grace])
        #expect(document.tasks == Self.tasks)
    }

    @Test("an empty directory offers New Person and Import…")
    func emptyState() async throws {
        let store = InMemoryRosterStore(people: [], tasks: [])
        let app = AppViewModel(store: store, avatars: FakeAvatarImporter(returning: "/a.png"), locale: testLocale)
        await app.appeared().value
        #expect(app.people.emptyState?.actions == [.newPerson, .importFile])
        #expect(app.people.emptyState?.detail == "Add someone, or import a team from a file.")
    }
}
