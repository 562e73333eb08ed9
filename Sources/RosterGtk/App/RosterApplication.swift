import GtkKit
import RosterViewModels

/// Roster as a GTK application: one main window on `app`, presented on activation
/// (again when a second launch activates a unique instance), quitting on SIGINT/SIGTERM.
/// The `roster` composition root runs it; the test harness runs the same path to measure it.
@MainActor
public enum RosterApplication {
    public static let id = RosterRelease.applicationID
    /// How long, in milliseconds, a Roster started for the Shell's search stays with no window
    /// after its last answer: the next keystroke's search finds it running.
    static let serviceTimeout: UInt32 = 20_000

    /// Runs until the window is gone (its close button, Ctrl+Q — both after the
    /// unsaved-changes question) or a termination signal; returns the exit status.
    /// - Parameters:
    ///   - isUnique: a second launch activates this instance instead of opening its own window.
    ///   - remembersWindowSize: the window opens at the size and maximised state it was
    ///     left in (Roster's GSettings schema); off for harnesses, which need the default size.
    ///   - opensNewPerson: starts a new person's form (the desktop file's "New Person" action);
    ///     when Roster already runs, that instance does it and this one ends.
    ///   - isService: started by D-Bus activation for the Shell's search
    ///     (`--gapplication-service`): no window until it is activated, and it ends once
    ///     unused for `serviceTimeout`.
    ///   - session: where the app's state and unsaved edits are kept between runs: restored
    ///     before the window opens, drafts written while the user types, the state saved on
    ///     quit. Nil for harnesses, which must neither read nor write the user's state.
    ///   - presented: called once, after the window is first presented.
    public static func run(
        app: AppViewModel,
        isUnique: Bool,
        remembersWindowSize: Bool = false,
        opensNewPerson: Bool = false,
        isService: Bool = false,
        session: (any SessionStateStore)? = nil,
        presented: (@MainActor (MainWindow, Application) -> Void)? = nil
    ) -> Int32 {
        let application = Application(id: id, isUnique: isUnique, isService: isService)
        if isService { application.inactivityTimeout = serviceTimeout }
        RosterActions.registerAccelerators(in: application)
        // Only a unique Roster owns the bus name the Shell asks. Exported before registering, so
        // that the Shell's call which started this Roster finds the provider once the name is taken.
        let searchProvider = isUnique ? RosterSearchProvider(search: app.makeSearchProvider(), application: application) : nil
        // Registering starts GTK (`startup`) and tells whether another Roster is the application.
        if application.register(), application.isRemote {
            guard opensNewPerson else { return application.run() }  // activates the other one's window
            application.activateAction(WindowCommands.launcherNewPerson)
            return 0
        }
        // Before the people load, so the restored selection applies to the first load.
        session?.restore(app)
        // The people are read while the window is built and mapped (on other threads): the
        // first frame shows them, not a spinner. A large directory's first page is drawn before
        // everyone is applied (a 100,000-row list update the first frame need not wait for).
        app.people.firstPageShown = { await MainLoopBridge.nextIdle() }
        app.appeared()
        var mainWindow: MainWindow?
        var shortcuts: LazyShortcutsWindow?
        application.onActivated {
            if let mainWindow {
                mainWindow.window.present()
                return
            }
            let window = MainWindow(application: application, app: app)
            mainWindow = window
            // A Roster started for the search ends with its window from now on, as any launch does.
            application.inactivityTimeout = 0
            shortcuts = LazyShortcutsWindow(window: window.window)
            if remembersWindowSize { RosterWindowState.remember(window.window) }
            window.present(startsLoading: false)
            if opensNewPerson { window.window.activateAction(RosterActions.newPerson.name) }
            presented?(window, application)
        }
        application.quitOnTerminationSignals()
        let status = application.run()
        withExtendedLifetime((searchProvider, shortcuts)) {}
        // Quit (window closed, Ctrl+Q, SIGTERM): remember where the user was, and keep any edit not saved.
        // Only the instance that had the window: a second launch that activated the first has nothing to say.
        if mainWindow != nil { session?.save(app) }
        return status
    }
}
