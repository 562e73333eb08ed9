import Foundation

/// Where people come from. `RosterDatabase` is the real one; tests and previews inject others.
public protocol PeopleStore: Sendable {
    /// Every person in the directory. Runs off the caller's actor.
    func fetchPeople() async throws -> [Person]
    /// The person with `id`, or nil when there is none.
    func fetchPerson(id: Int64) async throws -> Person?
    /// Saves every field of `person`; throws `StoreError.personNotFound` if it was deleted.
    func updatePerson(_ person: Person) async throws
    /// Signals each committed change to the people (by this process or another). Never ends by itself.
    func changes() -> AsyncStream<Void>
}

extension PeopleStore {
    /// Looks the person up among all people; stores with an index override this.
    public func fetchPerson(id: Int64) async throws -> Person? {
        try await fetchPeople().first { $0.id == id }
    }

    /// A store without write support refuses saves.
    public func updatePerson(_ person: Person) async throws {
        throw StoreError.writeFailed("this directory is read-only")
    }

    /// A store that cannot observe changes never signals any.
    public func changes() -> AsyncStream<Void> {
        AsyncStream { $0.finish() }
    }
}
