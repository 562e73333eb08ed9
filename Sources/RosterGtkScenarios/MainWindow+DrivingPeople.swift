import GtkKit
import RosterGtk
import RosterViewModels

/// Drives and reads back adding, deleting and restoring people, the empty
/// directory's buttons, and import and export, through the real widgets.
extension MainWindow {
    // MARK: New Person

    /// The header bar's New Person button: sensitive, and its tooltip (its accessible label says the same).
    public var newPersonButtonShown: (enabled: Bool, tooltip: String?) {
        (newPersonButton.isSensitive, newPersonButton.tooltip)
    }

    /// Clicks the header bar's New Person button.
    public func clickNewPerson() { newPersonButton.clickWhenShown() }

    /// Moves keyboard focus to a profile field's editor, as clicking into it would.
    @discardableResult
    public func focusProfileField(_ field: ProfileField) -> Bool {
        detailPane.profile.row(field).editor.grabFocus()
    }

    /// Whether a profile field's editor has keyboard focus.
    public func profileFieldHasFocus(_ field: ProfileField) -> Bool {
        detailPane.profile.row(field).editor.containsFocus
    }

    /// Whether the Profile or Tasks button of the view switcher shown can be clicked.
    public func detailPageEnabled(_ page: DetailPage) -> Bool {
        detailPane.shownButton(for: page)?.isSensitive ?? false
    }

    // MARK: Delete Person

    /// Delete Person: sensitive, and its tooltip.
    public var deletePersonButton: (enabled: Bool, tooltip: String?) {
        (detailPane.profile.deletePerson.isSensitive, detailPane.profile.deletePerson.tooltip)
    }

    public func clickDeletePerson() { detailPane.profile.deletePerson.clickWhenShown() }

    /// The person undo bar's message, while it is revealed.
    public var personUndoShown: String? { deletionBar.undoToast.shownMessage }

    /// The tooltip of the person undo bar's close button (its accessible label says the same).
    public var personUndoDismissTooltip: String? { deletionBar.undoToast.close?.tooltip }

    public func clickUndoDelete() { deletionBar.undoToast.action?.clickWhenShown() }
    public func clickDismissDelete() { deletionBar.undoToast.close?.clickWhenShown() }

    /// Why a deletion failed, while shown.
    public var deletionErrorShown: String? { deletionBar.shownError }

    /// The offline banner's title and detail, while it is revealed.
    public var offlineShown: String? {
        offlineBanner.root.revealsChild ? "\(offlineBanner.title.text) \(offlineBanner.detail.text)" : nil
    }

    // MARK: Empty directory

    /// The labels of the empty state's buttons, in order, while it shows them.
    public var emptyActionTitles: [String] {
        listPane.emptyActions.isVisible ? listPane.emptyActionButtons.map(\.button).filter(\.isVisible).map(\.label) : []
    }

    /// Clicks the empty state's button labelled `title`; false when there is none.
    @discardableResult
    public func clickEmptyAction(_ title: String) -> Bool {
        guard let button = listPane.emptyActionButtons.map(\.button).first(where: { $0.label == title && $0.isVisible }) else {
            return false
        }
        button.clickWhenShown()
        return true
    }

    // MARK: Import and export

    /// Whether Import… and Export… can be clicked.
    public var importExportButtonsEnabled: (importing: Bool, exporting: Bool) {
        (importExport.importButton.isSensitive, importExport.exportButton.isSensitive)
    }

    /// Clicks Import…, which opens the import chooser.
    public func clickImport() { importExport.importButton.clickWhenShown() }

    /// Clicks Export…, which opens the export chooser.
    public func clickExport() { importExport.exportButton.clickWhenShown() }

    /// The file name a save chooser (Export…) suggests; nil for an open chooser or none.
    public var fileChooserSuggestedName: String? { openFileChooser?.currentName }

    /// The import progress dialog, while open: its text and fraction (nil: pulsing).
    public var importProgressShown: (text: String, fraction: Double?)? { importExport.progress.shown }

    /// Whether the progress dialog is modal and kept above this window.
    public var importProgressIsModal: Bool { importExport.progress.window.isModal }

    /// Clicks Cancel in the progress dialog.
    public func clickCancelImport() { importExport.progress.cancel.clickWhenShown() }

    /// The report dialog, while open: title, lines and whether it is styled as an error.
    public var reportShown: (title: String, lines: [String], isError: Bool)? { importExport.report.shown }

    /// The report window's height as allocated (0 while hidden).
    public var reportWindowHeight: Int32 { importExport.report.window.allocatedSize.height }

    /// Clicks Close in the report dialog.
    public func clickCloseReport() { importExport.report.close.clickWhenShown() }
}
