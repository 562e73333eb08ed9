import Foundation
import RosterModel

/// Where the app keeps what it needs to come back as the user left it, one
/// folder per database: the restorable state (`state.json`, written on quit)
/// and the draft of unsaved edits (`draft.json`, written while the user types).
///
/// Every write replaces its file atomically (a temporary file, then `rename`),
/// so a crash or `kill -9` in the middle leaves the previous file whole. Writes
/// run on one serial queue, off the main thread, in the order they were asked
/// for. A file from another version, or one that does not decode, is ignored
/// with one line on stderr: losing a selection is better than failing to start.
public final class SessionStateFile: Sendable {
    /// The folder holding this database's files.
    public let directory: URL
    private let queue = DispatchQueue(label: "io.github.rosterteam.Roster.session-state")
    private let log: @Sendable (String) -> Void
    private let isDurable: Bool

    /// - Parameters:
    ///   - directory: the folder for this database's files (created on first write).
    ///   - durable: whether each write reaches the disk (`fsync`) before it replaces the old file,
    ///     so that even a power cut keeps the old file or the new one whole; a throwaway folder
    ///     (a scenario run's) does without.
    ///   - log: where a line goes when a file is ignored or cannot be written (stderr by default).
    public init(directory: URL, durable: Bool = true, log: @escaping @Sendable (String) -> Void = SessionStateFile.logToStandardError) {
        self.directory = directory
        self.isDurable = durable
        self.log = log
    }

    /// The folder for the database at `databasePath`, under `$XDG_STATE_HOME/roster`
    /// (default `~/.local/state/roster`): the database file's name and a hash of its
    /// full path, so that `--database other.sqlite` has state of its own.
    public static func directory(forDatabaseAt databasePath: String,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        // The XDG Base Directory spec: a relative or empty XDG_STATE_HOME is ignored.
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        let path = URL(fileURLWithPath: databasePath).standardized.path
        let name = URL(fileURLWithPath: path).lastPathComponent
        return base.appendingPathComponent("roster").appendingPathComponent("\(name)-\(fnv1a(path))")
    }

    var stateURL: URL { directory.appendingPathComponent("state.json") }
    var draftURL: URL { directory.appendingPathComponent("draft.json") }

    // MARK: Reading (at launch)

    /// The state saved on the last quit; nil when there is none or it is unusable.
    public func loadState() -> AppViewModel.RestorableState? {
        read(AppViewModel.RestorableState.self, at: stateURL, version: AppViewModel.RestorableState.currentVersion)
    }

    /// The unsaved edits written before the app last ended; nil when there are none.
    public func loadDraft() -> SessionDraft? {
        read(SessionDraft.self, at: draftURL, version: SessionDraft.currentVersion)
    }

    private func read<T: Decodable>(_ type: T.Type, at url: URL, version: Int) -> T? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        do {
            let found = try JSONDecoder().decode(VersionProbe.self, from: data).version
            guard found == version else {
                log("roster: ignoring \(url.path): saved by another version of Roster (format \(found.map(String.init) ?? "none"), expected \(version))")
                return nil
            }
            return try JSONDecoder().decode(type, from: data)
        } catch {
            log("roster: ignoring \(url.path): it is not readable session state (\(error))")
            return nil
        }
    }

    // MARK: Writing

    /// Writes `state` now (on quit: the process ends right after).
    public func saveState(_ state: AppViewModel.RestorableState) {
        let data = Self.encode(state)
        queue.sync { replace(stateURL, with: data) }
    }

    /// Writes `draft` (nil: removes the draft file) now, after any write queued before.
    public func saveDraftNow(_ draft: SessionDraft?) {
        let data = draft.map(Self.encode)
        queue.sync { replace(draftURL, with: data) }
    }

    /// Writes `draft` (nil: removes the draft file) off the main thread; returns once it is on disk.
    /// It is queued on the caller's actor, before the call suspends: drafts saved one after
    /// another from one actor are written in that order.
    nonisolated(nonsending) public func saveDraft(_ draft: SessionDraft?) async {
        let data = draft.map(Self.encode)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async {
                self.replace(self.draftURL, with: data)
                done.resume()
            }
        }
    }

    /// Saves the app's state and its current draft (none: the draft file goes), now.
    @MainActor
    public func save(_ app: AppViewModel) {
        saveState(app.restorableState)
        saveDraftNow(app.currentDraft)
    }

    /// Brings `app` back to the saved state and draft, and keeps its drafts here from now on.
    /// - Parameter draftDelay: how long typing must pause before the draft is written.
    @MainActor
    public func restore(_ app: AppViewModel, draftDelay: Duration = .milliseconds(300),
                        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        app.restore(loadState(), draft: loadDraft())
        app.keepDrafts(with: DraftSaver(file: self, delay: draftDelay, sleep: sleep))
    }

    /// Replaces `url` with `data` atomically (nil: removes it). Runs on `queue`.
    private func replace(_ url: URL, with data: Data?) {
        let manager = FileManager.default
        guard let data else {
            if manager.fileExists(atPath: url.path) {
                do { try manager.removeItem(at: url) } catch { log("roster: cannot remove \(url.path): \(error)") }
            }
            return
        }
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
            try write(data, to: temporary.path)
            // rename(2) replaces the old file in one step: readers see the old or the new file, never half of one.
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(at: temporary)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: reason])
            }
        } catch {
            log("roster: cannot write \(url.path): \(error)")
        }
    }

    /// Writes `data` into a new file at `path`, on the disk before returning when durable.
    private func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.failure(path) }
        var failed = false
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue }; failed = true; return }
                offset += written
            }
        }
        if !failed && isDurable && fsync(descriptor) != 0 { failed = true }
        let error = failed ? Self.failure(path) : nil
        close(descriptor)
        if let error {
            unlink(path)
            throw error
        }
    }

    private static func failure(_ path: String) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }

    private static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Plain Codable values of strings, numbers and enums: encoding cannot fail.
        return (try? encoder.encode(value)) ?? Data()
    }

    /// FNV-1a: a hash that, unlike `Hasher`, is the same in every run.
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Writes `line` to stderr.
    public static let logToStandardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Reads only the format version of a saved file.
private struct VersionProbe: Decodable { var version: Int? }

/// Unsaved edits of the open person, as written to disk while the user types:
/// the profile's fields and avatar, and the Tasks page's add row.
public struct SessionDraft: Codable, Sendable, Equatable {
    /// The format of this struct; a draft in another format is ignored.
    public static let currentVersion = 1
    /// The format this draft was written in (`currentVersion` when written by this Roster).
    public var version: Int = SessionDraft.currentVersion
    /// The person being edited; nil: a new person, not saved yet.
    public var personID: Int64?
    /// The person as stored when these edits were made: a different person in
    /// the store on restore means someone changed them meanwhile.
    public var base: Person
    /// Every field's text as the form showed it, by `ProfileField` raw value.
    public var fields: [String: String]
    /// The draft's avatar image (nil: initials).
    public var avatarPath: String?
    /// The Tasks page's add row: title and due day as typed.
    public var newTaskTitle: String
    public var newTaskDue: String

    /// A draft in the current format.
    public init(personID: Int64?, base: Person, fields: [String: String], avatarPath: String? = nil,
                newTaskTitle: String = "", newTaskDue: String = "") {
        self.personID = personID
        self.base = base
        self.fields = fields
        self.avatarPath = avatarPath
        self.newTaskTitle = newTaskTitle
        self.newTaskDue = newTaskDue
    }

    /// The profile's fields of this draft.
    public var profileFields: [ProfileField: String] {
        Dictionary(uniqueKeysWithValues: ProfileField.allCases.compactMap { field in fields[field.rawValue].map { (field, $0) } })
    }

    /// Whether the draft changes the profile (rather than only holding add-row text).
    public var changesProfile: Bool {
        ProfileField.allCases.contains { field in
            PersonRules.normalized(fields[field.rawValue] ?? field.value(in: base)) != PersonRules.normalized(field.value(in: base))
        } || avatarPath != base.avatarPath
    }
}

/// Writes drafts to a `SessionStateFile` once typing pauses (debounced), off the
/// main thread. The pause is waited with an injected `sleep`, so tests and
/// scenarios decide when it ends.
@MainActor
public final class DraftSaver {
    private let file: SessionStateFile
    private let delay: Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    private var pending: Task<Void, Never>?
    /// The last draft handed over, so that an unchanged draft is not written again.
    private var lastDraft: SessionDraft??

    /// - Parameters:
    ///   - file: where drafts are written.
    ///   - delay: how long typing must pause before the draft is written.
    ///   - sleep: waits out the pause (`Task.sleep`; tests and scenarios end it at once).
    public init(file: SessionStateFile, delay: Duration = .milliseconds(300),
                sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.file = file
        self.delay = delay
        self.sleep = sleep
    }

    /// The draft is now `draft` (nil: nothing unsaved): write it once no newer one comes within the delay.
    func draftChanged(_ draft: SessionDraft?) {
        guard lastDraft != .some(draft) else { return }
        lastDraft = .some(draft)
        pending?.cancel()
        let file = self.file
        let delay = self.delay
        let sleep = self.sleep
        pending = ViewModelActivity.task {
            do {
                try await sleep(delay)
                try Task.checkCancellation()
            } catch {
                return
            }
            // Queued on the main actor right after the check (`saveDraft` does not leave the
            // caller's actor before queueing): a draft superseded by a newer one is never written after it.
            await file.saveDraft(draft)
        }
    }

    /// The draft as last handed over (written, or about to be).
    var latestDraft: SessionDraft?? { lastDraft }
}
