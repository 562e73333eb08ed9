import GtkKit
import RosterViewModels

// The page's controls by `ProfileControl`, the one declared order that the page lays its
// buttons out in and that the headless snapshot, the scenarios and the tests read back.

extension ProfilePage {
    /// The widget of `control`.
    package func widget(for control: ProfileControl) -> Widget {
        switch control {
        case .discardRestoredDraft: return discardRestored
        case .showTheirs: return conflictBanner.showTheirs
        case .keepMine: return conflictBanner.keepMine
        case .merge: return conflictBanner.merge
        case .choosePhoto: return choosePhoto
        case .removePhoto: return removePhoto
        case .field(let field): return row(field).editor
        case .fieldAction(let field, let action): return row(field).actionButtons[action]!
        case .deletePerson: return deletePerson
        case .history: return history
        case .revert: return revert
        case .save: return save
        }
    }

    /// The controls shown on the form, in `ProfileControl.screenOrder`: the restored draft's
    /// Discard only with its notice, the conflict's buttons only with the banner.
    package var shownControls: [Widget] { shownProfileControls.map(widget(for:)) }

    /// `shownControls` by what each one is.
    package var shownProfileControls: [ProfileControl] {
        ProfileControl.screenOrder.filter { control in
            switch control {
            case .discardRestoredDraft: return restoredNotice.isVisible
            case .showTheirs, .keepMine, .merge: return conflictBanner.root.isVisible
            default: return widget(for: control).isVisible
            }
        }
    }

    /// The row of `field`.
    package func row(_ field: ProfileField) -> ProfileFieldRow { rows.first { $0.field == field }! }
}
