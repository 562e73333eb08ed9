import Foundation
import RosterModel
import RosterViewModels

/// Fills a Profile page with a command's options and presses Save, as a person
/// would in the window: every option is applied together, then one save. The
/// outcome is decided from the page's typed state (`saveBlocker`, `avatarError`,
/// the store's `StoreError`), never from the sentences it shows.
@MainActor
enum ProfileSubmission {
    enum Outcome: Equatable {
        case saved
        /// The values given are already the saved ones: nothing to save.
        case unchanged
    }

    /// With `force`, a save refused because someone else changed the same fields since the
    /// page loaded is made again over theirs (the page's Keep Mine).
    /// - Throws: `CLIError` listing every problem when a value or the image is refused,
    ///   or saying why the save failed (a conflict: which fields, theirs and mine). Nothing is written then, and the image
    ///   copy made for the avatar is not kept.
    static func submit(
        _ profile: ProfileViewModel, store: WatchedStore, fields: [(ProfileField, String)], avatar: String?, force: Bool = false
    ) async throws -> Outcome {
        for (field, value) in fields { profile.fieldChanged(field, to: value) }
        if let avatar { await profile.avatarChosen(path: avatar).value }

        var isInvalid = profile.avatarError != nil
        switch profile.saveBlocker {
        case .invalid?: isInvalid = true
        // A new person's untouched form: what is required is missing.
        case .noChanges? where profile.isNew: isInvalid = true
        default: break
        }
        if isInvalid {
            // Every problem, as the page shows them once Save is pressed; Save itself is not
            // pressed: with valid fields and a refused image it would save the fields.
            let problems =
                ProfileField.allCases.compactMap { ValidationMessages.error($0, profile.field($0).value) }
                + [profile.avatarError].compactMap { $0 }
            profile.discardTapped()
            throw CLIError(L10n.tr("Nothing saved:") + "\n  " + problems.joined(separator: "\n  "))
        }
        switch profile.saveBlocker {
        case nil: break
        case .noChanges?: return .unchanged
        case let blocker?:
            profile.discardTapped()
            throw CLIError(L10n.tr("Nothing saved: {0}.", blocker.text))
        }

        store.forgetLastWriteError()
        var isSaved = await profile.saveTapped().value
        if !isSaved, force, profile.conflict != nil {
            store.forgetLastWriteError()
            isSaved = await profile.keepMineTapped().value
        }
        guard isSaved else {
            let reason: String
            if case .conflict(let current)? = store.lastWriteError {
                // What collides, theirs and mine, a line each.
                let collisions = profile.conflict?.collisions.map { "\n  " + $0.text } ?? []
                reason =
                    ErrorMessages.text(StoreError.conflict(current: current)) + collisions.joined()
                    + "\n" + L10n.tr("Add --force to save your values over theirs.")
            } else if case .failed(let message) = profile.status {
                reason = message
            } else {
                reason = L10n.tr("Nothing saved: {0}.", profile.saveBlocker?.text ?? L10n.tr("the save did not finish"))
            }
            // The copy of a chosen image belongs to nobody now.
            profile.discardTapped()
            throw CLIError(reason)
        }
        return .saved
    }
}

/// The database as the CLI's view models see it, noting what a command reports
/// exactly: the typed error of the last failed write, and the last person deleted.
final class WatchedStore: PeopleStore, @unchecked Sendable {
    let database: any DirectoryConnection
    private let lock = NSLock()
    private var writeError: StoreError?
    private var removed: RemovedPerson?

    init(_ database: any DirectoryConnection) {
        self.database = database
    }

    /// Why the last write failed, when the store said so (a conflict, a missing person, …).
    var lastWriteError: StoreError? { lock.withLock { writeError } }
    /// Everything the last successful `deletePerson` removed.
    var lastRemoved: RemovedPerson? { lock.withLock { removed } }

    func forgetLastWriteError() {
        lock.withLock { writeError = nil }
    }

    private func noting<T>(_ write: () async throws -> T) async throws -> T {
        do {
            return try await write()
        } catch let error as StoreError {
            lock.withLock { writeError = error }
            throw error
        }
    }

    func fetchPeople() async throws -> [Person] { try await database.fetchPeople() }
    func fetchPerson(id: PersonID) async throws -> Person? { try await database.fetchPerson(id: id) }
    func fetchPeopleList() async throws -> PeopleListColumns { try await database.fetchPeopleList() }
    func fetchPeople(ids: Set<PersonID>) async throws -> [Person] { try await database.fetchPeople(ids: ids) }
    func searchPeople(matching query: String) async throws -> PeopleSearchResult { try await database.searchPeople(matching: query) }
    func searchPeopleList(matching query: String) async throws -> PeopleListSearchResult {
        try await database.searchPeopleList(matching: query)
    }
    func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult? { try await database.fetchFirstPeople(limit: limit) }
    func updatePerson(_ edit: PersonEdit) async throws -> Person { try await noting { try await database.updatePerson(edit) } }
    func addPerson(_ person: Person) async throws -> Person { try await noting { try await database.addPerson(person) } }

    func deletePerson(id: PersonID) async throws -> RemovedPerson {
        let removed = try await noting { try await database.deletePerson(id: id) }
        lock.withLock { self.removed = removed }
        return removed
    }

    func restorePerson(_ removed: RemovedPerson) async throws { try await noting { try await database.restorePerson(removed) } }

    func importDirectory(_ document: DirectoryDocument, progress: @escaping @Sendable (Int) -> Void) async throws -> ImportSummary {
        try await noting { try await database.importDirectory(document, progress: progress) }
    }

    func exportDirectory() async throws -> DirectoryDocument { try await database.exportDirectory() }
    func changes() -> AsyncStream<StoreChange> { database.changes() }
}
