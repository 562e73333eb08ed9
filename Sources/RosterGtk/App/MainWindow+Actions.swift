import GtkKit
import RosterViewModels

extension MainWindow {
    /// What each command does: the view model's intent, or the window's own (find, close, About).
    func connectActions() {
        commands.newPerson.onActivate { [weak app] in app?.newPersonTapped() }
        commands.find.onActivate { [weak self] in
            self?.showList()
            _ = self?.searchEntry.grabFocus()
        }
        commands.save.onActivate { [weak app] in app?.profile?.saveTapped() }
        commands.importFile.onActivate { [weak transfer] in transfer?.chooseImportFile() }
        commands.exportFile.onActivate { [weak transfer] in transfer?.chooseExportFile() }
        commands.importURL.onActivate { [weak app] in _ = app?.transfer.importFromURLTapped() }
        commands.deletePerson.onActivate { [weak app] in app?.deletePersonTapped() }
        // Closing and quitting ask the view model first: unsaved edits raise the question.
        commands.closeWindow.onActivate { [window] in window.close() }
        commands.quit.onActivate { [weak app] in app?.closeRequested() }
        commands.launcherNewPerson.onActivate { [window] in
            window.present()
            window.activateAction(RosterActions.newPerson.name)
        }
        commands.about.onActivate { [weak self] in
            guard let self else { return }
            self.aboutWindow = RosterAbout.present(over: self.window)
        }
    }
}
