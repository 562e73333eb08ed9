import GtkKit

/// Tally's window: a header bar with the primary menu and the lock switch, an
/// entry to name a new counter, and the list of counters with their buttons.
///
/// Everything the user can do is an action (`win.add`, `win.increment::NAME`…):
/// buttons, the menu, Enter and the accelerators all run the same ones, and
/// locking disables the actions, which greys out every way to run them.
@MainActor
final class TallyWindow {
    let window: Window
    let model: TallyModel
    let header = HeaderBar()
    let menuButton = MenuButton(iconName: "open-menu-symbolic")
    let lockSwitch = Switch()
    let entry = Entry(placeholder: "New counter")
    let addButton = Button(iconName: "list-add-symbolic")
    let list = ListBox(selectionMode: .none)
    let totalLabel = Label()
    let menu = Menu([
        .section([
            .item("_Reset All Counters", action: "win.reset"),
            .item("Show _Total", action: "win.show-total"),
        ]),
        .section([.item("_Quit", action: "app.quit")]),
    ])

    let addAction = SimpleAction(name: "add")
    let resetAction = SimpleAction(name: "reset")
    let incrementAction = SimpleAction(name: "increment", parameter: .string)
    let decrementAction = SimpleAction(name: "decrement", parameter: .string)
    let showTotalAction = SimpleAction(name: "show-total", isOn: true)

    /// The row of each counter, by name.
    private(set) var rows: [String: CounterRow] = [:]
    private let bindings = BindingBag()

    init(application: Application, model: TallyModel) {
        self.model = model
        window = Window(application: application)
        window.title = "Tally"
        window.setDefaultSize(width: 360, height: 420)

        menuButton.menuModel = menu
        menuButton.isPrimary = true
        menuButton.tooltip = "Main Menu"
        header.packEnd(menuButton)
        lockSwitch.tooltip = "Lock the counters"
        lockSwitch.accessibleName = "Lock"
        lockSwitch.valign = .center
        header.packStart(lockSwitch)

        addButton.tooltip = "Add Counter"
        addButton.accessibleName = "Add Counter"
        addButton.detailedActionName = "win.add"
        entry.expandsHorizontally = true
        entry.accessibleName = "Counter name"
        entry.onActivated { [weak self] in self?.window.activateAction("win.add") }
        let addRow = Box(.horizontal, spacing: 6)
        addRow.append(entry)
        addRow.append(addButton)

        list.addCSSClass("boxed-list")
        list.setPlaceholder(Label("No counters yet"))
        let scroller = ScrolledWindow(child: list, horizontal: .never, vertical: .automatic)
        scroller.expandsVertically = true
        totalLabel.halign = .end

        let content = Box(.vertical, spacing: 12)
        content.setMargins(12)
        content.expandsVertically = true
        content.append(addRow)
        content.append(scroller)
        content.append(totalLabel)
        // The header bar is the top of the content, not a title-bar slot: how a libadwaita
        // application window (which has no such slot) takes one, and fine in a GTK one.
        let page = Box(.vertical)
        page.append(header)
        page.append(content)
        window.setChild(page)

        installActions()
        bindings.bind({ model.total }) { [weak self] total in self?.totalLabel.text = "Total: \(total)" }
        bindings.bind({ model.counters }) { [weak self] counters in self?.show(counters) }
    }

    private func installActions() {
        addAction.onActivated { [weak self] in
            guard let self else { return }
            if self.model.add(self.entry.text) { self.entry.text = "" }
        }
        resetAction.onActivated { [weak self] in self?.model.reset() }
        incrementAction.onActivated(string: { [weak self] name in self?.model.change(name, by: 1) })
        decrementAction.onActivated(string: { [weak self] name in self?.model.change(name, by: -1) })
        showTotalAction.onActivated { [weak self] in
            guard let self else { return }
            self.totalLabel.isVisible = self.showTotalAction.isOn
        }
        for action in [addAction, resetAction, incrementAction, decrementAction, showTotalAction] {
            window.addAction(action)
        }
        // Locked: the entry and every action that changes counters are off. GObject keeps
        // them in step with the switch; no Swift handler runs.
        bindProperty(lockSwitch, "active", to: entry, "sensitive", flags: [.syncCreate, .invertBoolean])
        for action in [addAction, resetAction, incrementAction, decrementAction] {
            bindProperty(lockSwitch, "active", to: action, "enabled", flags: [.syncCreate, .invertBoolean])
        }
    }

    /// Adds rows for new counters and shows every count.
    private func show(_ counters: [TallyModel.Counter]) {
        for counter in counters {
            let row =
                rows[counter.name]
                ?? {
                    let row = CounterRow(name: counter.name)
                    rows[counter.name] = row
                    list.append(row.root)
                    return row
                }()
            row.count.text = "\(counter.count)"
        }
    }

    func present() { window.present() }
}

/// One counter in the list: its name, its count, and buttons that run
/// `win.decrement::NAME` and `win.increment::NAME`.
@MainActor
final class CounterRow {
    let root = Box(.horizontal, spacing: 6)
    let name: Label
    let count = Label("0")
    let minus = Button(iconName: "list-remove-symbolic")
    let plus = Button(iconName: "list-add-symbolic")

    init(name: String) {
        self.name = Label(name)
        self.name.halign = .start
        self.name.expandsHorizontally = true
        self.name.ellipsize = .end
        count.addCSSClass("numeric")
        minus.detailedActionName = "win.decrement::\(name)"
        plus.detailedActionName = "win.increment::\(name)"
        minus.accessibleName = "Count \(name) down"
        plus.accessibleName = "Count \(name) up"
        root.setMargins(6)
        for widget in [self.name, count, minus, plus] as [Widget] { root.append(widget) }
    }
}
