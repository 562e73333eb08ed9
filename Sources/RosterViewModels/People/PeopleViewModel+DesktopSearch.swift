import Foundation
import RosterModel

/// The list's own search, asked by someone other than the search entry: the desktop's search
/// (`SearchProviderViewModel`, GNOME Shell's overview) lists exactly the people the list would.
extension PeopleViewModel {
    /// The people matching every one of `terms`, each matched as if typed in the search
    /// entry (the same folding and the same index as the list), in the list's order, at most
    /// `limit` of them. A phone number the Shell split at its spaces ("+1", "770") is one
    /// term again (`PersonSearchQuery.queries(fromTerms:)`). Waits for a load under way; empty
    /// when the people could not be read or no term has anything but spaces. The list's own
    /// search text is left as it is.
    public func people(matchingAll terms: [String], limit: Int) async -> [PersonSummary] {
        await everyoneLoaded()
        // Holding one search's matches only (`appeared(searchingFor:)`), it cannot answer another.
        guard loadState == .loaded, loading.matchesOnly == nil else { return [] }
        let queries = PersonSearchQuery.queries(fromTerms: terms)
        guard let first = queries.first else { return [] }
        var matches = searchIndex.matches(for: first)
        for query in queries.dropFirst() where !matches.isEmpty {
            let others = Set(searchIndex.matches(for: query))
            matches = matches.filter(others.contains)
        }
        return matches.prefix(max(0, limit)).map { searchIndex.directory.summary(at: Int($0)) }
    }

    /// The person with `id` as the selection shows them; nil when nobody has that id (or the
    /// people are not in yet).
    public func summary(ofPersonID id: PersonID) -> PersonSummary? {
        searchIndex.directory.displayIndex(ofID: id).map { searchIndex.directory.summary(at: $0) }
    }

    /// Returns once no full load is under way (the people are in, or could not be read).
    func everyoneLoaded() async {
        var awaited: Task<Void, Never>?
        while loading.isLoadingAll, let task = loading.task, task != awaited {
            awaited = task
            await task.value
        }
    }
}
