import ArgumentParser
import Foundation
import RosterModel

/// `roster-cli import FILE`: all-or-nothing import of people.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import people from a JSON file in the JSONPlaceholder users shape.",
        discussion: """
            Each record needs an id (positive whole number, unique in the file), a name and an \
            email containing "@"; username, phone, website, company.name and biography are optional; \
            other keys are ignored. A record whose id already exists replaces that person. \
            If any record is invalid nothing is imported, every bad record is listed and the exit code is 1.
            """
    )

    @OptionGroup var options: DatabaseOptions

    @Argument(help: ArgumentHelp("The JSON file to import.", valueName: "FILE"))
    var file: String

    func run() async throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CLIError("Cannot read \(file): \(Self.reason(error))")
        }
        let database = try options.open()
        let summary = try await database.importPeople(json: data)
        var parts: [String] = []
        if summary.added > 0 { parts.append("\(summary.added) added") }
        if summary.updated > 0 { parts.append("\(summary.updated) updated") }
        let total = summary.added + summary.updated
        print("Imported \(total == 1 ? "1 person" : "\(total) people")\(parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))") into \(database.path).")
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        return nsError.localizedDescription
    }
}
