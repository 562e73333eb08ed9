import Foundation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterViewModels

@Suite("AppViewModel: selection, unsaved changes, closing")
@MainActor
struct AppViewModelTests {
    static let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org", companyName: "Analytical Engines")
    static let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org", companyName: "US Navy")
    static let edsger = Person(id: 3, name: "Edsger Dijkstra", email: "ed@example.org")
    static let tasks = [
        TaskItem(id: 1, personID: 1, title: "Write the notes", position: 0),
        TaskItem(id: 2, personID: 2, title: "Find the moth", position: 0),
    ]

    /// An app over an in-memory store, people loaded.
    private func loadedApp() async -> (AppViewModel, GatedRosterStore) {
        let store = GatedRosterStore(people: [Self.ada, Self.grace, Self.edsger], tasks: Self.tasks)
        let app = AppViewModel(
            store: store, avatars: FakeAvatarImporter(returning: "/data/avatars/a.png"),
            clock: ManualClock(testNow).clock, calendar: utcCalendar, locale: testLocale
        )
        await app.appeared().value
        return (app, store)
    }

    /// Selects `id` and waits until the pages it opens have loaded (their load tasks are not returned).
    private func select(_ id: PersonID, in app: AppViewModel) async throws {
        app.personSelected(id: id)
        try #require(await waitUntil { app.profile?.loadState == .loaded && app.tasks?.loadState == .loaded })
    }

    /// An app with Ada selected and her name edited.
    private func appWithUnsavedEdits() async throws -> (AppViewModel, GatedRosterStore, ProfileViewModel) {
        let (app, store) = await loadedApp()
        try await select(1, in: app)
        let profile = try #require(app.profile)
        profile.fieldChanged(.name, to: "Augusta Ada King")
        try #require(profile.hasUnsavedChanges)
        return (app, store, profile)
    }

    // MARK: Selecting

    @Test("selecting a person opens their profile and tasks")
    func selectingOpensPages() async throws {
        let (app, _) = await loadedApp()
        #expect(app.profile == nil)
        #expect(app.tasks == nil)
        #expect(app.detailPage == .profile)

        try await select(2, in: app)

        #expect(app.people.selectedPersonID == 2)
        #expect(app.profile?.personID == 2)
        #expect(app.tasks?.personID == 2)
        #expect(app.profile?.title == "Grace Hopper")
        #expect(app.tasks?.tasks == [Self.tasks[1]])
        #expect(app.question == nil)
    }

    @Test("without edits, selecting someone else just switches; clearing the selection closes the pages")
    func switchingWithoutEdits() async throws {
        let (app, _) = await loadedApp()
        try await select(1, in: app)
        let first = try #require(app.profile)

        try await select(2, in: app)
        #expect(app.question == nil)
        #expect(app.people.selectedPersonID == 2)
        #expect(app.profile !== first)
        #expect(app.profile?.personID == 2)
        #expect(app.tasks?.tasks.map(\.title) == ["Find the moth"])

        app.personSelected(id: nil)
        #expect(app.people.selectedPersonID == nil)
        #expect(app.profile == nil)
        #expect(app.tasks == nil)
    }

    @Test("a selection made in the People list goes through the app's decision too")
    func listSelectionRoutesThroughApp() async throws {
        let (app, _, profile) = try await appWithUnsavedEdits()
        let graceRow = try #require(app.people.listing.allRows.firstIndex { $0.personID == 2 })

        app.people.rowSelected(at: graceRow)

        #expect(app.question != nil)
        #expect(app.people.selectedPersonID == 1)
        #expect(app.profile === profile)
    }

    @Test("a reload of the people list keeps the open profile and its edits")
    func reloadKeepsProfile() async throws {
        let (app, _, profile) = try await appWithUnsavedEdits()
        await app.people.storeChanged().value
        #expect(app.profile === profile)
        #expect(profile.field(.name).value == "Augusta Ada King")
        #expect(app.question == nil)
    }

    // MARK: The unsaved-changes question

    @Test("with unsaved edits, selecting someone else asks first, naming the saved name, and does not switch")
    func editsRaiseQuestion() async throws {
        let (app, _, profile) = try await appWithUnsavedEdits()

        app.personSelected(id: 2)

        let question = try #require(app.question)
        #expect(question.title == "Save changes to Ada Lovelace?")
        #expect(question.message == "Your edits will be lost if you don’t save them.")
        #expect([question.saveTitle, question.discardTitle, question.cancelTitle] == ["Save", "Discard", "Cancel"])
        #expect(app.people.selectedPersonID == 1)
        #expect(app.profile === profile)
        #expect(profile.field(.name).value == "Augusta Ada King")
    }

    @Test("the question's answers: Cancel, Discard, Save in GNOME's order; Save by default, Cancel on dismissal")
    func questionChoices() async throws {
        let (app, _, _) = try await appWithUnsavedEdits()
        app.personSelected(id: 2)
        let question = try #require(app.question)
        #expect(question.choices.map(\.answer) == [.cancel, .discard, .save])
        #expect(question.choices.map(\.title) == ["Cancel", "Discard", "Save"])
        #expect(question.choices.map(\.appearance) == [.plain, .destructive, .suggested])
        #expect(UnsavedChangesQuestion.defaultAnswer == .save)
        #expect(UnsavedChangesQuestion.dismissAnswer == .cancel)
    }

    @Test("Cancel keeps the person and the edits")
    func answerCancel() async throws {
        let (app, store, profile) = try await appWithUnsavedEdits()
        app.personSelected(id: 2)

        await app.questionAnswered(.cancel).value

        #expect(app.question == nil)
        #expect(app.people.selectedPersonID == 1)
        #expect(app.profile === profile)
        #expect(profile.field(.name).value == "Augusta Ada King")
        #expect(profile.hasUnsavedChanges)
        #expect(await store.writes.isEmpty)
        // A later answer has nothing to act on.
        await app.questionAnswered(.discard).value
        #expect(app.people.selectedPersonID == 1)
    }

    @Test("Discard drops the edits and switches")
    func answerDiscard() async throws {
        let (app, store, profile) = try await appWithUnsavedEdits()
        app.personSelected(id: 2)

        await app.questionAnswered(.discard).value

        #expect(app.question == nil)
        #expect(app.people.selectedPersonID == 2)
        #expect(app.profile?.personID == 2)
        #expect(!profile.hasUnsavedChanges, "the old profile was reverted")
        #expect(profile.field(.name).value == "Ada Lovelace")
        #expect(await store.writes.isEmpty)
        #expect(await store.people.first { $0.id == 1 }?.name == "Ada Lovelace")
    }

    @Test("Save saves the edits, then switches")
    func answerSave() async throws {
        let (app, store, profile) = try await appWithUnsavedEdits()
        app.personSelected(id: 2)

        await app.questionAnswered(.save).value

        #expect(app.question == nil)
        #expect(await store.people.first { $0.id == 1 }?.name == "Augusta Ada King")
        #expect(profile.status == .saved)
        #expect(app.people.selectedPersonID == 2)
        #expect(app.profile?.personID == 2)
    }

    @Test("Save with a failing store keeps the person and the edits, shows the failure, and does not switch")
    func answerSaveFails() async throws {
        let (app, store, profile) = try await appWithUnsavedEdits()
        await store.fail(.updatePerson, with: StoreError.writeFailed("the database is read-only"))
        app.personSelected(id: 2)

        await app.questionAnswered(.save).value

        #expect(app.people.selectedPersonID == 1)
        #expect(app.profile === profile)
        #expect(profile.field(.name).value == "Augusta Ada King")
        #expect(profile.hasUnsavedChanges)
        #expect(profile.status.isError)
        #expect(profile.status.text.contains("read-only"))
        #expect(app.question == nil)
    }

    @Test("Save with an invalid draft does not switch and shows the errors")
    func answerSaveInvalid() async throws {
        let (app, store, profile) = try await appWithUnsavedEdits()
        profile.fieldChanged(.email, to: "not-an-email")
        app.personSelected(id: 2)

        await app.questionAnswered(.save).value

        #expect(app.people.selectedPersonID == 1)
        #expect(profile.field(.email).error == "Email is not valid")
        #expect(await store.writes.isEmpty)
    }

    // MARK: Closing

    @Test("closing without edits is approved at once")
    func closeWithoutEdits() async throws {
        let (app, _) = await loadedApp()
        #expect(app.closeRequested())
        #expect(app.isCloseApproved)

        let (other, _) = await loadedApp()
        try await select(1, in: other)
        #expect(other.closeRequested())
        #expect(other.isCloseApproved)
        #expect(other.question == nil)
    }

    @Test("closing with edits asks; Cancel keeps the window, Discard then approves")
    func closeWithEdits() async throws {
        let (app, _, profile) = try await appWithUnsavedEdits()

        #expect(app.closeRequested() == false)
        #expect(!app.isCloseApproved)
        #expect(app.question?.title == "Save changes to Ada Lovelace?")

        await app.questionAnswered(.cancel).value
        #expect(!app.isCloseApproved)
        #expect(profile.hasUnsavedChanges)

        #expect(app.closeRequested() == false)
        await app.questionAnswered(.discard).value
        #expect(app.isCloseApproved)
        #expect(app.question == nil)
    }

    @Test("closing with edits and answering Save approves once saved, not when the save fails")
    func closeWithSave() async throws {
        let (app, store, _) = try await appWithUnsavedEdits()
        await store.fail(.updatePerson, with: StoreError.writeFailed("the disk is full"))
        #expect(app.closeRequested() == false)
        await app.questionAnswered(.save).value
        #expect(!app.isCloseApproved)

        await store.fail(.updatePerson, with: nil)
        #expect(app.closeRequested() == false)
        await app.questionAnswered(.save).value
        #expect(app.isCloseApproved)
        #expect(await store.people.first { $0.id == 1 }?.name == "Augusta Ada King")
    }

    @Test("closing while a save is in flight asks too")
    func closeWhileSaving() async throws {
        let (app, store, profile) = try await appWithUnsavedEdits()
        await store.hold(.updatePerson)
        let save = profile.saveTapped()
        #expect(app.closeRequested() == false)
        #expect(app.question != nil)
        await store.release(.updatePerson)
        #expect(await save.value)
    }

    /// While a save is in flight, the question's Save calls `saveTapped()`, which
    /// refuses ("Saving…") and returns false, so the close never happens.
    @Test("answering Save while a save is already in flight closes once that save succeeds")
    func answerSaveWhileSaving() async throws {
        let (app, store, profile) = try await appWithUnsavedEdits()
        await store.hold(.updatePerson)
        let save = profile.saveTapped()
        #expect(app.closeRequested() == false)

        let answer = app.questionAnswered(.save)
        await store.release(.updatePerson)
        #expect(await save.value)
        await answer.value

        #expect(app.isCloseApproved)
    }

    // MARK: Detail page and restoring

    @Test("the Tasks and Profile tabs switch the detail page")
    func tabs() async throws {
        let (app, _) = await loadedApp()
        try await select(1, in: app)
        app.tasksTabSelected()
        #expect(app.detailPage == .tasks)
        try await select(2, in: app)
        #expect(app.detailPage == .tasks, "the page stays when switching people")
        app.profileTabSelected()
        #expect(app.detailPage == .profile)
        #expect(DetailPage.allCases.map(\.title) == ["Profile", "Tasks"])
    }

    @Test("the content header names the open person: their email under it, or the Tasks page's name")
    func detailTitles() async throws {
        let (app, _) = await loadedApp()
        #expect(app.detailTitle == "" && app.detailSubtitle == "", "nobody open: no title")
        try await select(2, in: app)
        #expect(app.detailTitle == "Grace Hopper" && app.detailSubtitle == "grace@example.org")
        app.tasksTabSelected()
        #expect(app.detailSubtitle == "Tasks")
        app.profileTabSelected()
        app.profile?.fieldChanged(.email, to: "typed@example.org")
        #expect(app.detailSubtitle == "grace@example.org", "the saved email, not what is being typed")
        app.questionAnswered(.discard)
        app.profile?.revertTapped()
        app.newPersonTapped()
        #expect(app.detailTitle == "New Person" && app.detailSubtitle == "")
    }

    @Test("the restorable state round-trips through JSON and brings back the selection and page")
    func restorableState() async throws {
        let (app, _) = await loadedApp()
        try await select(3, in: app)
        app.tasksTabSelected()
        app.people.searchTextChanged("dijk")
        let state = app.restorableState
        #expect(
            state
                == AppViewModel.RestorableState(
                    people: PeopleViewModel.RestorableState(searchText: "dijk", selectedPersonID: 3), detailPage: .tasks
                ))

        let data = try JSONEncoder().encode(state)
        let decoded = try JSONDecoder().decode(AppViewModel.RestorableState.self, from: data)
        #expect(decoded == state)

        let store = GatedRosterStore(people: [Self.ada, Self.grace, Self.edsger], tasks: Self.tasks)
        let restored = AppViewModel(
            store: store, avatars: FakeAvatarImporter(returning: "/a.png"),
            clock: ManualClock(testNow).clock, calendar: utcCalendar, locale: testLocale)
        restored.restore(decoded)
        #expect(restored.detailPage == .tasks)
        #expect(restored.restorableState == state, "a state restored before loading is kept as it is")
        await restored.appeared().value
        #expect(restored.people.selectedPersonID == 3)
        #expect(restored.people.searchText == "dijk")
        #expect(await waitUntil { restored.profile?.title == "Edsger Dijkstra" })
        #expect(restored.tasks?.personID == 3)
    }

    // MARK: The designated initializer

    @Test("the page factories are called with the selected id, once per selection")
    func factories() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace], tasks: Self.tasks)
        var madeProfiles: [PersonID] = []
        var madeTasks: [PersonID] = []
        let app = AppViewModel(
            people: PeopleViewModel(store: store, locale: testLocale),
            store: store, avatars: FakeAvatarImporter(returning: "/a.png"),
            makeProfile: { id in
                let id = try! #require(id)
                madeProfiles.append(id)
                return ProfileViewModel(personID: id, store: store, avatars: FakeAvatarImporter(returning: "/a.png"))
            },
            makeTasks: { id in
                madeTasks.append(id)
                return TasksViewModel(
                    personID: id, store: store, clock: ManualClock(testNow).clock, calendar: utcCalendar, locale: testLocale)
            }
        )
        await app.appeared().value
        app.personSelected(id: 2)
        app.personSelected(id: 2)
        app.personSelected(id: 1)
        #expect(madeProfiles == [2, 1])
        #expect(madeTasks == [2, 1])
        #expect(await waitUntil { app.profile?.loadState == .loaded })
        #expect(app.profile?.title == "Ada Lovelace")
    }
}
