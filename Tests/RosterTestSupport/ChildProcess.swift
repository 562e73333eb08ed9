import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn`, for tests that run Roster's binaries.
///
/// Why not Foundation's `Process`: on Linux, `Process.run()` (swift-corelibs-foundation
/// before PR #5472, so Swift 6.3.1 here) copies 256 bytes out of every `/proc/self/fd`
/// directory entry and crashes when an entry ends a page; the parallel Swift Testing run
/// holds well over a thousand descriptors, and it crashed about one run in five. Here
/// the child gets standard input, output and error and closes everything else
/// (`posix_spawn_file_actions_addclosefrom_np`), without listing descriptors.
public final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    public struct Termination: Sendable, Equatable, CustomStringConvertible {
        /// The exit status, or the signal number when `signaled`.
        public var code: Int32
        /// Whether a signal ended the process (a crash, or `terminate()`).
        public var signaled: Bool
        public var description: String { signaled ? "killed by signal \(code)" : "exit \(code)" }
        public init(code: Int32, signaled: Bool) {
            self.code = code
            self.signaled = signaled
        }
    }

    /// A failure to start the child.
    public struct SpawnError: Error, CustomStringConvertible {
        public var executable: String
        public var errorNumber: Int32
        public var description: String { "cannot start \(executable): \(String(cString: strerror(errorNumber)))" }
    }

    public let pid: pid_t
    private let lock = NSLock()
    private var ended: Termination?

    /// Starts `executable` with `arguments`.
    /// - Parameters:
    ///   - environment: the child's whole environment (nil: this process's).
    ///   - currentDirectory: the child's working directory (nil: this process's).
    ///   - standardInput, standardOutput, standardError: descriptors the child gets
    ///     (nil: /dev/null for input, this process's for the others).
    public init(
        executable: String, arguments: [String] = [], environment: [String: String]? = nil,
        currentDirectory: String? = nil, standardInput: Int32? = nil, standardOutput: Int32? = nil, standardError: Int32? = nil
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            _ = posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        } else {
            _ = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let standardOutput { _ = posix_spawn_file_actions_adddup2(&actions, standardOutput, 1) }
        if let standardError { _ = posix_spawn_file_actions_adddup2(&actions, standardError, 2) }
        _ = Self.addCloseFrom(&actions, 3)
        if let currentDirectory { _ = Self.addChdir(&actions, currentDirectory) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling and nothing blocked, whatever the test runner changed.
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        _ = posix_spawnattr_setsigmask(&attributes, &none)
        _ = posix_spawnattr_setsigdefault(&attributes, &all)
        _ = posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let pairs = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let envp = pairs.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child = pid_t()
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnError(executable: executable, errorNumber: result) }
        pid = child
    }

    /// Waits until the child ends (blocking this thread).
    @discardableResult
    public func wait() -> Termination {
        if let ended = lock.withLock({ ended }) { return ended }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return record(status)
    }

    /// Waits until the child ends, without blocking a task's thread.
    @discardableResult
    public func exit() async -> Termination {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.wait()) }
        }
    }

    /// How the child ended, or nil while it runs.
    public var termination: Termination? {
        if let ended = lock.withLock({ ended }) { return ended }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        return record(status)
    }

    /// Whether the child is still running.
    public var isRunning: Bool { termination == nil }

    /// Sends `signal` (SIGTERM unless told otherwise) to a running child.
    public func terminate(signal: Int32 = SIGTERM) {
        if isRunning { kill(pid, signal) }
    }

    // glibc (2.34 and 2.29) has these, but Swift's Glibc module leaves GNU extensions out.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private static let addCloseFrom: AddCloseFrom = unsafeBitCast(symbol("posix_spawn_file_actions_addclosefrom_np"), to: AddCloseFrom.self)
    private static let addChdir: AddChdir = unsafeBitCast(symbol("posix_spawn_file_actions_addchdir_np"), to: AddChdir.self)

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            fatalError("\(name) is missing: glibc 2.34 or later is needed")
        }
        return address
    }

    private func record(_ status: Int32) -> Termination {
        let termination =
            (status & 0x7f) == 0
            ? Termination(code: (status >> 8) & 0xff, signaled: false)
            : Termination(code: status & 0x7f, signaled: true)
        lock.withLock { ended = ended ?? termination }
        return lock.withLock { ended! }
    }
}
