import CByteSearch
import Foundation
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
                return byte_search_record(text.baseAddress! + start, length, text.count - start, needle.baseAddress!, needle.count) != nil
            }
        }
    }

    /// The bit of a folded byte: one of its own for a-z, 0-9, "@" and "." (an email search
    /// starts with one of those), shared among the other ASCII characters, none for
    /// separators and non-ASCII bytes.
    @inline(__always)
    static func characterBit(_ byte: UInt8) -> UInt64 {
        switch byte {
        case 0x61...0x7A: return 1 << UInt64(byte - 0x61)
        case 0x30...0x39: return 1 << UInt64(26 + byte - 0x30)
        case UInt8(ascii: "@"): return 1 << 62
        case UInt8(ascii: "."): return 1 << 63
        case 0x20...0x7E: return 1 << UInt64(36 + byte % 26)
        default: return 0
        }
    }

    /// Whether `byte` has a bit no other byte shares, so that the masks alone answer it.
    static func hasOwnBit(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".")
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
    ///
    /// A large directory is scanned in as many parts as the machine has cores, each a run
    /// of records or candidates (`PeopleDirectory.inParts`): at a million people one pass
    /// over the text is about 70 MiB, which one core reads in 7 ms.
    func matches(folded query: [UInt8], within candidates: [Int32]? = nil) -> [Int32] {
        guard !query.isEmpty else { return Array(0..<Int32(ids.count)) }
        if query.count == 1, let byMask = matchesByMask(query[0]) { return byMask }
        // Through buffer pointers only: each read of a class's array property in a loop
        // pays an exclusivity check, which at a million records costs more than the scan.
        return searchText.withUnsafeBufferPointer { text in
            searchOffsets.withUnsafeBufferPointer { offsets in
                query.withUnsafeBufferPointer { needle in
                    guard text.baseAddress != nil, needle.baseAddress != nil else { return [] }
                    let recordCount = offsets.count - 1
                    // Checking candidates one by one reads only theirs, but pays a call and a
                    // partly used vector per record; past an eighth of everyone, one pass over
                    // the whole text is cheaper (measured at a million people: a candidate
                    // whose match lies in its email costs about what 8 records of the pass do).
                    if let candidates, candidates.count <= max(2_048, recordCount / 8) {
                        return candidates.withUnsafeBufferPointer { candidates in
                            Self.inParts(of: candidates.count, atLeast: partSizes.candidates) { part in
                                Self.check(UnsafeBufferPointer(rebasing: candidates[part]), text: text, offsets: offsets, needle: needle)
                            }
                        }
                    }
                    return Self.inParts(of: recordCount, atLeast: partSizes.records) { part in
                        Self.scan(records: part, text: text, offsets: offsets, needle: needle)
                    }
                }
            }
        }
    }

    /// How much work a part of a scan must hold to get a thread of its own (`inParts`).
    struct PartSizes {
        /// Records of a pass over the text or the masks: a few hundred microseconds of it.
        var records = 131_072
        /// Candidates checked one by one.
        var candidates = 32_768
    }

    /// The cores a scan may split across, read once: on Linux, Foundation reads the cgroup's CPU
    /// quota from files each time it is asked, which a keystroke should not pay for.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `work(part)` for parts of `0..<count` of at least `atLeast` each, one per core at most,
    /// run at once (the calling thread takes one); their results joined in order.
    static func inParts(
        of count: Int, atLeast: Int, cores: Int = cores, _ work: (Range<Int>) -> [Int32]
    ) -> [Int32] {
        let parts = min(cores, count / max(atLeast, 1))
        guard parts > 1 else { return work(0..<count) }
        let results = UnsafeMutableBufferPointer<[Int32]>.allocate(capacity: parts)
        results.initialize(repeating: [])
        defer { results.deinitialize().deallocate() }
        withoutActuallyEscaping(work) { work in
            let shared = UncheckedSendable(value: (work, results))
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let (work, results) = shared.value
                results[part] = work((count * part / parts)..<(count * (part + 1) / parts))
            }
        }
        var joined: [Int32] = []
        joined.reserveCapacity(results.reduce(0) { $0 + $1.count })
        for result in results { joined += result }
        return joined
    }

    /// The candidates whose record contains `needle`.
    static func check(
        _ candidates: UnsafeBufferPointer<Int32>, text: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<Int32>,
        needle: UnsafeBufferPointer<UInt8>
    ) -> [Int32] {
        let base = text.baseAddress!
        var result: [Int32] = []
        result.reserveCapacity(candidates.count)
        for candidate in candidates {
            let start = Int(offsets[Int(candidate)])
            let length = Int(offsets[Int(candidate) + 1]) - start
            if byte_search_record(base + start, length, text.count - start, needle.baseAddress!, needle.count) != nil {
                result.append(candidate)
            }
        }
        return result
    }

    /// The records in `records` that contain `needle`, in one pass over their text: the
    /// search finds the next hit, and the record cursor only moves forward, so the cost is
    /// linear in the text. A record ends in a 0 byte no needle holds, so no hit spans two.
    static func scan(
        records: Range<Int>, text: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<Int32>, needle: UnsafeBufferPointer<UInt8>
    ) -> [Int32] {
        let base = text.baseAddress!
        var result: [Int32] = []
        var record = records.lowerBound
        var position = Int(offsets[record])
        let end = Int(offsets[records.upperBound])
        while position < end, let hit = byte_search(base + position, end - position, needle.baseAddress!, needle.count) {
            let hitOffset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            while Int(offsets[record + 1]) <= hitOffset { record += 1 }
            result.append(Int32(record))
            record += 1
            if record >= records.upperBound { break }
            position = Int(offsets[record])
        }
        return result
    }

    /// Answers a one-character query from the character masks alone when its
    /// character has a bit of its own (`hasOwnBit`). Nil for any other query.
    private func matchesByMask(_ byte: UInt8) -> [Int32]? {
        guard Self.hasOwnBit(byte) else { return nil }
        let bit = Self.characterBit(byte)
        return characterMasks.withUnsafeBufferPointer { masks in
            Self.inParts(of: masks.count, atLeast: partSizes.records) { part in
                // Counted first, then written into an array of that size: appending half a
                // million indexes one by one costs more than reading the masks twice.
                var count = 0
                for record in part { count &+= Int(truncatingIfNeeded: (masks[record] & bit) >> bit.trailingZeroBitCount) }
                return [Int32](unsafeUninitializedCapacity: count) { result, written in
                    var next = 0
                    for record in part where masks[record] & bit != 0 {
                        result[next] = Int32(truncatingIfNeeded: record)
                        next += 1
                    }
                    written = next
                }
            }
        }
    }

    static func characterMask(_ record: some Sequence<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        for byte in record { mask |= characterBit(byte) }
        return mask
    }
}

/// What the parts of one scan share: buffers only read, and slots each written by one part.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
