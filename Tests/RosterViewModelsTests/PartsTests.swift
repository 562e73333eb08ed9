import Foundation
import RosterModel
import RosterTestSupport
import RosterTesting
import RosterViewModels
import Testing

/// The signed-in user's part as view-model state (issue 25): what may not be done is disabled
/// before the user tries, and says why in the same words everywhere.
@Suite("Parts")
@MainActor
struct PartsTests {
    /// The sample team (Leanne Graham's username is Bret, Ervin Howell's Antonette), as `part` named `name` sees it.
    private func app(_ part: DirectoryPart, _ name: String) async throws -> (AppViewModel, InMemoryRosterStore) {
        let store = try InMemoryRosterStore.sampleData()
        store.signIn(as: DirectoryAccess(part: part, userName: name))
        let app = AppViewModel(store: store, avatars: FakeAvatarImporter(returning: "/x.png"))
        await app.appeared().value
        return (app, store)
    }

    private func open(_ app: AppViewModel, _ id: PersonID) async throws -> ProfileViewModel {
        app.personSelected(id: id)
        let profile = try #require(app.profile)
        #expect(await waitUntil { profile.loadState == .loaded })
        return profile
    }

    @Test("a member's own profile is editable and saves; anyone else's is read-only with the reason, on Save too")
    func memberEditsThemselvesOnly() async throws {
        let (app, store) = try await app(.member, "Bret")
        let others = try await open(app, 2)
        #expect(others.isReadOnly)
        #expect(others.editDenial == .editPerson(username: "Antonette"))
        #expect(others.readOnlyReason == "Only Antonette or an administrator can edit this profile")
        others.fieldChanged(.phone, to: "555 0102")
        #expect(others.field(.phone).value == "010-692-6593 x09125", "a read-only field takes no typing")
        #expect(others.saveBlocker == .notAllowed(.editPerson(username: "Antonette")))
        #expect(others.saveDisabledReason == others.readOnlyReason)
        #expect(await others.saveTapped().value == false)
        #expect(!others.canRemoveAvatar)
        #expect(!others.isChoosePhotoEnabled)
        await others.avatarChosen(path: "/tmp/any.png").value
        #expect(others.avatar == .placeholder(forName: "Ervin Howell"), "a photo chosen anyway is not taken")
        #expect(others.avatarError == nil && !others.hasUnsavedChanges)

        let own = try await open(app, 1)
        #expect(!own.isReadOnly)
        #expect(own.isChoosePhotoEnabled)
        #expect(own.readOnlyReason == nil)
        own.fieldChanged(.phone, to: "555 0101")
        #expect(await own.saveTapped().value)
        #expect(try await store.fetchPerson(id: 1)?.phone == "555 0101")
    }

    @Test("New Person, Delete and Import are disabled for everyone but administrators, each with its reason")
    func administratorsOnly() async throws {
        for (part, administers) in [(DirectoryPart.reader, false), (.member, false), (.admin, true), (.owner, true)] {
            let (app, _) = try await app(part, "Bret")
            _ = try await open(app, 1)
            #expect(app.isNewPersonEnabled == administers, "\(part)")
            #expect(app.newPersonDisabledReason == (administers ? nil : "Only an administrator can add people"))
            #expect(app.isDeletePersonEnabled == administers)
            #expect(app.deletePersonDisabledReason == (administers ? nil : "Only an administrator can delete people"))
            #expect(app.importExport.isImportEnabled == administers)
            #expect(app.importExport.importDisabledReason == (administers ? nil : "Only an administrator can import into the directory"))
            #expect(app.importExport.isImportExportEnabled, "Export… stays for every part")
            app.newPersonTapped()
            #expect((app.profile?.isNew ?? false) == administers)
        }
    }

    @Test("a reader edits nobody, not even the person with their name; an admin edits anyone")
    func readerAndAdmin() async throws {
        let (reader, _) = try await app(.reader, "Samantha")
        // Samantha's own profile: a reader may not edit it, so it does not name her.
        #expect(try await open(reader, 3).readOnlyReason == "Only an administrator can edit this profile")
        #expect(try await open(reader, 1).readOnlyReason == "Only Bret or an administrator can edit this profile")
        let (admin, _) = try await app(.admin, "Antonette")
        #expect(try await open(admin, 1).isReadOnly == false)
        #expect(try await open(admin, 3).isReadOnly == false)
    }

    @Test("a login's own profile is the one whose username has its very scalars, as the server compares them")
    func usernameExactlyAsStored() {
        let precomposed = "Jos\u{E9}"
        let decomposed = "Jose\u{301}"
        #expect(precomposed == decomposed, "Swift's == takes them for one string")
        let person = Person(id: 4, name: "José", username: decomposed, email: "jose@example.org")
        let member = DirectoryAccess(part: .member, userName: precomposed)
        #expect(!member.mayEdit(person))
        #expect(member.editDenial(of: person) == .editPerson(username: decomposed))
        #expect(DirectoryAccess(part: .member, userName: decomposed).editDenial(of: person) == nil)
        // A reader's own profile and tasks: only an administrator may change them.
        let reader = DirectoryAccess(part: .reader, userName: decomposed)
        #expect(reader.editDenial(of: person) == .editPerson(username: ""))
        #expect(reader.tasksDenial(of: person) == .editTasks(username: ""))
        #expect(DirectoryAccess(part: .member, userName: "").mayEdit(Person(id: 5, name: "N", email: "n@example.org")) == false)
    }

    @Test("the store refuses what the part does not allow, typed, worded like the disabled reason")
    func storeRefuses() async throws {
        let store = try InMemoryRosterStore.sampleData()
        store.signIn(as: DirectoryAccess(part: .member, userName: "Bret"))
        let ervin = try #require(try await store.fetchPerson(id: 2))
        var changed = ervin
        changed.phone = "1"
        await #expect(throws: StoreError.notAllowed(.editPerson(username: "Antonette"))) {
            try await store.updatePerson(PersonEdit(original: ervin, updated: changed))
        }
        await #expect(throws: StoreError.notAllowed(.editTasks(username: "Antonette"))) {
            try await store.addTask(personID: 2, title: "x", dueDate: nil)
        }
        #expect(
            ErrorMessages.text(StoreError.notAllowed(.deletePerson)) == "Only an administrator can delete people. Nothing was changed.")
        #expect(
            ErrorMessages.text(StoreError.notAllowed(.editTasks(username: "Antonette")))
                == "Only Antonette or an administrator can change this person's tasks. Nothing was changed.")
    }
}
