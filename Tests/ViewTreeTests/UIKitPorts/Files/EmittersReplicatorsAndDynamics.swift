//
//  EmittersReplicatorsAndDynamics.swift
//
//  Twenty-seventh probe. Rewritten member for member from six public files (same types, members, calls, labels,
//  overrides and control flow; names and comments our own):
//  - zoharIOS/Swift-IOS-Projects `drawing_animations/ExternAnim/ExternAnim/ViewController.swift` (commit
//    6c8329a076a26eb4708bc07a5ba7f11489eaef53): a `UIDynamicAnimator(referenceView:)` made in `viewDidLoad`, three
//    views added in `viewDidAppear(_:)` (no `super` call, as written), `UIGravityBehavior.gravityDirection`,
//    `UICollisionBehavior.translatesReferenceBoundsIntoBoundary`, `UIDynamicItemBehavior.elasticity`;
//  - joliejuly/Confetti `Confetti/ConfettiViewController.swift` (commit be5c23997bdad737b2dd946bed917613ce9b48f5):
//    three `CAEmitterCell`s whose `contents` are `UIImage`s, `birthRate`, `lifetime`, `velocity`, `spin`, and an
//    optional `CAEmitterLayer` with `emitterSize`, `emitterShape = .line`, added with `addSublayer(_:)`;
//  - emanet29/confettis `confettis/Lanceur.swift` (commit 9a30df5a11daa285bffbafe21c53a65d278be3a7): a `CAEmitterLayer`
//    subclass with `override init(layer:)` and `required init?(coder:)`, Swift 4.0's `kCAEmitterLayerLine`,
//    `emitterPosition`, and `emitterCells` of a `CAEmitterCell` subclass;
//  - mattneub/Programming-iOS-Book-Examples `bk2ch12p565customActivityIndicator/Replicator/ViewController.swift`
//    (commit c86846d630d154fa58e23f0428760aafa050dc8f): unlabelled `CGRect`/`CGSize`/`CGPoint`/`CGVector` initialisers
//    in extensions, a `CAReplicatorLayer` with `instanceCount`, `instanceTransform`, `instanceDelay`, a repeating
//    `CABasicAnimation(keyPath: #keyPath(CALayer.opacity))`;
//  - stefanomondino/Binge `Sources/App/Extensions/UIImage+Extensions.swift` (commit
//    bac650d45e1abf727eda8c22de8911ba69552f93): `UIGraphicsBeginImageContext(_:)` of a path's `bounds`, `setFill()`,
//    `fill()`, `setStroke()`, `stroke()`, `UIGraphicsGetImageFromCurrentImageContext()`;
//  - catchvarun25/MyHerokuApp `MyHerokuApp/MyHerokuApp/Extensions/UIView+Animation.swift` (commit
//    0323e8c4b1f0cd0172c230e1f8363600b9ea4e94): `UIView.transition(with:duration:options:animations:completion:)`
//    with `.transitionFlipFromRight` and `.transitionFlipFromLeft`.
//  The confetti images and the `CAEmitterCell` subclass are the apps' own, declared elsewhere in their projects; one
//  line each stands in for them here. Errors left (Porting.md's rows): the `CAEmitterLayer` subclass declares only
//  `init(layer:)` and `init?(coder:)`, where ViewTree needs both `init()` and `init(layer:)` required, and
//  `#keyPath(CALayer.opacity)` needs the Objective-C runtime.
//

import UIKit

class FallingBlocksController: UIViewController {
    // The animator that runs the behaviours.
    var animator: UIDynamicAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The animator works in the controller's view.
        animator = UIDynamicAnimator(referenceView: view)
    }

    override func viewDidAppear(_ animated: Bool) {
        // Three blocks.
        let first = UIView(frame: CGRect(
            x: view.frame.width/2,
            y: 20,
            width: 60,
            height: 20))
        let second = UIView(frame: first.frame)
        let third = UIView(frame: first.frame)

        // Spread the second and third.
        second.frame.origin.x -= 10
        second.frame.origin.y = 50
        third.frame.origin.y = view.frame.height/2

        first.backgroundColor = UIColor.red
        second.backgroundColor = UIColor.green
        third.backgroundColor = UIColor.blue

        view.addSubview(first)
        view.addSubview(second)
        view.addSubview(third)

        // Gravity pulls the first two down.
        let gravity = UIGravityBehavior(items: [first, second])
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        animator.addBehavior(gravity)

        // All three collide, and bounce off the view's edges.
        let collision = UICollisionBehavior(items: [first, second, third])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        // The first bounces back with most of its speed.
        let bounce = UIDynamicItemBehavior(items: [first])
        bounce.elasticity = CGFloat(0.8)
        animator.addBehavior(bounce)
    }


}

extension UIImage {
    static var violetPaper: UIImage { UIImage() }
    static var rosePaper: UIImage { UIImage() }
    static var lemonPaper: UIImage { UIImage() }
}

final class PaperShowerController: UIViewController {

    private var emitter: CAEmitterLayer?

    override func viewDidLoad() {
        super.viewDidLoad()
        makeEmitter()
    }

    private func makeEmitter() {
        emitter = CAEmitterLayer()

        let violet = CAEmitterCell()
        violet.contents = UIImage.violetPaper

        let rose = CAEmitterCell()
        rose.contents = UIImage.rosePaper

        let lemon = CAEmitterCell()
        lemon.contents = UIImage.lemonPaper


        let kinds = [violet, rose, lemon]

        kinds.forEach { kind in
            kind.birthRate = 10
            kind.lifetime = 10
            kind.velocity = 100
            kind.spin = 0.3
        }

        emitter?.emitterCells = kinds
        emitter?.emitterSize = CGSize(width: view.frame.width, height: 2)
        emitter?.emitterShape = .line

        view.layer.addSublayer(emitter ?? CAEmitterLayer())
    }
}

class Flake: CAEmitterCell {}

// expect-error: 'required' initializer 'init()' must be provided by subclass of 'EmitterLayer'
class Launcher: CAEmitterLayer {

// expect-error: use the 'required' modifier to override a required initializer
    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }


    func place(frame: CGRect) {
        emitterPosition = CGPoint(x: frame.width/2, y: -10)
        emitterShape = kCAEmitterLayerLine
        emitterSize = CGSize(width: frame.width, height: 2)

    }

    func launch() {
        emitterCells = makeFlakes()
    }

    func makeFlakes() -> [Flake] {
        var flakes = [Flake]()
        for _ in (0...30) {
            flakes.append(Flake())
        }
        return flakes
    }
}

extension CGRect {
    init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
        self.init(x: x, y: y, width: w, height: h)
    }
}
extension CGSize {
    init(_ width: CGFloat, _ height: CGFloat) {
        self.init(width: width, height: height)
    }
}
extension CGPoint {
    init(_ x: CGFloat, _ y: CGFloat) {
        self.init(x: x, y: y)
    }
}
extension CGVector {
    init (_ dx: CGFloat, _ dy: CGFloat) {
        self.init(dx: dx, dy: dy)
    }
}
extension CGRect {
    var center: CGPoint {
        return CGPoint(self.midX, self.midY)
    }
}

class PulsingBarsController: UIViewController {

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        let copies = CAReplicatorLayer()
        copies.frame = CGRect(0,0,100,20)
        let bar = CALayer()
        bar.frame = CGRect(0,0,10,20)
        bar.backgroundColor = UIColor.red.cgColor
        copies.addSublayer(bar)
        copies.instanceCount = 5
        copies.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
// expect-error: '#keyPath' can only be used with the Objective-C runtime
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        fade.fromValue = 1.0
        fade.toValue = 0.2
        fade.duration = 1
        fade.repeatCount = .greatestFiniteMagnitude
        bar.add(fade, forKey: nil)
        copies.instanceDelay = fade.duration / Double(copies.instanceCount)
        self.view.layer.addSublayer(copies)
        copies.position = self.view.layer.bounds.center

    }

}

extension UIImage {
    static func drawn(from path: UIBezierPath, strokeColor: UIColor = .clear, fillColor: UIColor = .clear, lineWidth: CGFloat = 0) -> UIImage {
        UIGraphicsBeginImageContext(path.bounds.insetBy(dx: lineWidth, dy: lineWidth).size)
        fillColor.setFill()
        path.fill()
        strokeColor.setStroke()
        path.stroke()
        let drawn = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return drawn ?? UIImage()
    }
}

extension UIView {

    func flipFromRight(_ change: @escaping ()->()) {
        UIView.transition(with: self, duration: 0.5, options: .transitionFlipFromRight, animations: {
            change()
        }, completion: nil)
    }

    func flipFromLeft(_ change: @escaping ()->()) {
        UIView.transition(with: self, duration: 0.5, options: .transitionFlipFromLeft, animations: {
            change()
        }, completion: nil)
    }

}
