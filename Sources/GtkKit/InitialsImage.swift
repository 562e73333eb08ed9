import CGtk
import Foundation

/// Initials on a round colour, as a PNG: what an ``Avatar`` without a photo shows, for
/// places that take an image rather than a widget (a search result's icon on D-Bus,
/// ``DBusValue/icon(png:)``). Drawn with cairo and Pango; needs no display.
public enum InitialsImage {
    /// - Parameters:
    ///   - initials: the letters, drawn bold and centred (one or two).
    ///   - background: the circle's colour as `0xRRGGBB`; the letters are white.
    ///   - size: the width and height in pixels.
    public static func png(initials: String, background: UInt32, size: Int32 = 64) -> [UInt8] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        defer { cairo_destroy(cairo) }
        let side = Double(size)
        cairo_arc(cairo, side / 2, side / 2, side / 2, 0, 2 * Double.pi)
        cairo_set_source_rgb(
            cairo, Double((background >> 16) & 0xFF) / 255, Double((background >> 8) & 0xFF) / 255, Double(background & 0xFF) / 255)
        cairo_fill(cairo)

        let layout = pango_cairo_create_layout(cairo)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("Sans Bold")
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, side * 0.4 * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, initials, -1)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        cairo_move_to(cairo, (side - Double(logical.width)) / 2, (side - Double(logical.height)) / 2)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        pango_cairo_show_layout(cairo, layout)
        cairo_surface_flush(surface)

        let sink = PNGSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                    contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, box.toOpaque())
        return sink.bytes
    }

    private final class PNGSink {
        var bytes: [UInt8] = []
    }
}

extension DBusValue {
    /// The PNG image `png` as a serialised `GIcon` (a `GBytesIcon`): an icon made on the spot,
    /// such as ``InitialsImage``'s.
    public static func icon(png: [UInt8]) -> DBusValue {
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let icon = g_bytes_icon_new(bytes)
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let variant = g_icon_serialize(icon) else { return .unsupported(type: "v") }
        defer { g_variant_unref(variant) }
        return DBusValue(variant)
    }
}
