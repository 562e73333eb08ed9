import CGtk
import CGtkShims

/// `GtkPopover`: a bubble of widgets pointing at the widget that opened it (a `MenuButton`'s
/// `popover`). Escape and a click outside close it.
@MainActor
public final class Popover: Widget {
    private let child: Widget

    /// A popover holding `child`.
    public init(child: Widget) {
        self.child = child
        super.init(sinking: gtk_popover_new())
        gtk_popover_set_child(gk_popover(pointer), child.widget)
    }

    /// Whether it is open now.
    public var isOpen: Bool { isVisible }

    /// Closes it.
    public func popdown() { gtk_popover_popdown(gk_popover(pointer)) }

    /// Adds `handler`, run each time it closes (Escape, a click outside, or `popdown()`).
    @discardableResult
    public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("closed", handler)
    }

    /// Adds `handler`, run each time it opens.
    @discardableResult
    public func onOpened(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("show", handler)
    }
}
