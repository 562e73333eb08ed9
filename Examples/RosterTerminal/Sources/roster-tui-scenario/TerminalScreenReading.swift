import RosterModel
import RosterTesting
import RosterViewModels
import TerminalKit

/// What the terminal front shows, read off the screen: each text from the cells ncurses holds
/// (`Screen.text(in:)`), each colour from a cell's colour pair, and which control is which from
/// the frame's controls (`TerminalFront.controls`, the terminal's accessibility tree: role,
/// name, place, enabled, focused, selected, a text box's whole text).
@MainActor
struct TerminalScreenReading {
    let screen: Screen
    let controls: [TerminalControl]

    /// The text the screen shows in `control`'s place.
    func text(of control: TerminalControl) -> String { screen.text(in: control.rect) }

    /// A list row's text: what the row shows after its indent.
    private func rowText(of control: TerminalControl) -> String { String(text(of: control).drop { $0 == " " }) }

    private func first(_ id: String) -> TerminalControl? { controls.first { $0.id == id } }
    private func all(_ id: String) -> [TerminalControl] { controls.filter { $0.id == id } }
    private func label(_ id: String) -> String? { first(id).map(text(of:)) }
    private func color(of control: TerminalControl) -> TerminalColor? {
        screen.color(atRow: control.rect.row, column: control.rect.column)
    }

    /// A control as assistive technology sees it, with the role names the transcripts use (GTK's).
    private func shown(_ control: TerminalControl, reportsEnabled: Bool = false, reportsSelected: Bool = false) -> ScreenSnapshot.Control {
        let role: String
        switch control.role {
        case .button: role = "button"
        case .textBox: role = "text-box"
        case .searchBox: role = "search-box"
        case .listItem: role = "list-item"
        case .checkBox: role = "checkbox"
        case .tab: role = "tab"
        case .label: role = "label"
        }
        return ScreenSnapshot.Control(
            role, control.name, isEnabled: !reportsEnabled || control.isEnabled, isSelected: reportsSelected && control.isSelected)
    }

    // MARK: The screen

    func snapshot(isClosed: Bool) -> ScreenSnapshot {
        var detail = ScreenSnapshot.Detail.none
        if first("page.tasks")?.isSelected == true {
            detail = .tasks(tasks())
        } else if first("page.profile") != nil {
            detail = .profile(profile())
        }
        var snapshot = ScreenSnapshot(
            search: first("people.search")?.value ?? "", count: label("people.count") ?? "", list: list(), detail: detail,
            question: label("question.title").map { $0 + " " + (label("question.message") ?? "") },
            personUndo: label("person.undo"), deletionError: label("deletion.error"),
            report: label("report.title").map { [$0] + all("report.line").map(text(of:)) },
            controls: windowControls(),
            questionControls: controls.filter { $0.role == .button && $0.id?.hasPrefix("question.") == true }.map { shown($0) },
            isClosed: isClosed, importProgress: importProgress(),
            offline: label("offline.title").map { $0 + " " + (label("offline.detail") ?? "") }, urlDialog: urlDialog())
        snapshot.history = history()
        snapshot.passwordDialog = passwordDialog()
        snapshot.detailTitle = label("detail.title") ?? ""
        snapshot.detailSubtitle = label("detail.subtitle") ?? ""
        return snapshot
    }

    /// The People list: loading, failed, empty, or its rows (a person's name and email as drawn).
    private func list() -> ScreenSnapshot.List {
        if first("people.loading") != nil { return .loading(spinner: true) }
        if let title = label("people.failed.title") { return .failed(title + ". " + (label("people.failed.detail") ?? "")) }
        if let title = label("people.empty.title") {
            return .empty(ScreenSnapshot.emptyListText(title: title, actions: all("people.empty.action").map(\.name)))
        }
        var rows: [ScreenSnapshot.Row] = []
        var name = ""
        var email = ""
        for control in controls {
            switch control.id {
            case "list.name"?: name = text(of: control)
            case "list.email"?: email = text(of: control)
            case "list.header"?, "list.placeholder"?:
                rows.append(ScreenSnapshot.Row(text: rowText(of: control), isSelected: false, control: shown(control)))
            case "list.person"?:
                rows.append(
                    ScreenSnapshot.Row(
                        text: ScreenSnapshot.personRowText(name: name, email: email), isSelected: control.isSelected,
                        control: shown(control)))
                name = ""
                email = ""
            default: break
            }
        }
        return .rows(rows)
    }

    /// The window's own controls, in the order the transcripts list them.
    private func windowControls() -> [ScreenSnapshot.Control] {
        var result: [ScreenSnapshot.Control] = []
        for (id, reportsEnabled) in [
            ("window.newPerson", true), ("people.search", false), ("window.import", true), ("window.export", true),
        ] {
            if let control = first(id) { result.append(shown(control, reportsEnabled: reportsEnabled)) }
        }
        result += (all("people.retry") + all("people.empty.action")).map { shown($0) }
        result += ["page.profile", "page.tasks"].compactMap(first).map { shown($0, reportsEnabled: true, reportsSelected: true) }
        result += ["person.undo.action", "person.undo.dismiss", "report.close"].compactMap(first).map { shown($0) }
        return result
    }

    /// The "Import from URL" dialog: its title, the address, why Import is disabled, its controls.
    private func urlDialog() -> ScreenSnapshot.URLDialog? {
        guard let title = label("url.title") else { return nil }
        let parts = [("url.address", false), ("url.cancel", false), ("url.import", true)]
        return ScreenSnapshot.URLDialog(
            title: title, address: first("url.address")?.value ?? "", problem: label("url.problem"),
            controls: parts.compactMap { id, reportsEnabled in first(id).map { shown($0, reportsEnabled: reportsEnabled) } })
    }

    /// The password dialog, while its box is drawn: its title and text, the password's dots,
    /// "Remember in the keyring", the refusal under the entry, and its controls.
    private func passwordDialog() -> ScreenSnapshot.PasswordDialog? {
        guard let title = label("password.title") else { return nil }
        let parts = [("password.entry", false), ("password.remember", true), ("password.cancel", false), ("password.signIn", true)]
        return ScreenSnapshot.PasswordDialog(
            title: title, text: label("password.text") ?? "", passwordLength: (first("password.entry")?.value ?? "").count,
            remembers: first("password.remember")?.isSelected == true, problem: label("password.problem"),
            controls: parts.compactMap { id, reportsEnabled in first(id).map { shown($0, reportsEnabled: reportsEnabled) } })
    }

    /// A person's History, while its box is drawn: whose, its state, its changes (each with
    /// when and who), and Close.
    private func history() -> ScreenSnapshot.History? {
        guard label("history.title") != nil else { return nil }
        let state: ScreenSnapshot.PageState =
            first("history.loading") != nil ? .loading(spinner: true) : label("history.failed").map { .failed($0) } ?? .ready
        let rows = zip(all("history.row"), all("history.row.subtitle")).map {
            ScreenSnapshot.History.rowText(title: text(of: $0), subtitle: text(of: $1))
        }
        return ScreenSnapshot.History(
            person: label("history.person") ?? "", state: state, rows: rows, empty: label("history.empty"),
            controls: all("history.close").map { shown($0) })
    }

    private func importProgress() -> ScreenSnapshot.ImportProgress? {
        guard let title = label("progress.title") else { return nil }
        let fraction = label("progress.bar").flatMap { Double($0.dropLast()) }.map { $0 / 100 }
        return ScreenSnapshot.ImportProgress(
            title: title, text: label("progress.text") ?? "", fraction: fraction, controls: all("progress.cancel").map { shown($0) })
    }

    /// A page's loading or failure state, as it shows in the page's place.
    private func pageState() -> ScreenSnapshot.PageState {
        if first("page.loading") != nil { return .loading(spinner: true) }
        if let message = label("page.failed") { return .failed(message) }
        return .ready
    }

    // MARK: The Profile page

    private func profile() -> ScreenSnapshot.Profile {
        let state = pageState()
        var avatar = label("profile.avatar.initials") ?? ""
        if let photo = label("profile.avatar.photo") { avatar = ScreenSnapshot.avatarImageText(path: photo) }
        var fields: [ScreenSnapshot.Field] = []
        var errorStyled: [String] = []
        var conflictStyled: [String] = []
        var fieldLabel = ""
        var pageControls: [ScreenSnapshot.Control] = []
        var focus: ScreenSnapshot.Control?
        for control in controls {
            guard let id = control.id else { continue }
            if id == "field.label" {
                fieldLabel = text(of: control)
                if color(of: control) == .error { errorStyled.append(fieldLabel) }
                if color(of: control) == .warning { conflictStyled.append(fieldLabel) }
            } else if id == "field.error", !fields.isEmpty {
                fields[fields.count - 1].error = text(of: control)
            } else if id.hasPrefix("field.") {
                fields.append(ScreenSnapshot.Field(label: fieldLabel, value: control.value ?? "", error: nil))
                pageControls.append(shown(control))
                if control.isFocused { focus = shown(control) }
            } else if id == "profile.action" || id == "profile.history" {
                pageControls.append(shown(control, reportsEnabled: true))
            } else if id.hasPrefix("profile."), control.role == .button {
                pageControls.append(shown(control))
            }
        }
        switch state {
        case .ready: break
        case .failed: pageControls = all("page.retry").map { shown($0) }
        case .loading: pageControls = []
        }
        func button(_ id: String) -> ScreenSnapshot.Button {
            let control = first(id)
            let isEnabled = control?.isEnabled ?? false
            return ScreenSnapshot.Button(isEnabled: isEnabled, reason: isEnabled ? nil : label(id + ".reason"))
        }
        let status = first("profile.status")
        var snapshot = ScreenSnapshot.Profile(
            state: state, avatar: avatar, avatarError: label("profile.avatar.error"), fields: fields, errorStyled: errorStyled,
            counter: label("profile.counter"), save: button("profile.save"), revert: button("profile.revert"),
            delete: button("profile.delete"), status: status.map(text(of:)) ?? "",
            statusIsError: status.map { color(of: $0) == .error } ?? false, controls: pageControls, focus: state == .ready ? focus : nil,
            notice: label("profile.notice"))
        snapshot.biographyWrapsAnywhere = first("field.biography").map(breaksWithinWords) ?? false
        if state == .ready { snapshot.readOnly = label("profile.readOnly") }
        if let title = label("profile.conflict.title") {
            snapshot.conflict = title + " " + (label("profile.conflict.detail") ?? "")
            snapshot.conflictStyled = conflictStyled
            snapshot.conflictButtons = ["profile.showTheirs", "profile.keepMine", "profile.merge"].compactMap(first).map {
                ScreenSnapshot.Button(isEnabled: $0.isEnabled, reason: nil)
            }
        }
        return snapshot
    }

    /// Whether the box's rows show text broken anywhere rather than between words: a row that
    /// has a space yet ends in a character run on into the next row's first column. Wrapped
    /// between words, a row keeps its last column for the space after its last word; only a word
    /// wider than the box fills it, and that one starts its row.
    private func breaksWithinWords(_ box: TerminalControl) -> Bool {
        let rows = (0..<max(1, box.rect.height)).map { offset in
            Array(screen.text(in: TerminalRect(row: box.rect.row + offset, column: box.rect.column, width: box.rect.width)))
        }
        return zip(rows, rows.dropFirst()).contains { row, next in
            guard let last = row.last, last != " ", let first = next.first, first != " " else { return false }
            return row.contains(" ") && DisplayWidth.of(String(row)) >= box.rect.width
        }
    }

    // MARK: The Tasks page

    private func tasks() -> ScreenSnapshot.Tasks {
        let state = pageState()
        var rows: [ScreenSnapshot.Row] = []
        var pageControls: [ScreenSnapshot.Control] = []
        var row: (control: TerminalControl, title: String, isDone: Bool, due: String?)?
        func finishRow() {
            guard let row else { return }
            rows.append(
                ScreenSnapshot.Row(
                    text: ScreenSnapshot.taskRowText(title: row.title, isDone: row.isDone, due: row.due), isSelected: false,
                    control: shown(row.control)))
        }
        for control in controls {
            switch control.id {
            case "task.row"?:
                finishRow()
                row = (control, "", false, nil)
            case "task.done"?:
                row?.isDone = control.isSelected
                pageControls.append(shown(control))
            case "task.title"?:
                row?.title = control.value ?? text(of: control)
                pageControls.append(shown(control))
            case "task.due"?: row?.due = text(of: control)
            case "task.delete"?: pageControls.append(shown(control))
            case "tasks.newTitle"?, "tasks.dueButton"?, "tasks.add"?, "tasks.undo.action"?, "tasks.undo.dismiss"?:
                pageControls.append(shown(control))
            case "tasks.filter"?:
                var filter = shown(control)
                filter.role = "button"
                pageControls.append(filter)
            default: break
            }
        }
        finishRow()
        switch state {
        case .ready: break
        case .failed: pageControls = all("page.retry").map { shown($0) }
        case .loading: pageControls = []
        }
        let add = first("tasks.add")
        let isAddEnabled = add?.isEnabled ?? false
        let calendar = label("tasks.calendar").flatMap(CalendarDay.init(iso:))
        let dueLabel = first("tasks.dueLabel")
        let dueIsError = dueLabel.map { color(of: $0) == .error } ?? false
        let filter = controls.first { $0.id == "tasks.filter" && $0.isSelected }?.name ?? "none"
        let addButton = ScreenSnapshot.Button(isEnabled: isAddEnabled, reason: isAddEnabled ? nil : label("tasks.add.reason"))
        var snapshot = ScreenSnapshot.Tasks(
            state: state, count: label("tasks.count") ?? "", filter: filter, rows: rows, empty: label("tasks.empty"),
            newTitle: first("tasks.newTitle")?.value ?? "", newDue: first("tasks.newDue")?.value ?? "",
            dueButton: dueLabel.map(text(of:)) ?? "", dueCalendar: calendar, dueHint: label("tasks.hint") ?? "", dueIsError: dueIsError,
            addError: label("tasks.addError"), add: addButton,
            undo: label("tasks.undo"), error: label("tasks.error"), controls: pageControls)
        // Read-only shows as its notice over an add row and rows that take no input.
        let inputs = ["tasks.newTitle", "tasks.newDue", "tasks.dueButton", "task.done", "task.title", "task.delete"].flatMap(all)
        if state == .ready, let readOnly = label("tasks.readOnly"), inputs.allSatisfy({ !$0.isEnabled }) { snapshot.readOnly = readOnly }
        return snapshot
    }
}
