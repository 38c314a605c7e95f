import Foundation

// UIKit Dynamics' behaviours (iOS 7): what a `DynamicAnimator` simulates on the virtual clock
// (DynamicAnimator.swift). The numbers that tie UIKit's units to points are Apple's, from the class references.

/// `UIDynamicItem`: something Dynamics moves: a view, by its `center`.
public protocol DynamicItem: AnyObject {
    /// Where the item is; Dynamics sets it.
    var center: CGPoint { get set }
    /// The item's size (its `bounds.size` sets its mass with the density).
    var bounds: CGRect { get }
    /// The item's transform.
    var transform: CGAffineTransform { get set }
}

extension View: DynamicItem {}

/// `UIDynamicBehavior`: a behaviour, possibly made of child behaviours, with an `action` run at every step.
open class DynamicBehavior {
    /// `childBehaviors`.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// `action`: run at every step of the animator the behaviour is in.
    open var action: (() -> Void)?
    /// `dynamicAnimator`: the animator the behaviour is in (weak: the animator owns its behaviours).
    public internal(set) weak var dynamicAnimator: DynamicAnimator?

    /// `init()`.
    public init() {}

    /// `addChildBehavior(_:)`.
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator { behavior.dynamicAnimator = animator; animator.behaviorsDidChange() }
    }

    /// `removeChildBehavior(_:)`.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }

    /// `willMove(to:)`: called when the behaviour joins (`dynamicAnimator`) or leaves (`nil`) an animator.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// The behaviour and its descendants, depth first.
    var allBehaviors: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.allBehaviors) }
    /// The items this behaviour (not its children) acts on.
    var ownItems: [DynamicItem] { [] }
}

/// `UIGravityBehavior`: a constant acceleration. "A magnitude value of 1.0 represents an acceleration of 1000
/// points / second²" (UIGravityBehavior reference); the default direction is (0, 1), down.
open class GravityBehavior: DynamicBehavior {
    /// Points per second² of a magnitude of 1 (UIGravityBehavior reference).
    public static let pointsPerSecondSquaredPerMagnitude: CGFloat = 1000
    /// `items`.
    public private(set) var items: [DynamicItem]
    /// `gravityDirection`: the acceleration vector, in units of 1000 pt/s². Default (0, 1).
    open var gravityDirection = CGVector(dx: 0, dy: 1)
    /// `angle` (radians, 0 to the right, π/2 down) of `gravityDirection`.
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// `magnitude` of `gravityDirection`.
    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// `init(items:)`.
    public init(items: [DynamicItem]) {
        self.items = items
        super.init()
    }

    /// `init()`: no items yet (add them with `addItem(_:)`), as UIKit's inherited `init()`.
    public override convenience init() { self.init(items: []) }

    /// `setAngle(_:magnitude:)`.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, length: magnitude)
    }

    /// `addItem(_:)`.
    open func addItem(_ item: DynamicItem) { if !items.contains(where: { $0 === item }) { items.append(item) } }
    /// `removeItem(_:)`.
    open func removeItem(_ item: DynamicItem) { items.removeAll { $0 === item } }
    override var ownItems: [DynamicItem] { items }
}

/// `UICollisionBehaviorDelegate`: contacts with boundaries (the reference bounds have a `nil` identifier).
public protocol CollisionBehaviorDelegate: AnyObject {
    /// An item touched a boundary.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// An item left a boundary.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: NSCopying?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: NSCopying?) {}
}

/// `UICollisionBehavior`: keeps items inside the reference view's bounds (when
/// `translatesReferenceBoundsIntoBoundary`) and inside rectangular boundaries. ViewTree's items do not collide
/// with each other, and line and path boundaries are kept without being enforced.
open class CollisionBehavior: DynamicBehavior {
    /// `UICollisionBehavior.Mode`.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other (not simulated).
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// `items`.
    public private(set) var items: [DynamicItem]
    /// `collisionMode`. Default `.everything`.
    open var collisionMode: Mode = .everything
    /// `translatesReferenceBoundsIntoBoundary`: the reference view's bounds are a boundary. Default `false`.
    open var translatesReferenceBoundsIntoBoundary = false
    /// The insets of that boundary (`setTranslatesReferenceBoundsIntoBoundary(with:)`).
    public private(set) var referenceBoundsInsets: EdgeInsets = .zero
    /// `collisionDelegate` (weak).
    open weak var collisionDelegate: CollisionBehaviorDelegate?
    /// `boundaryIdentifiers`: the boundaries added by identifier.
    public var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }
    private var boundaries: [(identifier: NSCopying, path: BezierPath)] = []
    /// Which items touch the reference bounds now (for the delegate's began/ended calls).
    var touching: Set<ObjectIdentifier> = []

    /// `init(items:)`.
    public init(items: [DynamicItem]) {
        self.items = items
        super.init()
    }

    /// `init()`: no items yet (add them with `addItem(_:)`), as UIKit's inherited `init()`.
    public override convenience init() { self.init(items: []) }

    /// `setTranslatesReferenceBoundsIntoBoundary(with:)`.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceBoundsInsets = insets
    }

    /// `addBoundary(withIdentifier:for:)`: kept (not enforced).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: BezierPath) {
        boundaries.append((identifier, bezierPath))
    }

    /// `addBoundary(withIdentifier:from:to:)`: a segment; kept (not enforced).
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        boundaries.append((identifier, path))
    }

    /// `boundary(withIdentifier:)`.
    open func boundary(withIdentifier identifier: NSCopying) -> BezierPath? {
        boundaries.first { CollisionBehavior.same($0.identifier, identifier) }?.path
    }

    /// `removeBoundary(withIdentifier:)`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { CollisionBehavior.same($0.identifier, identifier) }
    }

    /// Whether two boundary identifiers are equal (`isEqual:`, as Foundation compares them; identity otherwise).
    private static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }

    /// `removeAllBoundaries()`.
    open func removeAllBoundaries() { boundaries = [] }

    /// `addItem(_:)`.
    open func addItem(_ item: DynamicItem) { if !items.contains(where: { $0 === item }) { items.append(item) } }
    /// `removeItem(_:)`.
    open func removeItem(_ item: DynamicItem) { items.removeAll { $0 === item } }
    override var ownItems: [DynamicItem] { items }
}

/// `UIPushBehavior`: a force, continuous or once. "A continuous force vector with a magnitude of 1.0, applied to a
/// 100 point x 100 point view whose density value is 1.0, results in view acceleration of 100 points / second²"
/// (UIPushBehavior reference); an instantaneous push of magnitude 1 gives such a view 100 points / second.
open class PushBehavior: DynamicBehavior {
    /// `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable {
        /// A force applied at every step.
        case continuous
        /// A change of velocity, applied once when active.
        case instantaneous
    }
    /// Points per second² (or per second, instantaneous) of a magnitude of 1 on a 100 × 100 view of density 1.
    public static let pointsPerSecondSquaredPerMagnitude: CGFloat = 100

    /// `items`.
    public private(set) var items: [DynamicItem]
    /// `mode`.
    public let mode: Mode
    /// `active`: whether the force applies; an instantaneous push turns itself off once applied. Default `true`.
    open var active = true
    /// `pushDirection`. Default zero.
    open var pushDirection = CGVector.zero
    /// `angle` of `pushDirection`.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// `magnitude` of `pushDirection`.
    open var magnitude: CGFloat {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// `init(items:mode:)`.
    public init(items: [DynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    /// `setAngle(_:magnitude:)`.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, length: magnitude)
    }

    /// `addItem(_:)`.
    open func addItem(_ item: DynamicItem) { if !items.contains(where: { $0 === item }) { items.append(item) } }
    /// `removeItem(_:)`.
    open func removeItem(_ item: DynamicItem) { items.removeAll { $0 === item } }
    override var ownItems: [DynamicItem] { items }
}

/// `UISnapBehavior`: pulls an item to a point with a damped spring. `damping` 0…1, default 0.5 (UISnapBehavior
/// reference: "0.0 … minimum oscillation, 1.0 … maximum"). The spring's stiffness is ours.
open class SnapBehavior: DynamicBehavior {
    /// The spring's angular frequency, in radians per second (ours: it settles in about half a second).
    public static let angularFrequency: CGFloat = 4 * .pi
    /// The item.
    public let item: DynamicItem
    /// `snapPoint`.
    open var snapPoint: CGPoint
    /// `damping`. Default 0.5.
    open var damping: CGFloat = 0.5

    /// `init(item:snapTo:)`.
    public init(item: DynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.snapPoint = point
        super.init()
    }
    override var ownItems: [DynamicItem] { [item] }
}

/// `UIAttachmentBehavior` (to an anchor point): keeps an item at `length` from the anchor, rigidly, or as a spring
/// when `frequency` is above 0.
open class AttachmentBehavior: DynamicBehavior {
    /// The item.
    public let item: DynamicItem
    /// `anchorPoint`.
    open var anchorPoint: CGPoint
    /// `length`: the distance kept (the distance at creation).
    open var length: CGFloat
    /// `damping`. Default 0.
    open var damping: CGFloat = 0
    /// `frequency` (Hz); 0: rigid. Default 0.
    open var frequency: CGFloat = 0

    /// `init(item:attachedToAnchor:)`.
    public init(item: DynamicItem, attachedToAnchor point: CGPoint) {
        self.item = item
        self.anchorPoint = point
        self.length = hypot(item.center.x - point.x, item.center.y - point.y)
        super.init()
    }
    override var ownItems: [DynamicItem] { [item] }
}

/// `UIDynamicItemBehavior`: an item's physical properties and velocity.
open class DynamicItemBehavior: DynamicBehavior {
    /// `items`.
    public private(set) var items: [DynamicItem]
    /// `elasticity`: how much speed a collision keeps, 0…1. Default 0.
    open var elasticity: CGFloat = 0
    /// `friction`. Default 0 (kept).
    open var friction: CGFloat = 0
    /// `density`: mass per 100 × 100 points. Default 1.
    open var density: CGFloat = 1
    /// `resistance`: linear damping per second, 0…∞. Default 0.
    open var resistance: CGFloat = 0
    /// `angularResistance`. Default 0 (kept).
    open var angularResistance: CGFloat = 0
    /// `allowsRotation`. Default `true` (ViewTree does not rotate items).
    open var allowsRotation = true
    /// `isAnchored`: the item does not move. Default `false`.
    open var isAnchored = false
    /// Velocities to add at the next step.
    var pendingVelocity: [ObjectIdentifier: CGPoint] = [:]

    /// `init(items:)`.
    public init(items: [DynamicItem]) {
        self.items = items
        super.init()
    }

    /// `init()`: no items yet (add them with `addItem(_:)`), as UIKit's inherited `init()`.
    public override convenience init() { self.init(items: []) }

    /// `addLinearVelocity(_:for:)`.
    open func addLinearVelocity(_ velocity: CGPoint, for item: DynamicItem) {
        if let animator = dynamicAnimator {
            animator.addVelocity(velocity, to: item)
        } else {
            let key = ObjectIdentifier(item)
            let old = pendingVelocity[key] ?? .zero
            pendingVelocity[key] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
    }

    /// `linearVelocity(for:)`.
    open func linearVelocity(for item: DynamicItem) -> CGPoint {
        dynamicAnimator?.velocity(of: item) ?? pendingVelocity[ObjectIdentifier(item)] ?? .zero
    }

    /// `addItem(_:)`.
    open func addItem(_ item: DynamicItem) { if !items.contains(where: { $0 === item }) { items.append(item) } }
    /// `removeItem(_:)`.
    open func removeItem(_ item: DynamicItem) { items.removeAll { $0 === item } }
    override var ownItems: [DynamicItem] { items }
}

extension CGVector {
    /// The vector's direction, in radians (0 to the right, π/2 down).
    var angle: CGFloat { atan2(dy, dx) }
    /// The vector's length.
    var length: CGFloat { hypot(dx, dy) }
    /// A vector of `length` in the direction `angle`.
    init(angle: CGFloat, length: CGFloat) { self.init(dx: cos(angle) * length, dy: sin(angle) * length) }
}
