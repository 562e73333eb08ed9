import Foundation
import RosterModel

/// The model's errors as people read them, through the translation catalog.
///
/// The model words its errors in English (`StoreError.description`, what logs and
/// other programs see); these are the same sentences as catalog messages, so the
/// English output is unchanged and a German user reads German. Rule violations,
/// which the model only names, are worded by `ValidationMessages`.
public enum ErrorMessages {
    /// An error's message for people.
    public static func text(_ error: any Error) -> String {
        if let error = error as? StoreError { return text(error) }
        if let error = error as? AvatarError { return text(error) }
        if let error = error as? ExportError { return text(error) }
        if let error = error as? LocalizedError, let description = error.errorDescription { return description }
        return String(describing: error)
    }

    /// A store error's message for people.
    public static func text(_ error: StoreError) -> String {
        switch error {
        case .cannotOpen(let path, let reason): return L10n.tr("Cannot open the database at {0}: {1}.", path, text(reason: reason))
        case .readFailed(let reason): return L10n.tr("Cannot read the database: {0}.", text(reason: reason))
        case .writeFailed(let reason): return L10n.tr("Cannot write to the database: {0}. Nothing was changed.", text(reason: reason))
        case .personNotFound(let id):
            return L10n.tr("There is no person with id {0} (it may have been deleted by another program).", String(id))
        case .taskNotFound(let id):
            return L10n.tr("There is no task with id {0} (it may have been deleted by another program).", String(id))
        case .invalidPerson(let error):
            // The model only names the rule ("tooLong(limit: 100)"); the view models word it.
            let detail =
                error.field.map { ValidationMessages.message(error.violation, in: $0) }
                ?? L10n.tr("the username {0}", ValidationMessages.rule(error.violation, of: .username))
            return L10n.tr("The person is not valid: {0}. Nothing was changed.", detail)
        case .invalidTask(let error):
            let detail =
                error.field == .title
                ? ValidationMessages.taskTitleMessage(error.violation)
                : L10n.tr("the due date {0}", ValidationMessages.rule(error.violation, of: .dueDate))
            return L10n.tr("The task is not valid: {0}. Nothing was changed.", detail)
        case .unreadableDueDate(let taskID, let stored):
            return L10n.tr(
                // TRANSLATORS: {1} is the text stored as a due date; YYYY-MM-DD is the format it must have.
                "Cannot read task {0}: its stored due date “{1}” is not a calendar day written YYYY-MM-DD.", String(taskID), stored)
        case .conflict(let current):
            return L10n.tr("{0} was changed by someone else since it was loaded. Nothing was saved.", current.name)
        case .newerVersion(let path, let migration):
            return L10n.tr(
                "The database at {0} was made by a newer version of Roster (it has “{1}”). It was left untouched; use that version.",
                path, migration)
        case .databaseMissing(let path, let record):
            return L10n.tr(
                "Roster's database at {0} is missing: it was there before and has been moved or deleted. Put it back and try again, or delete {1} to start a new directory with the sample team.",
                path, record)
        case .notAllowed(let denial): return L10n.tr("{0}. Nothing was changed.", text(denial))
        }
    }

    /// Why the signed-in user's part refuses something, as a disabled control's reason
    /// ("Only Bret or an administrator can edit this profile"); the CLI says the same.
    public static func text(_ denial: PermissionDenial) -> String {
        switch denial {
        case .editPerson(let username) where username.isEmpty: return L10n.tr("Only an administrator can edit this profile")
        // TRANSLATORS: {0} is the person's username, as stored (their login name).
        case .editPerson(let username): return L10n.tr("Only {0} or an administrator can edit this profile", username)
        case .editTasks(let username) where username.isEmpty: return L10n.tr("Only an administrator can change this person's tasks")
        // TRANSLATORS: {0} is the person's username, as stored (their login name).
        case .editTasks(let username): return L10n.tr("Only {0} or an administrator can change this person's tasks", username)
        case .addPerson: return L10n.tr("Only an administrator can add people")
        case .deletePerson: return L10n.tr("Only an administrator can delete people")
        case .importDirectory: return L10n.tr("Only an administrator can import into the directory")
        case .grantParts: return L10n.tr("Only the directory's owner can give or take parts")
        }
    }

    /// An export failure, for people.
    public static func text(_ error: ExportError) -> String {
        switch error {
        case .cannotWrite(let path, let reason): return L10n.tr("Cannot write {0}: {1}.", path, reason)
        }
    }

    /// The reason inside a store error: one of the store's typed reasons
    /// (`StoreError.Reason`, `StoreError.DetailedReason`) in the catalog, any other
    /// (SQLite's own message) as given.
    static func text(reason: String) -> String {
        if let typed = StoreError.DetailedReason(reason: reason) {
            switch typed {
            case .cannotCreateFolder(let path): return L10n.tr("cannot create the folder {0}", path)
            case .fileReplaced(let path): return L10n.tr("the database file {0} was deleted or replaced while Roster had it open", path)
            case .personExists(let id): return L10n.tr("a person with id {0} exists already", String(id))
            case .certificateHostMismatch(let host): return L10n.tr("the server's certificate does not match the host name {0}", host)
            case .certificateNotTrusted(let rootFile):
                return L10n.tr(
                    "the server's certificate is not trusted: it is not signed by the authority in {0}, or it has expired", rootFile)
            // TRANSLATORS: {0} is a parameter of the URL, kept as is: sslrootcert, sslcert or sslkey.
            case .tlsFileMissing(let parameter, let path): return L10n.tr("the {0} file {1} does not exist", parameter, path)
            case .tlsFileUnreadable(let parameter, let path):
                return L10n.tr("the {0} file {1} cannot be read as a PEM file", parameter, path)
            case .noSuchRole(let role): return L10n.tr("there is no login role {0}", role)
            case .tlsKeyExposed(let path):
                return L10n.tr("the sslkey file {0} is open to others than its owner; allow only its owner (chmod 600)", path)
            case .tlsKeyMismatch(let path): return L10n.tr("the sslkey file {0} is not the key of the client certificate (sslcert)", path)
            // TRANSLATORS: {0} is a parameter of the URL as typed; the names after "reads" are kept as they are.
            case .unknownParameter(let name):
                return L10n.tr(
                    "the URL has the parameter {0}, which Roster does not read; it reads host, sslmode, sslrootcert, sslcert, sslkey and connect_timeout, and passes over application_name",
                    name)
            // TRANSLATORS: {0} is the sslmode as typed; the values listed are kept as they are.
            case .unknownSSLMode(let mode):
                return L10n.tr("the sslmode {0} is not one of disable, allow, prefer, require, verify-ca and verify-full", mode)
            case .notALoginRole(let role):
                return L10n.tr("the role {0} cannot log in; a part is given to a member's own login role", role)
            case .ownsDirectory(let role):
                return L10n.tr("{0} owns the directory or is a superuser, and keeps every right without a part", role)
            case .roleNotRosters(let role):
                return L10n.tr(
                    "the role {0} exists already, and Roster did not make it for this directory; drop or rename it, then grant again", role)
            case .usernameTaken(let username): return L10n.tr("the username {0} belongs to another person already", username)
            // TRANSLATORS: {0} lists usernames, each in quotation marks; psql and sqlite3 are programs.
            case .duplicateUsernames(let usernames):
                return L10n.tr(
                    "more than one person has each of these usernames: {0}; Roster now keeps usernames unique, so change all but one of each (with psql or sqlite3), then open the directory again",
                    usernames)
            }
        }
        guard let typed = StoreError.Reason(rawValue: reason) else { return reason }
        switch typed {
        case .notADatabase: return L10n.tr("the file is not a Roster database (not SQLite)")
        case .readOnly: return L10n.tr("the database is read-only")
        case .locked: return L10n.tr("the database is locked by another program")
        case .cannotOpenFile: return L10n.tr("the file cannot be opened")
        case .damaged: return L10n.tr("the database file is damaged")
        case .diskFull: return L10n.tr("the disk is full")
        case .closed: return L10n.tr("the database is closed")
        case .fileMissing: return L10n.tr("the file does not exist")
        case .needsUpgrade: return L10n.tr("the database needs an upgrade, which a read-only file does not allow")
        case .isAFolder: return L10n.tr("it is a folder, not a file")
        case .foreignDatabase: return L10n.tr("the file is an SQLite database of another program, not Roster's")
        case .readOnlyDirectory: return L10n.tr("this directory is read-only")
        case .serverUnreachable: return L10n.tr("the database server cannot be reached")
        case .noHistory: return L10n.tr("this directory keeps no history")
        case .authenticationFailed: return L10n.tr("the database server refused the user name or password")
        case .passwordRequired: return L10n.tr("the database server asks for a password, which neither the URL nor PGPASSWORD gives")
        case .passwordNoLongerTaken:
            return L10n.tr("the database server no longer takes the password Roster had for it; it may have been changed")
        case .noSuchDatabase: return L10n.tr("the database does not exist on the server")
        case .noPart: return L10n.tr("this login role has no part in the directory; its owner gives one with roster-cli grant")
        case .ownerMustUpdate:
            return L10n.tr(
                "the directory must first be updated for this version of Roster, which only its owner can do by opening it once with this version"
            )
        case .malformedAddress: return L10n.tr("the address is not a PostgreSQL URL of the form postgres://user@host:port/database")
        case .personExists: return L10n.tr("a person with this id exists already")
        case .taskExists: return L10n.tr("a task with this id exists already")
        case .tlsRequired: return L10n.tr("the server accepts only TLS connections; set sslmode to require, verify-ca or verify-full")
        case .tlsUnsupported: return L10n.tr("the server does not offer TLS, which sslmode asks for")
        case .certificateNotTrustedBySystem:
            return L10n.tr(
                "the server's certificate is not trusted: it is not signed by an authority this system trusts, or it has expired")
        case .clientCertificateRefused:
            return L10n.tr("the server does not accept the client certificate (sslcert): it does not trust its authority")
        }
    }
}
