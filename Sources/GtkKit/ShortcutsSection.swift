import CGtk
import CGtkShims

/// A page of groups; a window with several sections offers a switcher between them.
public struct ShortcutsSection: Sendable, Equatable {
    /// Identifies the section (GTK's `section-name`).
    public var name: String
    /// Shown in the switcher when there are several sections.
    public var title: String?
    /// Its groups, in order.
    public var groups: [ShortcutsGroup]

    /// A section named `name` (shown as `title` in the switcher) of `groups`.
    public init(name: String, title: String? = nil, groups: [ShortcutsGroup]) {
        self.name = name
        self.title = title
        self.groups = groups
    }
}
