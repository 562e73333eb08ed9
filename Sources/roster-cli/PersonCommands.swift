import ArgumentParser
import Foundation
import RosterHeadless
import RosterModel
import RosterViewModels

/// `roster-cli show ID`: a person's profile, as the Profile page shows it.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: L10n.tr("Show a person's profile."))

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The person's id."))) var id: PersonIDArgument

    func validate() throws { try id.validate() }

    func run() async throws {
        let text = try await options.withDatabase { try await Self.render(database: $0, id: id.value) }
        Output.text(text, terminator: "")
    }

    @MainActor
    static func render(database: any DirectoryConnection, id: PersonID) async throws -> String {
        let profile = try await HeadlessSession(database: database).loadProfile(id: id)
        let tasks = try await HeadlessSession(database: database).loadTasks(id: id)
        return ProfileTextRenderer.render(profile) + DetailPage.tasks.title.padding(toLength: 9, withPad: " ", startingAt: 0)
            + "  \(tasks.countText)\n"
    }
}

/// The profile options `edit` and `add-person` share. The limits and image types
/// their help names come from the model, which enforces them.
struct ProfileOptions: ParsableArguments {
    @Option(help: ArgumentHelp(L10n.tr("Name (required, at most {0} characters).", L10n.number(PersonRules.nameLimit.characters))))
    var name: String?
    @Option(help: ArgumentHelp(L10n.tr("Email address."))) var email: String?
    @Option(help: ArgumentHelp(L10n.tr("Phone number."))) var phone: String?
    @Option(help: ArgumentHelp(L10n.tr("Website: empty, or an http:// or https:// address."))) var website: String?
    @Option(help: ArgumentHelp(L10n.tr("Company name."))) var company: String?
    @Option(help: ArgumentHelp(L10n.tr("Biography (at most {0} characters).", L10n.number(PersonRules.biographyLimit.characters)))) var bio:
        String?
    @Option(
        help: ArgumentHelp(
            L10n.tr(
                "An image file ({0}, at most {1} MB) for the avatar.", ErrorMessages.acceptedImageTypes,
                String(AvatarLibrary.maximumBytes / 1_048_576)), valueName: "FILE"))
    var avatar: String?

    /// The fields given, in form order.
    var fields: [(ProfileField, String)] {
        let all: [(ProfileField, String?)] = [
            (.name, name), (.email, email), (.phone, phone), (.website, website), (.company, company), (.biography, bio),
        ]
        return all.compactMap { field, value in value.map { (field, $0) } }
    }

    var isEmpty: Bool { fields.isEmpty && avatar == nil }
}

/// `roster-cli edit ID [--name …] …`: edits through the Profile page's view model — the same rules and messages.
struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: L10n.tr("Edit a person's profile."),
        discussion: L10n.tr(
            "The same rules as the Profile page. All the options given are saved together, or none: if any value or the image is invalid, nothing is saved, every problem is listed and the exit code is 1. If someone else changed one of these fields meanwhile, nothing is saved and the exit code is 1, unless --force is given: then your values are saved over theirs."
        )
    )

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The person's id."))) var id: PersonIDArgument
    @OptionGroup var profile: ProfileOptions
    @Flag(help: ArgumentHelp(L10n.tr("Save over a change someone else made to the same fields since the person was read."))) var force =
        false

    func validate() throws {
        try id.validate()
        if profile.isEmpty {
            throw ValidationError(L10n.tr("Give at least one of --name, --email, --phone, --website, --company, --bio or --avatar."))
        }
    }

    func run() async throws {
        let fields = profile.fields
        let avatar = profile.avatar
        let force = self.force
        let message = try await options.withDatabase {
            try await Self.edit(database: $0, id: id.value, fields: fields, avatar: avatar, force: force)
        }
        Output.text(message)
    }

    @MainActor
    static func edit(
        database: any DirectoryConnection, id: PersonID, fields: [(ProfileField, String)], avatar: String?, force: Bool = false
    ) async throws -> String {
        let store = WatchedStore(database)
        let profile = try await HeadlessSession(database: database).loadProfile(id: id, store: store)
        switch try await ProfileSubmission.submit(profile, store: store, fields: fields, avatar: avatar, force: force) {
        case .saved: return L10n.tr("Saved {0}.", profile.title)
        case .unchanged: return L10n.tr("Nothing to save: the values are already {0}'s.", profile.title)
        }
    }
}

/// Loads the view models a command needs and turns load failures into CLI errors.
@MainActor
struct HeadlessSession {
    let database: any DirectoryConnection

    func loadProfile(id: PersonID, store: (any PeopleStore)? = nil) async throws -> ProfileViewModel {
        let profile = ProfileViewModel(personID: id, store: store ?? database, avatars: AvatarLibrary())
        await profile.appeared().value
        if let message = profile.loadState.errorMessage { throw CLIError(message) }
        return profile
    }

    func loadTasks(id: PersonID) async throws -> TasksViewModel {
        try await requirePerson(id: id)
        let tasks = TasksViewModel(personID: id, store: database, locale: environmentLocale.time)
        await tasks.appeared().value
        if let message = tasks.loadState.errorMessage { throw CLIError(message) }
        return tasks
    }

    /// Fails with "There is no person with id …" unless the directory has that person.
    func requirePerson(id: PersonID) async throws {
        guard try await database.fetchPerson(id: id) != nil else { throw CLIError(ErrorMessages.text(StoreError.personNotFound(id: id))) }
    }
}
