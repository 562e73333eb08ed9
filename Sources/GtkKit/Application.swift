import CAdw
import CGtk
import CGtkShims
import Glibc

/// `AdwApplication` (a `GtkApplication` that also initialises libadwaita: its
/// stylesheet, and the style manager that follows the system's dark preference),
/// run with Swift's main queue bridged into its loop.
@MainActor
public final class Application: GObjectRef {
    /// - Parameters:
    ///   - id: the application id, a reverse-DNS name such as `io.github.rosterteam.Roster`.
    ///   - isUnique: whether a second launch activates the first instance instead.
    ///   - isService: started by D-Bus activation (`--gapplication-service`): `run()` opens no
    ///     window (no `activate`) and returns once nothing has held the application for
    ///     `inactivityTimeout`; it fails when the application runs already.
    public init(id: String, isUnique: Bool, isService: Bool = false) {
        var flags = isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        if isService { flags = GApplicationFlags(flags.rawValue | G_APPLICATION_IS_SERVICE.rawValue) }
        super.init(adopting: UnsafeMutableRawPointer(adw_application_new(id, flags)))
    }

    /// Activates the application as a launch does: its `activate` handlers run
    /// (``onActivated(_:)``), which present the window.
    public func activate() { g_application_activate(gk_gapplication(pointer)) }

    /// Keeps the application running while no window is open (a D-Bus call being
    /// answered, say), until the matching ``release()``.
    public func hold() { g_application_hold(gk_gapplication(pointer)) }

    /// Ends one ``hold()``.
    public func release() { g_application_release(gk_gapplication(pointer)) }

    /// How long, in milliseconds, the application stays after its last hold ends with no
    /// window open (0, the default: it quits at once). What keeps a service between calls.
    public var inactivityTimeout: UInt32 {
        get { g_application_get_inactivity_timeout(gk_gapplication(pointer)) }
        set { g_application_set_inactivity_timeout(gk_gapplication(pointer), newValue) }
    }

    /// Runs `handler` when the application is activated (launched, or re-launched when unique).
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler)
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    /// Command-line arguments are the caller's business and are not passed to GTK.
    public func run() -> Int32 {
        MainLoopBridge.install()
        return g_application_run(gk_gapplication(pointer), 0, nil)
    }

    /// Makes `run()` return (after the current handler), closing nothing itself.
    public func quit() { g_application_quit(gk_gapplication(pointer)) }

    /// Registers the application without running it (`run()` does this itself),
    /// emitting `startup`: GTK adds application windows — `Window(application:)`,
    /// the `win.` actions and accelerators — only to a registered application.
    /// For tests and scripted runs that iterate the main loop themselves.
    /// Returns whether registration succeeded.
    @discardableResult
    public func register() -> Bool {
        g_application_register(gk_gapplication(pointer), nil, nil) != 0
    }

    /// Whether the application is registered (by `register()` or `run()`).
    public var isRegistered: Bool { g_application_get_is_registered(gk_gapplication(pointer)) != 0 }

    /// Whether another process is the application (a unique application launched
    /// twice): this one's actions then run in that one. Valid once registered.
    public var isRemote: Bool { g_application_get_is_remote(gk_gapplication(pointer)) != 0 }

    /// Runs the application action `name` (no `app.` prefix) — in the primary
    /// instance when this one is remote, which is how a second launch hands a
    /// request to the first.
    public func activateAction(_ name: String) {
        g_action_group_activate_action(gk_action_group(pointer), name, nil)
    }

    /// Quits on SIGINT and SIGTERM the way `quit()` does, so that `run()` returns
    /// and the code after it (closing files, say) still runs.
    public func quitOnTerminationSignals() {
        // A process started from a thread that blocks them (a test runner's worker,
        // say) inherits that mask: unblocked, the signals reach GLib's handler.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signal in [SIGINT, SIGTERM] {
            g_unix_signal_add(
                signal,
                { data in
                    g_application_quit(gk_gapplication(data))
                    return 1  // G_SOURCE_CONTINUE
                }, pointer)
        }
    }
}
