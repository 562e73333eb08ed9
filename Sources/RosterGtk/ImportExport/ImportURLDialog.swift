import GtkKit
import RosterViewModels

/// "Import from URL": a small modal dialog with the address of a users list, the view
/// model's reason when it cannot be imported from, Cancel and Import (enabled only for
/// a web address). Shown while `importExport.isURLDialogShown`; Import hands over to the
/// same progress dialog and report as a file import.
@MainActor
package final class ImportURLDialog {
    // Made on first use, put together when first shown (`build()`), not before the main
    // window's first frame.
    package var window: Window { shell.window }
    package private(set) lazy var heading = Label()
    package private(set) lazy var body = Label()
    package private(set) lazy var entry = Entry(placeholder: importExport.urlPlaceholder)
    package private(set) lazy var problem = Label()
    package private(set) lazy var cancel = Button(label: "")
    package private(set) lazy var confirm = Button(label: "")
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
        bindings.bind({ importExport.isURLDialogShown }, name: .urlDialog) { [weak self] shown in
            self?.show(shown, text: importExport.urlText)
        }
    }

    private func build() { shell.assembleOnce(assemble) }

    private func assemble() {
        let importExport = self.importExport
        window.becomeImportExportDialog(title: importExport.urlDialogTitle, over: parent, width: 480, resizable: false)

        let content = Box(.vertical, spacing: 12)
        content.addCSSClass("import-export-dialog-content")
        heading.text = importExport.urlDialogTitle
        heading.addCSSClass("import-export-dialog-heading")
        body.text = importExport.urlDialogBody
        for label in [heading, body, problem] {
            label.xAlign = 0
            label.wraps = true
        }
        problem.addCSSClass("dim-label")
        problem.addCSSClass("caption")
        entry.accessibleName = ControlNames.importURLEntry
        entry.activatesDefault = true
        cancel.label = importExport.cancelTitle
        confirm.label = importExport.urlImportTitle
        confirm.addCSSClass("suggested-action")
        let buttons = Box(.horizontal, spacing: 8)
        buttons.halign = .end
        buttons.append(cancel)
        buttons.append(confirm)
        for widget in [heading, body, entry, problem, buttons] as [Widget] { content.append(widget) }
        window.setChild(content)
        window.setDefaultWidget(confirm)

        entry.onTextChanged { [weak importExport] text in importExport?.urlChanged(text) }
        confirm.onClicked { [weak importExport] in importExport?.urlImportConfirmed() }
        let dismiss: @MainActor () -> Void = { [weak importExport] in importExport?.urlDialogCancelled() }
        cancel.onClicked(dismiss)
        window.addShortcut("Escape", dismiss)
        window.onCloseRequested {
            dismiss()
            return true
        }
        bindings.bind({ importExport.urlProblem }, name: .urlProblem) { [weak self] problem in
            self?.problem.text = problem ?? ""
            self?.problem.isVisible = problem != nil
        }
        bindings.bind({ importExport.isURLImportEnabled }, name: .urlImportEnabled) { [weak self] enabled in
            self?.confirm.isSensitive = enabled
        }
    }

    private func show(_ shown: Bool, text: String) {
        guard shown else {
            shell.hide()
            return
        }
        build()
        entry.text = text
        if !window.isVisible {
            window.present()
            _ = entry.grabFocus()
        }
    }
}
