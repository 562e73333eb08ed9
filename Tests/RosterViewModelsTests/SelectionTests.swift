import Foundation
import RosterModel
import Testing

@testable import RosterViewModels

@Suite("Selecting a person")
@MainActor
struct SelectionTests {
    private func sampleViewModel() async throws -> (PeopleViewModel, FakePeopleStore) {
        let store = FakePeopleStore(people: try await SampleUsers.people())
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        return (viewModel, store)
    }

    /// The row showing the person with `id`, found by scanning the rows.
    private func row(of id: PersonID, in viewModel: PeopleViewModel) -> Int? {
        viewModel.listing.allRows.firstIndex { $0.personID == id }
    }

    @Test("selecting a person row sets the id and the summary")
    func selectPersonRow() async throws {
        let (viewModel, _) = try await sampleViewModel()
        let leanneRow = try #require(row(of: 1, in: viewModel))
        viewModel.rowSelected(at: leanneRow)

        #expect(viewModel.selectedPersonID == 1)
        let selection = try #require(viewModel.selection)
        #expect(selection.id == 1)
        #expect(selection.name == "Leanne Graham")
        #expect(selection.email == "Sincere@april.biz")
        #expect(selection.company == "Romaguera-Crona")
        #expect(selection.initials == "LG")
        #expect(viewModel.selectedRowIndex == leanneRow)
    }

    @Test(
        "initials come from the first and last word of the name",
        arguments: [
            (PersonID(6), "MS"),  // Mrs. Dennis Schulist
            (PersonID(8), "NV"),  // Nicholas Runolfsdottir V
            (PersonID(10), "CD"),  // Clementina DuBuque
        ])
    func sampleInitials(id: PersonID, initials: String) async throws {
        let (viewModel, _) = try await sampleViewModel()
        let rowIndex: Int = try #require(row(of: id, in: viewModel))
        viewModel.rowSelected(at: rowIndex)
        #expect(viewModel.selection?.initials == initials)
    }

    @Test("initials of one-word, lower-case and accented names")
    func otherInitials() async throws {
        let viewModel = await loadedViewModel([
            Person(id: 1, name: "Cher", email: "cher@example.org"),
            Person(id: 2, name: "émile  zola", email: "ez@example.org"),
            Person(id: 3, name: "  ørjan   de la  berg  ", email: "ob@example.org"),
        ])
        viewModel.personSelected(id: 1)
        #expect(viewModel.selection?.initials == "C")
        viewModel.personSelected(id: 2)
        #expect(viewModel.selection?.initials == "ÉZ")
        viewModel.personSelected(id: 3)
        #expect(viewModel.selection?.initials == "ØB")
        #expect(viewModel.selection?.name == "ørjan   de la  berg")
    }

    @Test("selecting a header or placeholder row, or a row out of range, changes nothing")
    func nonPersonRowsAreIgnored() async throws {
        let (viewModel, _) = try await sampleViewModel()
        let rows = viewModel.listing.allRows
        let headers = rows.indices.filter { if case .header = rows[$0] { return true } else { return false } }
        let placeholders = rows.indices.filter { if case .placeholder = rows[$0] { return true } else { return false } }
        #expect(headers == [0, 6, 12])
        #expect(placeholders == [13])

        // Nobody selected: stays so.
        for index in headers + placeholders + [-1, rows.count, rows.count + 5] {
            viewModel.rowSelected(at: index)
            #expect(viewModel.selectedPersonID == nil)
            #expect(viewModel.selection == nil)
        }

        // Somebody selected: stays selected.
        let ervinRow = try #require(row(of: 2, in: viewModel))
        viewModel.rowSelected(at: ervinRow)
        let selected = viewModel.selection
        for index in headers + placeholders + [-1, rows.count] {
            viewModel.rowSelected(at: index)
            #expect(viewModel.selectedPersonID == 2)
            #expect(viewModel.selection == selected)
        }
    }

    @Test("stepping through the list skips headers and placeholders and stops at either end")
    func personRowStepping() async throws {
        let (viewModel, _) = try await sampleViewModel()
        let listing = viewModel.listing
        // Rows: 0 "A to I", 1–5 people, 6 "J to Q", 7–11 people, 12 "R to Z", 13 "No people".
        #expect(listing.personRowIndex(after: nil, step: 1) == 1, "from the top: past the header")
        #expect(listing.personRowIndex(after: nil, step: -1) == 11, "from the bottom: past the placeholder")
        #expect(listing.personRowIndex(after: 5, step: 1) == 7, "over the next section's header")
        #expect(listing.personRowIndex(after: 7, step: -1) == 5)
        #expect(listing.personRowIndex(after: 1, step: -1) == 1, "the top person stays")
        #expect(listing.personRowIndex(after: 11, step: 1) == 11, "the bottom person stays: only the placeholder lies below")
        #expect(listing.personRowIndex(after: 2, step: 100) == 11, "a page past the end stops at the last person")
        #expect(listing.personRowIndex(after: 9, step: -100) == 1, "a page past the top stops at the first person")
    }

    @Test("submitting the search selects its first match; with no match it is refused")
    func searchSubmitted() async throws {
        let (viewModel, _) = try await sampleViewModel()
        viewModel.searchTextChanged("clem")
        #expect(viewModel.searchSubmitted())
        #expect(viewModel.selection?.name == "Clementina DuBuque", "the first match listed")
        viewModel.searchTextChanged("nobody by this name")
        #expect(viewModel.searchSubmitted() == false)
    }

    @Test("a nil row (the list's selection was cleared) clears the selection")
    func nilRowClears() async throws {
        let (viewModel, _) = try await sampleViewModel()
        let rowIndex: Int = try #require(row(of: 3, in: viewModel))
        viewModel.rowSelected(at: rowIndex)
        #expect(viewModel.selectedPersonID == 3)
        viewModel.rowSelected(at: nil)
        #expect(viewModel.selectedPersonID == nil)
        #expect(viewModel.selection == nil)
        #expect(viewModel.selectedRowIndex == nil)
    }

    @Test("selecting an unknown id selects nobody")
    func unknownID() async throws {
        let (viewModel, _) = try await sampleViewModel()
        viewModel.personSelected(id: 4)
        #expect(viewModel.selectedPersonID == 4)
        viewModel.personSelected(id: 999)
        #expect(viewModel.selectedPersonID == nil)
        #expect(viewModel.selection == nil)
    }

    @Test("the selected row follows the person through searches and is nil while they are filtered out")
    func selectedRowFollowsSearch() async throws {
        let (viewModel, _) = try await sampleViewModel()
        viewModel.personSelected(id: 1)  // Leanne Graham

        let steps: [(query: String, row: Int?)] = [
            ("", 8),  // A to I header, 5 people, J to Q header, Kurtis, Leanne
            (".biz", 4),  // A to I header, Clementina, J to Q header, Kurtis, Leanne
            ("bret", 1),  // J to Q header, Leanne
            ("xyz", nil),
            ("howell", nil),
            ("", 8),
        ]
        for step in steps {
            viewModel.searchTextChanged(step.query)
            #expect(viewModel.selectedRowIndex == step.row, "query \(step.query)")
            #expect(viewModel.selectedRowIndex == row(of: 1, in: viewModel), "query \(step.query)")
            if let index = viewModel.selectedRowIndex {
                #expect(viewModel.listing.row(at: index).personID == 1)
            }
            // Filtering the person out hides the row but keeps the selection.
            #expect(viewModel.selectedPersonID == 1)
            #expect(viewModel.selection?.name == "Leanne Graham")
        }
    }

    @Test("a selected person removed from the store is deselected on reload")
    func removedPersonIsDeselected() async throws {
        let (viewModel, store) = try await sampleViewModel()
        viewModel.personSelected(id: 7)
        #expect(viewModel.selection?.name == "Kurtis Weissnat")

        await store.remove(id: 7)
        await viewModel.storeChanged().value
        #expect(viewModel.selectedPersonID == nil)
        #expect(viewModel.selection == nil)
        #expect(viewModel.selectedRowIndex == nil)
        #expect(viewModel.listing.listedIDs.count == 9)
    }

    @Test("a selected person edited in the store keeps the selection with the new details")
    func editedPersonStaysSelected() async throws {
        let (viewModel, store) = try await sampleViewModel()
        viewModel.personSelected(id: 1)
        let oldRow = viewModel.selectedRowIndex

        await store.update(Person(id: 1, name: "Zelda Graham", email: "zelda@example.org", companyName: "Hyrule"))
        await viewModel.storeChanged().value
        #expect(viewModel.selectedPersonID == 1)
        #expect(viewModel.selection?.name == "Zelda Graham")
        #expect(viewModel.selection?.email == "zelda@example.org")
        #expect(viewModel.selection?.company == "Hyrule")
        #expect(viewModel.selection?.initials == "ZG")
        // Renamed into R to Z: the row moved with the person.
        #expect(viewModel.selectedRowIndex != oldRow)
        #expect(viewModel.selectedRowIndex == row(of: 1, in: viewModel))
        #expect(viewModel.listing.names(in: "R to Z") == ["Zelda Graham"])
    }

    @Test("the selection survives a reload when the person is still there")
    func selectionSurvivesReload() async throws {
        let (viewModel, store) = try await sampleViewModel()
        viewModel.personSelected(id: 5)
        await store.add(Person(id: 11, name: "Aaron Aardvark", email: "aaron@example.org"))
        await viewModel.storeChanged().value
        #expect(viewModel.selection?.name == "Chelsey Dietrich")
        #expect(viewModel.selectedRowIndex == row(of: 5, in: viewModel))
        #expect(viewModel.selectedRowIndex == 2)  // Aaron now comes first in A to I
    }
}
