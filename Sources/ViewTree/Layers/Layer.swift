import Foundation

/// ViewTree's `CALayer`: the geometry, appearance, sublayers and animations of a view (`view.layer`)
/// or of a free-standing layer (`Layer()`, added with `addSublayer(_:)`).
///
/// **One source of truth.** A view's layer keeps no copy of what the view already stores: its
/// `bounds`, `position`, `frame`, `opacity`, `isHidden`, `masksToBounds` and `backgroundColor` read
/// the view's values, and setting them goes through the view's public setters (`bounds`, `center`,
/// `frame`, `alpha`, `isHidden`, `clipsToBounds`, `backgroundColor`), so an override or a category
/// on the view sees every change and animations treat both roads alike. The view's `transform`
/// lives here (`affineTransform()`), next to `anchorPoint` and the properties only a layer has.
///
/// A view makes its layer on first use of `view.layer` (or when a transform or anchor point is
/// first set): a plain view pays nothing for it. Its id in descriptions is reserved with the view's,
/// so making it later changes no printed id.
open class Layer {
    // MARK: Defaults (Core Animation's, from Apple's CALayer documentation)

    /// `anchorPoint` default: the centre of the bounds, (0.5, 0.5) (CALayer documentation).
    public static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// `borderColor` default: opaque black (CALayer documentation).
    public static let defaultBorderColor: CGColor? = Color.black.cgColor
    /// `shadowColor` default: opaque black (CALayer documentation).
    public static let defaultShadowColor: CGColor? = Color.black.cgColor
    /// `shadowOffset` default: (0, -3) (CALayer documentation).
    public static let defaultShadowOffset = CGSize(width: 0, height: -3)
    /// `shadowRadius` default: 3 (CALayer documentation).
    public static let defaultShadowRadius: CGFloat = 3

    // MARK: Storage

    // A free layer's values; for a view's layer, only the properties the view does not hold.
    // Each group is allocated only while one of its values differs from its default (see
    // `LayerStorage.swift`), so a view's layer that was only read costs a small object.

    /// `anchorPoint` and `transform`; present exactly when they make the view's geometry take
    /// the transformed path (frame, conversions, hit testing), so the common case costs one test.
    @exclusivity(unchecked) var geometry = SparseLayerGroup<LayerGeometryGroup>()
    /// `cornerRadius`, `borderWidth`, `borderColor`.
    @exclusivity(unchecked) var border = SparseLayerGroup<LayerBorderGroup>()
    /// The shadow's colour, opacity, offset, radius and path.
    @exclusivity(unchecked) var shadow = SparseLayerGroup<LayerShadowGroup>()
    /// A free layer's bounds, position, opacity, hidden flag, masking and background colour.
    @exclusivity(unchecked) var freeValues = SparseLayerGroup<LayerContentsGroup>()
    /// Free sublayers, superlayer, `zPosition`, `name`, printed id.
    @exclusivity(unchecked) var tree = SparseLayerGroup<LayerTreeGroup>()
    /// Edge antialiasing, group opacity, contents filters, `contentsRect`, `contentsCenter` (`Layer+Rendering.swift`).
    @exclusivity(unchecked) var rendering = SparseLayerGroup<LayerRenderingGroup>()
    /// Explicit animations, in the order they were added (see `Layer+Animations.swift`); an
    /// empty array allocates nothing.
    var animationEntries: [LayerAnimationEntry] = []
    /// The view this is the layer of (`CALayer.delegate`); weak: the view owns its layer.
    weak var owningView: View?

    /// `anchorPoint` without copying the group (read on every transformed geometry query).
    @inline(__always) var anchorPointValue: CGPoint { geometry.read { $0.anchorPoint } }
    /// `transform` as a 4×4 matrix.
    @inline(__always) var transformValue: Transform3D { geometry.read { $0.transform }.transform3D }
    /// The affine part of `transform`, without building the 4×4 matrix.
    @inline(__always) var affineTransformValue: CGAffineTransform { geometry.read { $0.transform }.affineTransform }
    /// `anchorPoint` or `transform` is not the default: frame, conversions and hit testing of the
    /// view take the transformed path.
    @inline(__always) var affectsGeometry: Bool { geometry.isPresent }

    /// Free sublayers (see `Layer+Hierarchy.swift`).
    var freeSublayers: [FreeSublayer] {
        get { tree.read { $0.freeSublayers } }
        set { tree.update { $0.freeSublayers = newValue } }
    }
    /// The layer this free layer was added to.
    var storedSuperlayer: Layer? {
        get { tree.read { $0.superlayer } }
        set { tree.update { $0.superlayer = newValue } }
    }
    /// The id printed for a free layer: given at creation in the current world, or on first
    /// description in the world of the tree it is in; 0 until then.
    var snapshotID: Int {
        get { tree.read { $0.snapshotID } }
        set { tree.update { $0.snapshotID = newValue } }
    }

    /// `name`: an identifier for your own use.
    public var name: String? {
        get { tree.read { $0.name } }
        set { tree.update { $0.name = newValue } }
    }

    // MARK: Initialisers

    /// `CALayer()`: a free layer with zero bounds at (0, 0). Made while a world is current (see
    /// `Simulation`), it takes that world's next id, as views do; a view's own layer does not (its id
    /// is the view's + 1).
    public required init() {
        joinTheCurrentWorld()
    }

    /// `init?(coder:)` (`NSCoding`: `CALayer` adopts `NSSecureCoding`), required as in Core Animation, so a
    /// subclass's `required init?(coder:)` and its `super.init(coder: coder)` port unchanged (and, as there, a
    /// subclass that declares a designated initializer of its own must declare this one too). ViewTree reads no
    /// archives: the layer starts as `CALayer()` does, and never fails.
    public required init?(coder: NSCoder) {
        joinTheCurrentWorld()
    }

    /// A free layer's first id and world, as `init()` and `init?(coder:)` give them.
    private func joinTheCurrentWorld() {
        guard !ThreadContext.current.makingViewLayer, let world = ThreadContext.currentWorldForThisTask else { return }
        snapshotID = world.snapshotID(for: self)
        if Layer.freeLayersJoinTheCurrentWorld { freeWorldLink = world.link }
    }

    /// Whether a free layer made while a world is current belongs to that world (`true`), as a view
    /// does from its creation: its explicit animations then run on the world's clock (Core Animation's
    /// timing runs on `CACurrentMediaTime()` whether or not the layer is in a window) and its diagnostics
    /// go to the world. Added to a view's layer tree, the tree's world is the one used. **Ours**: a
    /// ViewTree rule (UIKit has one process); before it, a free layer had no clock and its animations
    /// ended at once. UIKit-cross-platform's `CABasicAnimationTests`/`CAKeyframeAnimationTests` animate
    /// free `CALayer()`s.
    public static let freeLayersJoinTheCurrentWorld = true

    /// The world a free layer was made in (see `freeLayersJoinTheCurrentWorld`); `nil` for a view's layer.
    var freeWorldLink: WorldLink?

    /// `init(layer:)`: a copy of another layer's values (Core Animation makes presentation copies
    /// this way; a subclass that adds properties overrides it and copies them too).
    public required init(layer: Any) {
        guard let other = layer as? Layer else { return }
        store(other.modelProperties)
        for property in type(of: self).subclassProperties { property.copy(other, self) }
        name = other.name
        rendering.set(other.rendering.values)
        // A presentation copy prints its model's id and takes none of its own.
        snapshotID = other.snapshotID
    }

    // MARK: Geometry

    /// `bounds`; a view's layer reads and sets the view's `bounds`.
    open var bounds: CGRect {
        get { owningView?.bounds ?? freeValues.read { $0.bounds } }
        set {
            if let view = owningView { view.bounds = newValue; return }
            guard newValue.isFiniteRect else { return reject(.nonFiniteGeometry, "bounds \(UIKitFormat.rect(newValue)) has a NaN or infinite component; the bounds stay \(UIKitFormat.rect(bounds))") }
            freeValues.update { $0.bounds = CGRect(origin: newValue.origin, size: CGSize(width: abs(newValue.width), height: abs(newValue.height))) }
        }
    }

    /// `position`: where the anchor point sits in the superlayer; a view's layer reads and sets the
    /// view's `center` (UIKit's `center` is its layer's `position`).
    open var position: CGPoint {
        get { owningView?.center ?? freeValues.read { $0.position } }
        set {
            if let view = owningView { view.center = newValue; return }
            guard newValue.isFinitePoint else { return reject(.nonFiniteGeometry, "position \(UIKitFormat.point(newValue)) has a NaN or infinite component; the position stays \(UIKitFormat.point(position))") }
            freeValues.update { $0.position = newValue }
        }
    }

    /// `frame`: the bounding box of the transformed bounds, placed by `position` and `anchorPoint`.
    /// Setting it under a non-identity transform sets the bounds size to the frame's size under
    /// the inverse transform and the position to the frame's anchor point, as Core Animation
    /// does (UIKit documents the result as undefined); a view's layer uses the view's `frame`.
    open var frame: CGRect {
        get {
            if let view = owningView { return view.frame }
            let own = freeValues.values
            return LayerGeometry.frame(position: own.position, bounds: own.bounds, anchor: anchorPointValue,
                                       transform: affineTransformValue)
        }
        set {
            if let view = owningView { view.frame = newValue; return }
            guard newValue.isFiniteRect else { return reject(.nonFiniteGeometry, "frame \(UIKitFormat.rect(newValue)) has a NaN or infinite component; the frame stays \(UIKitFormat.rect(frame))") }
            let placed = LayerGeometry.place(frame: newValue.standardized, anchor: anchorPointValue,
                                             transform: affineTransformValue)
            freeValues.update {
                $0.position = placed.position
                $0.bounds.size = placed.size
            }
        }
    }

    /// `anchorPoint`, in unit coordinates of the bounds; default (0.5, 0.5). Changing it keeps
    /// `position` (so the frame moves), as in Core Animation. Non-finite values are rejected.
    open var anchorPoint: CGPoint {
        get { anchorPointValue }
        set {
            guard newValue.isFinitePoint else { return reject(.nonFiniteGeometry, "anchorPoint \(UIKitFormat.point(newValue)) has a NaN or infinite component; it stays \(UIKitFormat.point(anchorPointValue))") }
            guard newValue != anchorPointValue else { return }
            geometry.update { $0.anchorPoint = newValue }
            owningView?.layerGeometryDidChange()
        }
    }

    /// `transform`, applied about the anchor point. A view's `transform` is this one's affine part;
    /// setting it on a view's layer animates inside a `View.animate` block, as `view.transform`.
    /// Stored compactly: six numbers unless a 3-D transform is set, nothing for the identity.
    open var transform: Transform3D {
        get { transformValue }
        set {
            guard newValue.isFinite else { return reject(.nonFiniteGeometry, "transform has a NaN or infinite entry; it stays as it was") }
            if let view = owningView { view.applyLayerTransform(newValue); return }
            storeTransform(newValue)
        }
    }

    /// `affineTransform()`: the affine part of `transform`.
    public func affineTransform() -> CGAffineTransform { affineTransformValue }

    /// `setAffineTransform(_:)`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = Transform3D(m) }

    /// `zPosition`. Stored; ViewTree orders drawing and hit testing by the tree, as UIKit's hit
    /// testing does (it walks subviews, not z positions).
    open var zPosition: CGFloat {
        get { tree.read { $0.zPosition } }
        set {
            guard newValue.isFinite else { return reject(.invalidValue, "zPosition \(newValue) is not finite; it stays \(UIKitFormat.number(zPosition))") }
            tree.update { $0.zPosition = newValue }
        }
    }

    // MARK: Appearance

    /// `opacity` (a `Float`, as in Core Animation), the same value as the view's `alpha`: on a view's
    /// layer, reading gives `Float(view.alpha)` and setting calls `view.alpha`'s setter.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? freeValues.read { $0.opacity } }
        set {
            if let view = owningView { view.alpha = CGFloat(newValue); return }
            guard !newValue.isNaN else { return reject(.invalidValue, "opacity NaN is not a number; opacity stays \(opacity)") }
            freeValues.update { $0.opacity = min(max(newValue, 0), 1) }
        }
    }

    /// `isHidden`; a view's layer uses the view's `isHidden`.
    open var isHidden: Bool {
        get { owningView?.isHidden ?? freeValues.read { $0.isHidden } }
        set { if let view = owningView { view.isHidden = newValue } else { freeValues.update { $0.isHidden = newValue } } }
    }

    /// `masksToBounds`; a view's layer uses the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? freeValues.read { $0.masksToBounds } }
        set { if let view = owningView { view.clipsToBounds = newValue } else { freeValues.update { $0.masksToBounds = newValue } } }
    }

    /// `backgroundColor`; a view's layer uses the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { owningView.map { $0.layerBackgroundColor } ?? freeValues.read { $0.backgroundColor } }
        set {
            if let view = owningView { view.backgroundColor = newValue.map(Color.init(cgColor:)); return }
            freeValues.update { $0.backgroundColor = newValue }
        }
    }

    /// `cornerRadius`; default 0. NaN, infinite and negative values are rejected.
    open var cornerRadius: CGFloat {
        get { border.read { $0.cornerRadius } }
        set { if validLength(newValue, "cornerRadius", cornerRadius) { border.update { $0.cornerRadius = newValue } } }
    }

    /// `maskedCorners` (iOS 11): which corners `cornerRadius` rounds; default all four
    /// (`Layer.defaultMaskedCorners`). Stored: nothing is drawn.
    open var maskedCorners: CornerMask {
        get { border.read { $0.maskedCorners } }
        set { border.update { $0.maskedCorners = newValue } }
    }

    /// `cornerCurve` (iOS 13): the shape of the rounded corners; default `.circular`
    /// (`Layer.defaultCornerCurve`). Stored: nothing is drawn.
    open var cornerCurve: CornerCurve {
        get { border.read { $0.cornerCurve } }
        set { border.update { $0.cornerCurve = newValue } }
    }

    /// `borderWidth`; default 0. NaN, infinite and negative values are rejected.
    open var borderWidth: CGFloat {
        get { border.read { $0.borderWidth } }
        set { if validLength(newValue, "borderWidth", borderWidth) { border.update { $0.borderWidth = newValue } } }
    }

    /// `borderColor`; default opaque black.
    open var borderColor: CGColor? {
        get { border.read { $0.borderColor } }
        set { border.update { $0.borderColor = newValue } }
    }

    /// `shadowColor`; default opaque black.
    open var shadowColor: CGColor? {
        get { shadow.read { $0.shadowColor } }
        set { shadow.update { $0.shadowColor = newValue } }
    }

    /// `shadowOpacity`, 0…1 (clamped); default 0 (no shadow).
    open var shadowOpacity: Float {
        get { shadow.read { $0.shadowOpacity } }
        set {
            guard !newValue.isNaN else { return reject(.invalidValue, "shadowOpacity NaN is not a number; it stays \(shadowOpacity)") }
            shadow.update { $0.shadowOpacity = min(max(newValue, 0), 1) }
        }
    }

    /// `shadowOffset`; default (0, -3).
    open var shadowOffset: CGSize {
        get { shadow.read { $0.shadowOffset } }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else { return reject(.invalidValue, "shadowOffset \(UIKitFormat.size(newValue)) is not finite; it stays \(UIKitFormat.size(shadowOffset))") }
            shadow.update { $0.shadowOffset = newValue }
        }
    }

    /// `contentsScale`: pixels per point of the layer's content. A view's layer has its screen's scale (UIKit
    /// sets it); a free layer 1 until set (CALayer documentation: "the default value of this property is 1.0").
    /// NaN, infinite, zero and negative scales are rejected with a diagnostic. Stored: ViewTree renders no pixels.
    open var contentsScale: CGFloat {
        get { storedContentsScale ?? owningView?.pixelScale ?? 1 }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return reject(.invalidValue, "contentsScale \(newValue) is not a positive finite scale; it stays \(contentsScale)")
            }
            storedContentsScale = newValue
        }
    }
    private var storedContentsScale: CGFloat?

    /// `preferredFrameSize()`: the size the layer would like; its bounds' size (a text layer measures its string).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// `shouldRasterize`; default `false`. Stored: ViewTree renders no pixels.
    open var shouldRasterize = false
    /// `rasterizationScale`; default 1. Stored, as `shouldRasterize`.
    open var rasterizationScale: CGFloat = 1

    /// `shadowRadius`; default 3. NaN, infinite and negative values are rejected.
    open var shadowRadius: CGFloat {
        get { shadow.read { $0.shadowRadius } }
        set { if validLength(newValue, "shadowRadius", shadowRadius) { shadow.update { $0.shadowRadius = newValue } } }
    }

    /// `mask`: a layer whose alpha channel masks this layer's content; default `nil`. Kept (strongly, as
    /// Core Animation keeps it) and never drawn: ViewTree renders no pixels. As CALayer's documentation
    /// requires, the mask must have no superlayer; a mask that has one, that is this layer, or whose own
    /// masks lead back to this layer is rejected with a diagnostic and the previous mask stays.
    open var mask: Layer? {
        get { tree.read { $0.mask } }
        set {
            if let newValue {
                if newValue === self { return reject(.invalidValue, "mask: a layer cannot mask itself; the mask stays \(maskDescription)") }
                if newValue.superlayer != nil || newValue.owningView?.superview != nil {
                    return reject(.invalidValue, "mask: the mask layer has a superlayer (CALayer: \"the layer you assign to this property must not have a superlayer\"); the mask stays \(maskDescription)")
                }
                var next: Layer? = newValue.mask
                var steps = 0
                while let layer = next, steps < Layer.maximumMaskChain {
                    if layer === self { return reject(.invalidValue, "mask: the new mask is masked, in turn, by this layer (a cycle); the mask stays \(maskDescription)") }
                    next = layer.mask
                    steps += 1
                }
            }
            tree.update { $0.mask = newValue }
        }
    }

    /// How far a chain of masks is followed when a cycle is looked for (a chain longer than this is a
    /// hostile input; ViewTree's own limit, not UIKit's).
    static let maximumMaskChain = 10_000

    private var maskDescription: String { mask.map { "<\(type(of: $0))>" } ?? "nil" }

    /// `shadowPath`; default `nil` (the shadow follows the layer's shape). The layer keeps an
    /// immutable copy, as `ShapeLayer.path` does.
    open var shadowPath: CGPath? {
        get { shadow.read { $0.shadowPath } }
        set { shadow.update { $0.shadowPath = newValue?.copy() } }
    }

    // MARK: Subclass properties

    /// The properties a subclass adds (see `LayerSubclassProperty`): copied by `init(layer:)`,
    /// the animatable ones read and written by animations. `ShapeLayer` and `GradientLayer`
    /// override it; a user's subclass copies its own properties in its `init(layer:)`.
    class var subclassProperties: [LayerSubclassProperty] { [] }

    /// The model value of a subclass's animatable property (`ShapeLayer.strokeEnd`, …), or `nil`
    /// when `key` is not one.
    func subclassValue(forKey key: String) -> LayerValue? {
        type(of: self).subclassProperties.first { $0.key == key }?.read?(self)
    }

    /// Stores a presentation value of a subclass property into this (presentation) copy.
    func applyPresentationValue(_ value: LayerValue, forKey key: String) {
        type(of: self).subclassProperties.first { $0.key == key }?.write?(self, value)
    }

    // MARK: Internals

    /// All model values, the view's where it holds them.
    var modelProperties: LayerProperties {
        var p = LayerProperties()
        if let view = owningView {
            p.bounds = view.storedBounds
            p.position = view.storedCenter
            p.opacity = Float(view.storedAlpha)
            p.isHidden = view.storedHidden
            p.masksToBounds = view.clipsToBounds
            p.backgroundColor = view.layerBackgroundColor
        } else {
            let c = freeValues.values
            p.bounds = c.bounds
            p.position = c.position
            p.opacity = c.opacity
            p.isHidden = c.isHidden
            p.masksToBounds = c.masksToBounds
            p.backgroundColor = c.backgroundColor
        }
        let g = geometry.values, b = border.values, s = shadow.values
        p.anchorPoint = g.anchorPoint
        p.transform = g.transform.transform3D
        p.zPosition = zPosition
        p.cornerRadius = b.cornerRadius
        p.borderWidth = b.borderWidth
        p.borderColor = b.borderColor
        p.shadowColor = s.shadowColor
        p.shadowOpacity = s.shadowOpacity
        p.shadowOffset = s.shadowOffset
        p.shadowRadius = s.shadowRadius
        p.shadowPath = s.shadowPath
        return p
    }

    /// Stores a whole property set into this layer's own groups (a copy or presentation copy,
    /// which has no view): each group is allocated only if some value in it is not the default.
    func store(_ p: LayerProperties) {
        freeValues.set(LayerContentsGroup(bounds: p.bounds, position: p.position, opacity: p.opacity, isHidden: p.isHidden,
                                        masksToBounds: p.masksToBounds, backgroundColor: p.backgroundColor))
        geometry.set(LayerGeometryGroup(transform: CompactTransform(p.transform), anchorPoint: p.anchorPoint))
        border.set(LayerBorderGroup(cornerRadius: p.cornerRadius, borderWidth: p.borderWidth, borderColor: p.borderColor))
        shadow.set(LayerShadowGroup(shadowOpacity: p.shadowOpacity, shadowRadius: p.shadowRadius, shadowOffset: p.shadowOffset,
                                    shadowColor: p.shadowColor, shadowPath: p.shadowPath))
        tree.update { $0.zPosition = p.zPosition }
    }

    /// Stores a new transform (already validated) and tells the view its geometry changed.
    func storeTransform(_ value: Transform3D) {
        geometry.update { $0.transform = CompactTransform(value) }
        owningView?.layerGeometryDidChange()
    }

    /// A subclass property's `didSet` check: puts `old` back, with a diagnostic, when the new
    /// number is NaN or infinite (or negative where `nonNegative`).
    func keepValid(_ value: inout CGFloat, old: CGFloat, _ name: String, nonNegative: Bool = false) {
        guard !value.isFinite || (nonNegative && value < 0) else { return }
        let rejected = value
        value = old
        reject(.invalidValue, "\(name) \(rejected) must be finite\(nonNegative ? " and not negative" : ""); it stays \(UIKitFormat.number(old))")
    }

    // MARK: Content, display and layout cycle (Core Animation's; ViewTree draws no pixels)

    /// `contents`: the layer's content (a `CGImage` in UIKit); default `nil`. Stored: ViewTree renders no pixels.
    open var contents: Any?
    /// `contentsGravity`; default `.resize`. Stored.
    open var contentsGravity: LayerContentsGravity = .resize
    /// `drawsAsynchronously`; default `false`. Stored.
    open var drawsAsynchronously = false
    /// `needsDisplayOnBoundsChange`; default `false`. Stored.
    open var needsDisplayOnBoundsChange = false
    /// Set by `setNeedsDisplay()` / `setNeedsLayout()` until the layer displays or lays out.
    private var displayPending = false
    private var layoutPending = false
    /// Values stored under keys that are not Core Animation's (`setValue(_:forKey:)`).
    var keyedValues: [String: Any] = [:]

    /// `needsDisplay(forKey:)`: whether a change of the key redisplays the layer; `false` (a subclass answers
    /// for its own properties; ViewTree does not observe arbitrary keys, so the answer is only asked for).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// `defaultValue(forKey:)`: `nil`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// `setNeedsDisplay()`: a view's layer marks its view (`draw(_:)` runs on the next turn, as UIKit's); a free
    /// layer runs `display()` on the next turn of its world's run loop (or at `displayIfNeeded()`).
    open func setNeedsDisplay() {
        if let view = owningView { return view.setNeedsDisplay() }
        guard !displayPending else { return }
        displayPending = true
        simulation?.runLoop.perform { [weak self] in self?.displayIfNeeded() }
    }

    /// `setNeedsDisplay(_:)`: as `setNeedsDisplay()` (ViewTree keeps no dirty rectangle for free layers).
    open func setNeedsDisplay(_ r: CGRect) {
        if let view = owningView { return view.setNeedsDisplay(r) }
        setNeedsDisplay()
    }

    /// `needsDisplay()`: whether a display is pending.
    open func needsDisplay() -> Bool { owningView?.extras?.invalidDisplayRect != nil || displayPending }

    /// `displayIfNeeded()`: runs `display()` now when one is pending.
    open func displayIfNeeded() {
        if let view = owningView { return view.displayIfNeeded() }
        guard displayPending else { return }
        displayPending = false
        display()
    }

    /// `display()`: draws the content. A view's layer asks its view (`draw(_:in:)`, which runs `draw(_:)`); a free
    /// layer with a delegate asks it (`display(_:)`, whose default tells `layerWillDraw(_:)` and calls `draw(in:)`);
    /// otherwise `draw(in:)` with a context that draws nothing.
    open func display() {
        if let view = owningView {
            return ThreadContext.current.withCurrentTraits(of: view) { view.draw(self, in: CGContext()) }
        }
        if let delegate = tree.read({ $0.delegate }) { return delegate.display(self) }
        draw(in: CGContext())
    }

    /// `draw(in:)`: a subclass draws here; the default asks a free layer's delegate (`draw(_:in:)`).
    open func draw(in ctx: CGContext) {
        guard owningView == nil, let delegate = tree.read({ $0.delegate }) else { return }
        delegate.draw(self, in: ctx)
    }

    /// `setNeedsLayout()`: a view's layer marks its view; a free layer runs `layoutSublayers()` on the next turn
    /// of its world's run loop (or at `layoutIfNeeded()`).
    open func setNeedsLayout() {
        if let view = owningView { return view.setNeedsLayout() }
        guard !layoutPending else { return }
        layoutPending = true
        simulation?.runLoop.perform { [weak self] in self?.layoutIfNeeded() }
    }

    /// `needsLayout()`.
    open func needsLayout() -> Bool { owningView?.needsLayoutFlag ?? layoutPending }

    /// `layoutIfNeeded()`: a view's layer lays out its view; a free layer runs `layoutSublayers()` when marked,
    /// then its sublayers'.
    open func layoutIfNeeded() {
        if let view = owningView { return view.layoutIfNeeded() }
        if layoutPending {
            layoutPending = false
            layoutSublayers()
        }
        for sublayer in sublayers ?? [] where sublayer.owningView == nil { sublayer.layoutIfNeeded() }
    }

    /// `layoutSublayers()`: a subclass places its sublayers here; the default asks the delegate
    /// (`layoutSublayers(of:)`: a view's layer thus runs its view's `layoutSubviews()`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Hit testing (Core Animation's; transforms are not applied, see `Layer+Geometry.swift`)

    /// `hitTest(_:)`: the farthest descendant (or this layer) containing `p`, a point in the superlayer's
    /// coordinates; hidden layers and the outside of a masking layer are skipped. `nil` when none.
    open func hitTest(_ p: CGPoint) -> Layer? {
        guard !isHidden else { return nil }
        let local = convertFromSuperlayer(p)
        if masksToBounds && !contains(local) { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// `contains(_:)`: whether `p` (in this layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Actions (implicit animations)

    /// `actions`: the actions to run for keys (`["position": NSNull()]` turns a key's implicit animation off);
    /// default `nil`. Stored: ViewTree applies a free layer's changes at once, with no implicit animation.
    open var actions: [String: any LayerAction]?

    /// `action(forKey:)`: the delegate's `action(for:forKey:)` when it gives one (`NSNull` ends the search: no
    /// action), else the entry of `actions` for `event`, else `defaultAction(forKey:)` — Core Animation's search
    /// order (CALayer documentation, `action(forKey:)`).
    open func action(forKey event: String) -> (any LayerAction)? {
        if let chosen = delegate?.action(for: self, forKey: event) { return chosen }
        return actions?[event] ?? type(of: self).defaultAction(forKey: event)
    }

    /// `defaultAction(forKey:)`: `nil`.
    open class func defaultAction(forKey event: String) -> (any LayerAction)? { nil }

    // MARK: Timing (CAMediaTiming)

    /// `speed`: how fast the layer's time runs relative to its superlayer's; default 1. Stored: the layer's
    /// animations run at the world's speed whatever it is (a value other than 1 is reported once set).
    open var speed: Float = 1 {
        didSet { if speed != 1 { reject(.animation, "speed \(speed): a layer's own time scale is not simulated; its animations run at the world's speed") } }
    }
    /// `timeOffset` of the layer's time; default 0. Stored.
    open var timeOffset: TimeInterval = 0
    /// `beginTime` of the layer's time; default 0. Stored.
    open var beginTime: TimeInterval = 0
    /// `duration`, `repeatCount`, `repeatDuration`, `autoreverses`, `fillMode` of the layer's own timing. Stored.
    open var duration: TimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: TimeInterval = 0
    open var autoreverses = false
    open var fillMode: MediaTimingFillMode = .removed

    /// `convertTime(_:from:)`: the same time (every layer's time is the world's: `speed` is not simulated).
    open func convertTime(_ t: TimeInterval, from l: Layer?) -> TimeInterval { t }
    /// `convertTime(_:to:)`: the same time.
    open func convertTime(_ t: TimeInterval, to l: Layer?) -> TimeInterval { t }

    /// A subclass point property's `didSet` check: puts `old` back when a component is not finite.
    func keepValid(_ value: inout CGPoint, old: CGPoint, _ name: String) {
        guard !value.isFinitePoint else { return }
        let rejected = value
        value = old
        reject(.invalidValue, "\(name) \(UIKitFormat.point(rejected)) has a NaN or infinite component; it stays \(UIKitFormat.point(old))")
    }

    private func validLength(_ value: CGFloat, _ name: String, _ old: CGFloat) -> Bool {
        guard value.isFinite, value >= 0 else {
            reject(.invalidValue, "\(name) \(value) must be finite and not negative; it stays \(UIKitFormat.number(old))")
            return false
        }
        return true
    }

    /// The world this layer belongs to: its view's, or the world of the view whose layer tree it is in.
    var simulation: Simulation? {
        var layer: Layer? = self
        var root = self
        while let current = layer {
            if let view = current.owningView { return view.simulation }
            root = current
            layer = current.storedSuperlayer
        }
        return (root.freeWorldLink ?? freeWorldLink)?.world
    }

    /// Rejects bad input: the previous value is kept and a diagnostic recorded in the layer's world
    /// (or written to standard error when it has none).
    func reject(_ code: Diagnostic.Code, _ message: String) {
        let diagnostic = Diagnostic(code: code, subject: diagnosticName, message: message)
        if let world = simulation {
            world.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
        }
    }

    var diagnosticName: String {
        if let view = owningView { return "\(view.diagnosticName).layer" }
        return "<\(String(describing: type(of: self)))\(name.map { " '\($0)'" } ?? "")>"
    }
}

/// The geometry Core Animation derives from `position`, `bounds`, `anchorPoint` and `transform`.
enum LayerGeometry {
    /// The frame: the transformed bounds rectangle, placed with its anchor point on `position`.
    static func frame(position: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
        let size = bounds.size
        let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
        let box = transform.isIdentity ? local : local.applying(transform)
        return box.offsetBy(dx: position.x, dy: position.y)
    }

    /// The position and bounds size that setting `frame` gives: the size is the frame's under the
    /// inverse transform, the position the frame's point at the anchor (Core Animation's `setFrame:`,
    /// as UIKit-cross-platform's tests, which also run against UIKit on iOS, check it).
    static func place(frame: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> (position: CGPoint, size: CGSize) {
        let size = transform.isIdentity ? frame.size
            : CGRect(origin: .zero, size: frame.size).applying(transform.inverted()).size
        return (CGPoint(x: frame.origin.x + anchor.x * frame.width, y: frame.origin.y + anchor.y * frame.height), size)
    }

    /// A point in the layer's own (bounds) coordinates, in its superlayer's.
    static func toSuperlayer(_ p: CGPoint, position: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> CGPoint {
        let ax = bounds.origin.x + anchor.x * bounds.width, ay = bounds.origin.y + anchor.y * bounds.height
        let moved = CGPoint(x: p.x - ax, y: p.y - ay).applying(transform)
        return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
    }

    /// A point in the superlayer's coordinates, in the layer's own.
    static func fromSuperlayer(_ q: CGPoint, position: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> CGPoint {
        let ax = bounds.origin.x + anchor.x * bounds.width, ay = bounds.origin.y + anchor.y * bounds.height
        let local = CGPoint(x: q.x - position.x, y: q.y - position.y).applying(transform.inverted())
        return CGPoint(x: local.x + ax, y: local.y + ay)
    }
}
