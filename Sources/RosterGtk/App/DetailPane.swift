import GtkKit
import RosterViewModels

/// The right pane: a Profile | Tasks switcher over the selected person's pages,
/// or a hint when nobody is selected.
@MainActor
package final class DetailPane {
    package let root = Stack(transition: .crossfade)
    let placeholder = StatusPage(iconName: "avatar-default-symbolic")
    package let switcher = DetailPage.allCases.map { ToggleButton(label: $0.title) }
    package let pages = Stack(transition: .crossfade)
    package let profile: ProfilePage
    package let tasks: TasksPage
    private let bindings = BindingBag()
    /// Runs when the pane shows another person (nil: nobody); the window navigates.
    var personShown: (@MainActor (ProfileViewModel?) -> Void)?

    /// - Parameter commands: `win.save` and `win.delete-person`, which the profile's buttons run.
    init(app: AppViewModel, toasts: ToastOverlay, undoTimeout: UInt32, commands: WindowCommands) {
        tasks = TasksPage(toasts: toasts, undoTimeout: undoTimeout)
        profile = ProfilePage(saveAction: commands.save)
        let content = Box(.vertical, spacing: 0)
        let switcherRow = Box(.horizontal, spacing: 0)
        switcherRow.addCSSClass("linked")
        switcherRow.halign = .center
        switcherRow.setMargins(top: 12, bottom: 6, start: 12, end: 12)
        switcher.forEach {
            switcherRow.append($0)
            if $0 !== switcher[0] { $0.join(switcher[0]) }
        }
        content.append(switcherRow)
        pages.addPage(profile.root, name: DetailPage.profile.rawValue)
        pages.addPage(tasks.root, name: DetailPage.tasks.rawValue)
        pages.expandsVertically = true
        pages.expandsHorizontally = true
        content.append(pages)
        root.addPage(placeholder, name: "none")
        root.addPage(content, name: "person")
        root.expandsHorizontally = true
        placeholder.title = app.people.noSelectionText

        switcher[0].onActivated { [weak app] in app?.profileTabSelected() }
        switcher[1].onActivated { [weak app] in app?.tasksTabSelected() }
        bindings.bind({ app.detailPage }, name: .detailPage) { [switcher, pages] page in
            for (candidate, button) in zip(DetailPage.allCases, switcher) { button.isActive = candidate == page }
            pages.visiblePage = page.rawValue
        }
        bindings.bind({ app.profile.map(ObjectIdentifier.init) }, name: .detailProfile) { [weak self, weak app, root, profile] _ in
            root.visiblePage = app?.profile == nil ? "none" : "person"
            profile.show(app?.profile)
            self?.personShown?(app?.profile)
        }
        // A new person has no Tasks page until saved: the switcher says so.
        bindings.bind({ app.tasks.map(ObjectIdentifier.init) }, name: .detailTasks) { [weak app, tasks, switcher] _ in
            tasks.show(app?.tasks)
            switcher[1].isSensitive = app?.isTasksTabEnabled ?? false
        }
        profile.deletePerson.detailedActionName = RosterActions.deletePerson.name
        bindings.bind({ app.deletePersonDisabledReason }, name: .deletePerson) { [profile, deleteAction = commands.deletePerson] reason in
            deleteAction.isEnabled = reason == nil
            profile.deletePerson.tooltip = reason
        }
    }
}
