import ArgumentParser
import Foundation
import RosterModel
import RosterREST
import RosterViewModels

/// `roster-cli import FILE` (all-or-nothing import of a directory document or a vCard file) and
/// `roster-cli import URL` (the same from a JSONPlaceholder-compatible REST API).
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: L10n.tr("Import people (and their tasks) from a JSON file, a vCard file or a REST API."),
        discussion: L10n.tr(
            "FILE is what `export` writes — {\"users\": [...], \"todos\": [...]} — or a JSON array of people in the JSONPlaceholder users shape. Each person needs an id (positive whole number, unique in the file), a name and an email; username, phone, website, company.name, biography and avatar (an image file, relative to FILE) are optional; other keys are ignored. The same rules as the Profile page apply. A person or task whose id already exists is replaced. If any record is invalid nothing is imported, every bad record is listed and the exit code is 1."
        )
            + "\n\n"
            + L10n.tr(
                "A FILE that begins with BEGIN:VCARD, whatever its name, is read as vCard (2.1, 3.0 or 4.0): one person a card, from FN (or N), the preferred EMAIL, TEL and URL, ORG, NOTE, PHOTO and NICKNAME (the username; without one, the email's part before the @). A card whose email is already stored replaces that person; the others are added. Every value Roster has no place for (a second email, an address…) is listed. The same rules apply, all or nothing; a malformed file is refused with its line."
            )
            + "\n\n"
            + L10n.tr(
                "URL is the users list of a JSONPlaceholder-compatible REST API (http://host:port/users, or its base URL): its users and, beside them, its todos are read and checked by the same rules, all or nothing. Each answer must come within --timeout seconds and be at most 20 MB; redirects to another host are refused."
            )
    )

    @OptionGroup var options: DatabaseOptions

    @Argument(
        help: ArgumentHelp(
            L10n.tr("The JSON or vCard file to import, or the http:// or https:// address of a users list."), valueName: "FILE|URL"))
    var file: String

    @Option(help: ArgumentHelp(L10n.tr("How long a URL import waits for each answer, in seconds."), valueName: "SECONDS"))
    var timeout: Double = RESTDirectorySource.defaultTimeout

    func validate() throws {
        guard timeout > 0, timeout.isFinite else { throw ValidationError(L10n.tr("--timeout must be a positive number of seconds.")) }
    }

    func run() async throws {
        let file = self.file
        if Self.isAddress(file) {
            return try await importURL(file)
        }
        let message = try await options.withDatabase { database in
            do {
                let summary = try await DirectoryTransfer(store: database, avatars: AvatarLibrary()).importFile(at: file)
                let report = ImportReport(summary: summary, locale: environmentLocale.numbers)
                // TRANSLATORS: "Imported 10 people (10 added) into /path/roster.sqlite."
                let title = L10n.tr("{0} into {1}.", report.title, database.displayName)
                // A vCard's values Roster did not keep, listed under it.
                return ([title] + report.lines.map { "  " + $0 }).joined(separator: "\n")
            } catch let error as ImportError {
                throw CLIError(ImportReport(error: Self.clarified(error)).text)
            }
        }
        Output.text(message)
    }

    /// Whether the argument is a URL rather than a file: http(s), or any `scheme://` that names no file here.
    static func isAddress(_ argument: String) -> Bool {
        RemoteDirectoryAddress.looksLikeWebAddress(argument)
            || (argument.contains("://") && !FileManager.default.fileExists(atPath: argument))
    }

    /// `import URL`: the team at the address, all or nothing; progress on stderr when it is a terminal.
    private func importURL(_ text: String) async throws {
        let address: RemoteDirectoryAddress
        do {
            address = try RemoteDirectoryAddress(text)
        } catch {
            throw CLIError(ImportReport(error: error).text)
        }
        let reader = RESTDirectorySource(timeout: timeout)
        let locale = environmentLocale.numbers
        let host = ImportExportViewModel.hostName(address)
        let showsProgress = Output.standardErrorIsTerminal
        let message = try await options.withDatabase { database in
            do {
                let summary = try await DirectoryTransfer(store: database, avatars: AvatarLibrary()).importRemote(
                    from: address, reader: reader
                ) { progress in
                    guard showsProgress else { return }
                    let line = TerminalText.escaped(ImportExportViewModel.progress(progress, name: host, locale: locale).text)
                    FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
                }
                if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
                // TRANSLATORS: "Imported 10 people (10 added) into /path/roster.sqlite."
                return L10n.tr("{0} into {1}.", ImportReport(summary: summary, locale: locale).title, database.displayName)
            } catch let error as ImportError {
                if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
                throw CLIError(ImportReport(error: error).text)
            } catch let error as RemoteImportError {
                if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
                throw CLIError(ImportReport(error: error).text)
            }
        }
        Output.text(message)
    }

    /// A file that cannot be read for a reason the model could not name (it reads
    /// through Foundation, whose read errors carry no system error: "Unknown error
    /// 256" for /proc/self/mem) gets the system's own reason ("Input/output error").
    static func clarified(_ error: ImportError) -> ImportError {
        guard case .unreadable(let path, .failed) = error else { return error }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .unreadable(path: path, .failed(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var byte: UInt8 = 0
        guard read(descriptor, &byte, 1) < 0 else { return error }
        return .unreadable(path: path, .failed(String(cString: strerror(errno))))
    }
}
