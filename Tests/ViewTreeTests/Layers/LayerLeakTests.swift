import Foundation
import Testing
import ViewTree

@Suite struct LayerLeakTests {
    /// Builds a world whose views have layers, free sublayers, transforms, explicit and view
    /// animations in flight, a delegate and a transaction completion, and drops it mid-animation.
    /// (The completions capture the view weakly: until views hold their world weakly — the core
    /// rework — a completion that captures a view strongly keeps the world alive for any animation,
    /// `View.animate` included, as `LeakTests` also avoids.)
    @Test func droppingTheWorldMidAnimationFreesViewsLayersAndAnimations() {
        weak var weakWorld: Simulation?
        weak var weakView: View?
        weak var weakLayer: Layer?
        weak var weakFree: Layer?
        weak var weakAnimation: BasicAnimation?
        do {
            let world = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let free = ShapeLayer()
            view.layer.addSublayer(free)
            view.transform = CGAffineTransform(rotationAngle: 0.5)
            let log = AnimationLog()
            let fade = BasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 10
            fade.delegate = log
            Transaction.begin()
            Transaction.setCompletionBlock { [weak view] in view?.removeFromSuperview() }
            view.layer.add(fade, forKey: "fade")
            free.add(fade, forKey: "fade")
            let forever = BasicAnimation(keyPath: "transform.rotation")
            forever.byValue = CGFloat.pi
            forever.repeatCount = .infinity
            view.layer.add(forever, forKey: "spin")
            Transaction.commit()
            View.animate(withDuration: 10, animations: { view.center.x = 200 }, completion: { [weak view] _ in view?.alpha = 1 })
            View.animate(withDuration: 5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1,
                         animations: { view.transform = .identity }, completion: nil)
            world.run(until: 1)
            _ = view.layer.presentation()
            _ = window.recursiveDescription()
            weakWorld = world
            weakView = view
            weakLayer = view.layer
            weakFree = free
            weakAnimation = fade
        }
        #expect(weakWorld == nil)
        #expect(weakView == nil)
        #expect(weakLayer == nil)
        #expect(weakFree == nil)
        #expect(weakAnimation == nil)
    }

    @Test func aFreeLayerTreeIsReleasedWithItsRoot() {
        weak var weakChild: Layer?
        do {
            let root = Layer()
            let child = GradientLayer()
            root.addSublayer(child)
            child.addSublayer(Layer())
            weakChild = child
        }
        #expect(weakChild == nil)
    }

    @Test func anImplicitTransactionLeftOpenFreesItsWorldAndLeaksIntoNoOtherWorld() {
        weak var weakWorld: Simulation?
        do {
            let world = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            Transaction.setAnimationDuration(3)
            Transaction.setCompletionBlock { [weak view] in view?.alpha = 0 }
            let fade = BasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            view.layer.add(fade, forKey: "fade")
            weakWorld = world
            // Dropped before its run loop turned: the implicit transaction was never committed.
        }
        #expect(weakWorld == nil)
        let next = Simulation()
        #expect(Transaction.animationDuration() == 0.25 && Transaction.completionBlock() == nil,
                "the next world on this thread starts with no transaction open")
        _ = next
    }
}
