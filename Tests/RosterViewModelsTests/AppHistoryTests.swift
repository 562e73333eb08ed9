import Foundation
import RosterModel
import RosterTestSupport
import RosterTesting
import RosterViewModels
import Testing

/// A person's History opened from the profile (issue 25): the shown person's changes, newest
/// first, who and what; disabled for a person not saved yet; gone with another selection.
@Suite("History from the profile")
@MainActor
struct AppHistoryTests {
    @Test("History lists the shown person's own changes, newest first, by the signed-in user")
    func listsChanges() async throws {
        let store = try InMemoryRosterStore.sampleData()
        store.signIn(as: DirectoryAccess(part: .admin, userName: "Antonette"))
        let app = AppViewModel(store: store, avatars: FakeAvatarImporter(returning: "/x.png"), locale: Locale(identifier: "en_US"))
        await app.appeared().value
        app.personSelected(id: 1)
        let profile = try #require(app.profile)
        #expect(await waitUntil { profile.loadState == .loaded })
        profile.fieldChanged(.phone, to: "555 0101")
        #expect(await profile.saveTapped().value)
        _ = try await store.addTask(personID: 1, title: "Call the printer", dueDate: nil)
        // Someone else's change is not Leanne's history.
        let ervin = try #require(try await store.fetchPerson(id: 2))
        var changed = ervin
        changed.phone = "1"
        _ = try await store.updatePerson(PersonEdit(original: ervin, updated: changed))

        #expect(app.isHistoryEnabled)
        await app.historyTapped().value
        let history = try #require(app.history)
        #expect(history.personName == "Leanne Graham")
        #expect(history.rows.map(\.text) == ["Task added: “Call the printer”", "Phone: “1-770-736-8031 x56442” → “555 0101”"])
        #expect(history.rows.allSatisfy { $0.who == "Antonette" })
        app.historyClosed()
        #expect(app.history == nil)

        await app.historyTapped().value
        app.personSelected(id: 2)
        #expect(app.history == nil, "another person's selection closes the last one's History")
    }

    @Test("a new person has no History yet: disabled, with the reason, and refused")
    func newPersonHasNone() async throws {
        let app = AppViewModel(store: try InMemoryRosterStore.sampleData(), avatars: FakeAvatarImporter(returning: "/x.png"))
        await app.appeared().value
        #expect(app.historyDisabledReason == "Nobody is selected")
        app.newPersonTapped()
        #expect(app.historyDisabledReason == "A new person has no history yet")
        await app.historyTapped().value
        #expect(app.history == nil)
    }
}
