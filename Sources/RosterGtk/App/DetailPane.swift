import GtkKit
import RosterViewModels

/// The right pane: the selected person's pages (`PersonPages`), or a hint when nobody is
/// selected.
///
/// The content header above keeps the person's name (a view switcher title would put the
/// switcher in its place). Which page shows is the view model's `detailPage`: a click on a
/// switcher asks it (`profileTabSelected`, `tasksTabSelected`), and the stack follows its answer.
///
/// The pages are built when the first person shows (or when something asks for them first,
/// as Enter on a row does before the binding runs): a window opened with nobody selected
/// builds, styles and draws none of them.
@MainActor
package final class DetailPane {
    package let root = Stack(transition: .crossfade)
    let placeholder = StatusPage(iconName: "avatar-default-symbolic")
    /// The person's pages, once built.
    package private(set) var builtPages: PersonPages?
    private let app: AppViewModel
    private let toasts: ToastOverlay
    private let undoTimeout: UInt32
    private let commands: WindowCommands
    private let bindings = BindingBag()
    /// The bindings of the pages, from when they are built.
    private let pageBindings = BindingBag()
    private var isFolded = false
    /// What the window connects to the pages (`whenPagesBuilt`), until they are built.
    private var pagesBuilt: (@MainActor (PersonPages) -> Void)?
    /// Runs when the pane shows another person (nil: nobody); the window navigates.
    var personShown: (@MainActor (ProfileViewModel?) -> Void)?

    /// The person's pages, built (and put in the pane) on first use.
    package var personPages: PersonPages { builtPages ?? buildPages() }
    package var profile: ProfilePage { personPages.profile }
    package var tasks: TasksPage { personPages.tasks }
    package var pages: ViewStack { personPages.pages }
    /// Above the pages while the window is wide.
    package var switcher: ViewSwitcher { personPages.switcher }
    /// At the bottom while the window is narrow.
    package var switcherBar: ViewSwitcherBar { personPages.switcherBar }

    /// - Parameter commands: `win.save` and `win.delete-person`, which the profile's buttons run,
    ///   and `win.show-profile` / `win.show-tasks` (Alt+1, Alt+2), enabled as the pages are.
    init(app: AppViewModel, toasts: ToastOverlay, undoTimeout: UInt32, commands: WindowCommands) {
        self.app = app
        self.toasts = toasts
        self.undoTimeout = undoTimeout
        self.commands = commands
        root.addPage(placeholder, name: "none")
        root.expandsHorizontally = true
        placeholder.title = app.people.noSelectionText

        bindings.bind({ app.profile.map(ObjectIdentifier.init) }, name: .detailProfile) { [weak self, weak app, root] _ in
            let profile = app?.profile
            let pages = profile == nil ? self?.builtPages : self?.personPages
            root.visiblePage = profile == nil ? "none" : "person"
            commands.showProfile.isEnabled = profile != nil
            pages?.profile.show(profile)
            self?.personShown?(profile)
        }
        bindings.bind({ app.tasks.map(ObjectIdentifier.init) }, name: .detailTasks) { [weak self] _ in self?.showTasks() }
        bindings.bind({ app.deletePersonDisabledReason }, name: .deletePerson) { [weak self] reason in
            self?.showDeletePerson(disabledReason: reason)
        }
    }

    /// Runs `connect` once the pages are built: now, if they are. The window's one hook.
    func whenPagesBuilt(_ connect: @escaping @MainActor (PersonPages) -> Void) {
        if let builtPages { connect(builtPages) } else { pagesBuilt = connect }
    }

    private func buildPages() -> PersonPages {
        let built = PersonPages(toasts: toasts, undoTimeout: undoTimeout, saveAction: commands.save)
        builtPages = built
        root.addPage(built.root, name: "person")
        built.showFolded(isFolded)
        bind(built)
        showTasks()
        showDeletePerson(disabledReason: app.deletePersonDisabledReason)
        pagesBuilt?(built)
        pagesBuilt = nil
        return built
    }

    private func bind(_ built: PersonPages) {
        let app = self.app
        let (pages, profile) = (built.pages, built.profile)
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
        pageBindings.bind({ app.detailPage }, name: .detailPage) { page in pages.visiblePage = page.rawValue }
        profile.deletePerson.detailedActionName = RosterActions.deletePerson.name
        profile.history.onClicked { [weak app] in app?.historyTapped() }
        pageBindings.bind({ app.historyDisabledReason }, name: .profileHistory) { [history = profile.history] reason in
            history.isSensitive = reason == nil
            history.tooltip = reason ?? ControlNames.history
        }
    }

    /// A new person has no Tasks page until saved: `win.show-tasks` and the switchers say so.
    private func showTasks() {
        let isEnabled = app.isTasksTabEnabled
        commands.showTasks.isEnabled = isEnabled
        guard let builtPages else { return }
        // Pages built for the person whose tasks then change show them once.
        if builtPages.tasks.viewModel !== app.tasks { builtPages.tasks.show(app.tasks) }
        builtPages.buttons(for: .tasks).forEach { $0.isSensitive = isEnabled }
    }

    /// Deleting is the app's decision: `win.delete-person` follows it, and Delete Person's
    /// tooltip says why not.
    private func showDeletePerson(disabledReason: String?) {
        commands.deletePerson.isEnabled = disabledReason == nil
        builtPages?.profile.deletePerson.tooltip = disabledReason
    }

    /// `page`'s button in the switcher the window shows now (the bar's, when narrow).
    package func shownButton(for page: DetailPage) -> ToggleButton? {
        personPages.shownButton(for: page)
    }

    /// Narrow, the switcher moves from above the pages to a bar at the bottom.
    func showFolded(_ folded: Bool) {
        isFolded = folded
        builtPages?.showFolded(folded)
    }
}
