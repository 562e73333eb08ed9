import GtkKit
import RosterViewModels

extension MainWindow {
    /// What each command does: the view model's intent, or the window's own (find, close, About).
    func connectActions() {
        commands.newPerson.onActivated { [weak app] in app?.newPersonTapped() }
        commands.find.onActivated { [weak self] in
            self?.showList()
            _ = self?.searchEntry.grabFocus()
        }
        commands.save.onActivated { [weak app] in app?.profile?.saveTapped() }
        commands.importFile.onActivated { [weak transfer] in transfer?.chooseImportFile() }
        commands.exportFile.onActivated { [weak transfer] in transfer?.chooseExportFile() }
        commands.importURL.onActivated { [weak app] in _ = app?.transfer.importFromURLTapped() }
        commands.deletePerson.onActivated { [weak app] in app?.deletePersonTapped() }
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
    }
}
