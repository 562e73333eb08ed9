import CGtk
import CGtkShims

/// Where settings are kept. Without one, `Settings` uses GLib's default
/// backend (dconf on a desktop; the one `GSETTINGS_BACKEND` names).
@MainActor
public final class SettingsBackend: GObjectRef {
    /// Settings kept in memory for the life of the process: every `Settings`
    /// opened on the same backend object sees the others' writes. For tests.
    public static func memory() -> SettingsBackend {
        SettingsBackend(adopting: UnsafeMutableRawPointer(g_memory_settings_backend_new()))
    }

    /// Settings kept in a key file at `path` (created on the first write), as
    /// `GSETTINGS_BACKEND=keyfile` does in `$XDG_CONFIG_HOME/glib-2.0/settings/keyfile`.
    public static func keyFile(path: String) -> SettingsBackend {
        SettingsBackend(adopting: UnsafeMutableRawPointer(g_keyfile_settings_backend_new(path, "/", nil)))
    }

    var backend: UnsafeMutablePointer<GSettingsBackend> { pointer.assumingMemoryBound(to: GSettingsBackend.self) }
}
