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
        let data = try Self.read(file)
        let database = try options.open()
        let summary = try await database.importPeople(json: data)
        var parts: [String] = []
        if summary.added > 0 { parts.append("\(summary.added) added") }
        if summary.updated > 0 { parts.append("\(summary.updated) updated") }
        let total = summary.added + summary.updated
        print("Imported \(total == 1 ? "1 person" : "\(total) people")\(parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))") into \(database.path).")
    }

    /// The file's bytes, or an error that says plainly why they cannot be read.
    private static func read(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("Cannot read \(path): no such file.")
        }
        if isDirectory.boolValue { throw CLIError("Cannot read \(path): it is a folder, not a file.") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CLIError("Cannot read \(path): permission denied.")
        }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw CLIError("Cannot read \(path): \(error.localizedDescription)")
        }
    }
}
