import GtkKit
import RosterViewModels

/// The modal progress dialog of an import: what is happening, a progress bar
/// (determinate once the amount of work is known, pulsing before), and Cancel.
/// Shown while `importExport.importProgress` is set.
@MainActor
package final class ImportProgressDialog {
    package let window = Window()
    package let heading = Label()
    package let text = Label()
    package let bar = ProgressBar()
    package let cancel = Button(label: "")
    private let bindings = BindingBag()

    init(importExport: ImportExportViewModel, parent: Window) {
        window.becomeImportExportDialog(title: importExport.importChooserTitle, over: parent, width: 440, resizable: false)

        let content = Box(.vertical, spacing: 12)
        content.addCSSClass("import-export-dialog-content")
        heading.text = importExport.importChooserTitle
        heading.addCSSClass("import-export-dialog-heading")
        for label in [heading, text] {
            label.xAlign = 0
            label.wraps = true
            content.append(label)
        }
        text.addCSSClass("dim-label")
        content.append(bar)
        cancel.label = importExport.cancelTitle
        cancel.halign = .end
        content.append(cancel)
        window.setChild(content)

        let cancelImport: @MainActor () -> Void = { [weak importExport] in importExport?.importCancelTapped() }
        cancel.onClicked(cancelImport)
        window.addShortcut("Escape", cancelImport)
        // Closing the dialog is Cancel; it goes away when the import has stopped.
        window.onCloseRequested {
            cancelImport()
            return true
        }

        bindings.bind({ importExport.importProgress }, name: .importProgress) { [weak self] progress in self?.show(progress) }
    }

    private func show(_ progress: ImportExportViewModel.ImportProgress?) {
        guard let progress else {
            bar.stopPulsing()
            window.isVisible = false
            return
        }
        text.text = progress.text
        bar.progress = progress.fraction
        if !window.isVisible {
            window.present()
            cancel.grabFocus()
        }
    }
}
