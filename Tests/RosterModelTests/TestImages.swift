import Foundation
import RosterTestSupport

/// Tiny images built byte by byte, and ways to break them.
///
/// The checksums are computed with a bitwise CRC-32 and Adler-32 of the tests' own
/// (`Checksums`), so a PNG whose header is patched (to declare another size) still passes
/// libpng's checks and only its declared size is wrong.
enum TestImages {
    static func littleEndian32(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    static func littleEndian16(_ value: UInt16) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    // MARK: PNG

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG chunk: length, type, data, CRC over type and data.
    static func pngChunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4)
        return Checksums.bigEndian(UInt32(data.count)) + typeBytes + data + Checksums.bigEndian(crc ?? Checksums.crc32(typeBytes + data))
    }

    /// IHDR data: width, height, 8-bit RGBA, no interlace.
    static func pngHeader(width: UInt32 = 1, height: UInt32 = 1) -> [UInt8] {
        Checksums.bigEndian(width) + Checksums.bigEndian(height) + [8, 6, 0, 0, 0]
    }

    /// IDAT data for a 1x1 RGBA image: a zlib stream holding one stored (uncompressed)
    /// deflate block with the filter byte and one red pixel.
    static var pngPixelData: [UInt8] {
        let scanline: [UInt8] = [0x00, 0xFF, 0x00, 0x00, 0xFF]
        let length = UInt16(scanline.count)
        return [0x78, 0x01, 0x01] + littleEndian16(length) + littleEndian16(~length) + scanline
            + Checksums.bigEndian(Checksums.adler32(scanline))
    }

    /// A valid 1x1 red PNG.
    static var png: [UInt8] {
        pngSignature + pngChunk("IHDR", pngHeader()) + pngChunk("IDAT", pngPixelData) + pngChunk("IEND", [])
    }

    /// The 1x1 red PNG with its header patched to declare `width`×`height` (CRC fixed):
    /// a valid header whose image data is far too short, as in a decompression bomb
    /// cut down to what a test needs.
    static func png(declaringWidth width: UInt32, height: UInt32) -> [UInt8] {
        pngSignature + pngChunk("IHDR", pngHeader(width: width, height: height)) + pngChunk("IDAT", pngPixelData) + pngChunk("IEND", [])
    }

    // MARK: JPEG

    static let jpegStart: [UInt8] = [0xFF, 0xD8]
    static let jpegEnd: [UInt8] = [0xFF, 0xD9]
    /// SOF0 (baseline) of a 1x1 greyscale frame.
    static let jpegBaselineFrame: [UInt8] = [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]
    /// A quantisation table segment (DQT), 64 ones.
    static let jpegQuantisationTable: [UInt8] = [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
    /// A Huffman table segment (DHT) — its marker FFC4 is in the SOF range but is not a frame.
    static let jpegHuffmanTable: [UInt8] = [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
    /// Start of scan for one component, then one byte of entropy-coded data.
    static let jpegScan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x00]

    /// A minimal JPEG: SOI, DQT, SOF0, DHT, SOS with data, EOI.
    static var jpeg: [UInt8] {
        jpegStart + jpegQuantisationTable + jpegBaselineFrame + jpegHuffmanTable + jpegScan + jpegEnd
    }

    /// An APP1 segment with EXIF data holding only an orientation tag (1 to 8),
    /// to insert after a JPEG's SOI marker.
    static func exifOrientation(_ orientation: UInt16) -> [UInt8] {
        // TIFF header (big-endian), then one IFD with one entry: tag 0x0112, SHORT, count 1.
        let tiff: [UInt8] =
            Array("MM".utf8) + [0x00, 0x2A] + Checksums.bigEndian(8)
            + [0x00, 0x01] + [0x01, 0x12, 0x00, 0x03] + Checksums.bigEndian(1) + [UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0]
            + Checksums.bigEndian(0)
        let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = UInt16(body.count + 2)
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    // MARK: GIF

    /// A 1x1 GIF89a with a two-colour table, ending with the trailer 0x3B.
    static var gif: [UInt8] {
        Array("GIF89a".utf8)
            + littleEndian16(1) + littleEndian16(1) + [0x80, 0x00, 0x00]  // screen: 1x1, global colour table of 2
            + [0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF]  // black, white
            + [0x2C] + littleEndian16(0) + littleEndian16(0) + littleEndian16(1) + littleEndian16(1) + [0x00]
            + [0x02, 0x02, 0x44, 0x01, 0x00]  // LZW minimum code size, one data sub-block, terminator
            + [0x3B]
    }

    // MARK: BMP

    /// A 1x1 24-bit BMP: file header, BITMAPINFOHEADER, one padded pixel row.
    static var bmp: [UInt8] {
        let pixels: [UInt8] = [0x00, 0x00, 0xFF, 0x00]  // blue, green, red + padding to 4 bytes
        let infoHeader =
            littleEndian32(40) + littleEndian32(1) + littleEndian32(1) + littleEndian16(1) + littleEndian16(24)
            + littleEndian32(0) + littleEndian32(UInt32(pixels.count)) + littleEndian32(2_835) + littleEndian32(2_835)
            + littleEndian32(0) + littleEndian32(0)
        let offset = 14 + infoHeader.count
        let fileHeader = Array("BM".utf8) + littleEndian32(UInt32(offset + pixels.count)) + [0, 0, 0, 0] + littleEndian32(UInt32(offset))
        return fileHeader + infoHeader + pixels
    }

    // MARK: WebP

    /// A 1x1 lossless WebP (RIFF container, VP8L chunk).
    static var webp: [UInt8] {
        let bitstream: [UInt8] = [0x2F, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xFE, 0x07, 0x00]
        // 13 bytes of VP8L data, padded to an even size.
        let chunk = Array("VP8L".utf8) + littleEndian32(13) + bitstream
        let body = Array("WEBP".utf8) + chunk
        return Array("RIFF".utf8) + littleEndian32(UInt32(body.count)) + body
    }
}

extension Array where Element == UInt8 {
    var data: Data { Data(self) }
}
