import Foundation
import RosterModel
import RosterSessionFile
import Synchronization
import Testing

@testable import RosterViewModels

/// Coming back as the user left it: the state saved on quit, the draft written
/// while typing, and both read back by a fresh app over the same store.
@Suite("Session restoration: state on quit, drafts while typing")
@MainActor
struct SessionRestorationTests {
    static let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org", companyName: "Analytical Engines")
    static let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org", companyName: "US Navy")
    static let tasks = [TaskItem(id: 1, personID: 1, title: "Write the notes", position: 0)]

    /// A session folder of its own, and the lines it logged.
    final class Session: Sendable {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("roster-session-\(UUID().uuidString)")
        let logged = Mutex<[String]>([])
        var file: SessionStateFile { SessionStateFile(directory: directory) { [self] line in self.logged.withLock { $0.append(line) } } }
        var lines: [String] { logged.withLock { $0 } }
        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    /// Debounce pauses that end at once but are recorded.
    final class Pauses: Sendable {
        let requested = Mutex<[Duration]>([])
        var sleep: @Sendable (Duration) async throws -> Void { { [self] delay in self.requested.withLock { $0.append(delay) } } }
    }

    private func app(on store: GatedRosterStore) -> AppViewModel {
        AppViewModel(
            store: store, avatars: FakeAvatarImporter(returning: "/data/avatars/a.png"),
            clock: ManualClock(testNow).clock, calendar: utcCalendar, locale: testLocale)
    }

    /// A fresh app restored from `session`, its people loaded and the restored pages settled.
    private func relaunched(on store: GatedRosterStore, session: Session, pauses: Pauses = Pauses()) async -> AppViewModel {
        let app = app(on: store)
        session.file.restore(app, sleep: pauses.sleep)
        await app.appeared().value
        await ViewModelActivity.settle()
        return app
    }

    /// A launch in which the user opens person `id` and edits `field` (its draft written), then nothing more.
    @discardableResult
    private func launchEditing(
        _ id: PersonID, _ field: ProfileField, to value: String,
        on store: GatedRosterStore, session: Session
    ) async -> AppViewModel {
        let app = await relaunched(on: store, session: session)
        app.personSelected(id: id)
        await ViewModelActivity.settle()
        app.profile?.fieldChanged(field, to: value)
        await ViewModelActivity.settle()
        return app
    }

    @Test("quit and relaunch: the same person, page, search and task filter")
    func quitAndRelaunch() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let session = Session()
        let first = await relaunched(on: store, session: session)
        first.people.searchTextChanged("ada")
        first.personSelected(id: 1)
        #expect(first.tasksTabSelected())
        await ViewModelActivity.settle()
        first.tasks?.filterSelected(.done)
        session.file.save(first)

        let second = await relaunched(on: store, session: session)
        #expect(second.people.searchText == "ada")
        #expect(second.people.selectedPersonID == 1)
        #expect(second.detailPage == .tasks)
        #expect(second.tasks?.filter == .done)
        #expect(second.profile?.title == "Ada Lovelace")
        #expect(second.restorableState == first.restorableState)
        #expect(session.lines.isEmpty)
    }

    @Test("a restored selection of someone deleted meanwhile selects nobody, without an error")
    func selectedPersonDeleted() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let session = Session()
        let first = await relaunched(on: store, session: session)
        first.personSelected(id: 2)
        await ViewModelActivity.settle()
        session.file.save(first)
        await store.removePerson(id: 2)

        let second = await relaunched(on: store, session: session)
        #expect(second.people.selectedPersonID == nil)
        #expect(second.profile == nil)
        #expect(second.people.loadState == .loaded)
        #expect(second.restorableState.people.selectedPersonID == nil)
    }

    @Test(
        "state from another version, or not JSON at all, is ignored with one log line",
        arguments: [
            #"{"people": {"searchText": "x"}, "detailPage": "tasks"}"#,
            #"{"version": 99, "people": {"searchText": "x"}, "detailPage": "tasks"}"#,
            "not json \u{0}",
            #"{"version": 1, "people": 7}"#,
        ])
    func unusableState(_ text: String) async throws {
        let session = Session()
        try FileManager.default.createDirectory(at: session.directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: session.directory.appendingPathComponent("state.json"))
        try Data(text.utf8).write(to: session.directory.appendingPathComponent("draft.json"))
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let app = await relaunched(on: store, session: session)
        #expect(app.people.searchText == "")
        #expect(app.people.selectedPersonID == nil)
        #expect(app.detailPage == .profile)
        #expect(session.lines.count == 2, "one line per file: \(session.lines)")
        #expect(session.lines.allSatisfy { $0.hasPrefix("roster: ignoring ") })
    }

    // MARK: Drafts

    @Test("typing writes the draft once typing pauses (300 ms), the last text only")
    func draftIsDebounced() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let session = Session()
        let pauses = Pauses()
        let app = await relaunched(on: store, session: session, pauses: pauses)
        app.personSelected(id: 1)
        await ViewModelActivity.settle()
        let profile = try #require(app.profile)
        profile.fieldChanged(.biography, to: "F")
        profile.fieldChanged(.biography, to: "Fi")
        profile.fieldChanged(.biography, to: "First programmer")
        await ViewModelActivity.settle()
        #expect(pauses.requested.withLock { $0 }.allSatisfy { $0 == .milliseconds(300) })
        let draft = try #require(session.file.loadDraft())
        #expect(draft.personID == 1)
        #expect(draft.fields["biography"] == "First programmer")
        #expect(draft.base == Self.ada)
    }

    @Test("after a crash, the next launch reopens the person with the draft restored, unsaved, and says so")
    func crashKeepsTheDraft() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let session = Session()
        let first = await relaunched(on: store, session: session)
        first.personSelected(id: 1)
        await ViewModelActivity.settle()
        first.profile?.fieldChanged(.biography, to: "First programmer")
        #expect(first.tasksTabSelected())
        first.tasks?.newTitleChanged("Publish the notes")
        await ViewModelActivity.settle()
        // No save: the app is dropped as a crash would.

        let second = await relaunched(on: store, session: session)
        let profile = try #require(second.profile)
        #expect(second.people.selectedPersonID == 1)
        #expect(second.detailPage == .profile)
        #expect(profile.field(.biography).value == "First programmer")
        #expect(profile.hasUnsavedChanges)
        #expect(profile.restoredDraftNotice == "Restored unsaved changes")
        #expect(profile.restoredDraftDiscardTitle == "Discard")
        #expect(second.tasks?.newTitle == "Publish the notes")
        #expect(await store.people.first { $0.id == 1 }?.biography == "", "nothing was saved")

        // Saving clears the notice and the draft's profile part; the add row stays a draft.
        #expect(await profile.saveTapped().value)
        #expect(profile.restoredDraftNotice == nil)
        second.tasks?.newTitleChanged("")
        await ViewModelActivity.settle()
        #expect(session.file.loadDraft() == nil, "nothing unsaved: no draft file")
    }

    @Test("the notice's Discard drops the restored edits and the draft file")
    func discardRestoredDraft() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let session = Session()
        _ = await launchEditing(1, .name, to: "Augusta Ada King", on: store, session: session)

        let second = await relaunched(on: store, session: session)
        let profile = try #require(second.profile)
        #expect(profile.field(.name).value == "Augusta Ada King")
        #expect(profile.shownControls.first == .discardRestoredDraft, "the notice's Discard shows, first")
        #expect(profile.restoredDraftDiscarded())
        #expect(!profile.shownControls.contains(.discardRestoredDraft))
        #expect(profile.restoredDraftNotice == nil)
        #expect(profile.field(.name).value == "Ada Lovelace")
        #expect(!profile.restoredDraftDiscarded(), "nothing left to discard")
        await ViewModelActivity.settle()
        #expect(session.file.loadDraft() == nil)
    }

    @Test("a draft whose person changed in the store meanwhile is restored next to a notice naming what changed")
    func draftOfChangedPerson() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let session = Session()
        _ = await launchEditing(1, .biography, to: "First programmer", on: store, session: session)
        var changed = Self.ada
        changed.email = "ada@lovelace.example"
        await store.setPerson(changed)

        let second = await relaunched(on: store, session: session)
        let profile = try #require(second.profile)
        #expect(profile.field(.biography).value == "First programmer")
        #expect(profile.field(.email).value == "ada@lovelace.example", "their change shows; it is not overwritten")
        #expect(profile.hasUnsavedChanges)
        #expect(profile.restoredDraftNotice?.hasPrefix("Restored unsaved changes. Since then, someone else changed Email") == true)
    }

    @Test("reverting clears the draft file; a draft of someone deleted meanwhile selects nobody")
    func revertAndDeleted() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let session = Session()
        let first = await launchEditing(2, .company, to: "Navy", on: store, session: session)
        #expect(session.file.loadDraft() != nil)
        #expect(first.profile?.revertTapped() == true)
        await ViewModelActivity.settle()
        #expect(session.file.loadDraft() == nil)

        first.profile?.fieldChanged(.company, to: "Navy")
        await ViewModelActivity.settle()
        await store.removePerson(id: 2)
        let second = await relaunched(on: store, session: session)
        #expect(second.people.selectedPersonID == nil)
        #expect(second.profile == nil)

        // The next edits, of someone else, become the draft.
        second.personSelected(id: 1)
        await ViewModelActivity.settle()
        second.profile?.fieldChanged(.phone, to: "555 0100")
        await ViewModelActivity.settle()
        #expect(session.file.loadDraft()?.personID == 1)
        #expect(session.file.loadDraft()?.fields["phone"] == "555 0100")
    }

    @Test("a new person's form, never saved, comes back after a crash with what was typed")
    func newPersonDraft() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        let session = Session()
        let first = await relaunched(on: store, session: session)
        first.newPersonTapped()
        first.profile?.fieldChanged(.name, to: "Barbara Liskov")
        await ViewModelActivity.settle()
        let written = try #require(session.file.loadDraft())
        #expect(written.personID == nil)

        let second = await relaunched(on: store, session: session)
        let profile = try #require(second.profile)
        #expect(profile.isNew)
        #expect(profile.field(.name).value == "Barbara Liskov")
        #expect(profile.restoredDraftNotice == "Restored unsaved changes")
        profile.fieldChanged(.email, to: "barbara@example.org")
        #expect(await profile.saveTapped().value)
        await ViewModelActivity.settle()
        #expect(session.file.loadDraft() == nil, "saved: nothing left unsaved")
    }
}
