// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-first probe's behaviours, driven through code as the port files of the probe write it
// (Tests/ViewTreeTests/UIKitPorts/Files/: UIKitCatalogControls, CenteredPagingCollections, ScaleTraitsAndTracking,
// PagingAndKeyboardControllers, GesturesDynamicsAndMenus). Each type here is a condensed copy of the probed one.

// MARK: Probed code (condensed)

/// Beat's `UIView+Scaling.swift`: the scale down a view tree, never below 1.
fileprivate func scaleView(view: UIView, scale: CGFloat) {
    let factor = (scale > 1.0) ? scale : 1.0
    view.contentScaleFactor = factor
    for vi in view.subviews { scaleView(view: vi, scale: factor) }
}

/// Kanvas's `StylableImageView`: a `willSet` on the overridden `contentScaleFactor`.
fileprivate final class StylableImageView: UIImageView {
    override var contentScaleFactor: CGFloat {
        willSet { setScaleFactor(newValue) }
    }
    func setScaleFactor(_ scaleFactor: CGFloat) {
        guard scaleFactor >= 1.0 else { return }
        let scaleFactorForDevice = scaleFactor * UIScreen.main.nativeScale
        for subview in subviews { subview.contentScaleFactor = scaleFactorForDevice }
    }
}

/// A view that counts its draws, to see a scale change mark it for display.
fileprivate final class DrawCountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// maindiish-ios's `BorderedView` with its asset colour written out.
fileprivate final class BorderedView: UIView {
    static let titleColor = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    var traitChanges = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { traitChanges += 1; setBorderColor() }
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 20
        layer.borderWidth = 1
        setBorderColor()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func setBorderColor() { layer.borderColor = BorderedView.titleColor.cgColor }
}

/// SwiftTutorials' segment tutorial: two containers switched by a segmented control (plus ToKoRo's content offsets).
fileprivate final class SegmentTutorialController: UIViewController {
    let segmentControl = UISegmentedControl(items: ["First", "Second"])
    let containerVC1 = UIView(), containerVC2 = UIView()
    func segmentControlChanged(_ sender: Any) {
        switch segmentControl.selectedSegmentIndex {
        case 0: containerVC1.isHidden = false; containerVC2.isHidden = true
        default: containerVC1.isHidden = true; containerVC2.isHidden = false
        }
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        segmentControl.setTitle("VC1", forSegmentAt: 0)
        segmentControl.setTitle("VC2", forSegmentAt: 1)
        segmentControl.addTarget(self, action: SegmentTutorialController.segmentControlChanged, for: .valueChanged)
        segmentControl.setContentOffset(CGSize(width: 0, height: -7), forSegmentAt: 0)
        segmentControl.setContentOffset(CGSize(width: 0, height: 7), forSegmentAt: 1)
        segmentControl.frame = CGRect(x: 20, y: 100, width: 280, height: 32)
        for v in [segmentControl, containerVC1, containerVC2] { view.addSubview(v) }
    }
}

/// UIKitCatalog's custom-background segmented control and custom stepper (appium/ios-uicatalog).
fileprivate final class CatalogControlsController: UIViewController {
    let defaultSegmentedControl = UISegmentedControl(items: ["Check", "Search", "Tools"])
    let customBackgroundSegmentedControl = UISegmentedControl(items: ["Check", "Search", "Tools"])
    var defaultStepper: UIStepper! = UIStepper()
    var customStepper: UIStepper! = UIStepper()
    var defaultStepperLabel: UILabel! = UILabel()
    var customStepperLabel: UILabel! = UILabel()
    var changes: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        defaultSegmentedControl.setEnabled(false, forSegmentAt: 0)
        defaultSegmentedControl.addTarget(self, action: CatalogControlsController.selectedSegmentDidChange(_:), for: .valueChanged)
        customBackgroundSegmentedControl.selectedSegmentIndex = 2
        customBackgroundSegmentedControl.setBackgroundImage(UIImage(named: "stepper_and_segment_background"), for: .normal, barMetrics: .default)
        customBackgroundSegmentedControl.setDividerImage(UIImage(named: "stepper_and_segment_divider"),
                                                         forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        let font = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1), size: 0)
        customBackgroundSegmentedControl.setTitleTextAttributes([NSAttributedString.Key.foregroundColor: UIColor.systemPurple,
                                                                 NSAttributedString.Key.font: font], for: .normal)
        defaultStepper.maximumValue = 10
        defaultStepperLabel.text = "\(Int(defaultStepper.value))"
        defaultStepper.addTarget(self, action: CatalogControlsController.stepperValueDidChange(_:), for: .valueChanged)
        customStepper.setDividerImage(UIImage(named: "stepper_and_segment_divider"), forLeftSegmentState: .normal, rightSegmentState: .normal)
        customStepper.setIncrementImage(UIImage(named: "stepper_increment"), for: .normal)
        customStepper.setDecrementImage(UIImage(named: "stepper_decrement"), for: .normal)
        customStepper.addTarget(self, action: CatalogControlsController.stepperValueDidChange(_:), for: .valueChanged)
        defaultSegmentedControl.frame = CGRect(x: 20, y: 80, width: 270, height: 32)
        defaultStepper.frame.origin = CGPoint(x: 20, y: 200)
        customStepper.frame.origin = CGPoint(x: 20, y: 260)
        for v in [defaultSegmentedControl, customBackgroundSegmentedControl, defaultStepper!, customStepper!] { view.addSubview(v) }
    }

    func selectedSegmentDidChange(_ segmentedControl: UISegmentedControl) { changes.append(segmentedControl.selectedSegmentIndex) }

    func stepperValueDidChange(_ stepper: UIStepper) {
        let stepperMapping = [defaultStepper: defaultStepperLabel, customStepper: customStepperLabel]
        stepperMapping[stepper]!?.text = "\(Int(stepper.value))"
    }
}

/// UIKitCatalog's `TouchableView` and `TouchSpotView`.
fileprivate final class TouchSpotView: UIView {
    override init(frame: CGRect) { super.init(frame: frame); backgroundColor = UIColor.lightGray }
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var bounds: CGRect {
        get { return super.bounds }
        set(newBounds) { super.bounds = newBounds; layer.cornerRadius = newBounds.size.width / 2.0 }
    }
}

fileprivate final class TouchableView: UIView {
    var touchViews = [UITouch: TouchSpotView]()
    var numberOfTaps = 0
    var tapsReported: [Int] = []
    override init(frame: CGRect) { super.init(frame: frame); isMultipleTouchEnabled = true }
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        numberOfTaps += 1
        for touch in touches {
            let newView = TouchSpotView()
            newView.bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
            newView.center = touch.location(in: self)
            addSubview(newView)
            UIView.animate(withDuration: 0.2) { newView.bounds.size = CGSize(width: 100, height: 100) }
            touchViews[touch] = newView
        }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { touchViews[touch]?.center = touch.location(in: self) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { touchViews[touch]?.removeFromSuperview(); touchViews.removeValue(forKey: touch) }
        tapsReported.append(numberOfTaps)
    }
}

/// erictang0212's centred pager: a horizontal flow layout whose insets centre an item 100 pt narrower than the
/// collection view, with 10 pt of each neighbour showing, and a flick that moves one item at most.
fileprivate final class CenteredPagerController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var collectionView: UICollectionView!
    private var itemSize: CGSize?
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: view.bounds.width, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }
    private func calcSectionInset() -> UIEdgeInsets {
        guard let itemSize = itemSize else { return .zero }
        let sectionPadding = (collectionView.frame.size.width - itemSize.width) / 2
        return UIEdgeInsets(top: 0, left: sectionPadding, bottom: 0, right: sectionPadding)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        itemSize = CGSize(width: collectionView.frame.width - 100, height: collectionView.frame.height - 20)
        return itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        calcSectionInset().right - 10
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        calcSectionInset()
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = scrollView.contentOffset
        var indexes = collectionView.indexPathsForVisibleItems
        indexes.sort()
        var index = indexes.first!
        if velocity.x > 0.5, index.row < 8 - 1 { index.row = index.row + 1 }
        collectionView.scrollToItem(at: index, at: .centeredHorizontally, animated: true)
    }
}

/// johnny919/Scroll: a paging scroll view and its page control.
fileprivate final class PagingScrollController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 300)
        scrollView.contentSize = CGSize(width: view.bounds.width * 4, height: 300)
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        pageControl.numberOfPages = 4
        pageControl.frame = CGRect(x: 0, y: 320, width: view.bounds.width, height: 30)
        pageControl.addTarget(self, action: PagingScrollController.changePage, for: .valueChanged)
        view.addSubview(scrollView)
        view.addSubview(pageControl)
    }
    func changePage(_ sender: UIPageControl) {
        scrollView.setContentOffset(CGPoint(x: scrollView.bounds.width * CGFloat(sender.currentPage), y: 0), animated: true)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(scrollView.contentOffset.x / scrollView.bounds.width)
    }
}

/// SPIR-iOS's keyboard extension (with its `buildContent` written out) and MauBao's Swift 4.1 observer.
fileprivate final class KeyboardFormController: UIViewController {
    let field = UITextField()
    var bottomConstraint: NSLayoutConstraint!
    var textFieldbottomContraint: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottomConstraint = field.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        textFieldbottomContraint = field.topAnchor.constraint(equalTo: view.topAnchor)    // the nib's, not active here
        NSLayoutConstraint.activate([field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                                     field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                                     field.heightAnchor.constraint(equalToConstant: 44), bottomConstraint])
        let center = view.simulation?.notificationCenter
        center?.addObserver(self, action: KeyboardFormController.willShowKeyboard, name: UIResponder.keyboardWillShowNotification, object: nil)
        center?.addObserver(self, action: KeyboardFormController.willHideKeyboard, name: UIResponder.keyboardWillHideNotification, object: nil)
        center?.addObserver(self, action: KeyboardFormController.keyboardWillShow(notification:), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
    }
    func willShowKeyboard(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        guard let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber else { return }
        bottomConstraint.constant = -frame.size.height
        UIView.animate(withDuration: TimeInterval(duration.floatValue)) { self.view.setNeedsUpdateConstraints(); self.view.layoutIfNeeded() }
    }
    func willHideKeyboard(_ notification: Notification) {
        guard let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber else { return }
        bottomConstraint.constant = 0
        UIView.animate(withDuration: TimeInterval(duration.floatValue)) { self.view.setNeedsUpdateConstraints(); self.view.layoutIfNeeded() }
    }
    func keyboardWillShow(notification: NSNotification) {
        if let info = notification.userInfo {
            let rect: CGRect = info["UIKeyboardFrameEndUserInfoKey"] as! CGRect
            UIView.animate(withDuration: 0.25) { self.textFieldbottomContraint.constant = rect.height + 20 }
        }
    }
}

/// raulriera's tossing behaviour: a snap, and gravity towards the edge the card was dropped near.
fileprivate final class TossingBehavior: UIDynamicBehavior {
    private let snap: UISnapBehavior
    private let item: UIDynamicItem
    private var bounds: CGRect?
    var isEnabled: Bool = true {
        didSet { if isEnabled { addChildBehavior(snap) } else { removeChildBehavior(snap) } }
    }
    init(item: UIDynamicItem, snapTo: CGPoint) {
        self.item = item
        self.snap = UISnapBehavior(item: item, snapTo: snapTo)
        super.init()
        addChildBehavior(snap)
        snap.action = { [weak self] in
            guard let bounds = self?.bounds, let item = self?.item else { return }
            guard item.center.x > bounds.width * 0.8 else { return }
            self?.isEnabled = false
            let gravity = UIGravityBehavior(items: [item])
            gravity.gravityDirection = CGVector(dx: 1, dy: 0)
            gravity.magnitude = 5
            self?.addChildBehavior(gravity)
        }
    }
    override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        bounds = dynamicAnimator?.referenceView?.bounds
    }
}

/// SwipeIt: a pan that drags a view off the centre and animates it back.
fileprivate final class SwipeItController: UIViewController {
    let swipeView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(swipeView)
        swipeView.center = view.center
        swipeView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SwipeItController.didSwipeView(sender:)))
    }
    var centersSeen: [CGPoint] = []
    func didSwipeView(sender: UIPanGestureRecognizer) {
        let panView = sender.view
        let point = sender.translation(in: view)
        panView?.center = CGPoint(x: view.center.x + point.x, y: view.center.y + point.y)
        centersSeen.append(panView?.center ?? .zero)
        if sender.state == UIGestureRecognizer.State.ended {
            UIView.animate(withDuration: 0.2) { panView?.center = self.view.center }
        }
    }
}

/// The tracking overrides of strejdashek's `CustomControl`, and jianghongbing's `TestControl`, which calls the tracking
/// methods again after `super` has (counted by a subclass).
fileprivate final class CustomControl: UIControl {
    var calls: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { calls.append("begin"); _ = super.beginTracking(touch, with: event); return true }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { calls.append("continue"); _ = super.continueTracking(touch, with: event); return true }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end"); super.endTracking(touch, with: event) }
    override func cancelTracking(with event: UIEvent?) { calls.append("cancel"); super.cancelTracking(with: event) }
}

fileprivate class TestControl: UIControl {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        _ = beginTracking(touches.first!, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        endTracking(touches.first!, with: event)
    }
}

fileprivate final class CountingTestControl: TestControl {
    var begins = 0, ends = 0
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { begins += 1; return super.beginTracking(touch, with: event) }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { ends += 1; super.endTracking(touch, with: event) }
}

// MARK: Tests

@Suite struct ProbedPublicFilesRound21Tests {

    // MARK: UISegmentedControl content offsets (UIKit documentation; ToKoRo's SampleForContentOffset.m)

    @Test func aSegmentsContentOffsetIsZeroUntilSetAndKeptPerSegment() {
        let control = UISegmentedControl(items: ["LEVEL1", "LEVEL2", "LEVEL3"])
        #expect(control.contentOffsetForSegment(at: 0) == .zero && control.contentOffsetForSegment(at: 2) == .zero)
        control.setContentOffset(CGSize(width: 0, height: -7), forSegmentAt: 0)
        control.setContentOffset(CGSize(width: 0, height: 7), forSegmentAt: 2)
        #expect(control.contentOffsetForSegment(at: 0) == CGSize(width: 0, height: -7))
        #expect(control.contentOffsetForSegment(at: 1) == .zero)
        #expect(control.contentOffsetForSegment(at: 2) == CGSize(width: 0, height: 7))
        let size = control.intrinsicContentSize
        control.setContentOffset(CGSize(width: 3, height: 3), forSegmentAt: 1)
        #expect(control.intrinsicContentSize == size)                                  // drawing only
    }

    @Test func anIndexPastTheLastSegmentIsPinnedToTheLastAsUIKitDocuments() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setContentOffset(CGSize(width: 4, height: 0), forSegmentAt: 9)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 4, height: 0))
        #expect(control.contentOffsetForSegment(at: 5) == CGSize(width: 4, height: 0))
        #expect(control.contentOffsetForSegment(at: 0) == .zero)
    }

    @Test func aNegativeIndexOrANonFiniteOffsetIsRejectedWithADiagnostic() {
        let t = TestWorld()
        let control = UISegmentedControl(items: ["A", "B"])
        t.window.addSubview(control)
        control.setContentOffset(CGSize(width: 1, height: 1), forSegmentAt: -1)
        control.setContentOffset(CGSize(width: CGFloat.nan, height: 1), forSegmentAt: 0)
        control.setContentOffset(CGSize(width: 1, height: CGFloat.infinity), forSegmentAt: 1)
        UISegmentedControl(items: []).setContentOffset(CGSize(width: 1, height: 1), forSegmentAt: 0)
        #expect(control.contentOffsetForSegment(at: 0) == .zero && control.contentOffsetForSegment(at: 1) == .zero)
        #expect(control.contentOffsetForSegment(at: -1) == .zero)
        let messages = t.simulation.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("segment -1 is outside 0..<2") })
        #expect(messages.filter { $0.contains("is not finite") }.count == 2)
    }

    @Test func theTutorialsContainersFollowTheSegmentTheUserTaps() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let controller = SegmentTutorialController()
        t.show(controller)
        #expect(controller.segmentControl.titleForSegment(at: 1) == "VC2")
        #expect(controller.segmentControl.contentOffsetForSegment(at: 1) == CGSize(width: 0, height: 7))
        tap(controller.segmentControl, at: CGPoint(x: 210, y: 16))
        #expect(controller.segmentControl.selectedSegmentIndex == 1)
        #expect(controller.containerVC1.isHidden && !controller.containerVC2.isHidden)
        tap(controller.segmentControl, at: CGPoint(x: 70, y: 16))
        #expect(!controller.containerVC1.isHidden && controller.containerVC2.isHidden)
    }

    // MARK: contentScaleFactor (UIView documentation; Beat, Kanvas)

    @Test func aViewsScaleIsItsScreensUntilSet() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8Plus)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        #expect(view.contentScaleFactor == 3 && view.contentScaleFactor == UIScreen.main.scale)
        let small = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let other = UIView()
        small.window.addSubview(other)
        #expect(other.contentScaleFactor == 2)
    }

    @Test func settingTheScaleIsTheLayersContentsScaleAndRedraws() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let view = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        t.window.addSubview(view)
        t.run(for: 0.1)
        let before = view.draws
        view.contentScaleFactor = 4
        #expect(view.contentScaleFactor == 4 && view.layer.contentsScale == 4)
        t.run(for: 0.1)
        #expect(view.draws == before + 1)
        view.layer.contentsScale = 1.5
        #expect(view.contentScaleFactor == 1.5)
    }

    @Test func aScaleThatIsNotAPositiveNumberIsRejected() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let view = UIView()
        t.window.addSubview(view)
        for bad in [CGFloat.nan, .infinity, 0, -2] { view.contentScaleFactor = bad }
        #expect(view.contentScaleFactor == 2)
        #expect(t.simulation.diagnostics.filter { $0.message.contains("contentScaleFactor") }.count == 4)
    }

    @Test func beatsScalingReachesEveryDescendantAndNeverGoesBelowOne() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        t.window.addSubview(root)
        scaleView(view: root, scale: 5)
        #expect([root, child, grandchild].allSatisfy { $0.contentScaleFactor == 5 })
        scaleView(view: root, scale: 0.5)
        #expect([root, child, grandchild].allSatisfy { $0.contentScaleFactor == 1 })
    }

    @Test func kanvassImageViewGivesItsSubviewsTheScaleTimesTheNativeScale() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8Plus)
        let imageView = StylableImageView(image: nil)
        let inner = UIView()
        imageView.addSubview(inner)
        t.window.addSubview(imageView)
        imageView.contentScaleFactor = 2
        #expect(imageView.contentScaleFactor == 2)
        #expect(abs(inner.contentScaleFactor - 2 * 1920.0 / 736.0) < 1e-9)          // nativeScale 2.608…
        imageView.contentScaleFactor = 0.5                                             // below 1: subviews keep theirs
        #expect(abs(inner.contentScaleFactor - 2 * 1920.0 / 736.0) < 1e-9)
    }

    // MARK: UIKitCatalog (appium/ios-uicatalog)

    @Test func theCatalogsDisabledSegmentSendsNothingAndTheOthersSendTheirIndex() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let controller = CatalogControlsController()
        t.show(controller)
        let control = controller.defaultSegmentedControl
        tap(control, at: CGPoint(x: 45, y: 16))                                        // the disabled first segment
        #expect(controller.changes.isEmpty && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        tap(control, at: CGPoint(x: 225, y: 16))
        #expect(controller.changes == [2])
    }

    @Test func theCustomBackgroundControlKeepsItsImagesAndItsCaptionFont() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        t.simulation.registerImage(named: "stepper_and_segment_background", size: CGSize(width: 20, height: 29))
        t.simulation.registerImage(named: "stepper_and_segment_divider", size: CGSize(width: 1, height: 29))
        let controller = CatalogControlsController()
        t.show(controller)
        let control = controller.customBackgroundSegmentedControl
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.backgroundImage(for: .highlighted, barMetrics: .default)?.size == CGSize(width: 20, height: 29))
        let divider = control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        #expect(divider?.size == CGSize(width: 1, height: 29))
        #expect(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) === divider)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .compact) == nil)
        let font = try #require(control.titleTextAttributes(for: .normal)?[.font] as? UIFont)
        #expect(font.pointSize == UIFont.preferredFont(forTextStyle: .caption1).pointSize && font.pointSize == 12)
    }

    @Test func theCatalogsStepperUpdatesItsOwnLabelThroughTheDictionary() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        t.simulation.registerImage(named: "stepper_increment", size: CGSize(width: 16, height: 16))
        t.simulation.registerImage(named: "stepper_and_segment_divider", size: CGSize(width: 1, height: 29))
        let controller = CatalogControlsController()
        t.show(controller)
        let divider = controller.customStepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal)
        #expect(divider?.size == CGSize(width: 1, height: 29))
        #expect(controller.customStepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal) === divider)
        #expect(controller.defaultStepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
        #expect(controller.customStepper.incrementImage(for: .highlighted)?.size == CGSize(width: 16, height: 16))
        #expect(controller.customStepper.decrementImage(for: .normal) == nil)            // not registered
        #expect(controller.defaultStepper.incrementImage(for: .normal) == nil)
        let stepper = controller.defaultStepper!
        tap(stepper, at: CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY))
        tap(stepper, at: CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY))
        #expect(stepper.value == 2 && controller.defaultStepperLabel.text == "2")
        #expect(controller.customStepperLabel.text == nil)
    }

    @Test func anImageKeepsItsAccessibilityLabelOutsideItsEquality() {
        let airplane = UIImage(systemName: "airplane")!
        #expect(airplane.accessibilityLabel == nil)
        airplane.accessibilityLabel = NSLocalizedString("Airplane", comment: "")
        let again = UIImage(systemName: "airplane")!
        #expect(airplane == again && airplane.hashValue == again.hashValue && again.accessibilityLabel == nil)
        let control = UISegmentedControl(items: ["", "", ""])
        control.setImage(airplane, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0)?.accessibilityLabel == "Airplane")
    }

    @Test func aButtonsPreferredSymbolConfigurationReachesItsImageView() throws {
        let button = UIButton(type: .system)
        let existing = UIImage.SymbolConfiguration(pointSize: 40)
        button.imageView?.preferredSymbolConfiguration = existing
        button.setImage(UIImage(systemName: "person"), for: .normal)
        #expect(button.imageView?.preferredSymbolConfiguration == existing)                 // none given yet: kept
        let config = UIImage.SymbolConfiguration(textStyle: .body, scale: .small)
        button.setPreferredSymbolConfiguration(config, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == config)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == config)   // .normal's
        #expect(button.imageView?.preferredSymbolConfiguration == config)
        button.setPreferredSymbolConfiguration(nil, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == nil && button.imageView?.preferredSymbolConfiguration == nil)
    }

    @Test func eachFingerGetsASpotThatGrowsRoundAndGoesWhenLifted() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let touchable = TouchableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        t.window.addSubview(touchable)
        let fingers = [Touch(at: CGPoint(x: 100, y: 100), in: t.window), Touch(at: CGPoint(x: 200, y: 300), in: t.window)]
        t.window.sendEvent(Event(touches: fingers, timestamp: t.now))
        #expect(touchable.subviews.count == 2)
        let spot = try #require(touchable.touchViews[fingers[0]])
        #expect(spot.center == CGPoint(x: 100, y: 100))
        #expect(spot.bounds.size == CGSize(width: 100, height: 100) && spot.layer.cornerRadius == 50)
        fingers[0].update(phase: .moved, location: CGPoint(x: 120, y: 130))
        fingers[1].update(phase: .stationary)
        t.window.sendEvent(Event(touches: fingers, timestamp: t.now))
        #expect(spot.center == CGPoint(x: 120, y: 130))
        t.run(for: 0.3)
        for finger in fingers { finger.update(phase: .ended) }
        t.window.sendEvent(Event(touches: fingers, timestamp: t.now))
        #expect(touchable.subviews.isEmpty && touchable.touchViews.isEmpty)
        #expect(touchable.tapsReported == [1])
    }

    // MARK: Centred paging (erictang0212/HorizontalCenteredCollectionLayout)

    @Test func theFlowLayoutCentresEachItemWithItsNeighboursPeeking() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let pager = CenteredPagerController()
        t.show(pager)
        t.run(for: 0.1)
        let strip = try #require(pager.collectionView)
        // The controller keeps the item size from `sizeForItemAt` and reads it in `insetForSectionAt`; ViewTree asks for
        // the insets first, so the first pass has none (left open, Fidelity.md). The app's .xib collection view is laid
        // out again once resized; a second pass here stands for that one.
        #expect(strip.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        strip.collectionViewLayout.invalidateLayout()
        strip.layoutIfNeeded()
        let first = try #require(strip.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(strip.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame == CGRect(x: 50, y: 10, width: 220, height: 180))
        #expect(second.frame.minX == 310)                                               // 50 + 220 + 40: 10 pt peek
        let width: CGFloat = 50 + 8 * 220 + 7 * 40 + 50
        #expect(strip.contentSize.width == width)
    }

    @Test func aFastFlickMovesOneItemAndCentresIt() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let pager = CenteredPagerController()
        t.show(pager)
        t.run(for: 0.1)
        let strip = try #require(pager.collectionView)
        strip.collectionViewLayout.invalidateLayout()                                    // the second pass, as above
        strip.layoutIfNeeded()
        strip.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2, releaseVelocity: CGPoint(x: -2000, y: 0))
        t.run(for: 2)
        let second = try #require(strip.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(strip.contentOffset.x == second.frame.midX - strip.bounds.width / 2)
        #expect(strip.contentOffset.x == 260)
    }

    @Test func theCompositionalVersionsGroupIsFourFifthsWideAndCentred() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8),
                                                                                          heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                          collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let source = CountingSource(count: 3)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        t.window.addSubview(collection)
        t.run(for: 0.1)
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.width == 256 - 20 && first.frame.height == 200)
        // UIKit centres the paged group: (320 − 256) / 2 = 32 before it, and the item's own 10-pt inset.
        #expect(first.frame.minX == 42)
        #expect(first.frame.midX == 160)
        withExtendedLifetime(source) {}
    }

    // MARK: Paging scroll views (johnny919, Chang-Geun-Ryu, avijitnagare)

    @Test func thePageControlScrollsThePagesAndTheirDecelerationSetsThePage() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let controller = PagingScrollController()
        t.show(controller)
        tap(controller.pageControl, at: CGPoint(x: 300, y: 15))                         // right of the dots: next page
        #expect(controller.pageControl.currentPage == 1)
        t.run(for: 1)
        #expect(controller.scrollView.contentOffset.x == 320)
        let x = controller.scrollView.contentOffset.x                                   // drag in the content's coordinates
        controller.scrollView.drag(from: CGPoint(x: x + 300, y: 150), to: CGPoint(x: x + 100, y: 150), duration: 0.2,
                                   releaseVelocity: CGPoint(x: -800, y: 0))
        t.run(for: 2)
        #expect(controller.scrollView.contentOffset.x == 640 && controller.pageControl.currentPage == 2)
        let pageWidth: CGFloat = 320
        #expect(floor((controller.scrollView.contentOffset.x - pageWidth / 2) / pageWidth) + 1 == 2)  // avijitnagare
    }

    // MARK: Keyboard (SPIR-iOS, MauBao)

    @Test func theFormRisesWithTheKeyboardAndComesBack() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let form = KeyboardFormController()
        t.show(form)
        t.run(for: 0.1)
        #expect(form.field.frame.maxY == form.view.bounds.height)
        form.field.becomeFirstResponder()
        t.run(for: 0.5)
        let keyboard = try #require(t.simulation.keyboard.frame)
        #expect(form.bottomConstraint.constant == -keyboard.height)
        #expect(form.field.frame.maxY == form.view.bounds.height - keyboard.height)
        #expect(form.textFieldbottomContraint.constant == keyboard.height + 20)       // Swift 4.1's name, the string key
        form.field.resignFirstResponder()
        t.run(for: 0.5)
        #expect(form.bottomConstraint.constant == 0 && form.field.frame.maxY == form.view.bounds.height)
    }

    @Test func swift4sKeyboardNamesAreUIKitsOwn() {
        #expect(NSNotification.Name.UIKeyboardWillShow == UIResponder.keyboardWillShowNotification)
        #expect(NSNotification.Name.UIKeyboardDidHide.rawValue == "UIKeyboardDidHideNotification")
        #expect(NSNotification.Name.UIKeyboardWillChangeFrame == UIResponder.keyboardWillChangeFrameNotification)
        #expect(UIKeyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIKeyboardAnimationDurationUserInfoKey == UIResponder.keyboardAnimationDurationUserInfoKey)
    }

    // MARK: Gestures, dynamics, animators, menus

    @Test func aCardDroppedNearTheRightEdgeFallsThatWay() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        t.window.addSubview(card)
        card.center = CGPoint(x: 160, y: 240)
        let animator = UIDynamicAnimator(referenceView: t.window)
        let tossing = TossingBehavior(item: card, snapTo: CGPoint(x: 160, y: 240))
        animator.addBehavior(tossing)
        tossing.isEnabled = false
        card.center = CGPoint(x: 300, y: 240)                                           // dragged past 80 % of 320
        tossing.isEnabled = true
        t.run(for: 1.5)
        #expect(card.center.x > 320)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        t.window.addSubview(other)
        other.center = CGPoint(x: 200, y: 240)                                          // near the middle: snaps back
        let back = UIDynamicAnimator(referenceView: t.window)
        back.addBehavior(TossingBehavior(item: other, snapTo: CGPoint(x: 160, y: 240)))
        t.run(for: 3)
        #expect(abs(other.center.x - 160) < 1)
    }

    @Test func theSwipedViewFollowsTheFingerAndReturnsToTheCentre() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let controller = SwipeItController()
        t.show(controller)
        let centre = controller.view.center
        drag(controller.swipeView, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 130, y: 90))
        #expect(controller.centersSeen.contains { $0.x > centre.x + 40 })
        t.run(for: 0.5)
        #expect(controller.swipeView.center == centre)
    }

    @Test func theCancelAnimationPutsTheCardBackWithASpring() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(card)
        card.transform = CGAffineTransform(translationX: 120, y: 0).rotated(by: 0.3)
        let timing = UISpringTimingParameters(dampingRatio: 0.8)
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: timing)
        animator.addAnimations { card.transform = .identity }
        animator.startAnimation()
        #expect(card.transform == .identity && animator.isRunning)
        t.run(for: 1)
        #expect(animator.state == .inactive)
    }

    @Test func theBarButtonsMenuRunsItsHandlerMethod() throws {
        var handled: [String] = []
        func menuHandler(action: UIAction) { handled.append(action.title) }
        let item = UIBarButtonItem(title: "Options", style: .plain, target: nil, action: nil)
        item.menu = UIMenu(title: "", children: [
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc"), handler: menuHandler),
            UIAction(title: "Rename", image: UIImage(systemName: "pencil"), handler: menuHandler),
            UIAction(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square"), handler: menuHandler),
            UIAction(title: "Move", image: UIImage(systemName: "folder"), handler: menuHandler)
        ])
        let menu = try #require(item.menu)
        #expect(menu.children.compactMap { ($0 as? UIAction)?.title } == ["Copy", "Rename", "Duplicate", "Move"])
        #expect(menu.performAction(titled: "Duplicate"))
        #expect(handled == ["Duplicate"])
    }

    // MARK: Traits, list content, tracking

    @Test func theBorderFollowsTheInterfaceStyle() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let view = BorderedView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        t.window.addSubview(view)
        #expect(view.layer.cornerRadius == 20 && view.layer.borderWidth == 1)
        #expect(view.layer.borderColor == UIColor.black.cgColor)
        view.overrideUserInterfaceStyle = .dark
        t.run(for: 0.1)
        #expect(view.traitChanges >= 1 && view.traitCollection.userInterfaceStyle == .dark)
        // UIKit makes the view's traits `UITraitCollection.current` around this callback, so the probed file's
        // `.cgColor` is the dark colour there (Fidelity.md, "Dark appearance").
        #expect(view.layer.borderColor == UIColor.white.cgColor)
    }

    @Test func aCellsListConfigurationReadsBackAsAListConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect((cell.contentConfiguration as? UIListContentConfiguration) == nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Product"
        content.secondaryText = "Tagline"
        cell.contentConfiguration = content
        let read = cell.contentConfiguration as? UIListContentConfiguration
        #expect(read?.text == "Product" && read?.secondaryText == "Tagline")
    }

    @Test func aDragIsTrackedBeginContinueEnd() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let control = CustomControl(frame: CGRect(x: 20, y: 20, width: 200, height: 60))
        t.window.addSubview(control)
        drag(control, from: CGPoint(x: 20, y: 30), to: CGPoint(x: 150, y: 30))
        #expect(control.calls.first == "begin" && control.calls.last == "end")
        #expect(control.calls.dropFirst().dropLast().allSatisfy { $0 == "continue" } && control.calls.count > 2)
    }

    @Test func forwardingTouchesByHandTracksTwiceAsUIControlAlreadyTracks() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let control = CountingTestControl(frame: CGRect(x: 20, y: 20, width: 200, height: 60))
        t.window.addSubview(control)
        tap(control)
        #expect(control.begins == 2 && control.ends == 2)
    }
}
