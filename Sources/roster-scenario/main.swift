import Foundation
import RosterGtk
import RosterEngines
import RosterModel
import RosterViewModels

// roster-scenario: replays scenario scripts on the real GTK window (and runs the
// window benchmarks of `make bench`). Test code lives here, not in `roster`.

let options: HarnessOptions
do {
    options = try HarnessOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("roster-scenario: \(error)\n\(HarnessOptions.usage)".utf8))
    exit(2)
}
if options.showsHelp {
    print(HarnessOptions.usage, terminator: "")
    exit(0)
}

if options.listsBindings {
    for name in BindingName.allCases { print(name.rawValue) }
    exit(0)
}

if let scenario = options.scenario {
    exit(MainActor.assumeIsolated { ScenarioMode.run(file: scenario, options: options) })
}

if let benchmark = options.benchmark {
    MainActor.assumeIsolated {
        // The same composition as `roster`, measured from outside by roster-bench.
        let store = options.address.openLazily()
        let app = AppViewModel(store: store)
        let status = RosterApplication.run(app: app, isUnique: false) { window, application in
            BenchmarkDriver(mode: benchmark, window: window, app: app, application: application).start()
        }
        store.close()
        exit(status)
    }
}
