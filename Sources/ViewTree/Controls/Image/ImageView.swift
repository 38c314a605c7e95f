import Foundation

/// A view that shows an image: ViewTree's `UIImageView`.
///
/// As in UIKit, user interaction is disabled and `isOpaque` is false by default, and `sizeThatFits` is the image's size. The
/// scroll indicators of iOS 6–12 are image views: a category on `ImageView` reaches them.
open class ImageView: View {
    /// The symbol effects running (ImageView+SymbolEffects.swift); `nil`: none ever.
    var symbolEffectsStorage: [RunningSymbolEffect]?
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

    /// `init(image:highlightedImage:)`: an image view sized to the image, showing `highlightedImage` while
    /// `isHighlighted`.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// `highlightedImage`: what the view shows while `isHighlighted` (the image when nil).
    open var highlightedImage: Image? {
        didSet { if isHighlighted, highlightedImage != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// `isHighlighted`: whether the view shows `highlightedImage`. Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }

    /// What every initializer sets: an image view takes no touches and, like UIImageView, is not
    /// opaque (real dumps print `opaque = NO` for every image view).
    private func setUpImageView() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// `preferredSymbolConfiguration` (iOS 13): applied to a symbol image before it is shown (and measured).
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image as shown: a symbol image at `preferredSymbolConfiguration`, any other as it is.
    private var displayedImage: Image? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let image = shown, let preferredSymbolConfiguration, image.isSymbolImage else { return shown }
        return image.withConfiguration(preferredSymbolConfiguration)
    }

    /// The image's size (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// The image's size; no intrinsic size without an image (as UIImageView).
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    override var libraryClassName: String { "ImageView" }

    /// Up to iOS 12 (`PlatformProfile.imageViewPrintsImageName`) an image view's line is followed by
    /// ` - ` and its image's name, `(null)` for an image with none: `<UIImageView: 0x8f1bfe0; frame =
    /// (0 412.5; 320 3.5); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; layer =
    /// <CALayer: 0x8f33c30>> - (null)` (a scroll indicator, iOS 7). ViewTree prints `(null)` for every
    /// image: its images all carry names, where UIKit's made in code (the indicators') have none.
    override func appendTrailer(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        guard (simulation?.profile ?? .default).imageViewPrintsImageName else { return }
        line.append(" - (null)")
    }
}
