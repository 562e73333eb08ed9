import Testing

@testable import RosterSearch

/// `DisplayIndexByID` answers like a dictionary whichever way it holds the ids: a table
/// while they are dense, growing either way, and a dictionary once they scatter.
@Suite("Display index by id")
struct DisplayIndexByIDTests {
    /// Applies `steps` to both the map and a plain dictionary, checking every id after each.
    private static func check(starting ids: [Int64], _ steps: [(Int64, Int32?)], probes: [Int64]) {
        var map = DisplayIndexByID(ids: ids)
        var expected = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, Int32($0)) })
        for (id, index) in steps {
            map[id] = index
            expected[id] = index
            #expect(map.count == expected.count, "after setting \(id) to \(String(describing: index))")
            for probe in probes + Array(expected.keys) {
                #expect(map[probe] == expected[probe], "id \(probe) after setting \(id) to \(String(describing: index))")
            }
        }
    }

    @Test("dense ids: lookups, a new id after the last and before the first, removals, an absent id removed")
    func denseIDs() {
        Self.check(
            starting: [5, 3, 4, 7, 6],
            [
                (8, 5), (1, 6), (4, nil), (4, nil), (100, nil), (-3, nil), (4, 2), (3, 9),
            ], probes: [0, 2, 4, 9, Int64.min, Int64.max])
    }

    @Test("scattered ids, and ids that scatter later, still answer every lookup")
    func scatteredIDs() {
        Self.check(
            starting: [1, 1_000_000_000, Int64.max, Int64.min], [(7, 4), (Int64.max, nil), (-5, 5)],
            probes: [0, 2, Int64.max - 1, Int64.min + 1])
        Self.check(
            starting: Array(1...100), [(101, 100), (50_000_000, 101), (102, 102), (50_000_000, nil)],
            probes: [0, 103, 49_999_999])
        Self.check(starting: [], [(Int64.max, 0), (Int64.min, 1), (0, 2)], probes: [1, -1])
    }

    @Test("equality compares what is held, not how")
    func sizeAndEquality() {
        let dense = DisplayIndexByID(ids: Array(1...1000))
        var grown = DisplayIndexByID(ids: [])
        for id in Int64(1)...1000 { grown[id] = Int32(id - 1) }
        #expect(dense == grown)
        var scattered = DisplayIndexByID(ids: Array(1...1000))
        scattered[Int64.max] = 1000
        scattered[Int64.max] = nil
        #expect(scattered == dense, "a dictionary and a table with the same entries are equal")
        scattered[3] = 7
        #expect(scattered != dense)
    }
}
