import ArgumentParser
import Foundation
import RosterHeadless
import RosterModel
import RosterViewModels

/// `roster-cli add-person --name NAME --email EMAIL …`: the New Person page of the window.
struct AddPersonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-person",
        abstract: L10n.tr("Add a person to the directory and print their new id."),
        discussion: L10n.tr(
            "The same rules as the window's New Person page: a name and an email are required. If any value or the image is invalid, nobody is added, every problem is listed and the exit code is 1. Prints “Added NAME as #ID.”; with --json, the person as stored: {\"id\": 11, \"name\": …, \"username\": …, \"email\": …, \"phone\": …, \"website\": …, \"company\": {\"name\": …}, \"biography\": …, \"avatar\": …} (\"avatar\" only when there is one)."
        )
    )

    @OptionGroup var options: DatabaseOptions
    @OptionGroup var profile: ProfileOptions
    @Flag(name: .long, help: ArgumentHelp(L10n.tr("Print the person added as JSON instead of text."))) var json = false

    func run() async throws {
        let fields = profile.fields
        let avatar = profile.avatar
        let person = try await options.withDatabase { try await Self.add(database: $0, fields: fields, avatar: avatar) }
        if json {
            Output.json(DirectoryJSON.serialize(person, avatar: person.avatarPath) + "\n")
        } else {
            Output.text(L10n.tr("Added {0} as #{1}.", person.name, String(person.id)))
        }
    }

    /// Adds the person through a new-person Profile page; returns them as stored.
    @MainActor
    static func add(database: any DirectoryConnection, fields: [(ProfileField, String)], avatar: String?) async throws -> Person {
        let store = WatchedStore(database)
        let profile = ProfileViewModel(newPersonIn: store, avatars: AvatarLibrary())
        await profile.appeared().value
        if let message = profile.loadState.errorMessage { throw CLIError(message) }
        let outcome = try await ProfileSubmission.submit(profile, store: store, fields: fields, avatar: avatar)
        // A new page always has changes to save once a field is given; without any, Save says what is missing.
        guard outcome == .saved, let id = profile.personID, let person = profile.stored, person.id == id else {
            throw CLIError(L10n.tr("Nothing saved: {0}.", profile.saveBlocker?.text ?? L10n.tr("the person was not added")))
        }
        return person
    }
}

/// `roster-cli delete-person ID`: the window's Delete Person, without Undo.
struct DeletePersonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete-person",
        abstract: L10n.tr("Delete a person and all their tasks."),
        discussion: L10n.tr(
            "There is no undo. Prints what was deleted, e.g. “Deleted Leanne Graham and 20 tasks.”; with --json, the person and their tasks in the format `export` writes ({\"users\": [...], \"todos\": [...]}), so that `import` can put them back (all but the photo, which is deleted with the person)."
        )
    )

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The person's id."))) var id: PersonIDArgument
    @Flag(name: .long, help: ArgumentHelp(L10n.tr("Print what was deleted as JSON instead of text."))) var json = false

    func validate() throws { try id.validate() }

    func run() async throws {
        let (message, removed) = try await options.withDatabase { try await Self.delete(database: $0, id: id.value) }
        if json {
            let document = DirectoryDocument(people: [removed.person], tasks: removed.tasks)
            Output.json(String(decoding: DirectoryJSON.serialize(document) { _ in nil }, as: UTF8.self))
        } else {
            Output.text(message + ".")
        }
    }

    /// Deletes the person through the app's coordinator (the window's rules and
    /// wording); returns its message and exactly what was deleted.
    @MainActor
    static func delete(database: any DirectoryConnection, id: PersonID) async throws -> (message: String, removed: RemovedPerson) {
        let store = WatchedStore(database)
        let avatars = AvatarLibrary()
        let app = AppViewModel(
            people: PeopleViewModel(store: store, locale: environmentLocale.numbers),
            store: store,
            avatars: avatars,
            makeProfile: { id in
                id.map { ProfileViewModel(personID: $0, store: store, avatars: avatars) }
                    ?? ProfileViewModel(newPersonIn: store, avatars: avatars)
            },
            makeTasks: { TasksViewModel(personID: $0, store: database, locale: environmentLocale.time) },
            locale: environmentLocale.numbers
        )
        await app.appeared().value
        if let message = app.people.loadState.errorMessage { throw CLIError(message) }
        app.personSelected(id: id)
        guard app.profile?.personID == id else { throw CLIError(ErrorMessages.text(StoreError.personNotFound(id: id))) }
        guard await app.deletePersonTapped().value, let removed = store.lastRemoved, let offer = app.personUndo else {
            throw CLIError(
                app.deletionError ?? app.deletePersonDisabledReason.map { L10n.tr("Not deleted: {0}.", $0) } ?? L10n.tr("Not deleted."))
        }
        // No Undo on the command line: the offer is dismissed at once, and the photo goes with the person.
        app.deletionUndoDismissed()
        return (offer.message, removed)
    }
}
