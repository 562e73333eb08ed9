import CGtk
import CGtkShims

/// Why a shortcuts window could not be built or attached.
public enum ShortcutsWindowError: Error, Equatable, CustomStringConvertible {
    /// An accelerator `gtk_accelerator_parse` does not understand (or none at all).
    case invalidAccelerator(String, title: String)
    /// GtkBuilder refused the generated definition.
    case builderFailed(String)
    /// A help overlay needs a window made with an application (`GtkApplicationWindow`).
    case notAnApplicationWindow

    /// The reason in a sentence.
    public var description: String {
        switch self {
        case .invalidAccelerator(let accelerator, let title): return "shortcut “\(title)”: invalid accelerator “\(accelerator)”"
        case .builderFailed(let message): return "the shortcuts window could not be built: \(message)"
        case .notAnApplicationWindow: return "a help overlay needs a window of an application (GtkApplicationWindow)"
        }
    }
}
