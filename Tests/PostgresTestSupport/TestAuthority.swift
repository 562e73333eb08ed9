import Foundation
import RosterTestSupport

/// A throwaway certificate authority, made in a test with the `openssl` command (Debian's
/// `openssl` package, which `make test-deps` installs), and the certificates it signs.
/// Without `openssl` the test fails saying so; it never skips.
public struct TestAuthority: Sendable {
    /// The authority's certificate (PEM): what a client's `sslrootcert` names.
    public let certificate: String
    /// The authority's private key (PEM).
    public let key: String
    /// Where its files are.
    public let folder: String

    /// A certificate the authority signed, and its key (PEM files).
    public struct Issued: Sendable {
        public let certificate: String
        public let key: String
    }

    /// Why a TLS test cannot run.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Makes a new authority named `name` (its CN), its files `name.crt` and `name.key` in `folder`.
    public init(name: String, in folder: String) async throws {
        self.folder = folder
        certificate = folder + "/\(name).crt"
        key = folder + "/\(name).key"
        try await Self.openssl(
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key,
                "-out", certificate, "-days", "2", "-subj", "/CN=\(name)", "-addext", "basicConstraints=critical,CA:TRUE",
                "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            ], in: folder)
    }

    /// A certificate signed by this authority for `commonName`, naming `alternativeNames`
    /// (`DNS:localhost`, `IP:127.0.0.1`) when given, in `name.crt` and `name.key` beside the authority's.
    public func issue(_ name: String, commonName: String, alternativeNames: [String] = []) async throws -> Issued {
        let issued = Issued(certificate: folder + "/\(name).crt", key: folder + "/\(name).key")
        let request = folder + "/\(name).csr"
        let extensions = folder + "/\(name).ext"
        var lines = [
            "basicConstraints=CA:FALSE", "keyUsage=critical,digitalSignature,keyEncipherment", "extendedKeyUsage=serverAuth,clientAuth",
        ]
        if !alternativeNames.isEmpty { lines.append("subjectAltName=" + alternativeNames.joined(separator: ",")) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: extensions, atomically: true, encoding: .utf8)
        try await Self.openssl(
            [
                "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", issued.key,
                "-out", request, "-subj", "/CN=\(commonName)",
            ], in: folder)
        try await Self.openssl(
            [
                "x509", "-req", "-in", request, "-CA", certificate, "-CAkey", key, "-set_serial", String(UInt32.random(in: 1...UInt32.max)),
                "-days", "2", "-extfile", extensions, "-out", issued.certificate,
            ], in: folder)
        return issued
    }

    /// The `openssl` command: in PATH, else /usr/bin.
    static func executable() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") + ["/usr/bin"] {
            let candidate = "\(folder)/openssl"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(
            description: "the openssl command is not installed: the TLS tests make their certificate authority with it; "
                + "install Debian's openssl package (make test-deps)")
    }

    private static func openssl(_ arguments: [String], in folder: String) async throws {
        let log = folder + "/openssl.log"
        guard FileManager.default.createFile(atPath: log, contents: nil), let handle = FileHandle(forWritingAtPath: log) else {
            throw Failure(description: "cannot write \(log)")
        }
        defer { try? handle.close() }
        let process = try ChildProcess(
            executable: try executable(), arguments: arguments, currentDirectory: folder,
            standardOutput: handle.fileDescriptor, standardError: handle.fileDescriptor)
        let termination = await process.exit()
        guard termination == .init(code: 0, signaled: false) else {
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw Failure(description: "openssl \(arguments.joined(separator: " ")) failed (\(termination)): \(output)")
        }
    }
}
