import GtkKit

/// A dialog's window, made and put together on the dialog's first show, not before the main
/// window's first frame: most runs open none of the window's dialogs. Whether the dialog is open
/// is read without making it.
@MainActor
package final class DialogWindow {
    /// The window, made the first time it is asked for.
    package private(set) lazy var window = Window()
    /// Whether `assembleOnce(_:)` has run.
    package private(set) var isAssembled = false
    /// Whether the dialog is open; false, without making the window, before its first show.
    package var isShown: Bool { isAssembled && window.isVisible }

    /// Runs `assemble` (which puts the dialog together) the first time it is called.
    package func assembleOnce(_ assemble: () -> Void) {
        guard !isAssembled else { return }
        isAssembled = true
        assemble()
    }

    /// Hides the dialog, if it was ever shown.
    package func hide() {
        if isAssembled { window.isVisible = false }
    }
}
