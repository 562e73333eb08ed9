import Foundation
import Observation
import RosterModel

/// Import and export of the whole directory: the file choosers' wording,
/// determinate progress, Cancel, and the report of what happened.
///
/// Who owns what: `DirectoryTransfer` (the model) reads, checks and writes,
/// all or nothing; this view model owns the progress shown, the cancellable
/// task, and the report until it is dismissed.
@MainActor
@Observable
public final class ImportExportViewModel {
    /// An import under way, as the progress dialog shows it.
    public struct ImportProgress: Equatable, Sendable {
        /// "Reading team.json…", "Writing 3,000 of 100,000 records…".
        public var text: String
        /// From 0 to 1; nil while the amount of work is not known yet.
        public var fraction: Double?
    }

    /// The import in progress; nil when none runs.
    public private(set) var importProgress: ImportProgress?
    /// What the last import or export did (or why it failed), until dismissed.
    public private(set) var report: ImportReport?
    /// Whether an export is being written.
    public private(set) var isExporting = false
    /// Whether the "Import from URL" dialog is open.
    public private(set) var isURLDialogShown = false
    /// The address typed in the URL dialog.
    public private(set) var urlText = ""
    /// Why the URL dialog's Import is disabled (nil: it is enabled), shown under the entry.
    public private(set) var urlProblem: String? = ImportExportViewModel.problem(ofURL: "")

    public let importChooserTitle = L10n.tr("Import People")
    public let exportChooserTitle = L10n.tr("Export People")
    public let fileFilterName = L10n.tr("JSON files")
    public let fileTypes = ["application/json"]
    public let suggestedExportName = "roster.json"
    /// The import chooser's filter: import reads JSON and vCard alike (told apart by content).
    public let importFilterName = L10n.tr("JSON and vCard files")
    public let importFileTypes = ["application/json", "text/vcard", "text/x-vcard", "text/directory"]
    /// The formats Export… offers, in the chooser's order: its filters.
    public let exportFormats: [ExportFormatChoice] = [
        ExportFormatChoice(format: .json, filterName: L10n.tr("JSON files (people and tasks)"), mimeTypes: ["application/json"]),
        ExportFormatChoice(
            format: .vCard, filterName: L10n.tr("vCard files (people only, with photos)"), mimeTypes: ["text/vcard", "text/x-vcard"]),
    ]
    public let cancelTitle = L10n.tr("Cancel")
    public let urlDialogTitle = L10n.tr("Import from URL")
    public let urlDialogBody = L10n.tr(
        "The address of a JSONPlaceholder-style users list, such as https://example.org/users. Its todos are read from beside it.")
    public let urlPlaceholder = "https://example.org/users"
    public let urlImportTitle = ControlNames.importURLConfirm

    private let transfer: DirectoryTransfer
    private let remote: (any RemoteDirectoryReading)?
    private let locale: Locale
    @ObservationIgnored private var importTask: Task<Bool, Never>?

    /// - Parameters:
    ///   - transfer: reads and writes the directory's JSON, and imports it into the store.
    ///   - remote: reads a team from a REST API ("Import from URL…"); nil: not offered.
    ///   - locale: how the reports format numbers.
    ///   - access: who is signed in, read when it matters (the app's `PeopleViewModel.access`,
    ///     observed, which a directory that opens lazily settles once open); nil: the store's.
    public init(
        transfer: DirectoryTransfer, remote: (any RemoteDirectoryReading)? = nil, locale: Locale = .current,
        access: (@MainActor () -> DirectoryAccess)? = nil
    ) {
        self.transfer = transfer
        self.remote = remote
        self.locale = locale
        self.access = access ?? { [store = transfer.store] in store.access }
    }

    /// Who is signed in (see `init`).
    @ObservationIgnored private let access: @MainActor () -> DirectoryAccess

    /// Whether Import… and Export… apply: no other import or export is running.
    public var isImportExportEnabled: Bool { importProgress == nil && !isExporting }

    /// Whether Import… applies: the signed-in part may import (administrators only) and no
    /// import or export is running.
    public var isImportEnabled: Bool { importDisabledReason == nil && isImportExportEnabled }

    /// Why the signed-in part may not import ("Only an administrator can import into the
    /// directory"); nil when it may.
    public var importDisabledReason: String? {
        access().administers ? nil : ErrorMessages.text(PermissionDenial.importDirectory)
    }

    /// Whether "Import from URL…" applies: a REST reader was given, the part may import and no import or export is running.
    public var isURLImportAvailable: Bool { remote != nil && isImportEnabled }

    /// Whether the URL dialog's Import applies: the address is a web address and no import or export is running.
    public var isURLImportEnabled: Bool { urlProblem == nil && isURLImportAvailable }

    /// A file was chosen to import. Refused (returns false at once) while an import or export runs.
    @discardableResult
    public func importChosen(path: String) -> Task<Bool, Never> {
        guard isImportEnabled else { return Task { false } }
        let transfer = self.transfer
        return runImport(name: (path as NSString).lastPathComponent) { progress in
            try await transfer.importFile(at: path, progress: progress)
        }
    }

    /// "Import from URL…": opens the URL dialog with an empty address. Refused (returns false) when it does not apply.
    @discardableResult
    public func importFromURLTapped() -> Bool {
        guard isURLImportAvailable, !isURLDialogShown else { return false }
        report = nil
        urlChanged("")
        isURLDialogShown = true
        return true
    }

    /// The URL dialog's address changed.
    public func urlChanged(_ text: String) {
        urlText = text
        urlProblem = Self.problem(ofURL: text)
    }

    /// The URL dialog was closed without importing.
    public func urlDialogCancelled() {
        isURLDialogShown = false
    }

    /// The URL dialog's Import (or Enter in its entry): the dialog closes and the team at the
    /// address is imported, with the same progress, Cancel and report as a file.
    /// Refused (returns false at once) while Import is disabled.
    @discardableResult
    public func urlImportConfirmed() -> Task<Bool, Never> {
        guard isURLImportEnabled, let remote, let address = try? RemoteDirectoryAddress(urlText) else { return Task { false } }
        isURLDialogShown = false
        return importURL(address, reader: remote)
    }

    /// Imports the team at `address` through `reader` (the CLI's `import URL`), with progress and report.
    @discardableResult
    public func importURL(_ address: RemoteDirectoryAddress, reader: any RemoteDirectoryReading) -> Task<Bool, Never> {
        guard isImportEnabled else { return Task { false } }
        let transfer = self.transfer
        return runImport(name: Self.hostName(address)) { progress in
            try await transfer.importRemote(from: address, reader: reader, progress: progress)
        }
    }

    /// Why `text` cannot be imported from (nil: it can), as the URL dialog says it.
    nonisolated public static func problem(ofURL text: String) -> String? {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return L10n.tr("Type the address of a users list, starting with http:// or https://.")
        }
        do {
            _ = try RemoteDirectoryAddress(text)
            return nil
        } catch .unsupportedScheme(let scheme) {
            return L10n.tr("“{0}:” addresses cannot be imported from; use http:// or https://.", scheme)
        } catch {
            return L10n.tr("This is not a web address: it needs http:// or https:// and a host name.")
        }
    }

    /// "example.org", "127.0.0.1:8080": what the progress says it downloads from.
    nonisolated public static func hostName(_ address: RemoteDirectoryAddress) -> String {
        let host = address.usersURL.host ?? address.description
        return address.usersURL.port.map { "\(host):\($0)" } ?? host
    }

    /// Runs one import (a file's or a URL's) with the progress dialog's state and the report.
    private func runImport(
        name: String, _ body: @escaping @Sendable (@escaping @Sendable (DirectoryTransfer.Progress) -> Void) async throws -> ImportSummary
    ) -> Task<Bool, Never> {
        report = nil
        importProgress = ImportProgress(text: L10n.tr("Reading {0}…", name), fraction: nil)
        let locale = self.locale
        let progressSink = ProgressSink { [weak self] progress in self?.show(progress, name: name, locale: locale) }
        let task = ViewModelActivity.task { [weak self] () -> Bool in
            let outcome: Result<ImportSummary, any Error>
            do {
                outcome = .success(
                    try await body { progress in
                        Task { @MainActor in progressSink.deliver(progress) }
                    })
            } catch {
                outcome = .failure(error)
            }
            guard let self else { return false }
            self.importProgress = nil
            self.importTask = nil
            switch outcome {
            case .success(let summary):
                self.report = ImportReport(summary: summary, locale: locale)
                return true
            case .failure(let error):
                self.report = ImportReport(error: error)
                return false
            }
        }
        importTask = task
        return task
    }

    /// Cancel in the progress dialog: the import stops and changes nothing.
    /// Refused (returns false) when no import runs.
    @discardableResult
    public func importCancelTapped() -> Bool {
        guard let importTask else { return false }
        importTask.cancel()
        importProgress = ImportProgress(text: L10n.tr("Cancelling…"), fraction: importProgress?.fraction)
        return true
    }

    /// The format an export to `path` writes: the file's extension decides (`.vcf` or
    /// `.vcard`: vCard; `.json`: JSON); without one of those, the chooser's chosen filter
    /// (`exportFormats[filterIndex]`), else JSON.
    nonisolated public static func exportFormat(forPath path: String, filterIndex: Int? = nil) -> DirectoryTransfer.ExportFormat {
        switch (path as NSString).pathExtension.lowercased() {
        case "vcf", "vcard": return .vCard
        case "json": return .json
        default: return filterIndex == 1 ? .vCard : .json
        }
    }

    /// A file was chosen to export to, with the chooser's filter (`exportFormats`' index):
    /// written in the format `exportFormat(forPath:filterIndex:)` picks.
    @discardableResult
    public func exportChosen(path: String, filterIndex: Int?) -> Task<Bool, Never> {
        exportChosen(path: path, format: Self.exportFormat(forPath: path, filterIndex: filterIndex))
    }

    /// A file was chosen to export to, written as `format` (nil: as its extension says, else JSON).
    /// Refused (returns false at once) while an import or export runs.
    @discardableResult
    public func exportChosen(path: String, format: DirectoryTransfer.ExportFormat? = nil) -> Task<Bool, Never> {
        let format = format ?? Self.exportFormat(forPath: path)
        guard isImportExportEnabled else { return Task { false } }
        report = nil
        isExporting = true
        let transfer = self.transfer
        let locale = self.locale
        return ViewModelActivity.task { [weak self] () -> Bool in
            defer { self?.isExporting = false }
            do {
                let (_, summary) = try await transfer.export(to: path, format: format)
                let title =
                    format == .vCard
                    ? Self.exportedVCardTitle(summary, path: path, locale: locale)
                    : Self.exportedTitle(summary, path: path, locale: locale)
                self?.report = ImportReport(title: title, lines: [], isError: false)
                return true
            } catch {
                self?.report = ImportReport(title: L10n.tr("Not exported: {0}", describe(error)), lines: [], isError: true)
                return false
            }
        }
    }

    /// The report was closed. Refused (returns false) when none is shown.
    @discardableResult
    public func reportDismissed() -> Bool {
        guard report != nil else { return false }
        report = nil
        return true
    }

    private func show(_ progress: DirectoryTransfer.Progress, name: String, locale: Locale) {
        // A late update after the import finished must not bring the dialog back.
        guard importProgress != nil, importTask?.isCancelled == false else { return }
        importProgress = Self.progress(progress, name: name, locale: locale)
    }

    /// How an import's progress reads (the window's dialog, the CLI's stderr line).
    /// `name`: the file's name, or the host a URL import downloads from.
    nonisolated public static func progress(_ progress: DirectoryTransfer.Progress, name: String, locale: Locale) -> ImportProgress {
        switch progress {
        case .reading:
            return ImportProgress(text: L10n.tr("Reading {0}…", name), fraction: nil)
        case .downloading(let done, let requests, let bytes, let expected):
            let part = expected.map { $0 > 0 ? min(1, Double(bytes) / Double($0)) : 1 } ?? 0
            let fraction = requests == 0 ? nil : (Double(done) + part) / Double(requests)
            guard done < requests else {
                return ImportProgress(text: L10n.tr("Checking the records from {0}…", name), fraction: 1)
            }
            return ImportProgress(
                text: L10n.tr(
                    // TRANSLATORS: "Downloading from example.org: request 1 of 2…".
                    "Downloading from {0}: request {1} of {2}…", name, L10n.number(done + 1, locale), L10n.number(requests, locale)),
                fraction: fraction)
        case .copyingImages(let done, let total):
            return ImportProgress(
                text: L10n.tr("Copying photos: {0} of {1}…", L10n.number(done, locale), L10n.number(total, locale)),
                fraction: total == 0 ? nil : Double(done) / Double(total))
        case .writing(let done, let total):
            return ImportProgress(
                text: L10n.trn(
                    "Writing {0} of {1} record…", "Writing {0} of {1} records…", total, L10n.number(done, locale),
                    L10n.number(total, locale)),
                fraction: total == 0 ? 1 : Double(done) / Double(total))
        }
    }

    static func exportedTitle(_ summary: DirectoryTransfer.ExportSummary, path: String, locale: Locale) -> String {
        let people = L10n.trn("{0} person", "{0} people", summary.people, L10n.number(summary.people, locale))
        let tasks = L10n.trn("{0} task", "{0} tasks", summary.tasks, L10n.number(summary.tasks, locale))
        let file = (path as NSString).lastPathComponent
        if summary.images == 0 {
            // TRANSLATORS: "Exported 10 people, 200 tasks to team.json".
            return L10n.tr("Exported {0}, {1} to {2}", people, tasks, file)
        }
        let photos = L10n.trn("{0} photo", "{0} photos", summary.images, String(summary.images))
        // TRANSLATORS: "Exported 10 people, 200 tasks and 3 photos to team.json".
        return L10n.tr("Exported {0}, {1} and {2} to {3}", people, tasks, photos, file)
    }
}

extension ImportExportViewModel {
    /// One format of Export…: a filter of the save chooser.
    public struct ExportFormatChoice: Sendable, Equatable {
        public var format: DirectoryTransfer.ExportFormat
        /// "vCard files (people only, with photos)".
        public var filterName: String
        public var mimeTypes: [String]
    }

    /// "Exported 10 people as vCard to team.vcf", with the photos when there are any.
    static func exportedVCardTitle(_ summary: DirectoryTransfer.ExportSummary, path: String, locale: Locale) -> String {
        let people = L10n.trn("{0} person", "{0} people", summary.people, L10n.number(summary.people, locale))
        let file = (path as NSString).lastPathComponent
        if summary.images == 0 {
            // TRANSLATORS: "Exported 10 people as vCard to team.vcf".
            return L10n.tr("Exported {0} as vCard to {1}", people, file)
        }
        let photos = L10n.trn("{0} photo", "{0} photos", summary.images, String(summary.images))
        // TRANSLATORS: "Exported 10 people and 3 photos as vCard to team.vcf".
        return L10n.tr("Exported {0} and {1} as vCard to {2}", people, photos, file)
    }
}

/// Carries progress from the import's threads to the main actor without capturing the view model there.
@MainActor
private final class ProgressSink: Sendable {
    private let body: @MainActor (DirectoryTransfer.Progress) -> Void
    nonisolated init(_ body: @escaping @MainActor (DirectoryTransfer.Progress) -> Void) { self.body = body }
    func deliver(_ progress: DirectoryTransfer.Progress) { body(progress) }
}

extension ImportReport {
    /// A report with the given wording.
    public init(title: String, lines: [String], isError: Bool) {
        self.title = title
        self.lines = lines
        self.isError = isError
    }
}
