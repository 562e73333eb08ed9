import CGtkShims

/// Hands a URI to the desktop: the handler the user chose for its scheme (their mail
/// program for `mailto:`, their dialer for `tel:`, their browser for `https:`).
@MainActor
public enum URILauncher {
    /// Opens `uri`, over the window `widget` is in.
    public static func open(_ uri: String, from widget: Widget) { gk_show_uri(widget.widget, uri) }
}
