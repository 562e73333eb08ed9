import Foundation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterSearch

/// Edits applied in place leave the index as a fresh build of the same people would be,
/// and the stored row text bounded.
@Suite("Editing the index in place")
struct IndexEditTests {
    @Test("after many random edits, the index edited in place equals a freshly built one", arguments: [1 as UInt64, 7, 2026])
    func randomEditsMatchFreshBuild(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var people: [PersonID: Person] = [:]
        var nextID: PersonID = 1
        for _ in 0..<200 {
            people[nextID] = randomPerson(id: nextID, &random)
            nextID = PersonID(nextID.rawValue + 1)
        }
        var index = PeopleSearchIndex(directory: PeopleDirectory(people: Array(people.values)))
        let queries = ["", "a", "ad", "mary", "ss", "o", "42", "@example", "zz"]
        var query = "a"
        _ = index.matches(for: query)
        for round in 0..<400 {
            var upserted: [Person] = []
            var removed: [PersonID] = []
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let existing = people.keys.sorted()
                switch random.next() % 4 {
                case 0:
                    let person = randomPerson(id: nextID, &random)
                    nextID = PersonID(nextID.rawValue + 1)
                    people[person.id] = person
                    upserted.append(person)
                case 1 where !existing.isEmpty:
                    let id = existing[Int(random.next() % UInt64(existing.count))]
                    people[id] = nil
                    upserted.removeAll { $0.id == id }
                    removed.append(id)
                case 2 where !existing.isEmpty:
                    let id = existing[Int(random.next() % UInt64(existing.count))]
                    var person = randomPerson(id: id, &random)
                    person.phone = "\(round)"
                    people[id] = person
                    upserted.removeAll { $0.id == id }
                    removed.removeAll { $0 == id }
                    upserted.append(person)
                default:
                    if let id = existing.first, var person = people[id] {
                        person.companyName = "Company \(round)"  // not in the index: the entry stays in place
                        people[id] = person
                        upserted.removeAll { $0.id == id }
                        upserted.append(person)
                    }
                }
            }
            _ = index.apply(upserting: upserted, removing: removed, query: query)
            let fresh = PeopleDirectory(people: Array(people.values))
            try #require(index.directory.hasSameIndex(as: fresh), "seed \(seed), round \(round): the index differs from a fresh build")
            var freshIndex = PeopleSearchIndex(directory: fresh)
            #expect(index.matches(for: query) == freshIndex.matches(for: query), "seed \(seed), round \(round), query \(query)")
            if round % 10 == 0 {
                query = queries[Int(random.next() % UInt64(queries.count))]
                #expect(index.matches(for: query) == freshIndex.matches(for: query))
            }
        }
    }

    @Test("thousands of edits leave the rows right and the stored row text bounded, not growing with each edit")
    func editsDoNotGrowStorage() throws {
        var random = SplitMix64(seed: 99)
        var people = (1...20).map { randomPerson(id: PersonID(Int64($0)), &random) }
        var index = PeopleSearchIndex(directory: PeopleDirectory(people: people))
        var largest = 0
        for round in 0..<5_000 {
            let slot = round % people.count
            people[slot].name = "Renamed \(round)"
            people[slot].companyName = "Company \(round % 7)"
            _ = index.apply(upserting: [people[slot]], removing: [], query: "")
            largest = max(largest, index.directory.displayText.count)
        }
        #expect(index.directory.hasSameIndex(as: PeopleDirectory(people: people)))
        let fresh = PeopleDirectory(people: people).displayText.count
        // Discarded rows are rewritten away once they outnumber 1,024 (and the people shown).
        #expect(largest < fresh + 1_100 * 64, "stored row text reached \(largest) bytes for \(fresh) bytes of rows")
    }
}
