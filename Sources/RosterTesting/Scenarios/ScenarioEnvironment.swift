import Foundation
import RosterModel
import RosterSessionFile
import RosterViewModels

/// The world a scenario runs in, the same on both fronts: an in-memory copy of
/// the data, a clock that only moves with `advance`, UTC and US English (or the
/// scenario's `locale`: its translation catalog, numbers and dates), a throwaway
/// folder for avatar images, and one for the session state that `restart` and
/// `crash` relaunch from (never the user's).
@MainActor
public struct ScenarioEnvironment {
    /// Scenarios start on 22 November 2026 at 09:00 UTC.
    public static let startDate = Date(timeIntervalSince1970: 1_795_338_000)
    /// When the store says it tries again after `disconnect store`.
    public static let retryAfterDisconnect = Duration.seconds(5)

    /// The data: what the app reads and writes (through `directory`), and the store a driver
    /// makes fail (`fail reads`…).
    public let store: InMemoryRosterStore
    /// The store as the app opens it: lazily, as the window opens every directory, so that who
    /// is signed in (`open as`) is known only once it is open, as with a server.
    public let directory: LazyDirectoryConnection
    /// The server's request for a password (`open asking password`), which the app's password
    /// dialog answers; nil: the directory asks for none.
    public let signIn: PasswordAskingSignIn?
    /// The clock the app reads; `advance` steps move it.
    public let clock: ManualClock
    /// The app the front shows (`relaunchedApp()` makes the next one after `restart` or `crash`).
    public let app: AppViewModel
    /// The throwaway folder the chosen avatar images are copied to.
    public let avatarDirectory: URL
    /// The session state (restorable state and drafts) of this run's app.
    public let session: SessionStateFile
    /// The throwaway folder `export` steps save to.
    public var exportDirectory: URL { avatarDirectory.appendingPathExtension("exports") }
    private let calendar: Calendar
    /// The scenario's locale (US English unless it names one).
    private let locale: Locale
    /// What "Import from URL…" reads: answers served from the scenario's folder.
    private let remote: ScenarioRemoteSource

    /// - Parameters:
    ///   - store: the data; the sample team when nil.
    ///   - locale: a POSIX locale name ("de_DE"); nil: the English source strings and US formats.
    ///   - folder: where `import url` steps read their API's answers (`ScenarioRemoteSource`); nil: the working directory.
    ///   - access: who opens the directory, with which part (`open as`); nil: its owner.
    ///   - askedPassword: the password the directory's server asks for (`open asking password`); nil: none.
    public init(
        store: InMemoryRosterStore? = nil, locale: String? = nil, folder: String? = nil, access: DirectoryAccess? = nil,
        askedPassword: String? = nil
    ) throws {
        let store = try store ?? InMemoryRosterStore.sampleData()
        if let access { store.signIn(as: access) }
        // A server's login is taken for a reader until the directory is open (`DirectoryAddress.accessBeforeOpening`).
        let accessBeforeOpening = access.map { DirectoryAccess(part: .reader, userName: $0.userName) } ?? store.access
        let directory: LazyDirectoryConnection
        if let askedPassword {
            let signIn = PasswordAskingSignIn(
                password: askedPassword, store: store, user: access?.userName ?? "bret", accessBeforeOpening: accessBeforeOpening)
            self.signIn = signIn
            directory = signIn.directory
        } else {
            signIn = nil
            directory = LazyDirectoryConnection(displayName: store.displayName, accessBeforeOpening: accessBeforeOpening) { store }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let clock = ManualClock(Self.startDate)
        // The history dates changes by the scenario's clock, so that transcripts say when.
        store.dateHistory { clock.now }
        let avatarDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("roster-scenario-\(UUID().uuidString)")
        self.store = store
        self.directory = directory
        self.clock = clock
        self.avatarDirectory = avatarDirectory
        self.calendar = calendar
        session = SessionStateFile(directory: avatarDirectory.appendingPathExtension("session"), durable: false)
        // Scenarios speak the English source strings whatever the process locale says, unless they name one.
        let chosen = locale.flatMap(RosterLocale.locale(posixName:))
        guard Translations.activate(chosen) else {
            throw ScenarioStepError(
                """
                the \(locale ?? "") locale is not installed (gettext needs it to pick the catalog): \
                run `make test-deps`, or generate it with locale-gen
                """)
        }
        self.locale = chosen ?? Locale(identifier: "en_US")
        remote = ScenarioRemoteSource(folder: folder ?? FileManager.default.currentDirectoryPath)
        app = AppViewModel(
            store: directory, avatars: AvatarLibrary(directory: avatarDirectory), clock: clock.clock,
            calendar: calendar, locale: self.locale, remote: remote)
        app.signIn = signIn
        Self.restore(app, from: session)
    }

    /// A new app on the same store, clock and folders, brought back from the saved session.
    public func relaunchedApp() -> AppViewModel {
        let app = AppViewModel(
            store: directory, avatars: AvatarLibrary(directory: avatarDirectory), clock: clock.clock,
            calendar: calendar, locale: locale, remote: remote)
        app.signIn = signIn
        Self.restore(app, from: session)
        return app
    }

    /// Restores `app` and keeps its drafts, written as soon as they change: the debounce's pause
    /// ends at once, so that the draft is on disk when the step settles.
    private static func restore(_ app: AppViewModel, from session: SessionStateFile) {
        session.restore(app, draftDelay: .zero, sleep: { _ in })
    }

    /// The environment for `scenario`: its `data` file's people, else a copy of
    /// `database`, else the sample team.
    public static func make(for scenario: Scenario, database: (any DirectoryStore)?) async throws -> ScenarioEnvironment {
        if let path = scenario.dataPath {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ScenarioStepError("cannot read the data file \(path)")
            }
            return try ScenarioEnvironment(
                store: InMemoryRosterStore(importing: data), locale: scenario.locale, folder: scenario.baseDirectory,
                access: scenario.access,
                askedPassword: scenario.askedPassword)
        }
        if let database {
            return try ScenarioEnvironment(
                store: await InMemoryRosterStore.copy(of: database), locale: scenario.locale, folder: scenario.baseDirectory,
                access: scenario.access,
                askedPassword: scenario.askedPassword)
        }
        return try ScenarioEnvironment(
            locale: scenario.locale, folder: scenario.baseDirectory, access: scenario.access,
            askedPassword: scenario.askedPassword)
    }

    /// Removes the avatar copies and the exports the run made.
    public func cleanUp() {
        try? FileManager.default.removeItem(at: avatarDirectory)
        try? FileManager.default.removeItem(at: exportDirectory)
        try? FileManager.default.removeItem(at: session.directory)
    }
}
