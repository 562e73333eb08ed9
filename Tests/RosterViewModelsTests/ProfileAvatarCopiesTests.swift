import Foundation
import RosterModel
import Synchronization
import Testing

@testable import RosterViewModels

/// An avatar library that hands out a new copy path per import and records
/// which copies the view model discards.
final class RecordingAvatarLibrary: AvatarImporting {
    private let state = Mutex<(imports: Int, discarded: [String])>((0, []))

    /// Copies discarded so far, in order.
    var discarded: [String] { state.withLock { $0.discarded } }

    func importAvatar(from sourcePath: String, personID: PersonID) async throws -> String {
        let number = state.withLock { state in
            state.imports += 1
            return state.imports
        }
        return "/data/avatars/person-\(personID)-copy\(number).png"
    }

    func discardAvatar(at path: String) {
        state.withLock { $0.discarded.append(path) }
    }
}

@Suite("ProfileViewModel: avatar copies are discarded when no profile uses them")
@MainActor
struct ProfileAvatarCopiesTests {
    static let oldPhoto = "/data/avatars/person-1-old.png"
    static let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org", avatarPath: oldPhoto)

    private func loadedProfile() async throws -> (ProfileViewModel, GatedRosterStore, RecordingAvatarLibrary) {
        let library = RecordingAvatarLibrary()
        let store = GatedRosterStore(people: [Self.ada])
        let viewModel = ProfileViewModel(personID: 1, store: store, avatars: library)
        await viewModel.appeared().value
        try #require(viewModel.loadState == .loaded)
        return (viewModel, store, library)
    }

    private func storedAvatar(_ store: GatedRosterStore) async -> String? {
        await store.people.first { $0.id == 1 }?.avatarPath
    }

    @Test("choosing another image discards the previous unsaved copy, never the saved photo")
    func chooseAgain() async throws {
        let (viewModel, _, library) = try await loadedProfile()
        await viewModel.avatarChosen(path: "/home/ada/one.png").value
        #expect(library.discarded.isEmpty)
        await viewModel.avatarChosen(path: "/home/ada/two.png").value
        #expect(library.discarded == ["/data/avatars/person-1-copy1.png"])
        #expect(viewModel.avatar == .image(path: "/data/avatars/person-1-copy2.png"))
    }

    @Test("Revert and Remove photo discard an unsaved copy, but not the saved photo")
    func revertAndRemove() async throws {
        let (viewModel, store, library) = try await loadedProfile()
        await viewModel.avatarChosen(path: "/home/ada/one.png").value
        viewModel.revertTapped()
        #expect(library.discarded == ["/data/avatars/person-1-copy1.png"])
        #expect(viewModel.avatar == .image(path: Self.oldPhoto))

        await viewModel.avatarChosen(path: "/home/ada/two.png").value
        viewModel.avatarRemoved()
        #expect(library.discarded == ["/data/avatars/person-1-copy1.png", "/data/avatars/person-1-copy2.png"])

        viewModel.revertTapped()
        viewModel.avatarRemoved()  // the saved photo: kept until the removal is saved
        #expect(!library.discarded.contains(Self.oldPhoto))
        #expect(await storedAvatar(store) == Self.oldPhoto)
    }

    @Test("saving a new photo discards the one it replaced; a failed save discards nothing")
    func saveReplacesPhoto() async throws {
        let (viewModel, store, library) = try await loadedProfile()
        await viewModel.avatarChosen(path: "/home/ada/new.png").value

        await store.fail(.updatePerson, with: StoreError.writeFailed("the disk is full"))
        #expect(await viewModel.saveTapped().value == false)
        #expect(library.discarded.isEmpty, "the old photo is still the saved one")

        await store.fail(.updatePerson, with: nil)
        #expect(await viewModel.saveTapped().value)
        #expect(await storedAvatar(store) == "/data/avatars/person-1-copy1.png")
        #expect(library.discarded == [Self.oldPhoto])
    }

    @Test("saving the removal of a photo discards it")
    func saveRemoval() async throws {
        let (viewModel, store, library) = try await loadedProfile()
        viewModel.avatarRemoved()
        #expect(await viewModel.saveTapped().value)
        #expect(await storedAvatar(store) == nil)
        #expect(library.discarded == [Self.oldPhoto])
    }

    /// Remove photo (or choosing another image) while a save is in flight deletes
    /// the copy that save is writing: the profile then points at a deleted file.
    @Test("a copy being saved is not discarded by Remove photo, or by choosing another image, during the save", arguments: [false, true])
    func removeDuringSave(chooseAnother: Bool) async throws {
        let (viewModel, store, library) = try await loadedProfile()
        await viewModel.avatarChosen(path: "/home/ada/new.png").value
        await store.hold(.updatePerson)
        let save = viewModel.saveTapped()
        await store.waitUntilHeld(.updatePerson)

        if chooseAnother {
            await viewModel.avatarChosen(path: "/home/ada/newer.png").value
        } else {
            viewModel.avatarRemoved()
        }
        await store.release(.updatePerson)
        #expect(await save.value)

        let saved = try #require(await storedAvatar(store))
        #expect(saved == "/data/avatars/person-1-copy1.png")
        #expect(!library.discarded.contains(saved), "the saved profile's photo was deleted")
    }
}
