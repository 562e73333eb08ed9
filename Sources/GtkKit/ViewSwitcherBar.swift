import CAdw
import CGtk

/// `AdwViewSwitcherBar`: a bar of a `ViewStack`'s page buttons (icon above title) for
/// the bottom of a narrow window, where a `ViewSwitcher` does not fit. It shows only
/// while `reveals` is true and the stack has at least two visible pages.
@MainActor
public final class ViewSwitcherBar: Widget {
    /// The stack whose pages it switches.
    public let stack: ViewStack

    /// A bar of `stack`'s pages, hidden until `reveals` is set.
    public init(stack: ViewStack) {
        self.stack = stack
        super.init(sinking: adw_view_switcher_bar_new())
        adw_view_switcher_bar_set_stack(gk_adw_view_switcher_bar(pointer), gk_adw_view_stack(stack.pointer))
    }

    /// Whether the bar is shown (it slides in and out).
    public var reveals: Bool {
        get { adw_view_switcher_bar_get_reveal(gk_adw_view_switcher_bar(pointer)) != 0 }
        set { adw_view_switcher_bar_set_reveal(gk_adw_view_switcher_bar(pointer), newValue ? 1 : 0) }
    }

    /// The button of the page called `name` (see `ViewSwitcher.button(forPage:)`).
    public func button(forPage name: String) -> ToggleButton? {
        ViewSwitcher.button(forPage: name, of: stack, under: widget)
    }
}
