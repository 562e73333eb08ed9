import Foundation
import RosterHeadless
import RosterModel
import RosterViewModels
import Testing

@Suite("PeopleJSONRenderer")
@MainActor
struct PeopleJSONRendererTests {
    typealias Document = PeopleJSONRenderer.Document

    private static func titles(_ document: Document) -> [String] { document.sections.map(\.title) }

    private static func people(_ document: Document, in title: String) -> [PersonRow]? {
        document.sections.first { $0.title == title }?.people
    }

    private static func decode(_ json: String) throws -> Document {
        try JSONDecoder().decode(Document.self, from: Data(json.utf8))
    }

    @Test("The document lists the count and every section with its people in display order")
    func document() async {
        let viewModel = await loadedViewModel(TestTeam.people)

        let document = PeopleJSONRenderer.document(viewModel)

        #expect(document.count == "4 people")
        #expect(document.search == nil)
        #expect(document.empty == nil)
        #expect(Self.titles(document) == ["A to I", "J to Q", "R to Z", "#"])
        #expect(
            Self.people(document, in: "A to I") == [
                PersonRow(id: 2, name: "Ada Lovelace", email: "ada@engine.org"),
                PersonRow(id: 1, name: "Grace Hopper", email: "grace@navy.mil"),
            ])
        #expect(Self.people(document, in: "J to Q") == [PersonRow(id: 3, name: "Katherine Johnson", email: "kj@nasa.gov")])
        #expect(Self.people(document, in: "R to Z") == [])
        #expect(Self.people(document, in: "#") == [PersonRow(id: 40, name: "42 Club", email: "hello@42.club")])
    }

    @Test("While searching: the search text, the “n of m” count and only the matches")
    func searching() async {
        let viewModel = await loadedViewModel(TestTeam.people)

        viewModel.searchTextChanged("Engine")

        let document = PeopleJSONRenderer.document(viewModel)
        #expect(document.search == "Engine")
        #expect(document.count == "1 of 4 people")
        #expect(document.empty == nil)
        // The letter sections are always listed; "#" only when it has matches.
        #expect(Self.titles(document) == ["A to I", "J to Q", "R to Z"])
        #expect(document.sections.flatMap(\.people) == [PersonRow(id: 2, name: "Ada Lovelace", email: "ada@engine.org")])
    }

    @Test("A blank search is no search")
    func blankSearch() async {
        let viewModel = await loadedViewModel(TestTeam.people)

        viewModel.searchTextChanged("  \t")

        let document = PeopleJSONRenderer.document(viewModel)
        #expect(document.search == nil)
        #expect(document.count == "4 people")
        #expect(document.sections.flatMap(\.people).count == 4)
    }

    @Test("A search without matches has the empty state's title and no people")
    func searchWithoutMatches() async {
        let viewModel = await loadedViewModel(TestTeam.people)

        viewModel.searchTextChanged("zzz")

        let document = PeopleJSONRenderer.document(viewModel)
        #expect(document.empty == "No people match “zzz”")
        #expect(document.search == "zzz")
        #expect(document.count == "0 of 4 people")
        #expect(document.sections.allSatisfy { $0.people.isEmpty })
    }

    @Test("An empty directory has the “No people yet” empty state")
    func emptyDirectory() async {
        let viewModel = await loadedViewModel([])

        let document = PeopleJSONRenderer.document(viewModel)
        #expect(document.empty == "No people yet")
        #expect(document.count == "0 people")
        #expect(document.search == nil)
        #expect(Self.titles(document) == ["A to I", "J to Q", "R to Z"])
        #expect(document.sections.allSatisfy { $0.people.isEmpty })
    }

    @Test("render is valid JSON that decodes back to the same document", arguments: ["", "a", "zzz"])
    func renderRoundTrips(search: String) async throws {
        let viewModel = await loadedViewModel(TestTeam.people)
        viewModel.searchTextChanged(search)

        let json = try PeopleJSONRenderer.render(viewModel)

        #expect(json.hasSuffix("}\n"))
        #expect(try Self.decode(json) == PeopleJSONRenderer.document(viewModel))
    }

    @Test("render writes the keys documented, sorted, and leaves out absent ones")
    func renderedKeys() async throws {
        let viewModel = await loadedViewModel([TestTeam.ada])
        let json = try PeopleJSONRenderer.render(viewModel)

        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["count", "sections"])
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.map { Set($0.keys) } == Array(repeating: ["title", "people"], count: 3))
        let ada = try #require((sections.first?["people"] as? [[String: Any]])?.first)
        #expect(Set(ada.keys) == ["id", "name", "email"])
        #expect(ada["id"] as? Int == 2)
        // Sorted keys: "count" comes before "sections".
        let countKey = try #require(json.range(of: "\"count\""))
        let sectionsKey = try #require(json.range(of: "\"sections\""))
        #expect(countKey.lowerBound < sectionsKey.lowerBound)
    }

    @Test("render keeps slashes and non-ASCII text readable")
    func renderedText() async throws {
        let viewModel = await loadedViewModel([Person(id: 9, name: "Émile AC/DC", email: "emile/zola@paris.fr")])

        let json = try PeopleJSONRenderer.render(viewModel)

        #expect(json.contains("\"Émile AC/DC\""))
        #expect(json.contains("\"emile/zola@paris.fr\""))
        #expect(try Self.decode(json).sections.flatMap(\.people) == [PersonRow(id: 9, name: "Émile AC/DC", email: "emile/zola@paris.fr")])
    }
}
