import Foundation
import Testing
@testable import RosterModel

@Suite("ImageFormat.detect")
struct ImageFormatTests {
    // MARK: The test's own checksums

    @Test("the test's CRC-32 and Adler-32 match the published check values")
    func checksumsOfTheTestAreRight() {
        #expect(TestImages.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(TestImages.crc32(Array("IEND".utf8)) == 0xAE42_6082, "every PNG ends with this CRC")
        #expect(TestImages.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    // MARK: Valid images

    @Test("a valid image of each format is recognised by its bytes", arguments: [
        (TestImages.png, ImageFormat.png),
        (TestImages.jpeg, .jpeg),
        (TestImages.gif, .gif),
        (TestImages.bmp, .bmp),
        (TestImages.webp, .webp),
    ])
    func validImages(bytes: [UInt8], format: ImageFormat) {
        #expect(ImageFormat.detect(bytes.data) == format)
    }

    @Test("file extensions: jpeg is stored as .jpg, the others by their name")
    func fileExtensions() {
        #expect(ImageFormat.allCases.map(\.fileExtension) == ["png", "jpg", "gif", "webp", "bmp"])
    }

    @Test("a PNG with ancillary chunks and image data split over several IDAT chunks is valid")
    func pngWithMoreChunks() {
        let data = TestImages.pngPixelData
        let png = TestImages.pngSignature
            + TestImages.pngChunk("IHDR", TestImages.pngHeader())
            + TestImages.pngChunk("tEXt", Array("Comment\0made by a test".utf8))
            + TestImages.pngChunk("IDAT", Array(data[..<6]))
            + TestImages.pngChunk("IDAT", Array(data[6...]))
            + TestImages.pngChunk("IEND", [])
        #expect(ImageFormat.detect(png.data) == .png)
    }

    @Test("a GIF87a and a progressive JPEG (SOF2) are recognised too")
    func otherVariants() {
        let gif87 = Array("GIF87a".utf8) + TestImages.gif.dropFirst(6)
        #expect(ImageFormat.detect(gif87.data) == .gif)

        var progressiveFrame = TestImages.jpegBaselineFrame
        progressiveFrame[1] = 0xC2
        let progressive = TestImages.jpegStart + progressiveFrame + TestImages.jpegScan + TestImages.jpegEnd
        #expect(ImageFormat.detect(progressive.data) == .jpeg)
    }

    // MARK: Broken PNGs

    @Test("a PNG with one flipped bit in a chunk's data fails its CRC and is refused")
    func pngWithBadCRC() {
        var png = TestImages.png
        // The IDAT data starts after the signature (8), the IHDR chunk (25) and IDAT's length and type (8).
        let idatData = 8 + 25 + 8
        #expect(Array(png[idatData - 4..<idatData]) == Array("IDAT".utf8))
        png[idatData + 5] ^= 0x01
        #expect(ImageFormat.detect(png.data) == nil)
    }

    @Test("a PNG chunk with a wrong stored CRC is refused")
    func pngWithWrongStoredCRC() {
        let png = TestImages.pngSignature
            + TestImages.pngChunk("IHDR", TestImages.pngHeader())
            + TestImages.pngChunk("IDAT", TestImages.pngPixelData, crc: 0x1234_5678)
            + TestImages.pngChunk("IEND", [])
        #expect(ImageFormat.detect(png.data) == nil)
    }

    @Test("a PNG cut short is refused, wherever it is cut")
    func truncatedPNG() {
        let png = TestImages.png
        let withoutEnd = Array(png.dropLast(12))
        #expect(ImageFormat.detect(withoutEnd.data) == nil, "no IEND chunk")
        for length in [8, 20, 33, 40, png.count - 1] {
            #expect(ImageFormat.detect(Array(png.prefix(length)).data) == nil, "cut at \(length) bytes")
        }
    }

    @Test("a PNG without image data, or whose first chunk is not a valid header, is refused")
    func pngWithoutRequiredChunks() {
        let noData = TestImages.pngSignature + TestImages.pngChunk("IHDR", TestImages.pngHeader()) + TestImages.pngChunk("IEND", [])
        #expect(ImageFormat.detect(noData.data) == nil, "no IDAT")

        let dataFirst = TestImages.pngSignature + TestImages.pngChunk("IDAT", TestImages.pngPixelData)
            + TestImages.pngChunk("IHDR", TestImages.pngHeader()) + TestImages.pngChunk("IEND", [])
        #expect(ImageFormat.detect(dataFirst.data) == nil, "IHDR must come first")

        for header in [TestImages.pngHeader(width: 0), TestImages.pngHeader(height: 0), Array(TestImages.pngHeader().prefix(12))] {
            let png = TestImages.pngSignature + TestImages.pngChunk("IHDR", header)
                + TestImages.pngChunk("IDAT", TestImages.pngPixelData) + TestImages.pngChunk("IEND", [])
            #expect(ImageFormat.detect(png.data) == nil, "IHDR \(header)")
        }
    }

    @Test("a chunk length running past the end of the file is refused, not read out of bounds")
    func pngWithHugeChunkLength() {
        var png = TestImages.png
        png.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0xF0])
        #expect(ImageFormat.detect(png.data) == nil)
    }

    // MARK: Broken JPEGs

    @Test("a JPEG without a frame header, without its end marker, or cut inside a segment is refused")
    func brokenJPEGs() {
        let noFrame = TestImages.jpegStart + TestImages.jpegQuantisationTable + TestImages.jpegScan + TestImages.jpegEnd
        #expect(ImageFormat.detect(noFrame.data) == nil, "no SOF")

        let huffmanOnly = TestImages.jpegStart + TestImages.jpegHuffmanTable + TestImages.jpegScan + TestImages.jpegEnd
        #expect(ImageFormat.detect(huffmanOnly.data) == nil, "FFC4 is a Huffman table, not a frame")

        #expect(ImageFormat.detect(Array(TestImages.jpeg.dropLast(2)).data) == nil, "no EOI")
        #expect(ImageFormat.detect(Array(TestImages.jpeg.prefix(30)).data) == nil, "cut inside the DQT segment")
        #expect(ImageFormat.detect((TestImages.jpegStart + TestImages.jpegEnd).data) == nil, "SOI and EOI only")

        var notAMarker = TestImages.jpeg
        notAMarker[2] = 0x00
        #expect(ImageFormat.detect(notAMarker.data) == nil, "segments must start with FF")
    }

    // MARK: Broken GIFs, BMPs, WebPs

    @Test("a GIF without its trailer, with a zero size or an unknown version is refused")
    func brokenGIFs() {
        #expect(ImageFormat.detect(Array(TestImages.gif.dropLast()).data) == nil, "no trailer")
        var zeroWidth = TestImages.gif
        zeroWidth[6] = 0
        #expect(ImageFormat.detect(zeroWidth.data) == nil, "width 0")
        let otherVersion = Array("GIF90a".utf8) + TestImages.gif.dropFirst(6)
        #expect(ImageFormat.detect(otherVersion.data) == nil)
        #expect(ImageFormat.detect((Array("GIF89a".utf8) + [0x3B]).data) == nil, "header only")
    }

    @Test("a BMP whose declared size exceeds the file, or whose pixels start inside the header, is refused")
    func brokenBMPs() {
        #expect(ImageFormat.detect(Array(TestImages.bmp.dropLast()).data) == nil, "one byte short of the declared size")
        var pixelsInHeader = TestImages.bmp
        pixelsInHeader.replaceSubrange(10..<14, with: TestImages.littleEndian32(10))
        #expect(ImageFormat.detect(pixelsInHeader.data) == nil)
        var pixelsPastEnd = TestImages.bmp
        pixelsPastEnd.replaceSubrange(10..<14, with: TestImages.littleEndian32(UInt32(pixelsPastEnd.count)))
        #expect(ImageFormat.detect(pixelsPastEnd.data) == nil)
    }

    @Test("a WebP cut short of its RIFF size, or with an unknown first chunk, is refused")
    func brokenWebPs() {
        #expect(ImageFormat.detect(Array(TestImages.webp.dropLast(4)).data) == nil)
        var unknownChunk = TestImages.webp
        unknownChunk.replaceSubrange(12..<16, with: Array("ABCD".utf8))
        #expect(ImageFormat.detect(unknownChunk.data) == nil)
    }

    // MARK: Not images at all

    @Test("empty data, text, a bare signature and an SQLite file are not images")
    func notImages() {
        #expect(ImageFormat.detect(Data()) == nil)
        #expect(ImageFormat.detect(Data("This is a text file, renamed to photo.png\n".utf8)) == nil)
        #expect(ImageFormat.detect(TestImages.pngSignature.data) == nil)
        #expect(ImageFormat.detect(Data("SQLite format 3\0".utf8) + Data(count: 100)) == nil)
        #expect(ImageFormat.detect(Data([0xFF, 0xD8, 0xFF])) == nil)
        #expect(ImageFormat.detect(Data("BM".utf8)) == nil)
    }
}
