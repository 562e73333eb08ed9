import PostgresNIO
import RosterModel

/// How a driver error reads as a store error: a typed reason (`StoreError.Reason`) where one
/// fits, the server's own message otherwise; never the password, never a query's text.
enum PostgresFailure {
    /// Whether `error` means the connection is gone (or never came): the server is down,
    /// restarting, or out of reach. The connection it happened on is of no further use.
    static func isConnectionLoss(_ error: any Error) -> Bool {
        if error is StoreError || error is CancellationError { return false }
        guard let error = error as? PSQLError else { return true }
        switch error.code {
        case .connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .poolClosed:
            return true
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            return state.hasPrefix("08") || state == "57P01" || state == "57P02" || state == "57P03"
        default:
            return false
        }
    }

    /// The SQLSTATE of a server error, if it is one.
    static func sqlState(_ error: any Error) -> String? {
        (error as? PSQLError)?.serverInfo?[.sqlState]
    }

    /// The reason for `error`, as `StoreError`'s payloads carry it.
    static func reason(_ error: any Error) -> String {
        if isConnectionLoss(error) { return StoreError.Reason.serverUnreachable.rawValue }
        guard let error = error as? PSQLError else { return StoreError.Reason.serverUnreachable.rawValue }
        switch error.code {
        case .sslUnsupported:
            return StoreError.Reason.tlsUnsupported.rawValue
        case .authMechanismRequiresPassword:
            return StoreError.Reason.passwordRequired.rawValue
        case .unsupportedAuthMechanism, .saslError:
            return StoreError.Reason.authenticationFailed.rawValue
        case .server:
            switch error.serverInfo?[.sqlState] ?? "" {
            case "28P01": return StoreError.Reason.authenticationFailed.rawValue
            case "28000":
                // pg_hba.conf lets this user, database and host in by no line, or wants a client
                // certificate: the server's own words name which, in its language (no password would
                // help). Its routine, never translated, tells these from a refused login (LDAP, PAM).
                guard error.serverInfo?[.routine] == "ClientAuthentication", let message = error.serverInfo?[.message] else {
                    return StoreError.Reason.authenticationFailed.rawValue
                }
                return message
            case "3D000": return StoreError.Reason.noSuchDatabase.rawValue
            case "53100": return StoreError.Reason.diskFull.rawValue
            case "25006": return StoreError.Reason.readOnly.rawValue
            case "55P03", "40P01": return StoreError.Reason.locked.rawValue
            case "23505": return usernameTaken(error)?.description ?? StoreError.Reason.personExists.rawValue
            default: return error.serverInfo?[.message] ?? "the server refused the request"
            }
        default:
            return "the server's answer could not be read (\(error.code))"
        }
    }

    /// The username a write gave a person that another has already (the unique index of v10),
    /// read from the server's detail; nil for any other error.
    static func usernameTaken(_ error: any Error) -> StoreError.DetailedReason? {
        guard let error = error as? PSQLError, error.serverInfo?[.sqlState] == "23505",
            error.serverInfo?[.constraintName] == PostgresSchema.usernameIndex
        else { return nil }
        return .usernameTaken(takenUsername(inDetail: error.serverInfo?[.detail] ?? "") ?? "")
    }

    /// The value in a unique violation's detail, `Key (username)=(…) already exists.` in English,
    /// `Schlüssel »(username)=(…)« existiert bereits.` in German: the server words it in its own
    /// `lc_messages`, which a client may not change, but every translation keeps the key as
    /// `(username)=(VALUE)` and puts no parenthesis after it. Nil when the detail has no such key.
    static func takenUsername(inDetail detail: String) -> String? {
        guard let start = detail.range(of: "(username)=("), let end = detail.range(of: ")", options: .backwards),
            start.upperBound <= end.lowerBound
        else { return nil }
        return String(detail[start.upperBound..<end.lowerBound])
    }

    /// `error` as a failure to open the directory at `address`: a TLS failure (host name,
    /// authority, a server that takes only TLS) says which, before any other reason.
    static func opening(_ error: any Error, address: PostgresAddress) -> any Error {
        if error is StoreError || error is CancellationError { return error }
        return StoreError.cannotOpen(path: address.displayName, reason: PostgresTLS.reason(error, address: address) ?? reason(error))
    }

    /// `error` as a failed read.
    static func reading(_ error: any Error) -> any Error {
        if error is StoreError || error is CancellationError { return error }
        return StoreError.readFailed(reason(error))
    }

    /// `error` as a failed write (nothing was written: the transaction rolled back).
    static func writing(_ error: any Error) -> any Error {
        if error is StoreError || error is CancellationError { return error }
        return StoreError.writeFailed(reason(error))
    }
}
