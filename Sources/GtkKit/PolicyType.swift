import CGtk

/// When a scrolled window shows a scrollbar on one axis (`GtkPolicyType`).
public enum PolicyType: Sendable, Hashable {
    /// Always, even when the content fits.
    case always
    /// Only when the content does not fit (GTK's default).
    case automatic
    /// Never: the content's size request on that axis is honoured instead, so the
    /// window grows to fit it (a list that must not scroll sideways).
    case never
    /// Never shown, but the content still scrolls (by touch, keyboard or code).
    case external

    var gtk: GtkPolicyType {
        switch self {
        case .always: return GTK_POLICY_ALWAYS
        case .automatic: return GTK_POLICY_AUTOMATIC
        case .never: return GTK_POLICY_NEVER
        case .external: return GTK_POLICY_EXTERNAL
        }
    }
}
