import CGtk
import CGtkShims

/// GTK's keyboard-shortcuts window (`GtkShortcutsWindow`), described in Swift.
///
/// GTK builds this window only from GtkBuilder XML; this type writes that XML
/// (every title escaped) and loads it. Attached to an application window as its
/// help overlay, it is what the window's `win.show-help-overlay` action shows
/// (give that action `<Control>question`, as GNOME applications do).
///
///     let shortcuts = try ShortcutsWindow(groups: [
///         ShortcutsGroup(title: "General", shortcuts: [ShortcutsItem(title: "Quit", accelerator: "<Control>q")]),
///     ])
///     try shortcuts.attach(to: window)
@MainActor
public final class ShortcutsWindow: Widget {
    /// The builder id of the window in `builderXML`.
    nonisolated public static let builderID = "shortcuts-window"

    /// Builds the window with `sections` (the first is shown first).
    /// - Throws: `ShortcutsWindowError.invalidAccelerator` for an accelerator GTK
    ///   cannot parse; `.builderFailed` if GtkBuilder refuses the definition.
    public init(sections: [ShortcutsSection]) throws {
        let xml = try Self.builderXML(sections: sections)
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        // Not gtk_builder_new_from_string: it aborts the process on a parse error.
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
            let window = gtk_builder_get_object(builder, Self.builderID)
        else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "no \(Self.builderID) object"
            g_clear_error(&error)
            throw ShortcutsWindowError.builderFailed(message)
        }
        super.init(sinking: UnsafeMutableRawPointer(window))
    }

    /// Builds the window with one section of `groups`.
    public convenience init(groups: [ShortcutsGroup]) throws {
        try self.init(sections: [ShortcutsSection(name: "shortcuts", groups: groups)])
    }

    /// The GtkBuilder definition of a shortcuts window with `sections`: a
    /// `GtkShortcutsWindow` (id `builderID`) of `GtkShortcutsSection`s of
    /// `GtkShortcutsGroup`s of `GtkShortcutsShortcut`s.
    /// - Throws: `ShortcutsWindowError.invalidAccelerator` for an accelerator GTK cannot parse.
    nonisolated public static func builderXML(sections: [ShortcutsSection]) throws -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>\n"
        xml += "  <object class=\"GtkShortcutsWindow\" id=\"\(builderID)\">\n"
        xml += "    <property name=\"modal\">true</property>\n"
        if let first = sections.first {
            xml += "    <property name=\"section-name\">\(escaped(first.name))</property>\n"
        }
        for section in sections {
            xml += "    <child>\n      <object class=\"GtkShortcutsSection\">\n"
            xml += "        <property name=\"section-name\">\(escaped(section.name))</property>\n"
            if let title = section.title {
                xml += "        <property name=\"title\">\(escaped(title))</property>\n"
            }
            for group in section.groups {
                xml += "        <child>\n          <object class=\"GtkShortcutsGroup\">\n"
                xml += "            <property name=\"title\">\(escaped(group.title))</property>\n"
                for item in group.shortcuts {
                    try validate(item)
                    xml += "            <child>\n              <object class=\"GtkShortcutsShortcut\">\n"
                    xml += "                <property name=\"title\">\(escaped(item.title))</property>\n"
                    xml +=
                        "                <property name=\"accelerator\">\(escaped(item.accelerators.joined(separator: " ")))</property>\n"
                    xml += "              </object>\n            </child>\n"
                }
                xml += "          </object>\n        </child>\n"
            }
            xml += "      </object>\n    </child>\n"
        }
        xml += "  </object>\n</interface>\n"
        return xml
    }

    /// `text` as XML character data or attribute value: `& < > " '` become entities.
    nonisolated public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    nonisolated private static func validate(_ item: ShortcutsItem) throws {
        guard !item.accelerators.isEmpty else { throw ShortcutsWindowError.invalidAccelerator("", title: item.title) }
        for accelerator in item.accelerators {
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            guard !accelerator.contains(" "), gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0 else {
                throw ShortcutsWindowError.invalidAccelerator(accelerator, title: item.title)
            }
        }
    }

    private var window: UnsafeMutablePointer<GtkWindow> { gk_window(pointer) }

    /// Makes this the help overlay of `window`, an application's window: GTK gives
    /// `window` the action `win.show-help-overlay`, which presents it, and keeps
    /// it (modal, transient for `window`, hidden on close) until `window` goes.
    /// - Parameter window: a `GtkApplicationWindow` (or subclass, such as `AdwApplicationWindow`).
    /// - Throws: `ShortcutsWindowError.notAnApplicationWindow` when `window` is not one
    ///   (a `Window` made without an application, say).
    public func attach(to window: Widget) throws {
        let instance = window.pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_application_window_get_type()) != 0 else {
            throw ShortcutsWindowError.notAnApplicationWindow
        }
        gtk_application_window_set_help_overlay(window.pointer.assumingMemoryBound(to: GtkApplicationWindow.self), OpaquePointer(pointer))
    }

    /// Shows the window (what `win.show-help-overlay` does once attached).
    public func present() { gtk_window_present(window) }

    /// Hides the window, as its close button does.
    public func close() { gtk_window_close(window) }

    /// Destroys the window (one that was never attached would otherwise linger as a hidden toplevel).
    public func destroy() { gtk_window_destroy(window) }

    /// The groups as GTK built them, read back from the window's widgets
    /// (titles and accelerators as GTK holds them), section by section.
    public var builtGroups: [ShortcutsGroup] {
        let sectionType = gtk_shortcuts_section_get_type()
        let groupType = gtk_shortcuts_group_get_type()
        let shortcutType = gtk_shortcuts_shortcut_get_type()
        // Only groups inside sections: the window's search page has groups of its own.
        return Self.descendants(of: widget, ofType: sectionType).flatMap { section in
            Self.descendants(of: section, ofType: groupType).map { group in
                ShortcutsGroup(
                    title: Self.stringProperty(group, "title"),
                    shortcuts: Self.descendants(of: group, ofType: shortcutType).map {
                        ShortcutsItem(
                            title: Self.stringProperty($0, "title"),
                            accelerators: Self.stringProperty($0, "accelerator").split(separator: " ").map(String.init))
                    })
            }
        }
    }

    /// The descendants of `root` of `type` (not looking inside them), in widget order.
    private static func descendants(of root: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0 {
                found.append(widget)
            } else {
                found += descendants(of: widget, ofType: type)
            }
            child = gtk_widget_get_next_sibling(widget)
        }
        return found
    }

    private static func stringProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String {
        var value: UnsafeMutablePointer<CChar>?
        gk_object_get_string(widget, name, &value)
        defer { g_free(value) }
        return value.map { String(cString: $0) } ?? ""
    }
}
