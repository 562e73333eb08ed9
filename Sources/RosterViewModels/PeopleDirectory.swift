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
    /// Per person, which characters their record contains (`characterBit`): a one-letter
    /// search — the first keystroke, which has nothing to narrow — is answered from these alone.
    let characterMasks: [UInt64]

    /// Builds the index. Expensive (folding and sorting); call it off the main actor.
    public init(people unsorted: [Person]) {
        var folder = TextFolder()
        let count = unsorted.count

        // 1. Fold every record into one buffer, in input order. Each record starts
        //    with the folded name, which is also the sort key.
        var records: [UInt8] = []
        records.reserveCapacity(count * 48)
        var recordStarts: [Int32] = []
        recordStarts.reserveCapacity(count + 1)
        var nameLengths: [Int32] = []
        nameLengths.reserveCapacity(count)
        var sections: [UInt8] = []
        sections.reserveCapacity(count)
        var trimmed = unsorted
        for index in 0..<count {
            let name = Self.trimmed(trimmed[index].name)
            trimmed[index].name = name
            sections.append(UInt8(PeopleSectionKind.of(name: name, folder: &folder).rawValue))
            let start = records.count
            recordStarts.append(Int32(start))
            folder.fold(name, into: &records)
            nameLengths.append(Int32(records.count - start))
            records.append(0x01)
            folder.fold(trimmed[index].username, into: &records)
            records.append(0x01)
            folder.fold(trimmed[index].email, into: &records)
            records.append(0x00)
        }
        recordStarts.append(Int32(records.count))

        // 2. Sort a permutation: by section, folded name (bytewise), then id. The
        //    comparator reads through raw pointers so sorting does no reference counting.
        var order = [Int32](0..<Int32(count))
        let ids = trimmed.map(\.id)
        records.withUnsafeBufferPointer { text in
            recordStarts.withUnsafeBufferPointer { starts in
                nameLengths.withUnsafeBufferPointer { lengths in
                    sections.withUnsafeBufferPointer { section in
                        ids.withUnsafeBufferPointer { id in
                            let base = text.baseAddress
                            order.sort { lhs, rhs in
                                let l = Int(lhs), r = Int(rhs)
                                if section[l] != section[r] { return section[l] < section[r] }
                                let lLength = Int(lengths[l]), rLength = Int(lengths[r])
                                let common = min(lLength, rLength)
                                if common > 0, let base {
                                    let order = memcmp(base + Int(starts[l]), base + Int(starts[r]), common)
                                    if order != 0 { return order < 0 }
                                }
                                if lLength != rLength { return lLength < rLength }
                                return id[l] < id[r]
                            }
                        }
                    }
                }
            }
        }

        // 3. Lay everything out in display order.
        var people: [Person] = []
        people.reserveCapacity(count)
        var sectionOfPerson: [PeopleSectionKind] = []
        sectionOfPerson.reserveCapacity(count)
        var text: [UInt8] = []
        text.reserveCapacity(records.count)
        var offsets: [Int32] = []
        offsets.reserveCapacity(count + 1)
        var indexOfID: [Int64: Int32] = [:]
        indexOfID.reserveCapacity(count)
        var masks: [UInt64] = []
        masks.reserveCapacity(count)
        var starts = [Int](repeating: count, count: PeopleSectionKind.allCases.count + 1)
        for (displayIndex, original) in order.enumerated() {
            let original = Int(original)
            let kind = PeopleSectionKind(rawValue: Int(sections[original]))!
            if displayIndex == 0 || sectionOfPerson[displayIndex - 1] != kind {
                for earlier in 0...kind.rawValue where starts[earlier] == count { starts[earlier] = displayIndex }
            }
            people.append(trimmed[original])
            sectionOfPerson.append(kind)
            indexOfID[ids[original]] = Int32(displayIndex)
            offsets.append(Int32(text.count))
            let record = records[Int(recordStarts[original])..<Int(recordStarts[original + 1])]
            text.append(contentsOf: record)
            var mask: UInt64 = 0
            for byte in record { mask |= Self.characterBit(byte) }
            masks.append(mask)
        }
        offsets.append(Int32(text.count))

        self.people = people
        self.sectionOfPerson = sectionOfPerson
        self.sectionStarts = starts
        self.searchText = text
        self.searchOffsets = offsets
        self.indexOfID = indexOfID
        self.characterMasks = masks
    }

    /// The bit of a folded byte: one of its own for a-z and 0-9, shared among the
    /// other ASCII characters, none for separators and non-ASCII bytes.
    @inline(__always)
    static func characterBit(_ byte: UInt8) -> UInt64 {
        switch byte {
        case 0x61...0x7A: return 1 << UInt64(byte - 0x61)
        case 0x30...0x39: return 1 << UInt64(26 + byte - 0x30)
        case 0x20...0x7E: return 1 << UInt64(36 + byte % 28)
        default: return 0
        }
    }

    /// `name` without leading and trailing white space; returns the same string
    /// (no copy, no Foundation) in the common case where there is none.
    private static func trimmed(_ name: String) -> String {
        let scalars = name.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return name }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return name }
        return name.trimmingCharacters(in: .whitespacesAndNewlines)
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
                // Checking candidates one by one pays memmem's set-up per record; past a few
                // thousand, one pass over the whole buffer is cheaper and gives the same answer.
                if let candidates, candidates.count <= max(2_048, people.count / 32) {
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
                if let byMask = matchesByMask(needle) { return byMask }
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

    /// Answers a one-letter or one-digit query from the character masks alone
    /// (those characters have bits of their own). Nil for any other query.
    private func matchesByMask(_ needle: UnsafeBufferPointer<UInt8>) -> [Int32]? {
        guard needle.count == 1, case let byte = needle[0], (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) else {
            return nil
        }
        let bit = Self.characterBit(byte)
        var result: [Int32] = []
        characterMasks.withUnsafeBufferPointer { masks in
            for record in 0..<masks.count where masks[record] & bit != 0 { result.append(Int32(record)) }
        }
        return result
    }

    /// The display index of the person with `id`, if present.
    func displayIndex(ofID id: Int64) -> Int? { indexOfID[id].map(Int.init) }
}
