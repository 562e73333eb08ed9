import CGtk
import CGtkShims

/// `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    /// - Parameters:
    ///   - orientation: a row (`.horizontal`) or a column (`.vertical`).
    ///   - spacing: pixels between children.
    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        super.init(sinking: gtk_box_new(orientation.gtk, spacing))
    }

    /// Appends `child` (GTK keeps its own reference).
    public func append(_ child: Widget) { gtk_box_append(gk_box(pointer), child.widget) }

    /// Whether the children go in a row or a column; changeable, e.g. to stack a row of
    /// buttons in a narrow window.
    public var orientation: Orientation {
        get { gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
        set { gtk_orientable_set_orientation(OpaquePointer(widget), newValue.gtk) }
    }

    /// Removes `child` (GTK drops its reference; the wrapper keeps its own).
    public func remove(_ child: Widget) { gtk_box_remove(gk_box(pointer), child.widget) }
}

/// `GtkStack`: one named page visible at a time.
@MainActor
public final class Stack: Widget {
    /// - Parameter transition: how a page change animates; GTK's own default is `.none`.
    public init(transition: StackTransition) {
        super.init(sinking: gtk_stack_new())
        transitionType = transition
    }

    /// How a page change animates.
    public var transitionType: StackTransition {
        get { StackTransition(gtk_stack_get_transition_type(gk_stack(pointer))) }
        set { gtk_stack_set_transition_type(gk_stack(pointer), newValue.gtk) }
    }

    /// How long a page change animates, in milliseconds (GTK's default: 200).
    public var transitionDuration: UInt32 {
        get { gtk_stack_get_transition_duration(gk_stack(pointer)) }
        set { gtk_stack_set_transition_duration(gk_stack(pointer), newValue) }
    }

    /// Adds `child` as the page called `name` (the name `visiblePage` takes).
    public func addPage(_ child: Widget, name: String) {
        gtk_stack_add_named(gk_stack(pointer), child.widget, name)
    }

    /// The name of the visible page.
    public var visiblePage: String? {
        get { gtk_stack_get_visible_child_name(gk_stack(pointer)).map { String(cString: $0) } }
        set { if let newValue, newValue != visiblePage { gtk_stack_set_visible_child_name(gk_stack(pointer), newValue) } }
    }
}

/// `GtkScrolledWindow`.
@MainActor
public final class ScrolledWindow: Widget {
    /// - Parameters:
    ///   - horizontal: when to scroll sideways; `.never` makes the window as wide
    ///     as the content asks (lists, forms), GTK's default is `.automatic`.
    ///   - vertical: when to scroll up and down.
    public init(child: Widget, horizontal: PolicyType = .automatic, vertical: PolicyType = .automatic) {
        super.init(sinking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(gk_scrolled_window(pointer), child.widget)
        setPolicy(horizontal: horizontal, vertical: vertical)
    }

    /// Sets when each scrollbar shows.
    public func setPolicy(horizontal: PolicyType, vertical: PolicyType) {
        gtk_scrolled_window_set_policy(gk_scrolled_window(pointer), horizontal.gtk, vertical.gtk)
    }

    /// Grows with its content up to `maxHeight` pixels, then scrolls (nil: takes what it is given).
    public func fitContent(maxHeight: Int32?) {
        let scrolled = gk_scrolled_window(pointer)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, maxHeight == nil ? 0 : 1)
        gtk_scrolled_window_set_max_content_height(scrolled, maxHeight ?? -1)
    }

    /// The least height the content area asks for, in pixels (it scrolls past that, up to its maximum).
    public func setMinimumContentHeight(_ height: Int32) {
        gtk_scrolled_window_set_min_content_height(gk_scrolled_window(pointer), height)
    }

    /// Whether a frame is drawn around the content.
    public var hasFrame: Bool {
        get { gtk_scrolled_window_get_has_frame(gk_scrolled_window(pointer)) != 0 }
        set { gtk_scrolled_window_set_has_frame(gk_scrolled_window(pointer), newValue ? 1 : 0) }
    }
}

/// `GtkPaned`: two panes side by side with a draggable divider.
@MainActor
public final class Paned: Widget {
    /// Two panes, the start pane `position` pixels wide (or tall). The start pane
    /// keeps its size when the paned grows (the end pane takes the rest), and
    /// neither pane can be dragged smaller than it asks to be: a sidebar and its
    /// content. The `resizes…` and `shrinks…` properties change that.
    /// - Parameter orientation: `.horizontal` (GTK's default) puts the panes side
    ///   by side, `.vertical` one above the other.
    public init(_ orientation: Orientation = .horizontal, start: Widget, end: Widget, position: Int32) {
        super.init(sinking: gtk_paned_new(orientation.gtk))
        let paned = gk_paned(pointer)
        gtk_paned_set_start_child(paned, start.widget)
        gtk_paned_set_end_child(paned, end.widget)
        gtk_paned_set_resize_start_child(paned, 0)
        gtk_paned_set_shrink_start_child(paned, 0)
        gtk_paned_set_shrink_end_child(paned, 0)
        gtk_paned_set_position(paned, position)
    }

    private var paned: OpaquePointer { gk_paned(pointer) }

    /// The divider's distance from the start edge, in pixels.
    public var position: Int32 {
        get { gtk_paned_get_position(paned) }
        set { gtk_paned_set_position(paned, newValue) }
    }

    /// Whether the start pane grows and shrinks with the paned.
    public var resizesStartChild: Bool {
        get { gtk_paned_get_resize_start_child(paned) != 0 }
        set { gtk_paned_set_resize_start_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the end pane grows and shrinks with the paned.
    public var resizesEndChild: Bool {
        get { gtk_paned_get_resize_end_child(paned) != 0 }
        set { gtk_paned_set_resize_end_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the divider can make the start pane smaller than it asks to be.
    public var shrinksStartChild: Bool {
        get { gtk_paned_get_shrink_start_child(paned) != 0 }
        set { gtk_paned_set_shrink_start_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the divider can make the end pane smaller than it asks to be.
    public var shrinksEndChild: Bool {
        get { gtk_paned_get_shrink_end_child(paned) != 0 }
        set { gtk_paned_set_shrink_end_child(paned, newValue ? 1 : 0) }
    }
}

/// `GtkSpinner`.
@MainActor
public final class Spinner: Widget {
    /// A spinner, not spinning.
    public init() {
        super.init(sinking: gtk_spinner_new())
    }

    /// Spinning costs frames; spin only while shown.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(gk_spinner(pointer)) != 0 }
        set { gtk_spinner_set_spinning(gk_spinner(pointer), newValue ? 1 : 0) }
    }
}

/// `GtkImage`: a themed icon or an image file, drawn at a fixed size.
@MainActor
public final class Image: Widget {
    /// An image of the themed icon `iconName` drawn `pixelSize` pixels square.
    public init(iconName: String, pixelSize: Int32) {
        super.init(sinking: gtk_image_new_from_icon_name(iconName))
        gtk_image_set_pixel_size(gk_image(pointer), pixelSize)
    }

    /// Shows a themed icon instead.
    public func setIconName(_ name: String) { gtk_image_set_from_icon_name(gk_image(pointer), name) }

    /// Shows the image file at `path` (GTK shows a "broken image" icon if it cannot decode it).
    public func setFile(_ path: String) { gtk_image_set_from_file(gk_image(pointer), path) }

    /// The file the image shows (set with `setFile`), or nil when it shows an icon or nothing.
    public var file: String? {
        var value: UnsafeMutablePointer<gchar>?
        gk_object_get_string(pointer, "file", &value)
        defer { g_free(value) }
        return value.map { String(cString: $0) }
    }
}

/// `GtkSeparator`.
@MainActor
public final class Separator: Widget {
    /// A `.horizontal` separator is a horizontal line (it separates a column's children).
    public init(_ orientation: Orientation) {
        super.init(sinking: gtk_separator_new(orientation.gtk))
    }
}
