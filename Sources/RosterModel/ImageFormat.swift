import Foundation

/// Recognises image files Roster can show, by their structure rather than their name.
///
/// GTK's loaders decode the pixels in the window; this check runs everywhere
/// (the CLI has no GTK) and refuses what no loader could decode: wrong magic
/// bytes, a PNG whose chunks or CRCs are broken, a JPEG without a frame header
/// or end marker, a truncated GIF, WebP or BMP.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif, webp, bmp

    /// The format's MIME type, for file choosers.
    public var mimeType: String { "image/" + rawValue }

    /// The file name extension used when Roster stores an image of this format.
    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    /// The format of `data` if it is a structurally valid image, else nil.
    public static func detect(_ data: Data) -> ImageFormat? {
        let bytes = [UInt8](data)
        if isPNG(bytes) { return .png }
        if isJPEG(bytes) { return .jpeg }
        if isGIF(bytes) { return .gif }
        if isWebP(bytes) { return .webp }
        if isBMP(bytes) { return .bmp }
        return nil
    }

    private static func isPNG(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return false }
        var offset = 8
        var sawHeader = false
        var sawData = false
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, offset))
            let typeStart = offset + 4
            guard length >= 0, typeStart + 4 + length + 4 <= bytes.count else { return false }
            let type = String(decoding: bytes[typeStart..<typeStart + 4], as: UTF8.self)
            let crc = bigEndian32(bytes, typeStart + 4 + length)
            guard CRC32.checksum(bytes[typeStart..<typeStart + 4 + length]) == crc else { return false }
            if offset == 8 {
                guard type == "IHDR", length == 13, bigEndian32(bytes, typeStart + 4) > 0, bigEndian32(bytes, typeStart + 8) > 0 else { return false }
                sawHeader = true
            }
            if type == "IDAT" { sawData = true }
            if type == "IEND" { return sawHeader && sawData }
            offset = typeStart + 4 + length + 4
        }
        return false
    }

    private static func isJPEG(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return false }
        var offset = 2
        var sawFrame = false
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return false }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue } // fill byte
            if marker == 0xD9 { return sawFrame }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return false }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC { sawFrame = true }
            if marker == 0xDA {
                // Entropy-coded data follows: the image ends with FFD9.
                return sawFrame && bytes.count >= 2 && bytes[bytes.count - 2] == 0xFF && bytes[bytes.count - 1] == 0xD9
            }
            offset += 2 + length
        }
        return false
    }

    private static func isGIF(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 14, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) else { return false }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        return width > 0 && height > 0 && bytes.last == 0x3B
    }

    private static func isWebP(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 20, bytes.starts(with: Array("RIFF".utf8)),
              String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP" else { return false }
        let riffSize = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
        return riffSize + 8 <= bytes.count && ["VP8 ", "VP8L", "VP8X"].contains(chunk)
    }

    private static func isBMP(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 26, bytes[0] == 0x42, bytes[1] == 0x4D else { return false }
        let fileSize = Int(bytes[2]) | Int(bytes[3]) << 8 | Int(bytes[4]) << 16 | Int(bytes[5]) << 24
        let pixelOffset = Int(bytes[10]) | Int(bytes[11]) << 8 | Int(bytes[12]) << 16 | Int(bytes[13]) << 24
        return fileSize <= bytes.count && pixelOffset < bytes.count && pixelOffset >= 26
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

/// CRC-32 (IEEE), as PNG uses it.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
