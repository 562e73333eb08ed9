import CGtk
import CGtkShims

/// A GTK widget owned by Swift. Subclasses add the API of their widget type.
@MainActor
open class Widget: GObjectRef {
    /// The widget as a `GtkWidget *`: the escape hatch for GTK calls GtkKit does
    /// not wrap (they need `import CGtk`; GtkKit's own API never does).
    public var widget: UnsafeMutablePointer<GtkWidget> { gk_widget(pointer) }

    /// Whether the widget is shown when its parent is (it may still be off screen: see `isOnScreen`).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Sensitive (enabled) or greyed out.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is on screen now: shown, and every ancestor shown (mapped).
    /// A page of a stack that is not the visible one, or a closed dialog, is not.
    public var isOnScreen: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Whether input reaches the widget: it and every ancestor are sensitive.
    public var acceptsInput: Bool { gtk_widget_is_sensitive(widget) != 0 }

    /// Whether a user could press or click the widget now: on screen and taking input.
    public var canBePressed: Bool { isOnScreen && acceptsInput }

    /// The tooltip text; for an icon-only button it is also what screen readers say when no accessible name is set.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// Whether the widget takes extra horizontal space its parent has.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra vertical space its parent has.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// Where the widget sits across space wider than it asks for (`.fill` takes it all).
    public var halign: Align {
        get { Align(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// Where the widget sits in space taller than it asks for (`.fill` takes it all).
    public var valign: Align {
        get { Align(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// Sets all four margins.
    public func setMargins(top: Int32, bottom: Int32, start: Int32, end: Int32) {
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_bottom(widget, bottom)
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_end(widget, end)
    }

    /// Sets the same margin on all four sides.
    public func setMargins(_ margin: Int32) { setMargins(top: margin, bottom: margin, start: margin, end: margin) }

    /// Adds a style class (`suggested-action`, `dim-label`, or one of the app's CSS).
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    /// Removes a style class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    /// Whether the widget has the style class.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    /// Adds or removes a CSS class.
    public func setCSSClass(_ name: String, _ isOn: Bool) {
        if isOn { addCSSClass(name) } else { removeCSSClass(name) }
    }

    /// Moves keyboard focus to the widget.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Whether the widget itself has keyboard focus in the active window.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether the focus widget of this widget's window is this widget or inside it
    /// (a search entry's focus is on its inner text widget). Unlike `hasFocus`, true
    /// even when the window itself is not the active one.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Whether the widget is mapped (on screen, with all its ancestors visible).
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Whether children are clipped to the widget's (CSS-rounded) bounds.
    public var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    /// The least size the widget asks for, in pixels (-1: what its content needs).
    public func setSizeRequest(width: Int32, height: Int32) { gtk_widget_set_size_request(widget, width, height) }

    /// Sets the accessible label read by screen readers.
    public func setAccessibleLabel(_ label: String) {
        gk_accessible_set_label(widget, label)
    }

    /// Hides the widget from screen readers: for one that only repeats, for the eye, what
    /// another widget already says to them.
    public func hideFromAssistiveTechnology() {
        gk_accessible_set_hidden(widget, 1)
    }

    /// Whether pointer input reaches the widget; false lets clicks through to what lies under it.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// The name a screen reader announces: the accessible label set on the widget,
    /// else a button's or check button's label text, else nil (it is announced by
    /// its class name, "GtkEntry", "GtkImage"). Setting it sets the accessible
    /// label; nil removes it. (GTK 4.8 has no getter: GtkKit remembers what it set.)
    public var accessibleName: String? {
        get { Self.accessibleName(of: widget) }
        set {
            if let newValue { gk_accessible_set_label(widget, newValue) } else { gk_accessible_reset_label(widget) }
        }
    }

    /// The accessible role as GTK names it: "button", "text-box", "search-box", "checkbox"…
    public var accessibleRole: String { Self.accessibleRole(of: widget) }

    /// The widget GTK put this one in (a list row's item widget, say), or nil.
    public var parentWidget: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(widget) }

    /// `accessibleName` of any widget.
    public static func accessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if let label = gk_accessible_get_label(widget) { return String(cString: label) }
        var label: UnsafePointer<CChar>?
        if gk_is_check_button(widget) != 0 {
            label = gtk_check_button_get_label(gk_check_button(widget))
        } else if gk_is_button(widget) != 0 {
            label = gtk_button_get_label(gk_button(widget))
        }
        guard let label, label.pointee != 0 else { return nil }
        return String(cString: label)
    }

    /// `accessibleRole` of any widget.
    public static func accessibleRole(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gk_accessible_role_name(widget))
    }

    /// Sets (or, with nil, removes) the accessible label of any widget.
    public static func setAccessibleName(_ name: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        if let name { gk_accessible_set_label(widget, name) } else { gk_accessible_reset_label(widget) }
    }
}
