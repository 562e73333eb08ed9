import CAdw
import CGtk

/// `AdwLeaflet`: children side by side while the window is wide enough, one at a
/// time (with back navigation) when it is narrow — "folded".
///
/// The usual layout is a sidebar, a separator and a content pane: mark the
/// separator not navigatable so going back from the content lands on the sidebar.
@MainActor
public final class Leaflet: Widget {
    /// An empty leaflet that can navigate back (swipe, Alt+Left, the mouse's back button).
    /// - Parameter canNavigateBack: whether swiping and the back shortcuts (Alt+Left,
    ///   the mouse's back button) go back to the previous child when folded.
    public init(canNavigateBack: Bool = false) {
        super.init(sinking: adw_leaflet_new())
        adw_leaflet_set_can_navigate_back(leaflet, canNavigateBack ? 1 : 0)
    }

    private var leaflet: OpaquePointer { gk_adw_leaflet(pointer) }

    /// Appends `child`; `isNavigatable` false skips it when navigating (a separator).
    public func append(_ child: Widget, isNavigatable: Bool = true) {
        let page = adw_leaflet_append(leaflet, child.widget)
        adw_leaflet_page_set_navigatable(page, isNavigatable ? 1 : 0)
    }

    /// Whether the leaflet shows one child at a time.
    public var isFolded: Bool { adw_leaflet_get_folded(leaflet) != 0 }

    /// The child shown when folded (and the one the leaflet keeps in view when it folds).
    public var visibleChild: UnsafeMutablePointer<GtkWidget>? {
        get { adw_leaflet_get_visible_child(leaflet) }
        set { if let newValue { adw_leaflet_set_visible_child(leaflet, newValue) } }
    }

    /// Shows `child` (when folded, this is the navigation a row's activation does).
    public func show(_ child: Widget) { adw_leaflet_set_visible_child(leaflet, child.widget) }

    /// Goes back to the previous navigatable child; false when there is none.
    @discardableResult
    public func navigateBack() -> Bool { adw_leaflet_navigate(leaflet, ADW_NAVIGATION_DIRECTION_BACK) != 0 }

    /// Runs `handler` when the leaflet folds or unfolds.
    @discardableResult
    public func onFoldedChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, "notify::folded", pointer: { _ in handler() })
    }

    /// Runs `handler` when the visible child changes (navigation, or folding).
    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, "notify::visible-child", pointer: { _ in handler() })
    }
}
