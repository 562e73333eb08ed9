import Foundation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterSearch

/// `PeopleSearchIndex` on its own, against a brute-force search of the same people
/// (the view model's incremental search is checked the same way, in SearchTests).
@Suite("Searching the index")
struct PeopleSearchIndexTests {
    @Test("random query sequences on the search index agree with brute force", arguments: [1, 2, 3] as [UInt64])
    func randomQueriesAgreeWithBruteForce(seed: UInt64) {
        let people = generatedPeople(count: 300, seed: seed).withPhones()
        let directory = PeopleDirectory(people: people)
        var reference = BruteForceSearch(people, inDisplayOrder: (0..<directory.count).map(directory.id(at:)))
        var index = PeopleSearchIndex(directory: directory)
        var random = SplitMix64(seed: seed &* 7919)
        let alphabet = [
            "a", "e", "é", "n", "s", "ß", "o", "ø", "l", "@", ".", "r", "Æ", "ü", "б", "1",
            "5", "0", "7", " ", "-", "+", "(",
        ].map(Character.init)

        var query = ""
        for _ in 0..<600 {
            // Mostly type or delete one character; sometimes start over.
            switch random.next() % 10 {
            case 0...4: query.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
            case 5...8: if !query.isEmpty { query.removeLast() }
            default: query = ""
            }
            if query.count > 5 { query.removeFirst() }
            // Trimmed, as the view model hands it over.
            let found = index.matches(for: query.trimmingCharacters(in: .whitespaces)).map { directory.id(at: Int($0)) }
            #expect(found == reference.ids(matching: query), "query \(query.debugDescription)")
        }
    }

    @Test("the search index returns display indexes in ascending order")
    func matchesAreInDisplayOrder() {
        let directory = PeopleDirectory(people: generatedPeople(count: 300, seed: 5))
        var index = PeopleSearchIndex(directory: directory)
        for query in ["", "e", "an", "o", "ss"] {
            let matches = index.matches(for: query)
            #expect(matches == matches.sorted(), "query \(query)")
            #expect(Set(matches).count == matches.count, "query \(query)")
        }
        #expect(index.matches(for: "").count == 300)
    }
}
