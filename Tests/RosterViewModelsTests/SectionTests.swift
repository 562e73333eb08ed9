import Foundation
import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterSearch
@testable import RosterViewModels

@Suite("Sections of the People list")
@MainActor
struct SectionTests {
    // MARK: The sample users

    @Test("the sample users fall into A to I and J to Q; R to Z is present and empty; no # section")
    func sampleUserSections() async throws {
        let viewModel = await loadedViewModel(try await SampleUsers.people())
        let listing = viewModel.listing

        #expect(listing.titles == ["A to I", "J to Q", "R to Z"])
        #expect(
            listing.names(in: "A to I") == [
                "Chelsey Dietrich", "Clementina DuBuque", "Clementine Bauch", "Ervin Howell", "Glenna Reichert",
            ])
        #expect(
            listing.names(in: "J to Q") == [
                "Kurtis Weissnat", "Leanne Graham", "Mrs. Dennis Schulist", "Nicholas Runolfsdottir V", "Patricia Lebsack",
            ])
        #expect(listing.names(in: "R to Z") == [])
        #expect(listing.names(in: "#") == nil)
        #expect(listing.sections.map(\.count) == [5, 5, 0])
        #expect(listing.sections.map(\.kind) == [.aToI, .jToQ, .rToZ])
    }

    @Test("within each section the sample users are in case-insensitive name order")
    func sampleUsersInCaseInsensitiveOrder() async throws {
        let people = try await SampleUsers.people()
        var shuffler = SplitMix64(seed: 7)
        let viewModel = await loadedViewModel(people.shuffled(using: &shuffler))
        for section in viewModel.listing.sections {
            let names = viewModel.listing.people(in: section).map(\.name)
            #expect(names == names.sorted { $0.lowercased() < $1.lowercased() }, "section \(section.title)")
        }
        #expect(Set(viewModel.listing.listedIDs) == Set(people.map(\.id)))
        #expect(viewModel.listing.listedIDs.count == 10)
    }

    @Test("the real database works as the view model's store")
    func realDatabaseAsStore() async throws {
        let tmp = try TemporaryDirectory(prefix: "roster-viewmodels-tests")
        let db = try RosterDatabase(location: .standard, environment: ["XDG_DATA_HOME": tmp.url.path])
        let viewModel = PeopleViewModel(store: db, locale: testLocale)
        await viewModel.appeared().value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.listing.names(in: "A to I")?.first == "Chelsey Dietrich")
        #expect(viewModel.listing.names(in: "J to Q")?.last == "Patricia Lebsack")
        #expect(viewModel.countText == "10 people")
    }

    // MARK: Unicode first letters

    struct FirstLetter: Sendable, CustomTestStringConvertible {
        var name: String
        var section: PeopleSectionKind
        var testDescription: String { "\(name.debugDescription) → \(section.title)" }
    }

    @Test(
        "a name's first letter picks its section, across accents, ligatures and scripts",
        arguments: [
            FirstLetter(name: "Émile Zola", section: .aToI),
            FirstLetter(name: "émile", section: .aToI),
            FirstLetter(name: "Örjan Berg", section: .jToQ),
            FirstLetter(name: "Łukasz Nowak", section: .jToQ),
            FirstLetter(name: "Øyvind Moe", section: .jToQ),
            FirstLetter(name: "Ægir Sæmundsson", section: .aToI),
            FirstLetter(name: "İlkay Gündoğan", section: .aToI),
            FirstLetter(name: "ǆemal Bijedić", section: .aToI),
            FirstLetter(name: "ǅemal", section: .aToI),
            FirstLetter(name: "ßeta", section: .rToZ),
            FirstLetter(name: "Þóra", section: .rToZ),
            FirstLetter(name: "Ñandú", section: .jToQ),
            FirstLetter(name: "Ångström", section: .aToI),
            FirstLetter(name: "Ｚｅｎ", section: .rToZ),
            FirstLetter(name: "  zoe", section: .rToZ),
            FirstLetter(name: "\tJo", section: .jToQ),
            FirstLetter(name: "\u{00A0}Ian", section: .aToI),
            FirstLetter(name: "42 Wallaby Way", section: .other),
            FirstLetter(name: "007", section: .other),
            FirstLetter(name: "@handle", section: .other),
            FirstLetter(name: "(Anonymous)", section: .other),
            FirstLetter(name: "_underscore", section: .other),
            FirstLetter(name: "😀 Smiley", section: .other),
            FirstLetter(name: "Борис Пастернак", section: .other),
            FirstLetter(name: "李雷", section: .other),
            FirstLetter(name: "山田太郎", section: .other),
            FirstLetter(name: "Αλέξης Τσίπρας", section: .other),
            FirstLetter(name: "×Multiply", section: .other),
        ])
    func firstLetterSection(_ example: FirstLetter) async throws {
        let viewModel = await loadedViewModel([
            Person(id: 1, name: example.name, email: "someone@example.org")
        ])
        let section = try #require(viewModel.listing.sections.first { $0.count > 0 })
        #expect(section.kind == example.section)
        #expect(viewModel.listing.sections.filter { $0.count > 0 }.count == 1)
        // The UTF-8 reading, which skips making a string for an ASCII start, says the same.
        var folder = TextFolder()
        let trimmed = PersonSearchText.trimmedName(example.name)
        let fromBytes = Array(trimmed.utf8).withUnsafeBufferPointer { PeopleSectionKind.of(utf8Name: $0, folder: &folder) }
        #expect(fromBytes == example.section)
    }

    @Test("leading and trailing whitespace is trimmed from the displayed name")
    func whitespaceIsTrimmedForDisplay() async throws {
        let viewModel = await loadedViewModel([Person(id: 1, name: "  zoe \n", email: "zoe@example.org")])
        #expect(viewModel.listing.names(in: "R to Z") == ["zoe"])
        #expect(viewModel.listing.allRows.contains(.person(PersonRow(id: 1, name: "zoe", email: "zoe@example.org"))))
        viewModel.personSelected(id: 1)
        #expect(viewModel.selection?.name == "zoe")
    }

    // MARK: Which sections are listed

    @Test("the # section is listed only when someone is in it, and always last")
    func otherSectionOnlyWhenNeeded() async throws {
        let latinOnly = await loadedViewModel([
            Person(id: 1, name: "Ada", email: "a@example.org"),
            Person(id: 2, name: "Zed", email: "z@example.org"),
        ])
        #expect(latinOnly.listing.titles == ["A to I", "J to Q", "R to Z"])

        let withOther = await loadedViewModel([
            Person(id: 1, name: "Ada", email: "a@example.org"),
            Person(id: 2, name: "Борис", email: "b@example.org"),
            Person(id: 3, name: "3M", email: "m@example.org"),
        ])
        #expect(withOther.listing.titles == ["A to I", "J to Q", "R to Z", "#"])
        #expect(withOther.listing.names(in: "#") == ["3M", "Борис"])
    }

    @Test("the three letter sections are listed even with nobody in the store")
    func letterSectionsAlwaysPresent() async throws {
        let empty = await loadedViewModel([])
        #expect(empty.listing.titles == ["A to I", "J to Q", "R to Z"])
        #expect(empty.listing.sections.allSatisfy { $0.count == 0 })

        let onlyOther = await loadedViewModel([Person(id: 1, name: "123", email: "n@example.org")])
        #expect(onlyOther.listing.titles == ["A to I", "J to Q", "R to Z", "#"])
    }

    @Test("the three letter sections stay listed while a search matches only some of them")
    func letterSectionsPresentWhileSearching() async throws {
        let viewModel = await loadedViewModel([
            Person(id: 1, name: "Ada", email: "a@example.org"),
            Person(id: 2, name: "Борис", email: "b@example.org"),
        ])
        viewModel.searchTextChanged("борис")
        #expect(viewModel.listing.titles == ["A to I", "J to Q", "R to Z", "#"])
        #expect(viewModel.listing.sections.map(\.count) == [0, 0, 0, 1])
        viewModel.searchTextChanged("ada")
        #expect(viewModel.listing.titles == ["A to I", "J to Q", "R to Z"])
    }

    // MARK: Order inside a section

    @Test("order inside a section ignores case and diacritics: Emil, émile, Emily")
    func diacriticInsensitiveOrder() async throws {
        let viewModel = await loadedViewModel([
            Person(id: 1, name: "Emily", email: "a@example.org"),
            Person(id: 2, name: "émile", email: "b@example.org"),
            Person(id: 3, name: "Emil", email: "c@example.org"),
            Person(id: 4, name: "EMMA", email: "d@example.org"),
            Person(id: 5, name: "Eliza", email: "e@example.org"),
        ])
        #expect(viewModel.listing.names(in: "A to I") == ["Eliza", "Emil", "émile", "Emily", "EMMA"])
    }

    @Test("transliterated letters sort as their Latin spelling")
    func transliterationOrder() async throws {
        let viewModel = await loadedViewModel([
            Person(id: 1, name: "Oz", email: "a@example.org"),
            Person(id: 2, name: "Øyvind", email: "b@example.org"),
            Person(id: 3, name: "Oscar", email: "c@example.org"),
            Person(id: 4, name: "Af", email: "d@example.org"),
            Person(id: 5, name: "Ægir", email: "e@example.org"),
            Person(id: 6, name: "Adam", email: "f@example.org"),
            Person(id: 7, name: "Łucja", email: "g@example.org"),
            Person(id: 8, name: "Luca", email: "h@example.org"),
            Person(id: 9, name: "Lucy", email: "i@example.org"),
        ])
        #expect(viewModel.listing.names(in: "A to I") == ["Adam", "Ægir", "Af"])
        #expect(viewModel.listing.names(in: "J to Q") == ["Luca", "Łucja", "Lucy", "Oscar", "Øyvind", "Oz"])
    }

    @Test("people whose names fold alike are ordered by id")
    func tiesByID() async throws {
        let viewModel = await loadedViewModel([
            Person(id: 9, name: "anna", email: "a@example.org"),
            Person(id: 2, name: "Anna", email: "b@example.org"),
            Person(id: 5, name: "ANNA", email: "c@example.org"),
            Person(id: 3, name: "Änna", email: "d@example.org"),
            Person(id: 30, name: "Straße", email: "e@example.org"),
            Person(id: 10, name: "Strasse", email: "f@example.org"),
            Person(id: 20, name: "STRASSE", email: "g@example.org"),
        ])
        let aToI = try #require(viewModel.listing.sections.first { $0.kind == .aToI })
        #expect(viewModel.listing.people(in: aToI).map(\.id) == [2, 3, 5, 9])
        let rToZ = try #require(viewModel.listing.sections.first { $0.kind == .rToZ })
        #expect(viewModel.listing.people(in: rToZ).map(\.id) == [10, 20, 30])
    }

    @Test("a shorter name sorts before a longer one it begins with")
    func prefixSortsFirst() async throws {
        let viewModel = await loadedViewModel([
            Person(id: 1, name: "Ann Lee", email: "a@example.org"),
            Person(id: 2, name: "Ann", email: "b@example.org"),
            Person(id: 3, name: "Anna", email: "c@example.org"),
        ])
        #expect(viewModel.listing.names(in: "A to I") == ["Ann", "Ann Lee", "Anna"])
    }

    @Test("the order does not depend on the order the store returns people in")
    func orderIndependentOfStoreOrder() async throws {
        let people = generatedPeople(count: 300, seed: 11)
        let forward = await loadedViewModel(people)
        let backward = await loadedViewModel(people.reversed())
        var shuffler = SplitMix64(seed: 99)
        let shuffled = await loadedViewModel(people.shuffled(using: &shuffler))
        #expect(forward.listing.listedIDs.count == 300)
        #expect(backward.listing.listedIDs == forward.listing.listedIDs)
        #expect(shuffled.listing.listedIDs == forward.listing.listedIDs)
    }
}
