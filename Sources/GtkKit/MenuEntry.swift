import CGtk
import CGtkShims

/// One entry of a `Menu` built from a list.
public enum MenuEntry: Sendable {
    /// An item showing `label` that runs the action `action` (`app.quit`, `win.open::notes`).
    case item(_ label: String, action: String)
    /// A group of entries set apart by separators, with an optional title.
    case section([MenuEntry], label: String? = nil)
    /// An item that opens a submenu of `entries`.
    case submenu(_ label: String, [MenuEntry])
}
