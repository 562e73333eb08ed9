import RosterModel

/// Answers search queries against one `PeopleDirectory`, remembering recent
/// answers so that typing narrows the last result instead of rescanning
/// everyone, and deleting a character returns a remembered result at once.
public struct PeopleSearchIndex {
    public private(set) var directory: PeopleDirectory
    private var folder = TextFolder()
    private var recent: [(query: PersonSearchQuery, matches: [Int32])] = []
    private static let recentLimit = 24

    /// Everyone, in display order: what an empty search shows, built once.
    private var everyone: [Int32]

    /// An index answering searches of `directory` (everyone in it: one pass, done here).
    public init(directory: PeopleDirectory) {
        self.directory = directory
        everyone = directory.matches(folded: [])
    }

    /// Display indexes of the people matching `query` (already trimmed), in display order.
    public mutating func matches(for query: String) -> [Int32] {
        let search = PersonSearchQuery(query, folder: &folder)
        if search.isEmpty { return everyone }
        if let index = recent.firstIndex(where: { $0.query == search }) {
            let hit = recent.remove(at: index)
            recent.append(hit)
            return hit.matches
        }
        // Any remembered query this one narrows (typing on) has a superset of its matches:
        // start from the smallest such set.
        let narrowest =
            recent
            .filter { search.narrows($0.query) }
            .min(by: { $0.matches.count < $1.matches.count })
        let result = directory.matches(search, within: narrowest?.matches)
        recent.append((search, result))
        if recent.count > Self.recentLimit { recent.removeFirst() }
        return result
    }

    /// Applies a change to some people in place: `upserting` are the changed
    /// people as stored now, `removing` the ids that are gone. The answer to
    /// `query` (the search in effect) is kept and adjusted entry by entry; other
    /// remembered answers are forgotten. Returns each person's placement, in the
    /// order applied (removals first).
    ///
    /// The directory is edited in place when this index is its only holder (the
    /// caller lets go of listings first), else a copy is edited: a listing
    /// someone kept still shows the directory as it was.
    @discardableResult
    public mutating func apply(upserting people: [Person], removing ids: [PersonID], query: String) -> [PeopleDirectory.Placement] {
        if !isKnownUniquelyReferenced(&directory) { directory = directory.copy() }
        let search = PersonSearchQuery(query, folder: &folder)
        var kept = search.isEmpty ? nil : recent.first(where: { $0.query == search })?.matches
        recent = []
        var placements: [PeopleDirectory.Placement] = []
        placements.reserveCapacity(people.count + ids.count)
        for id in ids {
            guard let removedAt = directory.remove(id: id) else { continue }
            let placement = PeopleDirectory.Placement(removedAt: removedAt, insertedAt: nil)
            placements.append(placement)
            if kept != nil { adjust(&kept!, for: placement, query: search) }
        }
        for person in people {
            let placement = directory.upsert(person, folder: &folder)
            placements.append(placement)
            if kept != nil { adjust(&kept!, for: placement, query: search) }
        }
        everyone = Array(0..<Int32(directory.count))
        if let kept { recent = [(search, kept)] }
        return placements
    }

    /// Moves the display indexes in `matches` as `placement` moved the entries,
    /// and lists the placed person if their record matches `query`.
    private func adjust(_ matches: inout [Int32], for placement: PeopleDirectory.Placement, query: PersonSearchQuery) {
        if let removedAt = placement.removedAt.map(Int32.init) {
            let index = Self.lowerBound(matches, removedAt)
            if index < matches.count, matches[index] == removedAt { matches.remove(at: index) }
            matches.withUnsafeMutableBufferPointer { for later in index..<$0.count { $0[later] -= 1 } }
        }
        if let insertedAt = placement.insertedAt {
            let index = Self.lowerBound(matches, Int32(insertedAt))
            matches.withUnsafeMutableBufferPointer { for later in index..<$0.count { $0[later] += 1 } }
            if directory.record(at: insertedAt, matches: query) { matches.insert(Int32(insertedAt), at: index) }
        }
    }

    private static func lowerBound(_ sorted: [Int32], _ value: Int32) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
