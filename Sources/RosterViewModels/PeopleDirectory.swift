import CByteSearch
import Foundation
import RosterModel

/// A search-ready index of everyone in the directory, in display order.
///
/// Built once per full load, off the main actor: names are folded and sorted
/// here so that a keystroke only scans one contiguous byte buffer. A change to
/// a few people is then applied in place (`upsert`, `remove`): one record is
/// folded and put where a fresh build would put it, without re-folding or
/// re-sorting anyone else.
///
/// Sendable because it is only edited by its one owner while nobody else holds
/// it (`PeopleSearchIndex.apply` checks `isKnownUniquelyReferenced` and edits a
/// `copy()` otherwise): every reference another party holds sees a directory
/// that never changes.
public final class PeopleDirectory: @unchecked Sendable {
    /// Everyone, in display order: by section, then by folded name, then by id.
    public private(set) var people: [Person]
    /// The section of each person, parallel to `people` (non-decreasing).
    private(set) var sectionOfPerson: [PeopleSectionKind]
    /// `people` index where each section starts; `sectionStarts[kind.rawValue]..<sectionStarts[kind.rawValue + 1]`.
    private(set) var sectionStarts: [Int]
    /// The search text (`PersonSearchText`: folded name, username and email) of every person, each followed by a 0 byte.
    private(set) var searchText: [UInt8]
    /// Start of each person's record in `searchText`, plus one final end offset.
    private(set) var searchOffsets: [Int32]
    /// Display index of each person id.
    private(set) var indexOfID: [Int64: Int32]
    /// Per person, which characters their record contains (`characterBit`): a one-letter
    /// search — the first keystroke, which has nothing to narrow — is answered from these alone.
    private(set) var characterMasks: [UInt64]

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
        // Names are trimmed as they are read, not in a copy of `unsorted`: the caller still holds
        // that array, so writing one name would copy every person (14 MB at 100,000 people).
        for index in 0..<count {
            let name = PersonSearchText.trimmedName(unsorted[index].name)
            sections.append(UInt8(PeopleSectionKind.of(name: name, folder: &folder).rawValue))
            recordStarts.append(Int32(records.count))
            let nameLength = PersonSearchText.append(name: name, username: unsorted[index].username, email: unsorted[index].email,
                                                     folder: &folder, into: &records)
            nameLengths.append(Int32(nameLength))
            records.append(0x00)
        }
        recordStarts.append(Int32(records.count))

        // 2. Sort a permutation: by section, folded name (bytewise), then id. The
        //    comparator reads through raw pointers so sorting does no reference counting.
        var order = [Int32](0..<Int32(count))
        let ids = unsorted.map(\.id)
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
            var person = unsorted[original]
            person.name = PersonSearchText.trimmedName(person.name)
            people.append(person)
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

    private init(copying other: PeopleDirectory) {
        people = other.people
        sectionOfPerson = other.sectionOfPerson
        sectionStarts = other.sectionStarts
        searchText = other.searchText
        searchOffsets = other.searchOffsets
        indexOfID = other.indexOfID
        characterMasks = other.characterMasks
    }

    /// A directory with the same content whose storage becomes its own on its first edit.
    func copy() -> PeopleDirectory { PeopleDirectory(copying: self) }

    /// Whether both hold exactly the same index, byte for byte (what a fresh build gives).
    func hasSameIndex(as other: PeopleDirectory) -> Bool {
        people == other.people && sectionOfPerson == other.sectionOfPerson && sectionStarts == other.sectionStarts
            && searchText == other.searchText && searchOffsets == other.searchOffsets && indexOfID == other.indexOfID
            && characterMasks == other.characterMasks
    }

    // MARK: Editing in place

    /// Where an edit took one person, in display indexes: `removedAt` in the
    /// directory before the edit, `insertedAt` after it (nil: not there).
    struct Placement: Equatable, Sendable {
        var removedAt: Int?
        var insertedAt: Int?
    }

    /// Puts `person` — new, or replacing the one with the same id — where a fresh
    /// build would. Costs one fold and a binary search, plus moving the entries
    /// after it by one (memmove). Only for the directory's sole owner.
    func upsert(_ person: Person, folder: inout TextFolder) -> Placement {
        var person = person
        person.name = PersonSearchText.trimmedName(person.name)
        let kind = PeopleSectionKind.of(name: person.name, folder: &folder)
        var record: [UInt8] = []
        record.reserveCapacity(64)
        let nameLength = PersonSearchText.append(name: person.name, username: person.username, email: person.email,
                                                 folder: &folder, into: &record)
        record.append(0x00)

        let old = displayIndex(ofID: person.id)
        // Same folded record, same section: the place and the index stay; only the row's content changes.
        if let old, sectionOfPerson[old] == kind,
           searchText[Int(searchOffsets[old])..<Int(searchOffsets[old + 1])].elementsEqual(record) {
            people[old] = person
            return Placement(removedAt: old, insertedAt: old)
        }
        if let old { removeEntry(at: old) }
        let position = insertionPoint(kind: kind, name: record[..<nameLength], id: person.id)
        insertEntry(person, kind: kind, record: record, at: position)
        // Everyone between the old and the new place moved by one (or everyone after a new person).
        let moved = old.map { min($0, position)...max($0, position) } ?? position...(people.count - 1)
        reindex(moved)
        return Placement(removedAt: old, insertedAt: position)
    }

    /// Removes the person with `id`, if present; returns where they were. Only for the directory's sole owner.
    func remove(id: Int64) -> Int? {
        guard let old = displayIndex(ofID: id) else { return nil }
        removeEntry(at: old)
        indexOfID[id] = nil
        if old < people.count { reindex(old...(people.count - 1)) }
        return old
    }

    /// Whether the record at `displayIndex` contains the folded `query`.
    func record(at displayIndex: Int, contains query: [UInt8]) -> Bool {
        if query.isEmpty { return true }
        return searchText.withUnsafeBufferPointer { text in
            query.withUnsafeBufferPointer { needle in
                let start = Int(searchOffsets[displayIndex])
                let length = Int(searchOffsets[displayIndex + 1]) - start
                return byte_search(text.baseAddress! + start, length, needle.baseAddress!, needle.count) != nil
            }
        }
    }

    private func reindex(_ range: ClosedRange<Int>) {
        for index in range { indexOfID[people[index].id] = Int32(index) }
    }

    private func removeEntry(at index: Int) {
        people.remove(at: index)
        let kind = sectionOfPerson.remove(at: index)
        for later in (kind.rawValue + 1)..<sectionStarts.count { sectionStarts[later] -= 1 }
        let start = Int(searchOffsets[index])
        let end = Int(searchOffsets[index + 1])
        searchText.removeSubrange(start..<end)
        searchOffsets.remove(at: index)
        let length = Int32(end - start)
        searchOffsets.withUnsafeMutableBufferPointer { offsets in
            for later in index..<offsets.count { offsets[later] -= length }
        }
        characterMasks.remove(at: index)
    }

    private func insertEntry(_ person: Person, kind: PeopleSectionKind, record: [UInt8], at index: Int) {
        people.insert(person, at: index)
        sectionOfPerson.insert(kind, at: index)
        for later in (kind.rawValue + 1)..<sectionStarts.count { sectionStarts[later] += 1 }
        let start = Int(searchOffsets[index])
        searchText.insert(contentsOf: record, at: start)
        searchOffsets.insert(Int32(start), at: index)
        let length = Int32(record.count)
        searchOffsets.withUnsafeMutableBufferPointer { offsets in
            for later in (index + 1)..<offsets.count { offsets[later] += length }
        }
        var mask: UInt64 = 0
        for byte in record { mask |= Self.characterBit(byte) }
        characterMasks.insert(mask, at: index)
    }

    /// The first display index in `kind`'s section whose entry sorts after (`name`, `id`),
    /// by the build's order: folded name bytewise, the shorter first, then id.
    private func insertionPoint(kind: PeopleSectionKind, name: ArraySlice<UInt8>, id: Int64) -> Int {
        var low = sectionStarts[kind.rawValue]
        var high = sectionStarts[kind.rawValue + 1]
        searchText.withUnsafeBufferPointer { text in
            name.withUnsafeBufferPointer { key in
                while low < high {
                    let mid = (low + high) / 2
                    let start = Int(searchOffsets[mid])
                    let base = text.baseAddress! + start
                    let recordLength = Int(searchOffsets[mid + 1]) - start
                    // A folded name never holds the separator (control characters fold to spaces): it ends the name.
                    let nameLength = memchr(base, Int32(PersonSearchText.separator), recordLength).map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) }
                        ?? recordLength
                    let common = min(nameLength, key.count)
                    var before: Bool
                    let order = common > 0 ? memcmp(base, key.baseAddress!, common) : 0
                    if order != 0 {
                        before = order < 0
                    } else if nameLength != key.count {
                        before = nameLength < key.count
                    } else {
                        before = people[mid].id < id
                    }
                    if before { low = mid + 1 } else { high = mid }
                }
            }
        }
        return low
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
