// Gaps a ninth probe of public UIKit files found in the core (layers, layouts, view controllers), written with
// UIKit's names as the files use them.
import Foundation
import Testing
import ViewTreeTesting
import ViewTreeUIKit

@Suite struct ProbedPublicFilesRound9CoreTests {
    // MARK: UICollectionViewLayout.init?(coder:)

    /// A storyboard-era flow layout: both initializers call one set-up (KKXMobile's shape).
    final class SectionedFlowLayout: UICollectionViewFlowLayout {
        private(set) var configuredBy = ""

        override init() {
            super.init()
            configure("code")
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            configure("coder")
        }

        private func configure(_ how: String) {
            configuredBy = how
            minimumLineSpacing = 4
        }
    }

    /// A keyed coder with nothing in it.
    final class EmptyCoder: NSCoder {
        override var allowsKeyedCoding: Bool { true }
        override func containsValue(forKey key: String) -> Bool { false }
        override func decodeObject(forKey key: String) -> Any? { nil }
    }

    @Test func aLayoutSubclassCanBeMadeFromACoderWithTheFlowLayoutsDefaults() throws {
        let decoded = try #require(SectionedFlowLayout(coder: EmptyCoder()))
        #expect(decoded.configuredBy == "coder" && decoded.minimumLineSpacing == 4)
        #expect(decoded.itemSize == CGSize(width: 50, height: 50) && decoded.scrollDirection == .vertical)
        #expect(SectionedFlowLayout().configuredBy == "code")
    }

    @Test func aCompositionalLayoutFromACoderHasNoSectionsAndSaysSo() throws {
        let t = TestWorld()
        let layout = try #require(UICollectionViewCompositionalLayout(coder: EmptyCoder()))
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CompoCounts([2])
        collection.dataSource = source
        t.window.addSubview(collection)
        t.window.layoutIfNeeded()
        #expect(collection.visibleCells.isEmpty)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("Invalid section definition") })
    }

    // MARK: CALayerDelegate

    /// A knob's layer delegate (bradhowes/Knob's shape): it draws the knob's shape layers and turns their implicit
    /// animations off.
    final class KnobLayerDelegate: NSObject, CALayerDelegate {
        var displayed: [String?] = []
        var laidOut: [String?] = []
        func display(_ layer: CALayer) { displayed.append(layer.name) }
        func layoutSublayers(of layer: CALayer) { laidOut.append(layer.name) }
        func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "strokeEnd" ? NSNull() : nil }
    }

    /// A delegate that draws (it does not display), so the layer draws through it.
    final class DrawingDelegate: NSObject, CALayerDelegate {
        var calls: [String] = []
        func layerWillDraw(_ layer: CALayer) { calls.append("willDraw") }
        func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("draw \(layer.bounds.width)") }
    }

    @Test func aFreeLayersDelegateDisplaysItAndLaysItOut() {
        let t = TestWorld()
        let delegate = KnobLayerDelegate()
        let track = CAShapeLayer()
        track.name = "track"
        track.delegate = delegate
        t.window.layer.addSublayer(track)
        #expect(track.delegate === delegate)
        track.setNeedsDisplay()
        track.setNeedsLayout()
        t.simulation.run(for: 0.02)
        #expect(delegate.displayed == ["track"])
        #expect(delegate.laidOut == ["track"])
    }

    @Test func withoutDisplayTheLayerDrawsThroughItsDelegate() {
        let t = TestWorld()
        let delegate = DrawingDelegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.delegate = delegate
        t.window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.calls == ["willDraw", "draw 40.0"])
    }

    @Test func theDelegateIsAskedForActionsFirstAndNSNullEndsTheSearch() {
        let delegate = KnobLayerDelegate()
        let progress = CAShapeLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        progress.actions = ["strokeEnd": fade, "opacity": fade]
        progress.delegate = delegate
        #expect(progress.action(forKey: "strokeEnd") is NSNull, "the delegate's NSNull wins over the actions")
        #expect(progress.action(forKey: "opacity") as? CABasicAnimation === fade, "nil from the delegate: the actions")
        #expect(progress.action(forKey: "position") == nil)
    }

    @Test func theDelegateIsWeak() {
        let layer = CALayer()
        do {
            let delegate = KnobLayerDelegate()
            layer.delegate = delegate
            #expect(layer.delegate != nil)
        }
        #expect(layer.delegate == nil)
    }

    @Test func aViewsLayerKeepsItsViewAsDelegate() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        view.layer.delegate = KnobLayerDelegate()
        #expect(view.layer.delegate === view)
        #expect(t.simulation.diagnostics.last?.message.contains("a view's layer's delegate must be its view") == true)
    }

    @Test func aViewsLayerHasNoActionOutsideAnAnimationBlockAndAnAnimationInside() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        #expect(view.layer.action(forKey: "position") is NSNull)
        var inside: CAAction?
        UIView.animate(withDuration: 0.4) { inside = view.layer.action(forKey: "position") }
        let animation = inside as? CABasicAnimation
        #expect(animation?.keyPath == "position" && animation?.duration == 0.4)
        UIView.animate(withDuration: 0.4) {
            UIView.performWithoutAnimation { inside = view.layer.action(forKey: "position") }
        }
        #expect(inside is NSNull)
    }

    // MARK: UIView.layoutSublayers(of:)

    /// The common gradient view: its gradient layer follows the bounds after the subviews are laid out.
    final class GradientView: UIView {
        let gradient = CAGradientLayer()
        var order: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.insertSublayer(gradient, at: 0)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func layoutSubviews() {
            super.layoutSubviews()
            order.append("layoutSubviews")
        }

        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            order.append("layoutSublayers")
            gradient.frame = bounds
        }
    }

    /// A pill whose corner radius follows its height, set only through the layer it is handed (so its layer is not
    /// made before its first layout).
    final class PillView: UIView {
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            layer.cornerRadius = bounds.height / 2
        }
    }

    @Test func anOverrideOfLayoutSublayersRunsAroundLayoutSubviewsOnEveryPass() {
        let t = TestWorld()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        t.window.addSubview(view)
        t.window.layoutIfNeeded()
        #expect(view.order == ["layoutSubviews", "layoutSublayers"])
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        t.window.layoutIfNeeded()
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(view.order.suffix(2) == ["layoutSubviews", "layoutSublayers"])
    }

    @Test func anAppClassIsLaidOutThroughItsLayerEvenBeforeTheLayerIsUsed() {
        let t = TestWorld()
        let pill = PillView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        t.window.addSubview(pill)
        t.window.layoutIfNeeded()
        #expect(pill.layer.cornerRadius == 22)
    }

    // MARK: UISplitViewController's iOS 14 columns

    final class ColumnLog: UISplitViewControllerDelegate {
        var events: [String] = []
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("show \(column)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("hide \(column)") }
    }

    func columnSplit(_ style: UISplitViewController.Style, size: CGSize) -> (TestWorld, UISplitViewController) {
        let t = TestWorld(windowSize: size)
        let split = UISplitViewController(style: style)
        split.setViewController(UIViewController(), for: .primary)
        if style == .tripleColumn { split.setViewController(UIViewController(), for: .supplementary) }
        split.setViewController(UIViewController(), for: .secondary)
        t.show(split)
        t.run(for: 0.1)
        return (t, split)
    }

    @Test func theSplitBehaviorFollowsTheShapeUntilOneIsPreferred() {
        let (t, split) = columnSplit(.doubleColumn, size: CGSize(width: 1024, height: 768))
        #expect(split.preferredSplitBehavior == .automatic && split.splitBehavior == .tile)
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredSplitBehavior = .overlay
        t.window.layoutIfNeeded()
        #expect(split.splitBehavior == .overlay && split.displayMode == .oneOverSecondary, "beside is not allowed over")
        // WooCommerce's set-up: one beside the secondary, tiled.
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        t.window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        let (_, portrait) = columnSplit(.tripleColumn, size: CGSize(width: 768, height: 1024))
        #expect(portrait.splitBehavior == .overlay)
        let (_, mail) = columnSplit(.tripleColumn, size: CGSize(width: 1024, height: 768))
        #expect(mail.splitBehavior == .displace && mail.displayMode == .twoDisplaceSecondary)
    }

    @Test func showingAndHidingColumnsChangesTheDisplayModeAndTellsTheDelegate() {
        let (t, split) = columnSplit(.tripleColumn, size: CGSize(width: 1024, height: 768))
        let log = ColumnLog()
        split.delegate = log
        split.hide(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        split.hide(.supplementary)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        #expect(split.displayMode == .twoDisplaceSecondary)
        #expect(log.events == ["hide primary", "hide supplementary", "show primary"])
        split.hide(.secondary)
        #expect(log.events.count == 3, "the secondary cannot be hidden")
        let (t2, double) = columnSplit(.doubleColumn, size: CGSize(width: 1024, height: 768))
        double.show(.supplementary)
        #expect(t2.simulation.diagnostics.last?.message.contains("no supplementary column") == true)
        _ = t
    }

    // MARK: viewIsAppearing(_:)

    final class AppearingLog: UIViewController {
        var events: [String] = []
        var sizeWhenAppearing = CGSize.zero
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("willAppear") }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            events.append("isAppearing")
            sizeWhenAppearing = view.bounds.size
        }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); events.append("willLayout") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("didAppear") }
    }

    @Test func viewIsAppearingComesAfterWillAppearBeforeLayoutOncePerAppearance() {
        let t = TestWorld()
        let root = AppearingLog()
        t.show(root)
        t.run(for: 0.1)
        #expect(Array(root.events.prefix(3)) == ["willAppear", "isAppearing", "willLayout"])
        #expect(root.events.last == "didAppear" && root.events.filter { $0 == "isAppearing" }.count == 1)
        #expect(root.sizeWhenAppearing == t.window.bounds.size, "the view has its geometry in the window")
        let pushed = AppearingLog()
        let navigation = UINavigationController(rootViewController: UIViewController())
        t.show(navigation)
        t.run(for: 0.1)
        navigation.pushViewController(pushed, animated: false)
        t.run(for: 0.1)
        #expect(pushed.events.first == "willAppear" && pushed.events.contains("isAppearing"))
        #expect(pushed.events.firstIndex(of: "isAppearing")! < pushed.events.firstIndex(of: "didAppear")!)
    }

    // MARK: Responder and control overrides

    /// A chat screen docks its input bar as its input accessory view.
    final class ChatViewController: UIViewController {
        let inputBar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { inputBar }
    }

    /// A control that logs every UIAction it sends (an analytics hook) and drops one.
    final class LoggingButton: UIButton {
        var sent: [String] = []
        override func sendAction(_ action: UIAction) {
            sent.append(action.title)
            guard action.title != "muted" else { return }
            super.sendAction(action)
        }
    }

    @Test func inputAccessoryViewsAreOverriddenOrSet() {
        let chat = ChatViewController()
        #expect(chat.inputAccessoryView === chat.inputBar && chat.inputView == nil)
        let field = UITextField(frame: .zero)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        field.inputAccessoryView = toolbar
        #expect(field.inputAccessoryView === toolbar)
        #expect(UIView().inputAccessoryView == nil && UIView().textInputContextIdentifier == nil)
    }

    @Test func anOverrideOfSendActionSeesEveryActionAndMayDropIt() {
        let button = LoggingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var ran: [String] = []
        button.addAction(UIAction(title: "save") { _ in ran.append("save") }, for: .touchUpInside)
        button.addAction(UIAction(title: "muted") { _ in ran.append("muted") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.sent == ["save", "muted"] && ran == ["save"])
    }

    // MARK: Transitions

    /// An animator that hands out its property animator, as interactive transitions written for iOS 10 do.
    final class InterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var animator: UIViewImplicitlyAnimating?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let animator { return animator }
            let made = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                transitionContext.view(forKey: .to)?.alpha = 1
            }
            made.addCompletion { position in transitionContext.completeTransition(position == .end) }
            animator = made
            return made
        }
    }

    final class CardPresentation: UIPresentationController {
        var traitChanges = 0
        override var adaptivePresentationStyle: UIModalPresentationStyle { .none }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            traitChanges += 1
        }
    }

    final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var made: CardPresentation?
        let animator = InterruptibleAnimator()
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let card = CardPresentation(presentedViewController: presented, presenting: presenting)
            made = card
            return card
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    @Test func aTransitionRunsThroughItsInterruptibleAnimatorAndTheCardHearsTraitChanges() throws {
        let t = TestWorld(windowSize: CGSize(width: 1024, height: 768))
        let root = UIViewController()
        t.show(root)
        t.run(for: 0.1)
        let card = UIViewController()
        let delegate = CardDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        t.run(for: 1)
        #expect(root.presentedViewController === card)
        let animator = try #require(delegate.animator.animator)
        #expect(animator.state == .inactive && !animator.isRunning, "finished")
        let presentation = try #require(delegate.made)
        #expect(presentation.adaptivePresentationStyle == .none)
        #expect(presentation.adaptivePresentationStyle(for: presentation.traitCollection) == .none)
        t.window.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        t.run(for: 0.1)
        #expect(presentation.traitChanges == 1, "a compact width changes the traits")
        #expect(UIPresentationController(presentedViewController: UIViewController(), presenting: nil).adaptivePresentationStyle == .fullScreen)
    }

    @Test func aCoordinatorSaysItIsNotInteractiveAndHowFarItGot() throws {
        let t = TestWorld()
        let navigation = UINavigationController(rootViewController: UIViewController())
        t.show(navigation)
        t.run(for: 0.1)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        let coordinator = try #require(pushed.transitionCoordinator)
        var handlers = 0
        coordinator.notifyWhenInteractionChanges { _ in handlers += 1 }
        #expect(!coordinator.isInteractive && !coordinator.initiallyInteractive && coordinator.percentComplete == 0)
        #expect(coordinator.targetTransform == .identity && coordinator.completionCurve == .easeInOut)
        t.run(for: 1)
        #expect(coordinator.isCompleted && coordinator.percentComplete == 1 && handlers == 0)
    }

    @Test func statusBarAndEdgeGestureChildrenDefaultToNone() {
        let controller = UIViewController()
        #expect(controller.childForStatusBarStyle == nil && controller.childForStatusBarHidden == nil)
        #expect(controller.preferredScreenEdgesDeferringSystemGestures == [])
        controller.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #expect(!controller.providesPresentationContextTransitionStyle)
    }

    // MARK: Supplementary views and layout changes

    /// A paging list: the footer coming on screen asks for more (the usual "load more" footer).
    final class PagingList: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var shown: [String] = []
        var ended: [String] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                            forElementKind elementKind: String, at indexPath: IndexPath) {
            shown.append("\(indexPath.section)")
        }
        func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                            forElementOfKind elementKind: String, at indexPath: IndexPath) {
            ended.append("\(indexPath.section)")
        }
    }

    func pagingCollection(_ t: TestWorld, _ list: PagingList) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        layout.footerReferenceSize = CGSize(width: 320, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                            withReuseIdentifier: "footer")
        collection.dataSource = list
        collection.delegate = list
        t.window.addSubview(collection)
        t.window.layoutIfNeeded()
        return collection
    }

    @Test func supplementaryViewsAreToldAndFoundAsTheyComeAndGo() throws {
        let t = TestWorld()
        let list = PagingList()
        let collection = pagingCollection(t, list)
        // Section 0: rows 0–300, footer 300–350; section 1 starts at 350.
        let footer = UICollectionView.elementKindSectionFooter
        #expect(list.shown == ["0"])
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [IndexPath(item: 0, section: 0)])
        let view = try #require(collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)))
        #expect(collection.visibleSupplementaryViews(ofKind: footer).first === view && view.frame.minY == 300)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame.minY == 650)
        collection.contentOffset = CGPoint(x: 0, y: 400)
        t.window.layoutIfNeeded()
        #expect(list.ended == ["0"] && list.shown == ["0", "1"])
        #expect(collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func aNewLayoutIsSetWithItsTransitionHooksAndCompletion() {
        let t = TestWorld()
        let list = PagingList()
        let collection = pagingCollection(t, list)
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 160, height: 160)
        grid.minimumInteritemSpacing = 0
        var finished: [Bool] = []
        collection.setCollectionViewLayout(grid, animated: true) { finished.append($0) }
        #expect(collection.collectionViewLayout === grid && finished.isEmpty, "the completion waits for the animation")
        t.run(for: 0.5)
        #expect(finished == [true])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 160, y: 0, width: 160, height: 160))
        collection.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false) { finished.append($0) }
        #expect(finished == [true, true])
    }

    // MARK: A button's menu by a press and hold

    final class MenuWatchingButton: UIButton {
        var heard: [String] = []
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                             animator: UIContextMenuInteractionAnimating?) {
            super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
            heard.append("display")
        }
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                             animator: UIContextMenuInteractionAnimating?) {
            super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
            heard.append("end")
        }
    }

    @Test func aPressAndHoldShowsAButtonsMenuWithoutTappingIt() throws {
        let t = TestWorld()
        let button = MenuWatchingButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in log.append("rename") }, UIAction(title: "Delete") { _ in log.append("delete") }])
        t.window.addSubview(button)
        let interaction = try #require(button.contextMenuInteraction)
        #expect(button.interactions.contains { $0 === interaction })
        longPress(button)
        #expect(button.presentedMenu != nil && button.heard == ["display"])
        #expect(log.isEmpty, "the press became the menu's, not a tap")
        #expect(button.performMenuAction(titled: "Rename"))
        #expect(log == ["rename"] && button.heard == ["display", "end"] && button.presentedMenu == nil)
        tap(button)
        #expect(log == ["rename", "tap"], "a tap still sends touchUpInside")
        button.menu = nil
        #expect(button.contextMenuInteraction == nil && !button.interactions.contains { $0 === interaction })
    }

    // MARK: iOS 18 tab bar hiding

    @Test func hidingTheTabBarGivesItsSpaceToTheSelectedTab() throws {
        let t = TestWorld(windowSize: CGSize(width: 390, height: 844))
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        tabs.viewControllers = [first, second]
        t.show(tabs)
        t.run(for: 0.1)
        let shownBottom = first.view.safeAreaInsets.bottom
        #expect(!tabs.isTabBarHidden && shownBottom >= tabs.tabBar.frame.height)
        tabs.setTabBarHidden(true, animated: true)
        t.window.layoutIfNeeded()
        #expect(tabs.isTabBarHidden && tabs.tabBar.isHidden)
        #expect(first.view.safeAreaInsets.bottom < shownBottom)
        tabs.isTabBarHidden = false
        t.window.layoutIfNeeded()
        #expect(first.view.safeAreaInsets.bottom == shownBottom)
    }

    // MARK: The default spring

    @Test func theDefaultSpringsRatioOf4_56MovesAsCriticalDampingInADurationFittedSpring() {
        let t = TestWorld()
        let slow = UIView(frame: .zero), critical = UIView(frame: .zero)
        t.window.addSubview(slow)
        t.window.addSubview(critical)
        let a = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters())
        a.addAnimations { slow.alpha = 0 }
        let b = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        b.addAnimations { critical.alpha = 0 }
        a.startAnimation()
        b.startAnimation()
        t.run(for: 0.2)
        let slowShown = slow.presentation().alpha, criticalShown = critical.presentation().alpha
        // A spring fitted to the animator's duration takes ratios above 1 as 1 (UIKit's conversion clamps them),
        // so the documented 4.56 moves exactly as critical damping, without overshoot.
        #expect(slowShown < 1 && slowShown > 0 && slowShown == criticalShown, "\(slowShown) vs \(criticalShown)")
        t.run(for: 2)
        #expect(slow.presentation().alpha == 0 && critical.presentation().alpha == 0)
    }

    final class EagerColumns: UISplitViewControllerDelegate {
        var calls = 0
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            calls += 1
            svc.show(column)
        }
    }

    @Test func aDelegateThatShowsAColumnFromWillShowDoesNotRecurseForever() {
        let (t, split) = columnSplit(.doubleColumn, size: CGSize(width: 1024, height: 768))
        let eager = EagerColumns()
        split.delegate = eager
        split.hide(.primary)
        split.show(.primary)
        #expect(eager.calls == 1 && split.displayMode == .oneBesideSecondary)
        #expect(t.simulation.diagnostics.last?.message.contains("called from the delegate's willShow/willHide") == true)
    }

    // MARK: A compositional layout's attributes class

    final class TintedAttributes: UICollectionViewLayoutAttributes {
        var tint: UIColor?
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TintedAttributes
            copy.tint = tint
            return copy
        }
    }

    final class TintedLayout: UICollectionViewCompositionalLayout {
        override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
    }

    final class TintedCell: UICollectionViewCell {
        var appliedClass: String?
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            appliedClass = "\(type(of: layoutAttributes))"
        }
    }

    @Test func aCompositionalLayoutMakesAttributesOfItsClass() throws {
        let t = TestWorld()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                     subitems: [item])
        let layout = TintedLayout(section: NSCollectionLayoutSection(group: group))
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(TintedCell.self, forCellWithReuseIdentifier: "cell")
        let source = CompoCounts([2])
        collection.dataSource = source
        t.window.addSubview(collection)
        t.window.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is TintedAttributes)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TintedCell)
        #expect(cell.appliedClass == "TintedAttributes")
    }
}
