import GtkKit
import RosterViewModels

// The keyboard-shortcuts window (the help overlay, `win.show-help-overlay`): a view of
// the table in RosterActions.swift, which it only lists; it declares no action or key.

extension RosterActions {
    /// The shortcuts window's content: every grouped action that has keys.
    public static var shortcutsGroups: [ShortcutsGroup] {
        groups.map { group in
            ShortcutsGroup(
                title: group.title,
                shortcuts: group.actions.filter { !$0.accelerators.isEmpty }.map {
                    ShortcutsItem(title: $0.title, accelerators: $0.accelerators)
                })
        }
    }

    /// A new keyboard-shortcuts window listing `shortcutsGroups`.
    public static func makeShortcutsWindow() throws -> ShortcutsWindow {
        try ShortcutsWindow(groups: shortcutsGroups)
    }

    /// Gives `window` (an application's window) the shortcuts window as its help
    /// overlay: `win.show-help-overlay` (Ctrl+? once registered) shows it.
    /// - Throws: `ShortcutsWindowError.notAnApplicationWindow` for a window made without an application.
    @discardableResult
    public static func attachShortcutsWindow(to window: Widget) throws -> ShortcutsWindow {
        let shortcuts = try makeShortcutsWindow()
        do {
            try shortcuts.attach(to: window)
        } catch {
            shortcuts.destroy()  // no stray hidden toplevel
            throw error
        }
        return shortcuts
    }
}
