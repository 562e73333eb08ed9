import Foundation
import GtkKit
import RosterViewModels

/// The main window's size and maximised state, kept between launches in Roster's
/// GSettings schema (`data/io.github.rosterteam.Roster.gschema.xml`, installed by
/// `make install`; `make run` compiles it into `.build/schemas`).
///
/// Without the schema (a build run straight from `.build`), the window opens at
/// its default size, after one line on stderr saying so.
@MainActor
public enum RosterWindowState {
    /// The schema id: the application id.
    public static let schemaID = RosterApplication.id
    /// The schema's key of the window's width (`i`).
    public static let widthKey = "window-width"
    /// The schema's key of the window's height (`i`).
    public static let heightKey = "window-height"
    /// The schema's key of whether the window was maximised (`b`).
    public static let maximizedKey = "window-maximized"

    /// Applies the remembered size and maximised state to `window` and remembers
    /// them when it closes. Call once, after the window's own default size is set
    /// and before it is first presented. Returns nil (after one line on stderr)
    /// when the schema is not installed.
    @discardableResult
    public static func remember(_ window: Widget) -> WindowGeometry? {
        guard let settings = openSettings() else { return nil }
        return remember(window, in: settings)
    }

    /// `remember(_:)` with settings opened elsewhere (a compiled schema directory, a memory backend).
    @discardableResult
    public static func remember(_ window: Widget, in settings: Settings, log: (String) -> Void = printToStandardError) -> WindowGeometry? {
        do {
            return try WindowGeometry.remember(window, in: settings, widthKey: widthKey, heightKey: heightKey, maximizedKey: maximizedKey)
        } catch {
            log("window size not remembered: \(error)")  // an installed schema older than this build, say
            return nil
        }
    }

    /// Roster's settings: from the installed schemas (and `GSETTINGS_SCHEMA_DIR`), or
    /// only from `schemaDirectory` when given (compiled there by `glib-compile-schemas`);
    /// nil, after one line through `log`, when the schema is missing.
    /// - Parameter backend: where the values live; GLib's default (dconf on a desktop) when nil.
    public static func openSettings(
        schemaDirectory: String? = nil,
        backend: SettingsBackend? = nil,
        log: (String) -> Void = printToStandardError
    ) -> Settings? {
        do {
            if let schemaDirectory {
                return try Settings(schemaID: schemaID, schemaDirectory: schemaDirectory, includingInstalled: false, backend: backend)
            }
            return try Settings(schemaID: schemaID, backend: backend)
        } catch {
            log("window size not remembered: \(error)")
            return nil
        }
    }

    /// Writes `line` and a newline to stderr.
    nonisolated public static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
