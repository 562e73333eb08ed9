/// Counts the view models' work in flight (loads, saves, task changes), so a
/// driver — a scenario runner, a test — can tell when everything has settled.
@MainActor
public enum ViewModelActivity {
    /// How many view-model tasks are running.
    public private(set) static var pending = 0

    /// Starts `body` as a task that counts as pending until it finishes.
    @discardableResult
    static func task<T: Sendable>(_ body: @escaping @MainActor () async -> T) -> Task<T, Never> {
        pending += 1
        return Task { @MainActor in
            defer { pending -= 1 }
            return await body()
        }
    }

    /// Waits until no view-model work is pending (after letting queued jobs run).
    ///
    /// Work can be on its way to the main actor without being pending yet: a store's change
    /// reaches its observer through the global executor and then the main actor, and may arrive
    /// after the write that made it has finished. A round trip through the global executor
    /// after the count drops to zero lets such work arrive (and count) before this returns.
    public static func settle() async {
        repeat {
            repeat {
                for _ in 0..<4 { await Task.yield() }
            } while pending > 0
            await Task.detached(priority: .userInitiated) {}.value
            for _ in 0..<4 { await Task.yield() }
        } while pending > 0
    }
}
