import GtkKit

#if canImport(Glibc)
    import Glibc
#endif

/// Ends the process with `status`.
func exitProcess(_ status: Int32) -> Never { exit(status) }

/// `tally --self-check`: drives the window through GTK's own paths — typing
/// through the editable API, clicks, `gtk_widget_activate_action`, the
/// accelerators — and checks what the widgets then show.
@MainActor
final class SelfCheck {
    let tally: TallyWindow
    let application: Application
    private var failures: [String] = []

    init(tally: TallyWindow, application: Application) {
        self.tally = tally
        self.application = application
    }

    private func expect(_ condition: Bool, _ what: String) {
        if !condition { failures.append(what) }
    }

    /// Lets GTK and the bindings catch up (layout, mapping, view updates).
    private func settle() async {
        await MainLoopBridge.nextIdle()
        await MainLoopBridge.nextIdle()
    }

    private func countText(_ name: String) -> String? { tally.rows[name]?.count.text }

    func run() async -> [String] {
        let window = tally.window
        // A watchdog, not a timing assertion: a step that never returns fails the check instead of hanging.
        let watchdog = RepeatingTimer(milliseconds: 30_000) { [application] in
            print("tally: self-check FAILED: timed out")
            application.quit()
        }
        defer { watchdog.cancel() }
        await settle()
        expect(window.isMapped, "the window is on screen")

        // The menu and the accelerators are what the app registered.
        expect(tally.menuButton.isPrimary, "the menu button is the primary menu")
        expect(
            tally.menuButton.menuModel?.allActionNames == ["win.reset", "win.show-total", "app.quit"],
            "the primary menu runs reset, show-total and quit, got \(tally.menuButton.menuModel?.allActionNames ?? [])")
        expect(application.accelerators(forAction: "app.quit") == ["<Control>q"], "Ctrl+Q quits")
        expect(application.accelerators(forAction: "win.add") == ["<Control>n"], "Ctrl+N adds")

        // Typing a name and running win.add (what the + button and Ctrl+N run).
        tally.entry.type("Apples")
        expect(tally.addButton.canBePressed, "the add button can be pressed")
        expect(tally.addButton.click(), "clicking add")
        await settle()
        expect(tally.list.children.count == 1, "one counter after adding, got \(tally.list.children.count)")
        expect(countText("Apples") == "0", "Apples starts at 0")
        expect(tally.entry.text.isEmpty, "the entry is cleared after adding")

        // Enter in the entry, then the accelerator.
        tally.entry.type("Pears")
        tally.entry.activate()
        tally.entry.type("Plums")
        _ = tally.entry.grabFocus()
        expect(window.activateShortcut("<Control>n"), "Ctrl+N is handled")
        await settle()
        expect(tally.rows.keys.sorted() == ["Apples", "Pears", "Plums"], "three counters, got \(tally.rows.keys.sorted())")

        // Counting: the row's buttons (their actions), and the action by name with a target.
        guard let apples = tally.rows["Apples"] else { return failures + ["no Apples row"] }
        expect(apples.plus.click(), "clicking + on Apples")
        expect(apples.plus.click(), "clicking + on Apples again")
        expect(window.activateAction("win.increment", parameter: "Pears"), "win.increment::Pears exists")
        expect(apples.minus.click(), "clicking − on Apples")
        await settle()
        expect(countText("Apples") == "1", "Apples is 1, got \(countText("Apples") ?? "nil")")
        expect(countText("Pears") == "1", "Pears is 1, got \(countText("Pears") ?? "nil")")
        expect(tally.totalLabel.text == "Total: 2", "the total is 2, got \(tally.totalLabel.text)")

        // Locking: the switch, through its bindings, turns the entry and the actions off.
        expect(tally.lockSwitch.click(), "clicking the lock switch")
        await settle()
        expect(tally.lockSwitch.isOn, "the switch is on")
        expect(!tally.entry.isSensitive, "locked: the entry takes no input")
        expect(!tally.addAction.isEnabled && !tally.incrementAction.isEnabled, "locked: the actions are disabled")
        expect(!apples.plus.canBePressed && !tally.addButton.canBePressed, "locked: their buttons are greyed out")
        window.activateAction("win.increment", parameter: "Apples")
        window.activateShortcut("<Control>r")
        await settle()
        expect(countText("Apples") == "1", "locked: activating by name or accelerator changes nothing")
        expect(tally.lockSwitch.click(), "unlocking")
        await settle()
        expect(tally.entry.isSensitive && apples.plus.canBePressed, "unlocked: input and buttons are back")

        // The on/off action from the menu, then reset by its accelerator.
        expect(window.activateAction("win.show-total"), "win.show-total exists")
        await settle()
        expect(!tally.showTotalAction.isOn && !tally.totalLabel.isVisible, "show-total off hides the total")
        expect(window.activateShortcut("<Control>r"), "Ctrl+R is handled")
        await settle()
        expect(tally.rows.values.allSatisfy { $0.count.text == "0" }, "reset: every counter is 0")
        return failures
    }
}
