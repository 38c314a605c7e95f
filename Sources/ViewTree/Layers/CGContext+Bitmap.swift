import Foundation

#if !canImport(CoreGraphics)
/// `CGImageAlphaInfo`, Core Graphics' raw values (the low five bits of a bitmap info, `kCGBitmapAlphaInfoMask`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// `CGBitmapInfo`: the alpha info in its low bits, then the byte order and float flags.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `alphaInfoMask` (`0x1F`).
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// `floatComponents` (`1 << 8`).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// `byteOrder32Little` (`2 << 12`).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// `byteOrder32Big` (`4 << 12`).
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// The pixel layout a bitmap context was made with.
struct CGBitmapLayout {
    let width: Int
    let height: Int
    let bitsPerComponent: Int
    let bitsPerPixel: Int
    let bytesPerRow: Int
    let alphaInfo: CGImageAlphaInfo
}

// Bitmap contexts (`CGBitmapContextCreate`). ViewTree keeps no pixels, but the context keeps the layout Core Graphics
// checks and reports, and `makeImage()` gives an image of its size, so drawing code that caches into one (Apple's
// TouchCanvas keeps a "frozen" context of the view's pixel size) runs as on a device. Docs/Fidelity.md, "Layers".
extension CGContext {
    /// The bitmap formats Core Graphics accepts for 8 bits per component, by colour components (Quartz 2D
    /// Programming Guide, "Supported Pixel Formats": RGB with `noneSkipFirst`, `noneSkipLast`, `premultipliedFirst`
    /// or `premultipliedLast`; gray with `none`; `alphaOnly` with no colour space). Others give `nil`.
    static func bitsPerPixel(space: CGColorSpace?, bitsPerComponent: Int, alpha: CGImageAlphaInfo) -> Int? {
        guard [1, 2, 4, 5, 8, 16, 32].contains(bitsPerComponent) else { return nil }
        let isGray = space?.name?.contains("Gray") ?? false
        switch (space == nil, isGray, alpha) {
        case (true, _, .alphaOnly): return bitsPerComponent
        case (false, true, .none): return bitsPerComponent
        case (false, false, .noneSkipFirst), (false, false, .noneSkipLast), (false, false, .premultipliedFirst),
             (false, false, .premultipliedLast): return 4 * bitsPerComponent
        default: return nil
        }
    }

    /// `init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`: a bitmap context of `width` ×
    /// `height` pixels, or `nil` where Core Graphics returns `NULL`: an empty or negative size, an unsupported pixel
    /// format, or rows shorter than a pixel row (`bytesPerRow` 0 is computed, as the documentation says for `data`
    /// `nil`). `data` is not written (no pixels are kept).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
              let bitsPerPixel = CGContext.bitsPerPixel(space: alpha == .alphaOnly ? nil : space,
                                                        bitsPerComponent: bitsPerComponent, alpha: alpha) else { return nil }
        let minimumRow = (width * bitsPerPixel + 7) / 8
        guard bytesPerRow == 0 || bytesPerRow >= minimumRow else { return nil }
        self.init()
        bitmapLayout = CGBitmapLayout(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                      bytesPerRow: bytesPerRow == 0 ? minimumRow : bytesPerRow, alphaInfo: alpha)
    }

    /// `width`: the bitmap's width in pixels; 0 for a context that is not a bitmap.
    public var width: Int { bitmapLayout?.width ?? 0 }
    /// `height`: the bitmap's height in pixels; 0 for a context that is not a bitmap.
    public var height: Int { bitmapLayout?.height ?? 0 }
    /// `bitsPerComponent`; 0 for a context that is not a bitmap.
    public var bitsPerComponent: Int { bitmapLayout?.bitsPerComponent ?? 0 }
    /// `bitsPerPixel`; 0 for a context that is not a bitmap.
    public var bitsPerPixel: Int { bitmapLayout?.bitsPerPixel ?? 0 }
    /// `bytesPerRow`: as given, or the computed minimum; 0 for a context that is not a bitmap.
    public var bytesPerRow: Int { bitmapLayout?.bytesPerRow ?? 0 }
    /// `alphaInfo`: `.none` for a context that is not a bitmap.
    public var alphaInfo: CGImageAlphaInfo { bitmapLayout?.alphaInfo ?? .none }

    /// `makeImage()`: an image of the bitmap's size (a copy: later drawing does not change it); `nil` for a context
    /// that is not a bitmap, as `CGBitmapContextCreateImage` gives.
    public func makeImage() -> CGImage? {
        guard let layout = bitmapLayout else { return nil }
        return CGImage(width: layout.width, height: layout.height)
    }

    /// `draw(_:in:byTiling:)`: draws an image into `rect` (accepted, nothing is drawn).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}
#endif
