import RosterModel

/// Answers search queries against one `PeopleDirectory`, remembering recent
/// answers so that typing narrows the last result instead of rescanning
/// everyone, and deleting a character returns a remembered result at once.
public struct PeopleSearchIndex {
    public private(set) var directory: PeopleDirectory
    private var folder = TextFolder()
    private var recent: [(query: [UInt8], matches: [Int32])] = []
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
        let folded = folder.folded(query)
        if folded.isEmpty { return everyone }
        if let index = recent.firstIndex(where: { $0.query == folded }) {
            let hit = recent.remove(at: index)
            recent.append(hit)
            return hit.matches
        }
        // Any remembered query contained in this one has a superset of its matches:
        // start from the smallest such set.
        let narrowest = recent
            .filter { Self.contains(folded, $0.query) }
            .min(by: { $0.matches.count < $1.matches.count })
        let result = directory.matches(folded: folded, within: narrowest?.matches)
        recent.append((folded, result))
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
    public mutating func apply(upserting people: [Person], removing ids: [Int64], query: String) -> [PeopleDirectory.Placement] {
        if !isKnownUniquelyReferenced(&directory) { directory = directory.copy() }
        let folded = folder.folded(query)
        var kept = folded.isEmpty ? nil : recent.first(where: { $0.query == folded })?.matches
        recent = []
        var placements: [PeopleDirectory.Placement] = []
        placements.reserveCapacity(people.count + ids.count)
        for id in ids {
            guard let removedAt = directory.remove(id: id) else { continue }
            let placement = PeopleDirectory.Placement(removedAt: removedAt, insertedAt: nil)
            placements.append(placement)
            if kept != nil { adjust(&kept!, for: placement, query: folded) }
        }
        for person in people {
            let placement = directory.upsert(person, folder: &folder)
            placements.append(placement)
            if kept != nil { adjust(&kept!, for: placement, query: folded) }
        }
        everyone = Array(0..<Int32(directory.count))
        if let kept { recent = [(folded, kept)] }
        return placements
    }

    /// Moves the display indexes in `matches` as `placement` moved the entries,
    /// and lists the placed person if their record contains `query`.
    private func adjust(_ matches: inout [Int32], for placement: PeopleDirectory.Placement, query: [UInt8]) {
        if let removedAt = placement.removedAt.map(Int32.init) {
            let index = Self.lowerBound(matches, removedAt)
            if index < matches.count, matches[index] == removedAt { matches.remove(at: index) }
            matches.withUnsafeMutableBufferPointer { for later in index..<$0.count { $0[later] -= 1 } }
        }
        if let insertedAt = placement.insertedAt {
            let index = Self.lowerBound(matches, Int32(insertedAt))
            matches.withUnsafeMutableBufferPointer { for later in index..<$0.count { $0[later] += 1 } }
            if directory.record(at: insertedAt, contains: query) { matches.insert(Int32(insertedAt), at: index) }
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

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
