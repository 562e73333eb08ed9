import GtkKit
import RosterViewModels

extension MainWindow {
    /// What each command does: the view model's intent, or the window's own (find, close,
    /// About); and the people list's own keys for `.peopleList` actions.
    func connectActions() {
        commands.newPerson.onActivated { [weak app] in app?.newPersonTapped() }
        commands.find.onActivated { [weak self] in
            self?.showList()
            _ = self?.searchEntry.grabFocus()
        }
        commands.save.onActivated { [weak app] in app?.profile?.saveTapped() }
        commands.importFile.onActivated { [weak importExport] in importExport?.chooseImportFile() }
        commands.exportFile.onActivated { [weak importExport] in importExport?.chooseExportFile() }
        commands.importURL.onActivated { [weak app] in _ = app?.importExport.importFromURLTapped() }
        commands.deletePerson.onActivated { [weak app] in app?.deletePersonTapped() }
        // Alt+1, Alt+2: the same intents as the switchers' buttons; folded, the person's pages come into view.
        commands.showProfile.onActivated { [weak self] in
            self?.app.profileTabSelected()
            self?.showDetail(focusing: false)
        }
        commands.showTasks.onActivated { [weak self] in
            if self?.app.tasksTabSelected() == true { self?.showDetail(focusing: false) }
        }
        // Closing and quitting ask the view model first: unsaved edits raise the question.
        commands.closeWindow.onActivated { [window] in window.close() }
        commands.quit.onActivated { [weak app] in app?.closeRequested() }
        commands.launcherNewPerson.onActivated { [window] in
            window.present()
            window.activateAction(RosterActions.newPerson.name)
        }
        commands.about.onActivated { [weak self] in
            guard let self else { return }
            self.aboutWindow = RosterAbout.present(over: self.window)
        }
        // Delete removes the selected person, but only from the list: in a text field it deletes text.
        for action in RosterActions.all where action.scope == .peopleList {
            for trigger in action.accelerators {
                listPane.list.addShortcut(trigger, scope: .local) { [window] in window.activateAction(action.name) }
            }
        }
    }
}
