import Foundation

// Images from and to encoded bytes: `UIImage(data:)`, `UIImage(contentsOfFile:)`, `pngData()`,
// `jpegData(compressionQuality:)`. ViewTree's images are a name and a size, so reading a PNG, JPEG or GIF
// takes its size from the file's header (its pixels are not decoded), and writing one makes a real,
// decodable file of the image's size whose pixels carry nothing (transparent for PNG, grey for JPEG): code
// that saves or uploads an image gets bytes, and `UIImage(data:)` reads them back at the same size.

extension Image {
    /// The most pixels an image written by `pngData()` or `jpegData(compressionQuality:)` may have: 100 million
    /// (a 10,000 × 10,000 image). Ours, so that a huge or hostile size cannot make gigabytes of output.
    public static let maximumEncodedPixelCount = 100_000_000

    /// `UIImage(data:)`: an image of the size a PNG, JPEG or GIF file's header gives, at scale 1; `nil` for
    /// bytes that are none of those (as UIKit returns `nil` for data it cannot decode).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// `UIImage(data:scale:)`: as `init(data:)`, at `scale` (1 when it is not finite and positive): the size is
    /// the file's pixels divided by it.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageFileHeader.pixelSize(of: data) else { return nil }
        let divisor = Image.validScale(scale)
        self.init(name: "", size: CGSize(width: CGFloat(pixels.width) / divisor, height: CGFloat(pixels.height) / divisor),
                  scale: divisor)
    }

    /// `UIImage(contentsOfFile:)`: the image in the file at `path`, named by the file, at the scale its name gives
    /// (`icon@2x.png` is 2, as UIImage's `scale` documentation says) and its size divided by it; `nil` when the file
    /// cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let pixels = ImageFileHeader.pixelSize(of: data) else {
            return nil
        }
        let file = (path as NSString).lastPathComponent
        let stem = (file as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(name: file, size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale),
                  scale: scale)
    }

    /// The image's size in whole pixels (its size × its scale, rounded up: a 10 × 10 image at scale 2 writes a
    /// 20 × 20 file, which `init(data:)` reads back as 20 × 20 points at scale 1, as on a device), or `nil` when it
    /// is empty, not finite, or has more than `maximumEncodedPixelCount` pixels.
    private var encodablePixelSize: (width: Int, height: Int)? {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w * h <= CGFloat(Image.maximumEncodedPixelCount) else { return nil }
        return (Int(w), Int(h))
    }

    /// `pngData()`: a PNG file of the image's size (transparent pixels; see the top of this file); `nil` for an
    /// empty image or one of more than `maximumEncodedPixelCount` pixels.
    public func pngData() -> Data? {
        guard let (width, height) = encodablePixelSize else { return nil }
        return PNGWriter.transparentImage(width: width, height: height)
    }

    /// `jpegData(compressionQuality:)`: a baseline JPEG file of the image's size (grey pixels; the quality changes
    /// nothing); `nil` as for `pngData()`, and for a side longer than JPEG's 65,535 pixels.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let (width, height) = encodablePixelSize, width <= 65535, height <= 65535 else { return nil }
        return JPEGWriter.greyImage(width: width, height: height)
    }
}

/// The pixel size in the header of a PNG, JPEG or GIF file.
enum ImageFileHeader {
    static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        // PNG: the signature, then the IHDR chunk's width and height.
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            let (w, h) = (be32(16), be32(20))
            return w > 0 && h > 0 ? (w, h) : nil
        }
        // GIF: "GIF87a"/"GIF89a", then the logical screen's width and height, little-endian.
        if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
            let (w, h) = (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
            return w > 0 && h > 0 ? (w, h) : nil
        }
        // JPEG: markers from SOI to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC).
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }   // fill byte
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let (h, w) = (be16(i + 5), be16(i + 7))
                return w > 0 && h > 0 ? (w, h) : nil
            }
            if marker == 0xD9 || marker == 0xDA { return nil }   // end of image, or scan data before any frame
            i += 2 + be16(i + 2)
        }
        return nil
    }
}

/// Writes PNG files whose pixels are all transparent black: the zlib stream is one fixed-Huffman deflate block
/// of a literal 0 and back-references of 258 bytes at distance 1 (13 bits per 258 bytes), so the file stays
/// small at any size.
enum PNGWriter {
    static func transparentImage(width: Int, height: Int) -> Data {
        var ihdr = [UInt8]()
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr += [8, 6, 0, 0, 0]   // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace
        // Each row: filter type 0, then 4 zero bytes per pixel.
        let rawLength = (1 + 4 * width) * height
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        appendChunk("IHDR", ihdr, to: &png)
        appendChunk("IDAT", zlibOfZeros(count: rawLength), to: &png)
        appendChunk("IEND", [], to: &png)
        return Data(png)
    }

    private static func zlibOfZeros(count: Int) -> [UInt8] {
        var bits = DeflateBitWriter()
        bits.write(1, count: 1)        // BFINAL
        bits.write(1, count: 2)        // BTYPE 01: fixed Huffman codes
        bits.writeCode(0b0011_0000, length: 8)   // literal 0
        var left = count - 1
        while left >= 258 {
            bits.writeCode(0b1100_0101, length: 8)   // length symbol 285: 258 bytes
            bits.writeCode(0, length: 5)             // distance symbol 0: distance 1
            left -= 258
        }
        for _ in 0..<left { bits.writeCode(0b0011_0000, length: 8) }
        bits.writeCode(0, length: 7)   // end of block (256)
        // Adler-32 of `count` zero bytes: a stays 1, b adds 1 per byte.
        let adler = UInt32(count % 65521) << 16 | 1
        var stream: [UInt8] = [0x78, 0x01]
        stream += bits.finished
        stream.appendBigEndian(adler)
        return stream
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        png += typed
        png.appendBigEndian(CRC32.checksum(typed))
    }
}

/// Deflate's bit order: fields least significant bit first, Huffman codes most significant bit first.
struct DeflateBitWriter {
    private var bytes: [UInt8] = []
    private var current: UInt8 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
        for i in 0..<count { push(UInt8((value >> UInt32(i)) & 1)) }
    }

    mutating func writeCode(_ code: UInt32, length: Int) {
        for i in stride(from: length - 1, through: 0, by: -1) { push(UInt8((code >> UInt32(i)) & 1)) }
    }

    private mutating func push(_ bit: UInt8) {
        current |= bit << UInt8(used)
        used += 1
        if used == 8 { flush() }
    }

    private mutating func flush() {
        bytes.append(current)
        current = 0
        used = 0
    }

    /// The bytes, the last one padded with zeros.
    var finished: [UInt8] { used == 0 ? bytes : bytes + [current] }
}

/// Writes baseline JPEG files of one grey component: every 8 × 8 block has a DC difference of 0 and ends at
/// once, with one-symbol Huffman tables (the code `0` for each), so a block takes two bits.
enum JPEGWriter {
    static func greyImage(width: Int, height: Int) -> Data {
        var jpeg: [UInt8] = [0xFF, 0xD8]
        // Quantization table 0: all ones.
        jpeg += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        // Start of frame (baseline): 8-bit samples, height, width, one component (id 1, 1×1 sampling, table 0).
        jpeg += [0xFF, 0xC0, 0x00, 0x0B, 0x08]
        jpeg.appendBigEndian(UInt16(height))
        jpeg.appendBigEndian(UInt16(width))
        jpeg += [0x01, 0x01, 0x11, 0x00]
        // Huffman tables: DC 0 and AC 0, each one symbol (0: no difference / end of block) with a 1-bit code.
        for tableClass: UInt8 in [0x00, 0x10] {
            jpeg += [0xFF, 0xC4, 0x00, 0x14, tableClass, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        }
        // Start of scan: one component, tables 0/0, spectral selection 0–63.
        jpeg += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        // Two zero bits per block; the last byte is padded with ones, as the format asks.
        let bitCount = 2 * blocks
        jpeg += [UInt8](repeating: 0, count: bitCount / 8)
        if bitCount % 8 != 0 { jpeg.append(0xFF >> UInt8(bitCount % 8)) }
        if jpeg.last == 0xFF { jpeg.append(0x00) }   // byte stuffing
        jpeg += [0xFF, 0xD9]
        return Data(jpeg)
    }
}

/// CRC-32 (ISO 3309, as PNG chunks use it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}

extension Image {
    /// `UIImage.ResizingMode`, with UIKit's raw values.
    public enum ResizingMode: Int, Sendable {
        /// The middle is tiled.
        case tile = 0
        /// The middle is stretched.
        case stretch = 1
    }

    /// `resizableImage(withCapInsets:)`: the image, to be stretched between its caps. ViewTree draws no pixels, so
    /// it is the same image (a view showing it is sized by its frame as usual).
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image { self }

    /// `resizableImage(withCapInsets:resizingMode:)` (see `resizableImage(withCapInsets:)`).
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image { self }

    /// `stretchableImage(withLeftCapWidth:topCapHeight:)` (iOS 2–5 style; see `resizableImage(withCapInsets:)`).
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image { self }
}
