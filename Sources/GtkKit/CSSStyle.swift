import CGtk
import CGtkShims

/// Application-wide CSS.
@MainActor
public enum CSSStyle {
    /// Loads `css` for the default display, above the theme.
    public static func load(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, gk_style_provider(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
