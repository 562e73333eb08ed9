import GtkKit

/// `--break-binding NAME`: breaks a named binding of the window on purpose, so
/// the harness can prove that comparing what the window shows catches a binding
/// bug. Installed through GtkKit's generic `Binding.updateFilter`; the shipping
/// app installs no filter and carries none of this.
@MainActor
enum BindingFaults {
    private static var broken: [String: Int] = [:]

    /// The binding named `name` will skip its second update (its first after bind time).
    static func dropSecondUpdate(of name: String) {
        broken[name] = 0
        Binding.updateFilter = { name in shouldApply(name) }
    }

    /// Counts the named binding's updates; false means drop this one.
    private static func shouldApply(_ name: String) -> Bool {
        guard let count = broken[name] else { return true }
        broken[name] = count + 1
        return count != 1
    }
}
