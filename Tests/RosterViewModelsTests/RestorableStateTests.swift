import Foundation
import RosterModel
import Testing

@testable import RosterViewModels

@Suite("Restoring the People screen")
@MainActor
struct RestorableStateTests {
    @Test("the restorable state reflects the current search and selection")
    func currentState() async throws {
        let viewModel = await loadedViewModel(try await SampleUsers.people())
        #expect(viewModel.restorableState == PeopleViewModel.RestorableState(searchText: "", selectedPersonID: nil))
        viewModel.searchTextChanged(".biz ")
        viewModel.personSelected(id: 7)
        #expect(viewModel.restorableState == PeopleViewModel.RestorableState(searchText: ".biz ", selectedPersonID: 7))
    }

    @Test("the restorable state round-trips through JSONEncoder and JSONDecoder")
    func codable() throws {
        for state in [
            PeopleViewModel.RestorableState(searchText: ".biz", selectedPersonID: 7),
            PeopleViewModel.RestorableState(searchText: "Émile “quoted” 😀", selectedPersonID: PersonID(.max)),
            PeopleViewModel.RestorableState(searchText: "", selectedPersonID: nil),
        ] {
            let data = try JSONEncoder().encode(state)
            #expect(try JSONDecoder().decode(PeopleViewModel.RestorableState.self, from: data) == state)
        }
        let saved = Data(#"{"searchText": "bret", "selectedPersonID": 1}"#.utf8)
        #expect(
            try JSONDecoder().decode(PeopleViewModel.RestorableState.self, from: saved)
                == PeopleViewModel.RestorableState(searchText: "bret", selectedPersonID: 1))
        let noSelection = Data(#"{"searchText": "bret"}"#.utf8)
        #expect(try JSONDecoder().decode(PeopleViewModel.RestorableState.self, from: noSelection).selectedPersonID == nil)
    }

    @Test("restoring before loading applies the search and the selection once people arrive")
    func restoreBeforeLoad() async throws {
        let saved = try JSONEncoder().encode(PeopleViewModel.RestorableState(searchText: ".biz", selectedPersonID: 7))
        let state = try JSONDecoder().decode(PeopleViewModel.RestorableState.self, from: saved)

        let viewModel = PeopleViewModel(store: FakePeopleStore(people: try await SampleUsers.people()), locale: testLocale)
        viewModel.restore(state)
        #expect(viewModel.searchText == ".biz")
        #expect(viewModel.selectedPersonID == nil, "nobody is selected before people are known")
        #expect(viewModel.restorableState.selectedPersonID == 7, "the restored selection is kept until then")
        await viewModel.appeared().value

        #expect(viewModel.countText == "3 of 10 people")
        #expect(viewModel.listing.names(in: "J to Q") == ["Kurtis Weissnat", "Leanne Graham"])
        #expect(viewModel.selectedPersonID == 7)
        #expect(viewModel.selection?.name == "Kurtis Weissnat")
        #expect(viewModel.selection?.email == "Telly.Hoeger@billy.biz")
        #expect(viewModel.selectedRowIndex == 3)
        #expect(viewModel.restorableState == state)
    }

    @Test("restoring after loading applies the search and the selection at once")
    func restoreAfterLoad() async throws {
        let viewModel = await loadedViewModel(try await SampleUsers.people())
        viewModel.personSelected(id: 2)
        viewModel.restore(PeopleViewModel.RestorableState(searchText: "bret", selectedPersonID: 1))

        #expect(viewModel.searchText == "bret")
        #expect(viewModel.listing.listedIDs == [1])
        #expect(viewModel.selection?.name == "Leanne Graham")
        #expect(viewModel.selectedRowIndex == 1)

        viewModel.restore(PeopleViewModel.RestorableState(searchText: "", selectedPersonID: nil))
        #expect(viewModel.listing.listedIDs.count == 10)
        #expect(viewModel.selectedPersonID == nil)
        #expect(viewModel.selection == nil)
    }

    @Test("a restored selection of someone no longer in the store is dropped")
    func restoredSelectionOfMissingPerson() async throws {
        let viewModel = PeopleViewModel(store: FakePeopleStore(people: try await SampleUsers.people()), locale: testLocale)
        viewModel.restore(PeopleViewModel.RestorableState(searchText: "", selectedPersonID: 42))
        await viewModel.appeared().value
        #expect(viewModel.selectedPersonID == nil)
        #expect(viewModel.selection == nil)

        let loaded = await loadedViewModel(try await SampleUsers.people())
        loaded.restore(PeopleViewModel.RestorableState(searchText: "", selectedPersonID: 42))
        #expect(loaded.selectedPersonID == nil)
        #expect(loaded.selection == nil)
    }

    @Test("saving, then restoring into a fresh view model, reproduces the screen")
    func saveAndRestore() async throws {
        let people = try await SampleUsers.people()
        let original = await loadedViewModel(people)
        original.searchTextChanged("an")
        original.personSelected(id: 9)
        let data = try JSONEncoder().encode(original.restorableState)

        let restored = PeopleViewModel(store: FakePeopleStore(people: people), locale: testLocale)
        restored.restore(try JSONDecoder().decode(PeopleViewModel.RestorableState.self, from: data))
        await restored.appeared().value
        #expect(restored.listing.allRows == original.listing.allRows)
        #expect(restored.countText == original.countText)
        #expect(restored.selection == original.selection)
        #expect(restored.selectedRowIndex == original.selectedRowIndex)
    }

    @Test("a selection restored from a saved session is revealed once (the list scrolls to it); other selections are not")
    func revealOnce() async throws {
        let people = try await SampleUsers.people()
        let restored = PeopleViewModel(store: FakePeopleStore(people: people), locale: testLocale)
        restored.restore(PeopleViewModel.RestorableState(searchText: "", selectedPersonID: 7))
        #expect(restored.takeRowToReveal() == nil, "nothing to reveal before the people are listed")
        await restored.appeared().value
        #expect(restored.takeRowToReveal() == restored.selectedRowIndex)
        #expect(restored.selectedRowIndex != nil)
        #expect(restored.takeRowToReveal() == nil, "once only")

        let clicked = await loadedViewModel(people)
        clicked.personSelected(id: 7)
        #expect(clicked.takeRowToReveal() == nil, "a user's own selection is already in view")
    }
}
