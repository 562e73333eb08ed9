import CAdw
import CGtk

/// Starting GTK and libadwaita without an `Application` (a test process, a
/// window driven by a harness): an `Application` does this itself when it starts.
@MainActor
public enum Toolkit {
    /// Opens the display and initialises GTK and libadwaita (its stylesheet and
    /// style manager); false when there is no display.
    public static func initialize() -> Bool {
        guard gtk_init_check() != 0 else { return false }
        adw_init()
        return true
    }
}
