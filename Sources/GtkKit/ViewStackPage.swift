import CAdw
import CGtk

/// `AdwViewStackPage`: one page of a `ViewStack`, and what its switcher button shows.
/// Made by `ViewStack.addPage`; it lives as long as the stack holds the page.
@MainActor
public final class ViewStackPage: GObjectRef {
    init(borrowing page: OpaquePointer) {
        super.init(sinking: UnsafeMutableRawPointer(page))
    }

    private var page: OpaquePointer { gk_adw_view_stack_page(pointer) }

    /// The name `ViewStack.visiblePage` takes.
    public var name: String { adw_view_stack_page_get_name(page).map { String(cString: $0) } ?? "" }

    /// The button's label, and the name a screen reader announces for it.
    public var title: String {
        get { adw_view_stack_page_get_title(page).map { String(cString: $0) } ?? "" }
        set { adw_view_stack_page_set_title(page, newValue) }
    }

    /// The button's icon.
    public var iconName: String {
        get { adw_view_stack_page_get_icon_name(page).map { String(cString: $0) } ?? "" }
        set { adw_view_stack_page_set_icon_name(page, newValue) }
    }

    /// Whether the page (and its switcher button) is shown at all.
    public var isVisible: Bool {
        get { adw_view_stack_page_get_visible(page) != 0 }
        set { adw_view_stack_page_set_visible(page, newValue ? 1 : 0) }
    }
}
