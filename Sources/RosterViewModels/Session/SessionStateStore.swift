/// Where the app keeps what it needs to come back as the user left it: the
/// restorable state (written on quit) and the draft of unsaved edits (written
/// while the user types). The view models own this protocol; the composition
/// roots hand them an implementation (`SessionStateFile` of RosterSessionFile:
/// one folder per database, atomic and durable writes).
public protocol SessionStateStore: Sendable {
    /// The state saved on the last quit; nil when there is none or it is unusable.
    func loadState() -> AppViewModel.RestorableState?
    /// The unsaved edits written before the app last ended; nil when there are none.
    func loadDraft() -> SessionDraft?
    /// Writes `state` now (on quit: the process ends right after).
    func saveState(_ state: AppViewModel.RestorableState)
    /// Writes `draft` (nil: removes it) now, after any write queued before.
    func saveDraftNow(_ draft: SessionDraft?)
    /// Writes `draft` (nil: removes it) off the main thread; returns once it is kept.
    /// It is queued on the caller's actor, before the call suspends: drafts saved one
    /// after another from one actor are kept in that order.
    nonisolated(nonsending) func saveDraft(_ draft: SessionDraft?) async
}

extension SessionStateStore {
    /// Saves the app's state and its current draft (none: the draft goes), now.
    @MainActor
    public func save(_ app: AppViewModel) {
        saveState(app.restorableState)
        saveDraftNow(app.currentDraft)
    }

    /// Brings `app` back to the saved state and draft, and keeps its drafts here from now on.
    /// - Parameters:
    ///   - app: the app to bring back.
    ///   - draftDelay: how long typing must pause before the draft is written.
    ///   - sleep: waits out `draftDelay` (tests pass one that does not really sleep).
    @MainActor
    public func restore(
        _ app: AppViewModel, draftDelay: Duration = .milliseconds(300),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        app.restore(loadState(), draft: loadDraft())
        app.keepDrafts(with: DraftSaver(file: self, delay: draftDelay, sleep: sleep))
    }
}
