import RosterModel
import RosterViewModels
import TerminalKit

/// The Profile page: the form with its inline errors, the conflict and restored-draft notices,
/// Delete, Revert and Save with Save's disabled reason; Save and the page's buttons.
extension TerminalFront {
    // MARK: Drawing

    /// The notices, the form's labelled fields (a colliding field's label marked), the buttons,
    /// and Save's disabled reason under them.
    func drawProfile(_ canvas: inout Canvas<TerminalFocus>, _ profile: ProfileViewModel, in area: TerminalRect) {
        let screen = canvas.screen
        let end = area.row + area.height
        var row = area.row
        guard drawsContent(of: profile.loadState, on: &canvas, in: area) else { return }
        if let notice = profile.restoredDraftNotice {
            row += canvas.wrap(notice, row: row, column: area.column, width: area.width, style: TextStyle(color: .accent), maxRows: 2)
            canvas.button(
                profile.restoredDraftDiscardTitle, row: row, column: area.column, isEnabled: true,
                focusKey: .profile(.discardRestoredDraft))
            row += 2
        }
        if let conflict = profile.conflict {
            screen.draw(conflict.title, row: row, column: area.column, width: area.width, style: TextStyle(color: .warning, bold: true))
            row += 1
            row += canvas.wrap(conflict.detail, row: row, column: area.column, width: area.width, style: .plain, maxRows: 3)
            row +=
                canvas.buttons(
                    [
                        (ControlNames.showTheirs, profile.isShowTheirsEnabled, .profile(.showTheirs)),
                        (ControlNames.keepMine, profile.isKeepMineEnabled, .profile(.keepMine)),
                        (ControlNames.merge, profile.isMergeEnabled, .profile(.merge)),
                    ], row: row, column: area.column, width: area.width) + 1
        }
        let labelWidth = min(14, (ProfileField.allCases.map { DisplayWidth.of(profile.field($0).label) }.max() ?? 8) + 1)
        let boxColumn = area.column + labelWidth + 1
        let boxWidth = max(4, area.width - labelWidth - 1)
        for field in ProfileField.allCases where row < end - 3 {
            let form = profile.field(field)
            let collides = profile.conflict?.collides(field) == true
            screen.draw(
                form.label, row: row, column: area.column, width: labelWidth,
                style: collides ? TextStyle(color: .warning, bold: true) : .plain)
            canvas.textBox(
                .textBox, name: form.label, value: form.value,
                rect: TerminalRect(row: row, column: boxColumn, width: boxWidth), focusKey: .profile(.field(field)))
            row += 1
            if let error = form.error {
                screen.draw(error, row: row, column: boxColumn, width: boxWidth, style: TextStyle(color: .error))
                row += 1
            } else if field == .biography, let counter = profile.biographyCounter {
                screen.draw(counter, row: row, column: boxColumn, width: boxWidth, style: .dim)
                row += 1
            }
        }
        row += 1
        guard row < end else { return }
        let actions: [(title: String, isEnabled: Bool, focusKey: TerminalFocus)] = [
            (ControlNames.deletePerson, app.isDeletePersonEnabled, .profile(.deletePerson)),
            (ControlNames.revert, profile.isRevertEnabled, .profile(.revert)),
            (ControlNames.save, profile.isSaveEnabled, .profile(.save)),
        ]
        row += canvas.buttons(actions, row: row, column: area.column, width: area.width)
        if let reason = profile.saveDisabledReason, row < end {
            canvas.wrap(reason, row: row, column: area.column, width: area.width, style: .dim, maxRows: max(1, end - row))
        }
    }

    // MARK: Keys

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
        case .field, .choosePhoto, .removePhoto: break
        }
    }
}
