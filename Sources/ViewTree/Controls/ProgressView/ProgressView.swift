import Foundation

/// A horizontal bar showing progress: ViewTree's `UIProgressView`.
///
/// `progress` is clamped to 0…1. Only its height is intrinsic (`profile.controls.progressViewHeight`):
/// like a slider, a progress view needs a width from its constraints.
open class ProgressView: View {
    /// `UIProgressView.appearance()`: the current world's proxy; carries `progressTintColor` and `trackTintColor`.
    open override class func appearance() -> ProgressView { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> ProgressView {
        appearanceProxy(self, containers: containerTypes, make: { ProgressView(frame: .zero) }, properties: appearanceProperties)
    }

    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The bar for toolbars.
        case bar = 1
    }

    var storedProgress: Float = 0

    /// The style. Default `.default`.
    open var progressViewStyle: Style = .default

    /// The progress, 0…1 (values outside are clamped; NaN is rejected). While `observedProgress` is set, its
    /// `fractionCompleted` (clamped) at the time of asking.
    open var progress: Float {
        get {
            guard let observedProgress else { return storedProgress }
            let fraction = Float(observedProgress.fractionCompleted)
            return fraction.isNaN ? storedProgress : min(max(fraction, 0), 1)
        }
        set { setProgress(newValue, animated: false) }
    }

    /// The filled part's colour. Stored only.
    open var progressTintColor: Color?
    /// The unfilled part's colour. Stored only.
    open var trackTintColor: Color?
    /// `progressImage`: the image of the filled part; `nil` by default. Stored only (ViewTree draws no pixels).
    open var progressImage: Image?
    /// `trackImage`: the image of the unfilled part; `nil` by default. Stored only.
    open var trackImage: Image?
    /// `observedProgress` (iOS 9): a `Progress` the bar follows ("updates its progress value automatically using
    /// information it receives from the Progress object", UIProgressView documentation); `nil` by default. ViewTree
    /// reads its `fractionCompleted` whenever `progress` is asked (Foundation on Linux has no key-value observing).
    open var observedProgress: Progress?

    /// `init(progressViewStyle:)`.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        isOpaque = false
        let h = intrinsicContentSize.height
        frame = CGRect(x: 0, y: 0, width: 0, height: h)
    }

    /// `initWithFrame:`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Sets the progress (clamped). (The bar's animation is not modelled.)
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            return reject(.invalidValue, "progress \(progress) is not a number; it stays \(storedProgress)")
        }
        storedProgress = min(max(progress, 0), 1)
    }

    /// The era's height; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: (simulation?.profile ?? .default).controls.progressViewHeight)
    }

    override var libraryClassName: String { "ProgressView" }
}
