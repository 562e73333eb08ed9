import Foundation
import GtkKit
import RosterGtk
import RosterModel
import RosterViewModels

// Composition root of the GTK front: parse arguments, create the store and the
// view model, hand them to the window.

let options: LaunchOptions
do {
    options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("roster: \(error)\n\(LaunchOptions.usage)".utf8))
    exit(2)
}
if options.showsHelp {
    print(LaunchOptions.usage, terminator: "")
    exit(0)
}

if let scenario = options.scenario {
    exit(MainActor.assumeIsolated { ScenarioMode.run(file: scenario, options: options) })
}

MainActor.assumeIsolated {
    let store = LazyRosterDatabase(location: options.location)
    let app = AppViewModel(store: store)
    // Unique only on the default database: `roster --database other.sqlite` must open its own window.
    let application = Application(id: "org.example.Roster", isUnique: options.location == .standard && options.benchmark == nil)
    var mainWindow: MainWindow?
    application.onActivate {
        if let mainWindow {
            mainWindow.window.present()
            return
        }
        let window = MainWindow(application: application, app: app)
        mainWindow = window
        window.present()
        if let benchmark = options.benchmark {
            BenchmarkDriver(mode: benchmark, window: window, app: app, application: application).start()
        }
    }
    application.quitOnTerminationSignals()
    // run() returns once the window is gone (its close button, Ctrl+Q — both after the
    // unsaved-changes question) or on SIGINT/SIGTERM. Closing checkpoints the WAL,
    // so a copied roster.sqlite holds every change.
    let status = application.run()
    store.close()
    exit(status)
}
