import Foundation
import PostgresNIO
import RosterModel

/// TLS as libpq does it: the driver's TLS setting for an address's `sslmode` and files, and
/// a TLS failure (wrong host name, unknown authority, a server that takes only TLS) as one
/// typed reason.
enum PostgresTLS {
    /// The driver's TLS setting for `address`. Throws `StoreError.cannotOpen` naming a
    /// `sslrootcert`, `sslcert` or `sslkey` file that is missing or unreadable.
    static func configuration(for address: PostgresAddress) throws(StoreError) -> PostgresConnection.Configuration.TLS {
        var client = TLSConfiguration.makeClientConfiguration()
        switch address.tls {
        case .disable:
            return .disable
        case .prefer, .require:
            // As libpq: `prefer` and `require` check the authority when there is a root file (asked for, or ~/.postgresql/root.crt).
            client.certificateVerification = address.rootCertificate == nil ? .none : .noHostnameVerification
        case .verifyCA:
            client.certificateVerification = .noHostnameVerification
        case .verifyFull:
            client.certificateVerification = .fullVerification
        }
        if client.certificateVerification != .none, let root = address.rootCertificate {
            client.trustRoots = .certificates(try certificates(in: root, parameter: "sslrootcert", address: address))
        }
        if let certificate = address.clientCertificate {
            let chain = try certificates(in: certificate, parameter: "sslcert", address: address)
            client.certificateChain = chain.map { .certificate($0) }
            let keyFile = address.clientKey ?? certificate
            let bytes = try contents(of: keyFile, parameter: "sslkey", address: address)
            do {
                client.privateKey = .privateKey(try NIOSSLPrivateKey(bytes: bytes, format: .pem))
            } catch {
                throw failure(.tlsFileUnreadable(parameter: "sslkey", path: keyFile), address)
            }
            try checkOnlyOwnerReads(keyFile, address: address)
        }
        do {
            let context = try NIOSSLContext(configuration: client)
            return address.tls == .prefer ? .prefer(context) : .require(context)
        } catch NIOSSLError.failedToLoadPrivateKey {
            // The key was read as PEM above: it is not the certificate's.
            throw failure(.tlsKeyMismatch(path: address.clientKey ?? address.clientCertificate ?? ""), address)
        } catch {
            throw StoreError.cannotOpen(path: address.displayName, reason: "TLS cannot be set up: \(error)")
        }
    }

    /// Throws unless the key file at `path` is private, as libpq has it: no access for group or
    /// others, or, for a file root owns, reading by its group at most.
    private static func checkOnlyOwnerReads(_ path: String, address: PostgresAddress) throws(StoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        let forbidden: mode_t = info.st_uid == 0 ? 0o037 : 0o077
        guard info.st_mode & forbidden == 0 else { throw failure(.tlsKeyExposed(path: path), address) }
    }

    /// The reason of `error`, a failure to connect to `address`, when it is about TLS.
    static func reason(_ error: any Error, address: PostgresAddress) -> String? {
        if let error = error as? PSQLError {
            switch error.code {
            case .sslUnsupported:
                return StoreError.Reason.tlsUnsupported.rawValue
            case .server:
                // "no pg_hba.conf entry for host …, no encryption" (PostgreSQL 14 and later; "SSL off" before).
                // Only when TLS was not tried does it say that the server wants it: with `prefer` (the
                // default), a plain connection means that the server offers no TLS.
                let message = error.serverInfo?[.message] ?? ""
                if address.tls == .disable, address.socketDirectory == nil, error.serverInfo?[.sqlState] == "28000",
                    message.contains("no encryption") || message.contains("SSL off")
                {
                    return StoreError.Reason.tlsRequired.rawValue
                }
                return nil
            default:
                return error.underlying.flatMap { reason($0, address: address) }
            }
        }
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            return StoreError.DetailedReason.certificateHostMismatch(host: address.host ?? "").description
        }
        if error is BoringSSLError || error is NIOSSLError, String(describing: error).contains("ALERT_UNKNOWN_CA") {
            // The server's alert: it does not know the authority of the certificate this end showed.
            return StoreError.Reason.clientCertificateRefused.rawValue
        }
        if let error = error as? NIOSSLError, case .handshakeFailed(let failure) = error,
            String(describing: failure).contains("CERTIFICATE_VERIFY_FAILED")
        {
            guard let root = address.rootCertificate else { return StoreError.Reason.certificateNotTrustedBySystem.rawValue }
            return StoreError.DetailedReason.certificateNotTrusted(rootFile: root).description
        }
        return nil
    }

    private static func failure(_ reason: StoreError.DetailedReason, _ address: PostgresAddress) -> StoreError {
        .cannotOpen(path: address.displayName, reason: reason.description)
    }

    /// The bytes of `path`, which `parameter` names.
    private static func contents(of path: String, parameter: String, address: PostgresAddress) throws(StoreError) -> [UInt8] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw failure(.tlsFileMissing(parameter: parameter, path: path), address)
        }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw failure(.tlsFileUnreadable(parameter: parameter, path: path), address)
        }
        return Array(data)
    }

    /// The PEM certificates in `path`, which `parameter` names (at least one).
    private static func certificates(in path: String, parameter: String, address: PostgresAddress) throws(StoreError) -> [NIOSSLCertificate]
    {
        let bytes = try contents(of: path, parameter: parameter, address: address)
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(bytes), !certificates.isEmpty else {
            throw failure(.tlsFileUnreadable(parameter: parameter, path: path), address)
        }
        return certificates
    }
}
