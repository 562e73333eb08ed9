import GtkKit
import RosterViewModels

/// Import… and Export…: the header-bar buttons, their file choosers, the
/// import's progress dialog and the report. Every decision is the importExport
/// view model's; this forwards the chosen paths and shows its state.
@MainActor
package final class ImportExportControls {
    /// Icons, named for screen readers and explained by tooltips: with text they
    /// would not fit a phone-width header beside the window's own buttons.
    package let importButton = Button(iconName: "document-open-symbolic")
    package let exportButton = Button(iconName: "document-save-as-symbolic")
    package let progress: ImportProgressDialog
    package let report: ImportExportReportDialog
    /// "Import from URL": the address dialog.
    package let urlDialog: ImportURLDialog
    /// The file chooser, while one is open.
    package private(set) var chooser: FileChooser?
    private let importExport: ImportExportViewModel
    private let parent: Window
    private let bindings = BindingBag()

    /// - Parameter commands: `win.import`, `win.import-url` and `win.export`, which the buttons run; enabled while a importExport may start.
    init(importExport: ImportExportViewModel, parent: Window, appTitle: String, commands: WindowCommands) {
        self.importExport = importExport
        self.parent = parent
        progress = ImportProgressDialog(importExport: importExport, parent: parent)
        report = ImportExportReportDialog(importExport: importExport, parent: parent, appTitle: appTitle)
        urlDialog = ImportURLDialog(importExport: importExport, parent: parent)
        importButton.accessibleName = ControlNames.importFile
        exportButton.accessibleName = ControlNames.exportFile
        exportButton.tooltip = importExport.exportChooserTitle
        importButton.detailedActionName = RosterActions.importFile.name
        exportButton.detailedActionName = RosterActions.exportFile.name
        // One binding: whether an import or export may start, for files and for a URL alike.
        // Import… also follows the signed-in part (administrators only); its tooltip says why not.
        bindings.bind(
            {
                Availability(
                    importExport: importExport.isImportExportEnabled, importURL: importExport.isURLImportAvailable,
                    importFile: importExport.isImportEnabled, importRefusal: importExport.importDisabledReason)
            },
            name: .importExportEnabled
        ) {
            [
                importAction = commands.importFile, exportAction = commands.exportFile, urlAction = commands.importURL, importButton,
                chooserTitle = importExport.importChooserTitle
            ] available in
            importAction.isEnabled = available.importFile
            exportAction.isEnabled = available.importExport
            urlAction.isEnabled = available.importURL
            importButton.tooltip = available.importRefusal ?? chooserTitle
        }
    }

    /// What the buttons and actions follow, as one value so one binding applies it.
    private struct Availability: Equatable {
        var importExport: Bool
        var importURL: Bool
        var importFile: Bool
        var importRefusal: String?
    }

    /// Opens the import chooser (JSON and vCard files); the chosen file is imported.
    func chooseImportFile() {
        open(
            FileChooser(
                title: importExport.importChooserTitle, parent: parent, mode: .open,
                filterName: importExport.importFilterName, mimeTypes: importExport.importFileTypes)
        ) { [weak importExport] path, _ in
            importExport?.importChosen(path: path)
        }
    }

    /// Opens the export chooser in save mode with the suggested name and one filter per
    /// format (JSON, vCard); the directory is written there, in the format the name's
    /// extension or the chosen filter says.
    func chooseExportFile() {
        let chooser = FileChooser(
            title: importExport.exportChooserTitle, parent: parent, mode: .save(suggestedName: importExport.suggestedExportName),
            filters: importExport.exportFormats.map { ($0.filterName, $0.mimeTypes) })
        // Another filter gives the typed name its format's extension (roster.json, roster.vcf).
        chooser.onFilterChanged { [weak importExport, weak chooser] index in
            guard let importExport, let chooser, let index, let name = chooser.currentName else { return }
            let renamed = importExport.exportName(name, forFilterAt: index)
            if renamed != name { chooser.currentName = renamed }
        }
        open(chooser) { [weak importExport] path, filterIndex in
            importExport?.exportChosen(path: path, filterIndex: filterIndex)
        }
    }

    private func open(_ chooser: FileChooser, then chosen: @escaping @MainActor (String, Int?) -> Void) {
        chooser.onFinished { [weak self, weak chooser] path in
            if let path { chosen(path, chooser?.selectedFilterIndex) }
            self?.chooser = nil
        }
        self.chooser = chooser
        chooser.show()
    }
}
