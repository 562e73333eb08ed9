import Foundation

/// A task executor with a thread of its own, for work that must not wait for Swift's
/// cooperative thread pool.
///
/// The change listener reads LISTEN/NOTIFY through PostgresNIO's async sequence. On the
/// shared pool, a notification waits until a pool thread is free: on a busy two-core machine
/// (a full test run, a build) every pool thread can be taken for seconds, and a colleague's
/// edit would reach the window that much later. With this executor as its task's preference,
/// the listener's code runs here, whatever the pool is doing.
///
/// The thread runs while jobs are queued and ends when the queue is empty after `finish()`;
/// a job that still arrives afterwards (a cancelled task winding down) starts it again.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let name: String
    /// Guards `jobs`, `isRunning` and `isFinished`; the thread waits on it.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isRunning = false
    private var isFinished = false

    /// An executor whose thread is named `name` (as `top -H` and a debugger show it).
    init(name: String) {
        self.name = name
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        let starts = !isRunning
        isRunning = true
        condition.signal()
        condition.unlock()
        if starts { startThread() }
    }

    /// Lets the thread end once nothing is queued: call when the task that prefers this
    /// executor is done or cancelled.
    func finish() {
        condition.lock()
        isFinished = true
        condition.signal()
        condition.unlock()
    }

    private func startThread() {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        thread.start()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty, !isFinished { condition.wait() }
            if jobs.isEmpty {
                isRunning = false
                condition.unlock()
                return
            }
            let batch = jobs
            jobs = []
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
