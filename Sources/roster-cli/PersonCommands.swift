import ArgumentParser
import Foundation
import RosterHeadless
import RosterModel
import RosterViewModels

/// `roster-cli show ID`: a person's profile, as the Profile page shows it.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a person's profile.")

    @OptionGroup var options: DatabaseOptions
    @Argument(help: "The person's id.") var id: Int64

    func run() async throws {
        let database = try options.open()
        print(try await Self.render(database: database, id: id), terminator: "")
    }

    @MainActor
    static func render(database: RosterDatabase, id: Int64) async throws -> String {
        let profile = try await HeadlessSession(database: database).loadProfile(id: id)
        let tasks = try await HeadlessSession(database: database).loadTasks(id: id)
        return ProfileTextRenderer.render(profile) + "Tasks".padding(toLength: 9, withPad: " ", startingAt: 0) + "  \(tasks.countText)\n"
    }
}

/// `roster-cli edit ID [--name …] …`: edits through the Profile page's view model — the same rules and messages.
struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a person's profile.",
        discussion: "The same rules as the Profile page: if any value is invalid, nothing is saved and every problem is listed."
    )

    @OptionGroup var options: DatabaseOptions
    @Argument(help: "The person's id.") var id: Int64
    @Option(help: "Name (required, at most 100 characters).") var name: String?
    @Option(help: "Email address.") var email: String?
    @Option(help: "Phone number.") var phone: String?
    @Option(help: "Website: empty, or an http:// or https:// address.") var website: String?
    @Option(help: "Company name.") var company: String?
    @Option(help: "Biography (at most 2,000 characters).") var bio: String?
    @Option(help: ArgumentHelp("An image file (PNG, JPEG, GIF, WebP or BMP, at most 10 MB) for the avatar.", valueName: "FILE"))
    var avatar: String?

    func validate() throws {
        if [name, email, phone, website, company, bio, avatar].allSatisfy({ $0 == nil }) {
            throw ValidationError("Give at least one of --name, --email, --phone, --website, --company, --bio or --avatar.")
        }
    }

    func run() async throws {
        let database = try options.open()
        let edits: [(ProfileField, String?)] = [(.name, name), (.email, email), (.phone, phone), (.website, website), (.company, company), (.biography, bio)]
        print(try await Self.edit(database: database, id: id, edits: edits.compactMap { field, value in value.map { (field, $0) } }, avatar: avatar))
    }

    @MainActor
    static func edit(database: RosterDatabase, id: Int64, edits: [(ProfileField, String)], avatar: String?) async throws -> String {
        let profile = try await HeadlessSession(database: database).loadProfile(id: id)
        for (field, value) in edits { profile.fieldChanged(field, to: value) }
        // Refuse invalid fields before copying an image that would not be saved.
        if profile.firstError != nil, avatar != nil {
            profile.saveTapped()
            throw CLIError("Nothing saved:\n  \(ProfileTextRenderer.problems(profile).joined(separator: "\n  "))")
        }
        if let avatar {
            await profile.avatarChosen(path: avatar).value
            if let error = profile.avatarError { throw CLIError("Nothing saved. \(error)") }
        }
        let saved = await profile.saveTapped().value
        guard saved else {
            // A copied image that was not saved is not kept.
            if avatar != nil { profile.revertTapped() }
            if case .failed(let message) = profile.status { throw CLIError(message) }
            let problems = ProfileTextRenderer.problems(profile)
            let reason = problems.isEmpty ? (profile.saveDisabledReason ?? "nothing saved") : problems.joined(separator: "\n  ")
            if profile.saveDisabledReason == "No changes to save" { return "Nothing to save: the values are already \(profile.title)'s." }
            throw CLIError("Nothing saved:\n  \(reason)")
        }
        return "Saved \(profile.title)."
    }
}

/// Loads the view models a command needs and turns load failures into CLI errors.
@MainActor
struct HeadlessSession {
    let database: RosterDatabase

    func loadProfile(id: Int64) async throws -> ProfileViewModel {
        let profile = ProfileViewModel(personID: id, store: database, avatars: AvatarLibrary())
        await profile.appeared().value
        if let message = profile.loadState.errorMessage { throw CLIError(message) }
        return profile
    }

    func loadTasks(id: Int64) async throws -> TasksViewModel {
        guard try await database.fetchPerson(id: id) != nil else { throw CLIError(StoreError.personNotFound(id: id).description) }
        let tasks = TasksViewModel(personID: id, store: database)
        await tasks.appeared().value
        if let message = tasks.loadState.errorMessage { throw CLIError(message) }
        return tasks
    }
}
