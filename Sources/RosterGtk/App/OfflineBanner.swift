import GtkKit
import RosterViewModels

/// The bar across the top of the window while the directory's server cannot be reached:
/// "Offline" and when Roster tries again. Everything else stays usable; edits are kept.
@MainActor
package final class OfflineBanner {
    package let root: Revealer
    package let title = Label()
    package let detail = Label()
    private let bindings = BindingBag()

    init(people: PeopleViewModel) {
        let box = Box(.horizontal, spacing: 12)
        box.addCSSClass("banner")
        box.addCSSClass("offline-banner")
        let icon = Image(iconName: "network-offline-symbolic", pixelSize: 16)
        title.addCSSClass("heading")
        detail.wraps = true
        detail.xAlign = 0
        detail.expandsHorizontally = true
        box.append(icon)
        box.append(title)
        box.append(detail)
        root = Revealer(child: box, transition: .slideDown)
        bindings.bind({ people.offlineNotice }, name: .offlineNotice) { [root, title, detail] notice in
            title.text = notice?.title ?? ""
            detail.text = notice?.detail ?? ""
            root.revealsChild = notice != nil
        }
    }
}
