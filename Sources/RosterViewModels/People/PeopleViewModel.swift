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
///
/// Three state machines serve it, each a type of its own: `PeopleLoading` (which load
/// is current and what it reads), `PeopleUpdates` (changed people re-read and edited in
/// place) and `PeopleRestoration` (a selection and scroll position to come back to;
/// the intents in `PeopleViewModel+Restoration`).
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
    public private(set) var selectedPersonID: PersonID?
    /// The selected person's summary for the detail pane.
    public private(set) var selection: PersonSummary?
    /// Who is signed in, with which part (`DirectoryAccess`), as the store said after its last
    /// load: a directory that opens lazily knows it only once open, so it is read again then.
    public private(set) var access: DirectoryAccess

    /// What the detail pane says when nobody is selected.
    public let noSelectionText = RosterStrings.noSelection
    /// What the loading indicator says.
    public let loadingText = RosterStrings.loading

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
    @ObservationIgnored var searchIndex = PeopleSearchIndex(directory: .empty)
    /// Which load is current and what it reads.
    @ObservationIgnored var loading = PeopleLoading()
    /// Changed people to re-read, and the update re-reading them.
    @ObservationIgnored private var updates = PeopleUpdates()
    /// A selection and scroll position to come back to.
    @ObservationIgnored var restoration = PeopleRestoration()
    /// The last `PeopleListing.revision` given out.
    @ObservationIgnored private var listingRevision = 0
    @ObservationIgnored private let storeObserver = StreamObserver<StoreChange>()
    @ObservationIgnored private let availabilityObserver = StreamObserver<StoreAvailability>()
    /// Awaited after the first page of a large directory is shown: a front that draws in a later
    /// turn of its loop returns once it has drawn the page (`RosterApplication`: GtkKit's
    /// `MainLoopBridge.nextIdle`). Reading and sorting everyone waits for it, so that neither that
    /// work's CPU (on a machine of few cores, shared with the window's start-up) nor applying
    /// everyone holds back the first frame. Nil: everyone is read at once, beside the page.
    @ObservationIgnored public var firstPageShown: (@MainActor () async -> Void)?
    /// Told why a load failed, after the error page shows it (the app opens the password dialog).
    @ObservationIgnored var loadDidFail: (@MainActor (any Error) -> Void)?
    /// Why the last load failed, as the store put it.
    private var failureReason = ""
    /// How many people a large directory's first page shows.
    static let firstPageSize = PeopleLoading.firstPageSize

    /// - Parameters:
    ///   - store: where people come from; its reads run off the main actor.
    ///   - locale: how numbers are formatted.
    public init(store: any PeopleStore, locale: Locale = .current) {
        self.store = store
        self.locale = locale
        access = store.access
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
        loading.loadsMatchesOnly = !trimmedQuery.isEmpty
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
        if change.isUnknown || loading.matchesOnly != nil { return storeChanged() }
        let ids = change.changedPeople
        guard !ids.isEmpty else { return Task {} }
        updates.changed(ids)
        // During a full load, the people are re-read once it is in (it may have read before this change).
        guard loadState == .loaded, !loading.isLoadingAll else { return loading.task ?? Task {} }
        return startUpdating()
    }

    /// The search text changed to `text`.
    public func searchTextChanged(_ text: String) {
        guard text != searchText else { return }
        searchText = text
        loading.loadsMatchesOnly = false
        applySearch()
    }

    /// The search was dismissed (Escape): clear it.
    public func searchCleared() {
        searchTextChanged("")
    }

    /// Where selection requests go when a coordinator decides them.
    @ObservationIgnored public var selectionRequestHandler: (@MainActor (PersonID?) -> Void)?

    /// Told when the selected person changes (by a user, or because they left the store).
    @ObservationIgnored public var selectionDidChange: (@MainActor (PersonID?) -> Void)?

    /// Selects `id` as soon as a load lists them (a person just added or restored).
    public func selectWhenListed(id: PersonID) {
        restoration.selectWhenListed(id)
        if searchIndex.directory.displayIndex(ofID: id) != nil { selectPerson(id: id) }
    }

    /// Makes `id` the selected person (nil: nobody), with no questions asked.
    public func selectPerson(id: PersonID?) {
        restoration.selectionMade()
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
        let generation = loading.started()
        // Changes reported so far are committed: this load reads them.
        updates.committedByLoad()
        // Nothing shown yet: a large directory's first page is shown while everyone loads.
        let previewsFirstPage = loadState != .loaded
        if showsSpinner || loadState != .loaded { loadState = .loading }
        // Opened once the first page is drawn (or will not be shown), when the front waits for that
        // and the page can show (`showFirstPage`: a search typed or restored waits for everyone).
        let pageDrawn = AsyncStream.makeStream(of: Void.self)
        let (firstPage, everyone) = PeopleLoading.read(
            from: store, search: loading.loadsMatchesOnly ? trimmedQuery : nil, previewsFirstPage: previewsFirstPage,
            waitsForDrawnPage: firstPageShown != nil && trimmedQuery.isEmpty, pageDrawn: pageDrawn.stream)
        let task = ViewModelActivity.task { [weak self] in
            await withTaskCancellationHandler {
                // A first page that failed to read is only a missing preview: the full read says what is wrong.
                if let first = try? await firstPage?.value, self?.showFirstPage(first, generation: generation) == true,
                    let firstPageShown = self?.firstPageShown
                {
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
        loading.task = task
        return task
    }

    /// Shows `first`, the first page of a directory still loading, unless there is nothing
    /// more to come, a search is typed (a page is not its matches) or something is shown.
    /// Returns whether it did.
    private func showFirstPage(_ first: PeopleSearchResult, generation: Int) -> Bool {
        guard loading.isCurrent(generation), loadState == .loading, first.total > first.people.count, trimmedQuery.isEmpty else {
            return false
        }
        // A hundred-odd people: folded and sorted in well under a millisecond.
        searchIndex = PeopleSearchIndex(directory: PeopleDirectory(people: first.people))
        loading.showsFirstPage(of: first.total)
        loadState = .loaded
        applySearch()
        return true
    }

    private func finishLoading(_ result: Result<LoadedPeople, any Error>, generation: Int) {
        // A newer load started meanwhile: its result wins.
        guard loading.isCurrent(generation) else { return }
        loading.finished(matchesOnly: (try? result.get())?.matchesOnly)
        let access = store.access
        if access != self.access { self.access = access }
        switch result.map(\.directory) {
        case .success(let directory):
            searchIndex = PeopleSearchIndex(directory: directory)
            loadState = .loaded
            applySearch()
            let pending = restoration.pendingSelection
            if let pending, directory.displayIndex(ofID: pending) != nil {
                restoration.pendingSelectionListed()
                selectPerson(id: pending)
            } else {
                selectPerson(id: selectedPersonID)
                restoration.pendingSelectionNotListed(pending)
            }
            observeStoreChanges()
            // Changes reported while loading: re-read those people.
            if !updates.pending.isEmpty { startUpdating() }
        case .failure(let error):
            failureReason = describe(error)
            loadState = .failed(message: RosterStrings.loadFailed(failureReason))
            searchIndex = PeopleSearchIndex(directory: .empty)
            listing = .empty
            countText = ""
            emptyState = nil
            loadDidFail?(error)
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
        if let task = updates.task { return task }
        let store = self.store
        let generation = loading.generation
        let task = ViewModelActivity.task { [weak self] in
            while let ids = self?.nextUpdateBatch(generation: generation) {
                let result: Result<[Person], any Error>
                do { result = .success(try await store.fetchPeople(ids: ids)) } catch { result = .failure(error) }
                guard let self, self.finishUpdate(result, ids: ids, generation: generation) else { return }
            }
        }
        // The task starts after this returns (main actor): it is running until it clears this.
        updates.task = task
        return task
    }

    /// The people to re-read next; nil when there are none (the update ends) or
    /// when a full load took over.
    private func nextUpdateBatch(generation: Int) -> Set<PersonID>? {
        guard loading.isCurrent(generation), loadState == .loaded else {
            updates.task = nil
            return nil
        }
        switch updates.next(directoryCount: searchIndex.directory.count) {
        case .done:
            return nil
        case .reloadEverything:
            _ = startLoading(showsSpinner: false)
            return nil
        case .reread(let ids):
            return ids
        }
    }

    /// Applies one re-read batch; returns whether to go on with the next.
    private func finishUpdate(_ result: Result<[Person], any Error>, ids: Set<PersonID>, generation: Int) -> Bool {
        guard loading.isCurrent(generation) else {
            updates.task = nil
            return false
        }
        guard case .success(let people) = result else {
            // The store could not be read: a full load shows the failure, or recovers.
            updates.task = nil
            _ = startLoading(showsSpinner: false)
            return false
        }
        let found = Set(people.map(\.id))
        // One person changed: the list can be told which rows moved.
        let single = ids.count == 1 ? ids.first : nil
        let before = PeopleUpdates.ShownRows(listing, single: single)
        // Nobody else may hold the directory while it is edited in place: the
        // listing lets go of it (without telling observers: it is replaced below).
        _listing = .empty
        searchIndex.apply(upserting: people, removing: ids.filter { !found.contains($0) }.sorted(), query: trimmedQuery)
        applySearch { listing in PeopleUpdates.rowChanges(of: single, shown: before, after: listing) }
        if let pending = restoration.pendingSelection, ids.contains(pending), searchIndex.directory.displayIndex(ofID: pending) != nil {
            selectPerson(id: pending)
        } else if let selected = selectedPersonID, ids.contains(selected) {
            let pending = restoration.pendingSelection
            selectPerson(id: selected)
            restoration.keepPending(pending)
        }
        return true
    }

    isolated deinit {
        loading.task?.cancel()
    }

    // MARK: Search

    private var trimmedQuery: String { searchText.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Whether only a large directory's first page is in, everyone still loading.
    var isShowingFirstPageOnly: Bool { loading.firstPageTotal != nil }

    /// Lists the people matching the search. `rowChanges` says, when it can, how the
    /// new listing's rows differ from the one shown before.
    private func applySearch(rowChanges: (PeopleListing) -> PeopleListing.RowChanges? = { _ in nil }) {
        guard loadState == .loaded else { return }
        let query = trimmedQuery
        // Only the first page is in: a search waits for everyone (the load applies it).
        if loading.firstPageTotal != nil, !query.isEmpty { return }
        // The directory holds another search's matches only: this search needs everyone.
        if let matchesOnly = loading.matchesOnly, matchesOnly.query != query {
            _ = startLoading(showsSpinner: false)
            return
        }
        // Over one search's matches, the search lists them all: the same rule chose them.
        let matches = searchIndex.matches(for: query)
        let total = loading.matchesOnly?.total ?? loading.firstPageTotal ?? searchIndex.directory.count
        var listing = PeopleListing(directory: searchIndex.directory, matches: matches, query: query)
        listingRevision += 1
        listing.revision = listingRevision
        listing.rowChanges = rowChanges(listing)
        self.listing = listing
        countText =
            query.isEmpty
            ? RosterStrings.peopleCount(total, locale: locale)
            : RosterStrings.peopleCount(matches.count, of: total, locale: locale)
        emptyState = EmptyState.people(query: query, matchCount: matches.count, total: total)
    }
}
