/// A test hook that breaks a named binding on purpose, so that tests can prove
/// a comparison of what the window shows catches a binding bug.
@MainActor
public enum BindingFaults {
    private static var broken: [String: Int] = [:]

    /// The binding named `name` will skip its second update (its first after bind time).
    public static func dropSecondUpdate(of name: String) { broken[name] = 0 }

    /// Called by a named binding before it applies a value; false means drop this update.
    static func shouldApply(_ name: String?) -> Bool {
        guard let name, let count = broken[name] else { return true }
        broken[name] = count + 1
        return count != 1
    }
}
