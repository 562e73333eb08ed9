import CByteSearch
import RosterTestSupport
import Testing

/// The vectorised substring scan the people search runs on: it must answer exactly
/// as a plain byte-by-byte search does, at every offset, block boundary and tail.
@Suite struct ByteSearchTests {
    private static func naive(_ haystack: [UInt8], _ needle: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        if needle.isEmpty { return 0 }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }

    private static func search(_ haystack: [UInt8], _ needle: [UInt8]) -> Int? {
        haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                // Non-nil bases even when empty: the contract is memmem's.
                let base = text.baseAddress ?? UnsafePointer(bitPattern: 1)!
                let needleBase = pattern.baseAddress ?? UnsafePointer(bitPattern: 1)!
                guard let hit = byte_search(base, text.count, needleBase, pattern.count) else { return nil }
                return UnsafeRawPointer(base).distance(to: hit)
            }
        }
    }

    @Test func everyOffsetAndLengthAnswersAsAPlainSearch() {
        // A small alphabet makes near-misses (first and last byte equal, middle not) common.
        var generator = SplitMix64(seed: 20_261_123)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...200, using: &generator)
            let haystack = (0..<length).map { _ in UInt8.random(in: 97...100, using: &generator) }
            let needleLength = Int.random(in: 1...12, using: &generator)
            var needle = (0..<needleLength).map { _ in UInt8.random(in: 97...100, using: &generator) }
            if length >= needleLength, Bool.random(using: &generator) {
                let start = Int.random(in: 0...(length - needleLength), using: &generator)
                needle = Array(haystack[start..<(start + needleLength)])
            }
            #expect(Self.search(haystack, needle) == Self.naive(haystack, needle), "\(haystack) \(needle)")
        }
    }

    /// `byte_search_record` on `record` placed at the start of a buffer that goes on with `after`.
    private static func searchRecord(_ record: [UInt8], followedBy after: [UInt8], _ needle: [UInt8]) -> Int? {
        let buffer = record + after
        return buffer.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                let base = text.baseAddress ?? UnsafePointer(bitPattern: 1)!
                let needleBase = pattern.baseAddress ?? UnsafePointer(bitPattern: 1)!
                guard let hit = byte_search_record(base, record.count, buffer.count, needleBase, pattern.count) else { return nil }
                return UnsafeRawPointer(base).distance(to: hit)
            }
        }
    }

    @Test("a record of a larger buffer: found as in the record alone, never in the bytes after it or across its end")
    func aRecordIsSearchedWithinItsOwnBytes() {
        var generator = SplitMix64(seed: 20_261_127)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...120, using: &generator)
            let record = (0..<length).map { _ in UInt8.random(in: 97...100, using: &generator) }
            // Often nothing after (the buffer's last record), else up to two vectors' worth.
            let afterLength = Bool.random(using: &generator) ? 0 : Int.random(in: 1...70, using: &generator)
            let after = (0..<afterLength).map { _ in UInt8.random(in: 97...100, using: &generator) }
            let needleLength = Int.random(in: 1...12, using: &generator)
            var needle = (0..<needleLength).map { _ in UInt8.random(in: 97...100, using: &generator) }
            let joined = record + after
            if joined.count >= needleLength, Bool.random(using: &generator) {
                // A needle taken from anywhere, the record's end and the bytes after it included.
                let start = Int.random(in: 0...(joined.count - needleLength), using: &generator)
                needle = Array(joined[start..<(start + needleLength)])
            }
            #expect(
                Self.searchRecord(record, followedBy: after, needle) == Self.naive(record, needle), "\(record) + \(after): \(needle)")
        }
    }

    @Test func aMatchAtTheVeryEndAndAcrossBlockEdgesIsFound() {
        for length in [15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 1_000] {
            for needleLength in [2, 3, 16, 17, 33] where needleLength <= length {
                var haystack = [UInt8](repeating: 0x61, count: length)
                let needle = [UInt8](repeating: 0x62, count: needleLength - 1) + [0x63]
                #expect(Self.search(haystack, needle) == nil)
                haystack.replaceSubrange((length - needleLength)..<length, with: needle)
                #expect(Self.search(haystack, needle) == length - needleLength, "length \(length), needle \(needleLength)")
            }
        }
        #expect(String(cString: byte_search_kind()).isEmpty == false)
    }
}
