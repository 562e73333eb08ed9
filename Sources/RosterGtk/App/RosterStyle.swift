import GtkKit
import RosterViewModels

/// Roster's CSS on top of libadwaita's stylesheet, one rule set per CSS class the
/// views use. Colours come from libadwaita's named colours (`@error_color`, …),
/// which it defines readably for both the light and the dark style.
@MainActor
package enum RosterStyle {
    static func load() {
        CSSStyle.load(css)
    }

    // Status pages' icons at 96 px, not libadwaita's 128: the Adwaita icon theme draws its
    // symbolic icons up to 96 px as PNG, and a larger one is its SVG, whose loader (librsvg,
    // ~7 MiB resident) would be loaded for the placeholder alone.
    //
    // Without a compositor (a plain X server, Xvfb, VNC) GTK frames a window with `.solid-csd`
    // (instead of `.csd`, in every state), which libadwaita draws in its 5 px padding as three
    // inset box-shadows: each a shader run over the whole window, ~15 ms of CPU a frame under
    // software rendering. The same pixels from a border, an outline over its outer line and the
    // content's outline in the remaining 1 px of padding cost next to nothing; border + padding
    // stay 5 px, the band GTK resizes the window by.
    private static let css = """
    statuspage .icon { -gtk-icon-size: 96px; }
    window.roster-window.solid-csd {
      box-shadow: none; border: 4px solid @headerbar_bg_color; padding: 1px; outline: 1px solid @borders; outline-offset: -1px; }
    window.roster-window.solid-csd:backdrop { border-color: @headerbar_backdrop_color; }
    window.roster-window.solid-csd .roster-window-content { outline: 1px solid @borders; outline-offset: 0; }
    .people-section-header { font-weight: bold; font-size: 0.9em; color: alpha(currentColor, 0.6); padding: 12px 12px 4px 12px; }
    .people-row { padding: 6px 12px; }
    .people-row .person-name { font-weight: 500; }
    .people-row .person-email { font-size: 0.9em; }
    .people-placeholder { padding: 4px 12px 8px 12px; font-style: italic; }
    .people-count { padding: 6px 12px; font-size: 0.9em; }
    .profile-page { padding: 18px 12px 24px 12px; }
    .restored-draft { padding: 6px 6px 6px 12px; }
    .tasks-page { padding: 12px 12px 12px 12px; }
    .field-error { color: @error_color; font-size: 0.9em; }
    entry.error, textview.biography.error { border-color: @error_color; }
    textview.biography { border: 1px solid @borders; border-radius: 6px; padding: 6px; }
    .task-row { padding: 4px 6px; }
    .task-done { text-decoration-line: line-through; color: alpha(currentColor, 0.55); }
    .due-overdue { color: @error_color; font-weight: bold; }
    .due-today { color: @warning_color; font-weight: bold; }
    .due-upcoming { color: alpha(currentColor, 0.6); }
    .deletion-error { color: @error_color; padding: 6px 18px; }
    .conflict-field { color: @warning_color; font-weight: bold; }
    .banner { background-color: alpha(@warning_color, 0.18); padding: 8px 18px; border-bottom: 1px solid alpha(@warning_color, 0.4); }
    .transfer-dialog-content { padding: 24px; }
    .transfer-dialog-heading { font-size: 1.25em; font-weight: 800; }
    .transfer-dialog-heading.error, image.error { color: @error_color; }
    image.success { color: @success_color; }
    .report-lines { font-size: 0.92em; }
    avatar.avatar-blue, .avatar-blue avatar { background-image: none; background-color: #3584e4; color: white; }
    avatar.avatar-green, .avatar-green avatar { background-image: none; background-color: #26a269; color: white; }
    avatar.avatar-yellow, .avatar-yellow avatar { background-image: none; background-color: #c88800; color: white; }
    avatar.avatar-orange, .avatar-orange avatar { background-image: none; background-color: #e66100; color: white; }
    avatar.avatar-red, .avatar-red avatar { background-image: none; background-color: #c01c28; color: white; }
    avatar.avatar-purple, .avatar-purple avatar { background-image: none; background-color: #813d9c; color: white; }
    avatar.avatar-brown, .avatar-brown avatar { background-image: none; background-color: #865e3c; color: white; }
    avatar.avatar-slate, .avatar-slate avatar { background-image: none; background-color: #5e6f80; color: white; }
    """

    /// The CSS class of an avatar colour.
    package static func cssClass(_ color: AvatarColor) -> String { "avatar-" + color.rawValue }
}
