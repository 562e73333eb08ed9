import Foundation
import Observation
import RosterModel
import RosterSearch

/// The People directory screen: loading, sections, search, count line and selection.
///
/// Who owns what: the store owns the people; `PeopleDirectory` is a sorted and
/// folded copy built off the main actor on each full load, and edited in place
/// when the store reports which people changed (`StoreChange`); this view
/// model owns only what is on screen (search text, listing, selection) and
/// exposes one method per user intent. Both fronts — the GTK window and
/// `roster-cli` — render exactly these properties.
@MainActor
@Observable
public final class PeopleViewModel {
    // MARK: State

    /// Loading, loaded, or failed with a message (then `retryTapped()`).
    public private(set) var loadState: LoadState = .loading
    /// Set while the directory's server cannot be reached (the store retries by itself); the
    /// list keeps what it showed, and changes made meanwhile arrive once it is back.
    public private(set) var offlineNotice: OfflineNotice?
    /// The search text as typed.
    public private(set) var searchText = ""
    /// Sections and rows currently listed.
    public private(set) var listing: PeopleListing = .empty
    /// "10 people", "1 person", "3 of 10 people" while searching; empty until loaded.
    public private(set) var countText = ""
    /// Shown instead of the list when it is loaded but has no rows.
    public private(set) var emptyState: EmptyState?
    /// The selected person's id.
    public private(set) var selectedPersonID: Int64?
    /// The selected person's summary for the detail pane.
    public private(set) var selection: PersonSummary?

    /// What the detail pane says when nobody is selected.
    public let noSelectionText = RosterStrings.noSelection
    /// What the loading indicator says.
    public let loadingText = RosterStrings.loading

    /// The list row of the selected person, when it is listed.
    public var selectedRowIndex: Int? {
        selectedPersonID.flatMap { listing.rowIndex(ofPersonID: $0) }
    }

    /// What the list area shows: spinner, error panel, empty state or the list.
    public var content: PeopleContent {
        switch loadState {
        case .loading: return .loading
        case .failed: return .failed(title: RosterStrings.loadFailedTitle, detail: failureReason)
        case .loaded: return emptyState.map(PeopleContent.empty) ?? .list
        }
    }

    /// Retry button label on the error panel.
    public let retryTitle = RosterStrings.retry
    /// The window title.
    public let title = RosterStrings.appTitle
    /// The application's name (window title, About window).
    public static let appTitle = RosterStrings.appTitle
    /// Placeholder of the search entry.
    public let searchPlaceholder = RosterStrings.searchPlaceholder

    /// Whether a search is in effect (non-blank search text).
    public var isSearching: Bool { !trimmedQuery.isEmpty }

    // MARK: Dependencies

    private let store: any PeopleStore
    private let locale: Locale
    @ObservationIgnored private var searchIndex = PeopleSearchIndex(directory: .empty)
    @ObservationIgnored private var loadGeneration = 0
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    /// Whether a full load is under way (its result replaces the whole index).
    @ObservationIgnored private var isLoadingAll = false
    /// People the store reported changed and that are not re-read yet.
    @ObservationIgnored private var pendingPeople: Set<Int64> = []
    /// Re-reads `pendingPeople` and edits the index, one batch after another.
    @ObservationIgnored private var updateTask: Task<Void, Never>?
    /// The last `PeopleListing.revision` given out.
    @ObservationIgnored private var listingRevision = 0
    @ObservationIgnored private let storeObserver = StreamObserver<StoreChange>()
    @ObservationIgnored private let availabilityObserver = StreamObserver<StoreAvailability>()
    /// A selection restored before the people were loaded.
    @ObservationIgnored private var restoredSelection: Int64?
    /// Whether `restoredSelection` came from a saved session: then the first load decides it
    /// (someone deleted since is simply not selected), rather than waiting for a later load.
    @ObservationIgnored private var restoredSelectionIsSaved = false
    /// Whether the list should bring the selection into view once: it came back from a saved
    /// session, and may be far down a long list the user had scrolled to.
    @ObservationIgnored private var revealsSelection = false
    /// The person at the top of the list as last scrolled (`listScrolled(topRowIndex:)`).
    @ObservationIgnored private var topVisiblePersonID: Int64?
    /// A saved session's top person, until the list has scrolled there (`takeRowToShowAtTop()`).
    @ObservationIgnored private var restoredTopPersonID: Int64?
    /// Whether loads ask the store for the search's matches only (`appeared(searchingFor:)`)
    /// rather than for everyone; until the search changes.
    @ObservationIgnored private var loadsMatchesOnly = false
    /// When the directory holds only the matches of one search: that search, and
    /// how many people the store holds in all (for the count line).
    @ObservationIgnored private var matchesOnly: (query: String, total: Int)?
    /// While the directory holds only the first page of a large directory (`fetchFirstPeople`)
    /// and everyone is still loading: how many people the store holds in all.
    @ObservationIgnored private var firstPageTotal: Int?
    /// Awaited after the first page of a large directory is shown: a front that draws in a later
    /// turn of its loop returns once it has drawn the page (`RosterApplication`: GtkKit's
    /// `MainLoopBridge.nextIdle`). Reading and sorting everyone waits for it, so that neither that
    /// work's CPU (on a machine of few cores, shared with the window's start-up) nor applying
    /// everyone holds back the first frame. Nil: everyone is read at once, beside the page.
    @ObservationIgnored public var firstPageShown: (@MainActor () async -> Void)?
    /// How many people the first page shows: more than a tall window's rows.
    static let firstPageSize = 120
    /// Why the last load failed, as the store put it.
    private var failureReason = ""

    /// - Parameters:
    ///   - store: where people come from; its reads run off the main actor.
    ///   - locale: how numbers are formatted.
    public init(store: any PeopleStore, locale: Locale = .current) {
        self.store = store
        self.locale = locale
    }

    // MARK: Intents

    /// The screen appeared: load the people. Returns the loading task so callers may await it.
    @discardableResult
    public func appeared() -> Task<Void, Never> {
        startLoading()
    }

    /// The screen appeared with `text` already in the search (`roster-cli people
    /// --search`): load only the people it lists — the store answers the search
    /// (`PeopleStore.searchPeople`), so nobody else is read, folded or sorted —
    /// and show them exactly as `appeared()` then `searchTextChanged(text)`
    /// would. Changing the search later loads everyone.
    @discardableResult
    public func appeared(searchingFor text: String) -> Task<Void, Never> {
        searchText = text
        loadsMatchesOnly = !trimmedQuery.isEmpty
        return startLoading()
    }

    /// The Retry button of the error panel was pressed.
    @discardableResult
    public func retryTapped() -> Task<Void, Never> {
        startLoading()
    }

    /// The model changed in ways unknown: reload everything, keeping search and selection.
    @discardableResult
    public func storeChanged() -> Task<Void, Never> {
        startLoading(showsSpinner: false)
    }

    /// The store reported `change`: re-read only the people it names and edit
    /// the index in place (fold, insert, move or remove their entries), keeping
    /// search and selection. Task changes leave the people alone; an unknown
    /// change, or one touching a large part of the directory, reloads everything.
    @discardableResult
    public func storeChanged(_ change: StoreChange) -> Task<Void, Never> {
        // Holding only one search's matches, a changed person may join or leave them: ask the store again.
        if change.isUnknown || matchesOnly != nil { return storeChanged() }
        let ids = change.changedPeople
        guard !ids.isEmpty else { return Task {} }
        pendingPeople.formUnion(ids)
        // During a full load, the people are re-read once it is in (it may have read before this change).
        guard loadState == .loaded, !isLoadingAll else { return loadTask ?? Task {} }
        return startUpdating()
    }

    /// Above this many changed people, one full reload is cheaper than editing entry by entry.
    private var incrementalLimit: Int { max(2_000, searchIndex.directory.count / 8) }

    /// The search text changed to `text`.
    public func searchTextChanged(_ text: String) {
        guard text != searchText else { return }
        searchText = text
        loadsMatchesOnly = false
        applySearch()
    }

    /// The search was dismissed (Escape): clear it.
    public func searchCleared() {
        searchTextChanged("")
    }

    /// The row at `index` was selected in the list; nil when the list selection was cleared.
    /// Headers and placeholders cannot be selected and leave the selection as it is.
    public func rowSelected(at index: Int?) {
        guard let index else { return personSelected(id: nil) }
        guard index >= 0, index < listing.rowCount, case .person(let row) = listing.row(at: index) else { return }
        personSelected(id: row.id)
    }

    /// The person with `id` was selected (nil: nobody). With a coordinator
    /// (`selectionRequestHandler`), the request goes there: it may ask about
    /// unsaved changes first, then calls `selectPerson(id:)`.
    public func personSelected(id: Int64?) {
        guard id != selectedPersonID else { return }
        if let selectionRequestHandler {
            selectionRequestHandler(id)
        } else {
            selectPerson(id: id)
        }
    }

    /// Where selection requests go when a coordinator decides them.
    @ObservationIgnored public var selectionRequestHandler: (@MainActor (Int64?) -> Void)?

    /// Told when the selected person changes (by a user, or because they left the store).
    @ObservationIgnored public var selectionDidChange: (@MainActor (Int64?) -> Void)?

    /// Selects `id` as soon as a load lists them (a person just added or restored).
    public func selectWhenListed(id: Int64) {
        restoredSelectionIsSaved = false
        if searchIndex.directory.displayIndex(ofID: id) != nil {
            selectPerson(id: id)
        } else {
            restoredSelection = id
        }
    }

    /// Makes `id` the selected person (nil: nobody), with no questions asked.
    public func selectPerson(id: Int64?) {
        restoredSelection = nil
        let previous = selectedPersonID
        if let id, let displayIndex = searchIndex.directory.displayIndex(ofID: id) {
            selectedPersonID = id
            selection = searchIndex.directory.summary(at: displayIndex)
        } else {
            selectedPersonID = nil
            selection = nil
        }
        if selectedPersonID != previous { selectionDidChange?(selectedPersonID) }
    }

    // MARK: Loading

    private func startLoading(showsSpinner: Bool = true) -> Task<Void, Never> {
        loadGeneration += 1
        let generation = loadGeneration
        // Changes reported so far are committed: this load reads them.
        pendingPeople = []
        isLoadingAll = true
        // Nothing shown yet: a large directory's first page is shown while everyone loads.
        let previewsFirstPage = loadState != .loaded
        if showsSpinner || loadState != .loaded { loadState = .loading }
        let store = self.store
        let search = loadsMatchesOnly ? trimmedQuery : nil
        let firstPageSize = Self.firstPageSize
        // The reads start here, off the main actor, not when the main actor next runs the task
        // below: at launch that is only after GTK has built and mapped the window, whose first
        // frame would then show a spinner instead of the people read meanwhile.
        let firstPage: Task<PeopleSearchResult?, any Error>? = previewsFirstPage && search == nil
            ? Task.detached(priority: .userInitiated) { try await store.fetchFirstPeople(limit: firstPageSize) }
            : nil
        // Opened once the first page is drawn (or will not be shown), when the front waits for that
        // and the page can show (`showFirstPage`: a search typed or restored waits for everyone).
        let pageDrawn = AsyncStream.makeStream(of: Void.self)
        let waitsForDrawnPage = firstPageShown != nil && trimmedQuery.isEmpty
        let everyone = Task.detached(priority: .userInitiated) { () async throws -> LoadedPeople in
            if let search {
                let found = try await store.searchPeopleList(matching: search)
                return LoadedPeople(directory: PeopleDirectory(columns: found.columns), matchesOnly: (search, found.total))
            }
            // The first page first: it is what an early frame can show.
            if let first = try? await firstPage?.value, waitsForDrawnPage, first.total > first.people.count {
                for await _ in pageDrawn.stream { break }
                // Cancelled while the page was drawn: everyone is not needed.
                try Task.checkCancellation()
            }
            // Sorting 100k names takes a while: it stays off the main actor too.
            return LoadedPeople(directory: PeopleDirectory(columns: try await store.fetchPeopleList()), matchesOnly: nil)
        }
        let task = ViewModelActivity.task { [weak self] in
            await withTaskCancellationHandler {
                // A first page that failed to read is only a missing preview: the full read says what is wrong.
                if let first = try? await firstPage?.value, self?.showFirstPage(first, generation: generation) == true,
                   let firstPageShown = self?.firstPageShown {
                    await firstPageShown()
                }
                pageDrawn.continuation.finish()
                self?.finishLoading(await everyone.result, generation: generation)
            } onCancel: {
                firstPage?.cancel()
                everyone.cancel()
                pageDrawn.continuation.finish()
            }
        }
        loadTask = task
        return task
    }

    /// Shows `first`, the first page of a directory still loading, unless there is nothing
    /// more to come, a search is typed (a page is not its matches) or something is shown.
    /// Returns whether it did.
    private func showFirstPage(_ first: PeopleSearchResult, generation: Int) -> Bool {
        guard generation == loadGeneration, loadState == .loading, first.total > first.people.count, trimmedQuery.isEmpty else { return false }
        // A hundred-odd people: folded and sorted in well under a millisecond.
        searchIndex = PeopleSearchIndex(directory: PeopleDirectory(people: first.people))
        firstPageTotal = first.total
        loadState = .loaded
        applySearch()
        return true
    }

    private func finishLoading(_ result: Result<LoadedPeople, any Error>, generation: Int) {
        // A newer load started meanwhile: its result wins.
        guard generation == loadGeneration else { return }
        isLoadingAll = false
        firstPageTotal = nil
        matchesOnly = (try? result.get())?.matchesOnly
        switch result.map(\.directory) {
        case .success(let directory):
            searchIndex = PeopleSearchIndex(directory: directory)
            loadState = .loaded
            applySearch()
            let pending = restoredSelection
            if let pending, directory.displayIndex(ofID: pending) != nil {
                revealsSelection = restoredSelectionIsSaved
                selectPerson(id: pending)
            } else {
                selectPerson(id: selectedPersonID)
                // Not listed yet (the load started before the add committed): wait for the next one.
                restoredSelection = restoredSelectionIsSaved ? nil : pending
            }
            restoredSelectionIsSaved = false
            observeStoreChanges()
            // Changes reported while loading: re-read those people.
            if !pendingPeople.isEmpty { startUpdating() }
        case .failure(let error):
            failureReason = describe(error)
            loadState = .failed(message: RosterStrings.loadFailed(failureReason))
            searchIndex = PeopleSearchIndex(directory: .empty)
            listing = .empty
            countText = ""
            emptyState = nil
        }
    }

    /// Reloads whenever the store reports a change — an edit in this app or another program's.
    /// Starts after the first successful load, when the store is known to be open.
    private func observeStoreChanges() {
        storeObserver.observe(store.changes()) { [weak self] change in self?.storeChanged(change) }
        availabilityObserver.observe(store.availability()) { [weak self] availability in self?.availabilityChanged(availability) }
    }

    /// The store reports whether its data can be reached: show or hide the offline notice.
    /// (Coming back, the store reports the changes missed meanwhile as a change of its own.)
    public func availabilityChanged(_ availability: StoreAvailability) {
        let notice = OfflineNotice(availability)
        if notice != offlineNotice { offlineNotice = notice }
    }

    // MARK: Incremental updates

    /// Starts re-reading the pending people, unless that is under way already
    /// (the running update takes the new ones when its batch is done).
    @discardableResult
    private func startUpdating() -> Task<Void, Never> {
        if let updateTask { return updateTask }
        let store = self.store
        let generation = loadGeneration
        let task = ViewModelActivity.task { [weak self] in
            while let ids = self?.nextUpdateBatch(generation: generation) {
                let result: Result<[Person], any Error>
                do { result = .success(try await store.fetchPeople(ids: ids)) } catch { result = .failure(error) }
                guard let self, self.finishUpdate(result, ids: ids, generation: generation) else { return }
            }
        }
        // The task starts after this returns (main actor): it is running until it clears this.
        updateTask = task
        return task
    }

    /// The people to re-read next; nil when there are none (the update ends) or
    /// when a full load took over.
    private func nextUpdateBatch(generation: Int) -> Set<Int64>? {
        guard generation == loadGeneration, loadState == .loaded, !pendingPeople.isEmpty else {
            updateTask = nil
            return nil
        }
        if pendingPeople.count > incrementalLimit {
            updateTask = nil
            _ = startLoading(showsSpinner: false)
            return nil
        }
        defer { pendingPeople = [] }
        return pendingPeople
    }

    /// Applies one re-read batch; returns whether to go on with the next.
    private func finishUpdate(_ result: Result<[Person], any Error>, ids: Set<Int64>, generation: Int) -> Bool {
        guard generation == loadGeneration else {
            updateTask = nil
            return false
        }
        guard case .success(let people) = result else {
            // The store could not be read: a full load shows the failure, or recovers.
            updateTask = nil
            _ = startLoading(showsSpinner: false)
            return false
        }
        let found = Set(people.map(\.id))
        // One person changed: the list can be told which rows moved.
        let single = ids.count == 1 ? ids.first : nil
        let before = (revision: listing.revision, shape: listing.shape, rowCount: listing.rowCount,
                      row: single.flatMap { listing.rowIndex(ofPersonID: $0) })
        // Nobody else may hold the directory while it is edited in place: the
        // listing lets go of it (without telling observers: it is replaced below).
        _listing = .empty
        _ = searchIndex.apply(upserting: people, removing: ids.filter { !found.contains($0) }.sorted(), query: trimmedQuery)
        applySearch { listing in
            guard let single, listing.shape == before.shape else { return nil }
            let row = listing.rowIndex(ofPersonID: single)
            var splices: [PeopleListing.RowSplice] = []
            if row != before.row {
                if let old = before.row { splices.append(.init(position: old, removed: 1, added: 0)) }
                if let row { splices.append(.init(position: row, removed: 0, added: 1)) }
            }
            let net = splices.reduce(0) { $0 + $1.added - $1.removed }
            guard before.rowCount + net == listing.rowCount else { return nil }
            return PeopleListing.RowChanges(baseRevision: before.revision, splices: splices)
        }
        if let pending = restoredSelection, ids.contains(pending), searchIndex.directory.displayIndex(ofID: pending) != nil {
            selectPerson(id: pending)
        } else if let selected = selectedPersonID, ids.contains(selected) {
            let pending = restoredSelection
            selectPerson(id: selected)
            restoredSelection = pending
        }
        return true
    }

    isolated deinit {
        loadTask?.cancel()
    }


    // MARK: Search

    private var trimmedQuery: String { searchText.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Lists the people matching the search. `rowChanges` says, when it can, how the
    /// new listing's rows differ from the one shown before.
    private func applySearch(rowChanges: (PeopleListing) -> PeopleListing.RowChanges? = { _ in nil }) {
        guard loadState == .loaded else { return }
        let query = trimmedQuery
        // Only the first page is in: a search waits for everyone (the load applies it).
        if firstPageTotal != nil, !query.isEmpty { return }
        // The directory holds another search's matches only: this search needs everyone.
        if let matchesOnly, matchesOnly.query != query {
            _ = startLoading(showsSpinner: false)
            return
        }
        // Over one search's matches, the search lists them all: the same rule chose them.
        let matches = searchIndex.matches(for: query)
        let total = matchesOnly?.total ?? firstPageTotal ?? searchIndex.directory.count
        var listing = PeopleListing(directory: searchIndex.directory, matches: matches, query: query)
        listingRevision += 1
        listing.revision = listingRevision
        listing.rowChanges = rowChanges(listing)
        self.listing = listing
        countText = query.isEmpty
            ? RosterStrings.peopleCount(total, locale: locale)
            : RosterStrings.peopleCount(matches.count, of: total, locale: locale)
        if !query.isEmpty, matches.isEmpty {
            emptyState = EmptyState(title: RosterStrings.noMatches(query), detail: RosterStrings.noMatchesDetail)
        } else if total == 0 {
            emptyState = EmptyState(title: RosterStrings.noPeopleTitle, detail: RosterStrings.noPeopleDetail,
                                    actions: [.newPerson, .importFile])
        } else {
            emptyState = nil
        }
    }
}

extension PeopleViewModel {
    /// What the People screen needs to come back as the user left it.
    public struct RestorableState: Codable, Sendable, Equatable {
        /// The search text as typed.
        public var searchText: String
        /// The selected person; nil: nobody.
        public var selectedPersonID: Int64?
        /// The person at the top of the list as it was scrolled (a person rather than a row
        /// number, so that people added or removed above do not move it); nil: the top of
        /// the list. Optional, so state saved before it existed still reads (as nil).
        public var topVisiblePersonID: Int64?

        /// The state of a People screen searching `searchText` with `selectedPersonID` selected,
        /// scrolled so that `topVisiblePersonID` is the top row.
        public init(searchText: String, selectedPersonID: Int64?, topVisiblePersonID: Int64? = nil) {
            self.searchText = searchText
            self.selectedPersonID = selectedPersonID
            self.topVisiblePersonID = topVisiblePersonID
        }
    }

    /// The list was scrolled: `topRowIndex` is the row now at its top (nil: no rows shown).
    /// A section header at the top counts as the first person under it. Cheap: the list may
    /// report every frame it scrolls.
    public func listScrolled(topRowIndex: Int?) {
        guard loadState == .loaded else { return }
        guard let topRowIndex, topRowIndex >= 0 else {
            topVisiblePersonID = nil
            return
        }
        topVisiblePersonID = (topRowIndex..<listing.rowCount).lazy.compactMap { index -> Int64? in
            if case .person(let row) = self.listing.row(at: index) { return row.id }
            return nil
        }.first
    }

    /// The row to scroll to the top of the list, once after a saved session's scroll position
    /// was restored and the people are loaded (the person's section header when they are
    /// the first under it); nil otherwise, and when that person is not listed any more.
    /// A selection to reveal (`takeRowToReveal()`) gives way to it: the list shows where it was.
    public func takeRowToShowAtTop() -> Int? {
        // Not while only the first page is in: that person may be further down.
        guard loadState == .loaded, firstPageTotal == nil, let id = restoredTopPersonID else { return nil }
        restoredTopPersonID = nil
        guard let row = listing.rowIndex(ofPersonID: id) else { return nil }
        if row > 0, case .header = listing.row(at: row - 1) { return row - 1 }
        return row
    }

    /// The selected row, once after a saved session's selection was restored (the list scrolls
    /// it into view); nil otherwise, and from then on.
    public func takeRowToReveal() -> Int? {
        guard revealsSelection else { return nil }
        revealsSelection = false
        return selectedRowIndex
    }

    /// The state to save when the app quits.
    public var restorableState: RestorableState {
        RestorableState(searchText: searchText, selectedPersonID: restoredSelection ?? selectedPersonID,
                        topVisiblePersonID: restoredTopPersonID ?? topVisiblePersonID)
    }

    /// Restores a saved state; the selection is resolved once people are loaded.
    public func restore(_ state: RestorableState) {
        searchTextChanged(state.searchText)
        restoredTopPersonID = state.topVisiblePersonID
        topVisiblePersonID = state.topVisiblePersonID
        if loadState == .loaded {
            selectPerson(id: state.selectedPersonID)
        } else {
            restoredSelection = state.selectedPersonID
            restoredSelectionIsSaved = true
        }
    }
}

/// What a load read: everyone (or one search's matches, with their total), indexed.
private struct LoadedPeople: Sendable {
    let directory: PeopleDirectory
    let matchesOnly: (query: String, total: Int)?
}
