import RosterModel

/// Coming back as the user left it: the state saved on quit (search, selection, page,
/// Tasks filter) and the draft of unsaved edits written while typing, restored through
/// `AppRestoration`; kept by a `SessionStateStore`.
extension AppViewModel {
    /// What the app needs to come back as the user left it (saved on quit; see `SessionStateStore`).
    public struct RestorableState: Codable, Sendable, Equatable {
        /// The format of this struct; state in another format is ignored on launch.
        /// Fields added since are optional (the list's top person): a format-1 file without
        /// them still reads, so the format stays 1.
        public static let currentVersion = 1
        /// The format this state was saved in (`currentVersion` when saved by this Roster).
        public var version: Int = RestorableState.currentVersion
        /// Search and selection.
        public var people: PeopleViewModel.RestorableState
        /// The detail page shown.
        public var detailPage: DetailPage
        /// The Tasks page's filter for the selected person.
        public var taskFilter: TaskFilter = .all

        /// A state in the current format.
        public init(people: PeopleViewModel.RestorableState, detailPage: DetailPage, taskFilter: TaskFilter = .all) {
            self.people = people
            self.detailPage = detailPage
            self.taskFilter = taskFilter
        }
    }

    /// The state to save when the app quits.
    public var restorableState: RestorableState {
        let selected = people.restorableState.selectedPersonID
        let filter = tasks.map(\.filter) ?? restoration.unappliedTaskFilter(selected: selected) ?? .all
        return RestorableState(people: people.restorableState, detailPage: detailPage, taskFilter: filter)
    }

    /// Restores a saved state; the selection (and its Tasks filter) apply once people are loaded.
    public func restore(_ state: RestorableState) {
        restore(state, draft: nil)
    }

    /// Restores a saved state and the draft of unsaved edits written before the app last
    /// ended (after a crash the state may be older than the draft: the draft's person wins).
    /// The draft's person is selected and shows the edits, unsaved, with a notice; someone
    /// deleted meanwhile is simply not selected.
    public func restore(_ state: RestorableState?, draft: SessionDraft?) {
        // A new person's form that was never saved: it opens again with what was typed.
        if let draft, draft.personID == nil {
            restore(state, draft: nil)
            startNewPerson()
            profile?.restoreDraft(draft)
            // A launch starts with the focus on the list, as always (the window puts it there).
            focus = .list
            return
        }
        var peopleState = state?.people ?? PeopleViewModel.RestorableState(searchText: "", selectedPersonID: nil)
        if let draft { peopleState.selectedPersonID = draft.personID }
        people.restore(peopleState)
        if let state { detailPage = state.detailPage }
        // A state saved on another person is older than the draft (a crash saves no state): the draft picks the page.
        if let draft, state?.people.selectedPersonID != draft.personID {
            detailPage = draft.changesProfile || draft.newTaskTitle.isEmpty && draft.newTaskDue.isEmpty ? .profile : .tasks
        }
        restoration.taskFilter = state.map { (peopleState.selectedPersonID, $0.taskFilter) }
        restoration.pendingDraft = draft
    }

    /// Starts writing the open person's unsaved edits with `saver` as the user types.
    public func keepDrafts(with saver: DraftSaver) {
        draftSaver = saver
    }

    /// The open person's unsaved edits (profile and add row); nil when there are none.
    public var currentDraft: SessionDraft? {
        // Restored edits not shown yet are still the draft.
        if let pendingDraft = restoration.pendingDraft { return pendingDraft }
        guard let profile else { return nil }
        if let waiting = profile.pendingRestoredDraft { return waiting }
        guard let stored = profile.stored else { return nil }
        let id = profile.personID
        let title = id != nil && tasks?.personID == id ? tasks?.newTitle ?? "" : ""
        let due = id != nil && tasks?.personID == id ? tasks?.newDueDate ?? "" : ""
        guard profile.hasUnsavedChanges || !title.isEmpty || !due.isEmpty else { return nil }
        let fields = Dictionary(uniqueKeysWithValues: ProfileField.allCases.map { ($0.rawValue, profile.draft[$0] ?? "") })
        return SessionDraft(
            personID: id, base: stored, fields: fields, avatarPath: profile.draftAvatarPath,
            newTaskTitle: title, newTaskDue: due)
    }
}
