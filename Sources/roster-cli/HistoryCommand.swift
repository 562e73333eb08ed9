import ArgumentParser
import Foundation
import RosterModel
import RosterViewModels

/// `roster-cli history ID`: who changed what of a person and their tasks, newest first.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: L10n.tr("List who changed a person's profile and tasks, and when, newest first."),
        discussion: L10n.tr(
            "Roster keeps the history of every change, by Roster or by any other program (psql, the sqlite3 shell): who, when, which field, the old and the new value. Who is the login on PostgreSQL, the file's owner on SQLite. It keeps a year of it, at most 500 changes a person, each value cut to 1,000 characters. Prints a change a line: the time, who and what changed."
        )
    )

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The person's id."))) var id: PersonIDArgument

    func validate() throws { try id.validate() }

    func run() async throws {
        let id = self.id.value
        let lines = try await options.withDatabase { try await Self.lines(database: $0, id: id) }
        Output.text(lines.joined(separator: "\n"))
    }

    @MainActor
    static func lines(database: any DirectoryConnection, id: PersonID) async throws -> [String] {
        let history = HistoryViewModel(personID: id, history: database as? any HistoryReading, locale: environmentLocale.time)
        await history.appeared().value
        if let message = history.loadState.errorMessage { throw CLIError(message) }
        guard history.rows.isEmpty else { return history.rows.map(\.line) }
        // No history, and nobody of that id: a mistyped id, said as `show` says it (a deleted
        // person's history is still there, and lists the deletion).
        try await HeadlessSession(database: database).requirePerson(id: id)
        return [history.emptyText ?? ""]
    }
}
