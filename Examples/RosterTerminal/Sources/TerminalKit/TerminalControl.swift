/// One control a front drew in a frame: the terminal's accessibility tree.
///
/// Every frame registers each control it draws (`Canvas` does as it draws them), with its role,
/// its name (what the control is called, as a screen reader would say it), where it is and
/// whether it is enabled. A driver that reads the screen finds a control here and reads its text
/// from the screen within `rect`; tests check that what a control says is what the screen shows.
public struct TerminalControl: Hashable, Sendable {
    /// What kind of control it is.
    public enum Role: String, Sendable, CaseIterable {
        case button
        case textBox = "text-box"
        case searchBox = "search-box"
        case listItem = "list-item"
        case checkBox = "check-box"
        /// A page switcher's page, or one choice of a filter.
        case tab
        /// Text that is not a control (a count line, an error, a status): drawn and registered so
        /// that a driver finds it by `id` and reads its text from the screen.
        case label
    }

    /// What the front calls it, for a driver that looks for this one control (as a GTK widget's
    /// name): "people.count", "profile.status"; nil: nothing looks for it by name.
    public var id: String?

    /// What kind of control it is.
    public var role: Role
    /// Its accessible name: a field's label, a button's title, a list item's text.
    public var name: String
    /// Where it is on the screen.
    public var rect: TerminalRect
    /// Whether it takes input (a disabled button draws dimmed).
    public var isEnabled: Bool
    /// Whether it has the keyboard focus.
    public var isFocused: Bool
    /// Selected (a list item, a tab) or checked (a check box).
    public var isSelected: Bool
    /// A text box's text (all of it, also what scrolled out of the box).
    public var value: String?

    /// A control as drawn; by default enabled, not focused, not selected, without a value.
    public init(
        role: Role, name: String, rect: TerminalRect, isEnabled: Bool = true, isFocused: Bool = false,
        isSelected: Bool = false, value: String? = nil, id: String? = nil
    ) {
        self.id = id
        self.role = role
        self.name = name
        self.rect = rect
        self.isEnabled = isEnabled
        self.isFocused = isFocused
        self.isSelected = isSelected
        self.value = value
    }
}
