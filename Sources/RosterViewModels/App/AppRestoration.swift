import RosterModel

/// What the app brings back from the last run until the pages it belongs to are made: the
/// draft of unsaved edits and the Tasks filter of the person selected when the state was
/// saved. Owned by `AppViewModel` (its restoring intents: `AppViewModel+Restoration`).
struct AppRestoration {
    /// Edits from before the app last ended, until that person's pages are made.
    var pendingDraft: SessionDraft?
    /// The Tasks filter to restore, for the person selected when it was saved.
    var taskFilter: (personID: PersonID?, filter: TaskFilter)?

    /// The restored Tasks filter when the first Tasks page made is `personID`'s; either way
    /// it applies no more.
    mutating func takeTaskFilter(for personID: PersonID) -> TaskFilter? {
        defer { taskFilter = nil }
        guard let restored = taskFilter, restored.personID == personID else { return nil }
        return restored.filter
    }

    /// The restored filter to save while no Tasks page was made for the `selected` person.
    func unappliedTaskFilter(selected: PersonID?) -> TaskFilter? {
        taskFilter.flatMap { $0.personID == selected ? $0.filter : nil }
    }

    /// `id`'s pages are made: the pending draft when it is theirs (then it is no longer pending).
    mutating func takeDraft(for id: PersonID) -> SessionDraft? {
        guard let draft = pendingDraft, draft.personID == id else { return nil }
        pendingDraft = nil
        return draft
    }

    /// Someone other than the pending draft's person is shown (deleted meanwhile): that draft is gone.
    mutating func shown(_ id: PersonID?) {
        if let draft = pendingDraft, draft.personID != id { pendingDraft = nil }
    }
}
