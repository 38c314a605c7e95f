// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Members that real public UIKit files (firefox-ios, NetNewsWire, Signal, mastodon, WordPress, element,
/// kickstarter; PanModal, MarqueeLabel, PKHUD, CHIPageControl, SideMenu, paper-onboarding, …) use and ViewTree
/// lacked or declared differently; each test uses the member the way those files do.
@Suite struct ProbedLibraryMembersTests {
    // MARK: Overridable view properties

    final class Badge: UIView {
        var tintChanges = 0
        override var tintColor: UIColor! { didSet { tintChanges += 1 } }
        override var accessibilityLabel: String? {
            get { "Badge: " + (super.accessibilityLabel ?? "none") }
            set { super.accessibilityLabel = newValue }
        }
        override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }
        override var contentMode: UIView.ContentMode { didSet { setNeedsLayout() } }
        override class var requiresConstraintBasedLayout: Bool { true }
    }

    @Test func subclassesOverrideTintAccessibilityAndContentModeAsInUIKit() {
        let badge = Badge()
        badge.tintColor = .red
        #expect(badge.tintChanges == 1 && badge.tintColor == .red)
        #expect(badge.accessibilityLabel == "Badge: none")
        badge.accessibilityLabel = "3 new"
        #expect(badge.accessibilityLabel == "Badge: 3 new")
        #expect(badge.accessibilityTraits == .button && UIView().accessibilityTraits == [])
        badge.contentMode = .center
        #expect(badge.contentMode == .center && badge.needsLayout)
        #expect(Badge.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
    }

    @Test func objectsAnswerIsKindAndIsMemberAsNSObjectDoes() {
        let table = UITableView()
        #expect(table.isKind(of: UIScrollView.self) && table.isKind(of: UIView.self) && table.isKind(of: UIResponder.self))
        #expect(!table.isKind(of: UILabel.self))
        #expect(table.isMember(of: UITableView.self) && !table.isMember(of: UIScrollView.self))
        #expect(CAShapeLayer().isKind(of: CALayer.self) && !CALayer().isKind(of: CAShapeLayer.self))
    }

    // MARK: Edit actions

    final class CopyableLabel: UILabel {
        var copied: String?
        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy:") }
        override func copy(_ sender: Any?) { copied = text }
    }

    @Test func aResponderAnswersForTheEditActionsItImplementsAndTheChainForTheRest() {
        let container = UIView()
        let label = CopyableLabel()
        label.text = "Hello"
        container.addSubview(label)
        #expect(label.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!label.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(label.target(forAction: Selector("copy:"), withSender: nil) as? CopyableLabel === label)
        #expect(container.target(forAction: Selector("copy:"), withSender: nil) == nil)
        label.copy(nil)
        #expect(label.copied == "Hello")
    }

    // MARK: Layers

    final class SpinnerLayer: CALayer {
        var drawn = 0, laidOut = 0
        override func draw(in ctx: CGContext) { drawn += 1 }
        override func layoutSublayers() { laidOut += 1 }
        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
    }

    @Test func aFreeLayerDisplaysAndLaysOutOnTheNextTurn() {
        let t = TestWorld()
        let spinner = SpinnerLayer()
        t.window.layer.addSublayer(spinner)
        spinner.contents = UIImage(named: "x", in: nil, compatibleWith: nil)?.cgImage
        spinner.setNeedsDisplay()
        spinner.setNeedsDisplay()
        spinner.setNeedsLayout()
        #expect(spinner.needsDisplay() && spinner.needsLayout() && spinner.drawn == 0)
        t.run(for: 0.01)
        #expect(spinner.drawn == 1 && spinner.laidOut == 1)
        #expect(!spinner.needsDisplay() && !spinner.needsLayout())
        #expect(SpinnerLayer.needsDisplay(forKey: "progress") && !CALayer.needsDisplay(forKey: "progress"))
    }

    final class Dial: UIView {
        var drawCount = 0
        override func draw(_ rect: CGRect) { drawCount += 1 }
    }

    @Test func aViewsLayerDisplaysThroughTheViewsDrawing() {
        let dial = Dial(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dial.layer.display()
        #expect(dial.drawCount == 1)
    }

    @Test func keyValueCodingReadsAndWritesCoreAnimationKeyPathsAndKeepsOtherKeys() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        t.window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let angle = view.layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(abs((angle ?? 0) - .pi / 4) < 1e-9)
        view.layer.setValue(100, forKeyPath: "position.x")
        #expect(view.center.x == 100)
        view.layer.setValue(5, forKey: "pageIndex")
        #expect(view.layer.value(forKey: "pageIndex") as? Int == 5)
        view.layer.setValue("wide", forKeyPath: "bounds.size.width")                       // the wrong kind
        #expect(view.bounds.width == 40)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("bounds.size.width") })
    }

    @Test func hitTestingFindsTheDeepestSublayerAndConversionsFollowPositions() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(card)
        card.addSublayer(dot)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === dot)
        #expect(root.hitTest(CGPoint(x: 140, y: 140)) === card)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5)) == nil)
        dot.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === card)
        #expect(dot.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 60))
        #expect(card.convert(CGPoint(x: 60, y: 60), from: root) == CGPoint(x: 10, y: 10))
    }

    @Test func actionsTimingAndFillRuleAreKeptAndAPausedSpeedIsSaid() {
        let t = TestWorld()
        let layer = CAShapeLayer()
        t.window.layer.addSublayer(layer)
        layer.actions = ["position": NSNull(), "bounds": NSNull()]
        #expect(layer.action(forKey: "position") is NSNull && layer.action(forKey: "opacity") == nil)
        layer.fillRule = .evenOdd
        #expect(layer.fillRule == .evenOdd && CAShapeLayer().fillRule == .nonZero)
        layer.fillMode = .forwards
        layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
        #expect(layer.fillMode == .forwards)
        layer.speed = 0
        #expect(t.simulation.diagnostics.contains { $0.code == .animation && $0.message.contains("speed 0") })
    }

    final class GradientBackedView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    final class NotALayerView: UIView {
        override class var layerClass: AnyClass { UIView.self }
    }

    @Test func layerClassIsAnyClassAsInUIKit() {
        let t = TestWorld()
        #expect(GradientBackedView().layer is CAGradientLayer)
        let odd = NotALayerView()
        t.window.addSubview(odd)
        #expect(type(of: odd.layer) == CALayer.self)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("is not a Layer subclass") })
    }

    @Test func animationsKeepKeyedValuesAndTimingFunctionsGiveTheirControlPoints() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.setValue("pulse", forKey: "name")
        view.layer.add(pulse, forKey: "pulse")
        #expect(view.layer.animation(forKey: "pulse")?.value(forKey: "name") as? String == "pulse")
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        var point: [Float] = [0, 0]
        curve.getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        curve.getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
    }

    @Test func transformsGoInNSValueBoxesAndAnimateFromThem() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        let scale = CATransform3DMakeScale(2, 2, 1)
        let box = NSValue(caTransform3D: scale)
        #expect(box.caTransform3DValue == scale)
        #expect(NSValue(cgAffineTransform: CGAffineTransform(translationX: 3, y: 4)).cgAffineTransformValue.tx == 3)
        #expect(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).uiEdgeInsetsValue.right == 4)
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        grow.toValue = box
        grow.duration = 1
        view.layer.add(grow, forKey: "grow")
        t.run(for: 0.5)
        #expect(abs((view.layer.presentation()?.transform.m11 ?? 0) - 1.5) < 0.02)
    }

    // MARK: Images, colours, geometry

    @Test func imagesHaveABitmapOfTheirSizeAndAnEmptyImageHasNone() {
        #expect(UIImage().cgImage == nil && UIImage().size == .zero)
        let image = UIImage(name: "photo", size: CGSize(width: 40, height: 30.5))
        #expect(image.cgImage?.width == 40 && image.cgImage?.height == 31)
        let back = UIImage(cgImage: image.cgImage!, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 20, height: 15.5) && back.scale == 2 && back.imageOrientation == .up)
    }

    @Test func hueRoundTripsAndDisplayP3ConvertsToExtendedSRGB() {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.9)
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 0.9)
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
        #expect(abs(white.red - 1) < 1e-4 && abs(white.green - 1) < 1e-4 && abs(white.blue - 1) < 1e-4)
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.red > 1 && red.green < 0)                      // outside sRGB: extended components
    }

    @Test func geometryComparesWithEqualToAndOffsetsPrintAsUIKitDoes() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)) && !r.size.equalTo(.zero) && r.origin.equalTo(CGPoint(x: 1, y: 2)))
        #expect(UIOffset(horizontal: 6, vertical: -22).description == "{6, -22}" && UIOffset.zero == UIOffset())
    }

    @Test func motionEffectsAreKeptAndInterpolateButNeverMoveAView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -10
        x.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [x]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        #expect(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))?["center.x"] as? CGFloat == 5)
        #expect(view.center == CGPoint(x: 5, y: 5))
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
    }

    // MARK: Tables, collections, buttons

    @Test func aCellsSeparatorInsetIsItsTablesUntilSet() {
        let t = TestWorld()
        let table = UITableView(frame: t.window.bounds)
        t.window.addSubview(table)
        let source = StaticTableSource(rows: 3)
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.separatorInset == table.separatorInset)
        cell?.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: .greatestFiniteMagnitude)
        #expect(cell?.separatorInset.right == .greatestFiniteMagnitude)
        #expect(table.separatorColor == UITableView.defaultSeparatorColor)
        #expect(!UIButton().reversesTitleShadowWhenHighlighted)
    }

    final class StaticTableSource: UITableViewDataSource {
        let rows: Int
        init(rows: Int) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    final class Pills: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "pill", for: indexPath)
        }
    }

    @Test func sectionInsetsCanCountFromTheLayoutMargins() {
        let t = TestWorld()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "pill")
        let source = Pills()
        collection.dataSource = source
        t.window.addSubview(collection)
        collection.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        collection.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 4)
        layout.sectionInsetReference = .fromLayoutMargins
        collection.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 24)
    }

    // MARK: Screen, application, device

    @Test func theScreenAndTheCurrentTraitsAreTheWorldsAndTurningTheDeviceIsPosted() {
        let t = TestWorld()
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
        #expect(UITraitCollection.current.displayScale == t.simulation.pixelScale)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight && !UIApplication.shared.isStatusBarHidden)
        let posted = Counter()
        t.simulation.notificationCenter.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil) { _ in posted.count += 1 }
        t.simulation.rotate(to: .landscapeLeft)
        #expect(posted.count == 1)
    }

    final class Counter { var count = 0 }

    // MARK: View controllers

    final class SourcePicker: UIPopoverPresentationControllerDelegate {
        let anchor: UIView
        var prepared = 0
        init(anchor: UIView) { self.anchor = anchor }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            prepared += 1
            popoverPresentationController.sourceView = anchor             // the source may be set here
        }
    }

    @Test func aPopoversDelegatePreparesItBeforeTheSourceIsChecked() {
        let t = TestWorld(profile: .iOS13, device: .iPad)
        let root = UIViewController()
        t.show(root)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let picker = SourcePicker(anchor: root.view)
        popover.popoverPresentationController?.delegate = picker
        root.present(popover, animated: false)
        t.waitForTransitions()
        #expect(picker.prepared == 1 && root.presentedViewController === popover)
    }

    final class Sheet: UIPresentationController {
        override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width, height: parentSize.height / 2)
        }
    }

    @Test func presentationControllersAreContentContainers() {
        let presented = UIViewController()
        let sheet = Sheet(presentedViewController: presented, presenting: nil)
        #expect(sheet.size(forChildContentContainer: presented, withParentContainerSize: CGSize(width: 320, height: 480)).height == 240)
        #expect(UIPresentationController(presentedViewController: presented, presenting: nil)
            .size(forChildContentContainer: presented, withParentContainerSize: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
        #expect(!presented.modalPresentationCapturesStatusBarAppearance)
    }

    @Test func aSwipeFromTheLeftEdgeGoesBackWhenItGoesFarEnough() {
        let t = TestWorld()
        let first = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        t.window.rootViewController = navigation
        t.window.makeKeyAndVisible()
        let recognizer = navigation.interactivePopGestureRecognizer
        #expect(recognizer is UIScreenEdgePanGestureRecognizer && navigation.view.gestureRecognizers?.contains { $0 === recognizer } == true)
        drag(navigation.view, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 250, y: 240))   // only the root: nothing
        #expect(navigation.viewControllers.count == 1)
        navigation.pushViewController(second, animated: false)
        drag(navigation.view, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 80, y: 240), duration: 1)   // short and slow
        t.run(for: 1)
        #expect(navigation.topViewController === second)
        drag(navigation.view, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 250, y: 240), duration: 1)  // past half
        t.run(for: 1)
        #expect(navigation.topViewController === first)
        navigation.pushViewController(second, animated: false)
        recognizer?.isEnabled = false
        drag(navigation.view, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 250, y: 240), duration: 1)
        t.run(for: 1)
        #expect(navigation.topViewController === second)
    }

    @Test func theLegacyLayoutGuidesHaveALength() {
        let t = TestWorld(profile: .iOS7)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        t.window.rootViewController = navigation
        t.window.makeKeyAndVisible()
        t.window.layoutIfNeeded()
        #expect(content.topLayoutGuide.length == 64 && content.bottomLayoutGuide.length == 0)
    }

    // MARK: Text input

    final class PinField: UITextField {
        var deletes = 0
        override func deleteBackward() {
            deletes += 1
            super.deleteBackward()
        }
    }

    @Test func aFieldSubclassHearsTheDeleteKeyAndAnInputMethodComposesMarkedText() {
        let t = TestWorld()
        let field = PinField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        field.becomeFirstResponder()
        field.insertText("12")
        field.deleteBackward()
        #expect(field.deletes == 1 && field.text == "1")
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "1ni" && field.markedTextRange?.start == field.position(from: field.beginningOfDocument, offset: 1))
        field.setMarkedText("你", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "1你")
        field.unmarkText()
        #expect(field.markedTextRange == nil && field.selectedTextRange?.start == field.endOfDocument)
        #expect(field.beginningOfDocument == field.position(from: field.endOfDocument, offset: -2))
    }

    final class Editor: UIResponder {
        var handled: [String] = []
        func handleKeyCommand(sender: UIKeyCommand) { handled.append(sender.input ?? "") }
    }

    @Test func aKeyCommandsActionMayTakeTheCommand() {
        let command = UIKeyCommand(input: "k", modifierFlags: .command, action: Editor.handleKeyCommand)
        #expect(command.input == "k" && command.modifierFlags == .command)
    }
}
