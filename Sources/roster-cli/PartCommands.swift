import ArgumentParser
import Foundation
import RosterModel
import RosterViewModels

/// A part `roster-cli grant` gives: the owner's is not given.
enum GrantedPart: String, CaseIterable, ExpressibleByArgument {
    case reader, member, admin

    var part: DirectoryPart { DirectoryPart(rawValue: rawValue) ?? .reader }
}

/// `roster-cli --database URL grant ROLE reader|member|admin`: gives a PostgreSQL login role its part.
struct GrantCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grant",
        abstract: L10n.tr("Give a login role of a shared directory its part: reader, member or admin."),
        discussion: L10n.tr(
            "PostgreSQL directories only, run by the database's owner. A reader reads; a member also edits the person whose username is the role's name, and that person's tasks; an admin edits anyone, and adds, deletes and imports. The server enforces the parts, for psql too. The first grant creates Roster's group roles (the owner needs CREATEROLE). A role has one part: granting another replaces it."
        )
    )

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The PostgreSQL login role, exactly as the server spells it."), valueName: "ROLE")) var role:
        String
    @Argument(help: ArgumentHelp(L10n.tr("The part to give."), valueName: "PART")) var part: GrantedPart

    func validate() throws { try PartChange.validate(role: role) }

    func run() async throws {
        let role = self.role
        let part = self.part.part
        try await options.withDatabase { try await PartChange.apply(part, to: role, on: $0) }
        Output.text(PartChange.confirmation(part, of: role))
    }
}

/// `roster-cli --database URL revoke ROLE`: takes a login role's part away.
struct RevokeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: L10n.tr("Take a login role's part in a shared directory away."),
        discussion: L10n.tr("PostgreSQL directories only, run by the database's owner. The role can no longer open the directory.")
    )

    @OptionGroup var options: DatabaseOptions
    @Argument(help: ArgumentHelp(L10n.tr("The PostgreSQL login role, exactly as the server spells it."), valueName: "ROLE")) var role:
        String

    func validate() throws { try PartChange.validate(role: role) }

    func run() async throws {
        let role = self.role
        try await options.withDatabase { try await PartChange.apply(nil, to: role, on: $0) }
        Output.text(PartChange.confirmation(nil, of: role))
    }
}

/// What `grant` and `revoke` do, and how they say it.
enum PartChange {
    /// A role's name, as the command line gave it, is not empty.
    static func validate(role: String) throws {
        if role.isEmpty { throw ValidationError(L10n.tr("ROLE needs a login role's name, such as Bret.")) }
    }

    static func apply(_ part: DirectoryPart?, to role: String, on database: any DirectoryConnection) async throws {
        guard let granting = database as? any PartGranting else {
            throw CLIError(L10n.tr("Parts are given on a PostgreSQL directory only: a local database's user may do everything."))
        }
        try await granting.setPart(part, of: role)
    }

    static func confirmation(_ part: DirectoryPart?, of role: String) -> String {
        switch part {
        case .reader: return L10n.tr("{0} is a reader of the directory now.", role)
        case .member: return L10n.tr("{0} is a member of the directory now.", role)
        case .admin: return L10n.tr("{0} is an administrator of the directory now.", role)
        case .owner, nil: return L10n.tr("{0} has no part in the directory now.", role)
        }
    }
}
