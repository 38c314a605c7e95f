// No `import Foundation`: ViewTreeUIKit re-exports it (and FoundationNetworking on Linux).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-seventh probe's behaviours (Tests/ViewTreeTests/UIKitPorts/Files/: CollectionDragDropAndSplitColumns,
// EmittersReplicatorsAndDynamics, TextViewLinksAndCarets, AlertsPickersAndSelectionButtons, PagesToolbarsAndEdgePans):
// the gaps the probe found closed — a toggle button (`changesSelectionAsPrimaryAction` without a menu), a `Selector`
// given to `addTarget(_:action:for:)` in a variable, iOS 7's link method and the attachment methods of a text view's
// delegate, a toolbar's shadow images, Swift 4's emitter and page-controller names — driven the way the probed code
// writes them.

/// A text view delegate written before iOS 10: only `textView(_:shouldInteractWith:in:)` (fetlife/fetlife-ios
/// `MessageTextView.swift` implements it beside the iOS 10 form).
private final class PreIOS10LinkDelegate: NSObject, UITextViewDelegate {
    var asked: [URL] = []
    var answer = false
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        asked.append(URL)
        return answer
    }
}

/// A delegate with both forms: UIKit asks the iOS 10 one only.
private final class BothFormsLinkDelegate: NSObject, UITextViewDelegate {
    var calls: [String] = []
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        calls.append("iOS 10 \(interaction.rawValue)")
        return false
    }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        calls.append("iOS 7")
        return true
    }
}

/// Gahlot/IOS `UrlTextViewDelegate.swift`'s attachment method, which refuses every attachment.
private final class AttachmentRefusingDelegate: NSObject, UITextViewDelegate {
    var asked: [(NSTextAttachment, NSRange, UITextItemInteraction)] = []
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        asked.append((textAttachment, characterRange, interaction))
        return false
    }
}

/// A controller that hands a text field a target and a selector, as LqDeveloper/SwiftAppUtils' alert extension does.
private final class EditingObserver: UIViewController {}

/// theextremeprogrammer/LNTouchVisualizer-Repro's grid, recording what its drop delegate is given.
private final class ReorderingGrid: UICollectionViewController, UICollectionViewDelegateFlowLayout,
                                    UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var drops: [(source: IndexPath?, destination: IndexPath?, local: String?)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Square")
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Square", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 125, height: 125) }
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        let label = "\(indexPath.item)" as NSString
        let item = UIDragItem(itemProvider: NSItemProvider(object: label))
        item.localObject = label
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        for item in coordinator.items {
            drops.append((item.sourceIndexPath, coordinator.destinationIndexPath, (item.dragItem.localObject as? NSString).map { String($0) }))
        }
    }
}

@Suite struct ProbedPublicFilesRound27Tests {
    // MARK: A toggle button (Pearljam66/UIKitFrameworkProject `MainViewController.swift`)

    @Test func aButtonThatChangesSelectionWithoutAMenuTogglesSelectedOnEachTap() {
        let t = TestWorld()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.setTitle("Start", for: .normal)
        button.setTitle("Stop", for: .selected)
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction(UIAction { _ in seen.append(button.isSelected) }, for: .touchUpInside)
        t.window.addSubview(button)
        #expect(tap(button))
        #expect(button.isSelected)
        #expect(button.currentTitle == "Stop")
        #expect(tap(button))
        #expect(!button.isSelected)
        #expect(button.currentTitle == "Start")
        // The action reads the state the tap left.
        #expect(seen == [true, false])
    }

    @Test func aButtonWithoutTheFlagOrWhoseMenuIsItsPrimaryActionKeepsItsSelection() {
        let t = TestWorld()
        let plain = UIButton(type: .system)
        plain.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        t.window.addSubview(plain)
        #expect(tap(plain))
        #expect(!plain.isSelected)

        let popUp = UIButton(type: .system)
        popUp.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        popUp.menu = UIMenu(children: [UIAction(title: "One") { _ in }, UIAction(title: "Two") { _ in }])
        popUp.showsMenuAsPrimaryAction = true
        popUp.changesSelectionAsPrimaryAction = true
        t.window.addSubview(popUp)
        #expect(tap(popUp))
        // The tap shows the menu; the selection is the menu's, not the button's state.
        #expect(!popUp.isSelected)
        #expect(popUp.performMenuAction(titled: "Two"))
        #expect(popUp.currentTitle == "Two")
    }

    // MARK: A selector in a variable (LqDeveloper/SwiftAppUtils `UIAlertControllerExtensions.swift`)

    @Test func aSelectorTargetIsKeptAndEachEventItWouldSendIsReported() {
        let t = TestWorld()
        let observer = EditingObserver()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        let target: Any? = observer
        let selector: Selector? = Selector("textChanged:")
        if let target, let selector {
            field.addTarget(target, action: selector, for: .editingChanged)
        }
        #expect(field.allTargets.contains { $0 === observer })
        #expect(field.actions(forTarget: observer, forControlEvent: .editingChanged) == ["textChanged:"])
        let before = t.simulation.diagnostics.count
        field.sendActions(for: .editingChanged)
        let reported = t.simulation.diagnostics.dropFirst(before)
        #expect(reported.count == 1)
        #expect(reported.first?.code == .invalidValue)
        #expect(reported.first?.message.contains("textChanged:") == true)
        #expect(reported.first?.message.contains("EditingObserver") == true)
        // Another event sends nothing, so says nothing.
        field.sendActions(for: .editingDidEnd)
        #expect(t.simulation.diagnostics.count == before + 1)
        // removeTarget stops it, as for a method reference.
        field.removeTarget(observer, for: .editingChanged)
        field.sendActions(for: .editingChanged)
        #expect(t.simulation.diagnostics.count == before + 1)
    }

    @Test func aSelectorWithANilTargetIsReportedAsGoingUpTheResponderChain() {
        let t = TestWorld()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        field.addTarget(nil, action: Selector("textChanged:"), for: .editingChanged)
        field.sendActions(for: .editingChanged)
        #expect(t.simulation.diagnostics.last?.message.contains("responder chain") == true)
        #expect(t.simulation.diagnostics.last?.message.contains("textChanged:") == true)
    }

    // MARK: Links and attachments in a text view (fetlife-ios, Gahlot/IOS, ankola/UitextView_Clickable_Link)

    /// A selectable, read-only text view of "Read the docs." with "the docs" linking to example.com.
    private func linkedTextView(in t: TestWorld) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let text = NSMutableAttributedString(string: "Read the docs.")
        text.addAttribute(.link, value: "https://www.example.com", range: NSRange(location: 5, length: 8))
        textView.attributedText = text
        textView.isEditable = false
        t.window.addSubview(textView)
        return textView
    }

    @Test func aDelegateWrittenBeforeIOS10IsAskedAboutATappedLink() {
        let t = TestWorld()
        let textView = linkedTextView(in: t)
        let delegate = PreIOS10LinkDelegate()
        textView.delegate = delegate
        #expect(textView.tapLink(at: 6) == URL(string: "https://www.example.com"))
        #expect(delegate.asked == [URL(string: "https://www.example.com")!])
        // It said no: nothing was opened.
        #expect(t.simulation.application.openedURLs.isEmpty)
        delegate.answer = true
        textView.tapLink(at: 6)
        #expect(t.simulation.application.openedURLs == [URL(string: "https://www.example.com")!])
    }

    @Test func aDelegateWithBothFormsIsAskedOnlyTheIOS10One() {
        let t = TestWorld()
        let textView = linkedTextView(in: t)
        let delegate = BothFormsLinkDelegate()
        textView.delegate = delegate
        textView.tapLink(at: 10)
        #expect(delegate.calls == ["iOS 10 0"])
        #expect(t.simulation.application.openedURLs.isEmpty)
    }

    @Test func aTappedAttachmentIsOfferedToTheDelegateWithItsRange() {
        let t = TestWorld()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = NSTextAttachment()
        badge.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let text = NSMutableAttributedString(string: "Hi ")
        text.append(NSAttributedString(attachment: badge))
        text.append(NSAttributedString(string: " there"))
        textView.attributedText = text
        textView.isEditable = false
        t.window.addSubview(textView)
        let delegate = AttachmentRefusingDelegate()
        textView.delegate = delegate
        #expect(textView.tapAttachment(at: 3) === badge)
        #expect(delegate.asked.count == 1)
        #expect(delegate.asked.first?.0 === badge)
        #expect(delegate.asked.first?.1 == NSRange(location: 3, length: 1))
        #expect(delegate.asked.first?.2 == .invokeDefaultAction)
        // No attachment there, or an editable text view: nothing is asked.
        #expect(textView.tapAttachment(at: 0) == nil)
        textView.isEditable = true
        #expect(textView.tapAttachment(at: 3) == nil)
        #expect(delegate.asked.count == 1)
    }

    // MARK: A toolbar's shadow image (jonalaniz/NextStats `UIToolbar+ConfigureAppearance.swift`)

    @Test func aToolbarKeepsAShadowImagePerPositionAndHasNoneByDefault() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(toolbar.shadowImage(forToolbarPosition: .bottom) == nil)
        let hairline = UIImage(name: "hairline", size: CGSize(width: 1, height: 1))
        toolbar.setShadowImage(hairline, forToolbarPosition: .bottom)
        #expect(toolbar.shadowImage(forToolbarPosition: .bottom) === hairline)
        #expect(toolbar.shadowImage(forToolbarPosition: .top) == nil)
        #expect(toolbar.shadowImage(forToolbarPosition: .any) == nil)
        toolbar.setShadowImage(nil, forToolbarPosition: .bottom)
        #expect(toolbar.shadowImage(forToolbarPosition: .bottom) == nil)
    }

    // MARK: Swift 4's names (emanet29/confettis `Lanceur.swift`, sphericalwave/AudioFrame `PageViewController.swift`)

    @Test func swift4EmitterConstantsAreTheShapesModesAndRenderModesOfTheirNames() {
        let emitter = CAEmitterLayer()
        emitter.emitterShape = kCAEmitterLayerLine
        emitter.emitterMode = kCAEmitterLayerOutline
        emitter.renderMode = kCAEmitterLayerAdditive
        #expect(emitter.emitterShape == .line)
        #expect(emitter.emitterMode == .outline)
        #expect(emitter.renderMode == .additive)
        #expect([kCAEmitterLayerPoint, kCAEmitterLayerRectangle, kCAEmitterLayerCuboid, kCAEmitterLayerCircle,
                 kCAEmitterLayerSphere].map(\.rawValue) == ["point", "rectangle", "cuboid", "circle", "sphere"])
    }

    @Test func aPageControllerTakesSwift4sDirectionName() {
        let t = TestWorld()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        let first = UIViewController()
        let second = UIViewController()
        t.window.rootViewController = pages
        pages.setViewControllers([first], direction: UIPageViewControllerNavigationDirection.forward, animated: false, completion: nil)
        #expect(pages.viewControllers?.first === first)
        pages.setViewControllers([second], direction: UIPageViewControllerNavigationDirection.reverse, animated: false, completion: nil)
        #expect(pages.viewControllers?.first === second)
    }

    // MARK: What the probed code relies on, unchanged

    /// LNTouchVisualizer-Repro's drop: the coordinator names the dragged item's source, the destination and the
    /// local object the drag delegate attached.
    @Test func aCollectionViewDropCarriesTheSourceTheDestinationAndTheLocalObject() throws {
        let t = TestWorld()
        let grid = ReorderingGrid(collectionViewLayout: UICollectionViewFlowLayout())
        t.window.rootViewController = grid
        t.window.layoutIfNeeded()
        let collectionView = grid.collectionView!
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let operation = t.window.dragAndDrop(from: collectionView.convert(first.center, to: nil),
                                             to: collectionView.convert(second.center, to: nil))
        #expect(operation == .move)
        #expect(grid.drops.count == 1)
        #expect(grid.drops.first?.source == IndexPath(item: 0, section: 0))
        #expect(grid.drops.first?.destination == IndexPath(item: 1, section: 0))
        #expect(grid.drops.first?.local == "0")
    }

    /// zoharIOS/Swift-IOS-Projects' falling blocks: gravity pulls a block down and the reference bounds stop it.
    @Test func gravityAndACollisionBoundaryLeaveAFallenBlockInsideTheReferenceView() {
        let t = TestWorld()
        let stage = UIView(frame: t.window.bounds)
        t.window.addSubview(stage)
        let animator = UIDynamicAnimator(referenceView: stage)
        let block = UIView(frame: CGRect(x: stage.frame.width / 2, y: 20, width: 60, height: 20))
        stage.addSubview(block)
        let gravity = UIGravityBehavior(items: [block])
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        animator.addBehavior(gravity)
        let collision = UICollisionBehavior(items: [block])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let bounce = UIDynamicItemBehavior(items: [block])
        bounce.elasticity = 0.8
        animator.addBehavior(bounce)
        t.run(for: 10)
        #expect(block.frame.minY > 20)
        #expect(block.frame.maxY <= stage.bounds.maxY + 0.5)
    }
}
