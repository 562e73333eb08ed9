import CByteSearch
import RosterModel

/// The scan: which people's search text contains a query, in display order.
extension PeopleDirectory {
    /// Whether the record at `displayIndex` matches `query` (`PersonSearchQuery`).
    func record(at displayIndex: Int, matches query: PersonSearchQuery) -> Bool {
        query.needles.contains { record(at: displayIndex, contains: $0) }
    }

    /// Whether the record at `displayIndex` contains the folded `needle`.
    func record(at displayIndex: Int, contains needle: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        return searchText.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                let start = Int(searchOffsets[displayIndex])
                let length = Int(searchOffsets[displayIndex + 1]) - start
                return byte_search(text.baseAddress! + start, length, needle.baseAddress!, needle.count) != nil
            }
        }
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

    /// Display indexes of the people matching `query` (`PersonSearchQuery`), in display
    /// order. With `within`, only those candidates are checked. A query with a digit
    /// form is two scans, merged; every other query one.
    func matches(_ query: PersonSearchQuery, within candidates: [Int32]? = nil) -> [Int32] {
        guard let digits = query.digits else { return matches(folded: query.text, within: candidates) }
        return Self.union(matches(folded: query.text, within: candidates), matches(folded: digits, within: candidates))
    }

    /// The display indexes in either sorted list, once each, sorted.
    static func union(_ first: [Int32], _ second: [Int32]) -> [Int32] {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        var result: [Int32] = []
        result.reserveCapacity(max(first.count, second.count))
        var next = 0
        var other = 0
        while next < first.count && other < second.count {
            let smaller = min(first[next], second[other])
            result.append(smaller)
            if first[next] == smaller { next += 1 }
            if second[other] == smaller { other += 1 }
        }
        result.append(contentsOf: first[next...])
        result.append(contentsOf: second[other...])
        return result
    }

    /// Display indexes of the people whose search text (name, username, email, company,
    /// phone digits) contains the folded `query`, in display order. With `within`, only
    /// those candidates are checked.
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

    static func characterMask(_ record: some Sequence<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        for byte in record { mask |= characterBit(byte) }
        return mask
    }
}
