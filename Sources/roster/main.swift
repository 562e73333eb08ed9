import Foundation
import GtkKit
import RosterEngines
import RosterGtk
import RosterModel
import RosterREST
import RosterSessionFile
import RosterViewModels

// Composition root of the GTK front: parse arguments, create the store and the
// view model, hand them to the window.

// The user's locale from LC_ALL / LC_* / LANG (Locale.current is en_001 on Linux whatever they say);
// the catalog is active before the command line is parsed, so its help and errors are translated too.
let locale = RosterLocale()
Translations.activate(locale.messages)

let options: LaunchOptions
do {
    options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("roster: \(error)\n\(LaunchOptions.usage)".utf8))
    exit(2)
}
if options.showsVersion {
    print("roster \(RosterRelease.version)")
    exit(0)
}
if options.showsHelp {
    print(LaunchOptions.usage, terminator: "")
    exit(0)
}

MainActor.assumeIsolated {
    let store = options.address.openLazily()
    let app = AppViewModel(store: store, locale: locale.numbers, dateLocale: locale.time, remote: RESTDirectorySource())
    // Unique only on the default database: `roster --database other.sqlite` must open its own window.
    // Closing checkpoints the WAL, so a copied roster.sqlite holds every change.
    // Selection, page, search and unsaved edits come back on the next launch, per database.
    let session = SessionStateFile(directory: SessionStateFile.directory(forDatabaseAt: options.address.sessionKey()))
    let status = RosterApplication.run(
        app: app, isUnique: options.address.isStandard, remembersWindowSize: true,
        opensNewPerson: options.opensNewPerson, session: session)
    store.close()
    exit(status)
}
