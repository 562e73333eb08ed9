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
            "5", "0", "7", " ", "-", "+", "(", "x", "/",
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

    @Test("a scan split among cores answers as one: parts of a few records, queries that narrow and that start over")
    func scansInPartsAgreeWithBruteForce() {
        let people = generatedPeople(count: 2_000, seed: 11).withPhones()
        let directory = PeopleDirectory(people: people)
        // A million people get parts of 131,072 records; these get parts of 200 records and 50 candidates.
        directory.partSizes = .init(records: 200, candidates: 50)
        var reference = BruteForceSearch(people, inDisplayOrder: (0..<directory.count).map(directory.id(at:)))
        var index = PeopleSearchIndex(directory: directory)
        for word in ["clementine", "@kory", "smith", "émile", "1-7", "ol", ".net", "и"] {
            for end in word.indices {
                let query = String(word[...end])
                let found = index.matches(for: query).map { directory.id(at: Int($0)) }
                #expect(found == reference.ids(matching: query), "query \(query.debugDescription)")
            }
        }
    }

    @Test("parts are joined in order, each once, whatever the number of cores")
    func partsAreJoinedInOrder() {
        for cores in [1, 2, 3, 7] {
            for count in [0, 1, 5, 6, 100] {
                var seen: [Range<Int>] = []
                let lock = NSLock()
                let joined = PeopleDirectory.inParts(of: count, atLeast: 2, cores: cores) { part in
                    lock.withLock { seen.append(part) }
                    return part.map(Int32.init)
                }
                #expect(joined == (0..<count).map(Int32.init), "\(count) in parts for \(cores) cores")
                #expect(seen.count == max(1, min(cores, count / 2)), "\(count) in parts for \(cores) cores")
            }
        }
    }

    @Test("a username the email contains is kept once, and every query finds the same people")
    func usernameInEmailKeptOnce() {
        // Every other person's username is their email's local part (in another case, or
        // a part of it): the directory keeps such a username out of its records.
        let people = generatedPeople(count: 300, seed: 5).withPhones().enumerated().map { index, person in
            var person = person
            let local = String(person.email.prefix { $0 != "@" })
            switch index % 4 {
            case 0: person.username = local.uppercased()
            case 1: person.username = String(local.prefix(4))
            default: break
            }
            return person
        }
        let directory = PeopleDirectory(people: people)
        var folder = TextFolder()
        let fullRecords = people.map { PersonSearchText.of($0, folder: &folder).count + 1 }.reduce(0, +)
        #expect(directory.searchText.count < fullRecords - 150 * 3, "the usernames in emails are kept once")
        var reference = BruteForceSearch(people, inDisplayOrder: (0..<directory.count).map(directory.id(at:)))
        var index = PeopleSearchIndex(directory: directory)
        var queries = ["_", ".", "@", "emi", "EMILE.", "ile.l", "a", "zz"]
        queries += people.prefix(40).flatMap { [$0.username, String($0.username.prefix(3)), String($0.username.suffix(3))] }
        for query in queries {
            let found = index.matches(for: query.trimmingCharacters(in: .whitespaces)).map { directory.id(at: Int($0)) }
            #expect(found == reference.ids(matching: query), "query \(query.debugDescription)")
        }
        // Edited: a username no longer in the email, and one now in it, as a fresh build keeps them.
        var edited = people
        edited[0].username = "someone-else"
        edited[2].username = String(edited[2].email.prefix(3))
        _ = index.apply(upserting: [edited[0], edited[2]], removing: [], query: "")
        #expect(index.directory.hasSameIndex(as: PeopleDirectory(people: edited)))
        #expect(index.matches(for: "someone-else").map { index.directory.id(at: Int($0)) } == [edited[0].id])
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
