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

    /// A free layer's values; for a view's layer, only the properties the view does not hold.
    /// Kept in a box made on the first write, so a view's layer that was only read costs a small
    /// object (see the memory figures in `Docs/Performance.md`).
    var own: LayerProperties {
        get { box?.properties ?? LayerProperties() }
        _modify {
            if box == nil { box = LayerPropertiesBox() }
            yield &box!.properties
        }
    }
    @exclusivity(unchecked) var box: LayerPropertiesBox?

    /// `anchorPoint` without copying the property set (read on every transformed geometry query).
    @inline(__always) var anchorPointValue: CGPoint { box?.properties.anchorPoint ?? Layer.defaultAnchorPoint }
    /// `transform` without copying the property set.
    @inline(__always) var transformValue: Transform3D { box?.properties.transform ?? .identity }
    /// `anchorPoint` or `transform` is not the default: frame, conversions and hit testing of the
    /// view take the transformed path. Kept so the common case costs one flag test.
    @exclusivity(unchecked) var affectsGeometry = false
    /// The view this is the layer of (`CALayer.delegate`); weak: the view owns its layer.
    weak var owningView: View?
    /// Free sublayers (for a view's layer: those added with `addSublayer`, each placed above a
    /// subview's layer or below them all); see `Layer+Hierarchy.swift`.
    var freeSublayers: [FreeSublayer] = []
    /// The layer this free layer was added to; weak: a layer owns its sublayers.
    weak var storedSuperlayer: Layer?
    /// Explicit animations, in the order they were added (see `Layer+Animations.swift`).
    var animationEntries: [LayerAnimationEntry] = []
    /// The id printed for a free layer: given at creation in the current world, or on first
    /// description in the world of the tree it is in; 0 until then.
    var snapshotID = 0

    /// `name`: an identifier for your own use.
    public var name: String?

    // MARK: Initialisers

    /// `CALayer()`: a free layer with zero bounds at (0, 0). Made while a world is current (see
    /// `Simulation`), it takes that world's next id, as views do; a view's own layer does not (its id
    /// is the view's + 1).
    public required init() {
        guard !ThreadContext.current.makingViewLayer, let world = ThreadContext.currentWorldForThisTask else { return }
        snapshotID = world.snapshotID(for: self)
    }

    /// `init(layer:)`: a copy of another layer's values (Core Animation makes presentation copies
    /// this way; a subclass that adds properties overrides it and copies them too).
    public required init(layer: Any) {
        guard let other = layer as? Layer else { return }
        own = other.modelProperties
        affectsGeometry = other.affectsGeometry
        name = other.name
        // A presentation copy prints its model's id and takes none of its own.
        snapshotID = other.snapshotID
    }

    // MARK: Geometry

    /// `bounds`; a view's layer reads and sets the view's `bounds`.
    open var bounds: CGRect {
        get { owningView?.bounds ?? own.bounds }
        set {
            if let view = owningView { view.bounds = newValue; return }
            guard newValue.isFiniteRect else { return reject(.nonFiniteGeometry, "bounds \(UIKitFormat.rect(newValue)) has a NaN or infinite component; the bounds stay \(UIKitFormat.rect(own.bounds))") }
            own.bounds = CGRect(origin: newValue.origin, size: CGSize(width: abs(newValue.width), height: abs(newValue.height)))
        }
    }

    /// `position`: where the anchor point sits in the superlayer; a view's layer reads and sets the
    /// view's `center` (UIKit's `center` is its layer's `position`).
    open var position: CGPoint {
        get { owningView?.center ?? own.position }
        set {
            if let view = owningView { view.center = newValue; return }
            guard newValue.isFinitePoint else { return reject(.nonFiniteGeometry, "position \(UIKitFormat.point(newValue)) has a NaN or infinite component; the position stays \(UIKitFormat.point(own.position))") }
            own.position = newValue
        }
    }

    /// `frame`: the bounding box of the transformed bounds, placed by `position` and `anchorPoint`.
    /// Setting it under a non-identity transform sets the bounds size to the frame's size under
    /// the inverse transform and the position to the frame's anchor point, as Core Animation
    /// does (UIKit documents the result as undefined); a view's layer uses the view's `frame`.
    open var frame: CGRect {
        get {
            if let view = owningView { return view.frame }
            return LayerGeometry.frame(position: own.position, bounds: own.bounds, anchor: own.anchorPoint,
                                       transform: own.transform.affineTransform)
        }
        set {
            if let view = owningView { view.frame = newValue; return }
            guard newValue.isFiniteRect else { return reject(.nonFiniteGeometry, "frame \(UIKitFormat.rect(newValue)) has a NaN or infinite component; the frame stays \(UIKitFormat.rect(frame))") }
            let placed = LayerGeometry.place(frame: newValue.standardized, anchor: own.anchorPoint,
                                             transform: own.transform.affineTransform)
            own.position = placed.position
            own.bounds.size = placed.size
        }
    }

    /// `anchorPoint`, in unit coordinates of the bounds; default (0.5, 0.5). Changing it keeps
    /// `position` (so the frame moves), as in Core Animation. Non-finite values are rejected.
    open var anchorPoint: CGPoint {
        get { own.anchorPoint }
        set {
            guard newValue.isFinitePoint else { return reject(.nonFiniteGeometry, "anchorPoint \(UIKitFormat.point(newValue)) has a NaN or infinite component; it stays \(UIKitFormat.point(own.anchorPoint))") }
            guard newValue != own.anchorPoint else { return }
            own.anchorPoint = newValue
            geometryStorageChanged()
        }
    }

    /// `transform`, applied about the anchor point. A view's `transform` is this one's affine part;
    /// setting it on a view's layer animates inside a `View.animate` block, as `view.transform`.
    open var transform: Transform3D {
        get { own.transform }
        set {
            guard newValue.isFinite else { return reject(.nonFiniteGeometry, "transform has a NaN or infinite entry; it stays as it was") }
            if let view = owningView { view.applyLayerTransform(newValue); return }
            own.transform = newValue
            geometryStorageChanged()
        }
    }

    /// `affineTransform()`: the affine part of `transform`.
    public func affineTransform() -> CGAffineTransform { own.transform.affineTransform }

    /// `setAffineTransform(_:)`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = Transform3D(m) }

    /// `zPosition`. Stored; ViewTree orders drawing and hit testing by the tree, as UIKit's hit
    /// testing does (it walks subviews, not z positions).
    open var zPosition: CGFloat {
        get { own.zPosition }
        set { if newValue.isFinite { own.zPosition = newValue } else { reject(.invalidValue, "zPosition \(newValue) is not finite; it stays \(UIKitFormat.number(own.zPosition))") } }
    }

    // MARK: Appearance

    /// `opacity` (a `Float`, as in Core Animation), the same value as the view's `alpha`: on a view's
    /// layer, reading gives `Float(view.alpha)` and setting calls `view.alpha`'s setter.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? own.opacity }
        set {
            if let view = owningView { view.alpha = CGFloat(newValue); return }
            guard !newValue.isNaN else { return reject(.invalidValue, "opacity NaN is not a number; opacity stays \(own.opacity)") }
            own.opacity = min(max(newValue, 0), 1)
        }
    }

    /// `isHidden`; a view's layer uses the view's `isHidden`.
    open var isHidden: Bool {
        get { owningView?.isHidden ?? own.isHidden }
        set { if let view = owningView { view.isHidden = newValue } else { own.isHidden = newValue } }
    }

    /// `masksToBounds`; a view's layer uses the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? own.masksToBounds }
        set { if let view = owningView { view.clipsToBounds = newValue } else { own.masksToBounds = newValue } }
    }

    /// `backgroundColor`; a view's layer uses the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { owningView.map { $0.backgroundColor?.cgColor } ?? own.backgroundColor }
        set {
            if let view = owningView { view.backgroundColor = newValue.map(Color.init(cgColor:)); return }
            own.backgroundColor = newValue
        }
    }

    /// `cornerRadius`; default 0. NaN, infinite and negative values are rejected.
    open var cornerRadius: CGFloat {
        get { own.cornerRadius }
        set { if validLength(newValue, "cornerRadius", own.cornerRadius) { own.cornerRadius = newValue } }
    }

    /// `borderWidth`; default 0. NaN, infinite and negative values are rejected.
    open var borderWidth: CGFloat {
        get { own.borderWidth }
        set { if validLength(newValue, "borderWidth", own.borderWidth) { own.borderWidth = newValue } }
    }

    /// `borderColor`; default opaque black.
    open var borderColor: CGColor? {
        get { own.borderColor }
        set { own.borderColor = newValue }
    }

    /// `shadowColor`; default opaque black.
    open var shadowColor: CGColor? {
        get { own.shadowColor }
        set { own.shadowColor = newValue }
    }

    /// `shadowOpacity`, 0…1 (clamped); default 0 (no shadow).
    open var shadowOpacity: Float {
        get { own.shadowOpacity }
        set {
            guard !newValue.isNaN else { return reject(.invalidValue, "shadowOpacity NaN is not a number; it stays \(own.shadowOpacity)") }
            own.shadowOpacity = min(max(newValue, 0), 1)
        }
    }

    /// `shadowOffset`; default (0, -3).
    open var shadowOffset: CGSize {
        get { own.shadowOffset }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else { return reject(.invalidValue, "shadowOffset \(UIKitFormat.size(newValue)) is not finite; it stays \(UIKitFormat.size(own.shadowOffset))") }
            own.shadowOffset = newValue
        }
    }

    /// `shadowRadius`; default 3. NaN, infinite and negative values are rejected.
    open var shadowRadius: CGFloat {
        get { own.shadowRadius }
        set { if validLength(newValue, "shadowRadius", own.shadowRadius) { own.shadowRadius = newValue } }
    }

    /// `shadowPath`; default `nil` (the shadow follows the layer's shape).
    open var shadowPath: CGPath? {
        get { own.shadowPath }
        set { own.shadowPath = newValue }
    }

    // MARK: Subclass properties in animations

    /// The model value of a subclass's animatable property (`ShapeLayer.strokeEnd`, …), or `nil`
    /// when `key` is not one. Subclasses override it (and `applyPresentationValue`).
    func subclassValue(forKey key: String) -> LayerValue? { nil }

    /// Stores a presentation value of a subclass property into this (presentation) copy.
    func applyPresentationValue(_ value: LayerValue, forKey key: String) {}

    // MARK: Internals

    /// All model values, the view's where it holds them.
    var modelProperties: LayerProperties {
        var p = own
        if let view = owningView {
            p.bounds = view.storedBounds
            p.position = view.storedCenter
            p.opacity = Float(view.storedAlpha)
            p.isHidden = view.storedHidden
            p.masksToBounds = view.clipsToBounds
            p.backgroundColor = view.storedBackgroundColor?.cgColor
        }
        return p
    }

    func geometryStorageChanged() {
        affectsGeometry = own.anchorPoint != Layer.defaultAnchorPoint || !own.transform.isIdentity
        owningView?.geometryDidChange()
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
        while let current = layer {
            if let view = current.owningView { return view.simulation }
            layer = current.storedSuperlayer
        }
        return nil
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

/// The box a layer's own properties live in.
final class LayerPropertiesBox {
    var properties = LayerProperties()
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
