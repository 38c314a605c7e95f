import Foundation

#if !canImport(CoreGraphics)
/// `CGImage`: a bitmap, as far as ViewTree keeps one — its size in pixels (ViewTree draws no pixels). Two
/// bitmaps of the same size are equal.
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
    /// `width`, in pixels.
    public let width: Int
    /// `height`, in pixels.
    public let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    /// `<CGImage 40 x 30>`.
    public var description: String { "<CGImage \(width) x \(height)>" }
}
#endif

// The `UIImage` members real code reaches a bitmap with. ViewTree's images have no pixels: their bitmap is one pixel
// per point, so `scale` is 1 and the orientation `.up`.
extension Image {
    /// The widest or tallest bitmap `cgImage` makes, in pixels: 2^31 − 1. Not a Core Graphics number (ours); it
    /// keeps the pixel count of an image of 1e300 points from trapping the conversion to `Int`.
    public static let maximumBitmapDimension = CGFloat(Int32.max)

    /// `UIImage.Orientation`, with UIKit's raw values.
    public enum Orientation: Int, Sendable, Hashable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// `init()`: an empty image (size zero, no bitmap), as `UIImage()` — what code sets to hide a bar's shadow.
    public convenience init() { self.init(name: "", size: .zero) }

    #if !canImport(CoreGraphics)
    /// `init(cgImage:)`: an image of the bitmap's size in points.
    public convenience init(cgImage: CGImage) {
        self.init(name: "CGImage", size: CGSize(width: cgImage.width, height: cgImage.height))
    }

    /// `init(cgImage:scale:orientation:)`: an image of the bitmap's size divided by `scale` (a scale that is not
    /// positive and finite counts as 1), with that `scale`; the orientation is not kept.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let divisor = Image.validScale(scale)
        self.init(name: "CGImage", size: CGSize(width: CGFloat(cgImage.width) / divisor, height: CGFloat(cgImage.height) / divisor),
                  scale: divisor)
    }

    /// `cgImage`: the bitmap, `scale` pixels per point (rounded up), so a 50 × 50 image at scale 2 has a 100 × 100
    /// bitmap (UIImage's `scale` documentation); `nil` for an image with no area, as for `UIImage()`, and for one
    /// wider or taller than `Image.maximumBitmapDimension` pixels, for which Core Graphics makes no bitmap.
    public var cgImage: CGImage? {
        let pixels = CGSize(width: size.width * scale, height: size.height * scale)
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width > 0, pixels.height > 0,
              pixels.width <= Image.maximumBitmapDimension, pixels.height <= Image.maximumBitmapDimension else { return nil }
        return CGImage(width: Int(pixels.width.rounded(.up)), height: Int(pixels.height.rounded(.up)))
    }
    #endif

    /// The scale of the screen an image for `world` is made for (its `pixelScale`: the chosen screen's, else the
    /// profile's), 1 with no world (as a renderer's default format with no world): the scale an asset-catalog image, a symbol image and an
    /// image drawn at scale 0 take. Sources: UIGraphicsBeginImageContextWithOptions documentation ("If you specify
    /// a value of 0.0, the scale factor is set to the scale factor of the device's main screen"), Stack Overflow
    /// 12099028 (an image drawn at scale 0 reads `scale` 2 on a Retina device), "Why is my CGImage 3 x the size
    /// of the UIImage" (manongdao.com/article-2045909.html: a `UIImage(named:)` image's bitmap is three times its
    /// size in points), Apple Developer Forums 716773 (a symbol image's scale is 3).
    package static func screenScale(in world: Simulation?) -> CGFloat {
        world?.pixelScale ?? 1
    }

    /// `imageOrientation`: `.up`.
    public var imageOrientation: Orientation { .up }
}
