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
/// Here: the layout, the build and reading; the sort is in `PeopleDirectory+Sorting`,
/// the edits in `PeopleDirectory+Editing`, the scan in `PeopleDirectory+Matching`,
/// the rows' text in `PeopleDirectory+DisplayText`, the records' fields in `PeopleDirectory+Records`.
///
/// Sendable because it is only edited by its one owner while nobody else holds
/// it (`PeopleSearchIndex.apply` checks `isKnownUniquelyReferenced` and edits a
/// `copy()` otherwise): every reference another party holds sees a directory
/// that never changes.
public final class PeopleDirectory: @unchecked Sendable {
    /// Each person's id, in display order: by section, then by folded name, then by id.
    var ids: [Int64]
    /// The section of each person, parallel to `ids` (non-decreasing).
    var sectionOfPerson: [PeopleSectionKind]
    /// Index in `ids` where each section starts; `sectionStarts[kind.rawValue]..<sectionStarts[kind.rawValue + 1]`.
    public internal(set) var sectionStarts: [Int]
    /// UTF-8 of each person's trimmed name, email and company (`PeopleListColumns` layout),
    /// in the order they were loaded or added — not display order — and a row's strings
    /// are made when it is shown. An email in `emailInRecord` is left out (its field is
    /// empty): the person's search record holds it (`PeopleDirectory+DisplayText`).
    var displayText: [UInt8]
    /// Start of each field in `displayText`, `PeopleListColumns.fieldsPerPerson` a stored entry, plus one final end offset.
    var displayOffsets: [Int32]
    /// One bit a stored entry: set where `displayText` leaves the email to the search record.
    var emailInRecord: [UInt64]
    /// The stored entry (in `displayText`) of each person, in display order.
    var storedEntry: [Int32]
    /// The search text (`PersonSearchText`: folded name, username, email, company, phone digits) of
    /// every person, each followed by a 0 byte; a username the email contains is left out
    /// (`redundantUsername`), its separators kept.
    var searchText: [UInt8]
    /// Start of each person's record in `searchText`, plus one final end offset.
    var searchOffsets: [Int32]
    /// Display index of each person id.
    var indexOfID: DisplayIndexByID
    /// Per person, which characters their record contains (`characterBit`): a one-letter
    /// search — the first keystroke, which has nothing to narrow — is answered from these alone.
    var characterMasks: [UInt64]
    /// The photo of each person who has one (`PeopleListColumns.photos`).
    var photos: [PersonID: String]
    /// How a scan is split among cores (`PeopleDirectory+Matching`); tests make the parts small.
    var partSizes = PartSizes()
    /// Stored entries no one shows any more (edited or removed people): rewritten
    /// away once they outnumber the people shown, so edits never grow memory for good.
    var discardedEntries = 0

    static let fieldsPerPerson = PeopleListColumns.fieldsPerPerson

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
    /// The columns are consumed: their search text is freed once laid out, before the
    /// rows' text is built, so the two copies of each are never resident at once.
    public init(columns: consuming PeopleListColumns) {
        let count = columns.count
        photos = columns.photos
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

        // How many bytes of each record the directory leaves out (`redundantUsername`).
        var leftOut = [Int32](repeating: 0, count: count)
        columns.searchText.withUnsafeBufferPointer { source in
            for stored in 0..<count {
                let record = UnsafeBufferPointer(
                    rebasing: source[Int(columns.searchOffsets[stored])..<Int(columns.searchOffsets[stored + 1])])
                leftOut[stored] = Int32(Self.redundantUsername(inRecord: record)?.count ?? 0)
            }
        }
        var offsets = [Int32](repeating: 0, count: count + 1)
        var total = 0
        for index in 0..<count {
            offsets[index] = Int32(truncatingIfNeeded: total)
            let stored = Int(storedEntry[index])
            total += Int(columns.searchOffsets[stored + 1] - columns.searchOffsets[stored] - leftOut[stored]) + 1
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
                    let record = UnsafeBufferPointer(start: source.baseAddress.map { $0 + start }, count: length)
                    var kept = length
                    if leftOut[stored] > 0, let username = Self.redundantUsername(inRecord: record) {
                        destination.update(from: record.baseAddress!, count: username.lowerBound)
                        (destination + username.lowerBound).update(
                            from: record.baseAddress! + username.upperBound, count: length - username.upperBound)
                        kept -= username.count
                    } else if length > 0 {
                        destination.update(from: source.baseAddress! + start, count: length)
                    }
                    destination[kept] = 0x00
                    masks[displayIndex] = Self.characterMask(record)
                    let id = columns.ids[stored].rawValue
                    ids[displayIndex] = id
                }
            }
            initialized = total
        }
        columns.releaseSearchText()

        self.ids = ids
        self.sectionOfPerson = sectionOfPerson
        self.sectionStarts = starts
        (self.displayText, self.displayOffsets, self.emailInRecord) = Self.displayText(
            of: columns, searchText: text, searchOffsets: offsets, displayIndexOf: displayIndexOf)
        self.storedEntry = storedEntry
        self.searchText = text
        self.searchOffsets = offsets
        self.indexOfID = DisplayIndexByID(ids: ids)
        self.characterMasks = masks
    }

    private init(copying other: PeopleDirectory) {
        ids = other.ids
        sectionOfPerson = other.sectionOfPerson
        sectionStarts = other.sectionStarts
        displayText = other.displayText
        displayOffsets = other.displayOffsets
        emailInRecord = other.emailInRecord
        storedEntry = other.storedEntry
        discardedEntries = other.discardedEntries
        partSizes = other.partSizes
        searchText = other.searchText
        searchOffsets = other.searchOffsets
        indexOfID = other.indexOfID
        characterMasks = other.characterMasks
        photos = other.photos
    }

    /// A directory with the same content whose storage becomes its own on its first edit.
    func copy() -> PeopleDirectory { PeopleDirectory(copying: self) }

    /// Whether both hold exactly the same index and rows (what a fresh build gives).
    func hasSameIndex(as other: PeopleDirectory) -> Bool {
        ids == other.ids && sectionOfPerson == other.sectionOfPerson && sectionStarts == other.sectionStarts
            && searchText == other.searchText && searchOffsets == other.searchOffsets && indexOfID == other.indexOfID
            && characterMasks == other.characterMasks
            && (0..<count).allSatisfy { index in
                (0..<Self.fieldsPerPerson).allSatisfy { field($0, at: index) == other.field($0, at: index) }
            }
    }

    // MARK: Reading

    /// The id of the person at `displayIndex`.
    public func id(at displayIndex: Int) -> PersonID { PersonID(ids[displayIndex]) }

    /// Whether the person at `displayIndex` shows exactly these fields (`fields`, split at
    /// `lengths`: offsets from 0). An email left to the search record is the record's as
    /// it is now: equal when the new email is its own folded form.
    func hasDisplayFields(_ fields: [UInt8], lengths: [Int32], at displayIndex: Int) -> Bool {
        (0..<Self.fieldsPerPerson).allSatisfy { field in
            withDisplayField(field, at: displayIndex) { $0.elementsEqual(fields[Int(lengths[field])..<Int(lengths[field + 1])]) }
        }
    }

    /// Field `field` (0: name, 1: email, 2: company) of the person at `displayIndex`.
    func field(_ field: Int, at displayIndex: Int) -> String {
        withDisplayField(field, at: displayIndex) { String(decoding: $0, as: UTF8.self) }
    }

    /// The trimmed name of the person at `displayIndex`, as the list shows it.
    public func name(at displayIndex: Int) -> String { field(0, at: displayIndex) }

    /// The trimmed email of the person at `displayIndex`.
    public func email(at displayIndex: Int) -> String { field(1, at: displayIndex) }

    /// The photo of the person at `displayIndex`, or nil when they have none.
    public func photo(at displayIndex: Int) -> String? { photos.isEmpty ? nil : photos[id(at: displayIndex)] }

    /// The trimmed company of the person at `displayIndex`.
    public func company(at displayIndex: Int) -> String { field(2, at: displayIndex) }

    /// An empty directory.
    public static let empty = PeopleDirectory(people: [])

    /// How many people the directory holds.
    public var count: Int { ids.count }

    /// The display index of the person with `id`, if present.
    public func displayIndex(ofID id: PersonID) -> Int? { indexOfID[id.rawValue].map(Int.init) }
}
