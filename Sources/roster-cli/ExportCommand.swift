import ArgumentParser
import Foundation
import RosterModel
import RosterViewModels

/// `roster-cli export [--output FILE]`: the whole directory in the format `import` reads.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: L10n.tr("Export every person and task as JSON, in the format `import` reads, or the people as vCard."),
        discussion: L10n.tr(
            "Without --output, the JSON ({\"users\": [...], \"todos\": [...]}) is printed to stdout, without photos, and nothing else is. With --output FILE, FILE is replaced as a whole (never left half-written), each photo is written into an `avatars` folder beside it, and a summary is printed. Importing the file into an empty database and exporting again gives the same bytes."
        )
            + "\n\n"
            + L10n.tr(
                "With --format vcard, the people are written as vCard 3.0, which address books such as GNOME Contacts, Evolution, Thunderbird and phones read: one card a person, each photo inside its card, tasks left out."
            )
    )

    @OptionGroup var options: DatabaseOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            L10n.tr("Write to FILE, with the photos in an `avatars` folder beside it, instead of stdout."), valueName: "FILE"))
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            L10n.tr("json (people and tasks) or vcard (vCard 3.0: people only, each photo inside its card)."), valueName: "FORMAT"))
    var format: ExportFormatOption = .json

    func validate() throws {
        guard let output else { return }
        if output.isEmpty { throw ValidationError(L10n.tr("--output needs a file name, such as roster.json.")) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
            throw ValidationError(
                L10n.tr(
                    "{0} is a folder; give a file name in it, such as {1}.", output,
                    (output as NSString).appendingPathComponent("roster.json")))
        }
    }

    func run() async throws {
        let format = self.format.format
        if let output {
            let summary = try await options.withDatabase { try await Self.export(database: $0, to: output, format: format) }
            Output.text(summary + ".")
        } else {
            let data = try await options.withDatabase {
                try await DirectoryTransfer(store: $0, avatars: AvatarLibrary()).export(to: nil, format: format).data
            }
            if format == .vCard {
                FileHandle.standardOutput.write(data)
            } else {
                Output.json(String(decoding: data, as: UTF8.self))
            }
        }
    }

    /// Exports through the window's Export… (same file writing, same report); returns the report's title.
    @MainActor
    static func export(
        database: any DirectoryConnection, to path: String, format: DirectoryTransfer.ExportFormat = .json
    ) async throws -> String {
        let importExport = ImportExportViewModel(
            transfer: DirectoryTransfer(store: database, avatars: AvatarLibrary()), locale: environmentLocale.numbers)
        let exported = await importExport.exportChosen(path: path, format: format).value
        let title = importExport.report?.title ?? L10n.tr("Not exported.")
        guard exported else { throw CLIError(title) }
        return title
    }
}

/// `--format`: what `export` writes.
enum ExportFormatOption: String, ExpressibleByArgument, CaseIterable {
    case json
    case vcard

    var format: DirectoryTransfer.ExportFormat { self == .vcard ? .vCard : .json }
}
