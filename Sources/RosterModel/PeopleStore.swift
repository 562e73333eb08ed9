import Foundation

/// Where people come from and go to. The engines (SQLite in `RosterSQLite`, PostgreSQL
/// in `RosterPostgres`) and the in-memory store implement it; tests and scenarios inject others. Every write checks the model's rules
/// (`PersonRules`, `TaskRules`) and is all or nothing.
public protocol PeopleStore: Sendable {
    /// Every person in the directory. Runs off the caller's actor.
    func fetchPeople() async throws -> [Person]
    /// Everyone as a people list needs them, packed (`PeopleListColumns`): what a
    /// list loads instead of `fetchPeople()`. Stores that keep the search text
    /// override it (the SQLite engine fills the columns from its rows).
    func fetchPeopleList() async throws -> PeopleListColumns
    /// The person with `id`, or nil when there is none.
    func fetchPerson(id: PersonID) async throws -> Person?
    /// Saves what `edit` changes, and only that; returns the person as stored.
    /// Throws `StoreError.conflict` when someone else changed one of those fields
    /// since `edit.original` was read, `personNotFound` when the person is gone.
    func updatePerson(_ edit: PersonEdit) async throws -> Person
    /// Adds a person under a new id (`person.id` is ignored) and returns it as stored.
    func addPerson(_ person: Person) async throws -> Person
    /// Deletes a person and their tasks; returns everything that was deleted, for Undo.
    func deletePerson(id: PersonID) async throws -> RemovedPerson
    /// Puts a deleted person and their tasks back exactly, ids included.
    func restorePerson(_ removed: RemovedPerson) async throws
    /// Imports a directory all or nothing: people whose id is stored are replaced,
    /// tasks likewise. `progress` is told how many records were written so far.
    /// A cancelled import (the calling task) writes nothing.
    func importDirectory(_ document: DirectoryDocument, progress: @escaping @Sendable (Int) -> Void) async throws -> ImportSummary
    /// Everything in the directory, in the order an export writes it.
    func exportDirectory() async throws -> DirectoryDocument
    /// The people with these ids that exist (in no particular order): what a
    /// reader of a `StoreChange` re-reads. Stores with an index override this.
    func fetchPeople(ids: Set<PersonID>) async throws -> [Person]
    /// The people who match `query` (`PersonSearchQuery`: their folded name, username,
    /// email, company or phone digits contain it), in no particular order, and how many people
    /// there are in all. `query` is the search as the list applies it (trimmed);
    /// one that folds to nothing matches everyone. Stores with an index override
    /// this (the SQLite engine reads its folded column).
    func searchPeople(matching query: String) async throws -> PeopleSearchResult
    /// `searchPeople(matching:)` as a people list needs it: the matches packed. Stores
    /// that keep the search text override it (the SQLite engine reads only the matching rows).
    func searchPeopleList(matching query: String) async throws -> PeopleListSearchResult
    /// A preview of the directory's first `limit` people, read without reading everyone, and
    /// how many people there are in all: what a window shows while the whole directory loads.
    /// About the directory's order (by folded name, `PersonSearchText`), not exactly: ties, names
    /// outside A–Z and rows written by other programs may differ. Nil when the store has no
    /// quick way (the default).
    func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult?
    /// Reports each committed change (by this process or another) as what it
    /// changed — or `.unknown` when the store cannot tell. Never ends by itself.
    func changes() -> AsyncStream<StoreChange>
    /// Reports whether the data can be reached, first at once, then each time that changes.
    /// Never ends by itself, but for a store that is always available (the default: one
    /// `.available`, then the end).
    func availability() -> AsyncStream<StoreAvailability>
    /// Who is signed in and with which part (`DirectoryAccess`): what the fronts show as state
    /// before the user tries, and what the store checks before it writes. A local store (the
    /// default) gives the operating system's user every right.
    var access: DirectoryAccess { get }
}

extension PeopleStore {
    public var access: DirectoryAccess { .everything }

    public func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult? { nil }

    /// Packs the matches of `searchPeople(matching:)`, folding each one's search text.
    public func searchPeopleList(matching query: String) async throws -> PeopleListSearchResult {
        let found = try await searchPeople(matching: query)
        return PeopleListSearchResult(columns: PeopleListColumns(people: found.people), total: found.total)
    }

    /// Packs all people, folding each one's search text.
    public func fetchPeopleList() async throws -> PeopleListColumns {
        PeopleListColumns(people: try await fetchPeople())
    }

    /// Looks the person up among all people; stores with an index override this.
    public func fetchPerson(id: PersonID) async throws -> Person? {
        try await fetchPeople().first { $0.id == id }
    }

    /// Picks the people out of all people; stores with an index override this.
    public func fetchPeople(ids: Set<PersonID>) async throws -> [Person] {
        try await fetchPeople().filter { ids.contains($0.id) }
    }

    /// Folds and checks every person: the matching rule itself, which stores with an index must equal.
    public func searchPeople(matching query: String) async throws -> PeopleSearchResult {
        let people = try await fetchPeople()
        var folder = TextFolder()
        let search = PersonSearchQuery(query, folder: &folder)
        let matches = people.filter { search.isMatched(by: PersonSearchText.of($0, folder: &folder)) }
        return PeopleSearchResult(people: matches, total: people.count)
    }

    /// A read-only directory (a test double, a source without writes) refuses every write.
    public func updatePerson(_ edit: PersonEdit) async throws -> Person { throw StoreError.readOnlyDirectory }
    public func addPerson(_ person: Person) async throws -> Person { throw StoreError.readOnlyDirectory }
    public func deletePerson(id: PersonID) async throws -> RemovedPerson { throw StoreError.readOnlyDirectory }
    public func restorePerson(_ removed: RemovedPerson) async throws { throw StoreError.readOnlyDirectory }
    public func importDirectory(_ document: DirectoryDocument, progress: @escaping @Sendable (Int) -> Void) async throws -> ImportSummary {
        throw StoreError.readOnlyDirectory
    }
    public func exportDirectory() async throws -> DirectoryDocument { DirectoryDocument(people: try await fetchPeople()) }

    /// A store that cannot observe changes never signals any.
    public func changes() -> AsyncStream<StoreChange> {
        AsyncStream { $0.finish() }
    }

    /// A store without a server is always available.
    public func availability() -> AsyncStream<StoreAvailability> {
        AsyncStream {
            $0.yield(.available)
            $0.finish()
        }
    }
}

extension PeopleStore {
    /// Parses and imports a document in the import format (no avatar files), all or nothing.
    public func importDirectory(json: Data) async throws -> ImportSummary {
        try await importDirectory(DirectoryJSON.parse(json), progress: { _ in })
    }
}
