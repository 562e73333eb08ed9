import CGtk
import CGtkShims

/// A titled group of shortcuts ("General", "Editing"…).
public struct ShortcutsGroup: Sendable, Equatable {
    /// The group's heading.
    public var title: String
    /// Its shortcuts, in order.
    public var shortcuts: [ShortcutsItem]

    /// A group titled `title` listing `shortcuts`.
    public init(title: String, shortcuts: [ShortcutsItem]) {
        self.title = title
        self.shortcuts = shortcuts
    }
}
