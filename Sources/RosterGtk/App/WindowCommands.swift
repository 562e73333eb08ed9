import GtkKit
import RosterViewModels

/// The window's commands as actions (`win.new-person`, `win.save`, …, `app.quit`,
/// `app.about`), named after `RosterActions`: what the header buttons, the primary
/// menu, the accelerators and D-Bus (`gapplication action`) all run. Their enabled
/// state is the view models' (set by the bindings that show it), and a button
/// bound to an action is greyed out by GTK whenever the action is disabled.
@MainActor
package final class WindowCommands {
    package let newPerson = SimpleAction(name: RosterActions.newPerson.unprefixedName)
    package let find = SimpleAction(name: RosterActions.find.unprefixedName)
    package let save = SimpleAction(name: RosterActions.save.unprefixedName)
    package let importFile = SimpleAction(name: RosterActions.importFile.unprefixedName)
    package let importURL = SimpleAction(name: RosterActions.importURL.unprefixedName)
    package let exportFile = SimpleAction(name: RosterActions.exportFile.unprefixedName)
    package let deletePerson = SimpleAction(name: RosterActions.deletePerson.unprefixedName)
    package let showProfile = SimpleAction(name: RosterActions.showProfile.unprefixedName)
    package let showTasks = SimpleAction(name: RosterActions.showTasks.unprefixedName)
    package let closeWindow = SimpleAction(name: RosterActions.closeWindow.unprefixedName)
    package let quit = SimpleAction(name: RosterActions.quit.unprefixedName)
    package let about = SimpleAction(name: RosterActions.about.unprefixedName)
    /// `app.new-person`: the desktop file's "New Person" action (a launcher's menu,
    /// `gapplication action`, `roster --new-person`), which reaches the running app.
    package let launcherNewPerson = SimpleAction(name: WindowCommands.launcherNewPerson)
    /// The desktop file's action name (`Actions=` in data/….desktop).
    package static let launcherNewPerson = "new-person"
    /// A window of no application (a harness's) keeps its `app.` actions here.
    private var applicationless: ActionGroup?

    /// Adds the actions to `window` (`win.`) and to `application` (`app.`). A window
    /// of no application gets its own `app` group and the accelerators as window
    /// shortcuts, so the same keys run the same actions there.
    init(window: Window, application: Application?) {
        for action in [newPerson, find, save, importFile, importURL, exportFile, deletePerson, showProfile, showTasks, closeWindow] {
            window.addAction(action)
        }
        if let application {
            application.addAction(quit)
            application.addAction(about)
            application.addAction(launcherNewPerson)
        } else {
            let group = ActionGroup()
            group.addAction(quit)
            group.addAction(about)
            window.insertActionGroup(group, prefix: "app")
            applicationless = group
            for action in RosterActions.all where action.scope == .window {
                for accelerator in action.accelerators {
                    window.addShortcut(accelerator) { [weak window] in window?.activateAction(action.name) }
                }
            }
        }
    }

    /// The primary menu of the header bar.
    static func primaryMenu() -> Menu {
        Menu([
            .section([
                .item(ControlNames.importFile, action: RosterActions.importFile.name),
                .item(ControlNames.importURL, action: RosterActions.importURL.name),
                .item(ControlNames.exportFile, action: RosterActions.exportFile.name),
            ]),
            .section([
                .item(RosterActions.showShortcuts.title, action: RosterActions.showShortcuts.name),
                .item(RosterActions.about.title, action: RosterActions.about.name),
            ]),
        ])
    }
}
