import GtkKit

/// A window's keyboard-shortcuts window, built the first time it is asked for.
///
/// The window gets `win.show-help-overlay` (Ctrl+?, F1) at once, so the keys, the primary menu
/// and D-Bus find it from the start; building the shortcuts window waits for its first use.
/// Built before the window's first frame it cost the start about 5 ms, for a window that most
/// launches never open. Once built it is also the window's help overlay (modal, transient,
/// hidden on close); GTK, finding the action there already, adds none of its own.
@MainActor
public final class LazyShortcutsWindow {
    /// The shortcuts window, once it has been asked for.
    public private(set) var shortcuts: ShortcutsWindow?

    /// Gives `window`, an application's window, `win.show-help-overlay`.
    public init(window: Window) {
        window.addAction(RosterActions.showShortcuts.unprefixedName) { [weak self, weak window] in
            guard let self, let window else { return }
            // Cannot fail: `window` is an application's, and the table is RosterActions'.
            if shortcuts == nil { shortcuts = try? RosterActions.attachShortcutsWindow(to: window) }
            shortcuts?.present()
        }
    }
}
