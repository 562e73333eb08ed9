import Foundation
import RosterModel
import RosterSessionFile
import RosterTestSupport
import RosterTesting
import Synchronization
import Testing

@testable import RosterViewModels

private let signInDirectory = "postgres://bret@db.example:5432/team"
private let signInPassword = "Tr0ub4dor&3 horse"

/// A server that asks for a password: the store opens only with the right one (as the
/// PostgreSQL engine does through RosterLaunch's sign-in), and a keyring that records.
final class PasswordSignInFake: DirectorySignIn {
    let user = "bret"
    let directoryName = signInDirectory
    let keyringAnswers: Bool
    private final class State: Sendable {
        let value = Mutex<(given: String?, kept: [String?])>((nil, []))
    }
    private let box = State()
    let store: LazyDirectoryConnection

    init(keyringAnswers: Bool = true) {
        self.keyringAnswers = keyringAnswers
        let box = self.box
        store = LazyDirectoryConnection(displayName: signInDirectory) {
            switch box.value.withLock({ $0.given }) {
            case nil:
                throw StoreError.cannotOpen(path: signInDirectory, reason: StoreError.Reason.passwordRequired.rawValue)
            case signInPassword?:
                return try InMemoryRosterStore.sampleData()
            default:
                throw StoreError.cannotOpen(path: signInDirectory, reason: StoreError.Reason.authenticationFailed.rawValue)
            }
        }
    }

    var kept: [String?] { box.value.withLock { $0.kept } }

    func isKeyringAvailable() async -> Bool { keyringAnswers }

    func signIn(password: String) async throws {
        box.value.withLock { $0.given = password }
        do {
            _ = try await store.connection()
        } catch {
            box.value.withLock { $0.given = nil }
            throw error
        }
    }

    func keep(password: String?) async throws { box.value.withLock { $0.kept.append(password) } }
}

/// The password dialog's state, without GTK: the server of a directory asks for a password
/// nobody gave; the dialog asks, signs in, and keeps it in the keyring when told to.
@Suite("The password dialog (PasswordPromptViewModel)")
@MainActor
struct PasswordPromptTests {
    static let directory = signInDirectory
    static let password = signInPassword

    private func app(_ signIn: PasswordSignInFake?, store: LazyDirectoryConnection? = nil) async -> AppViewModel {
        let app = AppViewModel(store: store ?? signIn!.store, avatars: FakeAvatarImporter(returning: "/a.png"), locale: testLocale)
        app.signIn = signIn
        await app.appeared().value
        await ViewModelActivity.settle()
        return app
    }

    @Test("the server asks: the error page shows, and the dialog over it names the user and the directory")
    func asks() async throws {
        let signIn = PasswordSignInFake()
        let app = await app(signIn)
        #expect(app.people.loadState.errorMessage?.contains("asks for a password") == true)
        let prompt = try #require(app.passwordPrompt)
        #expect(prompt.title == "Password Required")
        #expect(prompt.body == "The server of \(Self.directory) asks for the password of bret.")
        #expect(prompt.isRememberEnabled)
        #expect(!prompt.remembers)
        #expect(!prompt.isSignInEnabled)
        #expect(prompt.signInDisabledReason == "Type the password")
        #expect(await prompt.signInTapped().value == false, "refused while disabled")
    }

    @Test("a wrong password keeps the dialog, says so and clears the entry; the right one opens the directory")
    func wrongThenRight() async throws {
        let signIn = PasswordSignInFake()
        let app = await app(signIn)
        let prompt = try #require(app.passwordPrompt)
        prompt.passwordChanged("wrong")
        #expect(prompt.isSignInEnabled)
        #expect(await prompt.signInTapped().value == false)
        #expect(prompt.problem == "The server refused this password for bret.")
        #expect(prompt.password.isEmpty)
        #expect(app.passwordPrompt === prompt)

        prompt.passwordChanged(Self.password)
        #expect(await prompt.signInTapped().value)
        await ViewModelActivity.settle()
        #expect(app.passwordPrompt == nil)
        #expect(app.people.loadState == .loaded)
        #expect(app.people.countText == "10 people")
        // Not asked to remember: any password kept before (missing or refused) is removed.
        #expect(signIn.kept == [nil])
        #expect(prompt.password.isEmpty)
    }

    @Test("Remember keeps the password in the keyring after it opened the directory")
    func remembers() async throws {
        let signIn = PasswordSignInFake()
        let app = await app(signIn)
        let prompt = try #require(app.passwordPrompt)
        #expect(prompt.rememberToggled(true))
        prompt.passwordChanged(Self.password)
        #expect(await prompt.signInTapped().value)
        #expect(signIn.kept == [Self.password])
    }

    @Test("no keyring answers: Remember is disabled, with its reason")
    func noKeyring() async throws {
        let signIn = PasswordSignInFake(keyringAnswers: false)
        let app = await app(signIn)
        let prompt = try #require(app.passwordPrompt)
        #expect(!prompt.isRememberEnabled)
        #expect(prompt.rememberDisabledReason == "No keyring answers (the desktop's Secret Service is not running)")
        #expect(prompt.rememberToggled(true) == false)
        #expect(!prompt.remembers)
    }

    @Test("Cancel leaves the error page with Retry; Retry asks again")
    func cancel() async throws {
        let signIn = PasswordSignInFake()
        let app = await app(signIn)
        try #require(app.passwordPrompt).cancelTapped()
        #expect(app.passwordPrompt == nil)
        #expect(app.people.loadState.errorMessage != nil)
        await app.people.retryTapped().value
        #expect(app.passwordPrompt != nil)
    }

    @Test("the password signed in with, refused later (it was changed), opens the dialog again")
    func refusedLater() async throws {
        let data = try InMemoryRosterStore.sampleData()
        let signIn = PasswordAskingSignIn(password: Self.password, store: data)
        let app = AppViewModel(store: signIn.directory, avatars: FakeAvatarImporter(returning: "/a.png"), locale: testLocale)
        app.signIn = signIn
        await app.appeared().value
        await ViewModelActivity.settle()
        let prompt = try #require(app.passwordPrompt)
        prompt.passwordChanged(Self.password)
        #expect(await prompt.signInTapped().value)
        await ViewModelActivity.settle()
        #expect(app.passwordPrompt == nil)
        #expect(app.people.loadState == .loaded)

        data.failReads(StoreError.Reason.authenticationFailed.rawValue)
        await app.people.retryTapped().value
        await ViewModelActivity.settle()
        #expect(app.passwordPrompt != nil, "asked again, not refused forever")
    }

    @Test("a server that no longer takes the password kept for it: the dialog says so before anything is typed")
    func noLongerTaken() async throws {
        let data = try InMemoryRosterStore.sampleData()
        let signIn = PasswordAskingSignIn(password: Self.password, store: data)
        let refusing = LazyDirectoryConnection(displayName: signInDirectory) {
            throw StoreError.cannotOpen(path: signInDirectory, reason: StoreError.Reason.passwordNoLongerTaken.rawValue)
        }
        let app = AppViewModel(store: refusing, avatars: FakeAvatarImporter(returning: "/a.png"), locale: testLocale)
        app.signIn = signIn
        await app.appeared().value
        await ViewModelActivity.settle()
        let prompt = try #require(app.passwordPrompt, "the request opens the dialog")
        #expect(prompt.problem == "The server no longer takes the password Roster had for bret. It may have been changed.")
        let asked = PasswordPromptViewModel(
            signIn: signIn, request: .cannotOpen(path: "x", reason: StoreError.Reason.passwordRequired.rawValue))
        #expect(asked.problem == nil, "a first request has nothing to explain")
    }

    @Test("without a sign-in (a SQLite file, a URL with its password) no dialog opens")
    func noSignIn() async {
        let app = await app(nil, store: PasswordSignInFake().store)
        #expect(app.people.loadState.errorMessage != nil)
        #expect(app.passwordPrompt == nil)
    }

    @Test("after a sign-in with the password, the session files hold no trace of it")
    func sessionFileHasNoPassword() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-password-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SessionStateFile(directory: folder) { _ in }
        let signIn = PasswordSignInFake()
        let app = await app(signIn)
        file.restore(app, draftDelay: .zero)
        let prompt = try #require(app.passwordPrompt)
        prompt.rememberToggled(true)
        prompt.passwordChanged(Self.password)
        #expect(await prompt.signInTapped().value)
        await ViewModelActivity.settle()
        // A person open with an unsaved edit: the draft is written too.
        app.personSelected(id: 1)
        try #require(await waitUntil { app.profile?.loadState == .loaded })
        app.profile?.fieldChanged(.name, to: "Leanne G.")
        await ViewModelActivity.settle()
        file.save(app)

        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(!files.isEmpty)
        var read = 0
        for name in files {
            let path = folder.appendingPathComponent(name).path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let contents = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(contents.range(of: Data(Self.password.utf8)) == nil, "\(name) holds the password")
            #expect(contents.range(of: Data("Tr0ub4dor".utf8)) == nil, "\(name) holds part of the password")
            read += 1
        }
        #expect(read >= 2, "the state and the draft were written: \(files)")
    }
}
