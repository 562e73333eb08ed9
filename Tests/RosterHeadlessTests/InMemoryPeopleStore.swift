import Foundation
import RosterModel
import RosterViewModels

/// A `PeopleStore` holding a fixed list of people in memory.
struct InMemoryPeopleStore: PeopleStore {
    var people: [Person]

    func fetchPeople() async throws -> [Person] { people }
}

/// A `PeopleStore` whose every read fails with `error`.
struct FailingPeopleStore: PeopleStore {
    var error: any Error & Sendable

    func fetchPeople() async throws -> [Person] { throw error }
}

/// An error without a localized description.
struct PlainStoreError: Error, Sendable {
    var code: Int
}

/// A small team spread over every section, given out of display order.
enum TestTeam {
    static let grace = Person(id: 1, name: "Grace Hopper", username: "amazing", email: "grace@navy.mil")
    static let ada = Person(id: 2, name: "Ada Lovelace", username: "enchantress", email: "ada@engine.org")
    static let katherine = Person(id: 3, name: "Katherine Johnson", username: "kj", email: "kj@nasa.gov")
    static let club = Person(id: 40, name: "42 Club", username: "club", email: "hello@42.club")

    static let people = [katherine, club, grace, ada]
}

/// A view model over `people`, loaded, counting in a fixed locale.
@MainActor
func loadedViewModel(_ people: [Person]) async -> PeopleViewModel {
    await loadedViewModel(store: InMemoryPeopleStore(people: people))
}

@MainActor
func loadedViewModel(store: any PeopleStore) async -> PeopleViewModel {
    let viewModel = PeopleViewModel(store: store, locale: Locale(identifier: "en_US"))
    await viewModel.appeared().value
    return viewModel
}
