import Foundation
import Glibc
import RosterModel
import Synchronization

/// Tells when files in a folder are written, for the whole process through one
/// inotify instance and one thread that sleeps in `poll`.
///
/// One instance, not one per database: the kernel allows a user 128 inotify
/// instances across all programs (`fs.inotify.max_user_instances`), and a desktop
/// session's other apps use many; a second database, or a test run holding a
/// few hundred, must not find the watch silently unavailable. When inotify
/// cannot be used at all, `watch` returns nil and the caller falls back.
final class FileActivityWatcher: Sendable {
    static let shared = FileActivityWatcher()

    private struct Subscriber {
        var names: Set<String>
        var onActivity: @Sendable () -> Void
    }

    private struct State {
        var inotify: Int32 = -1
        var threadStarted = false
        /// Subscribers by watch descriptor (one descriptor per folder).
        var subscribers: [Int32: [UUID: Subscriber]] = [:]
        var descriptorOf: [UUID: Int32] = [:]
    }

    private let state = Mutex(State())

    /// Calls `onActivity` (on the watcher's thread) after any of `names` in `directory`
    /// is created, modified, closed after writing, moved in or deleted.
    /// Returns a token for `unwatch`, or nil when inotify is unavailable.
    func watch(directory: String, names: Set<String>, onActivity: @escaping @Sendable () -> Void) -> UUID? {
        state.withLock { state -> UUID? in
            if state.inotify < 0 {
                state.inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
                guard state.inotify >= 0 else { return nil }
            }
            let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
            let descriptor = inotify_add_watch(state.inotify, directory.isEmpty ? "." : directory, mask)
            guard descriptor >= 0 else { return nil }
            let id = UUID()
            state.subscribers[descriptor, default: [:]][id] = Subscriber(names: names, onActivity: onActivity)
            state.descriptorOf[id] = descriptor
            if !state.threadStarted {
                state.threadStarted = true
                let inotify = state.inotify
                let thread = Thread { [self] in run(inotify: inotify) }
                thread.name = "roster-file-watch"
                thread.start()
            }
            return id
        }
    }

    /// Stops calling the subscriber `token`; the folder's watch ends with its last subscriber.
    func unwatch(_ token: UUID) {
        state.withLock { state in
            guard let descriptor = state.descriptorOf.removeValue(forKey: token) else { return }
            state.subscribers[descriptor]?[token] = nil
            if state.subscribers[descriptor]?.isEmpty == true {
                state.subscribers[descriptor] = nil
                inotify_rm_watch(state.inotify, descriptor)
            }
        }
    }

    /// The thread: sleeps until the kernel reports file events, then calls the
    /// subscribers whose files they concern. It lives as long as the process.
    private func run(inotify: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            var descriptor = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, -1) >= 0 || errno == EINTR else { return }
            var touched: [Int32: Set<String>] = [:]
            var overflowed = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                buffer.withUnsafeBytes { bytes in
                    while offset + MemoryLayout<inotify_event>.size <= count {
                        let event = bytes.load(fromByteOffset: offset, as: inotify_event.self)
                        // The kernel's queue filled up (a busy machine, many writes): events were lost.
                        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true }
                        let nameStart = offset + MemoryLayout<inotify_event>.size
                        let nameBytes = bytes[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
                        touched[event.wd, default: []].insert(String(decoding: nameBytes, as: UTF8.self))
                        offset = nameStart + Int(event.len)
                    }
                }
            }
            let handlers = state.withLock { state in
                // Lost events may have been anyone's: every subscriber checks its files.
                if overflowed { return state.subscribers.values.flatMap { $0.values.map(\.onActivity) } }
                return touched.flatMap { descriptor, names in
                    (state.subscribers[descriptor] ?? [:]).values.filter { !$0.names.isDisjoint(with: names) }.map(\.onActivity)
                }
            }
            handlers.forEach { $0() }
        }
    }
}
