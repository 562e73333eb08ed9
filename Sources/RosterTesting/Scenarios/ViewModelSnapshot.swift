import RosterViewModels

/// What the view models say is on screen.
@MainActor
enum ViewModelSnapshot {
    static func take(_ app: AppViewModel) -> ScreenSnapshot {
        let people = app.people
        let list: ScreenSnapshot.List
        switch people.content {
        case .loading: list = .loading(spinner: true)
        case .failed(let title, let detail): list = .failed("\(title). \(detail)")
        case .empty(let empty): list = .empty(ScreenSnapshot.emptyListText(title: empty.title, actions: empty.actions.map(\.title)))
        case .list:
            let listing = people.listing
            let selected = people.selectedRowIndex
            list = .rows(
                (0..<listing.rowCount).map { index in
                    let row = listing.row(at: index)
                    let text: String
                    switch row {
                    case .header(let title, _): text = title
                    case .person(let person): text = ScreenSnapshot.personRowText(name: person.name, email: person.email)
                    case .placeholder(let placeholder): text = placeholder
                    }
                    return ScreenSnapshot.Row(
                        text: text, isSelected: index == selected, control: .init(Role.listItem, row.accessibleName))
                })
        }
        var detail = ScreenSnapshot.Detail.none
        if let profile = app.profile {
            if app.detailPage == .tasks, let tasks = app.tasks {
                detail = .tasks(snapshot(tasks))
            } else {
                detail = .profile(snapshot(profile, app: app))
            }
        }
        let question = app.question.map { "\($0.title) \($0.message)" }
        let report = app.importExport.report.map { [$0.title] + $0.lines }
        // The dialog's buttons left to right, as GNOME orders them: Cancel, Discard, Save.
        var questionControls: [ScreenSnapshot.Control] = []
        if let question = app.question {
            questionControls = question.choices.map { .init(Role.button, $0.title) }
        }
        var snapshot = ScreenSnapshot(
            search: people.searchText, count: people.countText, list: list, detail: detail, question: question,
            personUndo: app.personUndo?.message, deletionError: app.deletionError, report: report,
            controls: windowControls(app), questionControls: questionControls, isClosed: app.isCloseApproved,
            importProgress: app.importExport.importProgress.map {
                ScreenSnapshot.ImportProgress(
                    title: app.importExport.importChooserTitle, text: $0.text, fraction: $0.fraction,
                    controls: [.init(Role.button, app.importExport.cancelTitle)])
            },
            offline: people.offlineNotice.map { "\($0.title) \($0.detail)" },
            urlDialog: urlDialog(app.importExport))
        snapshot.detailTitle = app.detailTitle
        snapshot.detailSubtitle = app.detailSubtitle
        snapshot.history = app.history.map(history)
        snapshot.passwordDialog = app.passwordPrompt.map(passwordDialog)
        return snapshot
    }

    /// A person's History as the view model shows it.
    static func history(_ history: HistoryViewModel) -> ScreenSnapshot.History {
        let state = pageState(history.loadState)
        return ScreenSnapshot.History(
            person: history.personName, state: state,
            rows: state == .ready ? history.rows.map { ScreenSnapshot.History.rowText(title: $0.text, subtitle: $0.subtitle) } : [],
            empty: history.emptyText, controls: [.init(Role.button, HistoryViewModel.closeTitle)])
    }

    /// The password dialog as the view model shows it.
    static func passwordDialog(_ prompt: PasswordPromptViewModel) -> ScreenSnapshot.PasswordDialog {
        ScreenSnapshot.PasswordDialog(
            title: prompt.title, text: prompt.body, passwordLength: prompt.password.count, remembers: prompt.remembers,
            problem: prompt.problem,
            controls: [
                .init(Role.passwordBox, prompt.passwordLabel),
                .init(Role.checkbox, prompt.rememberTitle, isEnabled: prompt.isRememberEnabled),
                .init(Role.button, prompt.cancelTitle),
                .init(Role.button, prompt.signInTitle, isEnabled: prompt.isSignInEnabled),
            ])
    }

    /// The "Import from URL" dialog, while the view model shows it.
    static func urlDialog(_ importExport: ImportExportViewModel) -> ScreenSnapshot.URLDialog? {
        guard importExport.isURLDialogShown else { return nil }
        return ScreenSnapshot.URLDialog(
            title: importExport.urlDialogTitle, address: importExport.urlText, problem: importExport.urlProblem,
            controls: [
                .init(Role.textBox, ControlNames.importURLEntry), .init(Role.button, importExport.cancelTitle),
                .init(Role.button, importExport.urlImportTitle, isEnabled: importExport.isURLImportEnabled),
            ])
    }

    /// Accessible roles as GTK names them.
    enum Role {
        static let button = "button"
        /// GTK 4.8 gives toggle buttons the button role (and a pressed state); "toggle-button" came later.
        static let toggleButton = "button"
        /// libadwaita's view switcher gives its buttons the tab role.
        static let tab = "tab"
        static let textBox = "text-box"
        /// GTK 4.8 gives a password entry (GtkPasswordEntry) the text-box role.
        static let passwordBox = "text-box"
        static let searchBox = "search-box"
        static let checkbox = "checkbox"
        static let listItem = "list-item"
        static let list = "list"
    }

    /// The window's own controls: the header bar, the list's error or empty-state
    /// buttons, the detail switcher, the person undo bar and the report's Close.
    static func windowControls(_ app: AppViewModel) -> [ScreenSnapshot.Control] {
        var controls: [ScreenSnapshot.Control] = [
            .init(Role.button, ControlNames.newPerson, isEnabled: app.isNewPersonEnabled), .init(Role.searchBox, ControlNames.search),
            .init(Role.button, ControlNames.importFile, isEnabled: app.importExport.isImportEnabled),
            .init(Role.button, ControlNames.exportFile, isEnabled: app.importExport.isImportExportEnabled),
        ]
        switch app.people.content {
        case .failed: controls.append(.init(Role.button, app.people.retryTitle))
        case .empty(let empty): controls += empty.actions.map { .init(Role.button, $0.title) }
        default: break
        }
        // The view switcher's tabs: the page shown is selected; a new person's Tasks cannot be chosen yet.
        if app.profile != nil {
            controls += DetailPage.allCases.map { page in
                .init(
                    Role.tab, page.title, isEnabled: page == .profile || app.isTasksTabEnabled,
                    isSelected: page == app.detailPage)
            }
        }
        if let undo = app.personUndo { controls += [.init(Role.button, undo.actionTitle), .init(Role.button, ControlNames.dismiss)] }
        if app.importExport.report != nil { controls.append(.init(Role.button, ControlNames.closeReport)) }
        return controls
    }

    static func pageState(_ state: LoadState) -> ScreenSnapshot.PageState {
        switch state {
        case .loading: return .loading(spinner: true)
        case .failed(let message): return .failed(message)
        case .loaded: return .ready
        }
    }

    static func snapshot(_ profile: ProfileViewModel, app: AppViewModel) -> ScreenSnapshot.Profile {
        let avatar: String
        switch profile.avatar {
        case .initials(let initials, let color): avatar = AvatarDisplay.text(initials: initials, color: color)
        case .image(let path): avatar = ScreenSnapshot.avatarImageText(path: path)
        }
        let state = pageState(profile.loadState)
        var controls: [ScreenSnapshot.Control] = []
        switch state {
        case .ready: controls = profile.shownControls.map { control(for: $0, of: profile, in: app) }
        case .failed: controls = [.init(Role.button, ControlNames.retry)]
        case .loading: break
        }
        var snapshot = ScreenSnapshot.Profile(
            state: state, avatar: avatar, avatarError: profile.avatarError,
            fields: ProfileField.allCases.map { field in
                let form = profile.field(field)
                return ScreenSnapshot.Field(label: form.label, value: form.value, error: form.error)
            },
            errorStyled: ProfileField.allCases.map(profile.field).filter { $0.error != nil }.map(\.label),
            counter: profile.biographyCounter,
            save: ScreenSnapshot.Button(isEnabled: profile.isSaveEnabled, reason: profile.saveDisabledReason),
            revert: ScreenSnapshot.Button(isEnabled: profile.isRevertEnabled, reason: nil),
            delete: ScreenSnapshot.Button(isEnabled: app.isDeletePersonEnabled, reason: app.deletePersonDisabledReason),
            status: profile.status.text,
            statusIsError: profile.status.isError,
            controls: controls,
            focus: {
                if state == .ready, case .profileField(let field) = app.focus {
                    return .init(Role.textBox, profile.field(field).label)
                } else {
                    return nil
                }
            }(),
            biographyWrapsAnywhere: profile.biographyWrap == .anywhere,
            notice: state == .ready ? profile.restoredDraftNotice : nil
        )
        if state == .ready { snapshot.readOnly = profile.readOnlyReason }
        if state == .ready, let conflict = profile.conflict {
            snapshot.conflict = conflict.title + " " + conflict.detail
            snapshot.conflictStyled = ProfileField.allCases.filter(conflict.collides).map { profile.field($0).label }
            snapshot.conflictButtons = [profile.isShowTheirsEnabled, profile.isKeepMineEnabled, profile.isMergeEnabled]
                .map { ScreenSnapshot.Button(isEnabled: $0, reason: nil) }
        }
        return snapshot
    }

    /// `control` as the page shows it (one of `ProfileViewModel.shownControls`).
    static func control(for control: ProfileControl, of profile: ProfileViewModel, in app: AppViewModel) -> ScreenSnapshot.Control {
        switch control {
        case .discardRestoredDraft: return .init(Role.button, profile.restoredDraftDiscardTitle)
        case .showTheirs: return .init(Role.button, ControlNames.showTheirs)
        case .keepMine: return .init(Role.button, ControlNames.keepMine)
        case .merge: return .init(Role.button, ControlNames.merge)
        case .choosePhoto: return .init(Role.button, ControlNames.choosePhoto)
        case .removePhoto: return .init(Role.button, ControlNames.removePhoto)
        case .field(let field): return .init(Role.textBox, profile.field(field).label)
        case .fieldAction(let field, let action):
            var shown = ScreenSnapshot.Control(Role.button, action.title(on: field))
            shown.isEnabled = profile.isFieldActionEnabled(action, on: field)
            return shown
        case .deletePerson: return .init(Role.button, ControlNames.deletePerson)
        case .history: return .init(Role.button, ControlNames.history, isEnabled: app.isHistoryEnabled)
        case .revert: return .init(Role.button, ControlNames.revert)
        case .save: return .init(Role.button, ControlNames.save)
        }
    }

    /// The controls `control` (one of `TasksViewModel.shownControls`) stands for as the page shows them (every row's, for `.rows`).
    static func controls(for control: TasksControl, of tasks: TasksViewModel) -> [ScreenSnapshot.Control] {
        switch control {
        case .newTitle: return [.init(Role.textBox, ControlNames.newTaskTitle)]
        case .newDue: return [.init(Role.button, tasks.newDueAccessibleName)]
        case .add: return [.init(Role.button, ControlNames.addTask)]
        case .filter(let filter): return [.init(Role.toggleButton, filter.title)]
        case .rows:
            return tasks.rows.flatMap { row in
                TaskRowControl.allCases.map { part -> ScreenSnapshot.Control in
                    switch part {
                    case .done: return .init(Role.checkbox, row.doneControlName)
                    case .title: return .init(Role.textBox, row.titleControlName)
                    case .delete: return .init(Role.button, row.deleteControlName)
                    }
                }
            }
        case .undo: return tasks.undo.map { [.init(Role.button, $0.actionTitle)] } ?? []
        case .dismissUndo: return [.init(Role.button, ControlNames.dismiss)]
        }
    }

    static func snapshot(_ tasks: TasksViewModel) -> ScreenSnapshot.Tasks {
        let state = pageState(tasks.loadState)
        var controls: [ScreenSnapshot.Control] = []
        switch state {
        case .ready: controls = tasks.shownControls.flatMap { self.controls(for: $0, of: tasks) }
        case .failed: controls = [.init(Role.button, ControlNames.retry)]
        case .loading: break
        }
        var snapshot = ScreenSnapshot.Tasks(
            state: state, count: tasks.countText, filter: tasks.filter.title,
            rows: tasks.rows.map { row in
                ScreenSnapshot.Row(
                    text: ScreenSnapshot.taskRowText(title: row.title, isDone: row.isDone, due: row.dueText), isSelected: false,
                    control: .init(Role.listItem, row.accessibleName))
            },
            empty: tasks.emptyText, newTitle: tasks.newTitle, newDue: tasks.newDueDate,
            dueButton: tasks.newDueLabel, dueCalendar: tasks.newDueCalendarDay, dueHint: tasks.newDueFormatHint,
            dueIsError: tasks.newDueDateProblem != nil,
            addError: tasks.newTaskError,
            add: ScreenSnapshot.Button(isEnabled: tasks.isAddEnabled, reason: tasks.addDisabledReason),
            undo: tasks.undo?.message, error: tasks.errorMessage, controls: controls
        )
        if state == .ready { snapshot.readOnly = tasks.readOnlyReason }
        return snapshot
    }
}

extension TranscriptRenderer {
    /// The screen as the view models say it is, in the transcript's canonical text.
    @MainActor
    public static func render(_ app: AppViewModel) -> String { render(ViewModelSnapshot.take(app)) }
}
