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
    /// Each person's id, in display order: by section, then by folded name, then by id.
    private(set) var ids: [Int64]
    /// The section of each person, parallel to `ids` (non-decreasing).
    private(set) var sectionOfPerson: [PeopleSectionKind]
    /// Index in `ids` where each section starts; `sectionStarts[kind.rawValue]..<sectionStarts[kind.rawValue + 1]`.
    private(set) var sectionStarts: [Int]
    /// UTF-8 of each person's trimmed name, email and company (`PeopleListColumns` layout),
    /// in the order they were loaded or added — not display order: the loaded buffer is
    /// kept as it came rather than copied, and a row's strings are made when it is shown.
    private(set) var displayText: [UInt8]
    /// Start of each field in `displayText`, `PeopleListColumns.fieldsPerPerson` a stored entry, plus one final end offset.
    private(set) var displayOffsets: [Int32]
    /// The stored entry (in `displayText`) of each person, in display order.
    private(set) var storedEntry: [Int32]
    /// The search text (`PersonSearchText`: folded name, username and email) of every person, each followed by a 0 byte.
    private(set) var searchText: [UInt8]
    /// Start of each person's record in `searchText`, plus one final end offset.
    private(set) var searchOffsets: [Int32]
    /// Display index of each person id.
    private(set) var indexOfID: DisplayIndexByID
    /// Per person, which characters their record contains (`characterBit`): a one-letter
    /// search — the first keystroke, which has nothing to narrow — is answered from these alone.
    private(set) var characterMasks: [UInt64]

    private static let fieldsPerPerson = PeopleListColumns.fieldsPerPerson

    /// Builds the index of `people`, folding their search text. Expensive; call it off the main actor.
    public convenience init(people: [Person]) {
        self.init(columns: PeopleListColumns(people: people))
    }

    /// Builds the index of everyone in `columns` (their search text already folded).
    /// Expensive (sorting); call it off the main actor.
    ///
    /// At a million people, memory access is what costs: sorting compares keys held
    /// beside the permutation, not the text they come from, and the search text is laid
    /// out by reading it in its own order and writing each record to its display place.
    public init(columns: PeopleListColumns) {
        let count = columns.count
        var order = Self.sortedOrder(columns)

        // Lay everything out in display order, visiting people in stored order.
        var displayIndexOf = [Int32](repeating: 0, count: count)
        var storedEntry = [Int32](repeating: 0, count: count)
        storedEntry.withUnsafeMutableBufferPointer { stored in
            displayIndexOf.withUnsafeMutableBufferPointer { displayIndex in
                for (index, entry) in order.enumerated() {
                    displayIndex[Int(entry.stored)] = Int32(index)
                    stored[index] = entry.stored
                }
            }
        }
        var sectionOfPerson = [PeopleSectionKind](repeating: .other, count: count)
        var starts = [Int](repeating: count, count: PeopleSectionKind.allCases.count + 1)
        for (index, entry) in order.enumerated() {
            let kind = PeopleSectionKind(rawValue: Int(entry.key.high >> 56))!
            sectionOfPerson[index] = kind
            if index == 0 || sectionOfPerson[index - 1] != kind {
                for earlier in 0...kind.rawValue where starts[earlier] == count { starts[earlier] = index }
            }
        }
        order = []

        var offsets = [Int32](repeating: 0, count: count + 1)
        var total = 0
        for index in 0..<count {
            offsets[index] = Int32(truncatingIfNeeded: total)
            let stored = Int(storedEntry[index])
            total += Int(columns.searchOffsets[stored + 1] - columns.searchOffsets[stored]) + 1
        }
        precondition(total <= PeopleListColumns.maximumBufferBytes, "a people list holds at most 2 GiB of text")
        offsets[count] = Int32(total)
        var ids = [Int64](repeating: 0, count: count)
        var masks = [UInt64](repeating: 0, count: count)
        let text = [UInt8](unsafeUninitializedCapacity: total) { text, initialized in
            columns.searchText.withUnsafeBufferPointer { source in
                guard let target = text.baseAddress else { return }
                for stored in 0..<count {
                    let displayIndex = Int(displayIndexOf[stored])
                    let start = Int(columns.searchOffsets[stored])
                    let length = Int(columns.searchOffsets[stored + 1]) - start
                    let destination = target + Int(offsets[displayIndex])
                    if length > 0 { destination.update(from: source.baseAddress! + start, count: length) }
                    destination[length] = 0x00
                    let record = UnsafeBufferPointer(start: source.baseAddress.map { $0 + start }, count: length)
                    masks[displayIndex] = Self.characterMask(record)
                    let id = columns.ids[stored]
                    ids[displayIndex] = id
                }
            }
            initialized = total
        }

        self.ids = ids
        self.sectionOfPerson = sectionOfPerson
        self.sectionStarts = starts
        self.displayText = columns.text
        self.displayOffsets = columns.textOffsets
        self.storedEntry = storedEntry
        self.searchText = text
        self.searchOffsets = offsets
        self.indexOfID = DisplayIndexByID(ids: ids)
        self.characterMasks = masks
    }

    /// A person's place in the sort, as far as 15 bytes of their folded name tell it.
    private struct SortKey: Comparable {
        /// The section (top byte), then the folded name's first 7 bytes, big-endian.
        var high: UInt64
        /// The folded name's next 8 bytes, big-endian. Both padded with 0, which no folded name holds.
        var low: UInt64
        static func < (lhs: Self, rhs: Self) -> Bool { lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low }
    }

    private static let keyedNameBytes = 15

    /// The stored entries of `columns` in display order: by section, folded name (bytewise,
    /// the shorter first), then id. Each carries its key, which decides most comparisons
    /// without reading the text.
    private static func sortedOrder(_ columns: PeopleListColumns) -> [(key: SortKey, stored: Int32)] {
        var folder = TextFolder()
        let count = columns.count
        var order: [(key: SortKey, stored: Int32)] = []
        order.reserveCapacity(count)
        var nameLengths = [Int32](repeating: 0, count: count)
        columns.searchText.withUnsafeBufferPointer { text in
            columns.text.withUnsafeBufferPointer { display in
                for index in 0..<count {
                    let nameStart = Int(columns.textOffsets[index * fieldsPerPerson])
                    let nameEnd = Int(columns.textOffsets[index * fieldsPerPerson + 1])
                    let kind = PeopleSectionKind.of(utf8Name: UnsafeBufferPointer(rebasing: display[nameStart..<nameEnd]), folder: &folder)
                    let start = Int(columns.searchOffsets[index])
                    let record = text.baseAddress.map { $0 + start }
                    let length = nameLength(record, Int(columns.searchOffsets[index + 1]) - start)
                    nameLengths[index] = Int32(length)
                    var high = UInt64(kind.rawValue) << 56
                    var low: UInt64 = 0
                    for byte in 0..<min(length, keyedNameBytes) {
                        let value = UInt64(record![byte])
                        if byte < 7 { high |= value << (8 * (6 - byte)) } else { low |= value << (8 * (14 - byte)) }
                    }
                    order.append((SortKey(high: high, low: low), Int32(index)))
                }
            }
        }
        columns.searchText.withUnsafeBufferPointer { text in
            columns.searchOffsets.withUnsafeBufferPointer { starts in
                nameLengths.withUnsafeBufferPointer { lengths in
                    columns.ids.withUnsafeBufferPointer { id in
                        let base = text.baseAddress
                        order.sort { lhs, rhs in
                            if lhs.key != rhs.key { return lhs.key < rhs.key }
                            // Equal keys: the same section and first 15 name bytes (or the same shorter name).
                            let l = Int(lhs.stored), r = Int(rhs.stored)
                            let lLength = Int(lengths[l]), rLength = Int(lengths[r])
                            let common = min(lLength, rLength)
                            if common > keyedNameBytes, let base {
                                let order = memcmp(base + Int(starts[l]) + keyedNameBytes, base + Int(starts[r]) + keyedNameBytes,
                                                   common - keyedNameBytes)
                                if order != 0 { return order < 0 }
                            }
                            if lLength != rLength { return lLength < rLength }
                            return id[l] < id[r]
                        }
                    }
                }
            }
        }
        return order
    }

    private init(copying other: PeopleDirectory) {
        ids = other.ids
        sectionOfPerson = other.sectionOfPerson
        sectionStarts = other.sectionStarts
        displayText = other.displayText
        displayOffsets = other.displayOffsets
        storedEntry = other.storedEntry
        discardedEntries = other.discardedEntries
        searchText = other.searchText
        searchOffsets = other.searchOffsets
        indexOfID = other.indexOfID
        characterMasks = other.characterMasks
    }

    /// A directory with the same content whose storage becomes its own on its first edit.
    func copy() -> PeopleDirectory { PeopleDirectory(copying: self) }

    /// Whether both hold exactly the same index and rows (what a fresh build gives).
    func hasSameIndex(as other: PeopleDirectory) -> Bool {
        ids == other.ids && sectionOfPerson == other.sectionOfPerson && sectionStarts == other.sectionStarts
            && searchText == other.searchText && searchOffsets == other.searchOffsets && indexOfID == other.indexOfID
            && characterMasks == other.characterMasks
            && (0..<count).allSatisfy { summary(at: $0) == other.summary(at: $0) }
    }

    // MARK: Reading

    /// The id of the person at `displayIndex`.
    func id(at displayIndex: Int) -> Int64 { ids[displayIndex] }

    /// Whether the person at `displayIndex` has exactly these fields (`fields`, split at
    /// `lengths`: offsets from 0) stored.
    private func hasDisplayFields(_ fields: [UInt8], lengths: [Int32], at displayIndex: Int) -> Bool {
        let first = Int(storedEntry[displayIndex]) * Self.fieldsPerPerson
        let start = displayOffsets[first]
        for field in 1...Self.fieldsPerPerson where displayOffsets[first + field] - start != lengths[field] { return false }
        return displayText[Int(start)..<Int(displayOffsets[first + Self.fieldsPerPerson])].elementsEqual(fields)
    }

    /// Field `field` (0: name, 1: email, 2: company) of the person at `displayIndex`.
    private func field(_ field: Int, at displayIndex: Int) -> String {
        let slot = Int(storedEntry[displayIndex]) * Self.fieldsPerPerson + field
        return displayText.withUnsafeBufferPointer { text in
            String(decoding: UnsafeBufferPointer(rebasing: text[Int(displayOffsets[slot])..<Int(displayOffsets[slot + 1])]), as: UTF8.self)
        }
    }

    /// The person at `displayIndex` as the list shows them.
    func row(at displayIndex: Int) -> PersonRow {
        PersonRow(id: ids[displayIndex], name: field(0, at: displayIndex), email: field(1, at: displayIndex))
    }

    /// The person at `displayIndex` as the selection shows them.
    func summary(at displayIndex: Int) -> PersonSummary {
        PersonSummary(id: ids[displayIndex], name: field(0, at: displayIndex), email: field(1, at: displayIndex),
                      company: field(2, at: displayIndex))
    }

    /// How long the folded name is at the start of a search record of `length` bytes: a folded
    /// name never holds the separator (control characters fold to spaces), so it ends there.
    private static func nameLength(_ record: UnsafePointer<UInt8>?, _ length: Int) -> Int {
        guard let record, length > 0 else { return 0 }
        return memchr(record, Int32(PersonSearchText.separator), length)
            .map { UnsafeRawPointer(record).distance(to: UnsafeRawPointer($0)) } ?? length
    }

    private static func characterMask(_ record: some Sequence<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        for byte in record { mask |= characterBit(byte) }
        return mask
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
        var entry = PeopleListColumns()
        entry.append(person, folder: &folder)
        let kind = entry.field(0, at: 0).withUnsafeBufferPointer { PeopleSectionKind.of(utf8Name: $0, folder: &folder) }
        let record = Array(entry.searchText(at: 0)) + [0x00]
        let fields = Array(entry.text)

        let old = displayIndex(ofID: person.id)
        // Same folded record, same section: the place and the index stay; only the row's content changes.
        if let old, sectionOfPerson[old] == kind,
           searchText[Int(searchOffsets[old])..<Int(searchOffsets[old + 1])].elementsEqual(record) {
            // A change outside the row (a phone number, a photo) leaves its stored text as it is.
            if !hasDisplayFields(fields, lengths: entry.textOffsets, at: old) {
                storedEntry[old] = storeDisplayFields(fields, lengths: entry.textOffsets)
                discardedEntries += 1
                compactDisplayFieldsIfWasteful()
            }
            return Placement(removedAt: old, insertedAt: old)
        }
        if let old { removeEntry(at: old) }
        let nameLength = record.withUnsafeBufferPointer { Self.nameLength($0.baseAddress, $0.count - 1) }
        let position = insertionPoint(kind: kind, name: record[..<nameLength], id: person.id)
        insertEntry(id: person.id, kind: kind, record: record, fields: fields, fieldOffsets: entry.textOffsets, at: position)
        // Everyone between the old and the new place moved by one (or everyone after a new person).
        let moved = old.map { min($0, position)...max($0, position) } ?? position...(ids.count - 1)
        reindex(moved)
        return Placement(removedAt: old, insertedAt: position)
    }

    /// Removes the person with `id`, if present; returns where they were. Only for the directory's sole owner.
    func remove(id: Int64) -> Int? {
        guard let old = displayIndex(ofID: id) else { return nil }
        removeEntry(at: old)
        indexOfID[id] = nil
        compactDisplayFieldsIfWasteful()
        if old < ids.count { reindex(old...(ids.count - 1)) }
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
        for index in range { indexOfID[ids[index]] = Int32(index) }
    }

    private func removeEntry(at index: Int) {
        ids.remove(at: index)
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
        storedEntry.remove(at: index)
        discardedEntries += 1
        characterMasks.remove(at: index)
    }

    private func insertEntry(id: Int64, kind: PeopleSectionKind, record: [UInt8], fields: [UInt8], fieldOffsets: [Int32], at index: Int) {
        ids.insert(id, at: index)
        sectionOfPerson.insert(kind, at: index)
        for later in (kind.rawValue + 1)..<sectionStarts.count { sectionStarts[later] += 1 }
        let start = Int(searchOffsets[index])
        searchText.insert(contentsOf: record, at: start)
        searchOffsets.insert(Int32(start), at: index)
        let length = Int32(record.count)
        searchOffsets.withUnsafeMutableBufferPointer { offsets in
            for later in (index + 1)..<offsets.count { offsets[later] += length }
        }
        storedEntry.insert(storeDisplayFields(fields, lengths: fieldOffsets), at: index)
        characterMasks.insert(Self.characterMask(record), at: index)
        compactDisplayFieldsIfWasteful()
    }

    /// Appends one person's fields (`fields`, split at `lengths`: offsets from 0) as a new stored entry.
    private func storeDisplayFields(_ fields: [UInt8], lengths: [Int32]) -> Int32 {
        let entry = Int32((displayOffsets.count - 1) / Self.fieldsPerPerson)
        let start = Int32(displayText.count)
        displayText.append(contentsOf: fields)
        displayOffsets.append(contentsOf: lengths.dropFirst().map { start + $0 })
        return entry
    }

    /// Stored entries no one shows any more (edited or removed people): rewritten
    /// away once they outnumber the people shown, so edits never grow memory for good.
    private var discardedEntries = 0

    private func compactDisplayFieldsIfWasteful() {
        guard discardedEntries > max(1_024, count) else { return }
        var text: [UInt8] = []
        text.reserveCapacity(displayText.count)
        var offsets: [Int32] = [0]
        offsets.reserveCapacity(count * Self.fieldsPerPerson + 1)
        for entry in storedEntry {
            let first = Int(entry) * Self.fieldsPerPerson
            for slot in first..<(first + Self.fieldsPerPerson) {
                text.append(contentsOf: displayText[Int(displayOffsets[slot])..<Int(displayOffsets[slot + 1])])
                offsets.append(Int32(text.count))
            }
        }
        displayText = text
        displayOffsets = offsets
        storedEntry = Array(0..<Int32(count))
        discardedEntries = 0
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
                    let nameLength = Self.nameLength(base, recordLength)
                    let common = min(nameLength, key.count)
                    var before: Bool
                    let order = common > 0 ? memcmp(base, key.baseAddress!, common) : 0
                    if order != 0 {
                        before = order < 0
                    } else if nameLength != key.count {
                        before = nameLength < key.count
                    } else {
                        before = ids[mid] < id
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
    public var count: Int { ids.count }

    /// Display indexes of the people whose name, username or email contains the
    /// folded `query`, in display order. With `within`, only those candidates are checked.
    func matches(folded query: [UInt8], within candidates: [Int32]? = nil) -> [Int32] {
        guard !query.isEmpty else { return Array(0..<Int32(ids.count)) }
        if query.count == 1, let byMask = matchesByMask(query[0]) { return byMask }
        // Through buffer pointers only: each read of a class's array property in a loop
        // pays an exclusivity check, which at a million records costs more than the scan.
        return searchText.withUnsafeBufferPointer { text in
            searchOffsets.withUnsafeBufferPointer { offsets in
                query.withUnsafeBufferPointer { needle in
                    guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return [] }
                    var result: [Int32] = []
                    // Checking candidates one by one pays the search's set-up per record; past a few
                    // thousand, one pass over the whole buffer is cheaper and gives the same answer.
                    if let candidates, candidates.count <= max(2_048, offsets.count / 32) {
                        result.reserveCapacity(candidates.count)
                        for candidate in candidates {
                            let start = Int(offsets[Int(candidate)])
                            let length = Int(offsets[Int(candidate) + 1]) - start
                            if byte_search(base + start, length, needleBase, needle.count) != nil {
                                result.append(candidate)
                            }
                        }
                        return result
                    }
                    // One pass over the whole buffer: the search finds the next hit, and the
                    // record cursor only moves forward, so the cost is linear in the text.
                    var record = 0
                    var position = 0
                    let end = text.count
                    let recordCount = offsets.count - 1
                    while position < end, let hit = byte_search(base + position, end - position, needleBase, needle.count) {
                        let hitOffset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                        while record + 1 < recordCount, Int(offsets[record + 1]) <= hitOffset { record += 1 }
                        result.append(Int32(record))
                        position = Int(offsets[record + 1])
                        record += 1
                        if record >= recordCount { break }
                    }
                    return result
                }
            }
        }
    }

    /// Answers a one-letter or one-digit query from the character masks alone
    /// (those characters have bits of their own). Nil for any other query.
    private func matchesByMask(_ byte: UInt8) -> [Int32]? {
        guard (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) else { return nil }
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
