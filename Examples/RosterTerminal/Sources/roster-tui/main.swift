import Foundation
import RosterEngines
import RosterREST
import RosterSessionFile
import RosterTerminalViews
import RosterViewModels

// Composition root of the terminal front, as Sources/roster is the window's: the user's locale,
// the command line, the store (`--database`, or the default), the session state, the terminal.

let locale = RosterLocale()
Translations.activate(locale.messages)

let options: LaunchOptions
do {
    options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("roster-tui: \(error)\n\(LaunchOptions.usage)".utf8))
    exit(2)
}
if options.showsVersion {
    print("roster-tui \(RosterRelease.version)")
    exit(0)
}
if options.showsHelp {
    print(LaunchOptions.usage, terminator: "")
    exit(0)
}
guard isatty(0) == 1, isatty(1) == 1 else {
    FileHandle.standardError.write(Data("roster-tui: \(TerminalStrings.needsTerminal)\n".utf8))
    exit(2)
}

MainActor.assumeIsolated {
    let store = options.address.openLazily()
    let app = AppViewModel(store: store, locale: locale.numbers, dateLocale: locale.time, remote: RESTDirectorySource())
    // Selection, page, search and unsaved edits come back on the next launch, per database (as the window's).
    let session = SessionStateFile(directory: SessionStateFile.directory(forDatabaseAt: options.address.sessionKey()))
    session.restore(app)
    app.appeared()
    TerminalSession.run(app: app) {
        // Quit (Ctrl+Q, after the question; SIGTERM): remember where the user was, keep any edit not saved.
        session.save(app)
        store.close()
    }
}
dispatchMain()
