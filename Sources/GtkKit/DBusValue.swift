import CGtk

/// A value sent or received over D-Bus, as a `GVariant` holds it: the arguments of a
/// method call that ``DBusObjectExport`` receives, and the values its reply carries.
public indirect enum DBusValue: Equatable, Sendable {
    case string(String)
    case boolean(Bool)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    /// An array of strings (`as`).
    case strings([String])
    /// An array of bytes (`ay`).
    case bytes([UInt8])
    /// A dictionary of variants by name (`a{sv}`): each value goes in a variant.
    case dictionary([String: DBusValue])
    /// An array of values of one type, `elementType` in D-Bus's notation (`a{sv}` for an
    /// array of dictionaries): the type an empty array still needs.
    case array(elementType: String, [DBusValue])
    /// A tuple, `(…)`: a method's arguments and its reply.
    case tuple([DBusValue])
    /// A value in a variant (`v`).
    case variant(DBusValue)
    /// A value of a type this enumeration does not model, with its type string; it cannot be sent.
    case unsupported(type: String)

    /// Reads `variant` (not consumed: the caller keeps its reference).
    public init(_ variant: OpaquePointer) {
        let type = String(cString: g_variant_get_type_string(variant))
        switch g_variant_classify(variant) {
        case G_VARIANT_CLASS_STRING, G_VARIANT_CLASS_OBJECT_PATH, G_VARIANT_CLASS_SIGNATURE:
            self = .string(String(cString: g_variant_get_string(variant, nil)))
        case G_VARIANT_CLASS_BOOLEAN: self = .boolean(g_variant_get_boolean(variant) != 0)
        case G_VARIANT_CLASS_INT32: self = .int32(g_variant_get_int32(variant))
        case G_VARIANT_CLASS_UINT32: self = .uint32(g_variant_get_uint32(variant))
        case G_VARIANT_CLASS_INT64: self = .int64(Int64(g_variant_get_int64(variant)))
        case G_VARIANT_CLASS_UINT64: self = .uint64(UInt64(g_variant_get_uint64(variant)))
        case G_VARIANT_CLASS_DOUBLE: self = .double(g_variant_get_double(variant))
        case G_VARIANT_CLASS_VARIANT:
            let inner = g_variant_get_variant(variant)!
            defer { g_variant_unref(inner) }
            self = .variant(DBusValue(inner))
        case G_VARIANT_CLASS_TUPLE: self = .tuple(Self.children(of: variant))
        case G_VARIANT_CLASS_ARRAY:
            if type == "ay" {
                self = .bytes(Self.bytes(of: variant))
                return
            }
            let elements = Self.children(of: variant)
            switch type {
            case "as": self = .strings(elements.map { if case .string(let text) = $0 { text } else { "" } })
            case "a{sv}":
                var dictionary: [String: DBusValue] = [:]
                for case .tuple(let entry) in elements where entry.count == 2 {
                    if case .string(let key) = entry[0], case .variant(let value) = entry[1] { dictionary[key] = value }
                }
                self = .dictionary(dictionary)
            default: self = .array(elementType: String(type.dropFirst()), elements)
            }
        case G_VARIANT_CLASS_DICT_ENTRY: self = .tuple(Self.children(of: variant))
        default: self = .unsupported(type: type)
        }
    }

    private static func children(of variant: OpaquePointer) -> [DBusValue] {
        (0..<g_variant_n_children(variant)).map { index in
            let child = g_variant_get_child_value(variant, index)!
            defer { g_variant_unref(child) }
            return DBusValue(child)
        }
    }

    /// The bytes of an `ay` variant, read at once.
    private static func bytes(of variant: OpaquePointer) -> [UInt8] {
        var count: gsize = 0
        guard let start = g_variant_get_fixed_array(variant, &count, 1) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: Int(count)))
    }

    /// The value's D-Bus type string (`s`, `as`, `a{sv}`, `(as)`…).
    public var typeString: String {
        switch self {
        case .string: "s"
        case .boolean: "b"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .strings: "as"
        case .bytes: "ay"
        case .dictionary: "a{sv}"
        case .array(let elementType, _): "a" + elementType
        case .tuple(let values): "(" + values.map(\.typeString).joined() + ")"
        case .variant: "v"
        case .unsupported(let type): type
        }
    }

    /// A new floating `GVariant` of the value; nil for an `unsupported` one.
    public func makeVariant() -> OpaquePointer? {
        switch self {
        case .string(let text): return g_variant_new_string(text)
        case .boolean(let value): return g_variant_new_boolean(value ? 1 : 0)
        case .int32(let value): return g_variant_new_int32(value)
        case .uint32(let value): return g_variant_new_uint32(value)
        case .int64(let value): return g_variant_new_int64(gint64(value))
        case .uint64(let value): return g_variant_new_uint64(guint64(value))
        case .double(let value): return g_variant_new_double(value)
        case .strings(let texts):
            var copies = texts.map { strdup($0) }
            defer { copies.forEach { free($0) } }
            return copies.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) {
                    g_variant_new_strv($0, gssize(buffer.count))
                }
            }
        case .bytes(let bytes):
            return bytes.withUnsafeBytes { buffer in
                Self.withType("y") { g_variant_new_fixed_array($0, buffer.baseAddress, gsize(buffer.count), 1) }
            }
        case .dictionary(let dictionary):
            let entries = dictionary.sorted { $0.key < $1.key }.compactMap { key, value -> OpaquePointer? in
                guard let inner = value.makeVariant() else { return nil }
                return g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(inner))
            }
            return Self.array(of: "{sv}", entries)
        case .array(let elementType, let values):
            let children = values.compactMap { $0.makeVariant() }
            guard children.count == values.count else { return nil }
            return Self.array(of: elementType, children)
        case .tuple(let values):
            var children: [OpaquePointer?] = values.map { $0.makeVariant() }
            guard !children.contains(nil) else { return nil }
            return g_variant_new_tuple(&children, gsize(children.count))
        case .variant(let value):
            return value.makeVariant().map { g_variant_new_variant($0) }
        case .unsupported:
            return nil
        }
    }

    private static func array(of elementType: String, _ children: [OpaquePointer]) -> OpaquePointer? {
        var children: [OpaquePointer?] = children
        return withType(elementType) { g_variant_new_array($0, &children, gsize(children.count)) }
    }

    private static func withType<T>(_ type: String, _ body: (OpaquePointer?) -> T) -> T {
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        return body(variantType)
    }
}

extension DBusValue {
    /// The image file at `path` as a serialised `GIcon` (`g_icon_serialize`): how desktop
    /// D-Bus interfaces such as GNOME Shell's search providers take an icon.
    public static func icon(file path: String) -> DBusValue {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let icon = g_file_icon_new(file)
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        return serialized(icon)
    }

    /// The theme's icon `name` (falling back on the names it ends in, as themed icons
    /// do), as a serialised `GIcon`.
    public static func icon(named name: String) -> DBusValue {
        let icon = g_themed_icon_new(name)
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        return serialized(icon)
    }

    private static func serialized(_ icon: OpaquePointer?) -> DBusValue {
        guard let variant = g_icon_serialize(icon) else { return .unsupported(type: "v") }
        defer { g_variant_unref(variant) }
        return DBusValue(variant)
    }
}
