import Foundation
import RosterModel

/// The rows' text (`displayText`), without the emails the search records already hold.
///
/// Most emails are their own folded form (lower-case ASCII), and the person's search
/// record holds that form between its second and third separator (`PersonSearchText`).
/// Such an email is left out of `displayText` (its field there is empty) and read from
/// the record instead: at 100,000 generated people that is 1.3 MiB less resident (58%
/// of the emails), with real directories' lower-case emails nearly all of them.
extension PeopleDirectory {
    /// The display text of `columns` (its layout: `fieldsPerPerson` fields a stored entry),
    /// each email that equals its folded form in the person's search record left out,
    /// and which entries those are (`emailInRecord`). The records are the directory's
    /// (`searchText` at `searchOffsets`, in display order; `displayIndexOf` maps a
    /// stored entry there), so the columns' own search text may be freed already.
    static func displayText(
        of columns: PeopleListColumns, searchText: [UInt8], searchOffsets: [Int32], displayIndexOf: [Int32]
    ) -> (text: [UInt8], offsets: [Int32], emailInRecord: [UInt64]) {
        let count = columns.count
        var emailInRecord = [UInt64](repeating: 0, count: (count + 63) / 64)
        var total = columns.text.count
        searchText.withUnsafeBufferPointer { search in
            for stored in 0..<count {
                let displayIndex = Int(displayIndexOf[stored])
                let start = Int(searchOffsets[displayIndex])
                let record = UnsafeBufferPointer(rebasing: search[start..<Int(searchOffsets[displayIndex + 1])])
                let email = columns.field(1, at: stored)
                if let folded = emailRange(inRecord: record), record[folded].elementsEqual(email) {
                    emailInRecord[stored >> 6] |= 1 << UInt64(stored & 63)
                    total -= email.count
                }
            }
        }
        var offsets = [Int32](repeating: 0, count: count * fieldsPerPerson + 1)
        let text = [UInt8](unsafeUninitializedCapacity: total) { text, initialized in
            var length = 0
            for stored in 0..<count {
                let leavesOutEmail = isEmailInRecord(stored, emailInRecord)
                for field in 0..<fieldsPerPerson {
                    if field != 1 || !leavesOutEmail {
                        let bytes = columns.field(field, at: stored)
                        bytes.withUnsafeBufferPointer { bytes in
                            if let base = bytes.baseAddress, let target = text.baseAddress, !bytes.isEmpty {
                                (target + length).update(from: base, count: bytes.count)
                            }
                        }
                        length += bytes.count
                    }
                    offsets[stored * fieldsPerPerson + field + 1] = Int32(truncatingIfNeeded: length)
                }
            }
            initialized = length
        }
        return (text, offsets, emailInRecord)
    }

    /// Whether the stored entry `entry` leaves its email to the search record.
    static func isEmailInRecord(_ entry: Int, _ bits: [UInt64]) -> Bool {
        let word = entry >> 6
        return word < bits.count && bits[word] & (1 << UInt64(entry & 63)) != 0
    }

    /// Where the folded email is in a search record: after its second separator, up to its
    /// third. Nil when the record has fewer (then its email is kept in `displayText`).
    static func emailRange(inRecord record: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        firstSeparators(record).map { (_, second, third) in (second + 1)..<third }
    }

    /// Calls `body` with the UTF-8 of field `field` (0: name, 1: email, 2: company) of the
    /// person at `displayIndex`, from `displayText` or, for an email left out there, their search record.
    func withDisplayField<R>(_ field: Int, at displayIndex: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let entry = Int(storedEntry[displayIndex])
        if field == 1, Self.isEmailInRecord(entry, emailInRecord) {
            return searchText.withUnsafeBufferPointer { text in
                let record = UnsafeBufferPointer(
                    rebasing: text[Int(searchOffsets[displayIndex])..<Int(searchOffsets[displayIndex + 1])])
                // Set only where the record has the email: see `displayText(of:)`.
                let email = Self.emailRange(inRecord: record)!
                return body(UnsafeBufferPointer(rebasing: record[email]))
            }
        }
        let slot = entry * Self.fieldsPerPerson + field
        return displayText.withUnsafeBufferPointer { text in
            body(UnsafeBufferPointer(rebasing: text[Int(displayOffsets[slot])..<Int(displayOffsets[slot + 1])]))
        }
    }
}
