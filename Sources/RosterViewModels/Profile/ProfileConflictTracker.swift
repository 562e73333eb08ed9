import RosterModel

/// The Profile page's conflict state: the conflict between the user's edits and another
/// writer's (`ProfileConflict`), and the person the user's edits are reckoned from while it
/// lasts. Owned by `ProfileViewModel`, which tells it when theirs arrives or mine change.
struct ProfileConflictTracker {
    /// The conflict shown; nil when none.
    private(set) var conflict: ProfileConflict?
    /// The person as it was when the user started the edits that now collide: the
    /// collisions are always reckoned from it, however often theirs changes meanwhile.
    private(set) var base: Person?

    /// No conflict any more (saved, reverted, reloaded, or the user chose).
    mutating func clear() {
        conflict = nil
        base = nil
    }

    /// The conflict between the user's `edit` of `base` (the form showing `draft` and
    /// `draftAvatarPath`) and their `current` person: the fields both changed to different
    /// values, the photo if both changed it; none clears it.
    mutating func reckon(
        edit: PersonEdit, base: Person, current: Person,
        draft: [ProfileField: String], draftAvatarPath: String?
    ) {
        let fields = edit.conflicts(with: current)
        let avatarCollides = edit.changesAvatar && current.avatarPath != base.avatarPath && current.avatarPath != draftAvatarPath
        if fields.isEmpty && !avatarCollides {
            clear()
        } else {
            self.base = base
            let otherEdits =
                ProfileField.allCases.contains { !fields.contains($0) && PersonRules.normalized(draft[$0] ?? "") != $0.value(in: current) }
                || (!avatarCollides && draftAvatarPath != current.avatarPath)
            conflict = ProfileConflict(
                collisions: fields.map { .init(field: $0, theirs: $0.value(in: current), mine: PersonRules.normalized(draft[$0] ?? "")) },
                avatarCollides: avatarCollides, hasOtherEdits: otherEdits)
        }
    }

    /// `draft` with their values (`stored`) in the colliding fields; nil without a conflict.
    func merged(_ draft: [ProfileField: String], stored: Person?) -> [ProfileField: String]? {
        guard let conflict, let stored else { return nil }
        var merged = draft
        for field in conflict.fields { merged[field] = field.value(in: stored) }
        return merged
    }
}
