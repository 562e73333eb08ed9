import CGtk
import CGtkShims

/// How a property binding keeps two properties in step (`GBindingFlags`).
public struct BindingFlags: OptionSet, Sendable, Hashable {
    /// The raw `GBindingFlags` bits.
    public let rawValue: UInt32
    /// Flags from raw `GBindingFlags` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Copies the source's value to the target at once, not only at the next
    /// change: without it the two differ until the source changes.
    public static let syncCreate = BindingFlags(rawValue: G_BINDING_SYNC_CREATE.rawValue)
    /// Changes of the target flow back to the source too.
    public static let bidirectional = BindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue)
    /// The target gets the negation of a boolean source ("locked" → not "sensitive").
    public static let invertBoolean = BindingFlags(rawValue: G_BINDING_INVERT_BOOLEAN.rawValue)
}
