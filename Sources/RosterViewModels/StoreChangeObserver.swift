import RosterModel

/// Runs an action for each change a store reports, until released.
@MainActor
final class StoreChangeObserver {
    private var task: Task<Void, Never>?

    /// Starts observing `changes` unless already observing.
    func observe(_ changes: AsyncStream<StoreChange>, _ action: @escaping @MainActor (StoreChange) -> Void) {
        guard task == nil else { return }
        task = Task {
            for await change in changes {
                action(change)
            }
        }
    }

    isolated deinit {
        task?.cancel()
    }
}
