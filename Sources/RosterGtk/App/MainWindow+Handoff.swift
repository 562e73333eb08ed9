import GtkKit
import RosterViewModels

extension MainWindow {
    /// Hands a field's value to the desktop: its handler for the URI, or the clipboard and a toast.
    func carryOut(_ handoff: FieldHandoff) {
        switch handoff {
        case .open(let uri): URILauncher.open(uri, from: window)
        case .copy(let text, let toast):
            Clipboard.setText(text, for: window)
            toasts.add(Toast(title: toast, timeout: 2))
        }
    }
}
