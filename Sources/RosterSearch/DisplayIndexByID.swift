/// Each person id's display index in a `PeopleDirectory`.
///
/// Held as a table indexed by id while the ids are dense, as a database's row ids are
/// (4 bytes a person: 0.4 MB at 100,000 people), and as a dictionary when they are
/// not (a `[Int64: Int32]` takes about 30 bytes a person: 3 MB at 100,000).
struct DisplayIndexByID: Equatable, Sendable {
    /// The id `slots[0]` is for.
    private var base: Int64 = 0
    /// The display index of id `base + offset`, or `absent`.
    private var slots: [Int32] = []
    /// Used instead of `slots` once the ids are too scattered for a table.
    private var sparse: [Int64: Int32]?
    /// How many ids have an index.
    private(set) var count = 0

    private static let absent: Int32 = -1

    /// The ids of `ids` (in display order, each once) at their positions.
    init(ids: [Int64]) {
        guard var lowest = ids.first else { return }
        var highest = lowest
        for id in ids {
            lowest = min(lowest, id)
            highest = max(highest, id)
        }
        let (span, overflow) = highest.subtractingReportingOverflow(lowest)
        if !overflow, Self.isDense(length: span, count: ids.count) {
            base = lowest
            slots = [Int32](repeating: Self.absent, count: Int(span) + 1)
            slots.withUnsafeMutableBufferPointer { slots in
                for (index, id) in ids.enumerated() { slots[Int(id - lowest)] = Int32(index) }
            }
            count = ids.count
        } else {
            var sparse: [Int64: Int32] = [:]
            sparse.reserveCapacity(ids.count)
            for (index, id) in ids.enumerated() { sparse[id] = Int32(index) }
            self.sparse = sparse
            count = ids.count
        }
    }

    /// A table of `length` slots for `count` ids costs at most about twice what the ids need.
    private static func isDense(length: Int64, count: Int) -> Bool {
        length < Int64(2 * count + 1024)
    }

    /// The display index of `id`; nil removes it.
    subscript(id: Int64) -> Int32? {
        get {
            if let sparse { return sparse[id] }
            guard let offset = offsetInTable(id) else { return nil }
            let slot = slots[offset]
            return slot == Self.absent ? nil : slot
        }
        set {
            if var table = sparse {
                sparse = nil  // the only reference while it changes: no copy
                let old = newValue.map { table.updateValue($0, forKey: id) } ?? table.removeValue(forKey: id)
                count += (newValue == nil ? 0 : 1) - (old == nil ? 0 : 1)
                sparse = table
                return
            }
            guard let newValue else {
                if let offset = offsetInTable(id), slots[offset] != Self.absent {
                    slots[offset] = Self.absent
                    count -= 1
                }
                return
            }
            guard let offset = offsetGrowingTable(for: id) else {
                makeSparse()
                self[id] = newValue
                return
            }
            if slots[offset] == Self.absent { count += 1 }
            slots[offset] = newValue
        }
    }

    private func offsetInTable(_ id: Int64) -> Int? {
        let (offset, overflow) = id.subtractingReportingOverflow(base)
        guard !overflow, offset >= 0, offset < Int64(slots.count) else { return nil }
        return Int(offset)
    }

    /// The slot of `id`, the table grown to reach it; nil when the table would then be too sparse.
    private mutating func offsetGrowingTable(for id: Int64) -> Int? {
        if let offset = offsetInTable(id) { return offset }
        if slots.isEmpty {
            base = id
            slots = [Self.absent]
            return 0
        }
        let highestHeld = base + Int64(slots.count - 1)  // representable: it is an id once added
        let lowest = min(base, id)
        let highest = max(highestHeld, id)
        let (span, overflow) = highest.subtractingReportingOverflow(lowest)
        guard !overflow, Self.isDense(length: span, count: count + 1) else { return nil }
        if id < base {
            slots.insert(contentsOf: repeatElement(Self.absent, count: Int(base - id)), at: 0)
            base = id
            return 0
        }
        slots.append(contentsOf: repeatElement(Self.absent, count: Int(id - highestHeld)))
        return slots.count - 1
    }

    private mutating func makeSparse() {
        var sparse: [Int64: Int32] = [:]
        sparse.reserveCapacity(count + 1)
        for (offset, slot) in slots.enumerated() where slot != Self.absent { sparse[base + Int64(offset)] = slot }
        self.sparse = sparse
        slots = []
    }

    /// Every id with its display index, in no particular order.
    private func forEachEntry(_ body: (Int64, Int32) -> Void) {
        if let sparse {
            for (id, index) in sparse { body(id, index) }
        } else {
            for (offset, slot) in slots.enumerated() where slot != Self.absent { body(base + Int64(offset), slot) }
        }
    }

    /// The same ids at the same indexes, however each holds them.
    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var same = true
        lhs.forEachEntry { id, index in if same, rhs[id] != index { same = false } }
        return same
    }
}
