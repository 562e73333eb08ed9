import GtkKit
import RosterViewModels

/// The right pane: the selected person's Profile and Tasks pages in a view stack, or a
/// hint when nobody is selected.
///
/// The pages are switched as in GNOME apps: a view switcher above them in a wide window,
/// a view switcher bar at the bottom in a narrow one (`showsNarrowSwitcher`). The content
/// header above keeps the person's name (a view switcher title would put the switcher in
/// its place). Which page shows is the view model's `detailPage`: a click on a switcher
/// asks it (`profileTabSelected`, `tasksTabSelected`), and the stack follows its answer.
@MainActor
package final class DetailPane {
    package let root = Stack(transition: .crossfade)
    let placeholder = StatusPage(iconName: "avatar-default-symbolic")
    package let pages = ViewStack()
    /// Above the pages while the window is wide.
    package let switcher: ViewSwitcher
    /// At the bottom while the window is narrow.
    package let switcherBar: ViewSwitcherBar
    package let profile: ProfilePage
    package let tasks: TasksPage
    /// The switcher, the pages and the switcher bar: in `root` from the first person shown on,
    /// so that a window opened with nobody selected maps, styles and draws none of it.
    private let personContent = Box(.vertical, spacing: 0)
    private let bindings = BindingBag()
    /// Runs when the pane shows another person (nil: nobody); the window navigates.
    var personShown: (@MainActor (ProfileViewModel?) -> Void)?

    /// The icon of each page's switcher button.
    static func iconName(of page: DetailPage) -> String {
        switch page {
        case .profile: "avatar-default-symbolic"
        case .tasks: "checkbox-checked-symbolic"
        }
    }

    /// - Parameter commands: `win.save` and `win.delete-person`, which the profile's buttons run,
    ///   and `win.show-profile` / `win.show-tasks` (Alt+1, Alt+2), enabled as the pages are.
    init(app: AppViewModel, toasts: ToastOverlay, undoTimeout: UInt32, commands: WindowCommands) {
        tasks = TasksPage(toasts: toasts, undoTimeout: undoTimeout)
        profile = ProfilePage(saveAction: commands.save)
        for (page, view) in [(DetailPage.profile, profile.root), (.tasks, tasks.root)] as [(DetailPage, Widget)] {
            pages.addPage(view, name: page.rawValue, title: page.title, iconName: Self.iconName(of: page))
        }
        pages.expandsVertically = true
        pages.expandsHorizontally = true
        switcher = ViewSwitcher(stack: pages, policy: .wide)
        switcher.halign = .center
        switcher.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        switcherBar = ViewSwitcherBar(stack: pages)
        personContent.append(switcher)
        personContent.append(pages)
        personContent.append(switcherBar)
        root.addPage(placeholder, name: "none")
        root.expandsHorizontally = true
        placeholder.title = app.people.noSelectionText
        // Screen readers announce each switcher button by its page's name, as the buttons show it.
        for page in DetailPage.allCases {
            for button in [switcher.button(forPage: page.rawValue), switcherBar.button(forPage: page.rawValue)] {
                button?.accessibleName = page.title
            }
        }

        // A switcher's click shows its page at once; the view model decides whether it stays.
        pages.onVisiblePageChanged { [weak app, pages] name in
            guard let app else { return }
            switch name.flatMap(DetailPage.init(rawValue:)) {
            case .profile: app.profileTabSelected()
            case .tasks: _ = app.tasksTabSelected()
            case nil: break
            }
            pages.visiblePage = app.detailPage.rawValue
        }
        bindings.bind({ app.detailPage }, name: .detailPage) { [pages] page in pages.visiblePage = page.rawValue }
        bindings.bind({ app.profile.map(ObjectIdentifier.init) }, name: .detailProfile) { [weak self, weak app, root, profile] _ in
            if app?.profile != nil { self?.addPersonContent() }
            root.visiblePage = app?.profile == nil ? "none" : "person"
            commands.showProfile.isEnabled = app?.profile != nil
            profile.show(app?.profile)
            self?.personShown?(app?.profile)
        }
        // A new person has no Tasks page until saved: the switchers say so.
        bindings.bind({ app.tasks.map(ObjectIdentifier.init) }, name: .detailTasks) { [weak self, weak app, tasks] _ in
            tasks.show(app?.tasks)
            let isEnabled = app?.isTasksTabEnabled ?? false
            commands.showTasks.isEnabled = isEnabled
            self?.buttons(for: .tasks).forEach { $0.isSensitive = isEnabled }
        }
        profile.deletePerson.detailedActionName = RosterActions.deletePerson.name
        bindings.bind({ app.deletePersonDisabledReason }, name: .deletePerson) { [profile, deleteAction = commands.deletePerson] reason in
            deleteAction.isEnabled = reason == nil
            profile.deletePerson.tooltip = reason
        }
        profile.history.onClicked { [weak app] in app?.historyTapped() }
        bindings.bind({ app.historyDisabledReason }, name: .profileHistory) { [history = profile.history] reason in
            history.isSensitive = reason == nil
            history.tooltip = reason ?? ControlNames.history
        }
    }

    private var hasPersonContent = false

    /// Puts the pages in the window, once: before the first person shows, or before the
    /// keyboard moves into them (the window may ask first, as Enter on a row does).
    func addPersonContent() {
        guard !hasPersonContent else { return }
        hasPersonContent = true
        root.addPage(personContent, name: "person")
    }

    /// `page`'s button in both switchers.
    private func buttons(for page: DetailPage) -> [ToggleButton] {
        [switcher.button(forPage: page.rawValue), switcherBar.button(forPage: page.rawValue)].compactMap { $0 }
    }

    /// `page`'s button in the switcher the window shows now (the bar's, when narrow).
    package func shownButton(for page: DetailPage) -> ToggleButton? {
        switcherBar.reveals ? switcherBar.button(forPage: page.rawValue) : switcher.button(forPage: page.rawValue)
    }

    /// Narrow, the switcher moves from above the pages to a bar at the bottom.
    func showsNarrowSwitcher(_ narrow: Bool) {
        switcher.isVisible = !narrow
        switcherBar.reveals = narrow
    }
}
