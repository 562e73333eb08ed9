/// What one or more committed writes changed, as a store reports it through
/// `PeopleStore.changes()`: which people were inserted, updated or deleted,
/// and whose tasks changed — or `unknown`, when the store cannot tell (another
/// program wrote more than the change log keeps, the log is missing), which
/// means "reload everything".
///
/// Ids are sets: a person written several times appears once, under what the
/// writes amount to (inserted then updated is inserted; deleted then put back
/// is updated). A reader that re-reads the listed people gets the current state
/// whatever the order of the writes.
public struct StoreChange: Sendable, Equatable, CustomStringConvertible {
    /// People that did not exist before these writes.
    public private(set) var insertedPeople: Set<PersonID> = []
    /// People that existed before and still exist, with some field changed.
    public private(set) var updatedPeople: Set<PersonID> = []
    /// People that existed before and are gone.
    public private(set) var deletedPeople: Set<PersonID> = []
    /// People whose tasks were added, changed or deleted (a task moved between
    /// people lists both).
    public private(set) var tasksOfPeople: Set<PersonID> = []
    /// The store cannot say what changed: everything may have.
    public private(set) var isUnknown = false

    /// Nothing changed.
    public init() {}

    /// A change whose content is not known: reload everything.
    public static let unknown: StoreChange = {
        var change = StoreChange()
        change.isUnknown = true
        return change
    }()

    public init(inserted: Set<PersonID> = [], updated: Set<PersonID> = [], deleted: Set<PersonID> = [], tasksOf: Set<PersonID> = []) {
        for id in inserted { personInserted(id) }
        for id in updated { personUpdated(id) }
        for id in deleted { personDeleted(id) }
        tasksOfPeople = tasksOf
    }

    /// Every person id whose row changed, however.
    public var changedPeople: Set<PersonID> { insertedPeople.union(updatedPeople).union(deletedPeople) }

    /// Whether the people (not only tasks) may have changed.
    public var touchesPeople: Bool { isUnknown || !insertedPeople.isEmpty || !updatedPeople.isEmpty || !deletedPeople.isEmpty }

    /// Whether nothing at all is reported.
    public var isEmpty: Bool { !touchesPeople && tasksOfPeople.isEmpty }

    /// Whether the person with `id` or their tasks may have changed.
    public func affects(personID id: PersonID) -> Bool {
        isUnknown || tasksOfPeople.contains(id) || insertedPeople.contains(id) || updatedPeople.contains(id)
            || deletedPeople.contains(id)
    }

    /// Records that the person `id` was inserted after the writes recorded so far.
    public mutating func personInserted(_ id: PersonID) {
        if deletedPeople.remove(id) != nil { updatedPeople.insert(id) } else { insertedPeople.insert(id) }
    }

    /// Records that the person `id` was updated after the writes recorded so far.
    public mutating func personUpdated(_ id: PersonID) {
        if !insertedPeople.contains(id) { updatedPeople.insert(id) }
    }

    /// Records that the person `id` was deleted after the writes recorded so far.
    public mutating func personDeleted(_ id: PersonID) {
        // Inserted and deleted within these writes: a reader never saw them, but may
        // have seen an earlier person... ids are never reused, so there is none.
        if insertedPeople.remove(id) != nil {
            deletedPeople.insert(id)
            return
        }
        updatedPeople.remove(id)
        deletedPeople.insert(id)
    }

    /// Records that tasks of the person `id` changed.
    public mutating func tasksChanged(ofPerson id: PersonID) {
        tasksOfPeople.insert(id)
    }

    /// Adds the writes of `later`, which came after these.
    public mutating func merge(_ later: StoreChange) {
        if later.isUnknown || isUnknown {
            self = .unknown
            return
        }
        for id in later.deletedPeople { personDeleted(id) }
        for id in later.insertedPeople { personInserted(id) }
        for id in later.updatedPeople { personUpdated(id) }
        tasksOfPeople.formUnion(later.tasksOfPeople)
    }

    /// `self` followed by `later`.
    public func merged(with later: StoreChange) -> StoreChange {
        var result = self
        result.merge(later)
        return result
    }

    public var description: String {
        if isUnknown { return "StoreChange(unknown)" }
        func list(_ ids: Set<PersonID>) -> String { ids.sorted().map(\.description).joined(separator: ",") }
        return "StoreChange(inserted: [\(list(insertedPeople))], updated: [\(list(updatedPeople))], "
            + "deleted: [\(list(deletedPeople))], tasksOf: [\(list(tasksOfPeople))])"
    }
}
