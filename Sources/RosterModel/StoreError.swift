import Foundation

/// A failure of the store, worded for the person using Roster.
public enum StoreError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case readFailed(String)
    case writeFailed(String)
    /// The person is gone (deleted, perhaps by another program).
    case personNotFound(id: PersonID)
    /// The task is gone.
    case taskNotFound(id: TaskID)
    /// The person breaks a rule of the model; nothing was written.
    case invalidPerson(PersonRuleError)
    /// The task breaks a rule of the model; nothing was written.
    case invalidTask(TaskRuleError)
    /// The stored due date of task `taskID` is `stored`, which is no calendar day written
    /// YYYY-MM-DD (another program wrote it, or an older version kept it): the task cannot be read.
    case unreadableDueDate(taskID: TaskID, stored: String)
    /// Someone else changed a field this save changes since it was loaded;
    /// `current` is the person as stored now. Nothing was written.
    case conflict(current: Person)
    /// The directory does not take writes.
    public static let readOnlyDirectory = StoreError.writeFailed(Reason.readOnlyDirectory.rawValue)
    /// The directory keeps no history of its changes (`HistoryReading`).
    public static let noHistory = StoreError.readFailed(Reason.noHistory.rawValue)
    /// Whether this is a server's request for a password that nobody gave (`Reason.passwordRequired`),
    /// or for another than the one it took before (`Reason.passwordNoLongerTaken`).
    public var isPasswordRequired: Bool {
        if case .cannotOpen(_, let reason) = self {
            return reason == Reason.passwordRequired.rawValue || reason == Reason.passwordNoLongerTaken.rawValue
        }
        return false
    }
    /// Whether the server refused the user name or password given (`Reason.authenticationFailed`):
    /// on opening, or on a read or write that had to connect again.
    public var isAuthenticationFailed: Bool {
        switch self {
        case .cannotOpen(_, let reason), .readFailed(let reason), .writeFailed(let reason):
            return reason == Reason.authenticationFailed.rawValue
        default:
            return false
        }
    }
    /// The database was written by a newer Roster; it is left untouched.
    case newerVersion(path: String, migration: String)
    /// The standard database existed once and is gone (moved or deleted): an empty
    /// one is not made in its place. Deleting `record` starts a new directory.
    case databaseMissing(path: String, record: String)
    /// The signed-in user's part does not allow this (`DirectoryAccess`); nothing was written.
    case notAllowed(PermissionDenial)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "Cannot open the database at \(path): \(reason)."
        case .readFailed(let reason): return "Cannot read the database: \(reason)."
        case .writeFailed(let reason): return "Cannot write to the database: \(reason). Nothing was changed."
        case .personNotFound(let id): return "There is no person with id \(id) (it may have been deleted by another program)."
        case .taskNotFound(let id): return "There is no task with id \(id) (it may have been deleted by another program)."
        case .invalidPerson(let error):
            return "The person is not valid (\(error.field?.rawValue ?? "username"): \(error.violation)). Nothing was changed."
        case .invalidTask(let error): return "The task is not valid (\(error.field.rawValue): \(error.violation)). Nothing was changed."
        case .unreadableDueDate(let taskID, let stored):
            return "Cannot read task \(taskID): its stored due date “\(stored)” is not a calendar day written YYYY-MM-DD."
        case .conflict(let current): return "\(current.name) was changed by someone else since it was loaded. Nothing was saved."
        case .newerVersion(let path, let migration):
            return
                "The database at \(path) was made by a newer version of Roster (it has “\(migration)”). It was left untouched; use that version."
        case .databaseMissing(let path, let record):
            return "Roster's database at \(path) is missing: it was there before and has been moved or deleted. "
                + "Put it back and try again, or delete \(record) to start a new directory with the sample team."
        case .notAllowed(let denial): return "\(denial). Nothing was changed."
        }
    }

    public var errorDescription: String? { description }

    /// The fixed reasons the store gives inside `cannotOpen`, `readFailed` and
    /// `writeFailed`, typed so the view models can word them in the user's language
    /// (`ErrorMessages`); the raw value is the English text the payload carries.
    /// Other reasons (SQLite's own message, a folder's path) stay free text.
    public enum Reason: String, Sendable, CaseIterable {
        case notADatabase = "the file is not a Roster database (not SQLite)"
        case readOnly = "the database is read-only"
        case locked = "the database is locked by another program"
        case cannotOpenFile = "the file cannot be opened"
        case damaged = "the database file is damaged"
        case diskFull = "the disk is full"
        case closed = "the database is closed"
        case fileMissing = "the file does not exist"
        case needsUpgrade = "the database needs an upgrade, which a read-only file does not allow"
        case isAFolder = "it is a folder, not a file"
        case foreignDatabase = "the file is an SQLite database of another program, not Roster's"
        case readOnlyDirectory = "this directory is read-only"
        /// A store that keeps no history of its changes was asked for one.
        case noHistory = "this directory keeps no history"
        /// A PostgreSQL server that does not answer (down, or the network is gone).
        case serverUnreachable = "the database server cannot be reached"
        case authenticationFailed = "the database server refused the user name or password"
        /// The server asks for a password, and neither the URL nor `PGPASSWORD` (nor a sign-in) gives one.
        case passwordRequired = "the database server asks for a password, which neither the URL nor PGPASSWORD gives"
        /// The server refuses the password a sign-in held or the keyring kept (it was changed since),
        /// and asks for another.
        case passwordNoLongerTaken = "the database server no longer takes the password Roster had for it; it may have been changed"
        case noSuchDatabase = "the database does not exist on the server"
        /// A login role the directory's owner gave no part (`roster-cli grant`).
        case noPart = "this login role has no part in the directory; its owner gives one with roster-cli grant"
        /// A login role with a part, facing a migration that only the directory's owner may run.
        case ownerMustUpdate =
            "the directory must first be updated for this version of Roster, which only its owner can do by opening it once with this version"
        case malformedAddress = "the address is not a PostgreSQL URL of the form postgres://user@host:port/database"
        case personExists = "a person with this id exists already"
        case taskExists = "a task with this id exists already"
        /// `sslmode=disable` (or `allow`) against a server whose pg_hba.conf takes only TLS (`hostssl`).
        case tlsRequired = "the server accepts only TLS connections; set sslmode to require, verify-ca or verify-full"
        /// `sslmode=require` (or stricter) against a server without TLS.
        case tlsUnsupported = "the server does not offer TLS, which sslmode asks for"
        /// `verify-ca` or `verify-full` with no `sslrootcert`: the system's authorities do not vouch for the server.
        case certificateNotTrustedBySystem =
            "the server's certificate is not trusted: it is not signed by an authority this system trusts, or it has expired"
        /// The server refused the client certificate (`sslcert`) during the TLS handshake: it
        /// does not trust the authority that signed it.
        case clientCertificateRefused = "the server does not accept the client certificate (sslcert): it does not trust its authority"
    }

    /// The store's reasons that carry a value (a path, an id), typed like `Reason` so
    /// the view models can word them (`ErrorMessages`); `description` is the English
    /// text the payload of `cannotOpen` / `writeFailed` carries, `init?(reason:)` reads it back.
    public enum DetailedReason: Sendable, Equatable, CustomStringConvertible {
        /// The folder that should hold the database cannot be created.
        case cannotCreateFolder(String)
        /// The open database file was deleted or replaced by another program.
        case fileReplaced(String)
        /// A removed person cannot be restored: their id is taken.
        case personExists(id: PersonID)
        /// `verify-full`: the server's certificate names another host than the one connected to.
        case certificateHostMismatch(host: String)
        /// `verify-ca` or `verify-full`: the server's certificate is not signed by the authority
        /// in this file (`sslrootcert`), or has expired.
        case certificateNotTrusted(rootFile: String)
        /// A file that `sslrootcert`, `sslcert` or `sslkey` (`parameter`) names does not exist.
        case tlsFileMissing(parameter: String, path: String)
        /// A file that `sslrootcert`, `sslcert` or `sslkey` names cannot be read, or holds no PEM certificate or key.
        case tlsFileUnreadable(parameter: String, path: String)
        /// The key file (`sslkey`) can be read or written by others than its owner: libpq
        /// refuses it, and so does Roster.
        case tlsKeyExposed(path: String)
        /// The key file (`sslkey`) is not the key of the client certificate (`sslcert`).
        case tlsKeyMismatch(path: String)
        /// The URL has a parameter Roster does not read (a typo, or a libpq one it does not honour).
        case unknownParameter(String)
        /// `sslmode` (in the URL or `PGSSLMODE`) is not one of libpq's values.
        case unknownSSLMode(String)
        /// `roster-cli grant` or `revoke` names a login role the server does not have.
        case noSuchRole(String)
        /// `roster-cli grant` names a role that cannot log in (a group, or one of Roster's own
        /// part roles): a part is given to a member's own login role.
        case notALoginRole(String)
        /// `roster-cli grant` names the directory's owner or a superuser, who keeps every right.
        case ownsDirectory(String)
        /// A part's group role is to be made, and a role of its name exists already that Roster
        /// did not make for this directory (someone who may create roles made it): it is not adopted.
        case roleNotRosters(String)
        /// A write would give a person a username (not empty) that another person has: a
        /// member's part follows their username, so it is unique, exactly as stored.
        case usernameTaken(String)
        /// The directory, made by an older Roster, has people sharing a username; it cannot be
        /// brought to unique usernames without choosing whose to change, so it is left as it is.
        /// `usernames` lists them, each in quotation marks, separated by commas.
        case duplicateUsernames(String)

        /// The libpq parameters whose files the TLS reasons name.
        public static let tlsFileParameters = ["sslrootcert", "sslcert", "sslkey"]

        private static let createPrefix = "cannot create the folder "
        private static let replacedPrefix = "the database file "
        private static let replacedSuffix = " was deleted or replaced while Roster had it open"
        private static let existsPrefix = "a person with id "
        private static let existsSuffix = " exists already"
        private static let hostPrefix = "the server's certificate does not match the host name "
        private static let trustPrefix = "the server's certificate is not trusted: it is not signed by the authority in "
        private static let trustSuffix = ", or it has expired"
        private static let missingSuffix = " does not exist"
        private static let unreadableSuffix = " cannot be read as a PEM file"
        private static let rolePrefix = "there is no login role "
        private static let exposedSuffix = " is open to others than its owner; allow only its owner (chmod 600)"
        private static let mismatchSuffix = " is not the key of the client certificate (sslcert)"
        private static let parameterPrefix = "the URL has the parameter "
        private static let parameterSuffix =
            ", which Roster does not read; it reads host, sslmode, sslrootcert, sslcert, sslkey and connect_timeout, and passes over application_name"
        private static let modePrefix = "the sslmode "
        private static let modeSuffix = " is not one of disable, allow, prefer, require, verify-ca and verify-full"
        private static let groupPrefix = "the role "
        private static let groupSuffix = " cannot log in; a part is given to a member's own login role"
        private static let ownerSuffix = " owns the directory or is a superuser, and keeps every right without a part"
        private static let takenPrefix = "the username "
        private static let takenSuffix = " belongs to another person already"
        private static let duplicatesPrefix = "more than one person has each of these usernames: "
        private static let duplicatesSuffix =
            "; Roster now keeps usernames unique, so change all but one of each (with psql or sqlite3), then open the directory again"
        private static let foreignRolePrefix = "the role "
        private static let foreignRoleSuffix =
            " exists already, and Roster did not make it for this directory; drop or rename it, then grant again"
        private static func filePrefix(_ parameter: String) -> String { "the " + parameter + " file " }

        public var description: String {
            switch self {
            case .cannotCreateFolder(let path): return Self.createPrefix + path
            case .fileReplaced(let path): return Self.replacedPrefix + path + Self.replacedSuffix
            case .personExists(let id): return Self.existsPrefix + id.description + Self.existsSuffix
            case .certificateHostMismatch(let host): return Self.hostPrefix + host
            case .certificateNotTrusted(let rootFile): return Self.trustPrefix + rootFile + Self.trustSuffix
            case .tlsFileMissing(let parameter, let path): return Self.filePrefix(parameter) + path + Self.missingSuffix
            case .tlsFileUnreadable(let parameter, let path): return Self.filePrefix(parameter) + path + Self.unreadableSuffix
            case .noSuchRole(let role): return Self.rolePrefix + role
            case .tlsKeyExposed(let path): return Self.filePrefix("sslkey") + path + Self.exposedSuffix
            case .tlsKeyMismatch(let path): return Self.filePrefix("sslkey") + path + Self.mismatchSuffix
            case .unknownParameter(let name): return Self.parameterPrefix + name + Self.parameterSuffix
            case .unknownSSLMode(let mode): return Self.modePrefix + mode + Self.modeSuffix
            case .notALoginRole(let role): return Self.groupPrefix + role + Self.groupSuffix
            case .ownsDirectory(let role): return role + Self.ownerSuffix
            case .roleNotRosters(let role): return Self.foreignRolePrefix + role + Self.foreignRoleSuffix
            case .usernameTaken(let username): return Self.takenPrefix + username + Self.takenSuffix
            case .duplicateUsernames(let usernames): return Self.duplicatesPrefix + usernames + Self.duplicatesSuffix
            }
        }

        /// The reason whose English `description` is `reason`; nil for any other text.
        public init?(reason: String) {
            func between(_ prefix: String, _ suffix: String = "") -> String? { Self.value(in: reason, between: prefix, and: suffix) }
            if let id = between(Self.existsPrefix, Self.existsSuffix).flatMap(Int64.init) {
                self = .personExists(id: PersonID(id))
            } else if let path = between(Self.createPrefix) {
                self = .cannotCreateFolder(path)
            } else if let path = between(Self.replacedPrefix, Self.replacedSuffix) {
                self = .fileReplaced(path)
            } else if let host = between(Self.hostPrefix) {
                self = .certificateHostMismatch(host: host)
            } else if let rootFile = between(Self.trustPrefix, Self.trustSuffix) {
                self = .certificateNotTrusted(rootFile: rootFile)
            } else if let username = between(Self.takenPrefix, Self.takenSuffix) {
                self = .usernameTaken(username)
            } else if let usernames = between(Self.duplicatesPrefix, Self.duplicatesSuffix) {
                self = .duplicateUsernames(usernames)
            } else if let role = between(Self.foreignRolePrefix, Self.foreignRoleSuffix) {
                self = .roleNotRosters(role)
            } else if let role = between(Self.groupPrefix, Self.groupSuffix) {
                self = .notALoginRole(role)
            } else if let role = between(Self.rolePrefix) {
                self = .noSuchRole(role)
            } else if let role = between("", Self.ownerSuffix) {
                self = .ownsDirectory(role)
            } else if let path = between(Self.filePrefix("sslkey"), Self.exposedSuffix) {
                self = .tlsKeyExposed(path: path)
            } else if let path = between(Self.filePrefix("sslkey"), Self.mismatchSuffix) {
                self = .tlsKeyMismatch(path: path)
            } else if let name = between(Self.parameterPrefix, Self.parameterSuffix) {
                self = .unknownParameter(name)
            } else if let mode = between(Self.modePrefix, Self.modeSuffix) {
                self = .unknownSSLMode(mode)
            } else if let file = Self.tlsFile(in: reason, suffix: Self.missingSuffix) {
                self = .tlsFileMissing(parameter: file.parameter, path: file.path)
            } else if let file = Self.tlsFile(in: reason, suffix: Self.unreadableSuffix) {
                self = .tlsFileUnreadable(parameter: file.parameter, path: file.path)
            } else {
                return nil
            }
        }

        /// What `reason` holds between `prefix` and `suffix`, when it begins and ends with them
        /// and holds something between; nil otherwise.
        private static func value(in reason: String, between prefix: String, and suffix: String) -> String? {
            guard reason.hasPrefix(prefix), reason.hasSuffix(suffix), reason.count > prefix.count + suffix.count else { return nil }
            return String(reason.dropFirst(prefix.count).dropLast(suffix.count))
        }

        /// The parameter and path of a TLS file reason that ends with `suffix`.
        private static func tlsFile(in reason: String, suffix: String) -> (parameter: String, path: String)? {
            for parameter in tlsFileParameters {
                if let path = value(in: reason, between: filePrefix(parameter), and: suffix) { return (parameter, path) }
            }
            return nil
        }
    }
}
