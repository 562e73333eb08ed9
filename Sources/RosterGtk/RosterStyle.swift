import GtkKit
import RosterViewModels

/// Roster's CSS on top of the Adwaita theme, one rule set per CSS class the views use.
@MainActor
package enum RosterStyle {
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
    .profile-page { padding: 18px 36px 24px 36px; }
    .tasks-page { padding: 12px 24px 12px 24px; }
    .field-error { color: @error_color; font-size: 0.9em; }
    entry.error, textview.biography.error { border-color: @error_color; }
    textview.biography { border: 1px solid @borders; border-radius: 6px; padding: 6px; }
    .avatar-image { border-radius: 48px; }
    .task-row { padding: 4px 6px; }
    .task-done { text-decoration-line: line-through; color: alpha(currentColor, 0.55); }
    .due-overdue { color: @error_color; font-weight: bold; }
    .due-today { color: @warning_color; font-weight: bold; }
    .due-upcoming { color: alpha(currentColor, 0.6); }
    .undo-bar { background-color: @theme_selected_bg_color; color: @theme_selected_fg_color; padding: 6px 12px; border-radius: 8px; margin: 6px; }
    .undo-bar button { color: @theme_selected_fg_color; font-weight: bold; }
    .deletion-error { color: @error_color; padding: 6px 18px; }
    .transfer-dialog-content { padding: 24px; }
    .transfer-dialog-heading { font-size: 1.25em; font-weight: 800; }
    .transfer-dialog-heading.error, image.error { color: @error_color; }
    image.success { color: @success_color; }
    .report-lines { font-size: 0.92em; }
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
    package static func cssClass(_ color: AvatarColor) -> String { "avatar-" + color.rawValue }
}
