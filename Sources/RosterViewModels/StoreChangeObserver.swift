/// Runs an action for each change a store reports, until released.
@MainActor
final class StoreChangeObserver {
    private var task: Task<Void, Never>?

    /// Starts observing `changes` unless already observing.
    func observe(_ changes: AsyncStream<Void>, _ action: @escaping @MainActor () -> Void) {
        guard task == nil else { return }
        task = Task {
            for await _ in changes {
                action()
            }
        }
    }

    isolated deinit {
        task?.cancel()
    }
}
