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
public final class TransferViewModel {
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

    public let importChooserTitle = L10n.tr("Import People")
    public let exportChooserTitle = L10n.tr("Export People")
    public let fileFilterName = L10n.tr("JSON files")
    public let fileTypes = ["application/json"]
    public let suggestedExportName = "roster.json"
    public let cancelTitle = L10n.tr("Cancel")

    private let transfer: DirectoryTransfer
    private let locale: Locale
    @ObservationIgnored private var importTask: Task<Bool, Never>?

    public init(transfer: DirectoryTransfer, locale: Locale = .current) {
        self.transfer = transfer
        self.locale = locale
    }

    /// Whether Import… and Export… apply: nothing else is being transferred.
    public var isTransferEnabled: Bool { importProgress == nil && !isExporting }

    /// A file was chosen to import. Refused (returns false at once) while a transfer runs.
    @discardableResult
    public func importChosen(path: String) -> Task<Bool, Never> {
        guard isTransferEnabled else { return Task { false } }
        let name = (path as NSString).lastPathComponent
        report = nil
        importProgress = ImportProgress(text: L10n.tr("Reading {0}…", name), fraction: nil)
        let transfer = self.transfer
        let locale = self.locale
        let progressSink = ProgressSink { [weak self] progress in self?.show(progress, name: name, locale: locale) }
        let task = ViewModelActivity.task { [weak self] () -> Bool in
            let outcome: Result<ImportSummary, any Error>
            do {
                outcome = .success(try await transfer.importFile(at: path) { progress in
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

    /// A file was chosen to export to. Refused (returns false at once) while a transfer runs.
    @discardableResult
    public func exportChosen(path: String) -> Task<Bool, Never> {
        guard isTransferEnabled else { return Task { false } }
        report = nil
        isExporting = true
        let transfer = self.transfer
        let locale = self.locale
        return ViewModelActivity.task { [weak self] () -> Bool in
            defer { self?.isExporting = false }
            do {
                let (_, summary) = try await transfer.export(to: path)
                self?.report = ImportReport(title: Self.exportedTitle(summary, path: path, locale: locale), lines: [], isError: false)
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
        switch progress {
        case .reading:
            importProgress = ImportProgress(text: L10n.tr("Reading {0}…", name), fraction: nil)
        case .copyingImages(let done, let total):
            importProgress = ImportProgress(text: L10n.tr("Copying photos: {0} of {1}…", L10n.number(done, locale), L10n.number(total, locale)),
                                            fraction: total == 0 ? nil : Double(done) / Double(total))
        case .writing(let done, let total):
            importProgress = ImportProgress(text: L10n.trn("Writing {0} of {1} record…", "Writing {0} of {1} records…", total, L10n.number(done, locale), L10n.number(total, locale)),
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
