import Foundation
import GRDB
import Glibc
import RosterModel
import Synchronization

/// Reports committed changes to one SQLite database, whoever made them: this
/// process or another program.
///
/// SQLite has no cross-process notification, and polling would wake an idle
/// app forever. Instead the process's `FileActivityWatcher` (one inotify
/// instance, one thread asleep in `poll`) reports writes in the database's
/// folder (any commit writes the file or its `-wal`), and each burst is
/// confirmed with `PRAGMA data_version` on a connection of its own, which
/// changes only when another connection committed — not for checkpoints or
/// reads. What changed is then read from the change log (`ChangeLog`, filled
/// by triggers in the same transactions) after the last sequence number this
/// monitor saw: every subscriber receives the same `StoreChange`, `.unknown`
/// only when the log cannot tell. Watching starts with the first subscriber.
final class DatabaseChangeMonitor: Sendable {
    private struct State {
        var subscribers: [UUID: AsyncStream<StoreChange>.Continuation] = [:]
        var watcher: Watcher?
    }

    private let databasePath: String
    private let state = Mutex(State())

    init(databasePath: String) {
        self.databasePath = databasePath
    }

    deinit { stop() }

    /// Stops watching and ends every subscriber's stream (the database is closing).
    func stop() {
        let subscribers = state.withLock { state in
            state.watcher?.stop()
            state.watcher = nil
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        subscribers.forEach { $0.finish() }
    }

    func changes() -> AsyncStream<StoreChange> {
        // Unbounded: every delta counts (each is small; a burst the log cannot
        // describe arrives as one `.unknown`).
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        state.withLock { state in
            state.subscribers[id] = continuation
            if state.watcher == nil {
                state.watcher = Watcher(databasePath: databasePath) { [weak self] change in self?.broadcast(change) }
            }
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { state in
                state.subscribers[id] = nil
                if state.subscribers.isEmpty {
                    state.watcher?.stop()
                    state.watcher = nil
                }
            }
        }
        return stream
    }

    private func broadcast(_ change: StoreChange) {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        subscribers.forEach { $0.yield(change) }
    }

    /// Turns file activity into commits: each burst of writes to the database's
    /// files (reported by the process's `FileActivityWatcher`) is confirmed with
    /// `PRAGMA data_version`. Without inotify it checks `data_version` every two
    /// seconds instead, so that changes still arrive.
    private final class Watcher: Sendable {
        private let confirmer: Confirmer
        private let token: UUID?
        private let fallback: Mutex<(any DispatchSourceTimer)?>

        init(databasePath: String, onChange: @escaping @Sendable (StoreChange) -> Void) {
            let directory = (databasePath as NSString).deletingLastPathComponent
            let name = (databasePath as NSString).lastPathComponent
            let confirmer = Confirmer(databasePath: databasePath, onChange: onChange)
            self.confirmer = confirmer
            token = FileActivityWatcher.shared.watch(directory: directory, names: [name, name + "-wal"]) {
                confirmer.activity()
            }
            if token == nil {
                let timer = DispatchSource.makeTimerSource(queue: confirmer.queue)
                timer.schedule(deadline: .now() + 2, repeating: 2, leeway: .milliseconds(500))
                timer.setEventHandler { confirmer.checkOnce() }
                timer.resume()
                fallback = Mutex(timer)
            } else {
                fallback = Mutex(nil)
            }
        }

        func stop() {
            confirmer.stop()
            if let token { FileActivityWatcher.shared.unwatch(token) }
            fallback.withLock { $0?.cancel() }
        }
    }

    /// Checks `data_version` on a read-only connection of its own, which changes only
    /// when another connection committed — not for checkpoints or reads.
    private final class Confirmer: Sendable {
        private struct State {
            var lastVersion: Int?
            /// The last change-log sequence number reported (nil: unknown).
            var lastSequence: Int64?
            var isChecking = false
            var activityDuringCheck = false
            var isStopped = false
        }

        let queue = DispatchQueue(label: "roster-db-confirm")
        private let versionReader: DatabaseQueue?
        private let onChange: @Sendable (StoreChange) -> Void
        private let state: Mutex<State>

        init(databasePath: String, onChange: @escaping @Sendable (StoreChange) -> Void) {
            var configuration = Configuration()
            configuration.readonly = true
            versionReader = try? DatabaseQueue(path: databasePath, configuration: configuration)
            self.onChange = onChange
            // The baseline is read before `changes()` returns: a commit made right
            // after subscribing must count as a change.
            state = Mutex(
                State(
                    lastVersion: Self.dataVersion(versionReader),
                    lastSequence: try? versionReader?.read(ChangeLog.currentSequence)))
        }

        /// Files of the database were written: confirm (unless a confirmation is under way).
        func activity() {
            let start = state.withLock { state -> Bool in
                guard !state.isStopped else { return false }
                if state.isChecking {
                    state.activityDuringCheck = true
                    return false
                }
                state.isChecking = true
                return true
            }
            if start { check(step: 0) }
        }

        /// A commit writes its WAL frames (which inotify sees) before it updates the
        /// shared index that data_version reads; a busy machine can put time between
        /// the two. So look after a short settle, and again a few times if nothing
        /// changed yet. This only runs after file activity: an idle app stays asleep.
        private static let delays: [Int] = [30, 100, 300, 1_000, 3_000]

        private func check(step: Int) {
            queue.asyncAfter(deadline: .now() + .milliseconds(Self.delays[step])) { [self] in
                if compareVersion() {
                    finish()
                } else if step + 1 < Self.delays.count {
                    check(step: step + 1)
                } else {
                    finish()
                }
            }
        }

        /// One check, for the fallback timer.
        func checkOnce() { _ = compareVersion() }

        /// Reports what changed when the version moved (or cannot be read); returns whether it did.
        /// Runs on `queue` only, so the sequence number is read and advanced by one check at a time.
        private func compareVersion() -> Bool {
            let version = Self.dataVersion(versionReader)
            let (changed, last) = state.withLock { state -> (Bool, Int64?) in
                guard !state.isStopped, version == nil || version != state.lastVersion else { return (false, nil) }
                state.lastVersion = version
                return (true, state.lastSequence)
            }
            guard changed else { return false }
            let change: StoreChange
            if let reader = versionReader, let (delta, reached) = try? reader.read({ db in try ChangeLog.changes(db, after: last) }) {
                change = delta
                state.withLock { $0.lastSequence = reached }
            } else {
                change = .unknown
                state.withLock { $0.lastSequence = nil }
            }
            // A commit that wrote neither people nor tasks (metadata) concerns nobody.
            if !change.isEmpty { onChange(change) }
            return true
        }

        private func finish() {
            let again = state.withLock { state -> Bool in
                state.isChecking = false
                defer { state.activityDuringCheck = false }
                return state.activityDuringCheck && !state.isStopped
            }
            if again { activity() }
        }

        func stop() {
            state.withLock { $0.isStopped = true }
        }

        private static func dataVersion(_ reader: DatabaseQueue?) -> Int? {
            try? reader?.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
        }
    }
}
