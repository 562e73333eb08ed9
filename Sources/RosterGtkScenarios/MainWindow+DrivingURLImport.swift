import GtkKit
import RosterGtk

@MainActor
extension MainWindow {
    // MARK: Import from URL

    /// Runs `win.import-url` as the primary menu's "Import from URL…" (or Ctrl+Shift+O) does.
    public func activateImportURL() { window.activateAction(RosterActions.importURL.name) }

    /// Whether `win.import-url` is enabled (its menu item greyed out when not).
    public var importURLActionEnabled: Bool { commands.importURL.isEnabled }

    /// The URL dialog, while open: the address typed, the reason shown under it (nil: none) and whether Import can be clicked.
    public var urlDialogShown: (text: String, problem: String?, importEnabled: Bool)? {
        let dialog = importExport.urlDialog
        guard dialog.isShown else { return nil }
        return (dialog.entry.text, dialog.problem.isVisible ? dialog.problem.text : nil, dialog.confirm.isSensitive)
    }

    /// Types `text` into the URL dialog's address entry, as at the keyboard.
    public func typeImportURL(_ text: String) { importExport.urlDialog.entry.type(text) }

    /// Clicks the URL dialog's Import.
    public func clickImportURL() { importExport.urlDialog.confirm.clickWhenShown() }

    /// Clicks the URL dialog's Cancel.
    public func clickCancelImportURL() { importExport.urlDialog.cancel.clickWhenShown() }
}
