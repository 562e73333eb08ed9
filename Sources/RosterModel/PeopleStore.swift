import Foundation

/// Where people come from. `RosterDatabase` is the real one; tests and previews inject others.
public protocol PeopleStore: Sendable {
    /// Every person in the directory. Runs off the caller's actor.
    func fetchPeople() async throws -> [Person]
}
