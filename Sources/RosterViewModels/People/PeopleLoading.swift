import RosterModel
import RosterSearch

/// The People screen's loading state machine: which full load is current, what it
/// reads (everyone, or one search's matches), and whether only a large directory's
/// first page is in meanwhile. Owned by `PeopleViewModel`, which shows what a load
/// reads; a newer load always wins over an older one (`generation`).
struct PeopleLoading {
    /// Counts the loads started; a load's result applies only while it is the latest.
    private(set) var generation = 0
    /// The latest load.
    var task: Task<Void, Never>?
    /// Whether a full load is under way (its result replaces the whole index).
    private(set) var isLoadingAll = false
    /// Whether loads ask the store for the search's matches only (`appeared(searchingFor:)`)
    /// rather than for everyone; until the search changes.
    var loadsMatchesOnly = false
    /// When the directory holds only the matches of one search: that search, and
    /// how many people the store holds in all (for the count line).
    private(set) var matchesOnly: (query: String, total: Int)?
    /// While the directory holds only the first page of a large directory (`fetchFirstPeople`)
    /// and everyone is still loading: how many people the store holds in all.
    private(set) var firstPageTotal: Int?

    /// How many people the first page shows: more than a tall window's rows.
    static let firstPageSize = 120

    /// A full load starts; returns its generation.
    mutating func started() -> Int {
        generation += 1
        isLoadingAll = true
        return generation
    }

    /// Whether the load of `generation` is still the latest.
    func isCurrent(_ generation: Int) -> Bool { generation == self.generation }

    /// The first page of a large directory is shown while everyone loads.
    mutating func showsFirstPage(of total: Int) {
        firstPageTotal = total
    }

    /// The latest load is in (`matchesOnly`: the search it read the matches of, if any).
    mutating func finished(matchesOnly: (query: String, total: Int)?) {
        isLoadingAll = false
        firstPageTotal = nil
        self.matchesOnly = matchesOnly
    }

    /// Starts reading off the main actor, at once: the first page of a large directory
    /// (when `previewsFirstPage` and not `search`), and everyone (or `search`'s matches),
    /// indexed. With `waitsForDrawnPage`, everyone is read only after `pageDrawn` ends,
    /// once a first page was read (the front draws it first).
    ///
    /// The reads start here, not when the main actor next runs a task: at launch that is
    /// only after GTK has built and mapped the window, whose first frame would then show a
    /// spinner instead of the people read meanwhile.
    static func read(
        from store: any PeopleStore, search: String?, previewsFirstPage: Bool,
        waitsForDrawnPage: Bool, pageDrawn: AsyncStream<Void>
    )
        -> (firstPage: Task<PeopleSearchResult?, any Error>?, everyone: Task<LoadedPeople, any Error>)
    {
        let firstPageSize = Self.firstPageSize
        let firstPage: Task<PeopleSearchResult?, any Error>? =
            previewsFirstPage && search == nil
            ? Task.detached(priority: .userInitiated) { try await store.fetchFirstPeople(limit: firstPageSize) }
            : nil
        let everyone = Task.detached(priority: .userInitiated) { () async throws -> LoadedPeople in
            if let search {
                let found = try await store.searchPeopleList(matching: search)
                return LoadedPeople(directory: PeopleDirectory(columns: found.columns), matchesOnly: (search, found.total))
            }
            // The first page first: it is what an early frame can show.
            if let first = try? await firstPage?.value, waitsForDrawnPage, first.total > first.people.count {
                for await _ in pageDrawn { break }
                // Cancelled while the page was drawn: everyone is not needed.
                try Task.checkCancellation()
            }
            // Sorting 100k names takes a while: it stays off the main actor too.
            let directory = PeopleDirectory(columns: try await store.fetchPeopleList())
            // The load's columns and the sort's scratch are freed by now.
            returnFreedMemory()
            return LoadedPeople(directory: directory, matchesOnly: nil)
        }
        return (firstPage, everyone)
    }

    /// Gives the memory a full load freed back to the system. glibc keeps what a
    /// thread frees in that thread's arena, resident, and the load's scratch (the
    /// packed columns as read, the sort's keys, the database's page cache) is
    /// freed on the loading threads: at 100,000 people the window's idle RSS
    /// was about 2.5 MiB higher without this. Takes about half a millisecond,
    /// off the main actor, once a full load.
    static func returnFreedMemory() {
        #if canImport(Glibc)
            _ = mallocTrim(0)
        #endif
    }
}

#if canImport(Glibc)
    /// glibc's `malloc_trim` (malloc.h, which the Glibc module leaves out).
    @_silgen_name("malloc_trim")
    private func mallocTrim(_ pad: Int) -> Int32
#endif

/// What a load read: everyone (or one search's matches, with their total), indexed.
struct LoadedPeople: Sendable {
    let directory: PeopleDirectory
    let matchesOnly: (query: String, total: Int)?
}
