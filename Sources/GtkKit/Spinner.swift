import CGtk
import CGtkShims

/// `GtkSpinner`.
@MainActor
public final class Spinner: Widget {
    /// A spinner, not spinning.
    public init() {
        super.init(sinking: gtk_spinner_new())
    }

    /// Spinning costs frames; spin only while shown.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(gk_spinner(pointer)) != 0 }
        set { gtk_spinner_set_spinning(gk_spinner(pointer), newValue ? 1 : 0) }
    }
}
