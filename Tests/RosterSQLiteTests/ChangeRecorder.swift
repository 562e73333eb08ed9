import RosterModel
import RosterTestSupport

/// Records a store's change stream and lets a test wait, for a bounded time, until a count of
/// changes is reached (RosterTestSupport's `StreamRecorder`).
typealias ChangeRecorder = StreamRecorder<StoreChange>

extension StreamRecorder where Element == StoreChange {
    /// Everything received so far, merged into one change.
    var merged: StoreChange { received.reduce(StoreChange()) { $0.merged(with: $1) } }
}
