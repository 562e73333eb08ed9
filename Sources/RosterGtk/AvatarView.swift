import CGtk
import GtkKit
import RosterViewModels

/// The avatar: initials on a colour, or the chosen image.
@MainActor
package final class AvatarView {
    package let root = Stack()
    package let initials = Label()
    package let image = Image(iconName: "avatar-default-symbolic", pixelSize: 96)

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
}
