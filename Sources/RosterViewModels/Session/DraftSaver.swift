/// Writes drafts to a `SessionStateStore` once typing pauses (debounced), off the
/// main thread. The pause is waited with an injected `sleep`, so tests and
/// scenarios decide when it ends.
@MainActor
public final class DraftSaver {
    private let file: any SessionStateStore
    private let delay: Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    private var pending: Task<Void, Never>?
    /// The last draft handed over, so that an unchanged draft is not written again.
    private var lastDraft: SessionDraft??

    /// - Parameters:
    ///   - file: where drafts are written.
    ///   - delay: how long typing must pause before the draft is written.
    ///   - sleep: waits out the pause (`Task.sleep`; tests and scenarios end it at once).
    public init(
        file: any SessionStateStore, delay: Duration = .milliseconds(300),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.file = file
        self.delay = delay
        self.sleep = sleep
    }

    /// The draft is now `draft` (nil: nothing unsaved): write it once no newer one comes within the delay.
    func draftChanged(_ draft: SessionDraft?) {
        guard lastDraft != .some(draft) else { return }
        lastDraft = .some(draft)
        pending?.cancel()
        let file = self.file
        let delay = self.delay
        let sleep = self.sleep
        pending = ViewModelActivity.task {
            do {
                try await sleep(delay)
                try Task.checkCancellation()
            } catch {
                return
            }
            // Queued on the main actor right after the check (`saveDraft` does not leave the
            // caller's actor before queueing): a draft superseded by a newer one is never written after it.
            await file.saveDraft(draft)
        }
    }

    /// The draft as last handed over (written, or about to be).
    var latestDraft: SessionDraft?? { lastDraft }
}
