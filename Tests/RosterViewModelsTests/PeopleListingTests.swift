import Foundation
import RosterModel
import RosterTestSupport
import Testing

@testable import RosterViewModels

@Suite("PeopleListing rows")
@MainActor
struct PeopleListingTests {
    @Test("the sample users: header, people, header, people, header and placeholder")
    func sampleRows() async throws {
        let viewModel = await loadedViewModel(try await SampleUsers.people())
        let expected: [PeopleRow] = [
            .header(title: "A to I", count: 5),
            .person(PersonRow(id: 5, name: "Chelsey Dietrich", email: "Lucio_Hettinger@annie.ca")),
            .person(PersonRow(id: 10, name: "Clementina DuBuque", email: "Rey.Padberg@karina.biz")),
            .person(PersonRow(id: 3, name: "Clementine Bauch", email: "Nathan@yesenia.net")),
            .person(PersonRow(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv")),
            .person(PersonRow(id: 9, name: "Glenna Reichert", email: "Chaim_McDermott@dana.io")),
            .header(title: "J to Q", count: 5),
            .person(PersonRow(id: 7, name: "Kurtis Weissnat", email: "Telly.Hoeger@billy.biz")),
            .person(PersonRow(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")),
            .person(PersonRow(id: 6, name: "Mrs. Dennis Schulist", email: "Karley_Dach@jasper.info")),
            .person(PersonRow(id: 8, name: "Nicholas Runolfsdottir V", email: "Sherwood@rosamond.me")),
            .person(PersonRow(id: 4, name: "Patricia Lebsack", email: "Julianne.OConner@kory.org")),
            .header(title: "R to Z", count: 0),
            .placeholder(text: "No people"),
        ]
        #expect(viewModel.listing.rowCount == 14)
        #expect(viewModel.listing.allRows == expected)
        #expect(viewModel.listing.matchCount == 10)
    }

    @Test("a # section lists its people after R to Z")
    func otherSectionRows() async throws {
        let viewModel = await loadedViewModel([
            Person(id: 1, name: "Zed", email: "z@example.org"),
            Person(id: 2, name: "99 Problems", email: "p@example.org"),
            Person(id: 3, name: "Ágnes", email: "a@example.org"),
        ])
        #expect(
            viewModel.listing.allRows == [
                .header(title: "A to I", count: 1),
                .person(PersonRow(id: 3, name: "Ágnes", email: "a@example.org")),
                .header(title: "J to Q", count: 0),
                .placeholder(text: "No people"),
                .header(title: "R to Z", count: 1),
                .person(PersonRow(id: 1, name: "Zed", email: "z@example.org")),
                .header(title: "#", count: 1),
                .person(PersonRow(id: 2, name: "99 Problems", email: "p@example.org")),
            ])
    }

    @Test("an empty directory lists the three letter sections, each with its placeholder")
    func emptyRows() async throws {
        let viewModel = await loadedViewModel([])
        #expect(
            viewModel.listing.allRows == [
                .header(title: "A to I", count: 0), .placeholder(text: "No people"),
                .header(title: "J to Q", count: 0), .placeholder(text: "No people"),
                .header(title: "R to Z", count: 0), .placeholder(text: "No people"),
            ])
    }

    @Test("while searching, sections without matches show no rows at all")
    func searchingHidesEmptySections() async throws {
        let viewModel = await loadedViewModel(try await SampleUsers.people())
        viewModel.searchTextChanged("chelsey")
        #expect(
            viewModel.listing.allRows == [
                .header(title: "A to I", count: 1),
                .person(PersonRow(id: 5, name: "Chelsey Dietrich", email: "Lucio_Hettinger@annie.ca")),
            ])
    }

    @Test("rowIndex(ofPersonID:) and row(at:) agree for every listed person", arguments: ["", "e", "an", ".biz", "xyz"])
    func rowIndexRoundTripsOnSample(query: String) async throws {
        let viewModel = await loadedViewModel(try await SampleUsers.people())
        viewModel.searchTextChanged(query)
        try checkRoundTrip(viewModel.listing, allIDs: (Int64(1)...10).map { PersonID($0) })
    }

    @Test("rowIndex(ofPersonID:) and row(at:) agree on a large generated directory")
    func rowIndexRoundTripsOnGenerated() async throws {
        let people = generatedPeople(count: 500, seed: 77)
        let viewModel = await loadedViewModel(people)
        #expect(viewModel.listing.titles == ["A to I", "J to Q", "R to Z", "#"])
        for query in ["", "o", "ss", "борис", "@uni"] {
            viewModel.searchTextChanged(query)
            try checkRoundTrip(viewModel.listing, allIDs: people.map(\.id))
        }
    }

    private func checkRoundTrip(_ listing: PeopleListing, allIDs: some Sequence<PersonID>) throws {
        var listed: Set<PersonID> = []
        var headerCounts = 0
        for index in 0..<listing.rowCount {
            switch listing.row(at: index) {
            case .person(let row):
                #expect(listing.rowIndex(ofPersonID: row.id) == index)
                #expect(listed.insert(row.id).inserted, "person \(row.id) listed twice")
            case .header(_, let count):
                headerCounts += count
            case .placeholder:
                break
            }
        }
        #expect(listed.count == listing.matchCount)
        #expect(headerCounts == listing.matchCount)
        for id in allIDs where !listed.contains(id) {
            #expect(listing.rowIndex(ofPersonID: id) == nil, "person \(id) is not listed")
        }
        #expect(listing.rowIndex(ofPersonID: -1) == nil)
    }

    @Test("section counts and the people of each section match the rows")
    func sectionsMatchRows() async throws {
        let viewModel = await loadedViewModel(generatedPeople(count: 200, seed: 3))
        let listing = viewModel.listing
        var fromRows: [String: [PersonID]] = [:]
        var current = ""
        for row in listing.allRows {
            switch row {
            case .header(let title, _):
                current = title
                fromRows[title] = []
            case .person(let person): fromRows[current, default: []].append(person.id)
            case .placeholder: break
            }
        }
        for section in listing.sections {
            #expect(fromRows[section.title] == listing.people(in: section).map(\.id))
            #expect(section.count == listing.people(in: section).count)
        }
        #expect(listing.sections.map(\.count).reduce(0, +) == 200)
    }
}
