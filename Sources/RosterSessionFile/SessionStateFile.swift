import Foundation
import RosterModel
import RosterViewModels

/// Where the app keeps what it needs to come back as the user left it, one
/// folder per database: the restorable state (`state.json`, written on quit)
/// and the draft of unsaved edits (`draft.json`, written while the user types).
///
/// Every write replaces its file atomically (a temporary file, then `rename`),
/// so a crash or `kill -9` in the middle leaves the previous file whole. Writes
/// run on one serial queue, off the main thread, in the order they were asked
/// for. A file from another version, or one that does not decode, is ignored
/// with one line on stderr: losing a selection is better than failing to start.
///
/// The view models know it only as their `SessionStateStore`.
public final class SessionStateFile: SessionStateStore {
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
    public static func directory(
        forDatabaseAt databasePath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let base = XDGBaseDirectory.state.url(environment: environment)
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
                log(
                    "roster: ignoring \(url.path): saved by another version of Roster (format \(found.map(String.init) ?? "none"), expected \(version))"
                )
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
            try makePrivateFolder()
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

    /// Makes the folder the user's alone (0700), as every file in it is (0600, `write`): created
    /// so, or tightened when it existed with looser modes (an older Roster's, or a umask's). A
    /// folder that belongs to another user is refused rather than written into.
    private func makePrivateFolder() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var status = stat()
        guard lstat(directory.path, &status) == 0 else { throw Self.failure(directory.path) }
        guard (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == geteuid() else {
            throw CocoaError(
                .fileWriteNoPermission,
                userInfo: [NSFilePathErrorKey: directory.path, NSLocalizedDescriptionKey: "the folder is not the user's own"])
        }
        if status.st_mode & 0o777 != 0o700, chmod(directory.path, 0o700) != 0 { throw Self.failure(directory.path) }
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
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
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
