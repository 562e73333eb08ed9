import Foundation
import RosterModel
import RosterTestSupport
import RosterViewModels
import Testing

@testable import RosterViewModels

@Suite("ProfileViewModel")
@MainActor
struct ProfileViewModelTests {
    static let ada = Person(
        id: 1, name: "Ada Lovelace", username: "ada", email: "ada@example.org", phone: "+44 20 0000",
        website: "https://ada.example.org", companyName: "Analytical Engines", biography: "Wrote the first program."
    )
    static let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org")

    /// A profile of `person` over an in-memory store, loaded.
    private func loadedProfile(
        _ person: Person = ada, avatars: any AvatarImporting = FakeAvatarImporter(returning: "/data/avatars/person-1-0000.png")
    ) async throws -> (ProfileViewModel, GatedRosterStore) {
        let store = GatedRosterStore(people: [person, Self.grace])
        let viewModel = ProfileViewModel(personID: person.id, store: store, avatars: avatars)
        await viewModel.appeared().value
        try #require(viewModel.loadState == .loaded)
        return (viewModel, store)
    }

    /// Every field's shown value.
    private func values(_ viewModel: ProfileViewModel) -> [ProfileField: String] {
        Dictionary(uniqueKeysWithValues: ProfileField.allCases.map { ($0, viewModel.field($0).value) })
    }

    /// Every field's shown error.
    private func shownErrors(_ viewModel: ProfileViewModel) -> [ProfileField: String] {
        Dictionary(uniqueKeysWithValues: ProfileField.allCases.compactMap { field in viewModel.field(field).error.map { (field, $0) } })
    }

    private static func fields(of person: Person) -> [ProfileField: String] {
        [
            .name: person.name, .email: person.email, .phone: person.phone, .website: person.website,
            .company: person.companyName, .biography: person.biography,
        ]
    }

    // MARK: Loading

    @Test("appearing loads every field of the person, with labels and no errors")
    func loadsFields() async throws {
        let store = GatedRosterStore(people: [Self.ada, Self.grace])
        let viewModel = ProfileViewModel(personID: 1, store: store, avatars: FakeAvatarImporter(returning: "/x.png"))
        let load = viewModel.appeared()
        #expect(viewModel.loadState == .loading)
        #expect(viewModel.saveDisabledReason == "The profile is not loaded")
        await load.value

        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.stored == Self.ada)
        #expect(viewModel.title == "Ada Lovelace")
        #expect(values(viewModel) == Self.fields(of: Self.ada))
        #expect(ProfileField.allCases.map { viewModel.field($0).label } == ["Name", "Email", "Phone", "Website", "Company", "Biography"])
        #expect(shownErrors(viewModel).isEmpty)
        #expect(viewModel.hasUnsavedChanges == false)
        #expect(viewModel.status == .none)
        #expect(viewModel.avatar == .initials("AL", AvatarColor(name: "Ada Lovelace")))
        #expect(viewModel.canRemoveAvatar == false)
        #expect(viewModel.biographyCounter == nil)
    }

    @Test("a person missing from the store, or a failing read, shows a failure; Retry loads once it works")
    func loadFailures() async throws {
        let store = GatedRosterStore(people: [Self.grace])
        let viewModel = ProfileViewModel(personID: 1, store: store, avatars: FakeAvatarImporter(returning: "/x.png"))
        await viewModel.appeared().value
        #expect(viewModel.loadState == .failed(message: StoreError.personNotFound(id: 1).description))

        await store.setPerson(Self.ada)
        await store.fail(.fetchPerson, with: TestStoreError(message: "The disk is unplugged."))
        await viewModel.retryTapped().value
        #expect(viewModel.loadState == .failed(message: "The disk is unplugged."))
        #expect(viewModel.stored == nil)

        await store.fail(.fetchPerson, with: nil)
        await viewModel.retryTapped().value
        #expect(viewModel.loadState == .loaded)
        #expect(values(viewModel) == Self.fields(of: Self.ada))
    }

    // MARK: When errors show

    @Test("an error shows only once its field was edited")
    func errorsAfterEditing() async throws {
        let (viewModel, _) = try await loadedProfile()
        viewModel.fieldChanged(.email, to: "ada@")
        #expect(viewModel.field(.email) == FormField(label: "Email", value: "ada@", error: "Email is not valid"))

        // Another field nobody touched stays quiet while valid.
        #expect(viewModel.field(.name).error == nil)

        // A stored value that breaks a rule (written by an older version) is flagged at once, and fixable.
        var invalidStored = Self.ada
        invalidStored.website = "ada.example.org"
        let (other, _) = try await loadedProfile(invalidStored)
        #expect(other.field(.website).error == "Website must be an http:// or https:// address")
        #expect(other.field(.name).error == nil)
        other.fieldChanged(.website, to: "https://ada.example.org")
        #expect(other.field(.website).error == nil)
        #expect(other.isSaveEnabled)
    }

    @Test("Save on an untouched invalid profile shows every error and saves nothing")
    func saveShowsAllErrors() async throws {
        let broken = Person(id: 1, name: "   ", email: "ada-at-example.org", phone: "call me", website: "ftp://ada.example.org")
        let (viewModel, store) = try await loadedProfile(broken)
        #expect(shownErrors(viewModel).count == 4, "stored values that break a rule are flagged at once")

        let saved = await viewModel.saveTapped().value

        #expect(saved == false)
        #expect(
            shownErrors(viewModel) == [
                .name: "Name is required",
                .email: "Email is not valid",
                .phone: "Phone needs at least one digit",
                .website: "Website must be an http:// or https:// address",
            ])
        #expect(viewModel.status == .none)
        #expect(await store.writes.isEmpty)
    }

    // MARK: Rules through the form

    @Test(
        "each rule shows under its field and becomes the reason Save is disabled",
        arguments: [
            (ProfileField.name, String(repeating: "n", count: 100), nil),
            (.name, "  " + String(repeating: "n", count: 100) + "  ", nil),
            (.name, String(repeating: "n", count: 101), "Name can be at most 100 characters"),
            (.name, " \n ", "Name is required"),
            (.email, "ada.lovelace+roster@mail.example.co.uk", nil),
            (.email, "ada@example", "Email is not valid"),
            (.email, "ada lovelace@example.org", "Email is not valid"),
            (.email, "", "Email is required"),
            (.website, "", nil),
            (.website, "http://localhost:3000", nil),
            (.website, "www.example.org", "Website must be an http:// or https:// address"),
            (.phone, "", nil),
            (.phone, "+1 (555) 010-0000 x12", nil),
            (.phone, "none", "Phone needs at least one digit"),
            (.phone, "555 #1", "Phone can contain digits, spaces, + - ( ) . and an extension (x123)"),
            (.company, String(repeating: "c", count: 101), "Company can be at most 100 characters"),
            (.biography, String(repeating: "b", count: 2_000), nil),
        ] as [(ProfileField, String, String?)])
    func rulesInTheForm(field: ProfileField, value: String, error: String?) async throws {
        let (viewModel, _) = try await loadedProfile()
        viewModel.fieldChanged(field, to: value)
        #expect(viewModel.field(field).error == error)
        #expect(viewModel.firstError == error)
        if let error {
            #expect(viewModel.saveDisabledReason == error)
            #expect(!viewModel.isSaveEnabled)
        } else if viewModel.hasUnsavedChanges {
            #expect(viewModel.isSaveEnabled)
        }
    }

    @Test("the biography counter appears near the limit and counts past it")
    func biographyCounter() async throws {
        let (viewModel, _) = try await loadedProfile()
        #expect(viewModel.biographyCounter == nil)
        viewModel.fieldChanged(.biography, to: String(repeating: "b", count: 1_799))
        #expect(viewModel.biographyCounter == nil)
        viewModel.fieldChanged(.biography, to: String(repeating: "b", count: 1_800))
        #expect(viewModel.biographyCounter == "200 characters left")
        viewModel.fieldChanged(.biography, to: String(repeating: "b", count: 1_999))
        #expect(viewModel.biographyCounter == "1 character left")
        #expect(viewModel.isSaveEnabled)
        viewModel.fieldChanged(.biography, to: String(repeating: "b", count: 2_001))
        #expect(viewModel.biographyCounter == "1 character too many")
        #expect(viewModel.field(.biography).error?.hasPrefix("Biography can be at most") == true)
        #expect(!viewModel.isSaveEnabled)
    }

    // MARK: Save enabled

    @Test("Save: disabled without changes, disabled with the first error in form order, enabled when changed and valid")
    func saveEnabled() async throws {
        let (viewModel, _) = try await loadedProfile()
        #expect(!viewModel.isSaveEnabled)
        #expect(viewModel.saveDisabledReason == "No changes to save")
        #expect(!viewModel.isRevertEnabled)

        viewModel.fieldChanged(.website, to: "nope")
        viewModel.fieldChanged(.email, to: "nope")
        #expect(viewModel.saveDisabledReason == "Email is not valid", "email comes before website")
        viewModel.fieldChanged(.name, to: "")
        #expect(viewModel.saveDisabledReason == "Name is required")
        #expect(viewModel.isRevertEnabled)

        viewModel.fieldChanged(.name, to: "Ada King")
        viewModel.fieldChanged(.email, to: "ada@king.example")
        viewModel.fieldChanged(.website, to: "https://king.example")
        #expect(viewModel.saveDisabledReason == nil)
        #expect(viewModel.isSaveEnabled)
    }

    @Test("edits back to the saved values, or differing only in surrounding spaces, are no changes")
    func noChangeAfterEditingBack() async throws {
        let (viewModel, _) = try await loadedProfile()
        viewModel.fieldChanged(.name, to: "Ada")
        #expect(viewModel.hasUnsavedChanges)
        viewModel.fieldChanged(.name, to: "Ada Lovelace")
        #expect(!viewModel.hasUnsavedChanges)
        viewModel.fieldChanged(.company, to: "  Analytical Engines\n")
        #expect(!viewModel.hasUnsavedChanges)
        #expect(viewModel.saveDisabledReason == "No changes to save")
    }

    // MARK: Revert

    @Test("Revert restores the saved values and avatar, and hides the errors")
    func revert() async throws {
        let (viewModel, _) = try await loadedProfile()
        viewModel.fieldChanged(.name, to: "")
        viewModel.fieldChanged(.email, to: "broken")
        viewModel.fieldChanged(.biography, to: "New text")
        await viewModel.avatarChosen(path: "/home/ada/face.png").value
        _ = await viewModel.saveTapped().value  // refused: shows errors
        #expect(!shownErrors(viewModel).isEmpty)

        viewModel.revertTapped()

        #expect(values(viewModel) == Self.fields(of: Self.ada))
        #expect(shownErrors(viewModel).isEmpty)
        #expect(viewModel.avatar == .initials("AL", AvatarColor(name: "Ada Lovelace")))
        #expect(!viewModel.hasUnsavedChanges)
        #expect(!viewModel.isRevertEnabled)
        // Errors come back only with new edits.
        viewModel.fieldChanged(.phone, to: "phone")
        #expect(shownErrors(viewModel) == [.phone: "Phone needs at least one digit"])
    }

    // MARK: Saving

    @Test("Save is busy before any await; then saved with trimmed values")
    func saveBusyThenSaved() async throws {
        let (viewModel, store) = try await loadedProfile()
        await store.hold(.updatePerson)
        viewModel.fieldChanged(.name, to: "  Augusta Ada King \n")
        viewModel.fieldChanged(.phone, to: " +44 20 1111 ")
        viewModel.fieldChanged(.biography, to: "\nPoet of science.\n\nCountess.  ")

        let save = viewModel.saveTapped()

        // Before the save's task ran at all.
        #expect(viewModel.status == .saving)
        #expect(viewModel.status.text == "Saving…")
        #expect(viewModel.isSaving)
        #expect(!viewModel.isSaveEnabled)
        #expect(viewModel.saveDisabledReason == "Saving…")
        #expect(!viewModel.isRevertEnabled)

        // While the store works: a second Save joins the save in flight, and a Revert changes nothing.
        await store.waitUntilHeld(.updatePerson)
        let second = viewModel.saveTapped()
        viewModel.revertTapped()
        #expect(viewModel.field(.name).value == "  Augusta Ada King \n")
        #expect(viewModel.status == .saving)

        await store.release(.updatePerson)
        #expect(await save.value == true)
        #expect(await second.value == true, "the second Save reports the same save")

        var expected = Self.ada
        expected.name = "Augusta Ada King"
        expected.phone = "+44 20 1111"
        expected.biography = "Poet of science.\n\nCountess."
        #expect(viewModel.status == .saved)
        #expect(viewModel.status.text == "Saved")
        #expect(!viewModel.isSaving)
        #expect(viewModel.stored == expected)
        #expect(values(viewModel) == Self.fields(of: expected), "the fields show what was saved")
        #expect(viewModel.title == "Augusta Ada King")
        #expect(!viewModel.hasUnsavedChanges)
        #expect(viewModel.saveDisabledReason == "No changes to save")
        #expect(await store.writes == [.updatePerson(expected)], "exactly one write")
        #expect(await store.people.first { $0.id == 1 } == expected)

        // The next edit clears "Saved".
        viewModel.fieldChanged(.company, to: "Babbage & Co")
        #expect(viewModel.status == .none)
    }

    @Test("a failed save says why and keeps every edit; saving again once the store works succeeds")
    func failedSaveKeepsEdits() async throws {
        let (viewModel, store) = try await loadedProfile()
        await store.fail(.updatePerson, with: StoreError.writeFailed("the database is read-only"))
        viewModel.fieldChanged(.name, to: "Countess")
        viewModel.fieldChanged(.email, to: "countess@example.org")
        viewModel.fieldChanged(.biography, to: "Poet of science")
        await viewModel.avatarChosen(path: "/home/ada/face.png").value
        let draft = values(viewModel)

        #expect(await viewModel.saveTapped().value == false)

        #expect(viewModel.status == .failed(message: "Not saved: \(StoreError.writeFailed("the database is read-only").description)"))
        #expect(viewModel.status.text.contains("read-only"))
        #expect(viewModel.status.isError)
        #expect(values(viewModel) == draft)
        #expect(viewModel.avatar == .image(path: "/data/avatars/person-1-0000.png"))
        #expect(viewModel.hasUnsavedChanges)
        #expect(viewModel.stored == Self.ada)
        #expect(viewModel.isSaveEnabled, "the user can try again")
        #expect(await store.people.first { $0.id == 1 } == Self.ada)

        await store.fail(.updatePerson, with: nil)
        #expect(await viewModel.saveTapped().value == true)
        #expect(viewModel.status == .saved)
        #expect(await store.people.first { $0.id == 1 }?.name == "Countess")
        #expect(await store.people.first { $0.id == 1 }?.avatarPath == "/data/avatars/person-1-0000.png")
    }

    @Test("saving a person deleted meanwhile fails with the store's explanation and keeps the edits")
    func saveDeletedPerson() async throws {
        let (viewModel, store) = try await loadedProfile()
        await store.removePerson(id: 1)
        viewModel.fieldChanged(.name, to: "Countess")

        #expect(await viewModel.saveTapped().value == false)

        #expect(viewModel.status == .failed(message: "Not saved: \(StoreError.personNotFound(id: 1).description)"))
        #expect(viewModel.status.text.contains("deleted by another program"))
        #expect(viewModel.field(.name).value == "Countess")
        #expect(viewModel.hasUnsavedChanges)
        #expect(await store.people == [Self.grace], "nothing re-created")
    }

    // MARK: Avatar

    @Test("choosing an image imports it and shows it; it is an unsaved change until saved")
    func avatarChosen() async throws {
        let importer = FakeAvatarImporter(returning: "/data/avatars/person-1-ab12.png")
        let (viewModel, store) = try await loadedProfile(avatars: importer)

        let choose = viewModel.avatarChosen(path: "/home/ada/Pictures/me.png")
        #expect(viewModel.isImportingAvatar)
        await choose.value

        #expect(!viewModel.isImportingAvatar)
        #expect(importer.requestedPaths == ["/home/ada/Pictures/me.png"])
        #expect(importer.requestedPersonIDs == [1])
        #expect(viewModel.avatar == .image(path: "/data/avatars/person-1-ab12.png"))
        #expect(viewModel.avatarError == nil)
        #expect(viewModel.canRemoveAvatar)
        #expect(viewModel.hasUnsavedChanges)
        #expect(viewModel.isSaveEnabled)

        #expect(await viewModel.saveTapped().value)
        #expect(await store.people.first { $0.id == 1 }?.avatarPath == "/data/avatars/person-1-ab12.png")
        #expect(!viewModel.hasUnsavedChanges)
    }

    @Test("a refused image shows why and leaves the avatar as it was")
    func avatarRefused() async throws {
        let error = AvatarError.notAnImage(name: "notes.png")
        let (viewModel, _) = try await loadedProfile(avatars: FakeAvatarImporter(failingWith: error))

        await viewModel.avatarChosen(path: "/home/ada/notes.png").value

        #expect(viewModel.avatarError == error.description)
        #expect(viewModel.avatar == .initials("AL", AvatarColor(name: "Ada Lovelace")))
        #expect(!viewModel.isImportingAvatar)
        #expect(!viewModel.hasUnsavedChanges)
        #expect(!viewModel.canRemoveAvatar)

        #expect(viewModel.avatarRemoved() == false, "no photo to remove: refused")
        #expect(viewModel.avatarError == error.description, "a refused intent changes nothing")
    }

    @Test("Remove photo goes back to initials on the name's colour, following the name as typed")
    func avatarRemoved() async throws {
        var withPhoto = Self.ada
        withPhoto.avatarPath = "/data/avatars/person-1-old.png"
        let (viewModel, store) = try await loadedProfile(withPhoto)
        #expect(viewModel.avatar == .image(path: "/data/avatars/person-1-old.png"))
        #expect(viewModel.canRemoveAvatar)

        viewModel.avatarRemoved()

        #expect(viewModel.avatar == .initials("AL", AvatarColor(name: "Ada Lovelace")))
        #expect(!viewModel.canRemoveAvatar)
        #expect(viewModel.hasUnsavedChanges)
        viewModel.fieldChanged(.name, to: "  grace   brewster hopper ")
        #expect(viewModel.avatar == .initials("GH", AvatarColor(name: "grace   brewster hopper")))

        #expect(await viewModel.saveTapped().value)
        #expect(await store.people.first { $0.id == 1 }?.avatarPath == nil)
    }

    // MARK: Changes in the store

    @Test("without edits, the form follows a change in the store")
    func storeChangeWithoutEdits() async throws {
        let (viewModel, store) = try await loadedProfile()
        var changed = Self.ada
        changed.name = "Ada King"
        changed.phone = "+44 20 9999"
        await store.setPerson(changed)

        store.signalChange()  // the subscription made by appeared()

        #expect(await waitUntil { viewModel.title == "Ada King" })
        #expect(values(viewModel) == Self.fields(of: changed))
        #expect(!viewModel.hasUnsavedChanges)

        changed.email = "ada@king.example"
        await store.setPerson(changed)
        viewModel.storeChanged()
        #expect(await waitUntil { viewModel.field(.email).value == "ada@king.example" })
    }

    @Test("with edits, a change in the store keeps every edit and moves the saved state")
    func storeChangeKeepsEdits() async throws {
        let (viewModel, store) = try await loadedProfile()
        viewModel.fieldChanged(.email, to: "countess@example.org")
        viewModel.fieldChanged(.biography, to: "Draft bio")
        var changed = Self.ada
        changed.companyName = "Changed elsewhere"
        changed.email = "elsewhere@example.org"
        await store.setPerson(changed)

        viewModel.storeChanged()

        #expect(await waitUntil { viewModel.stored == changed })
        #expect(viewModel.field(.email).value == "countess@example.org")
        #expect(viewModel.field(.biography).value == "Draft bio")
        #expect(viewModel.hasUnsavedChanges)
    }

    /// With edits, the fields the user did not touch still show the old values;
    /// Save then writes those old values back over the other program's change.
    @Test("with edits, fields the user did not touch follow the store, so Save does not undo another program's change")
    func storeChangeUpdatesUntouchedFields() async throws {
        let (viewModel, store) = try await loadedProfile()
        viewModel.fieldChanged(.email, to: "countess@example.org")
        var changed = Self.ada
        changed.companyName = "Changed elsewhere"
        await store.setPerson(changed)

        viewModel.storeChanged()
        #expect(await waitUntil { viewModel.stored == changed })

        #expect(viewModel.field(.company).value == "Changed elsewhere", "an untouched field shows the stored value")
        #expect(await viewModel.saveTapped().value)
        let saved = await store.people.first { $0.id == 1 }
        #expect(saved?.email == "countess@example.org")
        #expect(saved?.companyName == "Changed elsewhere", "the other program's change survives the save")
    }

    // MARK: Trimming and in-flight edits

    /// `hasUnsavedChanges` trims the draft but not the stored value, so a person
    /// stored with surrounding spaces (another program, an older import) looks
    /// edited the moment it is shown, and leaving it asks to save.
    @Test("a person stored with surrounding spaces shows no unsaved changes until edited")
    func untrimmedStoredValues() async throws {
        var spaced = Self.ada
        spaced.name = "  Zed Lovelace"
        spaced.biography = "First line.\n"
        let (viewModel, _) = try await loadedProfile(spaced)

        #expect(viewModel.field(.name).value == "  Zed Lovelace", "shown as stored")
        #expect(!viewModel.hasUnsavedChanges)
        #expect(viewModel.saveDisabledReason == "No changes to save")
    }

    /// Typing while a save is in flight: the completed save replaces the whole
    /// draft with what was saved, silently dropping the newer text.
    @Test("an edit made while a save is in flight survives the save and stays unsaved")
    func editDuringSave() async throws {
        let (viewModel, store) = try await loadedProfile()
        await store.hold(.updatePerson)
        viewModel.fieldChanged(.name, to: "Countess")
        let save = viewModel.saveTapped()
        await store.waitUntilHeld(.updatePerson)

        viewModel.fieldChanged(.biography, to: "Typed while saving")
        await store.release(.updatePerson)
        #expect(await save.value)

        #expect(viewModel.field(.name).value == "Countess")
        #expect(viewModel.field(.biography).value == "Typed while saving")
        #expect(viewModel.hasUnsavedChanges)
        #expect(await store.people.first { $0.id == 1 }?.biography == Self.ada.biography)
    }
}

@Suite("How the biography wraps")
struct TextWrapTests {
    @Test(
        "prose wraps by words; a run longer than any word wraps anywhere",
        arguments: [
            ("", TextWrap.words),
            ("Ada wrote the first program for the Analytical Engine.", .words),
            (String(repeating: "x", count: TextWrap.longestWord), .words),
            (String(repeating: "x", count: TextWrap.longestWord + 1), .anywhere),
            ("See https://example.org/" + String(repeating: "a", count: 80) + " for more", .anywhere),
            (String(repeating: "B\u{301}\u{302}\u{303}", count: 61), .anywhere),
            (String(repeating: "word ", count: 400), .words),
        ])
    func suited(text: String, wrap: TextWrap) {
        #expect(TextWrap.suited(to: text) == wrap)
    }
}
