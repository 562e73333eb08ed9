import Foundation
import RosterModel
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterViewModels

/// The desktop's search (GNOME Shell's overview): the list's own search, answered in the
/// Shell's terms. The D-Bus side is `DesktopIntegrationTests` (RosterGtkTests).
@Suite("Answering the desktop's search")
@MainActor
struct SearchProviderTests {
    private func app(_ people: [Person]) -> AppViewModel {
        AppViewModel(
            store: InMemoryRosterStore(people: people, tasks: []), avatars: FakeAvatarImporter(returning: "/a.png"), locale: testLocale)
    }

    private func sampleApp() async throws -> AppViewModel { app(try await SampleUsers.people()) }

    @Test("\"cle\" finds the two Clementines in the list's order, waiting for the people to load")
    func initialResults() async throws {
        let app = try await sampleApp()
        app.appeared()
        let search = app.makeSearchProvider()
        #expect(await search.results(for: ["cle"]) == ["10", "3"])
        // The list's own search lists the same people.
        app.people.searchTextChanged("cle")
        #expect(app.people.listing.listedIDs.map(String.init) == ["10", "3"])
    }

    @Test("every term must match; blank terms are ignored; the list's search text is untouched")
    func everyTermMatches() async throws {
        let app = try await sampleApp()
        await app.appeared().value
        app.people.searchTextChanged("an")
        let search = app.makeSearchProvider()
        #expect(await search.results(refining: ["10", "3"], with: ["clem", "BAUCH"]) == ["3"])
        #expect(await search.results(for: ["  ", "moriah"]) == ["10"])
        #expect(await search.results(for: ["  "]) == [])
        #expect(await search.results(for: ["cle", "zzz"]) == [])
        #expect(app.people.searchText == "an")
    }

    @Test("the same folded search as the list: accents, case and emails")
    func foldedLikeTheList() async {
        let app = app([
            Person(id: 1, name: "Émile Zola", email: "ez@example.org"),
            Person(id: 2, name: "Zoë Straße", email: "zs@example.org"),
        ])
        await app.appeared().value
        let search = app.makeSearchProvider()
        #expect(await search.results(for: ["EMILE"]) == ["1"])
        #expect(await search.results(for: ["strasse"]) == ["2"])
        #expect(await search.results(for: ["ZS@EXAMPLE"]) == ["2"])
    }

    @Test("a phone number split at its spaces is searched whole, as the list searches it; the company too")
    func phoneNumbersAndCompany() async throws {
        let app = try await sampleApp()
        await app.appeared().value
        let search = app.makeSearchProvider()
        #expect(await search.results(for: ["+1", "770"]) == ["1"])
        #expect(await search.results(for: ["(770)", "736-8031"]) == ["1"])
        #expect(await search.results(for: ["1-770-736-8031", "x56442"]) == ["1"])
        #expect(await search.results(for: ["7368031"]) == ["1"])
        #expect(await search.results(for: ["leanne", "770"]) == ["1"])
        #expect(await search.results(for: ["romaguera"]) == ["3", "1"])
        #expect(await search.results(for: ["romaguera", "crona"]) == ["1"])
    }

    @Test("at most resultLimit results")
    func limited() async {
        let people = (1...120).map { Person(id: PersonID(Int64($0)), name: "Person \($0)", email: "p\($0)@example.org") }
        let app = app(people)
        await app.appeared().value
        #expect(await app.makeSearchProvider().results(for: ["person"]).count == SearchProviderViewModel.resultLimit)
    }

    @Test("a result reads as its name, its email and its avatar; unknown ids are left out")
    func metas() async throws {
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent("roster-search-\(UUID().uuidString).png")
        try Data([0x89]).write(to: photo)
        defer { try? FileManager.default.removeItem(at: photo) }
        var withPhoto = Person(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")
        withPhoto.avatarPath = photo.path
        var gonePhoto = Person(id: 2, name: "Ervin Howell", email: "")
        gonePhoto.companyName = "Deckow-Crist"
        gonePhoto.avatarPath = "/nonexistent/roster-avatar.png"
        let app = app([withPhoto, gonePhoto])
        await app.appeared().value
        let results = await app.makeSearchProvider().results(identifiedBy: ["2", "1", "99", "x"])
        #expect(
            results == [
                .init(
                    id: "2", name: "Ervin Howell", description: "Deckow-Crist", avatar: .initials("EH", AvatarColor(name: "Ervin Howell"))),
                .init(id: "1", name: "Leanne Graham", description: "Sincere@april.biz", avatar: .image(path: photo.path)),
            ])
    }

    @Test("activating a result selects that person, clearing a search that hides them")
    func activation() async throws {
        let app = try await sampleApp()
        await app.appeared().value
        app.people.searchTextChanged("leanne")
        let search = app.makeSearchProvider()
        #expect(await search.resultActivated(id: "3"))
        #expect(app.people.selectedPersonID == 3)
        #expect(app.profile?.personID == 3)
        #expect(app.people.searchText == "")
        #expect(await search.resultActivated(id: "99") == false)
        #expect(app.people.selectedPersonID == 3)
    }

    @Test("activating a result while another profile has unsaved edits asks first")
    func activationAsks() async throws {
        let app = try await sampleApp()
        await app.appeared().value
        app.personSelected(id: 1)
        try #require(await waitUntil { app.profile?.loadState == .loaded })
        let profile = try #require(app.profile)
        profile.fieldChanged(.biography, to: "Runs support.")
        try #require(profile.hasUnsavedChanges)
        #expect(await app.makeSearchProvider().resultActivated(id: "3"))
        #expect(app.question != nil)
        #expect(app.people.selectedPersonID == 1)
    }

    @Test("launching the search in Roster fills the list's search")
    func launchSearch() async throws {
        let app = try await sampleApp()
        await app.appeared().value
        app.makeSearchProvider().searchLaunched(terms: ["clem", "bauch"])
        #expect(app.people.searchText == "clem bauch")
    }
}
