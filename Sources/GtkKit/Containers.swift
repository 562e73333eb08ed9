import CGtk
import CGtkShims

/// `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    public init(_ orientation: GtkOrientation, spacing: Int32 = 0) {
        super.init(sinking: gtk_box_new(orientation, spacing))
    }

    /// Appends `child` (GTK keeps its own reference).
    public func append(_ child: Widget) { gtk_box_append(gk_box(pointer), child.widget) }

    /// Removes `child` (GTK drops its reference; the wrapper keeps its own).
    public func remove(_ child: Widget) { gtk_box_remove(gk_box(pointer), child.widget) }
}

/// `GtkStack`: one named page visible at a time.
@MainActor
public final class Stack: Widget {
    public init() {
        super.init(sinking: gtk_stack_new())
        gtk_stack_set_transition_type(gk_stack(pointer), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

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
    public init(child: Widget) {
        super.init(sinking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(gk_scrolled_window(pointer), child.widget)
        gtk_scrolled_window_set_policy(gk_scrolled_window(pointer), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
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
    public init(start: Widget, end: Widget, position: Int32) {
        super.init(sinking: gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
        let paned = gk_paned(pointer)
        gtk_paned_set_start_child(paned, start.widget)
        gtk_paned_set_end_child(paned, end.widget)
        gtk_paned_set_resize_start_child(paned, 0)
        gtk_paned_set_shrink_start_child(paned, 0)
        gtk_paned_set_shrink_end_child(paned, 0)
        gtk_paned_set_position(paned, position)
    }
}

/// `GtkSpinner`.
@MainActor
public final class Spinner: Widget {
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
    public init(_ orientation: GtkOrientation) {
        super.init(sinking: gtk_separator_new(orientation))
    }
}
