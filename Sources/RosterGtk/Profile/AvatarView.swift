import GtkKit
import RosterViewModels

/// An avatar: libadwaita's round avatar, showing the view model's initials on the view
/// model's colour, or the chosen image. The profile's, and each People row's.
@MainActor
package final class AvatarView {
    package let root: Avatar

    /// - Parameters:
    ///   - size: the diameter in pixels.
    ///   - accessibleName: what a screen reader calls it (nil: part of a row that names it).
    init(size: Int32 = 96, accessibleName: String? = ControlNames.avatar) {
        root = Avatar(size: size)
        root.halign = .center
        if let accessibleName { root.setAccessibleLabel(accessibleName) }
    }

    /// Shows `avatar`; when its image cannot be shown, `fallback` (a row recycled from another
    /// person must not keep their initials).
    func show(_ avatar: AvatarDisplay, fallback: AvatarDisplay? = nil) {
        switch avatar {
        case .initials(let text, let color):
            root.setImageFile(nil)
            // AdwAvatar draws the first letters of the first and last words: one word per initial.
            root.text = text.map(String.init).joined(separator: " ")
            for candidate in AvatarColor.allCases {
                root.setCSSClass(RosterStyle.cssClass(candidate), candidate == color)
            }
        case .image(let path):
            if !root.setImageFile(path), let fallback, fallback != avatar { show(fallback) }
        }
    }
}
