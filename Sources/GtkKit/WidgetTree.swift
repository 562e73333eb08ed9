import CAdw
import CGtk
import CGtkShims

extension Widget {
    /// Calls `body` with every widget under `root` (not `root` itself), depth first.
    /// For composite widgets whose parts a library builds itself (a toast's buttons,
    /// a message dialog's response buttons), which have no accessor of their own.
    public static func forEachDescendant(of root: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            body(current)
            forEachDescendant(of: current, body)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The first button under `root` labelled `label`, or with the icon `iconName`.
    public static func findButton(under root: UnsafeMutablePointer<GtkWidget>, label: String? = nil, iconName: String? = nil) -> Button? {
        var found: UnsafeMutablePointer<GtkWidget>?
        forEachDescendant(of: root) { child in
            guard found == nil, gk_is_button(child) != 0 else { return }
            let button = gk_button(child)
            if let label, gtk_button_get_label(button).map({ String(cString: $0) }) == label { found = child }
            if let iconName, gtk_button_get_icon_name(button).map({ String(cString: $0) }) == iconName { found = child }
        }
        return found.map { Button(wrapping: $0) }
    }
}

extension Widget {
    /// Where the widget is drawn in `ancestor`'s coordinates (nil when it is not
    /// laid out there): to check that a control is really inside a window, not
    /// clipped off its edge.
    public func bounds(in ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, ancestor.widget, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// Whether the widget lies wholly inside `ancestor` (and is on screen).
    public func isWhollyInside(_ ancestor: Widget) -> Bool {
        guard isOnScreen, let bounds = bounds(in: ancestor) else { return false }
        let (width, height) = (Double(gtk_widget_get_width(ancestor.widget)), Double(gtk_widget_get_height(ancestor.widget)))
        return bounds.x >= 0 && bounds.y >= 0 && bounds.x + bounds.width <= width + 0.5 && bounds.y + bounds.height <= height + 0.5
    }
}
