import CSecret
import Dispatch

/// The desktop's keyring, over the Secret Service (GNOME Keyring, KWallet, KeePassXC), through
/// libsecret: passwords kept under a schema name and a few string attributes, as
/// `secret-tool` keeps them. Knows nothing of the program that uses it.
///
/// Every call talks to the keyring over D-Bus and may wait for it (an unlock prompt): each runs
/// on a thread of its own, never the caller's, so a window's main loop keeps running.
public struct SecretKeyring: Sendable {
    /// The schema's name, which the keyring stores with each password: a reverse-DNS name,
    /// `org.example.App.Password`. Passwords are found only under their own schema.
    public let schema: String
    /// The attributes every item of this schema has (their values given with each call).
    public let attributeNames: [String]

    /// Why the keyring did not answer: no Secret Service runs, it is locked and stays so, or it refused.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// libsecret's (or D-Bus's) message.
        public let description: String
    }

    /// - Parameters:
    ///   - schema: the schema's name.
    ///   - attributeNames: the names of the string attributes that tell one password from another.
    public init(schema: String, attributeNames: [String]) {
        self.schema = schema
        self.attributeNames = attributeNames
    }

    /// The password kept for `attributes`, or nil when there is none.
    public func password(for attributes: [String: String]) async throws(Failure) -> String? {
        try await run(attributes) { schema, table, error in
            guard let found = secret_password_lookupv_sync(schema, table, nil, &error) else { return nil }
            defer { secret_password_free(found) }
            return String(cString: found)
        }
    }

    /// Keeps `password` for `attributes` in the default collection (the login keyring), under
    /// `label` (what a keyring manager such as Seahorse shows); replaces one kept before.
    public func store(_ password: String, label: String, for attributes: [String: String]) async throws(Failure) {
        let stored: Bool = try await run(attributes) { schema, table, error in
            secret_password_storev_sync(schema, table, nil, label, password, nil, &error) != 0
        }
        if !stored { throw Failure(description: "the keyring did not keep the password") }
    }

    /// Removes the password kept for `attributes`; returns whether there was one.
    @discardableResult
    public func remove(for attributes: [String: String]) async throws(Failure) -> Bool {
        try await run(attributes) { schema, table, error in
            secret_password_clearv_sync(schema, table, nil, &error) != 0
        }
    }

    /// Whether a Secret Service answers now: its D-Bus name has an owner, which answers for its
    /// properties. Touches no secret: no session is opened, no collection loaded, no item
    /// searched, so a locked keyring raises no unlock prompt for the probe.
    public func isAvailable() async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: Self.serviceAnswers()) }
        }
    }

    /// Gets the service as libsecret shares it, without its session or collections
    /// (`SECRET_SERVICE_NONE`), and checks that someone owns its name on the bus.
    private static func serviceAnswers() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard let service = secret_service_get_sync(SecretServiceFlags(rawValue: 0), nil, &error) else {
            if let error { g_error_free(error) }
            return false
        }
        defer { g_object_unref(service) }
        // SecretService is a GDBusProxy: its name owner is nil when no Secret Service runs.
        let proxy = UnsafeMutableRawPointer(service).assumingMemoryBound(to: GDBusProxy.self)
        guard let owner = g_dbus_proxy_get_name_owner(proxy) else { return false }
        g_free(owner)
        return true
    }

    /// Runs `body` on a thread of its own with the schema and `attributes` as libsecret takes
    /// them (both freed after); a `GError` it sets becomes `Failure`.
    private func run<T: Sendable>(
        _ attributes: [String: String],
        _ body: @escaping @Sendable (UnsafeMutablePointer<SecretSchema>, OpaquePointer, inout UnsafeMutablePointer<GError>?) -> T
    ) async throws(Failure) -> T {
        let schemaName = schema
        let names = attributeNames
        let result: Result<T, Failure> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Self.call(schemaName: schemaName, names: names, attributes: attributes, body))
            }
        }
        return try result.get()
    }

    private static func call<T>(
        schemaName: String, names: [String], attributes: [String: String],
        _ body: (UnsafeMutablePointer<SecretSchema>, OpaquePointer, inout UnsafeMutablePointer<GError>?) -> T
    ) -> Result<T, Failure> {
        // The schema: every attribute a string (SECRET_SCHEMA_ATTRIBUTE_STRING is 0, a NULL value).
        guard let types = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, nil) else {
            return .failure(Failure(description: "out of memory"))
        }
        for name in names { g_hash_table_insert(types, g_strdup(name), nil) }
        guard let schema = secret_schema_newv(schemaName, SECRET_SCHEMA_NONE, types) else {
            g_hash_table_unref(types)
            return .failure(Failure(description: "the schema \(schemaName) cannot be made"))
        }
        g_hash_table_unref(types)
        defer { secret_schema_unref(schema) }
        guard let table = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free) else {
            return .failure(Failure(description: "out of memory"))
        }
        defer { g_hash_table_unref(table) }
        for (name, value) in attributes { g_hash_table_insert(table, g_strdup(name), g_strdup(value)) }
        var error: UnsafeMutablePointer<GError>?
        let value = body(schema, table, &error)
        if let error {
            defer { g_error_free(error) }
            return .failure(Failure(description: error.pointee.message.map { String(cString: $0) } ?? "the keyring failed"))
        }
        return .success(value)
    }
}
