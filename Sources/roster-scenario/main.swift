import Foundation
import RosterEngines
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterTesting
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
    for name in FrontBinding.allCases { print(name.rawValue) }
    exit(0)
}

if let scenario = options.scenario {
    exit(MainActor.assumeIsolated { ScenarioMode.run(file: scenario, options: options) })
}

if options.benchmark == .selectLongest {
    MainActor.assumeIsolated {
        // Two people in memory: a plain one and the longest the rules allow, with a photo as large as the library stores.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-select-longest-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("2.png").path
        let side = Int32(AvatarLibrary.storedSide)
        guard LongestPerson.writePhoto(to: photo, width: side, height: side * 3 / 4) else {
            FileHandle.standardError.write(Data("roster-scenario: gdk-pixbuf cannot write the benchmark's photo\n".utf8))
            exit(1)
        }
        let people = [Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"), LongestPerson.person(id: 2, avatarPath: photo)]
        let app = AppViewModel(store: InMemoryRosterStore(people: people, tasks: []))
        let status = RosterApplication.run(app: app, isUnique: false) { window, application in
            BenchmarkDriver(mode: .selectLongest, window: window, app: app, application: application).start()
        }
        exit(status)
    }
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
