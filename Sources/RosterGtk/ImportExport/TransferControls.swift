import GtkKit
import RosterViewModels

/// Import… and Export…: the header-bar buttons, their file choosers, the
/// import's progress dialog and the report. Every decision is the transfer
/// view model's; this forwards the chosen paths and shows its state.
@MainActor
package final class TransferControls {
    /// Icons, named for screen readers and explained by tooltips: with text they
    /// would not fit a phone-width header beside the window's own buttons.
    package let importButton = Button(iconName: "document-open-symbolic")
    package let exportButton = Button(iconName: "document-save-as-symbolic")
    package let progress: ImportProgressDialog
    package let report: TransferReportDialog
    /// "Import from URL": the address dialog.
    package let urlDialog: ImportURLDialog
    /// The file chooser, while one is open.
    package private(set) var chooser: FileChooser?
    private let transfer: TransferViewModel
    private let parent: Window
    private let bindings = BindingBag()

    /// - Parameter commands: `win.import`, `win.import-url` and `win.export`, which the buttons run; enabled while a transfer may start.
    init(transfer: TransferViewModel, parent: Window, appTitle: String, commands: WindowCommands) {
        self.transfer = transfer
        self.parent = parent
        progress = ImportProgressDialog(transfer: transfer, parent: parent)
        report = TransferReportDialog(transfer: transfer, parent: parent, appTitle: appTitle)
        urlDialog = ImportURLDialog(transfer: transfer, parent: parent)
        importButton.accessibleName = ControlNames.importFile
        exportButton.accessibleName = ControlNames.exportFile
        importButton.tooltip = transfer.importChooserTitle
        exportButton.tooltip = transfer.exportChooserTitle
        importButton.detailedActionName = RosterActions.importFile.name
        exportButton.detailedActionName = RosterActions.exportFile.name
        // One binding: whether a transfer may start, for files and for a URL alike.
        bindings.bind({ [transfer.isTransferEnabled, transfer.isURLImportAvailable] }, name: .transferEnabled) {
            [importAction = commands.importFile, exportAction = commands.exportFile, urlAction = commands.importURL] enabled in
            importAction.isEnabled = enabled[0]
            exportAction.isEnabled = enabled[0]
            urlAction.isEnabled = enabled[1]
        }
    }

    /// Opens the import chooser (JSON files); the chosen file is imported.
    func chooseImportFile() {
        open(FileChooser(title: transfer.importChooserTitle, parent: parent, mode: .open,
                         filterName: transfer.fileFilterName, mimeTypes: transfer.fileTypes)) { [weak transfer] path in
            transfer?.importChosen(path: path)
        }
    }

    /// Opens the export chooser in save mode with the suggested name; the directory is written there.
    func chooseExportFile() {
        open(FileChooser(title: transfer.exportChooserTitle, parent: parent, mode: .save(suggestedName: transfer.suggestedExportName),
                         filterName: transfer.fileFilterName, mimeTypes: transfer.fileTypes)) { [weak transfer] path in
            transfer?.exportChosen(path: path)
        }
    }

    private func open(_ chooser: FileChooser, then chosen: @escaping @MainActor (String) -> Void) {
        chooser.onFinished { [weak self] path in
            if let path { chosen(path) }
            self?.chooser = nil
        }
        self.chooser = chooser
        chooser.show()
    }
}
