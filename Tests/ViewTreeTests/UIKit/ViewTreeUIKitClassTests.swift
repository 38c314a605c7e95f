// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A screen written as UIKit code writes it (UIKit names, nested types, `init(nibName:bundle:)`), with the
/// typed target-action of Docs/Porting.md in place of `#selector`.
private final class UIKitCounterController: UIViewController, UIGestureRecognizerDelegate {
    let stack = UIStackView()
    let plus = UIButton(type: .system)
    let toggle = UISwitch()
    var taps = 0
    var swipes = 0
    var events: [String] = []

    init() {   // as in UIKit: `init()` is a convenience initializer of UIViewController
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        plus.setTitle("+", for: UIControl.State.normal)
        plus.addTarget(self, action: UIKitCounterController.plusTapped, for: UIControl.Event.touchUpInside)
        toggle.addTarget(self, action: UIKitCounterController.toggled, for: .valueChanged)
        stack.axis = NSLayoutConstraint.Axis.vertical
        stack.distribution = UIStackView.Distribution.fillEqually
        stack.alignment = UIStackView.Alignment.center
        stack.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
        stack.addArrangedSubview(plus)
        stack.addArrangedSubview(toggle)
        view.addSubview(stack)
        let swipe = UISwipeGestureRecognizer(target: self, action: UIKitCounterController.swiped)
        swipe.direction = UISwipeGestureRecognizer.Direction.left
        swipe.delegate = self
        view.addGestureRecognizer(swipe)
    }

    func plusTapped() { taps += 1 }
    func toggled(_ sender: UISwitch) { events.append("switch \(sender.isOn)") }
    func swiped(_ sender: UISwipeGestureRecognizer) {
        if sender.state == UIGestureRecognizer.State.ended { swipes += 1 }
    }
}

@Suite struct ViewTreeUIKitClassTests {
    @Test func aControllerWrittenWithUIKitNamesRunsOnTheWorld() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 320, height: 568))
        let controller = UIKitCounterController()
        #expect(controller.nibName == nil && controller.nibBundle === Bundle.main)   // UIKit's: the main bundle
        t.window.rootViewController = controller
        t.window.layoutIfNeeded()
        #expect(tap(controller.plus))
        #expect(controller.taps == 1)
        controller.toggle.setOn(true, animated: false)
        controller.toggle.sendActions(for: .valueChanged)
        #expect(controller.events == ["switch true"])
        #expect(swipe(controller.view, direction: .left))
        #expect(controller.swipes == 1)
        let asUIKit: UIControl = controller.plus
        #expect(asUIKit is UIButton && controller.plus.buttonType == UIButton.ButtonType.system)
    }

    @Test func nibNameAndBundleAreKeptAndTheViewStillComesFromLoadView() {
        final class Named: UIViewController {
            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        _ = Simulation()
        let controller = Named(nibName: "Profile", bundle: nil)
        #expect(controller.nibName == "Profile" && controller.nibBundle === Bundle.main)
        #expect(controller.view.bounds.size == UIScreen.main.bounds.size, "loadView's default: a screen-sized view")
    }

    @Test func mainScreenIsTheCurrentWorldsAndRotatesWithIt() {
        let world = Simulation(profile: .iOS13)
        world.screen = UIScreen(device: .iPhone12)
        #expect(UIScreen.main === world.screen)
        let portrait = UIScreen.main.bounds.size
        world.rotate(to: .landscapeLeft)
        #expect(UIScreen.main.bounds.size == CGSize(width: portrait.height, height: portrait.width))
        #expect(UIApplication.shared.statusBarOrientation == UIInterfaceOrientation.landscapeLeft)
        #expect(UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone)
    }

    @Test func withNoCurrentWorldTheScreenIsTheDefaultDevicesAndTheAppHasNoWindows() {
        #expect(Simulation.current == nil, "a test's task starts with no current world")
        #expect(UIScreen.main.bounds.size == PlatformProfile.default.defaultDevice.size(in: .portrait))
        #expect(UIApplication.shared.windows.isEmpty && UIApplication.shared.keyWindow == nil)
    }

    @Test func sharedApplicationListsTheCurrentWorldsWindows() {
        let world = Simulation()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        second.makeKeyAndVisible()
        let app = UIApplication.shared
        #expect(app.windows.count == 2 && app.windows.first === first && app.windows.last === second)
        #expect(app.keyWindow === second && app.simulation === world)
    }

    @Test func theApplicationDoesNotKeepItsWorldAlive() {
        weak var weakWorld: Simulation?
        var app: UIApplication?
        do {
            let world = Simulation()
            weakWorld = world
            app = UIApplication.shared
            #expect(app?.simulation === world)
        }
        #expect(weakWorld == nil && app?.simulation == nil && app?.windows.isEmpty == true)
    }

    @Test func mediaTimeIsTheWorldsClock() {
        let world = Simulation()
        world.run(until: 2.5)
        #expect(CACurrentMediaTime() == 2.5)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.beginTime = CACurrentMediaTime() + 1
        fade.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        fade.fillMode = CAMediaTimingFillMode.forwards
        #expect(fade.beginTime == 3.5)
        #expect(CATransform3DIdentity == CATransform3D.identity)
    }

    @Test func collectionAndGestureNestedNamesAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = UICollectionView.ScrollDirection.horizontal
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        #expect((collection.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal)
        let pan = UIPanGestureRecognizer(handler: { _ in })
        #expect(pan.state == UIGestureRecognizer.State.possible)
        let old: UIControlEvents = [.touchUpInside, .valueChanged]
        #expect(old.contains(UIControl.Event.valueChanged))
    }

    @Test func aCoderSubclassStillInheritsInit() {
        // `required init?(coder:)` compiles beside `override init(frame:)`, and `init()` is still inherited
        // (the reason ViewTree's `init?(coder:)` is an unavailable convenience initializer).
        final class Card: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        _ = Simulation()
        let card = Card()
        #expect(card.frame == .zero)
    }

    @Test func aTableMadeWithAStyleKeepsIt() {
        _ = Simulation()
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        let style: UITableView.Style = grouped.style
        #expect(style == .grouped && UITableView(frame: .zero).style == UITableView.Style.plain)
        grouped.separatorStyle = UITableViewCell.SeparatorStyle.none
        #expect(grouped.separatorStyle == .none)
        let header = UITableViewHeaderFooterView(reuseIdentifier: "fruits")
        #expect(header.reuseIdentifier == "fruits" && header.contentView.superview === header)
    }
}
