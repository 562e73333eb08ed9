import Foundation
import RosterModel

@testable import RosterViewModels

/// A fixed locale, so that count lines do not depend on the machine.
let testLocale = Locale(identifier: "en_US")

/// A view model over an in-memory store holding `people`, loaded.
@MainActor
func loadedViewModel(_ people: [Person], locale: Locale = testLocale) async -> PeopleViewModel {
    let viewModel = PeopleViewModel(store: FakePeopleStore(people: people), locale: locale)
    await viewModel.appeared().value
    return viewModel
}

extension PeopleListing {
    /// Every row, in order.
    var allRows: [PeopleRow] { (0..<rowCount).map(row(at:)) }

    /// Section titles, in order.
    var titles: [String] { sections.map(\.title) }

    /// The people of the section titled `title`, or nil if there is no such section.
    func names(in title: String) -> [String]? {
        sections.first { $0.title == title }.map { people(in: $0).map(\.name) }
    }

    /// Ids of everyone listed, in display order.
    var listedIDs: [PersonID] { sections.flatMap { people(in: $0).map(\.id) } }
}

extension PeopleRow {
    /// The person id of a person row.
    var personID: PersonID? {
        if case .person(let row) = self { return row.id }
        return nil
    }
}
