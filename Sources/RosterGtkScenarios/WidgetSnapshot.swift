import CGtk
import GtkKit
import RosterGtk
import RosterTesting
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
            list = .rows(
                window.listPane.list.boundRows.map { bound in
                    // A person row shows a name and an email; headers and placeholders one text.
                    let texts = bound.row.visibleTexts
                    let isPerson = texts.count == 2
                    let text = isPerson ? ScreenSnapshot.personRowText(name: texts[0], email: texts[1]) : texts.joined()
                    // The list item GTK focuses (the row's parent) is the control a screen reader announces.
                    return ScreenSnapshot.Row(
                        text: text, isSelected: bound.index == selected, control: bound.row.root.parentWidget.map(control))
                })
        default: list = .loading(spinner: window.listPane.spinner.isSpinning)
        }
        var detail = ScreenSnapshot.Detail.none
        if window.showsPerson {
            detail = window.shownDetailPage == DetailPage.tasks.rawValue ? .tasks(tasks(window)) : .profile(profile(window))
        }
        let question = window.questionShown.map { "\($0) \(window.questionDetailShown ?? "")" }
        let report = window.reportShown.map { [$0.title] + $0.lines }
        var questionControls: [ScreenSnapshot.Control] = []
        if let dialog = window.questionDialog.dialog, dialog.isVisible {
            questionControls = [UnsavedChangesAnswer.cancel, .discard, .save].compactMap {
                dialog.button(for: UnsavedChangesDialog.response(for: $0)).map(control)
            }
        }
        var snapshot = ScreenSnapshot(
            search: window.searchText, count: window.countLine, list: list, detail: detail, question: question,
            personUndo: window.personUndoShown, deletionError: window.deletionErrorShown, report: report,
            controls: windowControls(window), questionControls: questionControls, isClosed: window.isClosed,
            importProgress: importProgress(window), offline: window.offlineShown, urlDialog: urlDialog(window))
        snapshot.detailTitle = window.detailTitle.title
        snapshot.detailSubtitle = window.detailTitle.subtitle
        snapshot.history = history(window)
        snapshot.passwordDialog = passwordDialog(window)
        return snapshot
    }

    /// The "Import from URL" dialog as shown: heading, address, the reason under it, and its controls.
    private static func urlDialog(_ window: MainWindow) -> ScreenSnapshot.URLDialog? {
        let dialog = window.importExport.urlDialog
        guard let shown = window.urlDialogShown else { return nil }
        var confirm = control(dialog.confirm)
        confirm.isEnabled = dialog.confirm.acceptsInput
        return ScreenSnapshot.URLDialog(
            title: dialog.heading.text, address: shown.text, problem: shown.problem,
            controls: [control(dialog.entry), control(dialog.cancel), confirm])
    }

    /// A control as assistive technology sees it, read from the widget.
    static func control(_ widget: UnsafeMutablePointer<GtkWidget>) -> ScreenSnapshot.Control {
        ScreenSnapshot.Control(Widget.accessibleRole(of: widget), Widget.accessibleName(of: widget))
    }

    static func control(_ widget: Widget) -> ScreenSnapshot.Control { control(widget.widget) }

    /// The import's progress dialog as shown: its heading, text, bar and Cancel.
    private static func importProgress(_ window: MainWindow) -> ScreenSnapshot.ImportProgress? {
        let dialog = window.importExport.progress
        guard let shown = dialog.shown else { return nil }
        return ScreenSnapshot.ImportProgress(
            title: dialog.heading.text, text: shown.text, fraction: shown.fraction,
            controls: [control(dialog.cancel)])
    }

    /// The window's own controls shown, in the order `ViewModelSnapshot` lists them.
    private static func windowControls(_ window: MainWindow) -> [ScreenSnapshot.Control] {
        var widgets: [Widget] = [
            window.newPersonButton, window.searchEntry, window.importExport.importButton, window.importExport.exportButton,
        ]
        switch window.listPage {
        case "failed": widgets.append(window.listPane.retryButton)
        case "empty":
            widgets += window.listPane.emptyActionButtons.map(\.button).filter { $0.isVisible && window.listPane.emptyActions.isVisible }
        default: break
        }
        let pageButtons = window.showsPerson ? DetailPage.allCases.compactMap { window.detailPane.shownButton(for: $0) } : []
        widgets += pageButtons
        if let undo = window.deletionBar.undoToast.action, let close = window.deletionBar.undoToast.close { widgets += [undo, close] }
        if window.reportShown != nil { widgets.append(window.importExport.report.close) }
        // New Person, Import… and Export… say when they are disabled (the signed-in part, or while an import or export runs).
        let importExportButtons = [
            window.newPersonButton.widget, window.importExport.importButton.widget, window.importExport.exportButton.widget,
        ]
        return widgets.map { widget in
            var shown = control(widget)
            if importExportButtons.contains(widget.widget) { shown.isEnabled = widget.acceptsInput }
            // The view switcher's tabs: the page shown is selected; one that cannot be chosen is disabled.
            if let page = pageButtons.first(where: { $0.widget == widget.widget }) {
                shown.isEnabled = page.acceptsInput
                shown.isSelected = page.isActive
            }
            return shown
        }
    }

    private static func pageState(_ page: String?, error: String, readyPage: String, spinner: Spinner) -> ScreenSnapshot.PageState {
        switch page {
        case "failed": return .failed(error)
        case readyPage: return .ready
        default: return .loading(spinner: spinner.isSpinning)
        }
    }

    private static func profile(_ window: MainWindow) -> ScreenSnapshot.Profile {
        let page = window.detailPane.profile
        let state = pageState(
            window.profilePage, error: window.profileLoadError, readyPage: "form",
            spinner: window.detailPane.profile.loadingSpinner)
        var controls: [ScreenSnapshot.Control] = []
        switch state {
        case .ready:
            controls = page.shownProfileControls.map { shown in
                var read = control(page.widget(for: shown))
                // The field rows' buttons say whether they take input (a button with nothing to act on does not).
                if case .fieldAction = shown { read.isEnabled = page.widget(for: shown).isSensitive }
                if shown == .history { read.isEnabled = page.history.isSensitive }
                return read
            }
        case .failed: controls = [control(page.retry)]
        case .loading: break
        }
        var snapshot = ScreenSnapshot.Profile(
            state: state,
            avatar: page.avatar.shown,
            avatarError: window.avatarErrorShown,
            fields: ProfileField.allCases.map { field in
                let shown = window.profileField(field)
                return ScreenSnapshot.Field(label: window.profileFieldLabel(field), value: shown.value, error: shown.error)
            },
            errorStyled: page.rows.filter(\.showsErrorStyle).map(\.title),
            counter: window.biographyCounterShown,
            save: ScreenSnapshot.Button(isEnabled: window.saveButton.enabled, reason: window.saveButton.tooltip),
            revert: ScreenSnapshot.Button(isEnabled: window.revertButton.enabled, reason: window.revertButton.tooltip),
            delete: ScreenSnapshot.Button(isEnabled: window.deletePersonButton.enabled, reason: window.deletePersonButton.tooltip),
            status: window.profileStatus,
            statusIsError: page.status.hasCSSClass("field-error") && !page.status.hasCSSClass("dim-label"),
            controls: controls,
            // The form field holding the window's keyboard focus.
            focus: state == .ready ? page.rows.map(\.editor).first(where: \.containsFocus).map(control) : nil,
            biographyWrapsAnywhere: page.rows.compactMap(\.textView).first?.wrapMode == .characters,
            notice: state == .ready && page.restoredNotice.isVisible ? page.restoredNoticeText.text : nil
        )
        // Read-only shows as its notice over fields that take no typing.
        if state == .ready, page.readOnlyNotice.isVisible, page.rows.allSatisfy({ !($0.entry?.isEditable ?? $0.textView!.isEditable) }) {
            snapshot.readOnly = page.readOnlyNotice.text
        }
        let banner = page.conflictBanner
        if state == .ready, banner.root.isVisible {
            snapshot.conflict = banner.title.text + " " + banner.detail.text
            snapshot.conflictStyled = page.rows.filter(\.showsConflictStyle).map(\.title)
            snapshot.conflictButtons = banner.buttons.map { ScreenSnapshot.Button(isEnabled: $0.acceptsInput, reason: nil) }
        }
        return snapshot
    }

    private static func tasks(_ window: MainWindow) -> ScreenSnapshot.Tasks {
        let newTask = window.newTaskShown
        let page = window.detailPane.tasks
        let state = pageState(
            window.tasksPage, error: window.tasksLoadError, readyPage: "list",
            spinner: window.detailPane.tasks.loadingSpinner)
        var controls: [Widget] = []
        switch state {
        case .ready: controls = page.shownControls
        case .failed: controls = [page.retry]
        case .loading: break
        }
        var snapshot = ScreenSnapshot.Tasks(
            state: state,
            count: window.taskCountLine,
            filter: window.activeFilter ?? "none",
            rows: window.detailPane.tasks.list.boundRows.map { bound in
                let parts = bound.row.shownParts
                return ScreenSnapshot.Row(
                    text: ScreenSnapshot.taskRowText(title: parts.title, isDone: parts.isDone, due: parts.due), isSelected: false,
                    control: bound.row.root.parentWidget.map(control))
            },
            empty: window.tasksEmptyShown,
            newTitle: newTask.title, newDue: newTask.due,
            dueButton: window.dueButtonShown.label, dueCalendar: window.dueCalendarShown, dueHint: window.dueHintShown,
            dueIsError: window.dueErrorShown,
            addError: window.addErrorShown,
            add: ScreenSnapshot.Button(isEnabled: window.addButton.enabled, reason: window.addButton.tooltip),
            undo: window.undoMessage,
            error: window.tasksErrorShown,
            controls: controls.map(control)
        )
        // Read-only shows as its notice over an add row and rows that take no input.
        let rowsTakeNoInput = page.list.boundRows.allSatisfy { bound in
            !bound.row.check.isSensitive && !bound.row.title.isEditable && !bound.row.delete.isSensitive
        }
        if state == .ready, page.readOnlyNotice.isVisible, !page.newTitle.isEditable, !page.dueDate.button.isSensitive, rowsTakeNoInput {
            snapshot.readOnly = page.readOnlyNotice.text
        }
        return snapshot
    }
}
