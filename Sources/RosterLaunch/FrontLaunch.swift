import Foundation
import RosterEngines
import RosterModel
import RosterREST
import RosterSessionFile
import RosterViewModels

/// How every Roster front starts, in one place: the user's locale, the command line, and the
/// directory opened with its session state, as the window opens it.
public enum FrontLaunch {
    /// Activates the user's locale (from LC_ALL / LC_* / LANG; `Locale.current` is en_001 on Linux
    /// whatever they say), then reads the command line, so that its help and errors are translated
    /// too. Prints the help or the version and exits 0, or a usage error with the help and exits 2;
    /// otherwise returns the options and the locale.
    public static func readCommandLine(
        program: String, description: () -> String, extraFlags: [LaunchFlag] = [],
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> (options: LaunchOptions, locale: RosterLocale) {
        let locale = RosterLocale()
        Translations.activate(locale.messages)
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: arguments, extraFlags: extraFlags)
        } catch {
            let usage = LaunchOptions.usage(program: program, description: description(), extraFlags: extraFlags)
            FileHandle.standardError.write(Data("\(program): \(error)\n\(usage)".utf8))
            exit(2)
        }
        if options.showsVersion {
            print("\(program) \(RosterRelease.version)")
            exit(0)
        }
        if options.showsHelp {
            print(LaunchOptions.usage(program: program, description: description(), extraFlags: extraFlags), terminator: "")
            exit(0)
        }
        return (options, locale)
    }

    /// Opens the directory the options name (lazily: a front shows its loading state at once) and
    /// the view models over it, with import from a URL, and the session state kept per directory
    /// (selection, page, search and unsaved edits come back on the next launch).
    @MainActor
    public static func open(_ options: LaunchOptions, locale: RosterLocale) -> LaunchedDirectory {
        // A server that may ask for a password the address does not give: the keyring, then the dialog.
        let signIn = KeyringSignIn(address: options.address, environment: ProcessInfo.processInfo.environment)
        let store = signIn?.makeStore() ?? options.address.openLazily()
        let app = AppViewModel(store: store, locale: locale.numbers, dateLocale: locale.time, remote: RESTDirectorySource())
        app.signIn = signIn
        let session = SessionStateFile(directory: SessionStateFile.directory(forDatabaseAt: options.address.sessionKey()))
        return LaunchedDirectory(store: store, app: app, session: session)
    }
}

/// A directory opened by ``FrontLaunch/open(_:locale:)``: what a front shows and, on quitting,
/// saves and closes.
@MainActor
public struct LaunchedDirectory {
    /// The store; close it when the front ends (closing checkpoints SQLite's WAL, so a copied
    /// database file holds every change).
    public let store: any DirectoryConnection
    public let app: AppViewModel
    /// Where the session state is kept for this directory.
    public let session: SessionStateFile
}
