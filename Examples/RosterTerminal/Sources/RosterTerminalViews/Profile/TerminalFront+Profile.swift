import Foundation
import RosterModel
import RosterViewModels
import TerminalKit

/// The Profile page: the restored-draft, read-only and conflict notices above the avatar and the
/// form, then Delete, Revert and Save with why Save or Delete is disabled, and the status.
extension TerminalFront {
    /// The notices, the avatar with Choose Photo… and Remove Photo, the form's labelled fields (a
    /// colliding field's label marked, a wrong one's in the error colour) with their errors, the
    /// buttons with why Save or Delete Person is disabled under them, and the status.
    func drawProfile(_ canvas: inout Canvas<TerminalFocus>, _ profile: ProfileViewModel, in area: TerminalRect) {
        let end = area.row + area.height
        var row = area.row
        guard drawsContent(of: bound(.profileLoadState, profile.loadState), on: &canvas, in: area) else { return }
        if let notice = bound(.restoredDraftNotice, profile.restoredDraftNotice) {
            row += canvas.wrappedLabel(
                notice, id: "profile.notice", row: row, column: area.column, width: area.width, style: TextStyle(color: .accent),
                maxRows: 2)
            canvas.button(
                profile.restoredDraftDiscardTitle, row: row, column: area.column, isEnabled: true,
                focusKey: .profile(.discardRestoredDraft), id: "profile.discardDraft")
            row += 2
        }
        // Read-only: why, and nothing on the page takes input (one read: a binding reads one value a frame).
        let (readOnlyReason, isChoosePhotoEnabled) = bound(.profileReadOnly, (profile.readOnlyReason, profile.isChoosePhotoEnabled))
        if let readOnly = readOnlyReason {
            row +=
                canvas.wrappedLabel(
                    readOnly, id: "profile.readOnly", row: row, column: area.column, width: area.width, style: TextStyle(color: .warning),
                    maxRows: 2) + 1
        }
        let conflictActions = bound(.conflictActions, [profile.isShowTheirsEnabled, profile.isKeepMineEnabled, profile.isMergeEnabled])
        if let conflict = bound(.conflict, profile.conflict) {
            canvas.label(
                conflict.title, id: "profile.conflict.title", row: row, column: area.column, width: area.width,
                style: TextStyle(color: .warning, bold: true))
            row += 1
            row += canvas.wrappedLabel(
                conflict.detail, id: "profile.conflict.detail", row: row, column: area.column, width: area.width, style: .plain,
                maxRows: 3)
            row +=
                canvas.buttons(
                    [
                        (ControlNames.showTheirs, conflictActions[0], .profile(.showTheirs)),
                        (ControlNames.keepMine, conflictActions[1], .profile(.keepMine)),
                        (ControlNames.merge, conflictActions[2], .profile(.merge)),
                    ], row: row, column: area.column, width: area.width,
                    ids: ["profile.showTheirs", "profile.keepMine", "profile.merge"]) + 1
        }
        row = drawAvatar(&canvas, profile, row: row, isChoosePhotoEnabled: isChoosePhotoEnabled, in: area)
        row = drawForm(&canvas, profile, row: row, isEditable: readOnlyReason == nil, in: area)
        row += 1
        guard row < end else { return }
        // Delete Person, Revert and Save, in the order the view model lays them out.
        let (isSaveEnabled, saveReason) = bound(.save, (profile.isSaveEnabled, profile.saveDisabledReason))
        let (isDeleteEnabled, deleteReason) = bound(.deletePerson, (app.isDeletePersonEnabled, app.deletePersonDisabledReason))
        let buttons: [ProfileControl: (title: String, isEnabled: Bool, id: String)] = [
            .deletePerson: (ControlNames.deletePerson, isDeleteEnabled, "profile.delete"),
            .history: (ControlNames.history, bound(.profileHistory, app.isHistoryEnabled), "profile.history"),
            .revert: (ControlNames.revert, bound(.revert, profile.isRevertEnabled), "profile.revert"),
            .save: (ControlNames.save, isSaveEnabled, "profile.save"),
        ]
        let shown = profile.shownControls.compactMap { control in buttons[control].map { (control, $0) } }
        row += canvas.buttons(
            shown.map { ($0.1.title, $0.1.isEnabled, TerminalFocus.profile($0.0)) }, row: row, column: area.column, width: area.width,
            ids: shown.map(\.1.id))
        // Why Save and Delete Person are disabled, as the window's tooltips say it.
        for (reason, id) in [(saveReason, "profile.save.reason"), (deleteReason, "profile.delete.reason")]
        where row < end {
            guard let reason else { continue }
            row += canvas.wrappedLabel(
                reason, id: id, row: row, column: area.column, width: area.width, style: .dim, maxRows: max(1, min(2, end - row)))
        }
        let status = bound(.profileStatus, profile.status)
        if status != .none, row < end {
            canvas.label(
                status.text, id: "profile.status", row: row, column: area.column, width: area.width,
                style: TextStyle(color: status.isError ? .error : .success))
        }
    }
}
