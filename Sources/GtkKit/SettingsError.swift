import CGtk
import CGtkShims

/// Why settings could not be opened, read or written. GLib itself aborts the
/// process on most of these (`g_settings_new` on a schema that is not installed,
/// `g_settings_get_int` on a key the schema lacks): `Settings` checks first and throws.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
    /// No compiled schema with this id where GLib looks (or in the given directory).
    case schemaNotInstalled(schemaID: String)
    /// The directory holds no readable `gschemas.compiled`.
    case schemaDirectoryUnreadable(path: String, reason: String)
    /// The schema has no fixed path (a relocatable schema), which `Settings` does not open.
    case relocatableSchema(schemaID: String)
    /// The schema has no key of this name.
    case noSuchKey(key: String, schemaID: String)
    /// The key holds another type (GVariant type strings: `i`, `b`, `s`…).
    case wrongType(key: String, expected: String, actual: String)
    /// The value is outside the range or choices the schema allows for the key.
    case outOfRange(key: String)
    /// The key cannot be written (locked down by the system administrator).
    case notWritable(key: String)

    /// The reason in a sentence, as the error messages of the app print it.
    public var description: String {
        switch self {
        case .schemaNotInstalled(let schemaID): return "GSettings schema \(schemaID) is not installed"
        case .schemaDirectoryUnreadable(let path, let reason): return "no GSettings schemas in \(path): \(reason)"
        case .relocatableSchema(let schemaID): return "GSettings schema \(schemaID) has no path (relocatable)"
        case .noSuchKey(let key, let schemaID): return "GSettings schema \(schemaID) has no key \(key)"
        case .wrongType(let key, let expected, let actual): return "GSettings key \(key) holds type \(actual), not \(expected)"
        case .outOfRange(let key): return "value out of range for GSettings key \(key)"
        case .notWritable(let key): return "GSettings key \(key) is not writable"
        }
    }
}
