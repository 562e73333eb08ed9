import RosterViewModels

/// What the view models say is on screen.
@MainActor
enum ViewModelSnapshot {
    static func take(_ app: AppViewModel) -> ScreenSnapshot {
        let people = app.people
        let list: ScreenSnapshot.List
        switch people.content {
        case .loading: list = .loading
        case .failed(let title, let detail): list = .failed("\(title). \(detail)")
        case .empty(let empty): list = .empty(ScreenSnapshot.emptyListText(title: empty.title, actions: empty.actions.map(\.title)))
        case .list:
            let listing = people.listing
            let selected = people.selectedRowIndex
            list = .rows((0..<listing.rowCount).map { index in
                let text: String
                switch listing.row(at: index) {
                case .header(let title, _): text = title
                case .person(let row): text = ScreenSnapshot.personRowText(name: row.name, email: row.email)
                case .placeholder(let placeholder): text = placeholder
                }
                return ScreenSnapshot.Row(text: text, isSelected: index == selected)
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
        let report = app.transfer.report.map { [$0.title] + $0.lines }
        return ScreenSnapshot(search: people.searchText, count: people.countText, list: list, detail: detail, question: question,
                              personUndo: app.personUndo?.message, deletionError: app.deletionError, report: report)
    }

    static func pageState(_ state: LoadState) -> ScreenSnapshot.PageState {
        switch state {
        case .loading: return .loading
        case .failed(let message): return .failed(message)
        case .loaded: return .ready
        }
    }

    static func snapshot(_ profile: ProfileViewModel, app: AppViewModel) -> ScreenSnapshot.Profile {
        let avatar: String
        switch profile.avatar {
        case .initials(let initials, let color): avatar = "\(initials) on \(color.rawValue)"
        case .image: avatar = "image"
        }
        return ScreenSnapshot.Profile(
            state: pageState(profile.loadState), avatar: avatar, avatarError: profile.avatarError,
            fields: ProfileField.allCases.map { field in
                let form = profile.field(field)
                return ScreenSnapshot.Field(label: form.label, value: form.value, error: form.error)
            },
            counter: profile.biographyCounter,
            save: ScreenSnapshot.Button(isEnabled: profile.isSaveEnabled, reason: profile.saveDisabledReason),
            revert: ScreenSnapshot.Button(isEnabled: profile.isRevertEnabled, reason: nil),
            delete: ScreenSnapshot.Button(isEnabled: app.isDeletePersonEnabled, reason: app.deletePersonDisabledReason),
            status: profile.status.text
        )
    }

    static func snapshot(_ tasks: TasksViewModel) -> ScreenSnapshot.Tasks {
        ScreenSnapshot.Tasks(
            state: pageState(tasks.loadState), count: tasks.countText, filter: tasks.filter.title,
            rows: tasks.rows.map { ScreenSnapshot.taskRowText(title: $0.title, isDone: $0.isDone, due: $0.dueText) },
            empty: tasks.emptyText, newTitle: tasks.newTitle, newDue: tasks.newDueDate,
            addError: tasks.newTitleError ?? tasks.newDueDateError,
            add: ScreenSnapshot.Button(isEnabled: tasks.isAddEnabled, reason: tasks.addDisabledReason),
            undo: tasks.undo?.message, error: tasks.errorMessage
        )
    }
}
