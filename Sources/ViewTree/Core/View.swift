import Foundation

/// A rectangular region in a retained-mode tree: ViewTree's `UIView`.
///
/// Names, argument labels, defaults and the order of callbacks are UIKit's, so that UIKit code ports
/// line for line. The setters of `frame`, `bounds`, `center`, `alpha` and `isHidden` are `open`: a
/// subclass may override them, and every path inside ViewTree that changes them (autoresizing,
/// scroll indicators, animations, layout) goes through them, so an override or a category sees every
/// change. Methods that subclasses override are declared here; their default behaviour lives in the
/// `View+…` files, one concern per file.
open class View: Responder, LayerDelegate {
    // MARK: Stored state (kept compact: a plain view costs a few hundred bytes)
    //
    // `@exclusivity(unchecked)`: these are read and written on every setter call, layout pass and
    // traversal, and Swift's dynamic exclusivity checks on class properties cost more than the work
    // itself (measured: ~40% of a setter call). None of them is ever passed `inout` across a call that
    // could touch it again, and a view is confined to its world's thread, so the checks can never fire.

    /// CALayer keeps `position` and `bounds`; the frame is derived from them, as in UIKit.
    @exclusivity(unchecked) var storedCenter: CGPoint
    @exclusivity(unchecked) var storedBounds: CGRect
    var storedBackgroundColor: Color? {
        get { backgroundColorBox?.color }
        set { backgroundColorBox = newValue.map(BackgroundColorBox.init) }
    }
    /// The tag lives in `extras` (most views keep 0; issue #21: bytes per view).
    var storedTag: Int {
        get { extras?.tag ?? 0 }
        set { if newValue != 0 || extras != nil { layoutExtras.tag = newValue } }
    }
    /// The mask lives in one byte of the flag block below (`autoresizeMaskBits`): UIKit keeps it in
    /// a 6-bit field (`View.autoresizingMaskBitCount`), so bits beyond the six documented flags are
    /// dropped as UIKit drops them (issue #21: bytes per view).
    var storedAutoresizingMask: AutoresizingMask {
        get { AutoresizingMask(rawValue: UInt(autoresizeMaskBits)) }
        set { autoresizeMaskBits = UInt8(truncatingIfNeeded: newValue.rawValue & View.autoresizingMaskStoredBits) }
    }

    /// Not private: scroll views and animations need them; users go through the public API.
    @exclusivity(unchecked) var subviewList = SubviewList()
    /// `slotInSuperview` and `snapshotID` in 4 bytes each (issue #21: bytes per view), stored with
    /// the colder state below (`packedSlot`, `packedSnapshotID`). A slot cannot outgrow 32 bits:
    /// 2^31 live children would take hundreds of gigabytes. An id can (ids are never reused), so
    /// one that does not fit is kept in `extras`.
    /// The child's index in its superview's `subviewList` slots, or -1.
    var slotInSuperview: Int {
        get { Int(packedSlot) }
        set { packedSlot = Int32(truncatingIfNeeded: newValue) }
    }
    // Back-references are weak: a parent owns its children, a world owns its shown windows, and a
    // view never keeps its parent, window or world alive. A weak reference reads `nil` once its
    // object is being released, so a `deinit` that touches its subviews (or a view kept after its
    // world was dropped) sees no parent rather than freed memory: use-after-free is impossible by
    // construction, with nothing to clear by hand. (Cost, measured in Docs/Performance.md: objects
    // that are weakly referenced get a side table, and each read is an atomic load.) The superview
    // and the window are reached through the superview's shared `SuperviewLink` (stored with the
    // colder state below), which holds the one weak reference to the superview.
    /// The world, through the world's shared `WorldLink` (which refers to it weakly): the hot
    /// paths ask the link's copies of the world's flags without loading the world.
    @exclusivity(unchecked) var worldLink: WorldLink?
    /// The world this view belongs to (nil when none, or once it was released).
    var storedSimulation: Simulation? {
        get { worldLink?.world }
        set { worldLink = newValue?.link }
    }
    /// The id printed in place of an address, given in creation order by the view's world (0 while
    /// the view is in none).
    var snapshotID: Int {
        get { packedSnapshotID == .max ? (extras?.wideSnapshotID ?? 0) : Int(packedSnapshotID) }
        set {
            if let packed = View.packable(newValue) {
                packedSnapshotID = packed
            } else {
                packedSnapshotID = .max
                layoutExtras.wideSnapshotID = newValue
            }
        }
    }
    /// Rarely used state lives apart, so a plain view stays small.
    @exclusivity(unchecked) var extras: ViewExtras?
    /// The view's layer, made on first use (see `Layers/View+Layer.swift`); its own state is
    /// allocated apart again, only once a layer-only property is set.
    @exclusivity(unchecked) var storedLayer: Layer?

    // The small state sits together: the flags, the autoresizing mask's byte and the four public
    // Bools declared next (7 bytes in all): Swift lays stored properties out in declaration
    // order, so a Bool between two 8-byte fields costs 8 bytes. The internal flags share one byte
    // (`flagBits`), `isWindowKind` and the two touch Bools another (`coldFlagBits`; issue #21:
    // bytes per view); each keeps its name. (One 16-bit word for both made the autoresizing pass
    // slower by a sixth at the same instruction count: its one-byte flag writes became 16-bit
    // read-modify-writes next to the mask byte it reads.)
    @exclusivity(unchecked) private var flagBits: UInt8 = 0
    @exclusivity(unchecked) private var coldFlagBits: UInt8 = 0
    @exclusivity(unchecked) private var autoresizeMaskBits: UInt8 = 0
    @inline(__always) private func flag(_ bit: UInt8) -> Bool { flagBits & bit != 0 }
    @inline(__always) private func setFlag(_ bit: UInt8, _ on: Bool) {
        flagBits = on ? flagBits | bit : flagBits & ~bit
    }
    @inline(__always) private func coldFlag(_ bit: UInt8) -> Bool { coldFlagBits & bit != 0 }
    @inline(__always) private func setColdFlag(_ bit: UInt8, _ on: Bool) {
        coldFlagBits = on ? coldFlagBits | bit : coldFlagBits & ~bit
    }
    var storedHidden: Bool {
        get { flag(1 << 0) }
        set { setFlag(1 << 0, newValue) }
    }
    var needsLayoutFlag: Bool {
        get { flag(1 << 1) }
        set { setFlag(1 << 1, newValue) }
    }
    /// Some view in this subtree (maybe this one) needs layout: `layoutIfNeeded` descends only there.
    var subtreeNeedsLayoutFlag: Bool {
        get { flag(1 << 2) }
        set { setFlag(1 << 2, newValue) }
    }
    /// The world's Auto Layout engine has this view in its system (see `LayoutEngine`).
    var inLayoutEngine: Bool {
        get { flag(1 << 3) }
        set { setFlag(1 << 3, newValue) }
    }
    /// Set while an outer autoresizing pass owns this view's subtree (see `View+Autoresizing`).
    var autoresizingDeferred: Bool {
        get { flag(1 << 4) }
        set { setFlag(1 << 4, newValue) }
    }
    /// Set while deferred (above) when the superview must be laid out / its subtree flag set: the
    /// pass does it once the setter returns, through the superview it holds (no weak load).
    var deferredSuperviewLayout: Bool {
        get { flag(1 << 5) }
        set { setFlag(1 << 5, newValue) }
    }
    var deferredSubtreeMark: Bool {
        get { flag(1 << 6) }
        set { setFlag(1 << 6, newValue) }
    }
    /// The view started an animation in its world's animator at some point: its `deinit` tells
    /// the animator it went (records name views by identifier; see `Animator`).
    var startedAnimating: Bool {
        get { flag(1 << 7) }
        set { setFlag(1 << 7, newValue) }
    }
    /// The view is a `Window` (set once, by `Window`'s initializers): the hierarchy's hot paths ask
    /// this instead of a dynamic cast (`self is Window`) on every move (issue #21).
    private(set) var isWindowKind: Bool {
        get { coldFlag(1 << 0) }
        set { setColdFlag(1 << 0, newValue) }
    }
    /// Called by `Window` only.
    func markAsWindow() { isWindowKind = true }
    /// A constraint naming this view (or one of its layout guides) was held at some point (never cleared): a leaf
    /// without it leaves its superview without looking for constraints to remove (`View+SubtreeConstraintRemoval`).
    var mayBeNamedByConstraint: Bool {
        get { coldFlag(1 << 5) }
        set { setColdFlag(1 << 5, newValue) }
    }
    /// Whether the view is of an app's own class (`isOfAppClass`), once decided: two cold bits, asked and answer.
    var knownToBeOfAppClass: Bool? {
        get { coldFlag(1 << 3) ? coldFlag(1 << 4) : nil }
        set {
            setColdFlag(1 << 3, newValue != nil)
            setColdFlag(1 << 4, newValue ?? false)
        }
    }

    // MARK: Public properties

    /// `opaque`: whether the view claims to fill its bounds with opaque content. Default `true`.
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds. Default `false`.
    open var clipsToBounds = false
    /// Whether the view receives touches; hit testing skips views where this is `false`. Default `true`.
    open var isUserInteractionEnabled = true
    /// Whether a change of the bounds size autoresizes the subviews. Default `true`.
    /// (Unchecked like the stored state above: autoresizing reads it for every resized view.)
    @exclusivity(unchecked) open var autoresizesSubviews = true

    // MARK: Initialisers

    /// `initWithFrame:`. The view belongs to the current world of the calling thread
    /// (`Simulation.current`) from now on, as a UIKit view belongs to its process: that world's
    /// categories reach it before it joins any window. A frame with a NaN or infinite component, or
    /// one beyond `View.maximumCoordinate`, is replaced by `.zero`. A frame with a negative size is stored standardized, and the bounds
    /// origin keeps the negative size (UIKit's layer sets its bounds from the raw rectangle):
    /// `(617, 325, -275, -275)` reads back as frame `(342, 50, 275, 275)` and bounds
    /// `(-275, -275, 275, 275)`.
    public init(frame: CGRect) {
        let (link, id) = View.joiningWorld()
        (storedCenter, storedBounds) = View.initialGeometry(frame)
        packedSnapshotID = View.packable(id) ?? 0
        worldLink = consume link   // the reference the thread's context handed over is the one kept
        super.init()
        if View.packable(id) == nil { snapshotID = id }
    }

    /// The world a view made now joins (a window made for a given world passes it through the thread's
    /// context) and the first of the two ids it takes there. Asked, and stored, before `super.init()`
    /// (no code runs in between): after it, the call kept `self` retained across it, and storing the world
    /// released the old (nil) value with `self` retained across that release, four atomic operations per
    /// view made (issue #21).
    @inline(__always)
    private static func joiningWorld() -> (link: WorldLink?, id: Int) {
        let link = ThreadContext.worldLinkForNewView()
        return (link, link?.takeSnapshotIDs() ?? 0)
    }

    /// `id` as `packedSnapshotID` stores it; nil for an id past 32 bits, kept in the extras instead.
    @inline(__always)
    static func packable(_ id: Int) -> UInt32? { id >= 0 && id < Int(UInt32.max) ? UInt32(id) : nil }

    /// (With the inlinable formulas of `ExactGeometry.swift`, bit-identical to Foundation's
    /// `standardized`, `midX` and `midY` for a finite rectangle, and the limit as a constant: each
    /// was an out-of-line call into Foundation, or a lazy global's check, for every view made.)
    /// One check of the raw frame suffices: `isWithin` is false for NaN and infinities, and a frame
    /// is within the limit exactly when its standardized form is (standardizing only swaps an edge
    /// with the origin and takes magnitudes). A separate `isFiniteRect` check first cost about 22
    /// instructions of the 285 a view's initializer took (callgrind, issue #21).
    private static func initialGeometry(_ frame: CGRect) -> (CGPoint, CGRect) {
        guard frame.isWithin(View.coordinateLimit) else { return (.zero, .zero) }
        let f = frame.finiteStandardized
        let origin = CGPoint(x: min(frame.size.width, 0), y: min(frame.size.height, 0))
        return (CGPoint(x: f.finiteMidX, y: f.finiteMidY), CGRect(origin: origin, size: f.size))
    }

    /// `init()`: a zero frame, as `[[UIView alloc] init]`.
    public convenience override init() { self.init(frame: .zero) }

    /// `initWithCoder:`, required as in UIKit, so that a UIKit subclass's `required init?(coder:)` and its
    /// `super.init(coder: coder)` port unchanged (and, as in UIKit, a subclass that declares a designated
    /// initializer of its own must declare this one too). ViewTree reads no archives: the view starts with
    /// a zero frame, or with the frame its coder saved when the coder is an `ArchivedFrameDecoding`, as the
    /// Interface Builder loader's is. That loader makes registered custom classes through this
    /// initializer, as UIKit's nib loading does, so setup written only in `init(frame:)` does not run for
    /// them there either. The view joins the current world, as with `init(frame:)`.
    public required init?(coder: NSCoder) {
        let frame = (coder as? ArchivedFrameDecoding)?.decodedFrame ?? .zero
        let (link, id) = View.joiningWorld()
        (storedCenter, storedBounds) = View.initialGeometry(frame)
        packedSnapshotID = View.packable(id) ?? 0
        worldLink = consume link
        super.init()
        if View.packable(id) == nil { snapshotID = id }
    }

    deinit {
        // The world's Auto Layout engine holds its views weakly; a view with constraints that goes
        // takes its constraints along, so the next pass solves without them.
        if let extras, !extras.constraints.isEmpty {
            storedSimulation?.layoutEngineStorage?.invalidate()
        } else if inLayoutEngine {
            storedSimulation?.layoutEngineStorage?.noteStructureChanged()  // its box goes stale
        }
        // A view that held constraints leaves the engine's owners: a new view made at its address must join them.
        if extras != nil { storedSimulation?.layoutEngineStorage?.ownerWentAway(ObjectIdentifier(self)) }
        if startedAnimating { storedSimulation?.animator.viewDidGo(ObjectIdentifier(self)) }
        View.tearDown(self)
    }

    // MARK: Responder chain (Responder/View+Responder.swift)

    /// A view's next responder is its view controller when it is a controller's root view, otherwise
    /// its superview (UIView's documented `next`).
    open override var next: Responder? { viewControllerForNext ?? superview }

    /// Whether the view receives more than one touch at a time. Default `false`: touches after the
    /// first that begin while one is down are not delivered to the view (UIView's `multipleTouchEnabled`).
    open var isMultipleTouchEnabled: Bool {
        get { coldFlag(1 << 1) }
        set { setColdFlag(1 << 1, newValue) }
    }

    /// Whether the view, while it is tracking a touch, keeps touches from going to other views of
    /// its window, and is not touched while another view tracks one. Default `false`.
    open var isExclusiveTouch: Bool {
        get { coldFlag(1 << 2) }
        set { setColdFlag(1 << 2, newValue) }
    }

    // MARK: Colder stored state
    //
    // Declared last on purpose: Swift lays stored properties out in declaration order, so what an
    // autoresizing pass reads of every view (center, bounds, mask, subview list, world link,
    // layer, extras, the flag byte and the Bools above) sits together in the 96 bytes after the
    // header instead of being spread over the whole object (issue #21: a resize is bound by
    // cache misses). What follows is read by moves, hit testing and drawing, not by a resize.
    // Reordering adds no padding: the object stays within a 160-byte malloc block.
    @exclusivity(unchecked) private var packedSlot: Int32 = -1
    @exclusivity(unchecked) private var packedSnapshotID: UInt32 = 0
    /// The link of the superview's subviews (see `SuperviewLink`): strong, as the link owns nothing
    /// and refers to the superview weakly. nil while the view has no superview.
    @exclusivity(unchecked) var superviewLink: SuperviewLink?
    @exclusivity(unchecked) var storedAlpha: CGFloat = 1
    /// The background colour, boxed: a `Color?` inline costs 40 bytes in every view, and most
    /// views have none (issue #21: bytes per view).
    @exclusivity(unchecked) var backgroundColorBox: BackgroundColorBox?

    // MARK: Geometry (open setters: overrides and categories see every change)

    /// The frame in the superview's coordinates, derived from `center` and `bounds.size`.
    /// Setting it keeps `bounds.origin` and moves `center`, as in UIKit.
    open var frame: CGRect {
        get { currentFrame }
        set { dispatchSetFrame(newValue) }
    }

    /// The view's own coordinate space: `bounds.origin` shifts where the subviews appear
    /// (a scroll view's `contentOffset` is its `bounds.origin`).
    open var bounds: CGRect {
        get { storedBounds }
        set { dispatchSetBounds(newValue) }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set { dispatchSetCenter(newValue) }
    }

    /// Opacity, 0…1 (values outside are clamped as UIKit does). Views below 0.01 are not hit-tested.
    open var alpha: CGFloat {
        get { storedAlpha }
        set { dispatchSetAlpha(newValue) }
    }

    /// `hidden`: hidden views are neither drawn nor hit-tested.
    open var isHidden: Bool {
        get { storedHidden }
        set { dispatchSetHidden(newValue) }
    }

    /// The background colour; `nil` (the default) is transparent.
    open var backgroundColor: Color? {
        get { storedBackgroundColor }
        set { applyBackgroundColor(newValue) }
    }

    /// An integer to find the view by (`viewWithTag(_:)`). Default 0.
    open var tag: Int {
        get { storedTag }
        set { storedTag = newValue }
    }

    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set { storedAutoresizingMask = newValue }
    }

    /// `transform`, applied about the center (the layer's anchor point). The frame becomes the
    /// bounding box of the transformed bounds; `bounds` and `center` are unchanged. It is the
    /// affine part of `layer.transform` (kept in the layer; see `Layers/View+Layer.swift`).
    open var transform: CGAffineTransform {
        get { storedLayer?.affineTransformValue ?? .identity }
        set { applyLayerTransform(Transform3D(newValue)) }
    }

    /// `layerClass`: the class of the layer the view makes (`Layer`); a subclass returns
    /// `ShapeLayer.self`, `GradientLayer.self` or its own layer class. `AnyClass`, as UIKit declares it; a class
    /// that is not a `Layer` is reported and a plain `Layer` made (UIKit would fail).
    open class var layerClass: AnyClass { Layer.self }

    /// `UIView.appearance()`: the current world's appearance proxy for this class. The `backgroundColor` and
    /// `tintColor` set on it apply to every view of the class (and its subclasses) as the view enters a window,
    /// unless the view set them itself (`Controls/Appearance/ViewAppearance.swift`). The controls and bars override
    /// it to return their own class with the properties they carry. A subclass of yours gets its nearest library
    /// class's proxy type, applying to your subclass only.
    open class func appearance() -> View { appearance(whenContainedInInstancesOf: []) }

    /// `appearance(whenContainedInInstancesOf:)`: a proxy that applies only inside an instance of one of
    /// `containerTypes` (an ancestor view of that class, or a view controller whose view is an ancestor).
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> View {
        appearanceProxy(self, containers: containerTypes, make: { View(frame: .zero) }, properties: [])
    }

    // MARK: Hierarchy (read)

    /// The view this one is a subview of; weak, as in UIKit.
    public var superview: View? { storedSuperview }

    /// The subviews, back to front.
    public var subviews: [View] { subviewList.array }

    /// The window at the root of this view's tree, if any.
    open var window: Window? { storedWindow }

    /// The simulated world this view belongs to (it owns the clock, categories, profile and ids).
    /// A view created with `View(frame:)` has none until it joins a tree that has one.
    public var simulation: Simulation? { storedSimulation }

    // MARK: Hierarchy (mutate) — implementations in View+Hierarchy.swift

    /// Adds a view at the front; removes it from its previous superview first.
    open func addSubview(_ view: View) { performAddSubview(view) }

    /// Inserts a view at an index of `subviews` (clamped to `0...subviews.count` as UIKit does).
    open func insertSubview(_ view: View, at index: Int) { performInsert(view, at: index) }

    /// Inserts a view just above a sibling.
    open func insertSubview(_ view: View, aboveSubview sibling: View) { performInsert(view, relativeTo: sibling, above: true) }

    /// Inserts a view just below a sibling.
    open func insertSubview(_ view: View, belowSubview sibling: View) { performInsert(view, relativeTo: sibling, above: false) }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: View) { performBringToFront(view) }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: View) { performSendToBack(view) }

    /// Swaps two subviews by index.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { performExchange(index1, index2) }

    /// Removes the view from its superview (and from its window).
    open func removeFromSuperview() { performRemoveFromSuperview() }

    // MARK: Lifecycle callbacks (override points; the defaults do nothing)

    /// Called before the superview changes; `nil` when the view is being removed.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called on every view of a moved subtree, parents first, before its window changes.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called on every view of a moved subtree, parents first, after its window changed.
    /// (A category may replace it: see `Category.didMoveToWindow(_:)`.)
    open func didMoveToWindow() { dispatchWithoutValue(.didMoveToWindow) { _ in } }
    /// Replays the world's `appearance()` proxies on this view as it enters a window (bars override it; see
    /// `AppearanceProxy.swift`). Called before `didMoveToWindow()`.
    func applyAppearanceProxies() { applyViewAppearanceProxies() }

    /// `traitCollectionDidChange(_:)` (`UITraitEnvironment`): the view's traits changed — its window's size crossed
    /// a size-class threshold (`TraitCollection.swift`). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called on a superview after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called on a superview before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Layout — implementations in View+Layout.swift

    /// Lays out the subviews. The default does nothing (autoresizing already happened when the bounds
    /// changed); Auto Layout applies constraint solutions here.
    /// `awakeFromNib()`: called on a view loaded from a nib or storyboard once every object of the file
    /// exists and every outlet is connected (not for views made in code). The default does nothing;
    /// UIKit's documentation asks overrides to call `super` first.
    open func awakeFromNib() {}

    /// `prepareForInterfaceBuilder()`: called by Xcode's canvas on an `@IBDesignable` view it renders. ViewTree
    /// checks files as Xcode does without running app code (Docs/InterfaceBuilder.md), so it never calls it;
    /// the default does nothing, and an override ports unchanged.
    open func prepareForInterfaceBuilder() {}

    /// `accessibilityIncrement()`: VoiceOver's swipe up on an `.adjustable` element. The default does nothing.
    open func accessibilityIncrement() {}
    /// `accessibilityDecrement()`: VoiceOver's swipe down on an `.adjustable` element. The default does nothing.
    open func accessibilityDecrement() {}
    /// `accessibilityActivate()`: VoiceOver's double tap; return `true` when handled. The default returns `false`.
    open func accessibilityActivate() -> Bool { false }
    /// `gestureRecognizerShouldBegin(_:)`: asked when a recognizer attached to this view is about to begin (before
    /// its delegate); `false` makes it fail. The default returns `true`; a subclass overrides it to refuse some
    /// gestures.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// `accessibilityPerformEscape()`: VoiceOver's two-finger Z gesture, to dismiss; return `true` when handled.
    /// The default returns `false`.
    open func accessibilityPerformEscape() -> Bool { false }
    /// `accessibilityPerformMagicTap()`: VoiceOver's two-finger double tap; return `true` when handled. The default
    /// returns `false`.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// `accessibilityCustomActions`: the actions VoiceOver offers in its rotor for this element (UIKit's
    /// `UIAccessibilityCustomAction`s). Default `nil`. `performAccessibilityCustomAction(named:)` plays a person
    /// choosing one.
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { extras?.accessibility?.customActions }
        set { accessibilityExtras.customActions = newValue }
    }

    /// `accessibilityUserInputLabels` (iOS 13): the names Voice Control accepts for the element. Default `nil`.
    open var accessibilityUserInputLabels: [String]? {
        get { extras?.accessibility?.userInputLabels }
        set { accessibilityExtras.userInputLabels = newValue }
    }

    /// `accessibilityLanguage`: the language VoiceOver speaks the element's label in (BCP 47). Default `nil`.
    open var accessibilityLanguage: String? {
        get { extras?.accessibility?.language }
        set { accessibilityExtras.language = newValue }
    }

    /// `shouldGroupAccessibilityChildren`: whether VoiceOver reads this view's elements together before others.
    /// Default `false`. Kept.
    open var shouldGroupAccessibilityChildren: Bool {
        get { extras?.accessibility?.groupsChildren ?? false }
        set { accessibilityExtras.groupsChildren = newValue }
    }

    /// `accessibilityContainerType` (iOS 11). Default `.none`. Kept.
    open var accessibilityContainerType: AccessibilityContainerType {
        get { extras?.accessibility?.containerType ?? .none }
        set { accessibilityExtras.containerType = newValue }
    }

    /// `accessibilityPath`: the outline VoiceOver highlights, in screen coordinates; `nil` (the frame) by default.
    open var accessibilityPath: BezierPath? {
        get { extras?.accessibility?.path }
        set { accessibilityExtras.path = newValue }
    }

    /// `accessibilityFrame`: the rectangle VoiceOver highlights, in screen coordinates. Until set, the view's bounds
    /// converted to the screen, read afresh each time so that it follows the view ("Objects that inherit from UIView
    /// include this information by default", UIAccessibilityElement's documentation; see
    /// `Accessibility.convertToScreenCoordinates(_:in:)`). Once set, the rectangle set, which no longer follows the
    /// view (why apps override the getter instead: "If your elements or screen layouts change often, consider
    /// overriding -accessibilityFrame", riptutorial.com/ios/example/2644/accessibility-frame).
    open var accessibilityFrame: CGRect {
        get { extras?.accessibility?.frame ?? Accessibility.convertToScreenCoordinates(bounds, in: self) }
        set { accessibilityExtras.frame = newValue }
    }

    /// `accessibilityActivationPoint`: where VoiceOver's double tap lands, in screen coordinates; until set, the
    /// midpoint of `accessibilityFrame` ("The default value for this property is the midpoint of the accessibility
    /// frame", UIAccessibility's documentation), so it follows the frame.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = extras?.accessibility?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibilityExtras.activationPoint = newValue }
    }

    open func layoutSubviews() { dispatchWithoutValue(.layoutSubviews) { $0.defaultLayoutSubviews() } }
    /// `safeAreaInsetsDidChange()` (iOS 11): the view's safe area changed; called for a controller's root view
    /// before its layout (View+SafeAreaChanges.swift says why only there). Does nothing; override it (call super).
    open func safeAreaInsetsDidChange() {}
    /// `layoutMarginsDidChange()` (iOS 8): called when `layoutMargins` (or `directionalLayoutMargins`) or
    /// `preservesSuperviewLayoutMargins` is set to a new value ("Notifies the view that the layout margins changed",
    /// UIView documentation). UIKit also calls it when inherited margins change; ViewTree only on those setters.
    /// A stack view laid out relative to its margins rebuilds its arrangement here.
    open func layoutMarginsDidChange() {}

    // MARK: Drawing and tint — implementations in View+Display.swift and View+Appearance.swift

    /// Draws the view's content into `rect`. ViewTree draws no pixels: the default does nothing, and an
    /// override is called, as UIKit calls it, at the end of the run-loop turn after `setNeedsDisplay()`
    /// (after that turn's layout pass), for a view in a window with a non-empty size. There is no current
    /// graphics context. (UIKit also draws every overriding view once when first shown; ViewTree cannot
    /// tell an override from the default, so only `setNeedsDisplay()` schedules a draw.)
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view as needing display: `draw(_:)` runs at the end of the turn.
    open func setNeedsDisplay() { requestDisplay(of: bounds) }

    /// Marks part of the view as needing display: `draw(_:)` runs at the end of the turn, with the union
    /// of the rectangles asked for since it last ran.
    open func setNeedsDisplay(_ invalidRect: CGRect) { requestDisplay(of: invalidRect) }

    /// `contentScaleFactor`: pixels per point of the view's content, its layer's `contentsScale`. Until set, the scale
    /// of the screen the view is on (UIView documentation: "The default value for this property is the scale factor
    /// associated with the screen currently displaying the view"): its world's `pixelScale`, the profile's screen
    /// scale outside a world. Kept in the view's layer (made on first set), so it adds nothing to a plain view. A
    /// change marks the view for display (**ours**: UIKit redraws the content at the new scale); NaN, infinite, zero
    /// and negative values are rejected with a diagnostic (View+Layer.swift).
    open var contentScaleFactor: CGFloat {
        get { baseContentScaleFactor }
        set { baseContentScaleFactor = newValue }
    }

    /// Called when the view's `tintColor` changes: set on the view, or on an ancestor it inherits
    /// its tint from (UIView's `tintColorDidChange()`). The default does nothing.
    open func tintColorDidChange() {}

    /// `draw(_:in:)` (`CALayerDelegate`): the view's layer asks it to draw; the default runs `draw(_:)` with the
    /// bounds (as UIKit's does), into a context that draws nothing.
    open func draw(_ layer: Layer, in ctx: CGContext) { draw(bounds) }

    /// `layoutSublayers(of:)` (`CALayerDelegate`): the view's layer lays out through it; the default runs
    /// `layoutSubviews()`. Override it (calling super) to size sublayers after the subviews, as UIKit code does
    /// for a gradient layer (`gradient.frame = bounds`). ViewTree lays a view out through it whenever the view's
    /// layer exists or the view is of an app's own class (View+LayoutSublayers.swift).
    open func layoutSublayers(of layer: Layer) { layoutSubviews() }

    /// `action(for:forKey:)` (`CALayerDelegate`): the action for a change of the view's layer — outside an
    /// animation block `NSNull()` (no implicit animation), inside one a `CABasicAnimation` for `event` with the
    /// block's duration, as UIView answers (so `view.layer.action(forKey: "position")` prints `<null>` outside a
    /// block and an animation inside one).
    open func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { defaultLayerAction(forKey: event) }

    /// `requiresConstraintBasedLayout`: whether the class needs Auto Layout to work; `false`. ViewTree lays out
    /// with constraints whenever a view has some, so the answer is kept for the code that overrides it.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Overridable properties stored in the view's extras (UIKit subclasses override them)

    /// `contentMode`; default `.scaleToFill` (UIView documentation). Stored: ViewTree draws no content, and
    /// `.redraw` marks the view for display when its bounds size changes.
    open var contentMode: ContentMode {
        get { baseContentMode }
        set { baseContentMode = newValue }
    }

    /// `tintColor`: the view's own tint, or the nearest ancestor's, or the system tint (`View.defaultTintColor`)
    /// at the top. Setting it (or `nil`, to inherit again) calls `tintColorDidChange()` on the view and on every
    /// descendant that inherits from it, parents first (see `View+Appearance.swift`).
    open var tintColor: Color! {
        get { baseTintColor }
        set { baseTintColor = newValue }
    }

    /// `accessibilityIdentifier`: a stable name for tests, never spoken. Default `nil`.
    open var accessibilityIdentifier: String? {
        get { baseAccessibilityIdentifier }
        set { baseAccessibilityIdentifier = newValue }
    }

    /// `accessibilityLabel`: what VoiceOver says. Default `nil`, except a `Label`'s, which is its text (as
    /// UILabel's), and an activity indicator's ("In progress" / "Progress halted"); setting it overrides that.
    open var accessibilityLabel: String? {
        get { baseAccessibilityLabel }
        set { baseAccessibilityLabel = newValue }
    }

    /// `accessibilityHint`: what VoiceOver says after a pause about what the element does. Default `nil`.
    open var accessibilityHint: String? {
        get { baseAccessibilityHint }
        set { baseAccessibilityHint = newValue }
    }

    /// `accessibilityValue`: the element's value as VoiceOver says it. Default `nil`, except the standard controls'
    /// (a switch's "1"/"0", a slider's "50%", a page control's "page 1 of 3", …: `Control+AccessibilityDefaults.swift`);
    /// setting it overrides that, setting `nil` goes back to it.
    open var accessibilityValue: String? {
        get { baseAccessibilityValue }
        set { baseAccessibilityValue = newValue }
    }

    /// `isAccessibilityElement`: whether assistive technologies see this view as one element. Default `false`,
    /// except a `Label`'s, a `Button`'s and the standard controls' that are one element (`true`, as UIKit's:
    /// switch, slider, page control, progress view, activity indicator, text field).
    open var isAccessibilityElement: Bool {
        get { baseIsAccessibilityElement }
        set { baseIsAccessibilityElement = newValue }
    }

    /// `accessibilityTraits`: what kind of element VoiceOver announces. Default `.none`, except a `Button`'s
    /// (`.button`), a `Label`'s (`.staticText`), a switch's (`.button`, `.toggleButton`) and a slider's and page
    /// control's (`.adjustable`, with `.notEnabled` while disabled), as UIKit's; setting it overrides that.
    open var accessibilityTraits: AccessibilityTraits {
        get { baseAccessibilityTraits }
        set { baseAccessibilityTraits = newValue }
    }

    /// `accessibilityElements`: the elements of an accessibility container, in order; default `nil` (its
    /// accessible subviews). Stored for the code that sets and reads it.
    open var accessibilityElements: [Any]? {
        get { baseAccessibilityElements }
        set { baseAccessibilityElements = newValue }
    }

    /// `showsLargeContentViewer` (iOS 13, `UILargeContentViewerItem`): whether a `LargeContentViewerInteraction`
    /// shows this view in the large content viewer. Default `false` (see `Events/LargeContentViewer.swift`).
    open var showsLargeContentViewer: Bool {
        get { extras?.accessibility?.largeContent.shows ?? false }
        set { accessibilityExtras.largeContent.shows = newValue }
    }

    /// `largeContentTitle` (iOS 13): the title the large content viewer shows. Default `nil`.
    open var largeContentTitle: String? {
        get { extras?.accessibility?.largeContent.title }
        set { accessibilityExtras.largeContent.title = newValue }
    }

    /// `largeContentImage` (iOS 13): the image the large content viewer shows. Default `nil`.
    open var largeContentImage: Image? {
        get { extras?.accessibility?.largeContent.image }
        set { accessibilityExtras.largeContent.image = newValue }
    }

    /// `scalesLargeContentImage` (iOS 13): whether the viewer scales the image up. Default `false`.
    open var scalesLargeContentImage: Bool {
        get { extras?.accessibility?.largeContent.scalesImage ?? false }
        set { accessibilityExtras.largeContent.scalesImage = newValue }
    }

    /// `largeContentImageInsets` (iOS 13): the insets around the image in the viewer. Default `.zero`.
    open var largeContentImageInsets: EdgeInsets {
        get { extras?.accessibility?.largeContent.imageInsets ?? .zero }
        set { accessibilityExtras.largeContent.imageInsets = newValue }
    }

    /// The size that best fits `size`; the default returns the current bounds size, as UIView does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, through the frame setter.
    open func sizeToFit() {
        var f = frame
        f.size = sizeThatFits(bounds.size)
        frame = f
    }

    /// The size the view's constraints (and its subviews') give it, its width and height pulled
    /// towards `targetSize` at `LayoutPriority.fittingSizeLevel`: pass
    /// `View.layoutFittingCompressedSize` for the smallest size they allow,
    /// `View.layoutFittingExpandedSize` for the largest. The view's own frame does not pin it; nothing
    /// is moved or resized (UIKit's `systemLayoutSizeFitting(_:)`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:)` with the priorities of the pull towards `targetSize` given per
    /// axis: `.required` makes that dimension exactly the target's (say a cell's width), unless the
    /// subtree's required constraints say otherwise. Pending `updateConstraints()` calls run first.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                      verticalFittingPriority: LayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                        vertical: verticalFittingPriority)
    }

    /// `UIView.layoutFittingCompressedSize`: the target for the smallest size, (0, 0).
    /// Source: Apple's documentation ("To obtain a view that is as small as possible, specify the
    /// constant layoutFittingCompressedSize").
    public static let layoutFittingCompressedSize = CGSize.zero

    /// `UIView.layoutFittingExpandedSize`: the target for the largest size. Source: ours, the value
    /// recalled from device output, 10,000,000 × 10,000,000 (not found in a published dump); what
    /// matters is that it exceeds every real layout, as Apple's documentation implies ("as large as
    /// possible").
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// `UIView.noIntrinsicMetric`: the value of an axis that has no natural size, -1.
    /// Source: Apple's documentation of `UIView.noIntrinsicMetric` / `UIViewNoIntrinsicMetric`
    /// (declared as -1 in `UIView.h`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The natural size of the content, as `UIView.intrinsicContentSize`; the default has no natural
    /// size on either axis: `(noIntrinsicMetric, noIntrinsicMetric)`, as UIView's.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// `alignmentRectInsets`: how far the view's alignment rectangle — the rectangle Auto Layout places, sizes and
    /// aligns — lies inside its frame; `.zero` by default, as UIView's ("The default value of this property is an
    /// EdgeInsets structure with zero values", Apple's documentation). A view that draws a shadow or badge around its
    /// content overrides it so that constraints align the content (`View+AlignmentRect.swift`).
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// `alignmentRect(forFrame:)`: `frame` inset by `alignmentRectInsets`, as UIKit's default implementation.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { defaultAlignmentRect(forFrame: frame) }

    /// `frame(forAlignmentRect:)`: `alignmentRect` outset by `alignmentRectInsets` (the inverse of
    /// `alignmentRect(forFrame:)`), as UIKit's default implementation.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { defaultFrame(forAlignmentRect: alignmentRect) }

    // MARK: Auto Layout — implementations in Layout/AutoLayout/

    /// Updates the view's constraints before a layout pass, after `setNeedsUpdateConstraints()`.
    /// Overrides change constraints here and call super last, as in UIKit.
    open func updateConstraints() {}

    /// `forFirstBaselineLayout` (iOS 9): the view whose first baseline `.firstBaseline` constraints on this view
    /// use. Override it to name a text subview (a label inside a custom control); it must be a subview. The default
    /// is `forLastBaselineLayout`, as Apple's documentation says.
    open var forFirstBaselineLayout: View { forLastBaselineLayout }

    /// `forLastBaselineLayout` (iOS 9): the view whose last baseline `.lastBaseline` constraints use; the view
    /// itself by default (a view without text has its last baseline at its bottom edge).
    open var forLastBaselineLayout: View { self }

    /// `forBaselineLayout()` (iOS 6, deprecated in iOS 9): the view for baseline constraints; the view itself.
    /// ViewTree's Auto Layout reads `forFirstBaselineLayout` and `forLastBaselineLayout`.
    open func forBaselineLayout() -> View { self }

    // MARK: Hit testing — implementations in View+HitTesting.swift

    /// The farthest descendant (or self) that contains `point` (in this view's coordinates) and can
    /// receive touches; `nil` when the point is outside or the view is hidden, disabled or nearly
    /// transparent (alpha < 0.01).
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? { defaultHitTest(point, with: event) }

    /// Whether `point` (in this view's coordinates) is inside the bounds; the far edges are outside.
    open func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.containsUIKitPoint(point) }

    // MARK: Description — implementations in Snapshot/

    /// The fields after the frame that this class adds to its description line, before the common
    /// ones (a text view adds `text = '…'`). Subclasses that add fields call super first.
    open func descriptionFieldsAfterFrame() -> [String] { [] }

    /// Fields appended at the end of this view's description line (a scroll view adds
    /// `contentOffset: {x, y}` and friends, separated by `; `).
    open func descriptionSuffixFields() -> [String] { [] }

    // MARK: Internal hooks for library subclasses

    /// The library class a user's subclass derives from, printed as `baseClass = …` (except for
    /// `View` itself: see `View+Description.swift`). Each library class overrides it with its own name.
    var libraryClassName: String { "View" }

    /// The one-line description of this view, UIKit's format (View+Description.swift). Open, as `NSObject`'s is.
    open override var description: String { oneLineDescription }

    /// Whether the description prints `gestureRecognizers = <NSArray: …>`: UIKit prints it whenever
    /// the view's `gestureRecognizers` is not empty. Library classes to which UIKit gives recognizers
    /// of their own (scroll views, windows from iOS 7, …) override it.
    var printsGestureRecognizers: Bool { extras.map { !$0.gestureRecognizers.isEmpty } ?? false }

    /// The name UIKit prints for this view's layer when it is a plain `Layer`, for library classes
    /// whose UIKit counterparts make a private layer class (`UIWindowLayer`, `_UILabelLayer`).
    var privateLayerClassName: PrivateLayerClassName? { nil }

    /// Fields a library class prints after `gestureRecognizers` and before `animations` (a text
    /// field's `placeholder = …; borderStyle = …` on iOS 13+).
    func appendFieldsBeforeAnimations(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {}

    /// Fields a library class prints after `descriptionSuffixFields()` that name other objects
    /// (a table's `dataSource: <…>`), which need the description's numbering.
    func appendObjectSuffixFields(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {}

    /// Text a library class prints after the closing `>` of its line (a collection view's
    /// ` collection view layout: <…>` before iOS 13).
    func appendTrailer(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {}

    /// Text a library class prints before the opening `<` of its line (`_UITextContainerView`'s second `<`: its
    /// description wraps UIView's in another pair of angle brackets).
    func appendLeader(to line: inout DescriptionLine) {}

    /// Called after the bounds changed (origin or size), once the storage holds the new value.
    func boundsDidChange(from old: CGRect) {}

    /// Called after the frame (center or bounds size) of this view changed.
    func geometryDidChange() {}

    /// Called after this view's subviews were autoresized by an outer autoresizing pass (when the
    /// view was itself resized by its superview's autoresizing, `boundsDidChange(from:)` ran before
    /// its subviews moved; a class that places subviews of its own places them again here).
    func subviewsDidAutoresize() {}

    /// Called after `isHidden` changed.
    func hiddenDidChange() {}

    /// Called on the superview after a subview's `isHidden` changed (a stack view collapses it).
    func subviewHiddenDidChange(_ subview: View) {}

    /// Called once when the view joins a world (directly or with the tree it joined).
    func didJoinSimulation(_ simulation: Simulation) {}

    /// Whether the view runs an animation of its own outside the animator (a spinning activity
    /// indicator): `hasRunningAnimations` reports it.
    var runsOwnAnimation: Bool { false }
}

/// A view's background colour (immutable: a new colour is a new box).
final class BackgroundColorBox {
    let color: Color
    init(_ color: Color) { self.color = color }
}

/// State few views use, allocated on first use.
final class ViewExtras {
    /// `View.tag` (0 for views without extras).
    var tag = 0
    /// A view's `snapshotID` when it does not fit in 32 bits.
    var wideSnapshotID = 0
    var layoutPassCount = 0
    /// Auto Layout state (see `View+AutoLayout.swift`).
    var translatesAutoresizingMaskIntoConstraints = true
    /// `layoutIfNeeded()` ran with this view, out of autoresizing, at the top of its hierarchy: it hosts a layout pass,
    /// and keeps its frame's size while it has no superview (`LayoutEngine.holdsRootSize`).
    var laidOutAsRoot = false
    var constraints: [LayoutConstraint] = []
    var layoutGuides: [LayoutGuide] = []
    var contentHugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    var needsUpdateConstraints = false
    var frameLayoutGuide: LayoutGuide?
    var contentLayoutGuide: LayoutGuide?
    /// The controller whose root view this is (see `View+Responder.swift`); weak: it owns the view.
    weak var viewControllerForNext: Responder?
    /// Gesture recognizers attached to the view (see `Gestures/View+GestureRecognizers.swift`).
    var gestureRecognizers: [GestureRecognizer] = []
    /// A scroll view's own recognizers, wherever the app attached them (ScrollView+Touches.swift).
    var scrollRecognizers: ScrollViewOwnRecognizers?
    /// Interactions added to the view (see `Events/Interaction.swift`).
    var interactions: [Interaction] = []
    /// Accessibility (see `Events/View+Accessibility.swift`).
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    var isAccessibilityElement: Bool?
    var accessibilityTraits: AccessibilityTraits?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var accessibilityViewIsModal = false
    /// `accessibilityElements` (View+SmallMembers.swift).
    var accessibilityElements: [Any]?
    /// The rarer accessibility state (custom actions, input labels…), boxed: most views have none.
    var accessibility: AccessibilityExtras?
    /// `registerForTraitChanges` registrations (Screen/TraitChangeRegistration.swift).
    var traitRegistrations: [TraitRegistration] = []
    /// `tintAdjustmentMode` as set (View+SmallMembers.swift).
    var tintAdjustmentMode: View.TintAdjustmentMode = .automatic
    /// The safe area a controller's root view last reported (View+SafeAreaChanges.swift).
    var reportedSafeAreaInsets = EdgeInsets.zero
    /// `overrideUserInterfaceStyle` (Screen/TraitCollection.swift).
    var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
    /// `traitOverrides` as set (Screen/TraitOverrides.swift); `nil`: none.
    var traitOverrides: TraitOverrides?
    /// `minimumContentSizeCategory` and `maximumContentSizeCategory` (Text/View+ContentSizeCategoryLimits.swift).
    var contentSizeCategoryLimits: ContentSizeCategoryLimits?
    /// Guides derived from the view's geometry (safe area, margins, readable content), made on first use.
    var derivedLayoutGuides: [LayoutGuide] = []
    /// `layoutMargins` set by the app (`nil`: the default for the view, see `View+LayoutMargins.swift`).
    var layoutMarginsStorage: EdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins` (View+LayoutMargins.swift).
    var preservesSuperviewLayoutMargins = false
    /// Interface Builder's design-time intrinsic size (see `View+PlaceholderIntrinsicSize.swift`).
    var placeholderIntrinsicContentSize: CGSize?
    /// `contentMode`, `tintColor` (`nil`: inherited) and `semanticContentAttribute` (View+Appearance.swift).
    var contentMode: View.ContentMode = .scaleToFill
    var tintColor: Color?
    var semanticContentAttribute: View.SemanticContentAttribute = .unspecified
    /// The part of the view waiting for `draw(_:)` (View+Display.swift); `nil`: none.
    var invalidDisplayRect: CGRect?
    /// `motionEffects` (Events/MotionEffect.swift).
    var motionEffects: [MotionEffect] = []
}
