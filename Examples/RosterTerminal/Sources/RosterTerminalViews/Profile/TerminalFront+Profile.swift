import Foundation
import RosterModel
import RosterViewModels
import TerminalKit

/// The Profile page: the form with its inline errors, the conflict and restored-draft notices,
/// Delete, Revert and Save with Save's disabled reason; Save and the page's buttons.
extension TerminalFront {
    // MARK: Drawing

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
        if let readOnly = bound(.readOnly, profile.readOnlyReason) {
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
        row = drawAvatar(&canvas, profile, row: row, in: area)
        let labelWidth = min(14, (ProfileField.allCases.map { DisplayWidth.of(profile.field($0).label) }.max() ?? 8) + 1)
        let boxColumn = area.column + labelWidth + 1
        let boxWidth = max(4, area.width - labelWidth - 1)
        let actionsEnabled = bound(
            .fieldActions,
            ProfileField.allCases.map { field in FieldAction.actions(for: field).map { profile.isFieldActionEnabled($0, on: field) } })
        for (fieldIndex, field) in ProfileField.allCases.enumerated() where row < end - 3 {
            let form = bound(.profileField(field), profile.field(field))
            let collides = bound(.conflict, profile.conflict)?.collides(field) == true
            let labelStyle =
                collides ? TextStyle(color: .warning, bold: true) : form.error != nil ? TextStyle(color: .error) : .plain
            canvas.label(form.label, id: "field.label", row: row, column: area.column, width: labelWidth, style: labelStyle)
            // The field's actions (Send Email, Copy…) at the row's end, when the box keeps room beside them.
            let actions = FieldAction.actions(for: field)
            let actionsWidth = actions.map { DisplayWidth.of($0.title(on: field)) + 5 }.reduce(0, +)
            let showsActions = !actions.isEmpty && boxWidth - actionsWidth >= 24
            canvas.textBox(
                .textBox, name: form.label, value: form.value,
                rect: TerminalRect(row: row, column: boxColumn, width: showsActions ? boxWidth - actionsWidth : boxWidth),
                focusKey: .profile(.field(field)), id: "field." + field.rawValue)
            if showsActions {
                var column = boxColumn + boxWidth - actionsWidth + 1
                for (actionIndex, action) in actions.enumerated() {
                    column =
                        canvas.button(
                            action.title(on: field), row: row, column: column, isEnabled: actionsEnabled[fieldIndex][actionIndex],
                            focusKey: .profile(.fieldAction(field, action)), id: "profile.action") + 1
                }
            }
            row += 1
            if let error = form.error {
                canvas.label(error, id: "field.error", row: row, column: boxColumn, width: boxWidth, style: TextStyle(color: .error))
                row += 1
            } else if field == .biography, let counter = bound(.biographyCounter, profile.biographyCounter) {
                canvas.label(counter, id: "profile.counter", row: row, column: boxColumn, width: boxWidth, style: .dim)
                row += 1
            }
        }
        row += 1
        guard row < end else { return }
        // Delete Person, Revert and Save, in the order the view model lays them out.
        let (isSaveEnabled, saveReason) = bound(.save, (profile.isSaveEnabled, profile.saveDisabledReason))
        let (isDeleteEnabled, deleteReason) = bound(.deletePerson, (app.isDeletePersonEnabled, app.deletePersonDisabledReason))
        let buttons: [ProfileControl: (title: String, isEnabled: Bool, id: String)] = [
            .deletePerson: (ControlNames.deletePerson, isDeleteEnabled, "profile.delete"),
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

    /// The avatar as words ("LG on yellow", or the photo's file name), Choose Photo… and Remove
    /// Photo, and why a photo was refused; returns the row after them.
    private func drawAvatar(_ canvas: inout Canvas<TerminalFocus>, _ profile: ProfileViewModel, row: Int, in area: TerminalRect) -> Int {
        var row = row
        var column = area.column
        let (avatar, canRemoveAvatar) = bound(.avatar, (profile.avatar, profile.canRemoveAvatar))
        switch avatar {
        case .initials(let initials, let color):
            let text = AvatarDisplay.text(initials: initials, color: color)
            canvas.label(text, id: "profile.avatar.initials", row: row, column: column, width: area.width / 2, style: .bold)
            column += min(DisplayWidth.of(text), area.width / 2) + 2
        case .image(let path):
            let name = (path as NSString).lastPathComponent
            canvas.label(name, id: "profile.avatar.photo", row: row, column: column, width: area.width / 2, style: .bold)
            column += min(DisplayWidth.of(name), area.width / 2) + 2
        }
        column =
            canvas.button(
                ControlNames.choosePhoto, row: row, column: column, isEnabled: true, focusKey: .profile(.choosePhoto),
                id: "profile.choosePhoto") + 1
        canvas.button(
            ControlNames.removePhoto, row: row, column: column, isEnabled: canRemoveAvatar, focusKey: .profile(.removePhoto),
            id: "profile.removePhoto")
        row += 1
        if let error = bound(.avatarError, profile.avatarError) {
            row += canvas.wrappedLabel(
                error, id: "profile.avatar.error", row: row, column: area.column, width: area.width, style: TextStyle(color: .error),
                maxRows: 2)
        }
        return row + 1
    }

    // MARK: Keys

    /// A field's action: the address or number handed to the desktop's handler (xdg-open), or
    /// the text put on the terminal's clipboard (OSC 52); why not, when it is disabled.
    func runFieldAction(_ action: FieldAction, on field: ProfileField) {
        guard let profile = app.profile else { return }
        if let reason = profile.fieldActionDisabledReason(action, on: field) {
            notice = reason
            return
        }
        switch profile.fieldActionTapped(action, on: field) {
        case .open(let uri)?:
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xdg-open", uri]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
        case .copy(let text, let toast)?:
            if isatty(1) == 1 {
                FileHandle.standardOutput.write(Data(("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{7}").utf8))
            }
            notice = toast
        case nil: break
        }
    }

    /// Saves the open person (Ctrl+S, Enter in a field, Save), or says why not.
    func save() {
        guard let profile = app.profile else { return }
        if let reason = profile.saveDisabledReason { notice = reason }
        profile.saveTapped()
    }

    /// Enter or Space on one of the profile's buttons.
    func activateProfile(_ control: ProfileControl) {
        guard let profile = app.profile else { return }
        switch control {
        case .save: save()
        case .revert: profile.revertTapped()
        case .deletePerson: deletePerson()
        case .discardRestoredDraft: profile.restoredDraftDiscarded()
        case .showTheirs: profile.showTheirsTapped()
        case .keepMine: profile.keepMineTapped()
        case .merge: profile.mergeTapped()
        case .choosePhoto: askForPath(.choosePhoto)
        case .removePhoto: profile.avatarRemoved()
        case .fieldAction(let field, let action): runFieldAction(action, on: field)
        case .field: break
        }
    }
}
