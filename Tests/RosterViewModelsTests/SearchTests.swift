import Foundation
import Observation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterSearch
@testable import RosterViewModels

@Suite("Searching the People list")
@MainActor
struct SearchTests {
    private func sampleViewModel() async throws -> PeopleViewModel {
        await loadedViewModel(try await SampleUsers.people())
    }

    // MARK: What a search finds

    @Test("a search ignores accents and case, both in the query and in the names")
    func accentAndCaseInsensitive() async throws {
        let viewModel = await loadedViewModel([
            Person(id: 1, name: "Émile Zola", email: "ez@example.org"),
            Person(id: 2, name: "Emilie du Châtelet", email: "ec@example.org"),
            Person(id: 3, name: "Zoë Straße", email: "zs@example.org"),
            Person(id: 4, name: "Ægir Øyvindsson", email: "ao@example.org"),
        ])
        let expectations: [(String, [String])] = [
            ("emile", ["Émile Zola"]),
            ("ÉMILE", ["Émile Zola"]),
            ("Emilé", ["Émile Zola"]),
            ("emil", ["Émile Zola", "Emilie du Châtelet"]),
            ("chatelet", ["Emilie du Châtelet"]),
            ("zoe", ["Zoë Straße"]),
            ("strasse", ["Zoë Straße"]),
            ("STRASSE", ["Zoë Straße"]),
            ("aegir", ["Ægir Øyvindsson"]),
            ("oyvind", ["Ægir Øyvindsson"]),
        ]
        for (query, names) in expectations {
            viewModel.searchTextChanged(query)
            #expect(viewModel.listing.sections.flatMap { viewModel.listing.people(in: $0).map(\.name) } == names, "query \(query)")
        }
    }

    @Test("a search matches the email, ignoring case: SINCERE@ finds Leanne Graham")
    func searchByEmail() async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged("SINCERE@")
        #expect(viewModel.listing.names(in: "J to Q") == ["Leanne Graham"])
        #expect(viewModel.listing.listedIDs == [1])
        #expect(viewModel.countText == "1 of 10 people")
        #expect(viewModel.emptyState == nil)
    }

    @Test(
        "a search matches the username",
        arguments: [("Bret", "Leanne Graham"), ("elwyn.skiles", "Kurtis Weissnat"), ("MORIAH", "Clementina DuBuque")])
    func searchByUsername(query: String, name: String) async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged(query)
        #expect(viewModel.listing.sections.flatMap { viewModel.listing.people(in: $0).map(\.name) } == [name])
    }

    @Test("the company is searched: romaguera finds Leanne Graham (Romaguera-Crona) and Clementine Bauch (Romaguera-Jacobson)")
    func searchByCompany() async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged("romaguera")
        #expect(
            viewModel.listing.sections.flatMap { viewModel.listing.people(in: $0).map(\.name) } == ["Clementine Bauch", "Leanne Graham"])
        viewModel.searchTextChanged("ROMAGUERA-CRONA")
        #expect(viewModel.listing.listedIDs == [1])
    }

    @Test(
        "a phone number is found by its digits: 770, 7368, +1 770, 7368031 and 1-770-736 find Leanne Graham (1-770-736-8031 x56442)",
        arguments: ["770", "7368", "+1 770", "7368031", "1-770-736", "(770) 736-8031", " 770.736 ", "56442"])
    func searchByPhoneDigits(query: String) async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged(query)
        #expect(viewModel.listing.listedIDs == [1], "query \(query.debugDescription)")
        #expect(viewModel.countText == "1 of 10 people")
    }

    @Test("a punctuated query with fewer than three digits is not a phone number; other characters make it plain text")
    func phoneLikeNeedsThreeDigits() async throws {
        let viewModel = try await sampleViewModel()
        // "+1 7" as text is nowhere; its digits "17" would be in most phones.
        viewModel.searchTextChanged("+1 7")
        #expect(viewModel.listing.matchCount == 0)
        // Typing on from it to a phone number finds it (its remembered answer is not narrowed).
        viewModel.searchTextChanged("+1 770")
        #expect(viewModel.listing.listedIDs == [1])
        // A letter other than an extension's makes it text: "8031 y5" is nowhere, though its digits are in the phone.
        viewModel.searchTextChanged("8031 y5")
        #expect(viewModel.listing.matchCount == 0)
        // An extension's "x" keeps it a phone number: a number ending 8031, an extension starting 5.
        viewModel.searchTextChanged("8031 x5")
        #expect(viewModel.listing.listedIDs == [1])
    }

    @Test(
        "the extension is searched apart: x56442, ext. 56442 and the number as shown find Leanne Graham",
        arguments: ["x56442", "X56442", "ext. 56442", "8031 x56442", "1-770-736-8031 x56442", "8031 x", "56442"])
    func searchByExtension(query: String) async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged(query)
        #expect(viewModel.listing.listedIDs == [1], "query \(query.debugDescription)")
    }

    @Test("digits never match across a number and its extension, and 7367 is not in 1-770-736-8031")
    func noDigitsAcrossTheExtension() async throws {
        let viewModel = try await sampleViewModel()
        for query in ["80315", "8031 56442", "7367"] {
            viewModel.searchTextChanged(query)
            #expect(viewModel.listing.matchCount == 0, "query \(query.debugDescription)")
            #expect(viewModel.emptyState?.title == "No people match “\(query)”")
        }
    }

    @Test("the same search in a German window, German numbers with their slash included")
    func germanLocale() async throws {
        var people = try await SampleUsers.people()
        people.append(
            Person(id: 11, name: "Jürgen Groß", email: "jg@example.de", phone: "0711 / 123 456-0", companyName: "Müller & Söhne"))
        let viewModel = await loadedViewModel(people, locale: Locale(identifier: "de_DE"))
        let expectations: [(String, [PersonID])] = [
            ("770", [1]), ("+1 770", [1]), ("7368031", [1]), ("x56442", [1]), ("romaguera", [3, 1]),
            ("0711/123456", [11]), ("0711 123", [11]), ("muller", [11]), ("SÖHNE", [11]), ("gross", [11]),
        ]
        for (query, ids) in expectations {
            viewModel.searchTextChanged(query)
            #expect(viewModel.listing.listedIDs == ids, "query \(query.debugDescription)")
        }
    }

    @Test("a query never matches across name, username, email, company and phone")
    func searchFieldsAreSeparate() async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged("CronaBret")
        #expect(viewModel.listing.matchCount == 0)
        viewModel.searchTextChanged("biz romaguera")
        #expect(viewModel.listing.matchCount == 0)
        viewModel.searchTextChanged("GrahamBret")
        #expect(viewModel.listing.matchCount == 0)
        viewModel.searchTextChanged("Graham Bret")
        #expect(viewModel.listing.matchCount == 0)
        viewModel.searchTextChanged("bretsincere")
        #expect(viewModel.listing.matchCount == 0)
    }

    @Test("search results keep sections and the order inside them")
    func resultsKeepSectionOrder() async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged(".biz")
        let listing = viewModel.listing
        #expect(listing.names(in: "A to I") == ["Clementina DuBuque"])
        #expect(listing.names(in: "J to Q") == ["Kurtis Weissnat", "Leanne Graham"])
        #expect(listing.names(in: "R to Z") == [])
        #expect(
            listing.allRows == [
                .header(title: "A to I", count: 1),
                .person(PersonRow(id: 10, name: "Clementina DuBuque", email: "Rey.Padberg@karina.biz")),
                .header(title: "J to Q", count: 2),
                .person(PersonRow(id: 7, name: "Kurtis Weissnat", email: "Telly.Hoeger@billy.biz")),
                .person(PersonRow(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")),
            ])
        #expect(viewModel.countText == "3 of 10 people")
        #expect(viewModel.isSearching)
    }

    @Test("a search with no result: the empty state names the trimmed query and there are no rows")
    func noResults() async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged("  xyz ")
        #expect(viewModel.searchText == "  xyz ")
        #expect(
            viewModel.emptyState
                == EmptyState(title: "No people match “xyz”", detail: "Try a different name, username, email, phone or company."))
        #expect(viewModel.listing.rowCount == 0)
        #expect(viewModel.listing.matchCount == 0)
        #expect(viewModel.countText == "0 of 10 people")
    }

    @Test("blank search text is no search")
    func blankSearch() async throws {
        let viewModel = try await sampleViewModel()
        viewModel.searchTextChanged(" \t ")
        #expect(!viewModel.isSearching)
        #expect(viewModel.countText == "10 people")
        #expect(viewModel.listing.rowCount == 14)
        #expect(viewModel.emptyState == nil)
    }

    @Test("clearing the search lists everyone again")
    func clearingRestoresAll() async throws {
        let viewModel = try await sampleViewModel()
        let allRows = viewModel.listing.allRows
        viewModel.searchTextChanged("xyz")
        #expect(viewModel.listing.rowCount == 0)
        viewModel.searchCleared()
        #expect(viewModel.searchText == "")
        #expect(!viewModel.isSearching)
        #expect(viewModel.listing.allRows == allRows)
        #expect(viewModel.countText == "10 people")
        #expect(viewModel.emptyState == nil)

        viewModel.searchTextChanged(".biz")
        viewModel.searchTextChanged("")
        #expect(viewModel.listing.allRows == allRows)
    }

    @Test("text typed while loading is applied once the people arrive")
    func searchBeforeLoad() async throws {
        let viewModel = PeopleViewModel(store: FakePeopleStore(people: try await SampleUsers.people()), locale: testLocale)
        let load = viewModel.appeared()
        viewModel.searchTextChanged("bret")
        #expect(viewModel.countText == "")
        await load.value
        #expect(viewModel.listing.listedIDs == [1])
        #expect(viewModel.countText == "1 of 10 people")
    }

    @Test("changing the search notifies observers of the listing and the count line")
    func searchNotifiesObservers() async throws {
        let viewModel = try await sampleViewModel()
        let listingChanged = Flag()
        withObservationTracking {
            _ = viewModel.listing
        } onChange: {
            listingChanged.set()
        }
        let countChanged = Flag()
        withObservationTracking {
            _ = viewModel.countText
        } onChange: {
            countChanged.set()
        }

        viewModel.searchTextChanged("bret")
        #expect(listingChanged.value)
        #expect(countChanged.value)
    }

    // MARK: The count line

    @Test("the count line: 10 people, 1 person, 0 people, 3 of 10 people")
    func countLine() async throws {
        let sample = try await sampleViewModel()
        #expect(sample.countText == "10 people")
        sample.searchTextChanged(".biz")
        #expect(sample.countText == "3 of 10 people")
        sample.searchTextChanged("sincere")
        #expect(sample.countText == "1 of 10 people")

        let one = await loadedViewModel([Person(id: 1, name: "Ada", email: "ada@example.org")])
        #expect(one.countText == "1 person")
        one.searchTextChanged("ada")
        #expect(one.countText == "1 of 1 person")
        one.searchTextChanged("grace")
        #expect(one.countText == "0 of 1 person")

        let nobody = await loadedViewModel([])
        #expect(nobody.countText == "0 people")
        #expect(
            nobody.emptyState
                == EmptyState(
                    title: "No people yet", detail: "Add someone, or import a team from a file.", actions: [.newPerson, .importFile]))
    }

    @Test("counts are formatted for the view model's locale")
    func countLocale() async throws {
        let people = (1...1234).map { Person(id: PersonID(Int64($0)), name: "Person \($0)", email: "p\($0)@example.org") }
        let english = await loadedViewModel(people, locale: Locale(identifier: "en_US"))
        #expect(english.countText == "1,234 people")
        english.searchTextChanged("person 1")
        #expect(english.countText == "\(people.filter { $0.name.hasPrefix("Person 1") }.count) of 1,234 people")
        let german = await loadedViewModel(people, locale: Locale(identifier: "de_DE"))
        #expect(german.countText == "1.234 people")
    }

    // MARK: The incremental search cache

    @Test("narrowing and widening a query gives the same results as a fresh search (view model)")
    func incrementalSearchMatchesBruteForce() async throws {
        let people = generatedPeople(count: 400, seed: 2024).withPhones()
        let viewModel = await loadedViewModel(people)
        var reference = BruteForceSearch(
            people, inDisplayOrder: (0..<viewModel.listing.directory.count).map(viewModel.listing.directory.id(at:)))
        #expect(viewModel.listing.listedIDs == reference.ids(matching: ""))

        var queries: [String] = []
        for word in ["émile", "LOVE", "straß", "ørsted", "o'b", "@exä", "борис"] {
            let characters = Array(word)
            queries += (1...characters.count).map { String(characters.prefix($0)) }  // typing
            queries += (0..<characters.count).reversed().map { String(characters.prefix($0)) }  // deleting
        }
        // Contained-in-the-middle refinements, more than the cache remembers, then back to earlier queries.
        queries += [
            "m", "mi", "emi", "emil", "i", "il", "lie", "ss", "ass", "rasse", "e", "er", "ers", "ster", "sted",
            "a", "an", "ann", "anna", "n", "nn", "o", "ov", "ova", "ovac", "kovač", ".", ".o", ".or", ".org",
            "_", "1", "12", "z", "zo", "zoe", "emile", "LOVE", "e", "", "ss", "anna",
            "+", "+1", "+1 ", "+1 5", "+1 55", "+1 555", "+1 555-", "+1 555-0", "555", "55", "(555) 01", "ltd", "ng ltd",
        ]
        for query in queries {
            viewModel.searchTextChanged(query)
            let expected = reference.ids(matching: query)
            #expect(viewModel.listing.listedIDs == expected, "query \(query.debugDescription)")
            #expect(viewModel.listing.matchCount == expected.count, "query \(query.debugDescription)")
        }
    }
}
