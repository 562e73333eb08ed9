import Foundation
import RosterModel
import Testing

@testable import RosterViewModels

/// The People list's scroll position, kept as the person at its top (issue 10).
@Suite("Restoring the People list's scroll position")
@MainActor
struct ScrollPositionTests {
    /// The rows of `listing` with their person ids (nil: a header or placeholder).
    private func personIDs(_ listing: PeopleListing) -> [PersonID?] {
        (0..<listing.rowCount).map { index in
            if case .person(let row) = listing.row(at: index) { return row.id }
            return nil
        }
    }

    @Test("the top person round-trips through JSON, and state saved before it existed still reads")
    func codable() throws {
        let state = PeopleViewModel.RestorableState(searchText: "an", selectedPersonID: 3, topVisiblePersonID: 9)
        #expect(try JSONDecoder().decode(PeopleViewModel.RestorableState.self, from: JSONEncoder().encode(state)) == state)
        let app = AppViewModel.RestorableState(people: state, detailPage: .tasks, taskFilter: .open)
        #expect(try JSONDecoder().decode(AppViewModel.RestorableState.self, from: JSONEncoder().encode(app)) == app)

        let old = Data(#"{"searchText": "bret", "selectedPersonID": 1}"#.utf8)
        #expect(
            try JSONDecoder().decode(PeopleViewModel.RestorableState.self, from: old)
                == PeopleViewModel.RestorableState(searchText: "bret", selectedPersonID: 1, topVisiblePersonID: nil))
    }

    @Test("scrolling reports the person at the top; a header at the top stands for the first person under it")
    func listScrolled() async throws {
        let viewModel = await loadedViewModel(try await SampleUsers.people())
        let ids = personIDs(viewModel.listing)
        #expect(viewModel.restorableState.topVisiblePersonID == nil, "not scrolled yet")

        let person = try #require(ids.indices.last { $0 > 0 && ids[$0] != nil && ids[$0 - 1] != nil })
        viewModel.listScrolled(topRowIndex: person)
        #expect(viewModel.restorableState.topVisiblePersonID == ids[person])

        let header = try #require(ids.indices.last { ids[$0] == nil && $0 + 1 < ids.count && ids[$0 + 1] != nil })
        viewModel.listScrolled(topRowIndex: header)
        #expect(viewModel.restorableState.topVisiblePersonID == ids[header + 1])

        viewModel.listScrolled(topRowIndex: nil)
        #expect(viewModel.restorableState.topVisiblePersonID == nil)
    }

    @Test("a restored top person is scrolled to once the people are listed, once; the selection stays selected")
    func restoreTop() async throws {
        let people = try await SampleUsers.people()
        let original = await loadedViewModel(people)
        let ids = personIDs(original.listing)
        let person = try #require(ids.indices.last { $0 > 0 && ids[$0] != nil && ids[$0 - 1] != nil })
        original.personSelected(id: 1)
        original.listScrolled(topRowIndex: person)
        let data = try JSONEncoder().encode(original.restorableState)

        let restored = PeopleViewModel(store: FakePeopleStore(people: people), locale: testLocale)
        restored.restore(try JSONDecoder().decode(PeopleViewModel.RestorableState.self, from: data))
        #expect(restored.takeRowToShowAtTop() == nil, "nothing to scroll to before the people are listed")
        #expect(restored.restorableState == original.restorableState, "kept until then")
        await restored.appeared().value
        #expect(restored.takeRowToShowAtTop() == person)
        #expect(restored.takeRowToShowAtTop() == nil, "once only")
        #expect(restored.selectedPersonID == 1)
        #expect(restored.restorableState.topVisiblePersonID == ids[person])
    }

    @Test("a restored top person first under a header brings the header to the top; one gone since is dropped")
    func restoreTopUnderHeaderOrGone() async throws {
        let people = try await SampleUsers.people()
        let listing = await loadedViewModel(people).listing
        let ids = personIDs(listing)
        let header = try #require(ids.indices.last { ids[$0] == nil && $0 + 1 < ids.count && ids[$0 + 1] != nil })
        let first = try #require(ids[header + 1])

        let underHeader = PeopleViewModel(store: FakePeopleStore(people: people), locale: testLocale)
        underHeader.restore(PeopleViewModel.RestorableState(searchText: "", selectedPersonID: nil, topVisiblePersonID: first))
        await underHeader.appeared().value
        #expect(underHeader.takeRowToShowAtTop() == header)

        let gone = PeopleViewModel(store: FakePeopleStore(people: people), locale: testLocale)
        gone.restore(PeopleViewModel.RestorableState(searchText: "", selectedPersonID: 7, topVisiblePersonID: 42))
        await gone.appeared().value
        #expect(gone.takeRowToShowAtTop() == nil)
        #expect(gone.takeRowToReveal() == gone.selectedRowIndex, "the selection is revealed instead")
    }
}
