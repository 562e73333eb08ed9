import Foundation
import GRDB

extension RosterDatabase {
    /// Every person, in no particular order (the view model decides the order).
    public func fetchPeople() async throws -> [Person] {
        try await read { db in try Person.fetchAll(db) }
    }

    /// The person with `id`, or nil.
    public func fetchPerson(id: Int64) async throws -> Person? {
        try await read { db in try Person.fetchOne(db, key: id) }
    }

    /// Saves every field of `person`. Throws `StoreError.personNotFound` if the
    /// person was deleted meanwhile (by another program, say) — nothing is re-created.
    public func updatePerson(_ person: Person) async throws {
        try await write { db in
            do {
                try person.update(db)
            } catch RecordError.recordNotFound {
                throw StoreError.personNotFound(id: person.id)
            }
        }
    }

    /// Imports people in the JSONPlaceholder users shape, all or nothing.
    ///
    /// Every record is validated before anything is written; one bad record
    /// rejects the whole file and the error names each bad record. A record whose
    /// id is already stored replaces that person.
    public func importPeople(json data: Data) async throws -> ImportSummary {
        let people = try PeopleImportParser.parse(data)
        return try await write { db in
            var summary = ImportSummary()
            for person in people {
                if try person.exists(db) {
                    try person.update(db)
                    summary.updated += 1
                } else {
                    try person.insert(db)
                    summary.added += 1
                }
            }
            return summary
        }
    }

    /// Inserts many people in one transaction (used to build benchmark databases).
    public func insert(_ people: [Person]) async throws {
        try await write { db in
            for person in people { try person.insert(db) }
        }
    }

    /// Deletes a person and their tasks.
    public func deletePerson(id: Int64) async throws {
        try await write { db in _ = try Person.deleteOne(db, key: id) }
    }
}
