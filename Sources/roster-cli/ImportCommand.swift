import ArgumentParser
import Foundation
import RosterModel
import RosterViewModels

/// `roster-cli import FILE`: all-or-nothing import of a directory document.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import people (and their tasks) from a JSON file.",
        discussion: """
            FILE is what `export` writes — {"users": [...], "todos": [...]} — or a JSON array of \
            people in the JSONPlaceholder users shape. Each person needs an id (positive whole number, \
            unique in the file), a name and an email; username, phone, website, company.name, biography \
            and avatar (an image file, relative to FILE) are optional; other keys are ignored. The same \
            rules as the Profile page apply. A person or task whose id already exists is replaced. \
            If any record is invalid nothing is imported, every bad record is listed and the exit code is 1.
            """
    )

    @OptionGroup var options: DatabaseOptions

    @Argument(help: ArgumentHelp("The JSON file to import.", valueName: "FILE"))
    var file: String

    func run() async throws {
        let database = try options.open()
        defer { database.close() }
        do {
            let summary = try await DirectoryTransfer(store: database, avatars: AvatarLibrary()).importFile(at: file)
            print("\(ImportReport(summary: summary).title) into \(database.path).")
        } catch let error as ImportError {
            throw CLIError(ImportReport(error: error).text)
        }
    }
}
