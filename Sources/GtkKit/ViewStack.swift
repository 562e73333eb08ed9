import CAdw
import CGtk

/// `AdwViewStack`: one named page visible at a time, each page with a title and an
/// icon that a `ViewSwitcher` or a `ViewSwitcherBar` shows as its button.
///
/// A switcher changes the visible page itself, as the user clicks it; code learns of it
/// through `onVisiblePageChanged`. Setting `visiblePage` from code does not run those
/// handlers, so a binding that pushes a model's page into the stack does not echo.
@MainActor
public final class ViewStack: Widget {
    private let userHandlers = UserChangeHandlers()
    /// The pages, in the order they were added (the order of the switchers' buttons).
    public private(set) var pages: [ViewStackPage] = []

    /// An empty stack.
    public init() {
        super.init(sinking: adw_view_stack_new())
    }

    private var stack: OpaquePointer { gk_adw_view_stack(pointer) }

    /// Adds `child` as the page `name` (the name `visiblePage` takes), shown in a
    /// switcher as `title` with the icon `iconName`.
    @discardableResult
    public func addPage(_ child: Widget, name: String, title: String, iconName: String) -> ViewStackPage {
        let page = ViewStackPage(borrowing: adw_view_stack_add_titled_with_icon(stack, child.widget, name, title, iconName))
        pages.append(page)
        return page
    }

    /// The page called `name`, if there is one.
    public func page(named name: String) -> ViewStackPage? { pages.first { $0.name == name } }

    /// The name of the visible page. Setting it does not run `onVisiblePageChanged` handlers.
    public var visiblePage: String? {
        get { adw_view_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set {
            guard let newValue, newValue != visiblePage else { return }
            userHandlers.whileBlocked { adw_view_stack_set_visible_child_name(stack, newValue) }
        }
    }

    /// Adds `handler`, run with the new page's name when the visible page changes other
    /// than by setting `visiblePage`: a switcher's button, clicked or activated.
    @discardableResult
    public func onVisiblePageChanged(_ handler: @escaping @MainActor (String?) -> Void) -> SignalConnection {
        userHandlers.add(
            SignalConnection.connect(
                pointer, "notify::visible-child-name",
                pointer: { [weak self] _ in
                    handler(self?.visiblePage)
                }))
    }
}
