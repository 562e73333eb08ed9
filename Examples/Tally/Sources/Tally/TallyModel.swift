import Observation

/// Tally's state: named counters. Plain Swift, no GTK: the window shows it.
@MainActor
@Observable
final class TallyModel {
    /// One named counter.
    struct Counter: Equatable {
        var name: String
        var count: Int
    }

    private(set) var counters: [Counter] = []

    /// The sum of all counters.
    var total: Int { counters.reduce(0) { $0 + $1.count } }

    /// Adds a counter called `name` (trimmed) at zero; false when the name is
    /// empty or taken, since actions address counters by name.
    @discardableResult
    func add(_ name: String) -> Bool {
        let name = name.trimmingWhitespace
        guard !name.isEmpty, !counters.contains(where: { $0.name == name }) else { return false }
        counters.append(Counter(name: name, count: 0))
        return true
    }

    /// Adds `delta` to the counter called `name`, never below zero.
    func change(_ name: String, by delta: Int) {
        guard let index = counters.firstIndex(where: { $0.name == name }) else { return }
        counters[index].count = max(0, counters[index].count + delta)
    }

    /// Sets every counter back to zero.
    func reset() {
        for index in counters.indices { counters[index].count = 0 }
    }
}

extension String {
    /// The string without leading and trailing spaces (no Foundation needed).
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
