import Foundation
import GRDB
import Synchronization

/// Another program's connection in the middle of a write transaction: it runs
/// `sql` inside the transaction on a thread of its own and holds the lock until
/// `end()` commits or rolls it back.
public final class HeldWriteTransaction: Sendable {
    /// What `end()` does with the transaction.
    public enum Ending: Sendable {
        case commit, rollback
    }

    private let release = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let ended = Mutex(false)

    /// Returns once the transaction holds the lock and `sql` ran in it.
    /// - Parameter kind: `.exclusive` also keeps readers in rollback-journal mode out;
    ///   `.immediate` is what a writing program takes.
    public init(path: String, sql: String, kind: Database.TransactionKind = .exclusive, ending: Ending) throws {
        let queue = try DatabaseQueue(path: path)
        let locked = DispatchSemaphore(value: 0)
        let failure = Mutex<(any Error)?>(nil)
        Thread.detachNewThread { [release, finished] in
            do {
                try queue.inTransaction(kind) { db in
                    try db.execute(sql: sql)
                    locked.signal()
                    release.wait()
                    return ending == .commit ? .commit : .rollback
                }
            } catch {
                failure.withLock { $0 = error }
                locked.signal()
            }
            finished.signal()
        }
        guard locked.wait(timeout: .now() + 10) == .success else { throw NeverLocked() }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// Commits or rolls back (as told at the start), and waits until the connection let go. Idempotent.
    public func end() {
        guard
            ended.withLock({ value in
                defer { value = true }
                return !value
            })
        else { return }
        release.signal()
        finished.wait()
    }

    /// The other connection never got the write lock.
    public struct NeverLocked: Error, CustomStringConvertible {
        public var description: String { "the other connection never took the write lock" }
    }
}
