import Foundation

/// A view whose content is larger than its bounds: ViewTree's `UIScrollView`.
///
/// `contentOffset` *is* `bounds.origin`, as in UIKit. The two scroll indicators are views the scroll
/// view creates and keeps as its last subviews (image views on iOS 6–12, made with the scroll view;
/// private views on iOS 13+, made at its first layout pass, scroll or flash — per the world's
/// `PlatformProfile`, see `scrollIndicatorsCreatedLazily`); every change of their frame or alpha goes through the setters,
/// so a category on `ImageView` sees it. Scrolling by touch is simulated (see `ScrollView+Dragging`).
open class ScrollView: View {
    // MARK: State

    /// The size of the content; scrolling is possible along an axis where it (plus insets) exceeds the bounds.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.isWithin(View.maximumCoordinate) else {
                reject(.nonFiniteGeometry, "contentSize \(UIKitFormat.size(contentSize)) has a NaN or infinite component, or one beyond ±\(UIKitFormat.number(View.maximumCoordinate)) (View.maximumCoordinate); it stays \(UIKitFormat.size(oldValue))")
                contentSize = oldValue
                return
            }
            guard contentSize != oldValue else { return }
            // iOS 13+: `setContentSize:` from `{0, 0}` brings the vertical, then the horizontal indicator to the front.
            if oldValue == .zero { orderIndicatorsIfReordering() }
            contentGeometryDidChange()
        }
    }

    /// The zoom scales (ScrollView+Zooming.swift).
    var zoomScales = ZoomScales()

    /// `refreshControl` (iOS 10): a pull-to-refresh control shown above the content (see `RefreshControl`).
    open var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let oldValue { refreshControlRoomDidChange(oldValue, attached: false) }
            if let refreshControl { refreshControl.attach(to: self) }
        }
    }

    /// Extra scrollable space around the content. A side that is NaN, infinite or beyond
    /// `View.maximumCoordinate` is rejected with a `.nonFiniteGeometry` diagnostic; the insets stay.
    open var contentInset: EdgeInsets = .zero {
        didSet {
            guard acceptInsets(contentInset, named: "contentInset", old: oldValue) else { contentInset = oldValue; return }
            if contentInset != oldValue {
                contentGeometryDidChange()
                reportAdjustedContentInsetChange()
            }
        }
    }

    /// The insets actually applied: `contentInset` plus the part of the safe area the
    /// `contentInsetAdjustmentBehavior` adds (iOS 11+ profiles; see `ScrollView+ContentInsetAdjustment.swift`).
    /// Plus, while its refresh control refreshes, the control's height (iOS 11+; `ScrollView+RefreshControlRoom.swift`).
    public var adjustedContentInset: EdgeInsets {
        let a = safeAreaAdjustment
        let refreshing = refreshingControlInset
        if a == .zero, refreshing == 0 { return contentInset }
        return EdgeInsets(top: contentInset.top + a.top + refreshing, left: contentInset.left + a.left,
                          bottom: contentInset.bottom + a.bottom, right: contentInset.right + a.right)
    }

    /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13): whether the indicators' insets follow the adjusted
    /// content inset. Default `true`. Kept: ViewTree places the indicators inside the adjusted inset either way.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// How the safe area is added to `contentInset` (iOS 11+). Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateSafeAreaContentInsetAdjustment() } }
    }
    /// The safe-area part of `adjustedContentInset`, recomputed when the safe area may have changed.
    var safeAreaAdjustment: EdgeInsets = .zero
    /// The `adjustedContentInset` last reported by `adjustedContentInsetDidChange()`, and how deeply those
    /// reports nest (ScrollView+ContentInsetAdjustment.swift).
    var reportedAdjustedContentInset: EdgeInsets = .zero
    var adjustedContentInsetReportDepth = 0

    /// `adjustedContentInsetDidChange()` (iOS 11): `adjustedContentInset` took a new value. It calls the
    /// delegate's `scrollViewDidChangeAdjustedContentInset(_:)`, so an override must call super (UIKit's
    /// header, `UIScrollView.h`, marks it `NS_REQUIRES_SUPER` and says "Also see
    /// -scrollViewDidChangeAdjustedContentInset:"). Called only when the value changes, after the content
    /// offset has followed it; never in an iOS 6–10 profile, which has no adjusted inset.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether the content bounces past the edges.
    open var bounces = true
    /// `bouncesZoom`: whether zooming may overshoot the scale limits and spring back. Default `true`. Kept:
    /// ViewTree's zoom (`setZoomScale`, `zoom(to:animated:)`) never leaves `minimumZoomScale`…`maximumZoomScale`.
    open var bouncesZoom = true
    /// `scrollsToTop`: whether a tap on the status bar scrolls this view to its top; default `true`
    /// (`Simulation.tapStatusBar()`).
    open var scrollsToTop = true
    /// Bounce vertically even when the content is not taller than the bounds.
    open var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is not wider than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds size.
    open var isPagingEnabled = false
    /// `isDirectionalLockEnabled`: a drag that starts in one general direction (horizontal or vertical) scrolls
    /// along that axis only until it ends; a diagonal start scrolls freely (UIScrollView documentation). Default
    /// `false`. "General direction": within `directionalLockAngle` of the axis (see `ScrollView+Dragging.swift`).
    open var isDirectionalLockEnabled = false
    /// `allowsKeyboardScrolling` (iOS 17): whether a hardware keyboard's arrow and page keys scroll. Default
    /// `true` (UIScrollView documentation). Kept: ViewTree simulates no hardware keyboard.
    open var allowsKeyboardScrolling = true
    /// `keyboardDismissMode`; default `.none`. `.onDrag` resigns the window's first responder (so the keyboard
    /// goes) when a drag begins (`ScrollView+KeyboardDismissal.swift`); `.interactive` is stored only.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// `UIScrollView.KeyboardDismissMode` (raw values are UIKit's).
    public enum KeyboardDismissMode: Int, Sendable, CaseIterable {
        case none = 0, onDrag = 1, interactive = 2
    }
    /// How quickly deceleration slows down (per millisecond).
    open var decelerationRate: DecelerationRate = .normal

    /// The delegate (weak, as in UIKit).
    public weak var delegate: ScrollViewDelegate?

    /// Whether the user's finger is on the content.
    public internal(set) var isTracking = false
    /// Whether the content is being dragged.
    public internal(set) var isDragging = false
    /// Whether the content is moving after the finger lifted.
    public internal(set) var isDecelerating = false

    /// The indicators' look.
    open var indicatorStyle: ScrollIndicatorStyle = .default {
        didSet { if indicatorStyle != oldValue { rebuildIndicators() } }
    }

    /// Whether the vertical indicator exists (iOS 13+: may exist; it is made at the first moment that needs
    /// it, see `PlatformProfile.scrollIndicatorsCreatedLazily`). Turning it off removes the indicator.
    open var showsVerticalScrollIndicator = true {
        didSet { if showsVerticalScrollIndicator != oldValue { scrollIndicatorFlagDidChange(.vertical, on: showsVerticalScrollIndicator) } }
    }

    /// Whether the horizontal indicator exists (iOS 13+: may exist, as the vertical one).
    open var showsHorizontalScrollIndicator = true {
        didSet { if showsHorizontalScrollIndicator != oldValue { scrollIndicatorFlagDidChange(.horizontal, on: showsHorizontalScrollIndicator) } }
    }

    /// Insets of the vertical indicator's track (rejected with a diagnostic, as `contentInset`, when
    /// a side is NaN, infinite or beyond `View.maximumCoordinate`).
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet {
            guard acceptInsets(verticalScrollIndicatorInsets, named: "verticalScrollIndicatorInsets", old: oldValue) else {
                verticalScrollIndicatorInsets = oldValue
                return
            }
            updateIndicatorFrames()
            if verticalScrollIndicatorInsets != oldValue { indicatorInsetsDidChange() }
        }
    }

    /// Insets of the horizontal indicator's track (rejected with a diagnostic, as `contentInset`,
    /// when a side is NaN, infinite or beyond `View.maximumCoordinate`).
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet {
            guard acceptInsets(horizontalScrollIndicatorInsets, named: "horizontalScrollIndicatorInsets", old: oldValue) else {
                horizontalScrollIndicatorInsets = oldValue
                return
            }
            updateIndicatorFrames()
            if horizontalScrollIndicatorInsets != oldValue { indicatorInsetsDidChange() }
        }
    }

    /// Sets both indicator insets (reading returns the vertical one, as UIKit's deprecated property does).
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    // Internal machinery.
    var verticalIndicator: View?
    var horizontalIndicator: View?
    var indicatorProfile: PlatformProfile = .default
    var hideTimer: VirtualTimer?
    var scrollMotion: ScrollMotion?
    var panState: PanState?

    /// Called as the user's drag is about to move the content, before `scrollViewWillBeginDragging`: the
    /// page view controller's queuing scroll view asks for its neighbouring pages here. Does nothing.
    func draggingWillBegin() {}
    /// Called when the content comes to rest after the user's drag (at its end, or when the deceleration,
    /// bounce or paging motion after it ends). Does nothing.
    func scrollDidComeToRest() {}

    // MARK: Init

    /// `initWithFrame:`: clips to bounds and makes its indicators, as UIScrollView does up to iOS 12 (iOS 13+
    /// makes them later: `PlatformProfile.scrollIndicatorsCreatedLazily`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    /// What every initializer sets: a scroll view clips, and has its indicators (iOS 6–12).
    private func setUpScrollView() {
        clipsToBounds = true
        rebuildIndicators(keepingMade: false)
    }

    /// Where a drag that ends with `velocity` (points per second, content direction) should come to rest, given
    /// the scroll view's own `proposed` target: a collection view asks its layout
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`). Called before the delegate's
    /// `scrollViewWillEndDragging`, which sees the result.
    func adjustedTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    override var libraryClassName: String { "ScrollView" }

    /// Always: UIScrollView makes its pan recognizer (and its delayed-touches one) when it is made;
    /// ViewTree makes them on first need, but prints them as UIKit does (`<UIScrollView: …;
    /// clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x1740574f0>; layer = …;
    /// contentOffset: {0, 0}; contentSize: {0, 0}>`, iOS 8–10; tables and collection views alike).
    override var printsGestureRecognizers: Bool { true }

    // MARK: Offset

    /// The point of the content at the top-left of the bounds: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.isFinitePoint else {
                reject(.nonFiniteGeometry, "contentOffset \(UIKitFormat.point(newValue)) has a NaN or infinite component; it stays \(UIKitFormat.point(bounds.origin))")
                return
            }
            var b = bounds
            b.origin = newValue
            bounds = b
        }
    }

    /// Sets the offset, animated over `ScrollView.scrollAnimationDuration` when asked.
    /// A NaN or infinite offset, or one whose far edge would pass `View.maximumCoordinate`, is
    /// rejected at once with a `.nonFiniteGeometry` diagnostic (a running scroll keeps going), rather
    /// than animating towards it frame after frame.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.isFinitePoint else {
            reject(.nonFiniteGeometry, "setContentOffset(\(UIKitFormat.point(offset)), animated: \(animated)) has a NaN or infinite component; the offset stays \(UIKitFormat.point(bounds.origin))")
            return
        }
        // Checked once here, not at every frame of the animation towards it.
        if animated, rejectIfUnrepresentable(center: center, bounds: CGRect(origin: offset, size: bounds.size),
                                             asked: "setContentOffset(\(UIKitFormat.point(offset)), animated: true)") { return }
        guard animated, let world = simulation else {
            // Stops a deceleration or scroll animation (UIKit does for `animated: false`, not for the
            // plain `contentOffset` setter); the indicators it showed then hide as after any scroll.
            let wasMoving = scrollMotion != nil
            stopMotion()
            contentOffset = offset
            if wasMoving { scheduleIndicatorHide(after: indicatorProfile.scrollEndHideDelay) }
            return
        }
        startScrollAnimation(to: offset, in: world)
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        var target = visible.origin
        if rect.minX < visible.minX { target.x = rect.minX } else if rect.maxX > visible.maxX { target.x = min(rect.minX, rect.maxX - visible.width) }
        if rect.minY < visible.minY { target.y = rect.minY } else if rect.maxY > visible.maxY { target.y = min(rect.minY, rect.maxY - visible.height) }
        let clamped = clampedOffset(target)
        if clamped != contentOffset { setContentOffset(clamped, animated: animated) }
    }

    // MARK: Content touches (called by ScrollView+Touches.swift; in the class body so subclasses override them)

    /// Whether the touches that began in `view` (a view in the content) reach it. Called before the
    /// content gets `touchesBegan`: when the `contentTouchDelay` runs out or the finger lifts, or at
    /// once when `delaysContentTouches` is `false` (UIKit's `touchesShouldBegin(_:with:in:)`).
    /// Return `false` to keep `view` from receiving any of these touches. Default `true`.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

    /// Whether scrolling may start by cancelling the touches `view` (a view in the content) is
    /// already tracking (UIKit's `touchesShouldCancel(in:)`). Asked when the finger has moved far
    /// enough to scroll, only if `canCancelContentTouches` is `true`; `false` keeps the touch with
    /// `view` and the content does not scroll. Default: `false` for a `Control`, `true` otherwise
    /// (Apple's documentation), so a button the finger rests on keeps its touch.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// The smallest and largest offsets the content can rest at.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offsets the content can rest at.
    public var maximumContentOffset: CGPoint {
        let i = adjustedContentInset
        return CGPoint(x: max(-i.left, contentSize.width + i.right - bounds.width),
                       y: max(-i.top, contentSize.height + i.bottom - bounds.height))
    }

    /// `offset` clamped to the resting range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Whether the content can scroll vertically: it (plus insets) is taller than the bounds, or the
    /// scroll view always bounces vertically (seed claim C2).
    public var canScrollVertically: Bool {
        let i = adjustedContentInset
        return contentSize.height + i.top + i.bottom > bounds.height || alwaysBounceVertical
    }

    /// Whether the content can scroll horizontally.
    public var canScrollHorizontally: Bool {
        let i = adjustedContentInset
        return contentSize.width + i.left + i.right > bounds.width || alwaysBounceHorizontal
    }

    /// Shows the indicators of the scrollable axes for a moment (`flashHoldDuration`: 1.5 s on
    /// iOS 7–12), then fades them out. A second flash restarts the hold.
    ///
    /// When neither axis can scroll nothing fades in, but UIKit still lays the indicators out
    /// (real dumps of tables that cannot scroll show hidden indicators laid out for their content:
    /// `(316.5 524; 3.5 44)` for 44 pt of rows in a 568-pt table, iOS 8), and an indicator still
    /// visible from before (one a category kept at alpha 1) fades out after the hold, as after any
    /// flash — it is not left at full length on a view that cannot scroll (issue 13, item 6).
    open func flashScrollIndicators() {
        showIndicators()
        if !scrollableIndicators.isEmpty {
            scheduleIndicatorHide(after: indicatorProfile.flashHoldDuration)
            return
        }
        updateIndicatorFrames(force: true)
        let visible = [horizontalIndicator, verticalIndicator].contains { $0?.superview === self && ($0?.alpha ?? 0) > 0 }
        if visible { scheduleIndicatorHide(after: indicatorProfile.flashHoldDuration) }
    }

    // MARK: Hooks

    override func boundsDidChange(from old: CGRect) {
        updateIndicatorFrames()
        if old.origin != bounds.origin {
            tellDelegateReentrantly("scrollViewDidScroll") { $0.scrollViewDidScroll(self) }
            tellNavigationControllerOfScroll()   // a large title collapses with its content
            // iOS 13+: `setContentOffset:` adjusts the indicators (making the missing ones) after telling the delegate.
            adjustIndicators()
        }
    }

    /// UIView's layout, then (iOS 13+) the indicators a scroll view lacks: dumps of laid-out iOS 13+ scroll
    /// views always have both (`PlatformProfile.scrollIndicatorsCreatedLazily`). Subclasses call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adjustIndicators(layoutPass: true)
    }

    override func didJoinSimulation(_ simulation: Simulation) {
        guard simulation.profile != indicatorProfile else { return }
        if simulation.profile.indicatorKind != indicatorProfile.indicatorKind
            || simulation.profile.scrollIndicatorsCreatedLazily != indicatorProfile.scrollIndicatorsCreatedLazily {
            // Made for another era: in a world that makes indicators lazily, none until UIKit would make them.
            rebuildIndicators(keepingMade: false)
        } else {
            // Same kind of indicator: keep the views (and their alpha), take the new numbers.
            indicatorProfile = simulation.profile
            placeIdleIndicators()
            updateIndicatorFrames()
        }
    }

    /// UIScrollView's own `willMoveToWindow:`. Subclasses that override it call super, as in UIKit.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        let profile = newWindow?.simulation?.profile ?? simulation?.profile ?? indicatorProfile
        guard newWindow != nil, profile.windowMoveHidesIndicatorsDirectly else { return }
        hideTimer?.invalidate()
        hideTimer = nil
        for indicator in [horizontalIndicator, verticalIndicator].compactMap({ $0 }) {
            indicator.writeAlphaIvarDirectly(0)
        }
    }

    override func subviewsDidAutoresize() {
        // The indicators were placed when the bounds changed, then autoresized (LM / TM) by the
        // outer pass: put them back where the geometry says.
        updateIndicatorFrames()
    }

    /// The content size or insets changed.
    func contentGeometryDidChange() {
        noteKeyValueChange()
        updateIndicatorFrames()
        // The scrollable axes may have changed: so may the safe-area part of the insets (iOS 11+).
        if storedWindow != nil, storedSimulation?.profile.safeAreaModel == .safeArea { updateSafeAreaContentInsetAdjustment() }
    }

    /// iOS 6–12 profiles: new subviews go below the indicators, which stay the last subviews. iOS 13+
    /// (`PlatformProfile.scrollIndicatorsReorderedWhenAdjusted`): UIScrollView does not override `addSubview:`, so
    /// the view goes on top, above the indicators, until UIKit next adjusts them.
    open override func addSubview(_ view: View) {
        guard !indicatorProfile.scrollIndicatorsReorderedWhenAdjusted else { return super.addSubview(view) }
        addBelowLowestIndicator(view)
    }

    /// UIKit's `_addContentSubview:atBack:NO`, how tables and collection views add their cells, headers and footers:
    /// iOS 13+ just below the vertical indicator (below the horizontal one when there is no vertical), else on top
    /// (`PlatformProfile.scrollIndicatorsReorderedWhenAdjusted`); iOS 6–12 profiles through `addSubview(_:)`, below
    /// the lower indicator. Re-adding a subview only reorders it.
    func addContentSubview(_ view: View) {
        guard indicatorProfile.scrollIndicatorsReorderedWhenAdjusted else { return addSubview(view) }
        let v = verticalIndicator.flatMap { $0.isSubview(of: self) ? $0 : nil }
        let h = horizontalIndicator.flatMap { $0.isSubview(of: self) ? $0 : nil }
        guard view !== v, view !== h else { return }
        if let below = v ?? h {
            performInsert(view, relativeTo: below, above: false)
        } else if subviewList.last !== view {
            super.addSubview(view)
        }
    }

    /// ViewTree's rule for iOS 6–12 profiles: just below the lower indicator (on top when there is none).
    private func addBelowLowestIndicator(_ view: View) {
        guard view !== verticalIndicator, view !== horizontalIndicator else { return super.addSubview(view) }
        // Just below the lowest indicator: found by slot, not by index, so adding n subviews costs
        // O(n), not O(n²) (an index would rebuild the subview array on every add). Re-adding an
        // existing subview only reorders it (no callbacks), as UIKit does.
        var lowest: View?
        for case let indicator? in [horizontalIndicator, verticalIndicator] where indicator.isSubview(of: self) {
            if let current = lowest, current.slotInSuperview < indicator.slotInSuperview { continue }
            lowest = indicator
        }
        guard let lowest else { return super.addSubview(view) }
        performInsert(view, relativeTo: lowest, above: false)
    }

    /// `contentOffset: {…}`, then `contentSize: {…}` (iOS 8+) and `adjustedContentInset: {…}`
    /// (iOS 11+), as the world's profile says (`printsContentSize`, `printsAdjustedContentInset`).
    open override func descriptionSuffixFields() -> [String] {
        let profile = simulation?.profile ?? indicatorProfile
        var fields = super.descriptionSuffixFields()
        // `%.17g` where `CGFloat` is a double (`contentSize: {393, 103.33333333333333}`), `%g` before.
        let precise = profile.printsFullPrecisionScrollGeometry
        fields.append("contentOffset: " + UIKitFormat.point(contentOffset, precise: precise))
        if profile.printsContentSize { fields.append("contentSize: " + UIKitFormat.size(contentSize, precise: precise)) }
        if profile.printsAdjustedContentInset {
            fields.append("adjustedContentInset: " + UIKitFormat.insets(adjustedContentInset, precise: precise))
        }
        return fields
    }
}

extension ScrollView {
    /// Whether `insets` may be stored; records why not (the caller restores `old`).
    func acceptInsets(_ insets: EdgeInsets, named name: String, old: EdgeInsets) -> Bool {
        guard !insets.isWithin(View.maximumCoordinate) else { return true }
        reject(.nonFiniteGeometry, "\(name) \(UIKitFormat.insets(insets)) has a NaN or infinite side, or one beyond ±\(UIKitFormat.number(View.maximumCoordinate)) (View.maximumCoordinate); it stays \(UIKitFormat.insets(old))")
        return false
    }
}
