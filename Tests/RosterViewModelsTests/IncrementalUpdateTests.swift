import Foundation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterSearch
@testable import RosterViewModels

/// A store change naming a few people edits the index in place: the same
/// listing as a full reload would give, without reading or folding everyone.
@MainActor
@Suite("PeopleViewModel: incremental updates")
struct IncrementalUpdateTests {
    static func person(_ id: PersonID, _ name: String, _ email: String? = nil) -> Person {
        Person(id: id, name: name, email: email ?? "p\(id)@example.org")
    }

    static let team: [Person] = [
        person(1, "Ada Lovelace"), person(2, "Grace Hopper"), person(3, "Katherine Johnson"),
        person(4, "Margaret Hamilton"), person(5, "Radia Perlman"), person(6, "Zoë Smith"),
        person(7, "Édith Clarke"), person(8, "42 Club"), person(9, "Barbara Liskov"), person(10, "Hedy Lamarr"),
    ]

    /// The rows a freshly loaded view model shows for `people`, searching `search`.
    func freshRows(_ people: [Person], search: String = "") async -> [PeopleRow] {
        let fresh = await loadedViewModel(people)
        fresh.searchTextChanged(search)
        return fresh.listing.allRows
    }

    @Test("an update of one person re-reads only them and changes only their row; search and selection stay")
    func updateChangesOneRow() async throws {
        let store = FakePeopleStore(people: Self.team)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        viewModel.searchTextChanged("a")
        viewModel.personSelected(id: 3)
        let before = viewModel.listing.allRows
        let fullReads = await store.fetchCount

        var grace = Self.team[1]
        grace.email = "grace@navy.example"
        await store.update(grace)
        await viewModel.storeChanged(StoreChange(updated: [2])).value

        let after = viewModel.listing.allRows
        #expect(after.count == before.count)
        let changed = (0..<after.count).filter { after[$0] != before[$0] }
        #expect(changed.map { after[$0].personID } == [2], "only Grace's row changed")
        #expect(await store.fetchCount == fullReads, "no full reload")
        #expect(await store.idFetchCount == 1)
        #expect(await store.idsFetched == 1)
        #expect(viewModel.searchText == "a")
        #expect(viewModel.selectedPersonID == 3)
        #expect(viewModel.selectedRowIndex == after.firstIndex { $0.personID == 3 })
        #expect(after == (await freshRows(await store.people, search: "a")))
    }

    @Test("a rename moves the row where a fresh load puts it; the selected person's summary follows")
    func renameMovesRow() async throws {
        let store = FakePeopleStore(people: Self.team)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        viewModel.personSelected(id: 6)
        var zoe = Self.team[5]
        zoe.name = "Alice Zoë Smith"
        await store.update(zoe)
        await viewModel.storeChanged(StoreChange(updated: [6])).value
        #expect(viewModel.listing.allRows == (await freshRows(await store.people)))
        #expect(viewModel.listing.names(in: "A to I")?.first == "Ada Lovelace")
        #expect(viewModel.listing.names(in: "A to I")?.contains("Alice Zoë Smith") == true)
        #expect(viewModel.listing.names(in: "R to Z")?.contains("Zoë Smith") == false)
        #expect(viewModel.selectedPersonID == 6)
        #expect(viewModel.selection?.name == "Alice Zoë Smith")
        #expect(viewModel.selectedRowIndex == viewModel.listing.rowIndex(ofPersonID: 6))
        #expect(await store.fetchCount == 1)
    }

    @Test("a deletion and an insertion move the right rows; a deleted selection is cleared; counts follow")
    func deletionAndInsertion() async throws {
        let store = FakePeopleStore(people: Self.team)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        viewModel.searchTextChanged("ar")
        viewModel.personSelected(id: 4)
        await store.remove(id: 4)
        await store.add(Self.person(11, "Arthur Dent"))
        await store.add(Self.person(12, "Nobody Here"))
        await viewModel.storeChanged(StoreChange(inserted: [11, 12], deleted: [4])).value
        #expect(viewModel.listing.allRows == (await freshRows(await store.people, search: "ar")))
        #expect(viewModel.listing.listedIDs.contains(11))
        #expect(!viewModel.listing.listedIDs.contains(12), "not a match for the search in effect")
        #expect(viewModel.selectedPersonID == nil)
        #expect(viewModel.selection == nil)
        viewModel.searchCleared()
        #expect(viewModel.listing.allRows == (await freshRows(await store.people)))
        #expect(viewModel.countText == "11 people")
        #expect(await store.fetchCount == 1)
    }

    @Test("a person added and selected with selectWhenListed is selected once the change lists them")
    func selectWhenListed() async throws {
        let store = FakePeopleStore(people: Self.team)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        viewModel.selectWhenListed(id: 20)
        #expect(viewModel.selectedPersonID == nil)
        await store.add(Self.person(20, "Mary Jackson"))
        await viewModel.storeChanged(StoreChange(inserted: [20])).value
        #expect(viewModel.selectedPersonID == 20)
    }

    @Test("task changes never touch the people: nothing is read, the listing is the same")
    func taskChangesLeavePeopleAlone() async throws {
        let store = FakePeopleStore(people: Self.team)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        let before = viewModel.listing.allRows
        await viewModel.storeChanged(StoreChange(tasksOf: [1, 2])).value
        #expect(await store.fetchCount == 1)
        #expect(await store.idFetchCount == 0)
        #expect(viewModel.listing.allRows == before)
    }

    @Test("an unknown change, or one naming a large part of the directory, reloads everything")
    func fallbacksReloadEverything() async throws {
        let store = FakePeopleStore(people: Self.team)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        await viewModel.storeChanged(.unknown).value
        #expect(await store.fetchCount == 2)
        let many = (100..<2_200).map { Self.person(PersonID(Int64($0)), "Person \($0)") }
        await store.setPeople(Self.team + many)
        await viewModel.storeChanged(StoreChange(inserted: Set(many.map(\.id)))).value
        await ViewModelActivity.settle()
        #expect(await store.fetchCount == 3)
        #expect(await store.idFetchCount == 0)
        #expect(viewModel.listing.allRows == (await freshRows(await store.people)))
    }

    @Test("a listing kept from before a change still shows the directory as it was")
    func keptListingIsAValue() async throws {
        let store = FakePeopleStore(people: Self.team)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        let kept = viewModel.listing
        let keptRows = kept.allRows
        await store.remove(id: 1)
        await viewModel.storeChanged(StoreChange(deleted: [1])).value
        #expect(kept.allRows == keptRows)
        #expect(viewModel.listing.allRows != keptRows)
    }

    // MARK: What the list is told

    /// A row's identity: a person's id, a section header, a placeholder.
    static func key(_ row: PeopleRow) -> String {
        switch row {
        case .person(let person): return "person \(person.id)"
        case .header(let title, _): return "header \(title)"
        case .placeholder: return "placeholder"
        }
    }

    /// `rows` with `splices` applied, the added rows taken from `after` at their positions.
    static func spliced(_ rows: [String], _ splices: [PeopleListing.RowSplice], after: [String]) -> [String] {
        var rows = rows
        for splice in splices {
            rows.replaceSubrange(
                splice.position..<(splice.position + splice.removed),
                with: after[splice.position..<(splice.position + splice.added)])
        }
        return rows
    }

    @Test("a change to one person tells the list the rows it removed and inserted, relative to the listing shown before")
    func rowChangesOfOnePerson() async throws {
        let store = FakePeopleStore(people: Self.team)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        var people = Self.team

        func change(_ change: StoreChange, search: String = "") async throws -> (splices: [PeopleListing.RowSplice]?, consistent: Bool) {
            viewModel.searchTextChanged(search)
            let before = viewModel.listing
            let beforeKeys = before.allRows.map(Self.key)
            await store.setPeople(people)
            await viewModel.storeChanged(change).value
            let after = viewModel.listing
            let afterKeys = after.allRows.map(Self.key)
            guard let changes = after.rowChanges else { return (nil, true) }
            #expect(changes.baseRevision == before.revision)
            return (changes.splices, Self.spliced(beforeKeys, changes.splices, after: afterKeys) == afterKeys)
        }

        // An edit that keeps the place: no row moves (the row is shown again with its new content).
        people[1].email = "grace@navy.example"
        var result = try await change(StoreChange(updated: [2]))
        #expect(result.splices == [])
        #expect(result.consistent)

        // A rename across sections: out at the old row, in at the new one.
        people[5].name = "Abigail Smith"
        result = try await change(StoreChange(updated: [6]))
        #expect(result.splices?.count == 2)
        #expect(result.consistent)

        // A deletion and an insertion, while searching.
        people.removeAll { $0.id == 9 }
        result = try await change(StoreChange(deleted: [9]), search: "a")
        #expect(result.splices?.map(\.removed) == [1])
        #expect(result.consistent)
        people.append(Self.person(30, "Dorothy Vaughan"))
        result = try await change(StoreChange(inserted: [30]), search: "a")
        #expect(result.splices?.map(\.added) == [1])
        #expect(result.consistent)

        // Someone who does not match the search: nothing listed changes.
        people.append(Self.person(31, "Xu Li", "xu@example.org"))
        result = try await change(StoreChange(inserted: [31]), search: "ada")
        #expect(result.splices == [])
        #expect(result.consistent)

        // The last person of a section leaves: its placeholder appears — shown afresh.
        people.removeAll { $0.id == 8 }
        result = try await change(StoreChange(deleted: [8]))
        #expect(result.consistent)
        people.removeAll { $0.id == 31 }
        result = try await change(StoreChange(deleted: [31]))
        #expect(result.splices?.count == 1)
        #expect(result.consistent)
        people.removeAll { $0.id == 5 }
        result = try await change(StoreChange(deleted: [5]))
        #expect(result.splices == nil, "R to Z (Radia Perlman's; Zoë went to A to I) became empty: its placeholder row appeared")

        // Two people at once, and a keystroke: shown afresh.
        people.append(Self.person(32, "Mae Jemison"))
        people.append(Self.person(33, "Sally Ride"))
        result = try await change(StoreChange(inserted: [32, 33]))
        #expect(result.splices == nil)
        viewModel.searchTextChanged("m")
        #expect(viewModel.listing.rowChanges == nil)
    }

    // MARK: Random edits

    @Test("random edits through the view model list the same rows as a fresh load", arguments: [3 as UInt64, 11])
    func randomEditsThroughViewModel(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        var people = (1...60).map { randomPerson(id: PersonID(Int64($0)), &random) }
        let store = FakePeopleStore(people: people)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        viewModel.searchTextChanged("a")
        var nextID: PersonID = 61
        for round in 0..<40 {
            var change = StoreChange()
            switch random.next() % 3 {
            case 0:
                people.append(randomPerson(id: nextID, &random))
                change.personInserted(nextID)
                nextID = PersonID(nextID.rawValue + 1)
            case 1 where !people.isEmpty:
                let removed = people.remove(at: Int(random.next() % UInt64(people.count)))
                change.personDeleted(removed.id)
            default:
                let at = Int(random.next() % UInt64(people.count))
                people[at] = randomPerson(id: people[at].id, &random)
                change.personUpdated(people[at].id)
            }
            await store.setPeople(people)
            await viewModel.storeChanged(change).value
            #expect(viewModel.listing.allRows == (await freshRows(people, search: "a")), "seed \(seed), round \(round)")
        }
        #expect(await store.fetchCount == 1)
    }
}
