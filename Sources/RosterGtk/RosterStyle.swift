import GtkKit
import RosterViewModels

/// Roster's CSS on top of the Adwaita theme, one rule set per CSS class the views use.
@MainActor
enum RosterStyle {
    static func load() {
        CSSStyle.load(css)
    }

    private static let css = """
    .people-section-header { font-weight: bold; font-size: 0.9em; color: alpha(currentColor, 0.6); padding: 12px 12px 4px 12px; }
    .people-row { padding: 6px 12px; }
    .people-row .person-name { font-weight: 500; }
    .people-row .person-email { font-size: 0.9em; }
    .people-placeholder { padding: 4px 12px 8px 12px; font-style: italic; }
    .people-count { padding: 6px 12px; font-size: 0.9em; }
    .status-page { padding: 24px; }
    .status-page .status-title { font-size: 1.4em; font-weight: 800; }
    .status-page image { color: alpha(currentColor, 0.5); }
    .detail-pane { padding: 36px; }
    .detail-name { font-size: 1.8em; font-weight: 800; }
    .avatar-initials { min-width: 96px; min-height: 96px; border-radius: 48px; font-size: 2.2em; font-weight: 800; color: white; }
    .avatar-blue { background-color: #3584e4; }
    .avatar-green { background-color: #2ec27e; }
    .avatar-yellow { background-color: #e5a50a; }
    .avatar-orange { background-color: #ff7800; }
    .avatar-red { background-color: #e01b24; }
    .avatar-purple { background-color: #9141ac; }
    .avatar-brown { background-color: #986a44; }
    .avatar-slate { background-color: #6f8396; }
    """

    /// The CSS class of an avatar colour.
    static func cssClass(_ color: AvatarColor) -> String { "avatar-" + color.rawValue }
}
