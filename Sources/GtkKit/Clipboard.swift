import CGtk
import CGtkShims

/// The clipboard of the display a widget is on (`GdkClipboard`).
@MainActor
public enum Clipboard {
    /// Puts `text` on the clipboard of `widget`'s display.
    public static func setText(_ text: String, for widget: Widget) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget.widget), text)
    }

    /// The text this program last put on the clipboard of `widget`'s display, or nil when it
    /// holds none or another program's (read without waiting for the main loop).
    public static func localText(for widget: Widget) -> String? {
        guard let text = gk_clipboard_local_text(widget.widget) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
