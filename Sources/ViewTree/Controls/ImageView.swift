import Foundation

/// A small stand-in for `UIImage`: a name and a size in points.
public struct Image: Equatable, Hashable, Sendable, Codable {
    /// The image's name (as `UIImage(named:)` would take).
    public var name: String
    /// The size in points.
    public var size: CGSize

    /// Creates an image value.
    public init(name: String, size: CGSize) {
        self.name = name
        self.size = size
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
