import Foundation
import GtkKit
import RosterGtk
import RosterLaunch
import RosterViewModels

// Composition root of the GTK front: the command line, the directory, the window.

let newPerson = LaunchFlag("--new-person") { L10n.tr("Open a new person's form (in the Roster already running, if any).") }
// What D-Bus activation runs (the installed service file): Roster with no window, for the Shell's search.
let service = LaunchFlag.unlisted("--gapplication-service")
let (options, locale) = FrontLaunch.readCommandLine(
    program: "roster", description: { L10n.tr("Opens Roster's window on the people directory.") },
    extraFlags: [newPerson, service])

MainActor.assumeIsolated {
    let directory = FrontLaunch.open(options, locale: locale)
    // Unique only on the default database: `roster --database other.sqlite` must open its own window.
    let status = RosterApplication.run(
        app: directory.app, isUnique: options.address.isStandard, remembersWindowSize: true,
        opensNewPerson: options.flags.contains(newPerson.name), isService: options.flags.contains(service.name),
        session: directory.session)
    directory.store.close()
    exit(status)
}
