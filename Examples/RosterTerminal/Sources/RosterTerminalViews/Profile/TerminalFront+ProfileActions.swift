import Foundation
import RosterModel
import RosterViewModels

/// The Profile page's commands: Save, Revert, Delete Person, the conflict's and the restored
/// draft's buttons, the photo's, and a field's actions (the desktop's handler, the clipboard).
extension TerminalFront {
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
        case .history: showHistory()
        case .discardRestoredDraft: profile.restoredDraftDiscarded()
        case .showTheirs: profile.showTheirsTapped()
        case .keepMine: profile.keepMineTapped()
        case .merge: profile.mergeTapped()
        case .choosePhoto:
            // A profile the signed-in part may only read takes no photo: the view model says so.
            guard profile.isChoosePhotoEnabled else {
                notice = profile.readOnlyReason
                return
            }
            askForPath(.choosePhoto)
        case .removePhoto: profile.avatarRemoved()
        case .fieldAction(let field, let action): runFieldAction(action, on: field)
        case .field: break
        }
    }
}
