import Foundation
import Synchronization

/// Where view models read the current time. `.system` in the app; a
/// `ManualClock` in tests and scenarios, so that relative dates are deterministic.
public struct RosterClock: Sendable {
    private let read: @Sendable () -> Date

    public init(_ read: @escaping @Sendable () -> Date) { self.read = read }

    public var now: Date { read() }

    /// The system clock.
    public static let system = RosterClock { Date() }
}

/// A clock that stands still until advanced.
public final class ManualClock: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date) { current = Mutex(start) }

    public var now: Date { current.withLock { $0 } }

    /// Moves the time forward (or back, with a negative interval).
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }

    /// This clock as a `RosterClock`.
    public var clock: RosterClock { RosterClock { [self] in now } }
}
