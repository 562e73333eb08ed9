import Foundation
import RosterModel

/// Editing in place: a change to a few people puts each where a fresh build would,
/// without re-folding or re-sorting anyone else. Only for the directory's sole owner
/// (`PeopleSearchIndex.apply`).
extension PeopleDirectory {
    /// Where an edit took one person, in display indexes: `removedAt` in the
    /// directory before the edit, `insertedAt` after it (nil: not there).
    public struct Placement: Equatable, Sendable {
        public var removedAt: Int?
        public var insertedAt: Int?
    }

    /// Puts `person` — new, or replacing the one with the same id — where a fresh
    /// build would. Costs one fold and a binary search, plus moving the entries
    /// after it by one (memmove). Only for the directory's sole owner.
    func upsert(_ person: Person, folder: inout TextFolder) -> Placement {
        var entry = PeopleListColumns()
        entry.append(person, folder: &folder)
        let kind = entry.field(0, at: 0).withUnsafeBufferPointer { PeopleSectionKind.of(utf8Name: $0, folder: &folder) }
        let record = Self.keptRecord(entry.searchText(at: 0))
        let fields = Array(entry.text)

        let old = displayIndex(ofID: person.id)
        photos[person.id] = person.avatarPath
        let nameLength = record.withUnsafeBufferPointer { Self.nameLength($0.baseAddress, $0.count - 1) }
        // Same folded name, same section: the place stays; only the record and the row's content change.
        if let old, sectionOfPerson[old] == kind, hasName(record[..<nameLength], at: old) {
            if !searchText[Int(searchOffsets[old])..<Int(searchOffsets[old + 1])].elementsEqual(record) {
                replaceRecord(at: old, with: record)
            }
            // A change outside the row (a phone number, a photo) leaves its stored text as it is.
            if !hasDisplayFields(fields, lengths: entry.textOffsets, at: old) {
                storedEntry[old] = storeDisplayFields(fields, lengths: entry.textOffsets)
                discardedEntries += 1
                compactDisplayFieldsIfWasteful()
            }
            return Placement(removedAt: old, insertedAt: old)
        }
        if let old { removeEntry(at: old) }
        let position = insertionPoint(kind: kind, name: record[..<nameLength], id: person.id.rawValue)
        insertEntry(id: person.id.rawValue, kind: kind, record: record, fields: fields, fieldOffsets: entry.textOffsets, at: position)
        // Everyone between the old and the new place moved by one (or everyone after a new person).
        let moved = old.map { min($0, position)...max($0, position) } ?? position...(ids.count - 1)
        reindex(moved)
        return Placement(removedAt: old, insertedAt: position)
    }

    /// Removes the person with `id`, if present; returns where they were. Only for the directory's sole owner.
    func remove(id: PersonID) -> Int? {
        guard let old = displayIndex(ofID: id) else { return nil }
        removeEntry(at: old)
        indexOfID[id.rawValue] = nil
        photos[id] = nil
        compactDisplayFieldsIfWasteful()
        if old < ids.count { reindex(old...(ids.count - 1)) }
        return old
    }

    private func reindex(_ range: ClosedRange<Int>) {
        for index in range { indexOfID[ids[index]] = Int32(index) }
    }

    /// Whether the record at `index` has the folded name `name`.
    private func hasName(_ name: ArraySlice<UInt8>, at index: Int) -> Bool {
        let start = Int(searchOffsets[index])
        let length = searchText.withUnsafeBufferPointer {
            Self.nameLength($0.baseAddress! + start, Int(searchOffsets[index + 1]) - start - 1)
        }
        return length == name.count && searchText[start..<(start + length)].elementsEqual(name)
    }

    /// Puts `record` in place of the search record at `index` (same place: the name is the same).
    private func replaceRecord(at index: Int, with record: [UInt8]) {
        let start = Int(searchOffsets[index])
        let end = Int(searchOffsets[index + 1])
        searchText.replaceSubrange(start..<end, with: record)
        let delta = Int32(record.count - (end - start))
        if delta != 0 {
            searchOffsets.withUnsafeMutableBufferPointer { offsets in
                for later in (index + 1)..<offsets.count { offsets[later] += delta }
            }
        }
        characterMasks[index] = Self.characterMask(record)
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

    private func compactDisplayFieldsIfWasteful() {
        guard discardedEntries > max(1_024, count) else { return }
        var text: [UInt8] = []
        text.reserveCapacity(displayText.count)
        var offsets: [Int32] = [0]
        offsets.reserveCapacity(count * Self.fieldsPerPerson + 1)
        // The entries become the display indexes; an email left to the record stays left out.
        var emailInRecord = [UInt64](repeating: 0, count: (count + 63) / 64)
        for (index, entry) in storedEntry.enumerated() {
            if Self.isEmailInRecord(Int(entry), self.emailInRecord) { emailInRecord[index >> 6] |= 1 << UInt64(index & 63) }
            let first = Int(entry) * Self.fieldsPerPerson
            for slot in first..<(first + Self.fieldsPerPerson) {
                text.append(contentsOf: displayText[Int(displayOffsets[slot])..<Int(displayOffsets[slot + 1])])
                offsets.append(Int32(text.count))
            }
        }
        displayText = text
        displayOffsets = offsets
        self.emailInRecord = emailInRecord
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
}
