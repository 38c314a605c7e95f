import Foundation

/// ViewTree's `UIStackView`: lays out its `arrangedSubviews` in a row or a column with Auto Layout
/// constraints of its own, as UIKit's does — so the constraints are visible to
/// `constraintsAffectingLayout(for:)`, conflict logs and ambiguity checks, with UIKit's identifiers
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-hiding`, …).
///
/// Defaults are UIKit's: `axis` horizontal, `distribution` `.fill`, `alignment` `.fill`, `spacing` 0.
/// A hidden arranged subview collapses (its spacing goes, its size along the axis is 0); hidden inside
/// an animation block, the collapse animates.
open class StackView: View {
    /// `UIStackView.Distribution`: how the arranged subviews share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Fill the length; when the content does not fit, the view with the lowest hugging (or
        /// compression resistance) priority stretches (or shrinks). The default.
        case fill = 0
        /// Every arranged subview gets the same length.
        case fillEqually = 1
        /// Lengths in proportion to the arranged subviews' intrinsic lengths.
        case fillProportionally = 2
        /// Natural lengths; the leftover space is shared equally between the views (at least `spacing`).
        case equalSpacing = 3
        /// Natural lengths; the centres are equally far apart (gaps at least `spacing`).
        case equalCentering = 4
    }

    /// `UIStackView.Alignment`: how the arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable {
        /// Fill the stack across the axis. The default.
        case fill = 0
        /// The leading edge (the top for a horizontal stack: `.top` is the same value).
        case leading = 1
        /// Baselines (a vertical stack: `.leading`); ViewTree has no baselines and aligns the tops.
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// The trailing edge (the bottom for a horizontal stack: `.bottom` is the same value).
        case trailing = 4
        /// Last baselines; ViewTree aligns the bottoms.
        case lastBaseline = 5

        /// `.top`: the same value as `.leading` (`UIStackViewAlignmentTop`).
        public static let top = Alignment.leading
        /// `.bottom`: the same value as `.trailing` (`UIStackViewAlignmentBottom`).
        public static let bottom = Alignment.trailing
    }

    /// `UIStackView.spacingUseDefault`: "no custom spacing after this view" (`FLT_MAX` in UIStackView.h).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// `UIStackView.spacingUseSystem` (iOS 11): the system's standard spacing (−0.0 in UIStackView.h).
    public static let spacingUseSystem: CGFloat = -0.0
    /// The system's standard spacing between sibling views: 8 pt (Auto Layout's standard sibling
    /// spacing, the `-` of the visual format language).
    public static let systemSpacing: CGFloat = 8

    /// The arranged subviews, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [View] = []

    /// The axis the views are arranged along. Default `.horizontal`.
    open var axis: LayoutConstraintAxis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How the views share the length. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How the views sit across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The space between adjacent views (the minimum for the equal distributions). Default 0.
    /// A NaN or infinite value is rejected with a diagnostic.
    open var spacing: CGFloat {
        get { storedSpacing }
        set {
            guard newValue.isFinite else {
                reject(.invalidValue, "spacing \(newValue) is not a finite number; spacing stays \(UIKitFormat.number(storedSpacing))")
                return
            }
            guard newValue.bitPattern != storedSpacing.bitPattern else { return }
            storedSpacing = newValue
            arrangementDidChange()
        }
    }
    /// Whether the arrangement is inset by the layout margins (8 pt on every side). Default `false`.
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } } }
    /// Accepted for source compatibility; ViewTree has no baselines.
    open var isBaselineRelativeArrangement = false

    private var storedSpacing: CGFloat = 0
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints this stack view made, active while the arrangement holds.
    private(set) var arrangementConstraints: [LayoutConstraint] = []
    private var gapGuides: [LayoutGuide] = []

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init(coder:)`: an empty stack at the coder's frame. Not failable, as `UIStackView`'s is not, so a UIKit
    /// subclass's `required init(coder: NSCoder) { super.init(coder: coder) }` ports unchanged. (`View`'s
    /// initializer never fails.)
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// `init(arrangedSubviews:)`: a stack of these views, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    override var libraryClassName: String { "StackView" }

    /// `CATransformLayer` before iOS 14 (`PlatformProfile.stackViewLayerIsTransformLayer`): `<UIStackView: …;
    /// frame = (0 0; 0 0); layer = <CATransformLayer: …>>`; only the printed name (ViewTree makes a plain layer).
    override var privateLayerClassName: PrivateLayerClassName? {
        (simulation?.profile ?? .default).stackViewLayerIsTransformLayer ? .transform : nil
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of `arrangedSubviews` (and as a subview, if it is not one). Its
    /// `translatesAutoresizingMaskIntoConstraints` becomes `false`, as UIKit does.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into `arrangedSubviews` at `index` (0…count; outside, rejected with a diagnostic). A view
    /// already arranged moves: the count it is checked against includes it ("This value must not be greater than the
    /// number of views currently in this array", UIKit's documentation), so `addArrangedSubview` moves an arranged
    /// view to the end, and an index past the others puts it last.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else {
            reject(.hierarchyCycle, "a stack view cannot arrange itself; nothing changed")
            return
        }
        let limit = arrangedSubviews.count
        guard index >= 0, index <= limit else {
            reject(.indexOutOfRange, "insertArrangedSubview(_:at: \(index)) with \(arrangedSubviews.count) arranged subviews; nothing changed")
            return
        }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return } // rejected (a cycle, another world)
        }
        // The view's own callbacks (`didMoveToSuperview`, …) may have arranged it, or changed the arrangement, while
        // it was added: it is looked for again, so that it is arranged once, at `index` or the end if fewer remain.
        if let arranged = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: arranged) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        arrangementDidChange()
    }

    /// Removes `view` from `arrangedSubviews`; it stays a subview, as UIKit documents.
    open func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Spacing after one arranged subview, instead of `spacing` (iOS 11).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            reject(.notASubview, "setCustomSpacing(_:after:): \(arrangedSubview.diagnosticName) is not an arranged subview; nothing changed")
            return
        }
        guard spacing.isFinite || spacing == StackView.spacingUseDefault else {
            reject(.invalidValue, "custom spacing \(spacing) is not a finite number; nothing changed")
            return
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == StackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    // MARK: Hooks

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        // A view removed from the subviews leaves the arrangement too (UIKit documents this).
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    override func subviewHiddenDidChange(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementDidChange()
        // Hidden inside an animation block, the collapse animates: lay out now, inside the block.
        if ThreadContext.isAnimationBlockOpen { (superview ?? self).layoutIfNeeded() }
    }

    /// A margins-relative arrangement follows the stack's margins: it is rebuilt when they are set.
    override open func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrangementDidChange() }
    }

    // MARK: Building the constraints

    /// Rebuilds the stack's own constraints for the current arrangement.
    func arrangementDidChange() {
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides = []
        arrangementConstraints = StackArrangement(stack: self).constraints(gapGuides: &gapGuides)
        LayoutConstraint.activate(arrangementConstraints)
        setNeedsLayout()
    }

    /// The spacing after an arranged subview: its custom spacing, else `spacing` (`spacingUseSystem`
    /// meaning the system spacing).
    func spacing(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? storedSpacing
        return value == 0 && value.sign == .minus ? StackView.systemSpacing : value
    }
}
