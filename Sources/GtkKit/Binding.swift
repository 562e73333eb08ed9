import Dispatch
import Observation

/// Keeps a widget in step with an observable view-model value.
///
/// The value is applied once at bind time; afterwards every change (Swift
/// Observation, which fires on willSet) schedules one update for the next turn
/// of the main loop, so a burst of changes costs one widget update. Updates
/// stop when the binding is cancelled or deallocated.
@MainActor
public final class Binding {
    private let update: @MainActor () -> Void
    private var isCancelled = false

    /// Decides whether a named binding applies a change after bind time (false: this update
    /// is dropped, and the widget keeps what it showed). The value at bind time is always
    /// applied. Nil — the default, and all a program that installs none pays for — is one
    /// check per update. Test harnesses install one to break a binding on purpose and prove
    /// that what the window shows is checked (`make mutants`, through roster-scenario's
    /// `--break-binding`). A test hook, so `package`: code outside this package cannot set it.
    package static var updateFilter: (@MainActor (_ name: String) -> Bool)?

    /// Binds `read` to `apply`; `apply` runs only when the value differs from the last applied one.
    /// - Parameters:
    ///   - read: reads the view-model state; what it reads is what the binding observes.
    ///   - apply: puts the value on the widget, on the main actor.
    ///   - name: names the binding, as `updateFilter` sees it.
    public static func bind<Value: Equatable>(
        _ read: @escaping @MainActor () -> Value,
        to apply: @escaping @MainActor (Value) -> Void,
        name: String? = nil
    ) -> Binding {
        var last: Value?
        var applied = false
        return Binding(read: read) { value in
            guard !applied || value != last else { return }
            if applied, isDropped(name) { return }
            applied = true
            last = value
            apply(value)
        }
    }

    /// Binds `read` to `apply`, calling `apply` on every change (for values that are costly to compare).
    /// - Parameters:
    ///   - read: reads the view-model state; what it reads is what the binding observes.
    ///   - apply: puts the value on the widget, on the main actor.
    ///   - name: names the binding, as `updateFilter` sees it.
    public static func bind<Value>(
        always read: @escaping @MainActor () -> Value,
        to apply: @escaping @MainActor (Value) -> Void,
        name: String? = nil
    ) -> Binding {
        var applied = false
        return Binding(read: read) { value in
            if applied, isDropped(name) { return }
            applied = true
            apply(value)
        }
    }

    /// Whether `updateFilter` drops this update of the binding `name`.
    private static func isDropped(_ name: String?) -> Bool {
        guard let name, let filter = updateFilter else { return false }
        return !filter(name)
    }

    private init<Value>(read: @escaping @MainActor () -> Value, apply: @escaping @MainActor (Value) -> Void) {
        var tracked: (@MainActor () -> Void)?
        update = { tracked?() }
        tracked = { [weak self] in
            guard let self else { return }
            let value = withObservationTracking(read) { [weak self] in
                // Called once, on willSet, from the mutating thread: read on the next turn.
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.scheduleFired() } }
            }
            apply(value)
        }
        update()
    }

    private func scheduleFired() {
        guard !isCancelled else { return }
        update()
    }

    /// Stops updating the widget.
    public func cancel() { isCancelled = true }

    isolated deinit { isCancelled = true }
}
