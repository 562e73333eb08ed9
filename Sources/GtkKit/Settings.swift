import CGtk
import CGtkShims

/// The settings of one GSettings schema (`GSettings`), with typed reads and writes.
///
/// Opening looks the schema up first and throws when it is missing (where
/// `g_settings_new` would abort the process); every read and write checks that
/// the key exists with that type, so a typo throws instead of aborting too.
///
///     let settings = try Settings(schemaID: "org.example.App")
///     let width = try settings.int32(forKey: "window-width")
@MainActor
public final class Settings: GObjectRef {
    /// The schema id, e.g. `io.github.rosterteam.Roster`.
    public let schemaID: String
    /// The schema (`GSettingsSchema *`, one reference held).
    private nonisolated(unsafe) let schema: OpaquePointer

    /// Opens `schemaID` among the schemas GLib finds: the compiled schemas of
    /// `$XDG_DATA_DIRS/glib-2.0/schemas` and `$GSETTINGS_SCHEMA_DIR` (read once per process).
    /// - Parameters:
    ///   - schemaID: the schema's id, such as `io.github.rosterteam.Roster`.
    ///   - backend: where the values live; GLib's default backend when nil.
    /// - Throws: `SettingsError.schemaNotInstalled` when the schema is not found.
    public convenience init(schemaID: String, backend: SettingsBackend? = nil) throws {
        guard let source = g_settings_schema_source_get_default() else {
            throw SettingsError.schemaNotInstalled(schemaID: schemaID)  // no schemas at all on this system
        }
        try self.init(schemaID: schemaID, source: source, backend: backend)
    }

    /// Opens `schemaID` from the schemas compiled into `schemaDirectory` (by
    /// `glib-compile-schemas DIR`): for tests and development runs, without
    /// touching the process environment.
    /// - Parameters:
    ///   - schemaID: the schema's id.
    ///   - schemaDirectory: the folder `glib-compile-schemas` wrote `gschemas.compiled` into.
    ///   - includingInstalled: whether a schema missing from the directory is looked up among the installed ones.
    ///   - backend: where the values live; GLib's default backend when nil.
    /// - Throws: `SettingsError.schemaDirectoryUnreadable` when the directory has
    ///   no readable `gschemas.compiled`; `.schemaNotInstalled` when the schema is not found.
    public convenience init(schemaID: String, schemaDirectory: String, includingInstalled: Bool = true, backend: SettingsBackend? = nil)
        throws
    {
        var error: UnsafeMutablePointer<GError>?
        let parent = includingInstalled ? g_settings_schema_source_get_default() : nil
        guard let source = g_settings_schema_source_new_from_directory(schemaDirectory, parent, 0, &error) else {
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            g_clear_error(&error)
            throw SettingsError.schemaDirectoryUnreadable(path: schemaDirectory, reason: reason)
        }
        defer { g_settings_schema_source_unref(source) }
        try self.init(schemaID: schemaID, source: source, backend: backend)
    }

    private init(schemaID: String, source: OpaquePointer, backend: SettingsBackend?) throws {
        guard let schema = g_settings_schema_source_lookup(source, schemaID, 1) else {
            throw SettingsError.schemaNotInstalled(schemaID: schemaID)
        }
        guard g_settings_schema_get_path(schema) != nil else {
            g_settings_schema_unref(schema)
            throw SettingsError.relocatableSchema(schemaID: schemaID)
        }
        self.schemaID = schemaID
        self.schema = schema
        super.init(adopting: UnsafeMutableRawPointer(g_settings_new_full(schema, backend?.backend, nil)))
    }

    isolated deinit {
        g_settings_schema_unref(schema)
    }

    private var settings: UnsafeMutablePointer<GSettings> { pointer.assumingMemoryBound(to: GSettings.self) }

    /// Whether the schema has a key named `key`.
    public func hasKey(_ key: String) -> Bool { g_settings_schema_has_key(schema, key) != 0 }

    /// The GVariant type string of `key` (`i`, `b`, `s`…), or nil when the schema has no such key.
    public func typeString(ofKey key: String) -> String? {
        guard hasKey(key), let schemaKey = g_settings_schema_get_key(schema, key) else { return nil }
        defer { g_settings_schema_key_unref(schemaKey) }
        let type = g_settings_schema_key_get_value_type(schemaKey)
        let string = g_variant_type_dup_string(type)!
        defer { g_free(string) }
        return String(cString: string)
    }

    /// Throws unless `key` exists and holds values of GVariant type `type`.
    public func checkKey(_ key: String, type: String) throws {
        guard let actual = typeString(ofKey: key) else { throw SettingsError.noSuchKey(key: key, schemaID: schemaID) }
        guard actual == type else { throw SettingsError.wrongType(key: key, expected: type, actual: actual) }
    }

    /// Whether `key` can be written (not locked down).
    public func isWritable(_ key: String) throws -> Bool {
        guard hasKey(key) else { throw SettingsError.noSuchKey(key: key, schemaID: schemaID) }
        return g_settings_is_writable(settings, key) != 0
    }

    // MARK: Typed values

    /// The value of an `i` (32-bit integer) key.
    public func int32(forKey key: String) throws -> Int32 {
        try checkKey(key, type: "i")
        return g_settings_get_int(settings, key)
    }

    /// The value of a `b` (boolean) key.
    public func bool(forKey key: String) throws -> Bool {
        try checkKey(key, type: "b")
        return g_settings_get_boolean(settings, key) != 0
    }

    /// The value of an `s` (string) key.
    public func string(forKey key: String) throws -> String {
        try checkKey(key, type: "s")
        let value = g_settings_get_string(settings, key)!
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Writes an `i` key. The write may reach the backend later: `Settings.sync()` waits for it.
    public func set(_ value: Int32, forKey key: String) throws {
        try write(g_variant_new_int32(value), key: key, type: "i")
    }

    /// Writes a `b` key.
    public func set(_ value: Bool, forKey key: String) throws {
        try write(g_variant_new_boolean(value ? 1 : 0), key: key, type: "b")
    }

    /// Writes an `s` key.
    public func set(_ value: String, forKey key: String) throws {
        try write(g_variant_new_string(value), key: key, type: "s")
    }

    /// Forgets the written value of `key`: it reads as the schema's default again.
    public func reset(_ key: String) throws {
        guard hasKey(key) else { throw SettingsError.noSuchKey(key: key, schemaID: schemaID) }
        g_settings_reset(settings, key)
    }

    /// Checks type, range and writability (GLib aborts or warns on each), then writes.
    private func write(_ value: OpaquePointer?, key: String, type: String) throws {
        let variant = g_variant_ref_sink(value)
        defer { g_variant_unref(variant) }
        try checkKey(key, type: type)
        let schemaKey = g_settings_schema_get_key(schema, key)
        defer { g_settings_schema_key_unref(schemaKey) }
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else { throw SettingsError.outOfRange(key: key) }
        guard g_settings_set_value(settings, key, variant) != 0 else { throw SettingsError.notWritable(key: key) }
    }

    /// Waits until every write made so far has reached its backend (dconf writes
    /// are asynchronous: a process that exits right after writing can lose them).
    public static func sync() { g_settings_sync() }
}
