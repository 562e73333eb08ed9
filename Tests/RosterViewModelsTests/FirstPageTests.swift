import Dispatch
import RosterModel
import RosterTestSupport
import Synchronization
import Testing

@testable import RosterViewModels

@Suite("The first page of a large directory, shown while everyone loads")
@MainActor
struct FirstPageTests {
    /// `count` people named "Person 0001"…, in name order.
    private func people(_ count: Int) -> [Person] {
        (1...count).map {
            Person(
                id: PersonID(Int64($0)), name: "Person " + String(repeating: "0", count: 4 - String($0).count) + String($0),
                email: "p\($0)@example.org")
        }
    }

    /// A view model over `people` (more than a page) whose store answers the first page at once and
    /// holds the whole read; `prepare` runs before it appears. Returns once the whole read is
    /// waiting and the first page is listed.
    private func appearedWhileLoading(_ people: [Person], prepare: (PeopleViewModel) -> Void = { _ in })
        async throws -> (store: ControlledPeopleStore, viewModel: PeopleViewModel, load: Task<Void, Never>)
    {
        let store = ControlledPeopleStore(firstPage: PeopleSearchResult(people: people, total: people.count))
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        prepare(viewModel)
        let load = viewModel.appeared()
        await store.waitForRequests(1)
        // The whole read can be asked for before the main actor has shown the page it read first.
        try #require(await waitUntil { viewModel.loadState == .loaded }, "the first page was never listed")
        return (store, viewModel, load)
    }

    @Test("while the whole directory loads, its first page is listed with the whole count; then everyone")
    func firstPageThenEveryone() async throws {
        let everyone = people(300)
        let (store, viewModel, load) = try await appearedWhileLoading(everyone)

        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.listing.matchCount == PeopleViewModel.firstPageSize)
        #expect(viewModel.countText == "300 people", "the count is the directory's, not the page's")
        // A search waits for everyone: a page is not its matches.
        viewModel.searchTextChanged("0299")
        #expect(viewModel.listing.matchCount == PeopleViewModel.firstPageSize)
        #expect(viewModel.emptyState == nil, "no “no matches” for a search the page cannot answer")
        // Selecting a listed person works at once.
        viewModel.personSelected(id: 3)
        #expect(viewModel.selectedPersonID == 3)

        await store.answer(0, with: everyone.reversed())
        await load.value
        #expect(viewModel.listing.matchCount == 1, "the search applies to everyone")
        #expect(viewModel.countText == "1 of 300 people")
        #expect(viewModel.selectedPersonID == 3)
        viewModel.searchCleared()
        #expect(viewModel.listing.matchCount == 300)
    }

    @Test(
        "the store is read at once, off the main actor: a main actor kept busy meanwhile (as GTK's start-up keeps it) does not hold the read back"
    )
    func readsStartWithoutTheMainActor() async {
        let store = SignallingPeopleStore(people: people(3))
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        let load = viewModel.appeared()
        // The main actor does not return to its queue until the read has started (or 5 s pass).
        #expect(store.readStarted.wait(timeout: .now() + 5) == .success, "the read waited for the main actor")
        await load.value
        #expect(viewModel.listing.matchCount == 3)
    }

    /// A store that answers every read at once, and notes for each read of everyone whether the
    /// front had drawn the first page by then (`pageDrawn()`, called by the test as the front).
    private final class DrawingPeopleStore: PeopleStore {
        let people: [Person]
        /// For each read of everyone, in order: whether the page was drawn when it started.
        private let reads = Mutex<[Bool]>([])
        private let drawn = Mutex(false)

        init(people: [Person]) { self.people = people }

        /// Whether the page was drawn when each read of everyone started.
        var readsOfEveryone: [Bool] { reads.withLock { $0 } }
        /// The front has drawn the first page.
        func pageDrawn() { drawn.withLock { $0 = true } }

        func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult? {
            PeopleSearchResult(people: Array(people.prefix(limit)), total: people.count)
        }

        func fetchPeople() async throws -> [Person] {
            let drawnNow = drawn.withLock { $0 }
            reads.withLock { $0.append(drawnNow) }
            return people
        }
    }

    /// A view model over `people` whose front has not drawn the first page yet: its
    /// `firstPageShown` waits for `drawn`. (The tests' time limits are minutes, not seconds: in a
    /// whole `swift test` run on two cores, the CLI suites' processes and the fuzz run keep the
    /// threads busy for over a minute, and the first page's read waits its turn.) Returns once the front was asked, with what the list held then.
    private func appearedUntilDrawn(_ people: [Person]) async -> (
        store: DrawingPeopleStore, viewModel: PeopleViewModel,
        drawn: AsyncStream<Void>.Continuation, load: Task<Void, Never>, listedWhenAsked: Int?
    ) {
        let store = DrawingPeopleStore(people: people)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        let drawn = AsyncStream.makeStream(of: Void.self)
        let asked = AsyncStream.makeStream(of: Int.self)
        viewModel.firstPageShown = { [weak viewModel] in
            asked.continuation.yield(viewModel?.listing.matchCount ?? -1)
            for await _ in drawn.stream { return }
        }
        let load = viewModel.appeared()
        var askedWith = asked.stream.makeAsyncIterator()
        let listedWhenAsked = await askedWith.next()
        return (store, viewModel, drawn.continuation, load, listedWhenAsked)
    }

    @Test(
        "with firstPageShown, everyone is read only once the front says the page is drawn: the window's start-up has the CPU meanwhile",
        .timeLimit(.minutes(3)))
    func everyoneWaitsForTheDrawnPage() async throws {
        let (store, viewModel, drawn, load, listedWhenAsked) = await appearedUntilDrawn(people(300))
        #expect(listedWhenAsked == PeopleViewModel.firstPageSize, "asked once the page was listed")
        #expect(viewModel.listing.matchCount == PeopleViewModel.firstPageSize)
        // The front draws. What is checked is the order, not a quiet spell: the store notes, for
        // the read of everyone, whether the page was drawn when it started.
        store.pageDrawn()
        drawn.yield()
        await load.value
        #expect(store.readsOfEveryone == [true], "everyone is read once, after the page was drawn")
        #expect(viewModel.listing.matchCount == 300)
    }

    @Test("a load cancelled while the front draws the first page does not read everyone", .timeLimit(.minutes(3)))
    func cancelledWhileDrawing() async throws {
        let (store, viewModel, drawn, load, listedWhenAsked) = await appearedUntilDrawn(people(300))
        #expect(listedWhenAsked == PeopleViewModel.firstPageSize)
        load.cancel()
        store.pageDrawn()
        drawn.finish()
        // The load ends only once its read of everyone has ended (or was never made): after
        // that, a read it made is in the store's notes.
        await load.value
        #expect(store.readsOfEveryone.isEmpty, "a cancelled load read everyone")
        // Alive until here: the load ends because it was cancelled, not because its owner went away.
        withExtendedLifetime(viewModel) {}
    }

    @Test(
        "a search typed before the load is not answered by a page: everyone is read at once, though the front waits to draw and the main actor is busy"
    )
    func typedSearchReadsEveryoneAtOnce() async {
        let store = SignallingPeopleStore(people: people(300), previewsFirstPage: true)
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        viewModel.firstPageShown = {}
        viewModel.searchTextChanged("0299")
        let load = viewModel.appeared()
        // The main actor does not return to its queue until the whole read has started (or 5 s pass).
        #expect(store.readStarted.wait(timeout: .now() + 5) == .success, "the whole read waited for the main actor")
        await load.value
        #expect(viewModel.listing.matchCount == 1)
    }

    @Test("a directory that fits in one page shows nothing before the whole load, as before")
    func smallDirectoryWaits() async throws {
        let few = people(5)
        let store = ControlledPeopleStore(firstPage: PeopleSearchResult(people: few, total: few.count))
        let viewModel = PeopleViewModel(store: store, locale: testLocale)
        // A page shown asks the front to draw it, in the load's task, before everyone is applied:
        // once the load ended, a page it showed is known.
        let pageShown = Flag()
        viewModel.firstPageShown = { pageShown.set() }
        let load = viewModel.appeared()
        await store.waitForRequests(1)
        #expect(viewModel.loadState == .loading)
        await store.answer(0, with: few)
        await load.value
        #expect(!pageShown.value, "a page was shown before everyone")
        #expect(viewModel.listing.matchCount == 5)
    }

    @Test("a saved scroll position waits for everyone: its person may be past the first page")
    func scrollPositionWaitsForEveryone() async throws {
        let everyone = people(300)
        let (store, viewModel, load) = try await appearedWhileLoading(everyone) {
            $0.restore(.init(searchText: "", selectedPersonID: 250, topVisiblePersonID: 240))
        }
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.takeRowToShowAtTop() == nil)
        #expect(viewModel.selectedPersonID == nil, "not selected before it is listed")
        await store.answer(0, with: everyone)
        await load.value
        #expect(viewModel.selectedPersonID == 250)
        let top = try #require(viewModel.takeRowToShowAtTop())
        if case .person(let row) = viewModel.listing.row(at: top) {
            #expect(row.id == 240)
        } else {
            Issue.record("row \(top) is not a person")
        }
    }
}
