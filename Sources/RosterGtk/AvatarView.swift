import CGtk
import GtkKit
import RosterViewModels

/// The avatar: initials on a colour, or the chosen image.
@MainActor
final class AvatarView {
    let root = Stack()
    let initials = Label()
    let image = Image(iconName: "avatar-default-symbolic", pixelSize: 96)

    init() {
        initials.addCSSClass("avatar-initials")
        // GTK clips children, not a widget's own drawing: the round frame holds the image.
        let frame = Box(GTK_ORIENTATION_HORIZONTAL)
        frame.addCSSClass("avatar-image")
        frame.clipsChildren = true
        frame.horizontalAlignment = GTK_ALIGN_CENTER
        frame.append(image)
        root.addPage(initials, name: "initials")
        root.addPage(frame, name: "image")
        root.horizontalAlignment = GTK_ALIGN_CENTER
        root.setAccessibleLabel("Avatar")
    }

    func show(_ avatar: AvatarDisplay) {
        switch avatar {
        case .initials(let text, let color):
            initials.text = text
            for candidate in AvatarColor.allCases {
                initials.setCSSClass(RosterStyle.cssClass(candidate), candidate == color)
            }
            root.visiblePage = "initials"
        case .image(let path):
            image.setFile(path)
            root.visiblePage = "image"
        }
    }

    /// What the avatar shows, read back: "CB on blue" (initials and colour class), or "image".
    var shown: String {
        guard root.visiblePage != "image" else { return "image" }
        let color = AvatarColor.allCases.first { initials.hasCSSClass(RosterStyle.cssClass($0)) }
        return "\(initials.text) on \(color?.rawValue ?? "no colour")"
    }
}
