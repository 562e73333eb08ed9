import CGdkPixbuf
import Foundation

/// Real images made and read with gdk-pixbuf itself, for the tests that need more
/// than the hand-made 1×1 images of `TestImages`: several sizes, formats gdk-pixbuf
/// writes, and a way to look at what Roster stored.
enum PixbufImages {
    /// An RGB image of `width`×`height` encoded as `format` (`png`, `jpeg`, `bmp`, `tiff`).
    ///
    /// The left half is red and the right half blue, so a scaled copy can be checked
    /// for keeping its content; `noise` adds a pseudo-random grain to every pixel so the
    /// file does not compress to almost nothing (cutting it then cuts its pixel data).
    static func encoded(width: Int, height: Int, format: String, noise: Bool = false) -> Data {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, gint(width), gint(height))!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        var seed: UInt32 = 12_345
        for y in 0..<height {
            for x in 0..<width {
                let grain: UInt8
                if noise {
                    seed = seed &* 1_103_515_245 &+ 12_345
                    grain = UInt8(seed >> 24 & 0x3F)
                } else {
                    grain = 0
                }
                let pixel = pixels + y * stride + x * 3
                let red = x < width / 2
                pixel[0] = red ? 0xC0 + grain : grain
                pixel[1] = grain
                pixel[2] = red ? grain : 0xC0 + grain
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, format, nil, nil, nil) != 0, let buffer else {
            fatalError("gdk-pixbuf cannot write \(format)")
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// What gdk-pixbuf makes of a file: its format, its size and its pixels.
    struct Loaded {
        var format: String
        var width: Int
        var height: Int
        var channels: Int
        /// Rows of `width` × `channels` bytes, without padding.
        var bytes: [UInt8]

        /// Red, green, blue of the pixel at (`x`, `y`).
        func pixel(_ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
            let offset = (y * width + x) * channels
            return (bytes[offset], bytes[offset + 1], bytes[offset + 2])
        }
    }

    /// The file at `path` as gdk-pixbuf loads it, or nil if it cannot.
    static func load(_ path: String) -> Loaded? {
        var width: gint = 0
        var height: gint = 0
        guard let format = gdk_pixbuf_get_file_info(path, &width, &height),
            let name = gdk_pixbuf_format_get_name(format),
            let pixbuf = gdk_pixbuf_new_from_file(path, nil)
        else { return nil }
        defer {
            g_free(name)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        let rowLength = Int(gdk_pixbuf_get_width(pixbuf)) * channels
        let bytes = (0..<Int(gdk_pixbuf_get_height(pixbuf))).flatMap { y in
            (0..<rowLength).map { pixels[y * stride + $0] }
        }
        return Loaded(
            format: String(cString: name), width: Int(gdk_pixbuf_get_width(pixbuf)),
            height: Int(gdk_pixbuf_get_height(pixbuf)), channels: channels, bytes: bytes)
    }
}
