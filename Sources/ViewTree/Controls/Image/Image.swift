import Foundation
import Synchronization

/// `UIImage`: a name and a size in points (ViewTree draws no pixels).
///
/// A class, as `UIImage` is, so extensions real code writes (`convenience init?(…)`, `class func …`) port
/// unchanged. Immutable, so `Sendable`; two images are equal when their names, sizes, frames, rendering modes and
/// symbol configurations are, so an image loaded twice by name is the same image.
public final class Image: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The image's name (as `UIImage(named:)` would take, or the symbol's name for `UIImage(systemName:)`).
    public let name: String
    /// The size in points.
    public let size: CGSize
    /// `scale`: the image's pixels per point, so that `size` × `scale` is its size in pixels. As Apple documents it:
    /// 2 for a file named with `@2x` (3 for `@3x`), the scale given to `init(data:scale:)` or
    /// `init(cgImage:scale:orientation:)`, 1 for every other image made from bytes or a bitmap. An image the app's
    /// asset catalog holds (`Image(named:)`), a symbol image and an image drawn at scale 0 (a renderer's default
    /// format, `UIGraphicsBeginImageContextWithOptions(_, _, 0)`) take the screen's scale, as a device reports them
    /// (see `Image.screenScale(in:)`).
    public let scale: CGFloat
    /// `images`: the frames of an animated image (`animatedImage(with:duration:)`), `nil` for a still image.
    public let images: [Image]?
    /// `duration`: how long an animated image's frames take to play once; 0 for a still image.
    public let duration: TimeInterval
    /// `renderingMode`: how the image is drawn (`.automatic` unless `withRenderingMode(_:)` chose one).
    public let renderingMode: RenderingMode
    /// `isSymbolImage`: made by `UIImage(systemName:)` (see `Image+Symbols.swift`).
    public let isSymbolImage: Bool
    /// `symbolConfiguration`: the configuration a symbol image was made with; `nil` for other images.
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour `withTintColor(_:)` gave the image, if any (UIKit keeps it private; ViewTree shows it so that
    /// a test can check what a view will be drawn with).
    public let tintColor: Color?
    /// `alignmentRectInsets`: where the image's content lies inside its size, leaving out a shadow or glow ("if you
    /// have a 20 x 20 pixel icon that includes a glow effect, you might set the insets to {{2, 2}, {16, 16}}",
    /// Apple's documentation); `.zero` unless `withAlignmentRectInsets(_:)` gave some. An image view aligns by them
    /// (`ImageView.alignmentRectInsets`).
    public let alignmentRectInsets: EdgeInsets
    /// `flipsForRightToLeftLayoutDirection` (iOS 9): whether the image is drawn mirrored in a right-to-left layout;
    /// `false` unless the image came from `imageFlippedForRightToLeftLayoutDirection()` ("By default, this property is
    /// false", Apple's documentation). Kept: ViewTree draws no pixels.
    public let flipsForRightToLeftLayoutDirection: Bool

    /// `accessibilityLabel` (the `UIAccessibility` informal protocol, which `UIImage` adopts): what VoiceOver reads for
    /// the image where it is shown without a label of its own, as Apple's UIKitCatalog gives each symbol segment of a
    /// segmented control ("Airplane", "Gift", "Burst"); `nil` by default. The one mutable property of an image, as in
    /// UIKit: not part of its equality, hash or encoding, and kept behind a lock, since an image may be shared.
    public var accessibilityLabel: String? {
        get { accessibilityLabelStorage.withLock { $0 } }
        set { accessibilityLabelStorage.withLock { $0 = newValue } }
    }
    private let accessibilityLabelStorage = Mutex<String?>(nil)

    /// `UIImage.RenderingMode` (UIImage.h values).
    public enum RenderingMode: Int, Sendable, Hashable, Codable {
        /// The context decides: template in bars and buttons, original elsewhere (symbol images are templates).
        case automatic = 0
        /// Drawn as it is.
        case alwaysOriginal = 1
        /// Drawn as a mask filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// Creates an image value at scale 1.
    public convenience init(name: String, size: CGSize) {
        self.init(name: name, size: size, scale: 1)
    }

    /// Creates an image value of `size` points at `scale` pixels per point (a scale that is not finite and positive
    /// is taken as 1, as `init(data:scale:)` takes it).
    public init(name: String, size: CGSize, scale: CGFloat) {
        self.name = name
        self.size = size
        self.scale = Image.validScale(scale)
        self.images = nil
        self.duration = 0
        self.renderingMode = .automatic
        self.isSymbolImage = false
        self.symbolConfiguration = nil
        self.tintColor = nil
        self.alignmentRectInsets = .zero
        self.flipsForRightToLeftLayoutDirection = false
    }

    /// Every field given (the variants below and the symbol images).
    init(name: String, size: CGSize, images: [Image]?, duration: TimeInterval, renderingMode: RenderingMode,
         isSymbolImage: Bool, symbolConfiguration: SymbolConfiguration?, tintColor: Color?,
         alignmentRectInsets: EdgeInsets = .zero, flipsForRightToLeftLayoutDirection: Bool = false, scale: CGFloat = 1) {
        self.name = name
        self.size = size
        self.scale = Image.validScale(scale)
        self.images = images
        self.duration = duration
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbolImage
        self.symbolConfiguration = symbolConfiguration
        self.tintColor = tintColor
        self.alignmentRectInsets = alignmentRectInsets
        self.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
    }

    /// This image with the given fields changed and every other kept (the variants below).
    func variant(renderingMode: RenderingMode? = nil, tintColor: Color? = nil, alignmentRectInsets: EdgeInsets? = nil,
                 flipsForRightToLeftLayoutDirection: Bool? = nil) -> Image {
        Image(name: name, size: size, images: images, duration: duration, renderingMode: renderingMode ?? self.renderingMode,
              isSymbolImage: isSymbolImage, symbolConfiguration: symbolConfiguration, tintColor: tintColor ?? self.tintColor,
              alignmentRectInsets: alignmentRectInsets ?? self.alignmentRectInsets,
              flipsForRightToLeftLayoutDirection: flipsForRightToLeftLayoutDirection ?? self.flipsForRightToLeftLayoutDirection,
              scale: scale)
    }

    /// `scale` when it is finite and positive, else 1.
    static func validScale(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    /// `UIImage.animatedImage(with:duration:)`: an image that plays `images` over `duration` seconds. Its size is
    /// the first frame's (UIKit documents that all frames should share one size); `nil` for no frames, as UIKit
    /// returns. A duration that is negative or not finite is taken as 0.
    public static func animatedImage(with images: [Image], duration: TimeInterval) -> Image? {
        guard let first = images.first else { return nil }
        return Image(name: first.name, size: first.size, images: images,
                     duration: duration.isFinite && duration > 0 ? duration : 0, renderingMode: first.renderingMode,
                     isSymbolImage: false, symbolConfiguration: nil, tintColor: nil, scale: first.scale)
    }

    /// `withRenderingMode(_:)`: the same image drawn in `mode`.
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        variant(renderingMode: mode)
    }

    /// `withAlignmentRectInsets(_:)`: the same image with `alignmentInsets` as its alignment insets. Insets that are
    /// not finite are not kept (ours: UIKit documents no such case); the image keeps its own.
    public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
        variant(alignmentRectInsets: alignmentInsets.isFinite ? alignmentInsets : alignmentRectInsets)
    }

    /// `imageFlippedForRightToLeftLayoutDirection()` (iOS 9): the same image, drawn mirrored in a right-to-left
    /// layout (`flipsForRightToLeftLayoutDirection` is `true`), as a back arrow or a disclosure chevron should be.
    public func imageFlippedForRightToLeftLayoutDirection() -> Image {
        variant(flipsForRightToLeftLayoutDirection: true)
    }

    /// `withTintColor(_:)` (iOS 13): the same image filled with `color`; a template image becomes
    /// `.alwaysOriginal`, as UIKit documents ("the new image uses the .alwaysOriginal rendering mode").
    public func withTintColor(_ color: Color) -> Image {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// `withTintColor(_:renderingMode:)` (iOS 13).
    public func withTintColor(_ color: Color, renderingMode mode: RenderingMode) -> Image {
        variant(renderingMode: mode, tintColor: color)
    }

    /// `UIImage.isEqual(_:)` as far as ViewTree can tell: the same name, size, scale, frames, rendering
    /// mode, symbol configuration, tint, alignment insets and right-to-left flipping.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size && lhs.scale == rhs.scale && lhs.images == rhs.images && lhs.duration == rhs.duration
            && lhs.renderingMode == rhs.renderingMode && lhs.isSymbolImage == rhs.isSymbolImage
            && lhs.symbolConfiguration == rhs.symbolConfiguration && lhs.tintColor == rhs.tintColor
            && lhs.alignmentRectInsets == rhs.alignmentRectInsets
            && lhs.flipsForRightToLeftLayoutDirection == rhs.flipsForRightToLeftLayoutDirection
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    /// The name and size, e.g. `"star" 24 x 24`.
    public var description: String {
        "\"\(name)\" \(UIKitFormat.number(size.width)) x \(UIKitFormat.number(size.height))"
    }

    private enum CodingKeys: String, CodingKey {
        case name, size, images, duration, renderingMode, isSymbolImage, symbolConfiguration, tintColor, alignmentRectInsets
        case flipsForRightToLeftLayoutDirection, scale
    }

    /// Decodes an image; the fields added after the first release (rendering mode, symbol, scale) are optional.
    public convenience init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decode(String.self, forKey: .name),
                  size: try container.decode(CGSize.self, forKey: .size),
                  images: try container.decodeIfPresent([Image].self, forKey: .images),
                  duration: try container.decodeIfPresent(TimeInterval.self, forKey: .duration) ?? 0,
                  renderingMode: try container.decodeIfPresent(RenderingMode.self, forKey: .renderingMode) ?? .automatic,
                  isSymbolImage: try container.decodeIfPresent(Bool.self, forKey: .isSymbolImage) ?? false,
                  symbolConfiguration: try container.decodeIfPresent(SymbolConfiguration.self, forKey: .symbolConfiguration),
                  tintColor: try container.decodeIfPresent(Color.self, forKey: .tintColor),
                  alignmentRectInsets: try container.decodeIfPresent(EdgeInsets.self, forKey: .alignmentRectInsets) ?? .zero,
                  flipsForRightToLeftLayoutDirection: try container.decodeIfPresent(Bool.self, forKey: .flipsForRightToLeftLayoutDirection) ?? false,
                  scale: try container.decodeIfPresent(CGFloat.self, forKey: .scale) ?? 1)
    }

    /// Encodes the image.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(size, forKey: .size)
        try container.encodeIfPresent(images, forKey: .images)
        try container.encode(duration, forKey: .duration)
        try container.encode(renderingMode, forKey: .renderingMode)
        try container.encode(isSymbolImage, forKey: .isSymbolImage)
        try container.encodeIfPresent(symbolConfiguration, forKey: .symbolConfiguration)
        try container.encodeIfPresent(tintColor, forKey: .tintColor)
        // Only when set, so that an archive of an image without them reads as before.
        if alignmentRectInsets != .zero { try container.encode(alignmentRectInsets, forKey: .alignmentRectInsets) }
        if flipsForRightToLeftLayoutDirection { try container.encode(true, forKey: .flipsForRightToLeftLayoutDirection) }
        if scale != 1 { try container.encode(scale, forKey: .scale) }
    }
}
