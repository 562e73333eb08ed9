/// Runs an action on the main actor for each element a store's stream reports (its changes,
/// its availability), until released.
@MainActor
final class StreamObserver<Element: Sendable> {
    private var task: Task<Void, Never>?

    /// Starts observing `stream` unless already observing.
    func observe(_ stream: AsyncStream<Element>, _ action: @escaping @MainActor (Element) -> Void) {
        guard task == nil else { return }
        task = Task {
            for await element in stream {
                action(element)
            }
        }
    }

    isolated deinit {
        task?.cancel()
    }
}
