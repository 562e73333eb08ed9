import RosterModel
import RosterTestSupport

extension StreamRecorder where Element == StoreChange {
    /// Everything received so far, merged into one change.
    var merged: StoreChange { received.reduce(StoreChange()) { $0.merged(with: $1) } }

    /// Waits until the changes received, merged, report `expected` (or are `unknown`).
    func wait(timeout: Duration = defaultWaitTimeout, forChangeCovering expected: StoreChange) async -> Bool {
        await wait(timeout: timeout) { received in
            let merged = received.reduce(StoreChange()) { $0.merged(with: $1) }
            return merged.isUnknown
                || (expected.insertedPeople.isSubset(of: merged.insertedPeople.union(merged.updatedPeople))
                    && expected.updatedPeople.isSubset(of: merged.updatedPeople.union(merged.insertedPeople))
                    && expected.deletedPeople.isSubset(of: merged.deletedPeople)
                    && expected.tasksOfPeople.isSubset(of: merged.tasksOfPeople))
        }
    }
}
