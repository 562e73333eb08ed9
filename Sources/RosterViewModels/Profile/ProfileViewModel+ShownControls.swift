extension ProfileViewModel {
    /// The controls the page shows now, in `ProfileControl.screenOrder`: the restored draft's
    /// Discard only with its notice, Show Theirs, Keep Mine and Merge only with the conflict
    /// banner; every other control always (Delete Person too, disabled with its reason for a
    /// person not saved yet). Nothing while the page loads or failed: it shows that state instead.
    ///
    /// The one place these rules live: every front shows, and moves the keyboard through,
    /// exactly these.
    public var shownControls: [ProfileControl] {
        guard loadState == .loaded else { return [] }
        return ProfileControl.screenOrder.filter { control in
            switch control {
            case .discardRestoredDraft: return restoredDraftNotice != nil
            case .showTheirs, .keepMine, .merge: return conflict != nil
            case .choosePhoto, .removePhoto, .field, .fieldAction, .deletePerson, .history, .revert, .save: return true
            }
        }
    }
}
