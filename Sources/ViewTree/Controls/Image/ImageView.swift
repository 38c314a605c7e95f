import Foundation

/// `UIImage`: a name and a size in points (ViewTree draws no pixels).
///
/// A class, as `UIImage` is, so extensions real code writes (`convenience init?(…)`, `class func …`) port
/// unchanged. Immutable, so `Sendable`; two images are equal when their names, sizes and frames are, so an image
/// loaded twice by name is the same image.
public final class Image: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The image's name (as `UIImage(named:)` would take).
    public let name: String
    /// The size in points.
    public let size: CGSize
    /// `images`: the frames of an animated image (`animatedImage(with:duration:)`), `nil` for a still image.
    public let images: [Image]?
    /// `duration`: how long an animated image's frames take to play once; 0 for a still image.
    public let duration: TimeInterval

    /// Creates an image value.
    public init(name: String, size: CGSize) {
        self.name = name
        self.size = size
        self.images = nil
        self.duration = 0
    }

    private init(name: String, size: CGSize, images: [Image], duration: TimeInterval) {
        self.name = name
        self.size = size
        self.images = images
        self.duration = duration
    }

    /// `UIImage.animatedImage(with:duration:)`: an image that plays `images` over `duration` seconds. Its size is
    /// the first frame's (UIKit documents that all frames should share one size); `nil` for no frames, as UIKit
    /// returns. A duration that is negative or not finite is taken as 0.
    public static func animatedImage(with images: [Image], duration: TimeInterval) -> Image? {
        guard let first = images.first else { return nil }
        return Image(name: first.name, size: first.size, images: images,
                     duration: duration.isFinite && duration > 0 ? duration : 0)
    }

    /// `UIImage.isEqual(_:)` as far as ViewTree can tell: the same name, size and frames.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size && lhs.images == rhs.images && lhs.duration == rhs.duration
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
}

/// A view that shows an image: ViewTree's `UIImageView`.
///
/// As in UIKit, user interaction is disabled and `isOpaque` is false by default, and `sizeThatFits` is the image's size. The
/// scroll indicators of iOS 6–12 are image views: a category on `ImageView` reaches them.
open class ImageView: View {
    /// The image shown; setting it does not resize the view (as in UIKit; call `sizeToFit()`).
    open var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// `initWithFrame:`: an empty image view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpImageView()
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame, with no image.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpImageView()
    }

    /// `initWithImage:`: an image view sized to the image, at the origin.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        setUpImageView()
    }

    /// What every initializer sets: an image view takes no touches and, like UIImageView, is not
    /// opaque (real dumps print `opaque = NO` for every image view).
    private func setUpImageView() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The image's size (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size; no intrinsic size without an image (as UIImageView).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    override var libraryClassName: String { "ImageView" }
}
