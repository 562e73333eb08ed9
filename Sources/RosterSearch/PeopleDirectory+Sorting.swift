import Foundation
import RosterModel

/// The display order a build sorts into: by section, then by folded name (bytewise,
/// the shorter first), then by id.
extension PeopleDirectory {
    /// A person's place in the sort, as far as 15 bytes of their folded name tell it.
    struct SortKey: Comparable {
        /// The section (top byte), then the folded name's first 7 bytes, big-endian.
        var high: UInt64
        /// The folded name's next 8 bytes, big-endian. Both padded with 0, which no folded name holds.
        var low: UInt64
        static func < (lhs: Self, rhs: Self) -> Bool { lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low }
    }

    static let keyedNameBytes = 15

    /// The stored entries of `columns` in display order: by section, folded name (bytewise,
    /// the shorter first), then id. Each carries its key, which decides most comparisons
    /// without reading the text.
    static func sortedOrder(_ columns: PeopleListColumns) -> [(key: SortKey, stored: Int32)] {
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
                            let l = Int(lhs.stored)
                            let r = Int(rhs.stored)
                            let lLength = Int(lengths[l])
                            let rLength = Int(lengths[r])
                            let common = min(lLength, rLength)
                            if common > keyedNameBytes, let base {
                                let order = memcmp(
                                    base + Int(starts[l]) + keyedNameBytes, base + Int(starts[r]) + keyedNameBytes,
                                    common - keyedNameBytes)
                                if order != 0 { return order < 0 }
                            }
                            if lLength != rLength { return lLength < rLength }
                            return id[l].rawValue < id[r].rawValue
                        }
                    }
                }
            }
        }
        return order
    }

    /// How long the folded name is at the start of a search record of `length` bytes: a folded
    /// name never holds the separator (control characters fold to spaces), so it ends there.
    static func nameLength(_ record: UnsafePointer<UInt8>?, _ length: Int) -> Int {
        guard let record, length > 0 else { return 0 }
        return memchr(record, Int32(PersonSearchText.separator), length)
            .map { UnsafeRawPointer(record).distance(to: UnsafeRawPointer($0)) } ?? length
    }
}
