import GtkKit
import RosterViewModels

/// The modal progress dialog of an import: what is happening, a progress bar
/// (determinate once the amount of work is known, pulsing before), and Cancel.
/// Shown while `transfer.importProgress` is set.
@MainActor
package final class ImportProgressDialog {
    package let window = Window()
    package let heading = Label()
    package let text = Label()
    package let bar = ProgressBar()
    package let cancel = Button(label: "")
    private let bindings = BindingBag()

    init(transfer: TransferViewModel, parent: Window) {
        window.becomeTransferDialog(title: transfer.importChooserTitle, over: parent, width: 440, resizable: false)

        let content = Box(.vertical, spacing: 12)
        content.addCSSClass("transfer-dialog-content")
        heading.text = transfer.importChooserTitle
        heading.addCSSClass("transfer-dialog-heading")
        for label in [heading, text] {
            label.xAlign = 0
            label.wraps = true
            content.append(label)
        }
        text.addCSSClass("dim-label")
        content.append(bar)
        cancel.label = transfer.cancelTitle
        cancel.halign = .end
        content.append(cancel)
        window.setChild(content)

        let cancelImport: @MainActor () -> Void = { [weak transfer] in transfer?.importCancelTapped() }
        cancel.onClicked(cancelImport)
        window.addShortcut("Escape", cancelImport)
        // Closing the dialog is Cancel; it goes away when the import has stopped.
        window.onCloseRequested { cancelImport(); return true }

        bindings.bind({ transfer.importProgress }, name: .importProgress) { [weak self] progress in self?.show(progress) }
    }

    private func show(_ progress: TransferViewModel.ImportProgress?) {
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
