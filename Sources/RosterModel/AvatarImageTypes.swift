internal import CGdkPixbuf

/// The image formats Roster accepts as avatars: the photo formats that
/// gdk-pixbuf can load on this machine.
///
/// gdk-pixbuf's loaders are plug-ins, so what it reads depends on the packages
/// installed (WebP, for one, needs `webp-pixbuf-loader`); the list is therefore
/// read from gdk-pixbuf at run time, not written down. Formats that are not
/// raster photos (SVG, icons and cursors, X bitmaps and pixmaps, PNM, Targa,
/// QuickTime, ICNS) are left out even when a loader exists: nobody picks them
/// as a profile photo, and their loaders would only widen what untrusted files
/// can reach.
public enum AvatarImageTypes {
    /// One accepted format.
    public struct Format: Sendable, Equatable {
        /// gdk-pixbuf's name for it, such as `png` or `jpeg`.
        public let name: String
        /// Its name for people, such as `PNG` or `JPEG`.
        public let displayName: String
        /// Its MIME types, as gdk-pixbuf lists them (the first is the usual one).
        public let mimeTypes: [String]
    }

    /// The formats Roster takes when gdk-pixbuf can load them, in the order they are
    /// listed to people: gdk-pixbuf's format name and the name people know.
    static let allowList: [(name: String, displayName: String)] = [
        ("png", "PNG"), ("jpeg", "JPEG"), ("gif", "GIF"), ("webp", "WebP"), ("bmp", "BMP"), ("tiff", "TIFF"),
    ]

    /// The accepted formats: the allow-list's formats whose gdk-pixbuf loader is
    /// present and enabled, in allow-list order. Read once, on first use.
    public static let formats: [Format] = availableFormats()

    /// Every accepted MIME type (a file chooser's filter).
    public static var mimeTypes: [String] { formats.flatMap(\.mimeTypes) }

    /// The accepted formats for a message, such as "PNG, JPEG, GIF, BMP or TIFF".
    public static var displayList: String {
        let names = formats.map(\.displayName)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Whether an image gdk-pixbuf identified as `formatName` (its name, such as `png`) is accepted.
    public static func accepts(formatName: String) -> Bool {
        formats.contains { $0.name == formatName }
    }

    /// Asks gdk-pixbuf which loaders it has and keeps the allowed ones.
    private static func availableFormats() -> [Format] {
        // The list is ours to free (transfer container); the formats in it are gdk-pixbuf's.
        let list = gdk_pixbuf_get_formats()
        defer { g_slist_free(list) }
        var loadable: [String: [String]] = [:]
        var node = list
        while let current = node {
            node = current.pointee.next
            guard let format = current.pointee.data.map(OpaquePointer.init),
                gdk_pixbuf_format_is_disabled(format) == 0,
                let name = takeString(gdk_pixbuf_format_get_name(format))
            else { continue }
            loadable[name] = takeStrings(gdk_pixbuf_format_get_mime_types(format))
        }
        return allowList.compactMap { entry in
            guard let mimeTypes = loadable[entry.name], !mimeTypes.isEmpty else { return nil }
            return Format(name: entry.name, displayName: entry.displayName, mimeTypes: mimeTypes)
        }
    }

    /// gdk-pixbuf's name for `format` (a `GdkPixbufFormat *`), or nil.
    static func name(of format: OpaquePointer?) -> String? {
        guard let format else { return nil }
        return takeString(gdk_pixbuf_format_get_name(format))
    }

    /// A newly allocated C string as a Swift string; frees it.
    private static func takeString(_ string: UnsafeMutablePointer<gchar>?) -> String? {
        guard let string else { return nil }
        defer { g_free(string) }
        return String(cString: string)
    }

    /// A newly allocated, NULL-terminated C string array as Swift strings; frees it.
    private static func takeStrings(_ strings: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
        guard let strings else { return [] }
        defer { g_strfreev(strings) }
        var result: [String] = []
        var index = 0
        while let string = strings[index] {
            result.append(String(cString: string))
            index += 1
        }
        return result
    }
}
