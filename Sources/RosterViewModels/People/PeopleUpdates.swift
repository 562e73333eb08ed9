import RosterModel

/// The People screen's incremental-update state machine: the people the store reported
/// changed and that are not re-read yet, and the update re-reading them batch after batch.
/// Owned by `PeopleViewModel`, which re-reads and edits the index in place.
struct PeopleUpdates {
    /// People the store reported changed and that are not re-read yet.
    private(set) var pending: Set<PersonID> = []
    /// Re-reads `pending` and edits the index, one batch after another; nil when none runs.
    var task: Task<Void, Never>?

    /// What to do next.
    enum Next {
        /// Nothing more to re-read: the update ends.
        case done
        /// Too many people changed: one full reload is cheaper.
        case reloadEverything
        /// Re-read these people.
        case reread(Set<PersonID>)
    }

    /// Above this many changed people (of `count` in the directory), one full reload is
    /// cheaper than editing entry by entry.
    static func limit(forDirectoryOf count: Int) -> Int { max(2_000, count / 8) }

    /// The store reported `ids` changed.
    mutating func changed(_ ids: Set<PersonID>) {
        pending.formUnion(ids)
    }

    /// A full load starts: it reads every change reported so far.
    mutating func committedByLoad() {
        pending = []
    }

    /// The next batch, out of `pending`, for a directory of `count` people; the update
    /// ends (`task` cleared) unless it is a batch to re-read.
    mutating func next(directoryCount count: Int) -> Next {
        guard !pending.isEmpty else {
            task = nil
            return .done
        }
        if pending.count > Self.limit(forDirectoryOf: count) {
            task = nil
            return .reloadEverything
        }
        defer { pending = [] }
        return .reread(pending)
    }

    /// What a listing showed before a batch: its revision, shape and rows, and the changed
    /// person's row when one changed. Values only: the listing itself must let go of the
    /// directory before it is edited in place.
    struct ShownRows {
        let revision: Int
        let shape: [Int]
        let rowCount: Int
        let row: Int?

        init(_ listing: PeopleListing, single: PersonID?) {
            revision = listing.revision
            shape = listing.shape
            rowCount = listing.rowCount
            row = single.flatMap { listing.rowIndex(ofPersonID: $0) }
        }
    }

    /// The rows of `listing` as edits of those `before` showed, when one person (`single`)
    /// changed and the sections kept their shape: that person's row removed where it was
    /// and inserted where it is. Nil: the rows are shown afresh.
    static func rowChanges(of single: PersonID?, shown before: ShownRows, after listing: PeopleListing) -> PeopleListing.RowChanges? {
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
}
