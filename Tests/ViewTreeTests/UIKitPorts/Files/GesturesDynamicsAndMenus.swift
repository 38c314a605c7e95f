//
//  GesturesDynamicsAndMenus.swift
//
//  Twenty-first probe. Four public files, kept member for member:
//  - raulriera/technical-articles `UIKit-Dynamics-in-the-real-world/DynamicBehavior/ViewController.swift` (commit
//    16264baf5f730dd747196a04a73204bc7074aa5e): a `UIDynamicBehavior` subclass composing a `UISnapBehavior` and, once
//    the card is dropped near an edge, a `UIGravityBehavior` towards that edge (child behaviours, `willMove(to:)`,
//    `referenceView`), driven by a pan that moves the card by its translation and resets it;
//  - nithindevn/SwipeIt `SwipeIt/ViewController.swift` (a later revision than the stored commit 70bf946c…, as indexed):
//    a pan that drags a view from the centre and animates it back when it ends;
//  - modestman/CardsViewController `CardsViewController/Classes/CancelAnimation.swift` (commit
//    c1c31af98949cc558261b731fae11148cbcb33c8): a `UIViewPropertyAnimator` on `UISpringTimingParameters(dampingRatio:)`
//    that puts a swiped card's transform back; the library's `AnimationHelpers.longAnimationDuration` lives in a file
//    the probe did not read and is written here (**ours**: 0.4 s);
//  - Apple's "Customizing your app's navigation bar" sample, as copied in mihaelamj/cupertino-sample-code
//    `uikit-customizing-your-app-s-navigation-bar/NavBar/BarButtonMenu/BarButtonMenu.swift` (commit
//    37fd4fb24f1e9363bb80c988885630cf05344070): a `UIMenu` of four `UIAction`s whose handler is a method.
//  Porting edits only (Porting.md): `@IBOutlet`s are made in code; `#selector(…)` becomes a method reference and `@objc`
//  is dropped. The two `ViewController`s are renamed apart (`TossingViewController`, `SwipeItViewController`).
//
import UIKit

final class TossingBehavior: UIDynamicBehavior {
    enum Direction {
        case top, left, bottom, right
    }

    private let snap: UISnapBehavior
    private let item: UIDynamicItem
    private var bounds: CGRect?

    var isEnabled: Bool = true {
        didSet {
            if isEnabled {
                addChildBehavior(snap)
            } else {
                removeChildBehavior(snap)
            }
        }
    }

    init(item: UIDynamicItem, snapTo: CGPoint) {
        self.item = item
        self.snap = UISnapBehavior(item: item, snapTo: snapTo)

        super.init()

        addChildBehavior(snap)

        snap.action = { [weak self] in
            guard let bounds = self?.bounds, let item = self?.item else { return }
            guard let direction = self?.direction(from: item.center, in: bounds) else { return }
            guard let vector = self?.vector(from: direction) else { return }

            self?.isEnabled = false

            let gravity = UIGravityBehavior(items: [item])
            gravity.gravityDirection = vector
            gravity.magnitude = 5
            gravity.action = {
                print("Falling")
            }

            self?.addChildBehavior(gravity)
        }
    }

    // MARK: UIDynamicBehavior

    override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        bounds = dynamicAnimator?.referenceView?.bounds
    }

    // MARK: Helpers

    private func direction(from center: CGPoint, in bounds: CGRect) -> Direction? {
        if center.x > bounds.width * 0.8 {
            return .right
        } else if center.x < bounds.width * 0.2 {
            return .left
        } else if center.y < bounds.height * 0.2 {
            return .top
        } else if center.y > bounds.height * 0.8 {
            return .bottom
        }

        return nil
    }

    private func vector(from direction: Direction) -> CGVector {
        switch direction {
        case .top:
            return CGVector(dx: 0, dy: -1)
        case .left:
            return CGVector(dx: -1, dy: 0)
        case .bottom:
            return CGVector(dx: 0, dy: 1)
        case .right:
            return CGVector(dx: 1, dy: 0)
        }
    }
}

class TossingViewController: UIViewController {
    let cardView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
    private var animator: UIDynamicAnimator!
    private var tossing: TossingBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cardView)
        cardView.center = view.center

        animator = UIDynamicAnimator(referenceView: view)
        tossing = TossingBehavior(item: cardView, snapTo: view.center)
        animator.addBehavior(tossing)

        let panGesture = UIPanGestureRecognizer(target: self, action: TossingViewController.pannedView)
        cardView.addGestureRecognizer(panGesture)
        cardView.isUserInteractionEnabled = true
    }

    func pannedView(recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            tossing.isEnabled = false
        case .changed:
            let translation = recognizer.translation(in: view)
            cardView.center = CGPoint(x: cardView.center.x + translation.x,
                                   y: cardView.center.y + translation.y)
            recognizer.setTranslation(.zero, in: view)

        case .ended, .cancelled, .failed:
            tossing.isEnabled = true
        case .possible:
            break
        }
    }
}

class SwipeItViewController: UIViewController {

    let swipeView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(swipeView)
        swipeView.center = view.center

        let panGesture = UIPanGestureRecognizer(target: self, action: SwipeItViewController.didSwipeView(sender:))
        swipeView.addGestureRecognizer(panGesture)
    }

    func didSwipeView(sender: UIPanGestureRecognizer) {
        let panView = sender.view
        let point = sender.translation(in: view)
        panView?.center = CGPoint(x: view.center.x  + point.x, y: view.center.y + point.y)
        if sender.state == UIGestureRecognizer.State.ended {
            UIView.animate(withDuration: 0.2) {
                panView?.center = self.view.center
            }
        }
    }

}

enum AnimationHelpers {
    static let longAnimationDuration: TimeInterval = 0.4
}

/// Animation for placing the card in its original position when cancel the swipe gesture
struct CancelAnimation {

    let view: UIView
    let velocity: CGPoint

    var animator: UIViewPropertyAnimator {
        let timing = UISpringTimingParameters(dampingRatio: 0.8)
        let animator = UIViewPropertyAnimator(
            duration: AnimationHelpers.longAnimationDuration,
            timingParameters: timing)
        animator.addAnimations {
            self.view.transform = .identity
        }
        return animator
    }
}

class BarButtonMenu: UIViewController {

    var optionsBarItem: UIBarButtonItem! = UIBarButtonItem(title: "Options", style: .plain, target: nil, action: nil)
    var handled: [String] = []

    func menuHandler(action: UIAction) {
        Swift.debugPrint("Menu handler: \(action.title)")
        handled.append(action.title)
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        let barButtonMenu = UIMenu(title: "", children: [
            UIAction(title: NSLocalizedString("Copy", comment: ""), image: UIImage(systemName: "doc.on.doc"), handler: menuHandler),
            UIAction(title: NSLocalizedString("Rename", comment: ""), image: UIImage(systemName: "pencil"), handler: menuHandler),
            UIAction(title: NSLocalizedString("Duplicate", comment: ""), image: UIImage(systemName: "plus.square.on.square"), handler: menuHandler),
            UIAction(title: NSLocalizedString("Move", comment: ""), image: UIImage(systemName: "folder"), handler: menuHandler)
        ])
        optionsBarItem.menu = barButtonMenu
    }
}
