import CGtk
import CGtkShims

/// `GtkImage`: a themed icon or an image file, drawn at a fixed size.
@MainActor
public final class Image: Widget {
    /// An image of the themed icon `iconName` drawn `pixelSize` pixels square.
    public init(iconName: String, pixelSize: Int32) {
        super.init(sinking: gtk_image_new_from_icon_name(iconName))
        gtk_image_set_pixel_size(gk_image(pointer), pixelSize)
    }

    /// Shows a themed icon instead.
    public func setIconName(_ name: String) { gtk_image_set_from_icon_name(gk_image(pointer), name) }

    /// Shows the image file at `path` (GTK shows a "broken image" icon if it cannot decode it).
    public func setFile(_ path: String) { gtk_image_set_from_file(gk_image(pointer), path) }

    /// The file the image shows (set with `setFile`), or nil when it shows an icon or nothing.
    public var file: String? {
        var value: UnsafeMutablePointer<gchar>?
        gk_object_get_string(pointer, "file", &value)
        defer { g_free(value) }
        return value.map { String(cString: $0) }
    }
}
