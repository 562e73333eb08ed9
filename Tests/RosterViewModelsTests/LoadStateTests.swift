import Foundation
import Observation
import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterViewModels

@Suite("Loading people")
@MainActor
struct LoadStateTests {
    private let ada = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")
    private let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org")
    private let zed = Person(id: 3, name: "Zed Shaw", email: "zed@example.org")

    @Test("before appearing the view model is loading and shows nothing")
    func initialState() {
        let viewModel = PeopleViewModel(store: FakePeopleStore(people: [ada]), locale: testLocale)
        #expect(viewModel.loadState == .loading)
        #expect(viewModel.listing.matchCount == 0)
        #expect(viewModel.countText == "")
        #expect(viewModel.emptyState == nil)
        #expect(viewModel.selection == nil)
        #expect(viewModel.loadingText == "Loading people…")
        #expect(viewModel.noSelectionText == "Select a person to see their details")
    }

    @Test("loading lasts until the store answers; then the people are listed")
    func loadingUntilStoreAnswers() async throws {
        let store = ControlledPeopleStore()
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        let load = viewModel.appeared()
        await store.waitForRequests(1)

        // The read is in flight: still loading, nothing listed.
        #expect(viewModel.loadState == .loading)
        #expect(viewModel.listing.matchCount == 0)
        #expect(viewModel.countText == "")

        await store.answer(0, with: [grace, ada])
        await load.value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.loadState.errorMessage == nil)
        #expect(viewModel.listing.names(in: "A to I") == ["Ada Lovelace", "Grace Hopper"])
        #expect(viewModel.countText == "2 people")
    }

    @Test("a failing store: failed with the store's message, and nothing listed")
    func failingStore() async throws {
        let error = StoreError.readFailed("the database file is damaged")
        let viewModel = PeopleViewModel(store: FailingPeopleStore(error: error), locale: testLocale)
        await viewModel.appeared().value

        #expect(viewModel.loadState == .failed(message: "Could not load people. Cannot read the database: the database file is damaged."))
        let message = try #require(viewModel.loadState.errorMessage)
        #expect(message.contains("the database file is damaged"))
        #expect(viewModel.listing.matchCount == 0)
        #expect(viewModel.countText == "")
        #expect(viewModel.emptyState == nil)
    }

    @Test("an error without a localized description is still described")
    func plainErrorMessage() async throws {
        let viewModel = PeopleViewModel(store: FailingPeopleStore(error: PlainTestError(code: 418)), locale: testLocale)
        await viewModel.appeared().value
        let message = try #require(viewModel.loadState.errorMessage)
        #expect(message.hasPrefix("Could not load people. "))
        #expect(message.contains("418"))
    }

    @Test("retry after the store recovers: loading, then loaded with sections")
    func retryAfterFailure() async throws {
        let store = FakePeopleStore(people: try await SampleUsers.people(), failure: TestStoreError(message: "The disk is unplugged."))
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        #expect(viewModel.loadState == .failed(message: "Could not load people. The disk is unplugged."))

        // Still failing: retrying fails again, with the same message.
        await viewModel.retryTapped().value
        #expect(viewModel.loadState == .failed(message: "Could not load people. The disk is unplugged."))

        await store.setFailure(nil)
        let retry = viewModel.retryTapped()
        #expect(viewModel.loadState == .loading)
        await retry.value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.listing.titles == ["A to I", "J to Q", "R to Z"])
        #expect(viewModel.listing.sections.map(\.count) == [5, 5, 0])
        #expect(viewModel.countText == "10 people")
        #expect(await store.fetchCount == 3)
    }

    @Test("reloading never duplicates sections or people", arguments: ["appeared twice", "storeChanged", "overlapping"])
    func reloadDoesNotDuplicate(how: String) async throws {
        let store = FakePeopleStore(people: try await SampleUsers.people())
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        let firstRows = viewModel.listing.allRows

        switch how {
        case "appeared twice":
            await viewModel.appeared().value
            await viewModel.appeared().value
        case "storeChanged":
            await viewModel.storeChanged().value
            await viewModel.storeChanged().value
        default:
            let loads = [viewModel.appeared(), viewModel.storeChanged(), viewModel.retryTapped(), viewModel.appeared()]
            for load in loads { await load.value }
        }

        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.listing.allRows == firstRows)
        #expect(viewModel.listing.titles == ["A to I", "J to Q", "R to Z"])
        #expect(viewModel.listing.listedIDs.count == 10)
        #expect(Set(viewModel.listing.listedIDs).count == 10)
        #expect(viewModel.countText == "10 people")
    }

    @Test("storeChanged reloads without a spinner and picks up new people, keeping the search")
    func storeChangedReloadsQuietly() async throws {
        let store = ControlledPeopleStore()
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        let first = viewModel.appeared()
        await store.waitForRequests(1)
        await store.answer(0, with: [ada, grace])
        await first.value
        viewModel.searchTextChanged("ace")

        let reload = viewModel.storeChanged()
        await store.waitForRequests(2)
        // Mid-reload the old list stays on screen.
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.listing.listedIDs == [1, 2])
        await store.answer(1, with: [ada, grace, zed])
        await reload.value

        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.searchText == "ace")
        #expect(viewModel.listing.listedIDs == [1, 2])
        #expect(viewModel.countText == "2 of 3 people")
        viewModel.searchCleared()
        #expect(viewModel.listing.listedIDs == [1, 2, 3])
    }

    @Test("appeared shows the spinner again even when already loaded")
    func appearedShowsSpinner() async throws {
        let viewModel = await loadedViewModel([ada])
        let reload = viewModel.appeared()
        #expect(viewModel.loadState == .loading)
        await reload.value
        #expect(viewModel.loadState == .loaded)
    }

    @Test("when loads overlap, the newest one wins even if an older one answers last")
    func newestLoadWins() async throws {
        let store = ControlledPeopleStore()
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        let older = viewModel.appeared()
        // Each load reads on a thread of its own: the older one's read is request 0 once it has started.
        await store.waitForRequests(1)
        let newer = viewModel.retryTapped()
        await store.waitForRequests(2)

        await store.answer(1, with: [ada, grace, zed])
        await newer.value
        #expect(viewModel.listing.listedIDs == [1, 2, 3])

        await store.answer(0, with: [ada])
        await older.value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.listing.listedIDs == [1, 2, 3])
        #expect(viewModel.countText == "3 people")
    }

    @Test("a failure of an older load does not override a newer success")
    func olderFailureIgnored() async throws {
        let store = ControlledPeopleStore()
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        let older = viewModel.appeared()
        await store.waitForRequests(1)
        let newer = viewModel.appeared()
        await store.waitForRequests(2)
        await store.answer(1, with: [ada])
        await newer.value
        await store.fail(0, message: "too late")
        await older.value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.listing.listedIDs == [1])
    }

    @Test("a reload that fails after a success shows the failure and clears the list; retry recovers")
    func failureAfterSuccess() async throws {
        let store = FakePeopleStore(people: [ada, grace])
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        await viewModel.appeared().value
        #expect(viewModel.listing.listedIDs == [1, 2])

        await store.setFailure(TestStoreError(message: "Locked."))
        await viewModel.storeChanged().value
        #expect(viewModel.loadState == .failed(message: "Could not load people. Locked."))
        #expect(viewModel.listing.matchCount == 0)
        #expect(viewModel.countText == "")

        await store.setFailure(nil)
        await viewModel.retryTapped().value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.listing.listedIDs == [1, 2])
    }

    @Test("content: spinner while loading, error panel on failure, the list once loaded")
    func contentFollowsLoadState() async throws {
        let store = ControlledPeopleStore()
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        #expect(viewModel.content == .loading)

        let first = viewModel.appeared()
        await store.waitForRequests(1)
        #expect(viewModel.content == .loading)
        await store.fail(0, message: "Locked.")
        await first.value
        #expect(viewModel.content == .failed(title: "Could not load people", detail: "Locked."))
        #expect(viewModel.content.pageName == "failed")

        let retry = viewModel.retryTapped()
        #expect(viewModel.content == .loading)
        #expect(viewModel.content.pageName == "loading")
        await store.waitForRequests(2)
        await store.answer(1, with: [ada, grace])
        await retry.value
        #expect(viewModel.content == .list)
        #expect(viewModel.content.pageName == "list")

        // A quiet reload keeps the list on screen.
        let reload = viewModel.storeChanged()
        await store.waitForRequests(3)
        #expect(viewModel.content == .list)
        await store.answer(2, with: [ada])
        await reload.value
        #expect(viewModel.content == .list)
    }

    @Test("content: the empty state replaces the list when a search finds nobody or the store is empty")
    func contentEmptyStates() async throws {
        let viewModel = await loadedViewModel([ada, grace])
        viewModel.searchTextChanged("nobody")
        #expect(
            viewModel.content
                == .empty(EmptyState(title: "No people match “nobody”", detail: "Try a different name, username, email, phone or company."))
        )
        #expect(viewModel.content.pageName == "empty")
        viewModel.searchCleared()
        #expect(viewModel.content == .list)

        let empty = await loadedViewModel([])
        #expect(
            empty.content
                == .empty(
                    EmptyState(
                        title: "No people yet", detail: "Add someone, or import a team from a file.", actions: [.newPerson, .importFile])))
    }

    @Test("end to end: a database file that is not SQLite fails with a readable message; Retry works once it is fixed")
    func unreadableDatabaseThenRetry() async throws {
        let tmp = try TemporaryDirectory(prefix: "roster-viewmodels-tests")
        let path = tmp.path("team.sqlite")
        try Data(String(repeating: "garbage ", count: 512).utf8).write(to: URL(fileURLWithPath: path))
        let viewModel = PeopleViewModel(store: DatabaseLocation.file(path).openLazily(), locale: testLocale)

        await viewModel.appeared().value
        #expect(
            viewModel.loadState
                == .failed(
                    message: "Could not load people. Cannot open the database at \(path): the file is not a Roster database (not SQLite)."
                ))

        try FileManager.default.removeItem(atPath: path)
        await viewModel.retryTapped().value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.countText == "0 people")
    }

    @Test("observers of the list area are told when a load finishes")
    func loadNotifiesObservers() async throws {
        let store = ControlledPeopleStore()
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        let load = viewModel.appeared()
        await store.waitForRequests(1)

        let changed = Flag()
        withObservationTracking {
            _ = viewModel.content
            _ = viewModel.countText
        } onChange: {
            changed.set()
        }
        #expect(!changed.value)
        await store.answer(0, with: [ada])
        await load.value
        #expect(changed.value)
    }

    @Test("an empty store is loaded, with the no-people empty state")
    func emptyStore() async throws {
        let viewModel = await loadedViewModel([])
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.countText == "0 people")
        #expect(viewModel.emptyState?.title == "No people yet")
        #expect(viewModel.listing.matchCount == 0)
    }

    @Test("LoadState round-trips through JSON")
    func loadStateCodable() throws {
        for state in [LoadState.loading, .loaded, .failed(message: "Could not load people. Locked.")] {
            let decoded = try JSONDecoder().decode(LoadState.self, from: JSONEncoder().encode(state))
            #expect(decoded == state)
        }
    }
}
