import Foundation
import GRDB
import Glibc
import Synchronization

/// Reports committed changes to one SQLite database, whoever made them: this
/// process or another program.
///
/// SQLite has no cross-process notification, and polling would wake an idle
/// app forever. Instead a thread sleeps in `poll` on an inotify watch of the
/// database's folder (any commit writes the file or its `-wal`), and each burst
/// of file events is confirmed with `PRAGMA data_version` on a connection of
/// its own, which changes only when another connection committed — not for
/// checkpoints or reads. The thread starts with the first subscriber.
final class DatabaseChangeMonitor: Sendable {
    private struct State {
        var subscribers: [UUID: AsyncStream<Void>.Continuation] = [:]
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

    func changes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        state.withLock { state in
            state.subscribers[id] = continuation
            if state.watcher == nil {
                state.watcher = Watcher(databasePath: databasePath) { [weak self] in self?.broadcast() }
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

    private func broadcast() {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        subscribers.forEach { $0.yield() }
    }

    /// The inotify thread.
    private final class Watcher: Sendable {
        /// Write end of a pipe whose read end the thread polls: writing a byte stops it.
        private let stopSignal: Int32

        init?(databasePath: String, onChange: @escaping @Sendable () -> Void) {
            let directory = (databasePath as NSString).deletingLastPathComponent
            let name = (databasePath as NSString).lastPathComponent
            let inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard inotify >= 0 else { return nil }
            let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
            guard inotify_add_watch(inotify, directory.isEmpty ? "." : directory, mask) >= 0 else {
                close(inotify)
                return nil
            }
            var pipeEnds: [Int32] = [0, 0]
            guard pipe(&pipeEnds) == 0 else {
                close(inotify)
                return nil
            }
            let stop = pipeEnds[0]
            stopSignal = pipeEnds[1]
            _ = fcntl(stop, F_SETFD, FD_CLOEXEC)
            _ = fcntl(stopSignal, F_SETFD, FD_CLOEXEC)
            let relevant: Set<String> = [name, name + "-wal"]
            // The baseline is read before `changes()` returns: a commit made right
            // after subscribing must count as a change.
            var configuration = Configuration()
            configuration.readonly = true
            let versionReader = try? DatabaseQueue(path: databasePath, configuration: configuration)
            let baseline = Self.dataVersion(versionReader)
            let thread = Thread {
                Self.run(inotify: inotify, stop: stop, versionReader: versionReader, baseline: baseline,
                         relevant: relevant, onChange: onChange)
                close(inotify)
                close(stop)
            }

            thread.name = "roster-db-watch"
            thread.start()
        }

        func stop() {
            var byte: UInt8 = 1
            _ = write(stopSignal, &byte, 1)
        }

        deinit { close(stopSignal) }

        private static func dataVersion(_ reader: DatabaseQueue?) -> Int? {
            try? reader?.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
        }

        private static func run(inotify: Int32, stop: Int32, versionReader: DatabaseQueue?, baseline: Int?,
                                relevant: Set<String>, onChange: @Sendable () -> Void) {
            var lastVersion = baseline
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
                guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { return }
                if fds[1].revents != 0 { return }
                guard fds[0].revents != 0, drainEvents(inotify, &buffer, relevant: relevant) else { continue }
                // A commit writes its WAL frames (which inotify sees) before it updates the
                // shared index that data_version reads; a busy machine can put time between
                // the two. So look after a short settle, and again a few times if nothing
                // changed yet. This only runs after file activity: an idle app stays asleep.
                for delay: Int32 in [30, 100, 300, 1_000] {
                    var settle = [pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
                    if poll(&settle, 1, delay) > 0 { return }
                    _ = drainEvents(inotify, &buffer, relevant: relevant)
                    let version = dataVersion(versionReader)
                    if version == nil || version != lastVersion {
                        lastVersion = version
                        onChange()
                        break
                    }
                }
            }
        }

        /// Reads all pending inotify events; returns whether any concerned the database files.
        private static func drainEvents(_ inotify: Int32, _ buffer: inout [UInt8], relevant: Set<String>) -> Bool {
            var sawRelevant = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                guard count > 0 else { return sawRelevant }
                var offset = 0
                buffer.withUnsafeBytes { bytes in
                    while offset + MemoryLayout<inotify_event>.size <= count {
                        let event = bytes.load(fromByteOffset: offset, as: inotify_event.self)
                        let nameStart = offset + MemoryLayout<inotify_event>.size
                        let nameBytes = bytes[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
                        if relevant.contains(String(decoding: nameBytes, as: UTF8.self)) { sawRelevant = true }
                        offset = nameStart + Int(event.len)
                    }
                }
            }
        }
    }
}
