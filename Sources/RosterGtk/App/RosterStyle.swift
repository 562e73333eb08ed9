import Foundation
import GtkKit
import RosterViewModels

/// Roster's CSS on top of libadwaita's stylesheet: `style.css` beside this file, one
/// rule set per CSS class the views use. It ships as a resource of the RosterGtk
/// target (`Bundle.module`), which `scripts/install.sh` installs beside the binaries.
@MainActor
package enum RosterStyle {
    static func load() {
        CSSStyle.load(stylesheet)
    }

    /// The text of `style.css`; empty, with a warning, when the resource bundle lacks it.
    private static let stylesheet: String = {
        guard let url = Bundle.module.url(forResource: "style", withExtension: "css"),
            let css = try? String(contentsOf: url, encoding: .utf8)
        else {
            FileHandle.standardError.write(Data("roster: style.css is missing from RosterGtk's resources; the window is unstyled\n".utf8))
            return ""
        }
        return css
    }()

    /// The CSS class of an avatar colour.
    package static func cssClass(_ color: AvatarColor) -> String { "avatar-" + color.rawValue }
}
