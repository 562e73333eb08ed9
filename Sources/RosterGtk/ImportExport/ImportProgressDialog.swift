import GtkKit
import RosterViewModels

/// The modal progress dialog of an import: what is happening, a progress bar
/// (determinate once the amount of work is known, pulsing before), and Cancel.
/// Shown while `importExport.importProgress` is set.
@MainActor
package final class ImportProgressDialog {
    // Made on first use, put together on the first import (`build()`), not before the main
    // window's first frame.
    package var window: Window { shell.window }
    package private(set) lazy var heading = Label()
    package private(set) lazy var text = Label()
    package private(set) lazy var bar = ProgressBar()
    package private(set) lazy var cancel = Button(label: "")
    private let importExport: ImportExportViewModel
    private let parent: Window
    /// The window, made and put together on the first show.
    private let shell = DialogWindow()
    /// Whether the dialog is open (read without building it).
    package var isShown: Bool { shell.isShown }
    private let bindings = BindingBag()

    init(importExport: ImportExportViewModel, parent: Window) {
        self.importExport = importExport
        self.parent = parent
        bindings.bind({ importExport.importProgress }, name: .importProgress) { [weak self] progress in self?.show(progress) }
    }

    private func build() { shell.assembleOnce(assemble) }

    private func assemble() {
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
    }

    private func show(_ progress: ImportExportViewModel.ImportProgress?) {
        guard let progress else {
            guard shell.isAssembled else { return }
            bar.stopPulsing()
            window.isVisible = false
            return
        }
        build()
        text.text = progress.text
        bar.progress = progress.fraction
        if !window.isVisible {
            window.present()
            cancel.grabFocus()
        }
    }
}
