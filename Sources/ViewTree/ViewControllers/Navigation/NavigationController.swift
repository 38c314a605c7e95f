import Foundation

/// A stack of controllers under a navigation bar: ViewTree's `UINavigationController`.
///
/// Pushes and pops animate on the virtual clock for the profile's `navigationTransitionDuration` (0.35 s), the
/// new view sliding in from the right while the old one moves a third of the way left, with UIKit's callback
/// order (push: `willMove(toParent:)`, `loadView`, `viewDidLoad`, old `viewWillDisappear`, new
/// `viewWillAppear`, layout, the animation, old `viewDidDisappear`, new `viewDidAppear`, `didMove(toParent:)`).
/// Its view is a container (`LayoutContainerView`) holding a clipping transition view with the top
/// controller's view in a wrapper, and the 44-pt `navigationBar` under the status bar.
open class NavigationController: ViewController {
    /// The bar. Its frame is kept under the status bar (iOS 7+) or at the top (iOS 6).
    public let navigationBar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: NavigationBar.height))
    /// Hears of transitions (weak).
    public weak var delegate: NavigationControllerDelegate?

    let transitionView = NavigationTransitionView(frame: .zero)
    let wrapperView = ViewControllerWrapperView(frame: .zero)
    var storedNavigationBarHidden = false
    /// `isToolbarHidden`: `true` by default, as UIKit's. Shown, `toolbar` lies along the bottom (above the
    /// screen's bottom safe area) with the top controller's `toolbarItems`, and covers the bottom of the children's
    /// safe area.
    open var isToolbarHidden = true {
        didSet {
            if !isToolbarHidden || toolbarStorage != nil { toolbar.isHidden = isToolbarHidden }
            if isViewLoaded { layoutNavigationChrome() }
        }
    }
    /// `toolbar`: the navigation controller's toolbar (hidden until `isToolbarHidden` is `false`; it joins the
    /// controller's view the first time it is shown, as in UIKit's hierarchy dumps, which list no `UIToolbar` for a
    /// navigation controller that never showed one).
    /// Made on first use, as UIKit's (so a navigation controller that never shows one takes no ids for it).
    public var toolbar: Toolbar {
        if let toolbarStorage { return toolbarStorage }
        let bar = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: Toolbar.height))
        // `<UIToolbar: 0x7fde2d50e9b0; frame = (0 623; 375 44); opaque = NO; autoresize = W+TM; …>` (a navigation
        // controller's toolbar logged by a 2017 sample on a 375 × 667 simulator): along the bottom, following the width.
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        bar.isOpaque = false
        bar.isHidden = isToolbarHidden
        toolbarStorage = bar
        return bar
    }
    private(set) var toolbarStorage: Toolbar?
    /// The transition running now, if any.
    var currentTransition: NavigationTransition?
    /// Whether a large-title change is being laid out (the content's offset may follow the new inset meanwhile,
    /// `NavigationBar+LargeTitle.swift`).
    var isTrackingLargeTitle = false
    /// Operations asked for while a transition runs, run after it, in order (UIKit drops or crashes on
    /// overlapping transitions; queueing keeps a test deterministic and is reported).
    var queuedOperations: [() -> Void] = []

    /// The parallax of the outgoing view during a push or pop: it moves by this fraction of the width
    /// (iOS 7+): replicas of the system transition use it (LazyBackAnimator's `kParallaxRatio = 0.3`), and
    /// mid-push dumps agree (124 of 414 pt, 112 of 375 pt: see `parallaxOffset(forWidth:)`).
    public static let parallaxRatio: CGFloat = 0.3

    /// How far the outgoing view moves during a push (and the incoming one starts during a pop): `parallaxRatio`
    /// of the width, rounded down to whole points, as in mid-push dumps of the outgoing view: `frame = (-124 0;
    /// 414 736)` on a 414-pt screen (0.3 × 414 = 124.2) and `(-112 0; 375 667)` on a 375-pt one (112.5).
    public static func parallaxOffset(forWidth width: CGFloat) -> CGFloat {
        guard width.isFinite, width > 0 else { return 0 }
        return (width * parallaxRatio).rounded(.down)
    }

    /// `init(rootViewController:)`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        setViewControllers([rootViewController], animated: false)
    }

    /// `init(nibName:bundle:)`: an empty navigation controller (also what `init()` makes).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
    }

    /// `initWithCoder:` (required by `ViewController`): an empty navigation controller.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
    }

    // MARK: The stack

    /// The stack, root first. Setting it replaces the stack without animation.
    public var viewControllers: [ViewController] {
        get { childList }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { childList.last }

    /// The controller whose view is showing: the top one, or what it presents.
    public var visibleViewController: ViewController? {
        topViewController?.topmostPresenter
    }

    /// Whether a push or pop is animating.
    public var isTransitioning: Bool { currentTransition != nil }

    /// Pushes a controller: it becomes the top; animated, it slides in from the right.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        pushViewController(viewController, animated: animated, completion: nil)
    }

    /// `show(_:sender:)`: pushes `vc`, animated (Apple: "This method pushes vc onto the navigation stack in a
    /// similar way as the pushViewController(_:animated:) method"; the Show segue uses it).
    open override func show(_ vc: ViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override func handlesShowAction(_ action: ShowAction) -> Bool { action == .show }

    /// As a collapsing split view's primary: the secondary goes on top of the stack — a secondary navigation
    /// controller's own controllers, moved over (a navigation controller cannot be pushed) — without animation.
    open override func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        let moved: [ViewController]
        if let secondaryNavigation = secondaryViewController as? NavigationController {
            moved = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
        } else {
            moved = [secondaryViewController]
        }
        setViewControllers(viewControllers + moved, animated: false)
    }

    /// As an expanding split view's primary: its top controller, popped, when it holds more than its root.
    open override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: false)
        return top
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        popViewController(animated: animated, completion: nil)
    }

    /// Pops every controller above the root and returns them (bottom first); `nil` when only the root is there.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = childList.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them; `nil` when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = childList.firstIndex(where: { $0 === viewController }) else {
            report(.viewController, "popToViewController: the controller is not in the stack")
            return nil
        }
        let popped = Array(childList[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        performPop(to: index, animated: animated, completion: nil)
        return popped
    }

    /// Replaces the stack. Animated, the change of top controller animates as a push (new top not in the old
    /// stack) or a pop.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        performSetStack(viewControllers, animated: animated)
    }

    // MARK: The bar

    /// `hidesBarsOnSwipe` (iOS 8): "When this property is set to true, an upward swipe hides the navigation bar
    /// and toolbar. A downward swipe shows both bars again. If the toolbar does not have any items, it remains
    /// visible even after a swipe" (UINavigationController documentation). Default `false`. It enables
    /// `barHideOnSwipeGestureRecognizer`, which hides or shows the bars, animated, when the swipe ends.
    public var hidesBarsOnSwipe = false {
        didSet {
            if hidesBarsOnSwipe, let container = viewIfLoaded { installBarHideRecognizer(on: container) }
            storedBarHideRecognizer?.isEnabled = hidesBarsOnSwipe
        }
    }
    /// `barHideOnSwipeGestureRecognizer` (iOS 8): the pan that hides and shows the bars, "inactive unless the
    /// hidesBarsOnSwipe property is true" (UINavigationController documentation): enabled exactly while
    /// `hidesBarsOnSwipe` is. Made on first use and added to the controller's view (once loaded); an app may
    /// configure it (`require(toFail:)`, a target of its own, as apps that restyle while the bars hide do).
    public var barHideOnSwipeGestureRecognizer: PanGestureRecognizer {
        if let recognizer = storedBarHideRecognizer { return recognizer }
        let recognizer = makeBarHideRecognizer()
        recognizer.isEnabled = hidesBarsOnSwipe
        storedBarHideRecognizer = recognizer
        if let container = viewIfLoaded { container.addGestureRecognizer(recognizer) }
        return recognizer
    }
    private var storedBarHideRecognizer: PanGestureRecognizer?
    /// `hidesBarsOnTap` (iOS 8): "the navigation controller toggles the hiding and showing of its navigation bar
    /// and toolbar in response to an otherwise unhandled tap in the content area" (UINavigationController
    /// documentation). Default `false`. While it is true, `barHideOnTapGestureRecognizer` is on the controller's
    /// view; a single tap that is not on a control or a bar toggles the bars, animated.
    public var hidesBarsOnTap = false {
        didSet {
            guard hidesBarsOnTap != oldValue else { return }
            updateBarHideOnTapRecognizer(on: viewIfLoaded)
        }
    }
    /// `barHideOnTapGestureRecognizer` (iOS 8): the single tap that hides and shows the bars, "inactive unless the
    /// hidesBarsOnTap property is true" (UINavigationController documentation): enabled, and on the controller's
    /// view, exactly while `hidesBarsOnTap` is. Made on first use; an app may configure it (`require(toFail:)` a
    /// double tap of its own, a target of its own, as apps that hide the status bar with the bars do).
    public var barHideOnTapGestureRecognizer: TapGestureRecognizer {
        if let recognizer = storedBarHideOnTapRecognizer { return recognizer }
        let recognizer = makeBarHideOnTapRecognizer()
        storedBarHideOnTapRecognizer = recognizer
        updateBarHideOnTapRecognizer(on: viewIfLoaded)
        return recognizer
    }
    var storedBarHideOnTapRecognizer: TapGestureRecognizer?
    /// `hidesBarsWhenKeyboardAppears` (iOS 8). Default `false`. Stored.
    public var hidesBarsWhenKeyboardAppears = false
    /// `hidesBarsWhenVerticallyCompact` (iOS 8). Default `false`. Stored.
    public var hidesBarsWhenVerticallyCompact = false

    /// Whether the bar is hidden. Setting it does not animate.
    public var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// `preferredStatusBarStyle`: a navigation controller does not ask its children (its `childForStatusBarStyle`
    /// is `nil`); while its bar shows, the status bar matches the bar's `barStyle`: `.default` gives `.default`
    /// content, `.black` (and the deprecated `.blackTranslucent`) light content (UIKit's iOS 7 transition notes:
    /// "if the navigation bar style is UIBarStyleBlack, the status bar style will be UIStatusBarStyleLightContent").
    /// With the bar hidden, `.default`, as any controller's. Override it (or `childForStatusBarStyle`) to choose.
    open override var preferredStatusBarStyle: StatusBarStyle {
        guard !isNavigationBarHidden, navigationBar.barStyle != .default else { return .default }
        return .lightContent
    }

    /// Shows or hides the bar; animated, over `UINavigationControllerHideShowBarDuration` (0.2 s).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        layoutNavigationChrome()
    }

    /// `UINavigationControllerHideShowBarDuration`: 0.2 s (UIKit's exported constant; re-implementations
    /// such as UIKit-cross-platform define it as 0.2f).
    public static let hideShowBarDuration: TimeInterval = 0.2

    // MARK: View

    /// The recognizer `interactivePopGestureRecognizer` returns, made with the view.
    var storedPopRecognizer: GestureRecognizer?

    open override func loadView() {
        let container = LayoutContainerView(frame: defaultViewFrame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.frame = container.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.clipsToBounds = true
        wrapperView.frame = transitionView.bounds
        wrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(wrapperView)
        container.addSubview(transitionView)
        navigationBar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: NavigationBar.height)
        navigationBar.isHidden = storedNavigationBarHidden
        container.addSubview(navigationBar)
        installInteractivePopRecognizer(on: container)
        if storedBarHideRecognizer != nil || hidesBarsOnSwipe { installBarHideRecognizer(on: container) }
        view = container
        updateBarHideOnTapRecognizer(on: container)
        if let top = topViewController { placeInWrapper(top) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutNavigationChrome()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutNavigationChrome()
    }

    override var libraryClassName: String { "NavigationController" }
}
