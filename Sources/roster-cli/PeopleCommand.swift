import ArgumentParser
import RosterHeadless
import RosterModel
import RosterViewModels

/// `roster-cli people`: the People screen as text or JSON.
struct PeopleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "people",
        abstract: L10n.tr("List people by section, as the People screen shows them.")
    )

    @OptionGroup var options: DatabaseOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            L10n.tr("Show only people whose name, username, email, company or phone number contains TEXT (a phone number by its digits)."),
            valueName: "TEXT"))
    var search: String?

    @Flag(name: .long, help: ArgumentHelp(L10n.tr("Print JSON instead of text.")))
    var json = false

    func run() async throws {
        let rendered = try await options.withDatabase {
            try await Self.render(store: ListingStore(database: $0), search: search, json: json)
        }
        if json { Output.json(rendered) } else { Output.text(rendered, terminator: "") }
    }

    @MainActor
    static func render(store: any PeopleStore, search: String?, json: Bool) async throws -> String {
        let viewModel = PeopleViewModel(store: store, locale: environmentLocale.numbers)
        // With a search, the store answers it (one SQL query) and only the matches are loaded and sorted.
        await (search.map { viewModel.appeared(searchingFor: $0) } ?? viewModel.appeared()).value
        if let message = viewModel.loadState.errorMessage { throw CLIError(message) }
        return json ? try PeopleJSONRenderer.render(viewModel) : PeopleTextRenderer.render(viewModel)
    }
}

/// What a one-shot listing reads: the database's reads without its change
/// monitor, which the view model would start after loading (a thread and a
/// connection) although the command exits as soon as it has rendered.
private struct ListingStore: PeopleStore {
    let database: any DirectoryConnection
    func fetchPeople() async throws -> [Person] { try await database.fetchPeople() }
    func fetchPeopleList() async throws -> PeopleListColumns { try await database.fetchPeopleList() }
    func fetchPeople(ids: Set<PersonID>) async throws -> [Person] { try await database.fetchPeople(ids: ids) }
    func searchPeople(matching query: String) async throws -> PeopleSearchResult { try await database.searchPeople(matching: query) }
    func searchPeopleList(matching query: String) async throws -> PeopleListSearchResult {
        try await database.searchPeopleList(matching: query)
    }
}
