import CAdw
import CGtk

/// `AdwViewSwitcher`: a row of buttons, one per visible page of a `ViewStack`, showing
/// each page's icon and title. Clicking one shows its page (`ViewStack.onVisiblePageChanged`).
///
/// For a wide window: put it in a header bar or above the pages. In a narrow window, a
/// `ViewSwitcherBar` at the bottom does the same job.
@MainActor
public final class ViewSwitcher: Widget {
    /// How the buttons lay out their icon and title (`AdwViewSwitcherPolicy`).
    public enum Policy: Sendable, Hashable, CaseIterable {
        /// Icon above the title: a narrow window's (a `ViewSwitcherBar`'s) layout.
        case narrow
        /// Icon beside the title.
        case wide

        var adw: AdwViewSwitcherPolicy {
            switch self {
            case .narrow: return ADW_VIEW_SWITCHER_POLICY_NARROW
            case .wide: return ADW_VIEW_SWITCHER_POLICY_WIDE
            }
        }
    }

    /// The stack whose pages it switches.
    public let stack: ViewStack

    /// A switcher of `stack`'s pages, laid out by `policy`.
    public init(stack: ViewStack, policy: Policy) {
        self.stack = stack
        super.init(sinking: adw_view_switcher_new())
        adw_view_switcher_set_stack(gk_adw_view_switcher(pointer), gk_adw_view_stack(stack.pointer))
        adw_view_switcher_set_policy(gk_adw_view_switcher(pointer), policy.adw)
    }

    /// The button of the page called `name`: to give it the keyboard, make it
    /// insensitive while its page cannot be chosen, or click it in a test.
    public func button(forPage name: String) -> ToggleButton? {
        Self.button(forPage: name, of: stack, under: widget)
    }

    /// The buttons libadwaita built under `root` for `stack`'s pages (one per page, hidden
    /// pages' too, in the pages' order), the one for `name`.
    static func button(forPage name: String, of stack: ViewStack, under root: UnsafeMutablePointer<GtkWidget>) -> ToggleButton? {
        guard let index = stack.pages.firstIndex(where: { $0.name == name }) else { return nil }
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        forEachDescendant(of: root) { if gk_is_toggle_button($0) != 0 { buttons.append($0) } }
        return index < buttons.count ? ToggleButton(wrapping: buttons[index]) : nil
    }
}
