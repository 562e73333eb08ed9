internal import CGdkPixbuf
import Foundation

/// Decodes an avatar image with gdk-pixbuf, scaled down, and encodes it as PNG.
///
/// One `GdkPixbufLoader` is fed the bytes already read, so what is checked is
/// what is decoded (the file is not opened twice). Its `size-prepared` signal
/// comes once the header is parsed and before any pixel is decoded or any
/// pixel buffer allocated: that is where the format and the declared size are
/// checked, and where an image is refused by asking for a 0×0 result (which
/// makes every gdk-pixbuf loader stop with an error, as `gdk_pixbuf_get_file_info`
/// does) or asked to come out at the stored size.
///
/// Synchronous and slow for large photos: call it off the main actor.
enum AvatarDecoder {
    /// What an image may declare, and how large the stored copy may be.
    struct Limits: Sendable {
        var maximumSide: Int
        var maximumPixels: Int
        var storedSide: Int
    }

    /// The PNG encoding of the image in `data`, at most `limits.storedSide` a side.
    ///
    /// Throws `notAnImage` when gdk-pixbuf does not recognise or cannot decode the
    /// bytes or the format is not an accepted one, `dimensionsTooLarge` when the
    /// declared size is over the limits, `cannotStore` when encoding fails.
    static func scaledPNG(from data: Data, name: String, limits: Limits) throws(AvatarError) -> Data {
        guard !data.isEmpty else { throw .notAnImage(name: name) }
        guard let loader = gdk_pixbuf_loader_new() else { throw .notAnImage(name: name) }
        defer { g_object_unref(loader) }

        let probe = Probe(limits: limits)
        let closed = withExtendedLifetime(probe) {
            connectSizePrepared(loader, probe: probe)
            return feed(data, to: loader, probe: probe)
        }

        switch probe.verdict {
        case nil, .refused(.unsupportedFormat)?:
            throw .notAnImage(name: name)
        case .refused(.tooLarge(let width, let height))?:
            throw .dimensionsTooLarge(name: name, width: width, height: height)
        case .accepted?:
            break
        }
        guard closed, let formatName = AvatarImageTypes.name(of: gdk_pixbuf_loader_get_format(loader)),
            data.withUnsafeBytes({ ImageCompleteness.isComplete($0, formatName: formatName) }),
            let decoded = gdk_pixbuf_loader_get_pixbuf(loader)  // owned by the loader
        else { throw .notAnImage(name: name) }

        // Photos from cameras and phones are often stored sideways with an EXIF
        // orientation tag; the copy is stored upright, as photo viewers show it.
        guard let upright = gdk_pixbuf_apply_embedded_orientation(decoded) else { throw .notAnImage(name: name) }
        defer { g_object_unref(UnsafeMutableRawPointer(upright)) }
        return try encodePNG(upright)
    }

    /// The size an image of `width`×`height` is stored at: at most `side` pixels a side,
    /// same aspect ratio, never enlarged.
    static func storedSize(width: Int, height: Int, side: Int) -> (width: Int, height: Int) {
        let longest = max(width, height)
        guard longest > side else { return (width, height) }
        // At least one pixel: a 10000×1 strip must not become 256×0.
        func scaled(_ length: Int) -> Int { max(1, Int((Double(length) * Double(side) / Double(longest)).rounded())) }
        return (scaled(width), scaled(height))
    }

    // MARK: The loader

    /// Feeds `data` to the loader and closes it; true when gdk-pixbuf decoded it without error.
    private static func feed(_ data: Data, to loader: UnsafeMutablePointer<GdkPixbufLoader>, probe: Probe) -> Bool {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.bindMemory(to: guchar.self).baseAddress else { return false }
            var offset = 0
            while offset < bytes.count {
                // The first kilobyte is what gdk-pixbuf sniffs the format from: after it the
                // loader is chosen, and a format that is not accepted gets no more bytes.
                let count = min(offset == 0 ? 1024 : 64 * 1024, bytes.count - offset)
                // A failed write has closed the loader already (closing again does nothing).
                guard gdk_pixbuf_loader_write(loader, base + offset, gsize(count), nil) != 0 else { break }
                offset += count
                if !probe.formatChecked, let format = gdk_pixbuf_loader_get_format(loader) {
                    probe.check(format: format, loader: loader)
                }
                if case .refused? = probe.verdict { break }
            }
            // Always close: gdk-pixbuf warns about a loader dropped open, and closing
            // is what finishes the image (small files are only sniffed here).
            let closed = gdk_pixbuf_loader_close(loader, nil) != 0
            return closed && offset == bytes.count
        }
    }

    /// Connects `probe` to the loader's `size-prepared` signal. The loader never outlives
    /// this call's caller, and the probe outlives the loader's use, so the probe is passed
    /// unretained.
    private static func connectSizePrepared(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, probe: Probe) {
        let handler: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, gint, gint, gpointer?) -> Void = {
            loader, width, height, data in
            guard let loader, let data else { return }
            Unmanaged<Probe>.fromOpaque(data).takeUnretainedValue().sizePrepared(loader: loader, width: Int(width), height: Int(height))
        }
        g_signal_connect_data(
            loader, "size-prepared", unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passUnretained(probe).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    /// `pixbuf` as PNG bytes. Encoded in memory so the caller can write the file
    /// atomically: a failed save never leaves half a file in the library.
    private static func encodePNG(_ pixbuf: OpaquePointer) throws(AvatarError) -> Data {
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "the PNG encoder failed"
            if let error { g_error_free(error) }
            throw .cannotStore(reason: reason)
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// What the loader has told about the image so far. Used on one thread only,
    /// inside the loader's calls.
    private final class Probe {
        enum Refusal: Equatable {
            case unsupportedFormat
            case tooLarge(width: Int, height: Int)
        }

        enum Verdict: Equatable {
            case accepted
            case refused(Refusal)
        }

        let limits: Limits
        /// Nil until the header has been read.
        var verdict: Verdict?
        /// Whether the format has been checked.
        var formatChecked = false

        init(limits: Limits) {
            self.limits = limits
        }

        /// Refuses a format that is not accepted, before gdk-pixbuf's loader for it sees more data.
        func check(format: OpaquePointer, loader: UnsafeMutablePointer<GdkPixbufLoader>) {
            formatChecked = true
            guard let name = AvatarImageTypes.name(of: format), AvatarImageTypes.accepts(formatName: name) else {
                refuse(.unsupportedFormat, loader: loader)
                return
            }
        }

        /// The header is read, nothing is decoded yet: check the format and the declared
        /// size, and ask for the scaled size.
        func sizePrepared(loader: UnsafeMutablePointer<GdkPixbufLoader>, width: Int, height: Int) {
            if !formatChecked, let format = gdk_pixbuf_loader_get_format(loader) {
                check(format: format, loader: loader)
            }
            guard verdict == nil else {
                if verdict != .accepted { gdk_pixbuf_loader_set_size(loader, 0, 0) }
                return
            }
            guard formatChecked, width > 0, height > 0 else {
                refuse(.unsupportedFormat, loader: loader)
                return
            }
            guard width <= limits.maximumSide, height <= limits.maximumSide, width * height <= limits.maximumPixels else {
                refuse(.tooLarge(width: width, height: height), loader: loader)
                return
            }
            verdict = .accepted
            let stored = AvatarDecoder.storedSize(width: width, height: height, side: limits.storedSide)
            if stored != (width, height) {
                gdk_pixbuf_loader_set_size(loader, gint(stored.width), gint(stored.height))
            }
        }

        /// Records the refusal and stops the loader before it allocates or decodes pixels.
        private func refuse(_ refusal: Refusal, loader: UnsafeMutablePointer<GdkPixbufLoader>) {
            verdict = .refused(refusal)
            gdk_pixbuf_loader_set_size(loader, 0, 0)
        }
    }
}
