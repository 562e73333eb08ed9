import GtkKit

/// `--break-binding NAME`: breaks a named binding of the window on purpose, so
/// the harness can prove that comparing what the window shows catches a binding
/// bug. Installed through GtkKit's generic `Binding.updateFilter`; the shipping
/// app installs no filter and carries none of this.
@MainActor
enum BindingFaults {
    /// Every binding named `name` drops all its updates after bind time: its widget keeps a stale value.
    static func dropUpdates(of name: String) {
        Binding.updateFilter = { $0 != name }
    }
}
