import GtkKit
import RosterViewModels

/// A person's Profile and Tasks pages in a view stack, switched as in GNOME apps: a view
/// switcher above them in a wide window, a view switcher bar at the bottom in a narrow one.
///
/// `DetailPane` builds them when the first person shows, so that a window opened with nobody
/// selected builds, styles and lays out none of it before its first frame.
@MainActor
package final class PersonPages {
    /// The switcher, the pages and the switcher bar, top to bottom.
    let root = Box(.vertical, spacing: 0)
    package let pages = ViewStack()
    /// Above the pages while the window is wide.
    package let switcher: ViewSwitcher
    /// At the bottom while the window is narrow.
    package let switcherBar: ViewSwitcherBar
    package let profile: ProfilePage
    package let tasks: TasksPage

    /// The icon of each page's switcher button.
    static func iconName(of page: DetailPage) -> String {
        switch page {
        case .profile: "avatar-default-symbolic"
        case .tasks: "checkbox-checked-symbolic"
        }
    }

    /// - Parameter saveAction: `win.save`, which the profile's Save runs.
    init(toasts: ToastOverlay, undoTimeout: UInt32, saveAction: SimpleAction) {
        tasks = TasksPage(toasts: toasts, undoTimeout: undoTimeout)
        profile = ProfilePage(saveAction: saveAction)
        for (page, view) in [(DetailPage.profile, profile.root), (.tasks, tasks.root)] as [(DetailPage, Widget)] {
            pages.addPage(view, name: page.rawValue, title: page.title, iconName: Self.iconName(of: page))
        }
        pages.expandsVertically = true
        pages.expandsHorizontally = true
        switcher = ViewSwitcher(stack: pages, policy: .wide)
        switcher.halign = .center
        switcher.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        switcherBar = ViewSwitcherBar(stack: pages)
        root.append(switcher)
        root.append(pages)
        root.append(switcherBar)
        // Screen readers announce each switcher button by its page's name, as the buttons show it.
        for page in DetailPage.allCases {
            buttons(for: page).forEach { $0.accessibleName = page.title }
        }
    }

    /// `page`'s button in both switchers.
    func buttons(for page: DetailPage) -> [ToggleButton] {
        [switcher.button(forPage: page.rawValue), switcherBar.button(forPage: page.rawValue)].compactMap { $0 }
    }

    /// `page`'s button in the switcher the window shows now (the bar's, when narrow).
    func shownButton(for page: DetailPage) -> ToggleButton? {
        switcherBar.reveals ? switcherBar.button(forPage: page.rawValue) : switcher.button(forPage: page.rawValue)
    }

    /// Narrow, the switcher moves from above the pages to a bar at the bottom, and the
    /// profile's conflict banner stacks its buttons.
    func showFolded(_ folded: Bool) {
        switcher.isVisible = !folded
        switcherBar.reveals = folded
        profile.conflictBanner.stacksButtons(folded)
    }
}
