import Foundation

/// `UIDynamicAnimatorDelegate`: the animator paused (every item at rest) or is about to resume.
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item came to rest: the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// `UIDynamicAnimator` (iOS 7): runs its behaviours on the world's display frames, moving the items' centres.
///
/// One step per display frame of the reference view's world (of the current world when the view has none):
/// forces become accelerations (gravity 1000 pt/s² per unit, pushes 100 pt/s² per unit on a 100 × 100 view of
/// density 1), velocities integrate into positions (semi-implicit Euler), snaps and spring attachments pull,
/// rigid attachments keep their length, collision boundaries (the reference bounds) stop and bounce items by their
/// `elasticity`, and every behaviour's `action` runs. When every item has been still for three steps the
/// animator pauses (`isRunning` false, `dynamicAnimatorDidPause`); adding a behaviour, a velocity or
/// `updateItem(usingCurrentState:)` resumes it. Not simulated: rotation, friction, collisions between items,
/// line and path boundaries, field behaviours.
open class DynamicAnimator {
    /// `referenceView` (weak: the view owns neither the animator nor its behaviours).
    public private(set) weak var referenceView: View?
    /// `behaviors`.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// `delegate` (weak).
    open weak var delegate: DynamicAnimatorDelegate?
    /// `isRunning`: whether the animator is stepping.
    public private(set) var isRunning = false
    /// `elapsedTime`: seconds the animator has run since its behaviours were first added.
    public private(set) var elapsedTime: TimeInterval = 0

    private weak var world: Simulation?
    private var link: VirtualDisplayLink?
    private var states: [ObjectIdentifier: ItemState] = [:]
    private var stillSteps = 0

    /// An item's simulated state.
    private struct ItemState {
        var position: CGPoint
        var velocity: CGPoint
    }

    /// Steps of stillness before the animator pauses.
    static let stillStepsBeforePause = 3
    /// Below this speed (points per second) an item counts as still.
    static let restSpeed: CGFloat = 0.5
    /// Items farther than this from the origin are no longer moved (they left for good).
    static let farAway: CGFloat = 1e7

    /// `init(referenceView:)`.
    public init(referenceView view: View) {
        referenceView = view
        world = view.simulation ?? Simulation.current
    }

    deinit { link?.invalidate() }

    /// `addBehavior(_:)`.
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        for each in behavior.allBehaviors { each.dynamicAnimator = self }
        behaviorsDidChange()
    }

    /// `removeBehavior(_:)`.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        for each in behavior.allBehaviors { each.dynamicAnimator = nil }
        behaviorsDidChange()
    }

    /// `removeAllBehaviors()`.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// `items(in:)`: the items whose frames meet `rect`.
    open func items(in rect: CGRect) -> [DynamicItem] {
        items(of: behaviors.flatMap(\.allBehaviors)).filter { item in
            let size = item.bounds.size
            return CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                          width: size.width, height: size.height).intersects(rect)
        }
    }

    /// `updateItem(usingCurrentState:)`: the item's centre, as the app set it, is where the simulation goes on from.
    open func updateItem(usingCurrentState item: DynamicItem) {
        states[ObjectIdentifier(item)]?.position = item.center
        resume()
    }

    // MARK: Internal

    func behaviorsDidChange() {
        for behavior in behaviors.flatMap(\.allBehaviors) {
            guard let itemBehavior = behavior as? DynamicItemBehavior, !itemBehavior.pendingVelocity.isEmpty else { continue }
            for item in itemBehavior.items {
                if let velocity = itemBehavior.pendingVelocity[ObjectIdentifier(item)] { addVelocity(velocity, to: item) }
            }
            itemBehavior.pendingVelocity = [:]
        }
        resume()
    }

    func addVelocity(_ velocity: CGPoint, to item: DynamicItem) {
        var state = states[ObjectIdentifier(item)] ?? ItemState(position: item.center, velocity: .zero)
        state.velocity = CGPoint(x: state.velocity.x + velocity.x, y: state.velocity.y + velocity.y)
        states[ObjectIdentifier(item)] = state
        resume()
    }

    func velocity(of item: DynamicItem) -> CGPoint { states[ObjectIdentifier(item)]?.velocity ?? .zero }

    /// The items `behaviors` act on, each once, in the order they first appear.
    private func items(of behaviors: [DynamicBehavior]) -> [DynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var items: [DynamicItem] = []
        for behavior in behaviors {
            for item in behavior.ownItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        return items
    }

    private func resume() {
        stillSteps = 0
        guard !isRunning, !behaviors.isEmpty, let world else { return }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
        link = world.runLoop.displayLink { [weak self] link in self?.step(link.duration) }
    }

    private func pause() {
        link?.invalidate()
        link = nil
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One step of `dt` seconds (see the type's documentation).
    private func step(_ frame: TimeInterval) {
        let dt = CGFloat(frame > 0 ? frame : 1.0 / 60)
        elapsedTime += TimeInterval(dt)
        let all = behaviors.flatMap(\.allBehaviors)
        var moving = false
        for item in items(of: all) {
            let key = ObjectIdentifier(item)
            var state = states[key] ?? ItemState(position: item.center, velocity: .zero)
            let before = state.position
            guard abs(before.x) < Self.farAway, abs(before.y) < Self.farAway else { continue }
            let properties = all.lazy.compactMap { $0 as? DynamicItemBehavior }.first { $0.items.contains { $0 === item } }
            if properties?.isAnchored == true { state.velocity = .zero; states[key] = state; continue }
            let size = item.bounds.size
            let mass = max(0.0001, (properties?.density ?? 1) * max(1, size.width * size.height) / 10_000)
            var acceleration = CGPoint.zero
            func accelerate(_ dx: CGFloat, _ dy: CGFloat) { acceleration.x += dx; acceleration.y += dy }
            let snap = all.lazy.compactMap { $0 as? SnapBehavior }.first { $0.item === item }
            if let snap {
                let omega = SnapBehavior.angularFrequency, zeta = max(0.1, min(1, snap.damping))
                accelerate(omega * omega * (snap.snapPoint.x - state.position.x) - 2 * zeta * omega * state.velocity.x,
                           omega * omega * (snap.snapPoint.y - state.position.y) - 2 * zeta * omega * state.velocity.y)
            } else {
                for gravity in all.compactMap({ $0 as? GravityBehavior }) where gravity.items.contains(where: { $0 === item }) {
                    accelerate(gravity.gravityDirection.dx * GravityBehavior.pointsPerSecondSquaredPerMagnitude,
                               gravity.gravityDirection.dy * GravityBehavior.pointsPerSecondSquaredPerMagnitude)
                }
                for push in all.compactMap({ $0 as? PushBehavior }) where push.active && push.items.contains(where: { $0 === item }) {
                    let k = PushBehavior.pointsPerSecondSquaredPerMagnitude / mass
                    if push.mode == .continuous {
                        accelerate(push.pushDirection.dx * k, push.pushDirection.dy * k)
                    } else {
                        state.velocity.x += push.pushDirection.dx * k
                        state.velocity.y += push.pushDirection.dy * k
                    }
                }
                for spring in all.compactMap({ $0 as? AttachmentBehavior }) where spring.item === item && spring.frequency > 0 {
                    let (dx, dy) = (state.position.x - spring.anchorPoint.x, state.position.y - spring.anchorPoint.y)
                    let distance = max(0.0001, hypot(dx, dy))
                    let omega = 2 * .pi * spring.frequency
                    let stretch = distance - spring.length
                    accelerate(-omega * omega * stretch * dx / distance - 2 * spring.damping * omega * state.velocity.x,
                               -omega * omega * stretch * dy / distance - 2 * spring.damping * omega * state.velocity.y)
                }
            }
            if let resistance = properties?.resistance, resistance > 0 {
                let keep = max(0, 1 - resistance * dt)
                state.velocity = CGPoint(x: state.velocity.x * keep, y: state.velocity.y * keep)
            }
            state.velocity.x += acceleration.x * dt
            state.velocity.y += acceleration.y * dt
            state.position.x += state.velocity.x * dt
            state.position.y += state.velocity.y * dt
            for rope in all.compactMap({ $0 as? AttachmentBehavior }) where rope.item === item && rope.frequency == 0 {
                let (dx, dy) = (state.position.x - rope.anchorPoint.x, state.position.y - rope.anchorPoint.y)
                let distance = hypot(dx, dy)
                guard distance > 0.0001 else { continue }
                let (ux, uy) = (dx / distance, dy / distance)
                state.position = CGPoint(x: rope.anchorPoint.x + ux * rope.length, y: rope.anchorPoint.y + uy * rope.length)
                let radial = state.velocity.x * ux + state.velocity.y * uy
                state.velocity = CGPoint(x: state.velocity.x - radial * ux, y: state.velocity.y - radial * uy)
            }
            collide(item, &state, size: size, elasticity: properties?.elasticity ?? 0, behaviors: all)
            if !state.position.x.isFinite || !state.position.y.isFinite { state = ItemState(position: before, velocity: .zero) }
            states[key] = state
            if state.position != before { item.center = state.position }
            if hypot(state.velocity.x, state.velocity.y) >= Self.restSpeed || hypot(state.position.x - before.x, state.position.y - before.y) > 0.01 {
                moving = true
            }
        }
        for push in all.compactMap({ $0 as? PushBehavior }) where push.mode == .instantaneous { push.active = false }
        for behavior in all { behavior.action?() }
        stillSteps = moving ? 0 : stillSteps + 1
        if stillSteps >= Self.stillStepsBeforePause { pause() }
    }

    /// Keeps the item inside the reference bounds of the collision behaviours that hold it, bouncing by `elasticity`.
    private func collide(_ item: DynamicItem, _ state: inout ItemState, size: CGSize, elasticity: CGFloat, behaviors: [DynamicBehavior]) {
        guard let reference = referenceView?.bounds else { return }
        let bounce = min(1, max(0, elasticity))
        for collision in behaviors.compactMap({ $0 as? CollisionBehavior })
        where collision.translatesReferenceBoundsIntoBoundary && collision.collisionMode.contains(.boundaries)
            && collision.items.contains(where: { $0 === item }) {
            let box = reference.inset(by: collision.referenceBoundsInsets)
            let (hw, hh) = (size.width / 2, size.height / 2)
            var contact: CGPoint?
            if state.position.x - hw < box.minX { state.position.x = box.minX + hw; state.velocity.x = -state.velocity.x * bounce; contact = CGPoint(x: box.minX, y: state.position.y) }
            if state.position.x + hw > box.maxX { state.position.x = box.maxX - hw; state.velocity.x = -state.velocity.x * bounce; contact = CGPoint(x: box.maxX, y: state.position.y) }
            if state.position.y - hh < box.minY { state.position.y = box.minY + hh; state.velocity.y = -state.velocity.y * bounce; contact = CGPoint(x: state.position.x, y: box.minY) }
            if state.position.y + hh > box.maxY { state.position.y = box.maxY - hh; state.velocity.y = -state.velocity.y * bounce; contact = CGPoint(x: state.position.x, y: box.maxY) }
            let key = ObjectIdentifier(item)
            if let contact {
                if collision.touching.insert(key).inserted {
                    collision.collisionDelegate?.collisionBehavior(collision, beganContactFor: item, withBoundaryIdentifier: nil, at: contact)
                }
            } else if collision.touching.remove(key) != nil {
                collision.collisionDelegate?.collisionBehavior(collision, endedContactFor: item, withBoundaryIdentifier: nil)
            }
        }
    }
}
