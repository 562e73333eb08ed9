import Foundation
import RosterLaunch
import RosterTerminalViews
import RosterViewModels

// Composition root of the terminal front, as Sources/roster is the window's: the command line,
// the directory, the terminal.

let (options, locale) = FrontLaunch.readCommandLine(program: "roster-tui", description: { TerminalStrings.description })
guard isatty(0) == 1, isatty(1) == 1 else {
    FileHandle.standardError.write(Data("roster-tui: \(TerminalStrings.needsTerminal)\n".utf8))
    exit(2)
}

MainActor.assumeIsolated {
    let directory = FrontLaunch.open(options, locale: locale)
    directory.session.restore(directory.app)
    directory.app.appeared()
    TerminalSession.run(app: directory.app) {
        // Quit (Ctrl+Q, after the question; SIGTERM): remember where the user was, keep any edit not saved.
        directory.session.save(directory.app)
        directory.store.close()
    }
}
dispatchMain()
