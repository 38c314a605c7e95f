import Foundation

/// A view that shows an image: ViewTree's `UIImageView`.
///
/// As in UIKit, user interaction is disabled and `isOpaque` is false by default, and `sizeThatFits` is the image's size. The
/// scroll indicators of iOS 6–12 are image views: a category on `ImageView` reaches them.
open class ImageView: View {
    /// The symbol effects running (ImageView+SymbolEffects.swift); `nil`: none ever.
    var symbolEffectsStorage: [RunningSymbolEffect]?
    /// `animationImages` and their run (ImageView+Animation.swift); `nil`: never used.
    var imageAnimationStorage: ImageAnimationStorage?
    /// The image shown; setting it does not resize the view (as in UIKit; call `sizeToFit()`). An animated image
    /// (`Image.animatedImage(with:duration:)`, duration above 0) starts playing at once (ImageView+Animation.swift).
    open var image: Image? {
        didSet {
            guard image != oldValue else { return }
            invalidateIntrinsicContentSize()
            imageDidChangeForImageAnimation()
        }
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
        imageDidChangeForImageAnimation()
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

    /// `isHighlighted`: whether the view shows `highlightedImage` (and animates `highlightedAnimationImages`).
    /// Default `false`.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            if highlightedImage != nil { invalidateIntrinsicContentSize() }
            highlightDidChangeForImageAnimation()
        }
    }

    // MARK: Animating images (the rules are in ImageView+Animation.swift)

    /// `animationImages`: the frames `startAnimating()` plays, in order; default `nil`. While the animation runs the
    /// view shows them instead of `image` (`shownImage`); `image` itself does not change, and shows again when the
    /// animation stops or ends. A change acts on the next `startAnimating()`.
    open var animationImages: [Image]? {
        get { imageAnimationStorage?.images }
        set { imageAnimation.images = newValue }
    }

    /// `highlightedAnimationImages`: the frames played while `isHighlighted`; default `nil` (then `animationImages`).
    open var highlightedAnimationImages: [Image]? {
        get { imageAnimationStorage?.highlightedImages }
        set { imageAnimation.highlightedImages = newValue }
    }

    /// `animationDuration`: one cycle through the frames, in seconds. Default (and 0): the number of frames × 1/30 s
    /// (`ImageView.defaultAnimationFrameDuration`). A negative or non-finite duration is refused with a diagnostic.
    open var animationDuration: TimeInterval {
        get { effectiveAnimationDuration }
        set { setAnimationDuration(newValue) }
    }

    /// `animationRepeatCount`: how many cycles to play; 0 (the default) repeats forever. A negative count is refused.
    open var animationRepeatCount: Int {
        get { imageAnimationStorage?.repeatCount ?? 0 }
        set { setAnimationRepeatCount(newValue) }
    }

    /// `startAnimating()`: plays the frames from the start on the world's clock, each for an equal share of
    /// `animationDuration`, `animationRepeatCount` times (forever for 0). Called again, it starts over. Without frames
    /// nothing starts. The view need not be in a window yet (a controller starts it in `viewDidLoad`); leaving its
    /// window stops it, as Core Animation removes a layer's animations then.
    open func startAnimating() { beginImageAnimation() }

    /// `stopAnimating()`: stops the animation; the view shows its image again.
    open func stopAnimating() { imageAnimationStorage?.run = nil }

    /// `isAnimating`: whether the animation runs now: started, not stopped, not past its last cycle.
    open var isAnimating: Bool { liveImageAnimationRun != nil }

    /// Test-facing: what the view shows now: the current frame while animating, else the highlighted image or the
    /// image (UIKit shows the frame through the layer's presentation and leaves `image` alone).
    public var shownImage: Image? {
        if let run = liveImageAnimationRun, let now = simulation?.now { return run.frame(at: now) }
        return displayedImage
    }

    /// The view left its window: Core Animation removed the layer's animations, so the image animation stops (an
    /// animated `image` plays again when the view is back in a window).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        windowDidChangeForImageAnimation()
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

    /// The image's size less its alignment insets (the size of the alignment rectangle, which Auto Layout sizes, so
    /// that the frame it gets is the image's size); no intrinsic size without an image (as UIImageView).
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let i = image.alignmentRectInsets
        guard i != .zero else { return image.size }
        let content = CGRect(origin: .zero, size: image.size).inset(by: i).size
        return CGSize(width: max(0, content.width), height: max(0, content.height))
    }

    /// The shown image's `alignmentRectInsets` (zero without an image): Auto Layout aligns the image's content, not its
    /// shadow or glow. Apple's documentation of `UIImage.alignmentRectInsets`: "Objects that incorporate images can use
    /// these insets to place the image properly within their content"; the alignment insets of an asset catalog's
    /// image move an image view placed by constraints (useyourloaf.com, "Auto Layout and Alignment Rectangles").
    open override var alignmentRectInsets: EdgeInsets { displayedImage?.alignmentRectInsets ?? .zero }

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
