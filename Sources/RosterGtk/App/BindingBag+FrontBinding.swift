import GtkKit
import RosterViewModels

/// Every binding of the window is named from RosterViewModels' `FrontBinding`, the list every
/// front shares: what GtkKit's `Binding.updateFilter` sees, and what a harness breaks with
/// `roster-scenario --break-binding NAME`. The compiler keeps it so — every `bind` in RosterGtk
/// goes through these two — and BindingNameTests checks that each name belongs to one call, so
/// a mutation run that breaks each name in turn breaks every binding.
extension BindingBag {
    /// Binds `read` to `apply` under `name` (see RosterViewModels' `FrontBinding`).
    func bind<Value: Equatable>(
        _ read: @escaping @MainActor () -> Value, name: FrontBinding, to apply: @escaping @MainActor (Value) -> Void
    ) {
        bind(read, name: name.rawValue as String?, to: apply)
    }

    /// Binds `read` to `apply` under `name`, without comparing values.
    func bind<Value>(
        always read: @escaping @MainActor () -> Value, name: FrontBinding, to apply: @escaping @MainActor (Value) -> Void
    ) {
        bind(always: read, name: name.rawValue as String?, to: apply)
    }
}
