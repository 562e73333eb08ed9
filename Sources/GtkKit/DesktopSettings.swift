import CGtk

/// GTK's process-wide settings (`GtkSettings`) that programs change.
@MainActor
public enum DesktopSettings {
    /// Whether revealers, stacks and other widgets animate changes. Off, every change
    /// is on screen at the next frame: for test harnesses that must not wait out a slide.
    public static var animationsEnabled: Bool {
        get { boolean("gtk-enable-animations") ?? true }
        set { setBoolean("gtk-enable-animations", newValue) }
    }

    private static func boolean(_ name: String) -> Bool? {
        guard let settings = gtk_settings_get_default() else { return nil }
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        UnsafeMutableRawPointer(settings).withMemoryRebound(to: GObject.self, capacity: 1) {
            g_object_get_property($0, name, &value)
        }
        return g_value_get_boolean(&value) != 0
    }

    private static func setBoolean(_ name: String, _ newValue: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, newValue ? 1 : 0)
        UnsafeMutableRawPointer(settings).withMemoryRebound(to: GObject.self, capacity: 1) {
            g_object_set_property($0, name, &value)
        }
    }
}
