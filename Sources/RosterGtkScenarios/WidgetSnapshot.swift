import RosterGtk
import RosterHeadless
import RosterViewModels

/// What the GTK window shows, read from its widgets only.
@MainActor
enum WidgetSnapshot {
    static func take(_ window: MainWindow) -> ScreenSnapshot {
        let list: ScreenSnapshot.List
        switch window.listPage {
        case "failed": list = .failed(window.errorMessage)
        case "empty": list = .empty(ScreenSnapshot.emptyListText(title: window.emptyTitle, actions: window.emptyActionTitles))
        case "list":
            let selected = window.selectedRow
            list = .rows(window.shownRows.map { row in
                // A person row shows a name and an email; headers and placeholders one text.
                let text = row.texts.count == 2 ? ScreenSnapshot.personRowText(name: row.texts[0], email: row.texts[1]) : row.texts.joined()
                return ScreenSnapshot.Row(text: text, isSelected: row.index == selected)
            })
        default: list = .loading
        }
        var detail = ScreenSnapshot.Detail.none
        if window.showsPerson {
            detail = window.shownDetailPage == DetailPage.tasks.rawValue ? .tasks(tasks(window)) : .profile(profile(window))
        }
        let question = window.questionShown.map { "\($0) \(window.questionDetailShown ?? "")" }
        let report = window.reportShown.map { [$0.title] + $0.lines }
        return ScreenSnapshot(search: window.searchText, count: window.countLine, list: list, detail: detail, question: question,
                              personUndo: window.personUndoShown, deletionError: window.deletionErrorShown, report: report)
    }

    private static func pageState(_ page: String?, error: String, readyPage: String) -> ScreenSnapshot.PageState {
        switch page {
        case "failed": return .failed(error)
        case readyPage: return .ready
        default: return .loading
        }
    }

    private static func profile(_ window: MainWindow) -> ScreenSnapshot.Profile {
        ScreenSnapshot.Profile(
            state: pageState(window.profilePage, error: window.profileLoadError, readyPage: "form"),
            avatar: window.avatarShown,
            avatarError: window.avatarErrorShown,
            fields: ProfileField.allCases.map { field in
                let shown = window.profileField(field)
                return ScreenSnapshot.Field(label: window.profileFieldLabel(field), value: shown.value, error: shown.error)
            },
            counter: window.biographyCounterShown,
            save: ScreenSnapshot.Button(isEnabled: window.saveButton.enabled, reason: window.saveButton.tooltip),
            revert: ScreenSnapshot.Button(isEnabled: window.revertButton.enabled, reason: window.revertButton.tooltip),
            delete: ScreenSnapshot.Button(isEnabled: window.deletePersonButton.enabled, reason: window.deletePersonButton.tooltip),
            status: window.profileStatus
        )
    }

    private static func tasks(_ window: MainWindow) -> ScreenSnapshot.Tasks {
        let newTask = window.newTaskShown
        return ScreenSnapshot.Tasks(
            state: pageState(window.tasksPage, error: window.tasksLoadError, readyPage: "list"),
            count: window.taskCountLine,
            filter: window.activeFilter ?? "none",
            rows: window.shownTaskParts.map { ScreenSnapshot.taskRowText(title: $0.title, isDone: $0.isDone, due: $0.due) },
            empty: window.tasksEmptyShown,
            newTitle: newTask.title, newDue: newTask.due,
            addError: window.addErrorShown,
            add: ScreenSnapshot.Button(isEnabled: window.addButton.enabled, reason: window.addButton.tooltip),
            undo: window.undoMessage,
            error: window.tasksErrorShown
        )
    }
}
