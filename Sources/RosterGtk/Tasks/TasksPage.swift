import GtkKit
import RosterViewModels

/// The Tasks page: add row (title, `DueDatePicker`, Add), filter, the list and count line; a
/// deleted task's Undo is a toast.
/// Rebinds when the selected person (and so the view model) changes.
@MainActor
package final class TasksPage {
    package let root = Stack(transition: .crossfade)
    package let newTitle = Entry(placeholder: ControlNames.newTaskPlaceholder)
    /// The new task's due date: its button and popover.
    package let dueDate = DueDatePicker()
    package let add = Button(label: ControlNames.addTask)
    package let addError = Label()
    package let filters = TaskFilter.allCases.map { ToggleButton(label: $0.title) }
    package let count = Label()
    package let errorMessage = Label()
    package let empty = Label()
    package private(set) var list: ListView<TaskRowView>!
    package let undoToast: UndoToast
    package let loadError = StatusPage(iconName: "dialog-error-symbolic")
    package let retry = Button(label: ControlNames.retry)
    /// The loading page's spinner.
    package let loadingSpinner = Spinner()
    /// Why these tasks cannot be changed (the signed-in part), over the add row; hidden otherwise.
    package let readOnlyNotice = Label()
    private(set) weak var viewModel: TasksViewModel?
    /// The rows as of the last update, so that binding a row does not recompute them all.
    private var shownRows: [TaskRow] = []
    private let bindings = BindingBag()

    /// - Parameters:
    ///   - toasts: where the Undo toast of a deleted task shows.
    ///   - undoTimeout: seconds it stays (0: until dismissed).
    init(toasts: ToastOverlay, undoTimeout: UInt32) {
        undoToast = UndoToast(overlay: toasts, timeout: undoTimeout)
        list = ListView(
            makeRow: { [weak self] in
                let row = TaskRowView { self?.viewModel }
                return (row, row.root)
            },
            bindRow: { [weak self] row, index in
                guard let rows = self?.shownRows, index < rows.count else { return false }
                row.show(rows[index])
                return false
            }
        )

        list.accessibleName = ControlNames.taskList
        let page = Box(.vertical, spacing: 8)
        page.addCSSClass("tasks-page")
        readOnlyNotice.wraps = true
        readOnlyNotice.xAlign = 0
        readOnlyNotice.addCSSClass("read-only-notice")
        readOnlyNotice.addCSSClass("dim-label")
        readOnlyNotice.isVisible = false
        page.append(readOnlyNotice)
        // The title gets a line of its own: the add row fits a phone-width window.
        newTitle.accessibleName = ControlNames.newTaskTitle
        page.append(newTitle)
        let dueRow = Box(.horizontal, spacing: 6)
        add.addCSSClass("suggested-action")
        // The due date button at the start, Add at the end.
        add.expandsHorizontally = true
        add.halign = .end
        page.append(dueRow)
        for label in [addError, errorMessage] {
            label.addCSSClass("field-error")
            label.xAlign = 0
            label.wraps = true
            page.append(label)
        }
        let filterRow = Box(.horizontal, spacing: 0)
        filterRow.addCSSClass("linked")
        filters.forEach { if $0 !== filters[0] { $0.join(filters[0]) } }
        // The controls go into their rows in the one declared order; the title has its line.
        for control in TasksControl.screenOrder {
            switch control {
            case .newTitle, .rows, .undo, .dismissUndo: break
            case .newDue, .add: dueRow.append(widgets(for: control)[0])
            case .filter: filterRow.append(widgets(for: control)[0])
            }
        }
        let header = Box(.horizontal, spacing: 12)
        count.expandsHorizontally = true
        count.xAlign = 1
        // A longer language's "11 von 20 erledigt" must not widen a narrow window: it wraps.
        count.wraps = true
        count.justification = .right
        count.addCSSClass("dim-label")
        header.append(filterRow)
        header.append(count)
        page.append(header)
        let scroller = ScrolledWindow(child: list, horizontal: .never, vertical: .automatic)
        scroller.expandsVertically = true
        page.append(scroller)
        empty.addCSSClass("dim-label")
        empty.wraps = true
        empty.justification = .center
        page.append(empty)

        retry.halign = .center
        loadError.setChild(retry)
        root.addPage(loadingSpinner, name: "loading")
        root.addPage(loadError, name: "failed")
        root.addPage(Clamp(child: page, maximumWidth: 720), name: "list")
        connectInput()
    }

    /// The widgets of `control`: one, except for `.rows` (every bound row's, in
    /// `TaskRowControl.allCases` order) and the undo bar's (none while it is not shown).
    package func widgets(for control: TasksControl) -> [Widget] {
        switch control {
        case .newTitle: return [newTitle]
        case .newDue: return [dueDate.button]
        case .add: return [add]
        case .filter(let filter): return [filters[TaskFilter.allCases.firstIndex(of: filter)!]]
        case .rows: return list.boundRows.flatMap { bound in TaskRowControl.allCases.map(bound.row.widget(for:)) }
        case .undo: return undoToast.toast?.shownButton.map { [$0] } ?? []
        case .dismissUndo: return undoToast.toast?.shownCloseButton.map { [$0] } ?? []
        }
    }

    /// The page's controls in `TasksControl.screenOrder`, with the rows GTK has bound now.
    package var shownControls: [Widget] {
        // The undo bar's buttons go together: both or neither.
        let undoBar = undoToast.toast?.shownButton != nil && undoToast.toast?.shownCloseButton != nil
        return TasksControl.screenOrder.flatMap { control -> [Widget] in
            if control == .undo || control == .dismissUndo, !undoBar { return [] }
            return widgets(for: control)
        }
    }

    private func connectInput() {
        newTitle.onTextChanged { [weak self] in self?.viewModel?.newTitleChanged($0) }
        newTitle.onActivated { [weak self] in self?.viewModel?.addTapped() }
        add.onClicked { [weak self] in self?.viewModel?.addTapped() }
        for (filter, button) in zip(TaskFilter.allCases, filters) {
            button.onActivated { [weak self] in self?.viewModel?.filterSelected(filter) }
        }
        undoToast.undoTapped = { [weak self] in self?.viewModel?.undoTapped() }
        undoToast.dismissed = { [weak self] in self?.viewModel?.undoDismissed() }
        retry.onClicked { [weak self] in self?.viewModel?.retryTapped() }
    }

    /// Shows `viewModel`'s tasks (nil: nothing bound).
    func show(_ viewModel: TasksViewModel?) {
        bindings.cancelAll()
        // Another person's tasks: the last one's Undo goes with them.
        if viewModel !== self.viewModel { undoToast.show(nil) }
        self.viewModel = viewModel
        dueDate.show(viewModel, in: bindings)
        guard let viewModel else { return }
        bindings.bind({ viewModel.loadState }, name: .tasksLoadState) { [root, loadError, loadingSpinner] state in
            loadError.show(state, in: root, readyPage: "list", spinner: loadingSpinner)
        }
        bindings.bind({ viewModel.rows }, name: .tasksRows) { [weak self] rows in
            self?.shownRows = rows
            self?.list.reload(count: rows.count, selected: nil)
        }
        bindings.bind({ viewModel.countText }, name: .tasksCount) { [count] text in count.text = text }
        bindings.bind({ viewModel.emptyText }, name: .tasksEmpty) { [empty] text in
            empty.text = text ?? ""
            empty.isVisible = text != nil
        }
        bindings.bind({ viewModel.filter }, name: .tasksFilter) { [filters] filter in
            for (candidate, button) in zip(TaskFilter.allCases, filters) { button.isActive = candidate == filter }
        }
        bindings.bind({ viewModel.newTitle }, name: .tasksNewTitle) { [newTitle] text in newTitle.text = text }
        bindings.bind({ viewModel.newTaskError }, name: .tasksAddError) { [addError] error in
            addError.text = error ?? ""
            addError.isVisible = error != nil
        }
        bindings.bind({ viewModel.addDisabledReason }, name: .tasksAdd) { [add] reason in
            add.isSensitive = reason == nil
            add.tooltip = reason
        }
        // Tasks the part may not change: the notice says why; nothing takes a new task.
        bindings.bind({ viewModel.readOnlyReason }, name: .tasksReadOnly) { [readOnlyNotice, newTitle, dueDate] reason in
            readOnlyNotice.text = reason ?? ""
            readOnlyNotice.isVisible = reason != nil
            newTitle.isEditable = reason == nil
            dueDate.button.isSensitive = reason == nil
        }
        bindings.bind({ viewModel.errorMessage }, name: .tasksError) { [errorMessage] message in
            errorMessage.text = message ?? ""
            errorMessage.isVisible = message != nil
        }
        bindings.bind({ viewModel.undo }, name: .tasksUndoBar) { [undoToast] offer in undoToast.show(offer) }
    }
}
