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
    /// positive and finite counts as 1); the orientation is not kept.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let divisor = scale.isFinite && scale > 0 ? scale : 1
        self.init(name: "CGImage", size: CGSize(width: CGFloat(cgImage.width) / divisor, height: CGFloat(cgImage.height) / divisor))
    }

    /// `cgImage`: the bitmap, one pixel per point (rounded up); `nil` for an image with no area, as for `UIImage()`,
    /// and for one wider or taller than `Image.maximumBitmapDimension` pixels, for which Core Graphics makes no bitmap.
    public var cgImage: CGImage? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= Image.maximumBitmapDimension, size.height <= Image.maximumBitmapDimension else { return nil }
        return CGImage(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
    }
    #endif

    /// `scale`: 1 (ViewTree's images are measured in points and have no pixels).
    public var scale: CGFloat { 1 }

    /// `imageOrientation`: `.up`.
    public var imageOrientation: Orientation { .up }
}
