/// Answers search queries against one `PeopleDirectory`, remembering recent
/// answers so that typing narrows the last result instead of rescanning
/// everyone, and deleting a character returns a remembered result at once.
struct PeopleSearchIndex {
    let directory: PeopleDirectory
    private var folder = TextFolder()
    private var recent: [(query: [UInt8], matches: [Int32])] = []
    private static let recentLimit = 24

    /// Everyone, in display order: what an empty search shows, built once.
    private let everyone: [Int32]

    init(directory: PeopleDirectory) {
        self.directory = directory
        everyone = directory.matches(folded: [])
    }

    /// Display indexes of the people matching `query` (already trimmed), in display order.
    mutating func matches(for query: String) -> [Int32] {
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

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
