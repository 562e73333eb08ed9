import RosterViewModels

/// The canonical text of a `ScreenSnapshot`: stable order and formatting, one
/// fact per line, so transcripts can be compared byte for byte and kept in git.
public enum TranscriptRenderer {
    /// The transcript of `screen`: one fact per line, each line ending in a line break.
    public static func render(_ screen: ScreenSnapshot) -> String {
        var lines: [String] = []
        if let offline = screen.offline { lines.append("offline: \(quoted(offline))") }
        lines += ["search: \(quoted(screen.search))", "count: \(screen.count)"]
        switch screen.list {
        case .loading(let spinner): lines.append("list: loading" + (spinner ? " (spinner)" : " (no spinner)"))
        case .failed(let message): lines.append("list: failed \(quoted(message))")
        case .empty(let title): lines.append("list: empty \(quoted(title))")
        case .rows(let rows):
            lines.append("list:")
            lines += rows.map { row in "  \(row.isSelected ? ">" : " ") " + render(row) }
        }
        switch screen.detail {
        case .none: lines.append("detail: none")
        case .profile(let profile):
            lines.append("detail: profile")
            lines.append("  title: \(quoted(screen.detailTitle)) \(quoted(screen.detailSubtitle))")
            lines += render(profile).map { "  " + $0 }
        case .tasks(let tasks):
            lines.append("detail: tasks")
            lines.append("  title: \(quoted(screen.detailTitle)) \(quoted(screen.detailSubtitle))")
            lines += render(tasks).map { "  " + $0 }
        }
        lines.append("question: \(screen.question.map(quoted) ?? "none")")
        lines += render(screen.questionControls).map { "  " + $0 }
        if let undo = screen.personUndo { lines.append("person undo: \(undo)") }
        if let error = screen.deletionError { lines.append("deletion error: \(error)") }
        if let report = screen.report {
            lines.append("report: \(report.first.map(quoted) ?? "")")
            lines += report.dropFirst().map { "  " + $0 }
        }
        if let progress = screen.importProgress {
            lines.append("import progress: \(quoted(progress.title))")
            lines += ["text: \(quoted(progress.text))", "bar: \(progress.bar)"].map { "  " + $0 }
            lines += render(progress.controls).map { "  " + $0 }
        }
        if let dialog = screen.urlDialog {
            lines.append("url dialog: \(quoted(dialog.title))")
            lines.append("  address: \(quoted(dialog.address))" + (dialog.problem.map { "  ! \($0)" } ?? ""))
            lines += render(dialog.controls).map { "  " + $0 }
        }
        if let history = screen.history {
            lines.append("history: \(quoted(history.person))")
            if let state = render(history.state) {
                lines.append("  " + state)
            } else {
                lines += history.rows.map { "  " + $0 }
                if let empty = history.empty { lines.append("  empty: \(empty)") }
            }
            lines += render(history.controls).map { "  " + $0 }
        }
        if let dialog = screen.passwordDialog {
            lines.append("password dialog: \(quoted(dialog.title))")
            lines.append("  text: \(quoted(dialog.text))")
            lines.append("  password: \(quoted(dialog.password))" + (dialog.problem.map { "  ! \($0)" } ?? ""))
            lines.append("  remember: \(dialog.remembers ? "yes" : "no")")
            lines += render(dialog.controls).map { "  " + $0 }
        }
        lines += render(screen.controls)
        if screen.isClosed { lines.append("window: closed") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A row and what a screen reader hears on it: `Ada <ada@example.org>  · list-item "Ada, ada@example.org"`.
    static func render(_ row: ScreenSnapshot.Row) -> String {
        row.text + (row.control.map { "  · " + render($0) } ?? "")
    }

    /// A `controls:` block, one control a line: `button "Save"`, `text-box (unnamed)`.
    static func render(_ controls: [ScreenSnapshot.Control]) -> [String] {
        controls.isEmpty ? [] : ["controls:"] + controls.map { "  " + render($0) }
    }

    static func render(_ control: ScreenSnapshot.Control) -> String {
        "\(control.role) " + (control.name.map(quoted) ?? "(unnamed)") + (control.isSelected ? " (selected)" : "")
            + (control.isEnabled ? "" : " (disabled)")
    }

    static func render(_ profile: ScreenSnapshot.Profile) -> [String] {
        if let state = render(profile.state) { return [state] }
        var lines: [String] = []
        // Only when shown, so transcripts of runs without a restored draft read as before.
        if let notice = profile.notice { lines.append("notice: \(quoted(notice))") }
        if let readOnly = profile.readOnly { lines.append("read-only: \(quoted(readOnly))") }
        if let conflict = profile.conflict {
            lines.append("conflict: \(quoted(conflict))")
            let names = ["show theirs", "keep mine", "merge"]
            lines.append("  " + zip(names, profile.conflictButtons).map { "\($0): \(render($1))" }.joined(separator: ", "))
        }
        lines.append("avatar: \(profile.avatar)")
        if let error = profile.avatarError { lines.append("avatar error: \(error)") }
        for field in profile.fields {
            lines.append("\(field.label.lowercased()): \(quoted(field.value))" + (field.error.map { "  ! \($0)" } ?? ""))
        }
        if !profile.conflictStyled.isEmpty {
            lines.append("conflict style: " + profile.conflictStyled.map { $0.lowercased() }.joined(separator: ", "))
        }
        if !profile.errorStyled.isEmpty {
            lines.append("error style: " + profile.errorStyled.map { $0.lowercased() }.joined(separator: ", "))
        }
        if let counter = profile.counter { lines.append("counter: \(counter)") }
        if profile.biographyWrapsAnywhere { lines.append("biography wraps: anywhere") }
        lines.append("save: \(render(profile.save))")
        lines.append("revert: \(render(profile.revert))")
        lines.append("delete: \(render(profile.delete))")
        lines.append("status: \(quoted(profile.status)) (\(profile.statusIsError ? "error" : "dim"))")
        if let focus = profile.focus { lines.append("focus: " + render(focus)) }
        lines += render(profile.controls)
        return lines
    }

    static func render(_ tasks: ScreenSnapshot.Tasks) -> [String] {
        if let state = render(tasks.state) { return [state] }
        var lines = ["count: \(tasks.count)", "filter: \(tasks.filter)"]
        if let readOnly = tasks.readOnly { lines.append("read-only: \(quoted(readOnly))") }
        lines += tasks.rows.map(render)
        if let empty = tasks.empty { lines.append("empty: \(empty)") }
        lines.append("new: \(quoted(tasks.newTitle)) due \(quoted(tasks.newDue))" + (tasks.addError.map { "  ! \($0)" } ?? ""))
        // The button's label, then what its popover holds (the calendar's day, the entry's hint)
        // and whether it shows the error style.
        let calendar = tasks.dueCalendar?.description ?? "none"
        lines.append("due button: \(tasks.dueButton) · calendar \(calendar) · hint \(tasks.dueHint)" + (tasks.dueIsError ? " · error" : ""))
        lines.append("add: \(render(tasks.add))")
        if let undo = tasks.undo { lines.append("undo: \(undo)") }
        if let error = tasks.error { lines.append("error: \(error)") }
        lines += render(tasks.controls)
        return lines
    }

    private static func render(_ state: ScreenSnapshot.PageState) -> String? {
        switch state {
        case .loading(let spinner): return "loading" + (spinner ? " (spinner)" : " (no spinner)")
        case .failed(let message): return "failed \(quoted(message))"
        case .ready: return nil
        }
    }

    static func render(_ button: ScreenSnapshot.Button) -> String {
        button.isEnabled ? "enabled" : "disabled" + (button.reason.map { " (\($0))" } ?? "")
    }

    /// A string in double quotes, with quotes, backslashes and line breaks escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// The value at `path`, as `expect` compares it.
    public static func value(at path: ScreenPath, in screen: ScreenSnapshot) -> String {
        var profile: ScreenSnapshot.Profile?
        var tasks: ScreenSnapshot.Tasks?
        switch screen.detail {
        case .profile(let value): profile = value
        case .tasks(let value): tasks = value
        case .none: break
        }
        switch path {
        case .search: return screen.search
        case .count: return screen.count
        case .list:
            switch screen.list {
            case .loading: return "loading"
            case .failed(let message): return "failed: \(message)"
            case .empty(let title): return "empty: \(title)"
            case .rows(let rows): return rows.map(\.text).joined(separator: "\n")
            }
        case .selected:
            guard case .rows(let rows) = screen.list else { return "none" }
            return rows.first(where: \.isSelected)?.text ?? "none"
        case .detail:
            switch screen.detail {
            case .none: return "none"
            case .profile: return "profile"
            case .tasks: return "tasks"
            }
        case .question: return screen.question ?? "none"
        // `expect avatar = image` names no file: the stored copy's name is random.
        case .avatar: return profile.map { $0.avatar.hasPrefix("image ") ? "image" : $0.avatar } ?? "none"
        case .status: return profile?.status ?? ""
        case .field(let field): return profile?.fields.first { $0.label == field.label }?.value ?? ""
        case .fieldError(let field): return profile?.fields.first { $0.label == field.label }?.error ?? "none"
        case .button(let name):
            switch name {
            case "save": return profile.map { render($0.save) } ?? "none"
            case "revert": return profile.map { render($0.revert) } ?? "none"
            case "delete-person": return profile.map { render($0.delete) } ?? "none"
            case "new-person":
                // The window's controls say whether it takes input (its reason is its tooltip, not read out).
                let control = screen.controls.first { $0.name == ControlNames.newPerson }
                return control.map { $0.isEnabled ? "enabled" : "disabled" } ?? "none"
            default: return tasks.map { render($0.add) } ?? "none"
            }
        case .tasksCount: return tasks?.count ?? "none"
        case .tasksFilter: return tasks?.filter ?? "none"
        case .tasksUndo: return tasks?.undo ?? "none"
        case .tasksError: return tasks?.error ?? "none"
        case .tasksDueButton: return tasks?.dueButton ?? "none"
        case .personUndo: return screen.personUndo ?? "none"
        case .offline: return screen.offline ?? "none"
        case .report: return screen.report?.joined(separator: "\n") ?? "none"
        }
    }
}
