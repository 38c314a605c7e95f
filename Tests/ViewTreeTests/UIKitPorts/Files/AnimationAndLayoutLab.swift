import UIKit

//
//  AnimationAndLayoutLab.swift
//
//  Adapted from the sixteenth probe's files, with only `@IBOutlet`s made plain properties and `#selector`s typed
//  method references (Porting.md): newkayak12/Mastering_iOS `AnimationTransition/Animation/…/PropertyAnimator/
//  PropertyAnimatorViewController.swift`, `InteractiveAnimationViewController.swift` and `UIViewAnimation/
//  UIViewKeyframeAnimationViewController.swift`; mattneub/Programming-iOS-Book-Examples `iOS13bookExamples/…/
//  interruptibleAutoreversingPropertyAnimator/ViewController.swift`, `…/NewAnchorMethods/ViewController.swift` and
//  `…/bk2ch01p033layoutMargins/ViewController.swift`; jianghongbing/APIReferenceDemo `UIKit/NSLayoutConstraint/
//  NSLayoutConstraint/ConstraintBasicViewController.swift`, `AnimationViewController.swift` and `UIKit/UILayoutGuide/
//  UILayoutGuide/ViewController.swift`; ilqarilyasov/rock-control `RockControl/LockControl.swift`;
//  SatoTakeshiX/FluidInterfaceBook `…/UISpringTimingParameters+Ex.swift`; noppefoxwolf/Pager
//  `Playground.swiftpm/PageViewController/CollectionViewController.swift`; a public `HeartView.swift` (iOS 17
//  spring blocks). It compiles with no error left: `anchorWithOffset(to:)`, the one it met before, is in ViewTree
//  now (LayoutConstraint+Offsets.swift).

extension UISpringTimingParameters {
    convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let damp = 4 * .pi * damping / response
        self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: initialVelocity)
    }
}

/// A control that reports every tracked touch as a value change.
final class LockControl: UIControl {
    private(set) var trackedTouches = 0

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackedTouches += 1
        sendActions(for: [.valueChanged])
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        sendActions(for: [.valueChanged])
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    override func cancelTracking(with event: UIEvent?) {}
}

/// A heart that beats with iOS 17 spring blocks.
final class HeartView: UIView {
    func prepareShadow() {
        layer.masksToBounds = false
        layer.shadowOffset = CGSizeZero
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 10
    }

    func beat() {
        UIView.animate(springDuration: 0.35, bounce: 0.5, initialSpringVelocity: 0.5, delay: 0.0,
                       options: .curveEaseInOut) {
            self.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        }
        UIView.animate(springDuration: 0.4, bounce: 0.5, initialSpringVelocity: 0.5, delay: 0.2,
                       options: .curveEaseInOut) {
            self.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
        }
    }
}

/// The animation screens: a property animator scrubbed, paused, reversed and finished; keyframes; constraints
/// animated with `layoutIfNeeded()`.
final class AnimationLabViewController: UIViewController {
    let redView = UIView()
    var animator: UIViewPropertyAnimator?
    var widthConstraint: NSLayoutConstraint!
    private(set) var finishedPositions: [UIViewAnimatingPosition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        redView.frame = CGRect(x: 50, y: 100, width: 50, height: 50)
        redView.backgroundColor = .red
        view.addSubview(redView)
    }

    func moveAndResize() {
        redView.frame = CGRect(x: view.center.x - 100, y: view.center.y - 100, width: 200, height: 200)
        redView.backgroundColor = .blue
    }

    func prepareScrubbing() {
        animator = UIViewPropertyAnimator(duration: 7, curve: .linear, animations: {
            self.moveAndResize()
        })
        animator?.addCompletion { position in self.finishedPositions.append(position) }
    }

    func sliderChanged(_ sender: UISlider) {
        animator?.fractionComplete = CGFloat(sender.value)
    }

    func runAndStop() {
        animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 7, delay: 0, options: []) {
            self.moveAndResize()
        } completion: { position in
            self.finishedPositions.append(position)
        }
        animator?.addAnimations({ self.redView.alpha = 0.5 }, delayFactor: 0)
    }

    func stop() {
        animator?.stopAnimation(false)
        animator?.finishAnimation(at: .current)
    }

    func reverseHome() {
        guard let animator else { return }
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.1)
    }

    func springBack() {
        let spring = UIViewPropertyAnimator(duration: 0.6, timingParameters: UISpringTimingParameters(damping: 0.8, response: 0.4))
        spring.addAnimations { self.redView.transform = .identity }
        spring.startAnimation()
    }

    func keyframes() {
        UIView.animateKeyframes(withDuration: 3, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.3) {
                self.redView.frame = CGRect(x: 60, y: 60, width: 200, height: 200)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.3) {
                self.redView.backgroundColor = .blue
            }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
                self.redView.frame = CGRect(x: 50, y: 100, width: 50, height: 50)
                self.redView.backgroundColor = .red
            }
        }, completion: nil)
    }
}

/// Constraints three ways, with the constraint's own anchors, layout guides spacing views evenly, and the root
/// view's minimum margins.
final class LayoutLabViewController: UIViewController {
    private(set) var top: NSLayoutConstraint!
    private(set) var spacers: [UILayoutGuide] = []
    let red = UIView(), green = UIView(), blue = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [red, green, blue] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        top = NSLayoutConstraint(item: red, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                                 attribute: .top, multiplier: 1.0, constant: 30)
        top.identifier = "view one top layout constraint"
        top.shouldBeArchived = true
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            top,
            red.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            red.widthAnchor.constraint(equalToConstant: 70),
            red.heightAnchor.constraint(equalToConstant: 70),
            green.topAnchor.constraint(equalTo: red.topAnchor, constant: 10),
            green.leadingAnchor.constraint(equalToSystemSpacingAfter: red.trailingAnchor, multiplier: 1),
            green.widthAnchor.constraint(equalToConstant: 70),
            green.heightAnchor.constraint(equalToConstant: 70),
            blue.topAnchor.constraint(equalToSystemSpacingBelow: green.bottomAnchor, multiplier: 1),
            blue.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            blue.widthAnchor.constraint(equalTo: red.leadingAnchor.anchorWithOffset(to: green.trailingAnchor)),
            blue.heightAnchor.constraint(equalToConstant: 70),
        ])
        print(top.firstItem!, top.firstAnchor, top.secondItem!, top.secondAnchor!)
    }

    func spaceEvenly(_ views: [UIView]) {
        var previous = view.leftAnchor
        for (index, v) in views.enumerated() {
            let guide = UILayoutGuide()
            guide.identifier = "spacer \(index)"
            view.addLayoutGuide(guide)
            if let first = spacers.first { guide.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true }
            guide.leftAnchor.constraint(equalTo: previous).isActive = true
            v.leftAnchor.constraint(equalTo: guide.rightAnchor).isActive = true
            spacers.append(guide)
            previous = v.rightAnchor
        }
        let last = UILayoutGuide()
        view.addLayoutGuide(last)
        last.leftAnchor.constraint(equalTo: previous).isActive = true
        last.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
        if let first = spacers.first { last.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true }
    }

    func zeroMargins(respectingSystemMinimum: Bool) {
        view.directionalLayoutMargins = .zero
        viewRespectsSystemMinimumLayoutMargins = respectingSystemMinimum
        print("v.c. sys min", systemMinimumLayoutMargins)
    }

    func animateTop(to constant: CGFloat) {
        top.constant = constant
        UIView.animate(withDuration: 1.0, animations: {
            self.view.layoutIfNeeded()
        })
    }
}

enum PagerSection: Int { case items }

struct PagerItem: Hashable { let id = UUID() }

/// A plain list of cells registered and configured with a list content configuration.
final class PagerListViewController: UICollectionViewController {
    let cellRegistration = UICollectionView.CellRegistration(
        handler: { (cell: UICollectionViewListCell, indexPath, item: PagerItem) in
            var contentConfiguration = cell.defaultContentConfiguration()
            contentConfiguration.text = "Hello, World!"
            cell.contentConfiguration = contentConfiguration
        }
    )

    lazy var dataSource = UICollectionViewDiffableDataSource<PagerSection, PagerItem>(
        collectionView: collectionView,
        cellProvider: { [unowned self] (collectionView, indexPath, item) in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
    )

    init(style: UICollectionLayoutListConfiguration.Appearance) {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: style)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = dataSource
        var snapshot = NSDiffableDataSourceSnapshot<PagerSection, PagerItem>()
        snapshot.appendSections([.items])
        snapshot.appendItems((0..<20).map { _ in PagerItem() }, toSection: .items)
        dataSource.apply(snapshot)
    }
}
