import Foundation
import RosterModel

/// Where a PostgreSQL directory is: a `postgres://` or `postgresql://` URL read the way libpq
/// reads it, every missing part taken from the environment (`PGHOST`, `PGPORT`, `PGUSER`,
/// `PGPASSWORD`, `PGDATABASE`), then from libpq's defaults (localhost, 5432, the login name,
/// a database named after the user).
///
/// `?host=/path/to/dir` (or a `PGHOST` starting with `/`) names the folder of a unix socket
/// instead of a host. The password is never part of `displayName` or of any error.
///
/// TLS as libpq reads it: `sslmode` (`PGSSLMODE`), the authority's certificate `sslrootcert`
/// (`PGSSLROOTCERT`; `system` for the system's authorities; by default `~/.postgresql/root.crt`
/// when it exists, else the system's authorities), and a client certificate `sslcert` and key
/// `sslkey` (`PGSSLCERT`, `PGSSLKEY`; by default `~/.postgresql/postgresql.crt` and
/// `postgresql.key` when they exist). The URL wins over the environment; a relative path is
/// taken from the current directory.
public struct PostgresAddress: Sendable, Equatable {
    /// The server's host name or address (nil when a unix socket is used).
    public var host: String?
    public var port: Int
    /// The folder holding the server's unix socket (`.s.PGSQL.PORT`), when used instead of a host.
    public var socketDirectory: String?
    public var user: String
    public var password: String?
    public var database: String
    /// Whether and how to use TLS, as libpq's `sslmode` (`?sslmode=` or `PGSSLMODE`).
    public var tls: TLSMode = .prefer
    /// The file of the authorities that sign the server's certificate (PEM), as libpq's
    /// `sslrootcert`: an absolute path, or nil for the system's authorities. A file asked
    /// for that is missing fails the connection; libpq's default file counts only if it exists.
    public var rootCertificate: String?
    /// The client's certificate (PEM) shown to a server that asks for one, as libpq's `sslcert`.
    public var clientCertificate: String?
    /// The client certificate's private key (PEM, unencrypted), as libpq's `sslkey`.
    public var clientKey: String?
    /// How long connecting may take, as libpq's `connect_timeout` (whole seconds, at least 2);
    /// nil: the URL sets none (or 0), and the opener's default holds.
    public var connectTimeout: Duration?

    /// libpq's `sslmode` values Roster honours: no TLS (`disable`, `allow`), TLS when the server
    /// offers it (`prefer`), TLS or no connection (`require`: the certificate is not checked,
    /// unless a `sslrootcert` file exists, as libpq does), the certificate checked against the
    /// authority (`verify-ca`), and also against the host name (`verify-full`).
    public enum TLSMode: String, Sendable, Equatable {
        case disable, prefer, require
        case verifyCA = "verify-ca"
        case verifyFull = "verify-full"
    }

    /// libpq's default files, under `~/.postgresql`.
    static let defaultRootCertificate = ".postgresql/root.crt"
    static let defaultClientCertificate = ".postgresql/postgresql.crt"
    static let defaultClientKey = ".postgresql/postgresql.key"

    public init(
        host: String? = "localhost", port: Int = 5432, socketDirectory: String? = nil,
        user: String, password: String? = nil, database: String
    ) {
        self.host = host
        self.port = port
        self.socketDirectory = socketDirectory
        self.user = user
        self.password = password
        self.database = database
    }

    /// Whether `value` is written as a PostgreSQL URL (by its scheme).
    public static func isPostgresURL(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// Reads `url`, filling what it leaves out from `environment`.
    /// Throws `StoreError.cannotOpen` with the reason `malformedAddress` (the URL shown
    /// without its password) when it is not a PostgreSQL URL or a part is unreadable.
    public init(url: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(StoreError) {
        let malformed = StoreError.cannotOpen(path: Self.redacted(url), reason: StoreError.Reason.malformedAddress.rawValue)
        guard Self.isPostgresURL(url), let components = URLComponents(string: url) else { throw malformed }
        guard components.fragment == nil else { throw malformed }
        let path = components.path
        let databaseInURL = path.hasPrefix("/") ? String(path.dropFirst()) : path
        guard !databaseInURL.contains("/") else { throw malformed }
        var socketInQuery: String?
        var sslMode = environment["PGSSLMODE"]
        var sslFiles = [
            "sslrootcert": environment["PGSSLROOTCERT"], "sslcert": environment["PGSSLCERT"], "sslkey": environment["PGSSLKEY"],
        ]
        for item in components.queryItems ?? [] {
            switch item.name {
            case "host":
                guard let value = item.value, !value.isEmpty else { throw malformed }
                socketInQuery = value
            case "sslmode":
                sslMode = item.value
            case "sslrootcert", "sslcert", "sslkey":
                sslFiles[item.name] = item.value
            case "connect_timeout":
                guard let seconds = item.value.flatMap({ Int($0) }) else { throw malformed }
                connectTimeout = seconds > 0 ? .seconds(max(seconds, 2)) : nil
            case "application_name":
                continue
            default:
                throw StoreError.cannotOpen(
                    path: Self.redacted(url), reason: StoreError.DetailedReason.unknownParameter(item.name).description)
            }
        }
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }

        let hostValue = nonEmpty(socketInQuery) ?? nonEmpty(components.host) ?? nonEmpty(environment["PGHOST"])
        if let hostValue, hostValue.hasPrefix("/") {
            host = nil
            socketDirectory = hostValue
        } else {
            host = hostValue ?? "localhost"
            socketDirectory = nil
        }
        if let explicit = components.port {
            guard (1...65535).contains(explicit) else { throw malformed }
            port = explicit
        } else if let fromEnvironment = nonEmpty(environment["PGPORT"]) {
            guard let value = Int(fromEnvironment), (1...65535).contains(value) else { throw malformed }
            port = value
        } else {
            port = 5432
        }
        user =
            nonEmpty(components.user) ?? nonEmpty(environment["PGUSER"]) ?? nonEmpty(environment["USER"])
            ?? nonEmpty(environment["LOGNAME"]) ?? "postgres"
        password = components.password ?? nonEmpty(environment["PGPASSWORD"])
        database = nonEmpty(databaseInURL.removingPercentEncoding ?? databaseInURL) ?? nonEmpty(environment["PGDATABASE"]) ?? user
        // libpq's default is `prefer`: TLS when the server offers it.
        switch sslMode ?? "" {
        case "disable", "allow": tls = .disable
        case "", "prefer": tls = .prefer
        case "require": tls = .require
        case "verify-ca": tls = .verifyCA
        case "verify-full": tls = .verifyFull
        case let other:
            throw StoreError.cannotOpen(path: Self.redacted(url), reason: StoreError.DetailedReason.unknownSSLMode(other).description)
        }
        readTLSFiles(sslFiles, environment: environment)
    }

    /// Sets the TLS files from `sslrootcert`, `sslcert` and `sslkey` (URL, else environment),
    /// else from libpq's default files that exist, relative paths made absolute.
    private mutating func readTLSFiles(_ given: [String: String?], environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func path(_ parameter: String) -> String? {
            guard let value = given[parameter] ?? nil, !value.isEmpty else { return nil }
            return Self.absolute(value)
        }
        func existingDefault(_ relative: String) -> String? {
            let candidate = (home as NSString).appendingPathComponent(relative)
            return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        }
        if let root = path("sslrootcert") {
            // libpq's `sslrootcert=system`: the system's authorities, whatever ~/.postgresql holds.
            rootCertificate = (given["sslrootcert"] ?? nil) == "system" ? nil : root
        } else {
            rootCertificate = existingDefault(Self.defaultRootCertificate)
        }
        clientCertificate = path("sslcert") ?? existingDefault(Self.defaultClientCertificate)
        clientKey = path("sslkey") ?? (clientCertificate == nil ? nil : (home as NSString).appendingPathComponent(Self.defaultClientKey))
    }

    /// `path` from the current directory when it is relative, as libpq opens it.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    /// The address as messages show it: a URL without the password.
    public var displayName: String {
        var components = URLComponents()
        components.scheme = "postgres"
        components.user = user
        if let socketDirectory {
            components.host = ""
            components.queryItems = [URLQueryItem(name: "host", value: socketDirectory)]
        } else {
            components.host = host
            components.port = port
        }
        components.path = "/" + database
        return components.string ?? "postgres://\(user)@\(host ?? "")/\(database)"
    }

    /// The unix socket's path, when a socket folder is used.
    public var socketPath: String? {
        socketDirectory.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/.s.PGSQL.\(port)" }
    }

    /// The address with `database` in place of this one's (an administrator's connection to another database).
    public func with(database: String) -> PostgresAddress {
        var copy = self
        copy.database = database
        return copy
    }

    /// `url` with any password replaced by `***`, however malformed the rest is.
    public static func redacted(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return url }
        return String(url[..<rest.index(after: colon)]) + "***" + String(url[at...])
    }
}
