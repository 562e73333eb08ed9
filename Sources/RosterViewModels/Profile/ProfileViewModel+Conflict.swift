import RosterModel

/// "Changed by someone else": the three choices a conflict offers (Show Theirs, Keep Mine,
/// Merge) and the conflict reckoned again as the user edits. The conflict itself is kept
/// by `ProfileConflictTracker`; theirs arrives through `theirsArrived`.
extension ProfileViewModel {
    /// Whether the conflict's buttons can be pressed at all (a conflict shows, no save runs).
    private var isConflictOpen: Bool { conflict != nil && status != .saving }

    /// "Show Theirs": enabled while a conflict shows.
    public var isShowTheirsEnabled: Bool { isConflictOpen }

    /// "Keep Mine": enabled while a conflict shows and every field of mine is valid.
    public var isKeepMineEnabled: Bool { isConflictOpen && firstError == nil }

    /// "Merge": enabled while a conflict shows, the user has edits that do not collide
    /// (else merging is just Show Theirs), and the merged fields are all valid.
    public var isMergeEnabled: Bool {
        guard isConflictOpen, conflict?.hasOtherEdits == true, let merged = conflicts.merged(draft, stored: stored) else { return false }
        return ProfileField.allCases.allSatisfy { ValidationMessages.error($0, merged[$0] ?? "") == nil }
    }

    /// "Show Theirs": drops every unsaved edit (not only the colliding ones: the user asked
    /// to see the person as the other writer left it) and shows the stored person.
    /// Refused (returns false) while disabled.
    @discardableResult
    public func showTheirsTapped() -> Bool {
        guard isShowTheirsEnabled, let stored else { return false }
        discardEdits(back: stored)
        return true
    }

    /// "Keep Mine": saves every edit over theirs (the stored person, theirs, is the original
    /// now). If they change it yet again meanwhile, the conflict comes back.
    /// Refused (a task returning false) while disabled.
    @discardableResult
    public func keepMineTapped() -> Task<Bool, Never> {
        guard isKeepMineEnabled else { return Task { false } }
        conflicts.clear()
        return saveTapped()
    }

    /// "Merge": their values in the colliding fields (and their photo if both changed it),
    /// the user's other edits saved. Refused (a task returning false) while disabled.
    @discardableResult
    public func mergeTapped() -> Task<Bool, Never> {
        guard isMergeEnabled, let conflict, let stored, let merged = conflicts.merged(draft, stored: stored) else { return Task { false } }
        draft = merged
        editedFields.subtract(conflict.fields)
        if conflict.avatarCollides {
            discardUnsavedAvatar()
            draftAvatarPath = stored.avatarPath
        }
        conflicts.clear()
        editsDidChange?()
        return saveTapped()
    }

    /// While a conflict shows, an edit may end it (the user typed their value) or change it
    /// (another field edited, a colliding value changed): reckon it again from the same base.
    func reckonConflictAfterEdit() {
        guard let base = conflicts.base, let current = stored else { return }
        conflicts.reckon(
            edit: PersonEdit(original: base, updated: draftPerson(on: base)), base: base, current: current,
            draft: draft, draftAvatarPath: draftAvatarPath)
    }
}
