import Foundation
import RosterModel
import RosterSQLite
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterViewModels

/// "Changed by someone else": a profile whose fields another writer changed while the user
/// edited them. Over the in-memory store (the other writer saves through the same store) and
/// over two `RosterDatabase`s on one SQLite file (another program).
@Suite("Profile conflicts")
@MainActor
struct ProfileConflictTests {
    static let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org", phone: "+44 20 0000", companyName: "Analytical Engines")

    /// Ada's profile over an in-memory store, loaded.
    private func loadedProfile() async throws -> (ProfileViewModel, InMemoryRosterStore) {
        let store = InMemoryRosterStore(people: [Self.ada], tasks: [])
        let profile = ProfileViewModel(personID: 1, store: store, avatars: FakeAvatarImporter(returning: "/x.png"))
        await profile.appeared().value
        try #require(profile.loadState == .loaded)
        return (profile, store)
    }

    /// Another writer sets `field` of Ada to `value`, as their own save would.
    private func theirSave(_ store: any PeopleStore, _ field: ProfileField, _ value: String) async throws {
        let current = try #require(try await store.fetchPerson(id: 1))
        var changed = current
        field.set(value, in: &changed)
        _ = try await store.updatePerson(PersonEdit(original: current, updated: changed))
    }

    /// The user edited email and phone; someone else changed the email meanwhile.
    private func conflicted() async throws -> (ProfileViewModel, InMemoryRosterStore) {
        let (profile, store) = try await loadedProfile()
        profile.fieldChanged(.email, to: "ada@mine.example")
        profile.fieldChanged(.phone, to: "+44 20 1111")
        try await theirSave(store, .email, "ada@theirs.example")
        try #require(await waitUntil { profile.conflict != nil })
        return (profile, store)
    }

    @Test("without a conflict the three intents are disabled and refused")
    func noConflict() async throws {
        let (profile, store) = try await loadedProfile()
        profile.fieldChanged(.email, to: "ada@mine.example")
        #expect(profile.conflict == nil)
        #expect(!profile.isShowTheirsEnabled && !profile.isKeepMineEnabled && !profile.isMergeEnabled)
        #expect(profile.showTheirsTapped() == false)
        #expect(await profile.keepMineTapped().value == false)
        #expect(await profile.mergeTapped().value == false)
        #expect(profile.field(.email).value == "ada@mine.example")
        #expect(try await store.fetchPerson(id: 1)?.email == "ada@example.org")
    }

    @Test("Show Theirs, Keep Mine and Merge are shown only with the conflict, before the form")
    func conflictButtonsShownWithTheConflict() async throws {
        let (profile, store) = try await loadedProfile()
        let fields: [ProfileControl] = ProfileField.allCases.flatMap { field -> [ProfileControl] in
            [.field(field)] + FieldAction.actions(for: field).map { action in .fieldAction(field, action) }
        }
        let form: [ProfileControl] = [.choosePhoto, .removePhoto] + fields + [.deletePerson, .history, .revert, .save]
        #expect(profile.shownControls == form)
        profile.fieldChanged(.email, to: "ada@mine.example")
        try await theirSave(store, .email, "ada@theirs.example")
        try #require(await waitUntil { profile.conflict != nil })
        #expect(profile.shownControls == [.showTheirs, .keepMine, .merge] + form)
    }

    @Test("their change to a field I edited, arriving live: the conflict names it, theirs and mine; every edit stays; Save waits")
    func liveCollision() async throws {
        let (profile, _) = try await conflicted()
        let conflict = try #require(profile.conflict)
        #expect(conflict.collisions == [.init(field: .email, theirs: "ada@theirs.example", mine: "ada@mine.example")])
        #expect(conflict.hasOtherEdits)
        #expect(conflict.collides(.email) && !conflict.collides(.phone))
        #expect(conflict.title == "Changed by someone else")
        #expect(
            conflict.detail == "Not saved. Someone else changed Email: theirs “ada@theirs.example”, yours “ada@mine.example” meanwhile.")
        #expect(profile.field(.email).value == "ada@mine.example")
        #expect(profile.field(.phone).value == "+44 20 1111")
        #expect(profile.saveBlocker == .conflict)
        #expect(await profile.saveTapped().value == false)
        #expect(profile.isShowTheirsEnabled && profile.isKeepMineEnabled && profile.isMergeEnabled)
    }

    @Test("their change to a field I did not edit follows into the form, with no conflict")
    func liveNonColliding() async throws {
        let (profile, store) = try await loadedProfile()
        profile.fieldChanged(.email, to: "ada@mine.example")
        try await theirSave(store, .company, "Difference Engines")
        #expect(await waitUntil { profile.field(.company).value == "Difference Engines" })
        #expect(profile.conflict == nil)
        #expect(profile.field(.email).value == "ada@mine.example")
        #expect(await profile.saveTapped().value)
        let saved = try #require(try await store.fetchPerson(id: 1))
        #expect(saved.email == "ada@mine.example" && saved.companyName == "Difference Engines")
    }

    @Test("Keep Mine saves every edit over theirs")
    func keepMine() async throws {
        let (profile, store) = try await conflicted()
        #expect(await profile.keepMineTapped().value)
        #expect(profile.conflict == nil)
        #expect(profile.status == .saved)
        let saved = try #require(try await store.fetchPerson(id: 1))
        #expect(saved.email == "ada@mine.example" && saved.phone == "+44 20 1111")
    }

    @Test("Merge keeps their value where we collide and saves my other edits")
    func merge() async throws {
        let (profile, store) = try await conflicted()
        #expect(await profile.mergeTapped().value)
        #expect(profile.conflict == nil)
        #expect(profile.field(.email).value == "ada@theirs.example")
        let saved = try #require(try await store.fetchPerson(id: 1))
        #expect(saved.email == "ada@theirs.example" && saved.phone == "+44 20 1111")
        #expect(!profile.hasUnsavedChanges)
    }

    @Test("Show Theirs drops every edit and shows the stored person; nothing is written")
    func showTheirs() async throws {
        let (profile, store) = try await conflicted()
        #expect(profile.showTheirsTapped())
        #expect(profile.conflict == nil)
        #expect(profile.field(.email).value == "ada@theirs.example")
        #expect(profile.field(.phone).value == "+44 20 0000")
        #expect(!profile.hasUnsavedChanges)
        #expect(try await store.fetchPerson(id: 1)?.phone == "+44 20 0000")
    }

    @Test("Merge is disabled when every edit collides; Keep Mine when mine is invalid")
    func enabledStates() async throws {
        let (profile, store) = try await loadedProfile()
        profile.fieldChanged(.email, to: "not an address")
        try await theirSave(store, .email, "ada@theirs.example")
        #expect(await waitUntil { profile.conflict != nil })
        #expect(profile.conflict?.hasOtherEdits == false)
        #expect(profile.isShowTheirsEnabled)
        #expect(!profile.isKeepMineEnabled)
        #expect(!profile.isMergeEnabled)
        #expect(await profile.keepMineTapped().value == false)
        #expect(await profile.mergeTapped().value == false)
        #expect(profile.field(.email).value == "not an address")
    }

    @Test("editing while the conflict shows reckons it again: another edit enables Merge, a new value shows as mine, their value ends it")
    func editsDuringConflict() async throws {
        let (profile, store) = try await loadedProfile()
        profile.fieldChanged(.email, to: "ada@mine.example")
        try await theirSave(store, .email, "ada@theirs.example")
        try #require(await waitUntil { profile.conflict != nil })
        #expect(profile.conflict?.hasOtherEdits == false)
        #expect(!profile.isMergeEnabled)

        profile.fieldChanged(.phone, to: "+44 20 2222")
        #expect(profile.conflict?.hasOtherEdits == true)
        #expect(profile.isMergeEnabled)

        profile.fieldChanged(.email, to: "ada@newer.example")
        #expect(profile.conflict?.collisions == [.init(field: .email, theirs: "ada@theirs.example", mine: "ada@newer.example")])

        profile.fieldChanged(.email, to: "ada@theirs.example")
        #expect(profile.conflict == nil, "typing their value ends the conflict")
        #expect(profile.saveBlocker == nil)
        #expect(await profile.saveTapped().value)
        #expect(try await store.fetchPerson(id: 1)?.phone == "+44 20 2222")
    }

    @Test("they change it back to what it was: the conflict goes by itself, my edit stays")
    func conflictResolvesItself() async throws {
        let (profile, store) = try await conflicted()
        try await theirSave(store, .email, "ada@mine.example")
        #expect(await waitUntil { profile.conflict == nil })
        #expect(profile.field(.phone).value == "+44 20 1111")
        #expect(profile.saveBlocker == nil)
    }

    @Test("two RosterDatabases on one file: their save collides with mine; Keep Mine wins, then Merge on a second round")
    func overTwoDatabases() async throws {
        let tmp = try TemporaryDirectory(prefix: "roster-conflict-tests")
        let mine = try RosterDatabase(path: tmp.path("roster.sqlite"))
        try await mine.insert([Self.ada])
        let theirs = try RosterDatabase(path: tmp.path("roster.sqlite"))
        let profile = ProfileViewModel(personID: 1, store: mine, avatars: FakeAvatarImporter(returning: "/x.png"))
        await profile.appeared().value
        profile.fieldChanged(.email, to: "ada@mine.example")
        profile.fieldChanged(.phone, to: "+44 20 1111")
        try await theirSave(theirs, .email, "ada@theirs.example")
        // Whether their change arrives live first (Save then waits) or the save finds it, nothing is overwritten.
        #expect(await profile.saveTapped().value == false)
        #expect(await waitUntil { profile.conflict != nil })
        #expect(try await theirs.fetchPerson(id: 1)?.email == "ada@theirs.example")
        #expect(await profile.keepMineTapped().value)
        #expect(try await theirs.fetchPerson(id: 1)?.email == "ada@mine.example")

        profile.fieldChanged(.company, to: "Mine Ltd")
        profile.fieldChanged(.name, to: "Ada King")
        try await theirSave(theirs, .company, "Theirs plc")
        #expect(await profile.saveTapped().value == false)
        #expect(await waitUntil { profile.conflict?.fields == [.company] })
        #expect(await profile.mergeTapped().value)
        let saved = try #require(try await theirs.fetchPerson(id: 1))
        #expect(saved.companyName == "Theirs plc" && saved.name == "Ada King")
    }
}
