import Foundation
import GRDB
import RosterHeadless
import RosterModel
import RosterSQLite
import RosterTestSupport
import RosterTesting
import RosterViewModels
import Testing

/// `roster-cli people --search` asks the store for the matches
/// (`PeopleViewModel.appeared(searchingFor:)`, SQL in `RosterDatabase`)
/// instead of loading and searching everyone: its text and JSON must be byte
/// for byte what loading everyone and then searching renders.
@Suite("Searching in the store renders exactly what searching the loaded directory renders")
@MainActor
struct StoreSearchRenderTests {
    let tmp: TemporaryDirectory

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-store-search")
    }

    /// Names that fold, wildcards of LIKE, quotes, emoji, other scripts, padding.
    static let trickyPeople: [Person] = {
        let names: [(String, String, String)] = [
            ("Émile Zola", "emile", "emile@example.org"),
            ("ÉMILE ZOLA", "EZ", "EZ@Example.ORG"),
            ("emile zola", "ez2", "ez2@example.org"),
            ("Antonín Dvořák", "dvorak", "antonin@example.cz"),
            ("Łukasz Straße", "lukasz_s", "lukasz_s@example.pl"),
            ("Ægir Østergaard", "aegir", "aegir@example.dk"),
            ("Þór Ðoe", "thor", "thor@example.is"),
            ("50% Off", "fifty%", "deals%50@example.com"),
            ("under_score", "a_b", "a_b@example.com"),
            ("Back\\slash", "back\\slash", "back@example.com"),
            ("O'Brien", "obrien", "o'brien@example.ie"),
            ("\"Quoted\" Name", "quoted", "quoted@example.com"),
            ("🙂 Smile", "smile", "smile@example.com"),
            ("👩🏽‍💻 Coder", "coder", "coder@example.com"),
            ("Дмитрий Иванов", "dima", "dima@example.ru"),
            ("Γιώργος Παπαδόπουλος", "giorgos", "giorgos@example.gr"),
            ("王芳", "wang", "wang@example.cn"),
            ("  Padded Name  ", "padded", "padded@example.com"),
            ("ǆemal Ｋelvin", "dzemal", "dzemal@example.ba"),
            ("3M Person", "threem", "3m@example.com"),
            ("@Handle", "handle", "handle@example.com"),
            ("Smith", "smith", "smith@example.com"),
            ("Smithson", "smithson", "smithson@example.com"),
            ("Zoë Smith", "zoe", "zoe@example.com"),
            ("Ana", "", "ana@example.com"),
        ]
        return names.enumerated().map { index, fields in
            Person(id: PersonID(Int64(index + 1)), name: fields.0, username: fields.1, email: fields.2)
        }
    }()

    static let queries = [
        "", " ", "\t", "e", "E", "é", "É", "emile", "EMILE", "Émile", "emile zola", "zola ", " zola",
        "%", "_", "%_", "\\", "\\s", "a_b", "50%", "'", "\"", "o'b", "\"quoted\"", "🙂", "👩🏽‍💻", "🏽",
        "ss", "straße", "STRASSE", "ß", "dvorak", "DVOŘÁK", "ł", "ae", "æ", "th", "d", "д", "Д", "иван", "γιώργος", "ΓΙΏΡΓΟΣ",
        "王", "@", ".", "a b", "padded name", "  smith  ", "smith", "Smiths", "dz", "ǅ", "k", "K", "Ｋ",
        "zzzz", "\u{1}", "\u{0}", "x\u{1}y", "\u{301}", "e\u{301}mile", "\u{200B}", "com", "example.org", "m",
    ]

    /// Both renders of a view model.
    private func renders(_ viewModel: PeopleViewModel) throws -> (text: String, json: String) {
        (PeopleTextRenderer.render(viewModel), try PeopleJSONRenderer.render(viewModel))
    }

    /// What `roster-cli people` printed before: everyone loaded, then the search applied.
    private func searchedAfterLoading(_ store: any PeopleStore, _ query: String) async throws -> (text: String, json: String) {
        let viewModel = PeopleViewModel(store: store, locale: Locale(identifier: "en_US"))
        await viewModel.appeared().value
        viewModel.searchTextChanged(query)
        return try renders(viewModel)
    }

    /// What it prints now: only the store's matches loaded.
    private func searchedInStore(_ store: any PeopleStore, _ query: String) async throws -> (text: String, json: String) {
        let viewModel = PeopleViewModel(store: store, locale: Locale(identifier: "en_US"))
        await viewModel.appeared(searchingFor: query).value
        return try renders(viewModel)
    }

    private func database(_ people: [Person]) async throws -> RosterDatabase {
        let database = try RosterDatabase(path: tmp.path("search-\(UUID().uuidString).sqlite"))
        try await database.insert(people)
        return database
    }

    @Test("tricky names: accents, case, LIKE wildcards, quotes, emoji, other scripts, padding; every query")
    func trickyNames() async throws {
        let database = try await database(Self.trickyPeople)
        defer { database.close() }
        for query in Self.queries {
            let expected = try await searchedAfterLoading(database, query)
            let actual = try await searchedInStore(database, query)
            #expect(actual.text == expected.text, "text for \(query.debugDescription)")
            #expect(actual.json == expected.json, "JSON for \(query.debugDescription)")
        }
    }

    @Test("the sample team and generated people, with queries taken from their own names")
    func sampleAndGenerated() async throws {
        let sample = try InMemoryRosterStore.sampleData()
        var people = try await sample.fetchPeople()
        var random = SplitMix64(seed: 12)
        let syllables = ["an", "É", "ø", "ss", "Łu", "%", "_", "'", "🙂", " ", "Zo", "ë", "x", "ΓΙ", "ш", "-"]
        for id in 1_000..<1_400 {
            let name = (0..<(2 + Int(random.next() % 4))).map { _ in syllables[Int(random.next() % UInt64(syllables.count))] }.joined()
            people.append(Person(id: PersonID(Int64(id)), name: "N" + name, username: "u\(id)", email: "p\(id)@example.org"))
        }
        let database = try await database(people)
        defer { database.close() }
        var queries = syllables + ["an ", "zoe", "ZOË", "p10", "@example", "u13", "leanne", "bret", "n%", "n_"]
        for person in people.prefix(10) { queries.append(String(person.name.prefix(4))) }
        for query in queries {
            #expect(
                try await searchedInStore(database, query) == (try await searchedAfterLoading(database, query)),
                "query \(query.debugDescription)")
        }
    }

    @Test("rows another program wrote (no folded text yet) are found like the others")
    func foreignRows() async throws {
        let database = try await database(Self.trickyPeople)
        defer { database.close() }
        // What the sqlite3 shell does: it cannot fold, so the column is left NULL (insert) or marked NULL (update).
        let queue = try DatabaseQueue(path: database.path)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO person (id, name, email) VALUES (900, 'Ünal Çelik', 'unal@example.tr')")
            try db.execute(sql: "UPDATE person SET name = 'Renamed Person' WHERE id = 1")
        }
        try queue.close()
        for query in ["unal", "ÜNAL", "celik", "renamed", "emile zola", "zola", "e"] {
            #expect(
                try await searchedInStore(database, query) == (try await searchedAfterLoading(database, query)),
                "query \(query.debugDescription)")
        }
    }

    @Test("the in-memory store's search (the rule itself, in Swift) renders the same too")
    func inMemoryStore() async throws {
        let store = InMemoryRosterStore(people: Self.trickyPeople, tasks: [])
        for query in Self.queries {
            #expect(
                try await searchedInStore(store, query) == (try await searchedAfterLoading(store, query)),
                "query \(query.debugDescription)")
        }
    }

    @Test("changing the search after a store search loads everyone and searches as usual")
    func changingTheSearch() async throws {
        let database = try await database(Self.trickyPeople)
        defer { database.close() }
        let viewModel = PeopleViewModel(store: database, locale: Locale(identifier: "en_US"))
        await viewModel.appeared(searchingFor: "smith").value
        #expect(viewModel.countText == "3 of 25 people")
        viewModel.searchTextChanged("emile")
        await viewModel.storeChanged().value
        #expect(try renders(viewModel) == (try await searchedAfterLoading(database, "emile")))
        viewModel.searchCleared()
        #expect(try renders(viewModel) == (try await searchedAfterLoading(database, "")))
    }
}
