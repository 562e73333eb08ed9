/// Whether an image file holds all the data its headers announce.
///
/// gdk-pixbuf's incremental PNG, JPEG and BMP loaders "finish" a file that is
/// cut off: the PNG loader leaves the rows it never received in its grey fill,
/// the JPEG loader inserts an end marker and libjpeg pads the rest with grey,
/// the BMP loader keeps the rows it has; all three report success. A cut-off
/// photo is a broken file, so for these formats the decoded image is only kept
/// when the file reaches its end. (The GIF and TIFF loaders report a truncated
/// file themselves.) This reads the container only; whether the pixels are
/// valid is gdk-pixbuf's to say.
///
/// Not caught: a PNG whose compressed data ends cleanly before its last row
/// and is still followed by its end chunk (a crafted file, not a cut one);
/// libpng's incremental reader takes that as a warning.
enum ImageCompleteness {
    /// False when `bytes`, decoded by gdk-pixbuf as `formatName`, stops before the image's end.
    static func isComplete(_ bytes: UnsafeRawBufferPointer, formatName: String) -> Bool {
        switch formatName {
        case "png": return pngReachesEnd(bytes)
        case "jpeg": return jpegReachesEnd(bytes)
        case "bmp": return bmpHoldsItsPixels(bytes)
        default: return true
        }
    }

    /// A PNG ends with an `IEND` chunk: walk the chunks by their lengths until it.
    /// (libpng has checked the CRCs of the chunks it needed.)
    private static func pngReachesEnd(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 8  // the signature
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, offset))
            let type = (bytes[offset + 4], bytes[offset + 5], bytes[offset + 6], bytes[offset + 7])
            let end = offset + 12 + length
            guard end <= bytes.count else { return false }
            if type == (0x49, 0x45, 0x4E, 0x44) { return true }  // "IEND"
            offset = end
        }
        return false
    }

    /// A JPEG ends with an EOI marker (FF D9) after its first scan. The segments before
    /// the scan are skipped by their lengths, because an EXIF thumbnail in APP1 has an
    /// end marker of its own; inside entropy-coded data FF is always followed by 00 or
    /// a restart marker, so the first FF D9 there is the real end.
    private static func jpegReachesEnd(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 2  // SOI
        // Find the first start of scan (FF DA).
        while true {
            while offset < bytes.count, bytes[offset] == 0xFF, offset + 1 < bytes.count, bytes[offset + 1] == 0xFF {
                offset += 1  // fill bytes before a marker
            }
            guard offset + 4 <= bytes.count, bytes[offset] == 0xFF else { return false }
            let marker = bytes[offset + 1]
            if marker == 0xD9 { return false }  // an end before any scan: no image data
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // markers without a length
                offset += 2
                continue
            }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            offset += 2 + length
            if marker == 0xDA { break }
        }
        // Look for the end marker in the scans that follow.
        guard offset < bytes.count else { return false }
        var index = offset
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF, bytes[index + 1] == 0xD9 { return true }
            index += 1
        }
        return false
    }

    /// An uncompressed BMP holds every row its header declares after the pixel offset
    /// (rows padded to 4 bytes); a compressed one (RLE, JPEG or PNG inside) is as long
    /// as the file size in its header says, when it says one.
    private static func bmpHoldsItsPixels(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= 26 else { return false }
        let fileSize = Int(littleEndian32(bytes, 2))
        let pixelOffset = Int(littleEndian32(bytes, 10))
        let headerSize = Int(littleEndian32(bytes, 14))
        let width: Int
        let height: Int
        let bitsPerPixel: Int
        let compression: UInt32
        if headerSize == 12 {  // OS/2 BITMAPCOREHEADER: 16-bit sizes, never compressed
            width = Int(littleEndian16(bytes, 18))
            height = Int(littleEndian16(bytes, 20))
            bitsPerPixel = Int(littleEndian16(bytes, 24))
            compression = 0
        } else {
            guard bytes.count >= 34 else { return false }
            width = Int(Int32(bitPattern: littleEndian32(bytes, 18)))
            height = abs(Int(Int32(bitPattern: littleEndian32(bytes, 22))))  // negative: rows top-down
            bitsPerPixel = Int(littleEndian16(bytes, 28))
            compression = littleEndian32(bytes, 30)
        }
        // BI_RGB and BI_BITFIELDS: plain rows.
        if compression == 0 || compression == 3 {
            guard width > 0, height > 0, bitsPerPixel > 0 else { return false }
            // gdk-pixbuf has decoded it within Roster's size limits, but stay safe from overflow.
            let (rowBits, rowOverflows) = width.multipliedReportingOverflow(by: bitsPerPixel)
            let (pixelBytes, sizeOverflows) = ((rowBits + 31) / 32 * 4).multipliedReportingOverflow(by: height)
            guard !rowOverflows, !sizeOverflows else { return false }
            return bytes.count - pixelOffset >= pixelBytes
        }
        return fileSize == 0 || bytes.count >= fileSize
    }

    private static func littleEndian32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    private static func littleEndian16(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
