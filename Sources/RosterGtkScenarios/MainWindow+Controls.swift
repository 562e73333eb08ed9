import GtkKit
import RosterGtk
import RosterTesting
import RosterViewModels

/// The widgets behind the controls scenario steps press, and what a user sees of them.
extension MainWindow {
    /// The widget `control` names, where it lives in the window (shown or not).
    func widget(for control: ScenarioControl) -> Widget? {
        switch control {
        case .importButton: return importExport.importButton
        case .page(let page): return detailPane.shownButton(for: page)
        case .button(let target):
            switch target {
            case .save: return detailPane.profile.save
            case .revert: return detailPane.profile.revert
            case .removePhoto: return detailPane.profile.removePhoto
            case .deletePerson: return detailPane.profile.deletePerson
            case .newPerson: return newPersonButton
            case .undoDelete: return deletionBar.undoToast.action
            case .dismissDelete: return deletionBar.undoToast.close
            case .closeReport: return importExport.report.close
            case .discardDraft: return detailPane.profile.discardRestored
            case .showTheirs: return detailPane.profile.conflictBanner.showTheirs
            case .keepMine: return detailPane.profile.conflictBanner.keepMine
            case .merge: return detailPane.profile.conflictBanner.merge
            case .history: return detailPane.profile.history
            case .closeHistory: return historyDialog.close
            case .rememberPassword: return passwordDialog.remember
            case .signIn: return passwordDialog.confirm
            case .cancelSignIn: return passwordDialog.cancel
            case .add: return detailPane.tasks.add
            case .undo: return detailPane.tasks.undoToast.action
            case .dismiss: return detailPane.tasks.undoToast.close
            case .retry:
                let pages = detailPane.builtPages
                return [listPane.retryButton, pages?.profile.retry, pages?.tasks.retry].compactMap { $0 }.first { $0.isOnScreen }
            }
        }
    }

    /// `control` as the user sees it: on screen (an undo bar also revealed), sensitive, and its tooltip when it is not.
    func controlState(_ control: ScenarioControl) -> ScenarioControlState {
        guard let widget = widget(for: control) else { return .hidden }
        var isShown = widget.isOnScreen
        switch control {
        case .button(.undo), .button(.dismiss): isShown = isShown && undoMessage != nil
        case .button(.undoDelete), .button(.dismissDelete): isShown = isShown && personUndoShown != nil
        default: break
        }
        return ScenarioControlState(isShown: isShown, isEnabled: widget.acceptsInput, disabledReason: widget.tooltip)
    }

    /// The index of the task titled `title` among the rows GTK has bound now, if it is one of them.
    func boundTaskIndex(titled title: String) -> Int? {
        detailPane.tasks.list.boundRows.first { $0.row.shownParts.title == title }?.index
    }

    /// The last task row GTK has bound, and how many tasks the list holds.
    var taskListExtent: (lastBound: Int?, count: Int) {
        (detailPane.tasks.list.boundRows.last?.index, detailPane.tasks.list.count)
    }

    /// Scrolls the task list to row `index`.
    func scrollTasks(to index: Int) { detailPane.tasks.list.scrollTo(index) }
}
