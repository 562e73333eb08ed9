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

        init(databasePath: String, onChange: @escaping @Sendable (StoreChange) -> Void) {
            let directory = (databasePath as NSString).deletingLastPathComponent
            let name = (databasePath as NSString).lastPathComponent
            let confirmer = Confirmer(databasePath: databasePath, onChange: onChange)
            self.confirmer = confirmer
            token = FileActivityWatcher.shared.watch(directory: directory, names: [name, name + "-wal"]) {
                confirmer.activity()
            }
            confirmer.start(polling: token == nil)
        }

        func stop() {
            confirmer.stop()
            if let token { FileActivityWatcher.shared.unwatch(token) }
        }
    }

    /// Checks `data_version` on a read-only connection of its own, which changes only
    /// when another connection committed — not for checkpoints or reads.
    ///
    /// It runs on a thread of its own, asleep until file activity: not on Dispatch's or
    /// Swift's thread pools, which a busy process (a test run, a long import) can keep
    /// occupied for seconds, so that a change would wait for a free thread.
    private final class Confirmer: Sendable {
        private struct State {
            var lastVersion: Int?
            /// The last change-log sequence number reported (nil: unknown).
            var lastSequence: Int64?
            /// File activity not yet looked at (the thread has been woken for it).
            var hasActivity = false
            var isStopped = false
        }

        private let versionReader: DatabaseQueue?
        private let sharedMemoryPath: String
        private let onChange: @Sendable (StoreChange) -> Void
        private let state: Mutex<State>
        private let wake = DispatchSemaphore(value: 0)

        init(databasePath: String, onChange: @escaping @Sendable (StoreChange) -> Void) {
            var configuration = Configuration()
            configuration.readonly = true
            versionReader = try? DatabaseQueue(path: databasePath, configuration: configuration)
            sharedMemoryPath = databasePath + "-shm"
            self.onChange = onChange
            // The baseline is read before `changes()` returns: a commit made right
            // after subscribing must count as a change.
            state = Mutex(
                State(
                    lastVersion: Self.dataVersion(versionReader),
                    lastSequence: try? versionReader?.read(ChangeLog.currentSequence)))
        }

        /// Starts the thread; `polling`: no file activity will be reported, check every two seconds.
        func start(polling: Bool) {
            let thread = Thread { [self] in run(polling: polling) }
            thread.name = "roster-db-confirm"
            thread.start()
        }

        /// Files of the database were written: wake the thread to confirm.
        func activity() {
            let wakeUp = state.withLock { state -> Bool in
                defer { state.hasActivity = true }
                return !state.hasActivity && !state.isStopped
            }
            if wakeUp { wake.signal() }
        }

        func stop() {
            state.withLock { $0.isStopped = true }
            wake.signal()
        }

        private var isStopped: Bool { state.withLock { $0.isStopped } }

        private func run(polling: Bool) {
            while true {
                let woken: Bool
                if polling {
                    woken = wake.wait(timeout: .now() + 2) == .success
                } else {
                    wake.wait()
                    woken = true
                }
                let hadActivity = state.withLock { state -> Bool? in
                    guard !state.isStopped else { return nil }
                    defer { state.hasActivity = false }
                    return state.hasActivity
                }
                guard let hadActivity else { return }
                if hadActivity && woken {
                    confirmBurst()
                } else {
                    _ = compareVersion()
                }
            }
        }

        /// A commit writes its WAL frames (which inotify sees) before it updates the
        /// shared index that data_version reads, and syncs the WAL to disk in between:
        /// on a busy disk that takes seconds. So look after a short settle, and again
        /// a few times if nothing changed yet; and for as long as a connection holds
        /// the write lock, since its commit (or rollback) is still to come and will not
        /// necessarily write the files again. This only runs after file activity: an
        /// idle app stays asleep.
        private static let delays: [Int] = [30, 100, 300, 1_000, 3_000]
        /// The delay kept while a writer holds the lock (an index into `delays`).
        private static let whileLockedStep = 2

        private func confirmBurst() {
            var step = 0
            while true {
                usleep(UInt32(Self.delays[step] * 1_000))
                if isStopped || compareVersion() { return }
                if writeLockIsHeld() == true {
                    step = min(step + 1, Self.whileLockedStep)
                    continue
                }
                // No writer: a commit that ended meanwhile shows now.
                if compareVersion() { return }
                step += 1
                if step == Self.delays.count { return }
            }
        }

        /// Whether any connection, of any process, holds SQLite's WAL write lock on the
        /// database: a POSIX lock on byte 120 of its `-shm` file (`UNIX_SHM_BASE` and
        /// `WAL_WRITE_LOCK` in SQLite's os_unix.c and wal.c). Read from /proc/locks, as
        /// opening the `-shm` file here would drop this process's locks on it when closed.
        /// Nil when that cannot be told.
        private func writeLockIsHeld() -> Bool? {
            var info = stat()
            guard stat(sharedMemoryPath, &info) == 0 else { return false }
            guard let locks = Self.readProcLocks() else { return nil }
            let inode = ":\(info.st_ino)"
            // "1: POSIX  ADVISORY  WRITE 4242 00:2f:1234 120 120"; a waiter's line has "->" after the number.
            for line in locks.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count >= 8, fields[1] != "->", fields[3] == "WRITE", fields[5].hasSuffix(inode) else { continue }
                guard let first = Int(fields[6]) else { continue }
                let last = Int(fields[7]) ?? Int.max  // "EOF"
                if first <= 120 && 120 <= last { return true }
            }
            return false
        }

        private static func readProcLocks() -> String? {
            let file = open("/proc/locks", O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { return nil }
            defer { close(file) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else { return nil }
                if count == 0 { break }
                bytes += buffer[..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Reports what changed when the version moved (or cannot be read); returns whether it did.
        /// Runs on the confirmer's thread only, so the sequence number is read and advanced by one check at a time.
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

        private static func dataVersion(_ reader: DatabaseQueue?) -> Int? {
            try? reader?.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
        }
    }
}
