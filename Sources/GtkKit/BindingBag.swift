import Dispatch
import Observation

/// Holds a view's bindings; cancels them all when released.
@MainActor
public final class BindingBag {
    private var bindings: [Binding] = []
    /// An empty bag.
    public init() {}

    /// Keeps `binding` alive as long as the bag.
    public func add(_ binding: Binding) { bindings.append(binding) }

    /// Binds `read` to `apply` and keeps the binding.
    public func bind<Value: Equatable>(
        _ read: @escaping @MainActor () -> Value, name: String? = nil, to apply: @escaping @MainActor (Value) -> Void
    ) {
        add(.bind(read, to: apply, name: name))
    }

    /// Binds `read` to `apply` without comparing values, and keeps the binding.
    public func bind<Value>(
        always read: @escaping @MainActor () -> Value, name: String? = nil, to apply: @escaping @MainActor (Value) -> Void
    ) {
        add(.bind(always: read, to: apply, name: name))
    }

    /// Cancels every binding.
    public func cancelAll() {
        bindings.forEach { $0.cancel() }
        bindings.removeAll()
    }

    isolated deinit { bindings.forEach { $0.cancel() } }
}
