import CGtk
import CGtkShims

/// One shortcut a shortcuts window lists: what it does and its keys.
public struct ShortcutsItem: Sendable, Equatable {
    /// What the shortcut does, e.g. "New Person".
    public var title: String
    /// Its keys in `gtk_accelerator_parse` syntax (`<Control>n`, `Delete`,
    /// `<Control>question`); several are shown as alternatives.
    public var accelerators: [String]

    /// A shortcut with one or more accelerators (alternatives).
    public init(title: String, accelerators: [String]) {
        self.title = title
        self.accelerators = accelerators
    }

    /// A shortcut with one accelerator.
    public init(title: String, accelerator: String) {
        self.init(title: title, accelerators: [accelerator])
    }
}
