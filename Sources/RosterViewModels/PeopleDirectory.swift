import CByteSearch
import Foundation
import RosterModel

/// An immutable, search-ready index of everyone in the directory, in display order.
///
/// Built once per load, off the main actor: names are folded and sorted here so
/// that a keystroke only scans one contiguous byte buffer.
public final class PeopleDirectory: Sendable {
    /// Everyone, in display order: by section, then by folded name, then by id.
    public let people: [Person]
    /// The section of each person, parallel to `people` (non-decreasing).
    let sectionOfPerson: [PeopleSectionKind]
    /// `people` index where each section starts; `sectionStarts[kind.rawValue]..<sectionStarts[kind.rawValue + 1]`.
    let sectionStarts: [Int]
    /// Folded "name \u{1} username \u{1} email" of every person, each followed by a 0 byte.
    let searchText: [UInt8]
    /// Start of each person's record in `searchText`, plus one final end offset.
    let searchOffsets: [Int32]
    /// Display index of each person id.
    let indexOfID: [Int64: Int32]

    /// Builds the index. Expensive (sorting and folding); call it off the main actor.
    public init(people unsorted: [Person]) {
        var folder = TextFolder()
        struct SortKey {
            var section: PeopleSectionKind
            var name: [UInt8]
            var id: Int64
            var original: Int
        }
        var keys: [SortKey] = []
        keys.reserveCapacity(unsorted.count)
        var trimmed: [Person] = []
        trimmed.reserveCapacity(unsorted.count)
        for (index, var person) in unsorted.enumerated() {
            person.name = person.name.trimmingCharacters(in: .whitespacesAndNewlines)
            keys.append(SortKey(
                section: PeopleSectionKind.of(name: person.name, folder: &folder),
                name: folder.folded(person.name),
                id: person.id,
                original: index
            ))
            trimmed.append(person)
        }
        keys.sort { lhs, rhs in
            if lhs.section != rhs.section { return lhs.section < rhs.section }
            let order = Self.compare(lhs.name, rhs.name)
            if order != 0 { return order < 0 }
            return lhs.id < rhs.id
        }

        var people: [Person] = []
        people.reserveCapacity(keys.count)
        var sections: [PeopleSectionKind] = []
        sections.reserveCapacity(keys.count)
        var starts = [Int](repeating: keys.count, count: PeopleSectionKind.allCases.count + 1)
        var text: [UInt8] = []
        text.reserveCapacity(keys.count * 48)
        var offsets: [Int32] = []
        offsets.reserveCapacity(keys.count + 1)
        var indexOfID: [Int64: Int32] = [:]
        indexOfID.reserveCapacity(keys.count)
        for kind in PeopleSectionKind.allCases.reversed() {
            if let first = keys.firstIndex(where: { $0.section >= kind }) { starts[kind.rawValue] = first }
        }
        for (displayIndex, key) in keys.enumerated() {
            let person = trimmed[key.original]
            people.append(person)
            sections.append(key.section)
            indexOfID[person.id] = Int32(displayIndex)
            offsets.append(Int32(text.count))
            text.append(contentsOf: key.name)
            text.append(0x01)
            folder.fold(person.username, into: &text)
            text.append(0x01)
            folder.fold(person.email, into: &text)
            text.append(0x00)
        }
        offsets.append(Int32(text.count))

        self.people = people
        self.sectionOfPerson = sections
        self.sectionStarts = starts
        self.searchText = text
        self.searchOffsets = offsets
        self.indexOfID = indexOfID
    }

    /// An empty directory.
    public static let empty = PeopleDirectory(people: [])

    /// How many people the directory holds.
    public var count: Int { people.count }

    /// Display indexes of the people whose name, username or email contains the
    /// folded `query`, in display order. With `within`, only those candidates are checked.
    func matches(folded query: [UInt8], within candidates: [Int32]? = nil) -> [Int32] {
        guard !query.isEmpty else { return Array(0..<Int32(people.count)) }
        return searchText.withUnsafeBufferPointer { text in
            query.withUnsafeBufferPointer { needle in
                guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return [] }
                var result: [Int32] = []
                if let candidates {
                    result.reserveCapacity(candidates.count)
                    for candidate in candidates {
                        let start = Int(searchOffsets[Int(candidate)])
                        let length = Int(searchOffsets[Int(candidate) + 1]) - start
                        if byte_search(base + start, length, needleBase, needle.count) != nil {
                            result.append(candidate)
                        }
                    }
                    return result
                }
                // One pass over the whole buffer: memmem finds the next hit, and the
                // record cursor only moves forward, so the cost is linear in the text.
                var record = 0
                var position = 0
                let end = text.count
                let recordCount = people.count
                while position < end, let hit = byte_search(base + position, end - position, needleBase, needle.count) {
                    let hitOffset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    while record + 1 < recordCount, Int(searchOffsets[record + 1]) <= hitOffset { record += 1 }
                    result.append(Int32(record))
                    position = Int(searchOffsets[record + 1])
                    record += 1
                    if record >= recordCount { break }
                }
                return result
            }
        }
    }

    /// The display index of the person with `id`, if present.
    func displayIndex(ofID id: Int64) -> Int? { indexOfID[id].map(Int.init) }

    /// Three-way comparison of byte strings (memcmp order, shorter first on a tie).
    private static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        let common = min(lhs.count, rhs.count)
        guard common > 0 else { return lhs.count - rhs.count }
        let order = lhs.withUnsafeBufferPointer { l in
            rhs.withUnsafeBufferPointer { r in memcmp(l.baseAddress!, r.baseAddress!, common) }
        }
        if order != 0 { return Int(order) }
        return lhs.count - rhs.count
    }
}
