import Foundation
import RosterModel

/// Roster's answers to the desktop's search: GNOME Shell's overview asks each search provider
/// as the user types (org.gnome.Shell.SearchProvider2, spoken by RosterGtk's
/// `RosterSearchProvider`). Which people match, how each result reads, what opening one does.
///
/// The people are the list's: `PeopleViewModel.people(matchingAll:limit:)`, the same folded
/// search over the same index, so the overview and the window never disagree. Every term the
/// Shell sends must match (as GNOME Contacts does); a result's id is the person's id as text.
@MainActor
public final class SearchProviderViewModel {
    /// One result as the desktop shows it.
    public struct Result: Equatable, Sendable {
        /// The person's id as text: what the desktop hands back to open them.
        public var id: String
        public var name: String
        /// The line under the name: the email, or the company when there is no email.
        public var description: String
        /// The photo, or the initials on their colour.
        public var avatar: AvatarDisplay
    }

    /// The most people one search returns. The Shell shows a handful; "e" over a
    /// million people need not cross the bus.
    public static let resultLimit = 50

    private let app: AppViewModel

    init(app: AppViewModel) {
        self.app = app
    }

    /// The ids of the people matching every one of `terms`, in the list's order (the
    /// Shell's GetInitialResultSet). Waits for the people when they are still loading.
    public func results(for terms: [String]) async -> [String] {
        await app.people.people(matchingAll: terms, limit: Self.resultLimit).map { String($0.id) }
    }

    /// The ids for `terms`, which refine the search that gave `previous` (the Shell's
    /// GetSubsearchResultSet). Searched afresh, not within `previous`: that was cut at
    /// `resultLimit`, and the index narrows a growing query by itself.
    public func results(refining previous: [String], with terms: [String]) async -> [String] {
        await results(for: terms)
    }

    /// How the people with `ids` read (the Shell's GetResultMetas), in that order; ids of
    /// nobody (deleted meanwhile, or not ids) are left out.
    public func results(identifiedBy ids: [String]) async -> [Result] {
        await app.people.everyoneLoaded()
        let people = ids.compactMap { PersonID($0) }.compactMap { app.people.summary(ofPersonID: $0) }
        // The photos are not in the list's index: read them for these few people.
        let photos = Dictionary(
            ((try? await app.store.fetchPeople(ids: Set(people.map(\.id)))) ?? []).map { ($0.id, $0.avatarPath) },
            uniquingKeysWith: { first, _ in first })
        return people.map { person in
            let photo = (photos[person.id] ?? nil).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
            return Result(
                id: String(person.id), name: person.name, description: person.email.isEmpty ? person.company : person.email,
                avatar: photo.map { .image(path: $0) } ?? .initials(person.initials, person.avatarColor))
        }
    }

    /// A result was chosen in the overview (the Shell's ActivateResult): that person is
    /// selected, as a click on their row selects them (unsaved edits of another raise the
    /// question first). A search that hides them is cleared. Waits for the people when they
    /// are still loading; returns whether `id` is someone's.
    @discardableResult
    public func resultActivated(id: String) async -> Bool {
        await app.people.everyoneLoaded()
        guard let id = PersonID(id), app.people.summary(ofPersonID: id) != nil else { return false }
        if app.people.listing.rowIndex(ofPersonID: id) == nil { app.people.searchCleared() }
        app.personSelected(id: id)
        return true
    }

    /// "Search in Roster" from the overview (the Shell's LaunchSearch): the list's search
    /// holds the terms.
    public func searchLaunched(terms: [String]) {
        app.people.searchTextChanged(terms.joined(separator: " "))
    }
}

extension AppViewModel {
    /// The answers to the desktop's search, over this app's people.
    public func makeSearchProvider() -> SearchProviderViewModel {
        SearchProviderViewModel(app: self)
    }
}
