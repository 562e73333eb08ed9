import GtkKit
import RosterViewModels

/// The avatar: libadwaita's round avatar, showing the view model's initials on
/// the view model's colour, or the chosen image.
@MainActor
package final class AvatarView {
    package let root = Avatar(size: 96)

    init() {
        root.halign = .center
        root.setAccessibleLabel(ControlNames.avatar)
    }

    func show(_ avatar: AvatarDisplay) {
        switch avatar {
        case .initials(let text, let color):
            root.setImageFile(nil)
            // AdwAvatar draws the first letters of the first and last words: one word per initial.
            root.text = text.map(String.init).joined(separator: " ")
            for candidate in AvatarColor.allCases {
                root.setCSSClass(RosterStyle.cssClass(candidate), candidate == color)
            }
        case .image(let path):
            root.setImageFile(path)
        }
    }
}
