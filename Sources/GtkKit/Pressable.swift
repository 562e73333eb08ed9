import CGtk
import CGtkShims

/// A control a user presses or clicks (buttons, toggle buttons, check buttons).
@MainActor
public protocol Pressable: Widget {
    /// Clicks as a pointer would: only when the control is on screen and takes input.
    /// Returns whether the click happened.
    @discardableResult
    func click() -> Bool
}
