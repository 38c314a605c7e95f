import Foundation

/// Tabs of controllers over a tab bar: ViewTree's `UITabBarController`.
///
/// Its view is a container (`LayoutContainerView`) holding a transition view with the selected controller's
/// view in a wrapper, and the `tabBar` along the bottom (49 pt plus the screen's bottom safe area). From iOS 7
/// the children's views fill the container and see the bar in their safe area (`bottomLayoutGuide` on iOS
/// 7–10); on iOS 6 they end above it.
///
/// Switching tabs while on screen sends, as device logs show: the new controller's `viewDidLoad` (first time),
/// its `viewWillAppear`, the old one's `viewWillDisappear` and `viewDidDisappear`, then the new one's
/// `viewDidAppear`. The delegate hears only of the user's taps (`TabBarButton`); a tap on the selected tab of a
/// navigation controller pops it to its root, as in UIKit. Not simulated: the "More" tab of more than five
/// controllers, customizing, and transition animations.
open class TabBarController: ViewController {
    /// The bar (UIKit's `tabBar`).
    public let tabBar = TabBar(frame: CGRect(x: 0, y: 0, width: 320, height: TabBar.height))
    /// Hears of the user's taps (weak).
    public weak var delegate: TabBarControllerDelegate?

    let tabTransitionView = TransitionView(frame: .zero)
    let tabWrapperView = ViewControllerWrapperView(frame: .zero)
    private weak var storedSelected: ViewController?
    /// Whether the bar is hidden because the selected stack asked (`hidesBottomBarWhenPushed`).
    private var tabBarHiddenByStack = false
    /// The iOS 18 tabs, when the app gave tabs rather than controllers (TabBarController+Tabs.swift).
    var tabStorage: [Tab] = []
    /// `mode` (iOS 18): kept (ViewTree's tab bar is the phone's, which has no sidebar). Default `.automatic`.
    public var mode = Mode.automatic
    /// `tabBarMinimizeBehavior` (iOS 26): when the tab bar shrinks while content scrolls. Default `.automatic`. Kept:
    /// ViewTree's tab bar never minimizes.
    open var tabBarMinimizeBehavior: MinimizeBehavior = .automatic
    /// `compactTabIdentifiers` (iOS 18): the tabs a compact tab bar shows (kept). Default `nil`.
    public var compactTabIdentifiers: [String]?
    /// `customizationIdentifier` (iOS 18): the key under which the user's tab customizations are saved (kept).
    public var customizationIdentifier: String?

    /// `init(nibName:bundle:)`: no tabs (also what `init()` makes).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.controller = self
    }

    /// `initWithCoder:` (required by `ViewController`): no tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.controller = self
    }

    // MARK: The tabs

    /// `moreNavigationController`: the navigation controller UIKit shows under the More tab when there are more
    /// tabs than fit. ViewTree's tab bar shows every tab, so it is made on first use and shows nothing.
    public private(set) lazy var moreNavigationController = NavigationController()
    /// `customizableViewControllers`: the tabs the user may rearrange under More (every tab by default). Kept.
    open var customizableViewControllers: [ViewController]? {
        get { customizable ?? viewControllers }
        set { customizable = newValue }
    }
    private var customizable: [ViewController]?

    /// The controllers, one per tab, in order (`nil` when there are none). Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [ViewController]? {
        get { childList.isEmpty ? nil : childList }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected when it is still a tab; else the first tab is.
    /// Controllers replace any iOS 18 `tabs`.
    /// The tab bar controller itself or one of its ancestors (a controller cannot contain itself) and a controller listed
    /// twice (one controller cannot be two tabs, as with `tabs`) are refused with a diagnostic; the tabs stay as they were.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for controller in viewControllers ?? [] {
            if controller === self || isDescendantController(of: controller) {
                return report(.viewController, "viewControllers: \(controller.libraryClassName) is this tab bar controller or one of its ancestors (a controller cannot contain itself); the tabs stay as they were")
            }
            if !seen.insert(ObjectIdentifier(controller)).inserted {
                return report(.viewController, "viewControllers: \(controller.libraryClassName) is listed twice (a controller can be one tab only); the tabs stay as they were")
            }
            if let problem = childProblem(controller) {
                return report(.viewController, "viewControllers: \(problem)")
            }
        }
        for tab in tabStorage { tab.storedTabBarController = nil }
        tabStorage = []
        replaceChildren(with: viewControllers ?? [])
    }

    /// Makes `new` the tab controllers, in order, keeping the selection when it is still among them.
    func replaceChildren(with new: [ViewController]) {
        let old = childList
        let previous = storedSelected
        // A selected tab that leaves is no longer selected while the others leave: otherwise its removal would select the
        // first tab still listed, which is leaving too, and that tab would hear a `viewWillAppear` it never ends (bug 115).
        if let previous, !new.contains(where: { $0 === previous }) { storedSelected = nil }
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === previous { hide(controller) } else { controller.storedView?.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in new where controller.storedParent !== self {
            // Taken from another container: its view leaves that container's view (the selected tab's is placed).
            adoptChild(controller)
            guard controller.storedParent === self else { continue }   // refused (a diagnostic says why)
            controller.didMove(toParent: self)
        }
        let new = new.filter { $0.storedParent === self }
        childList = new
        storedSelected = previous.flatMap { p in new.contains { $0 === p } ? p : nil }
        rebuildTabBar()
        if storedSelected == nil, let first = new.first { selectController(first) }
    }

    /// A tab's controller taken by another container (its `addChild` removes it from here, as UIKit's does): the tab
    /// bar forgets it, and when it was selected the first remaining tab is selected.
    override func childDidLeave(_ child: ViewController) {
        guard isViewLoaded || storedSelected != nil else { return }
        let wasSelected = child === storedSelected
        if wasSelected { storedSelected = nil }
        rebuildTabBar()
        if wasSelected, let first = childList.first { selectController(first) }
    }

    /// The selected tab's index, or `NSNotFound` without tabs. Setting an index outside the tabs is rejected
    /// with a diagnostic and the selection stays.
    open var selectedIndex: Int {
        get { storedSelected.flatMap { s in childList.firstIndex { $0 === s } } ?? NSNotFound }
        set {
            guard childList.indices.contains(newValue) else {
                return report(.indexOutOfRange, "selectedIndex \(newValue): the tab bar controller has \(childList.count) tab(s); the selection stays at \(selectedIndex)")
            }
            selectController(childList[newValue])
        }
    }

    /// The selected tab's controller. Setting one that is not a tab is rejected with a diagnostic.
    open var selectedViewController: ViewController? {
        get { storedSelected }
        set {
            guard let newValue else { return }
            guard childList.contains(where: { $0 === newValue }) else {
                return report(.viewController, "selectedViewController: the controller is not one of the tab bar controller's tabs; the selection stays")
            }
            selectController(newValue)
        }
    }

    // MARK: Selection

    /// What a tap on a tab's button does: asks the delegate, selects, tells the delegate. A tap on the selected
    /// tab of a navigation controller pops it to its root.
    func userSelectTab(at index: Int) {
        guard childList.indices.contains(index) else { return }
        let controller = childList[index]
        if !tabStorage.isEmpty { return userSelectTab(showing: controller) }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if controller === storedSelected {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            selectController(controller)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows `controller`'s tab, with appearance callbacks when the tab bar controller is on screen.
    func selectController(_ controller: ViewController) {
        let old = storedSelected
        guard controller !== old else { return }
        storedSelected = controller
        tabBar.storedSelectedItem = controller.tabBarItem
        guard isViewLoaded else { return }
        guard isViewVisible, let window = storedView?.window else {
            if let old { hide(old) }
            place(controller)
            return
        }
        controller.loadViewIfNeeded()
        old?.appearanceDrivenByContainer = true
        controller.appearanceDrivenByContainer = true
        controller.beginAppearanceTransition(true, animated: false)
        old?.beginAppearanceTransition(false, animated: false)
        if let old { hide(old) }
        place(controller)
        window.layoutIfNeeded()
        old?.endAppearanceTransition()
        controller.endAppearanceTransition()
        old?.appearanceDrivenByContainer = false
        controller.appearanceDrivenByContainer = false
    }

    private func hide(_ controller: ViewController) {
        if controller.storedView?.superview === tabWrapperView { controller.storedView?.removeFromSuperview() }
    }

    /// Puts a tab's view in the wrapper, sized as the children are.
    private func place(_ controller: ViewController) {
        let view: View = controller.view
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        updateBottomBarHiding()
        view.frame = childFrame(for: controller)
        if view.superview !== tabWrapperView { tabWrapperView.addSubview(view) }
        updateOverlay(of: controller)
    }

    /// The bar's items follow the tabs' `tabBarItem`s.
    func rebuildTabBar() {
        tabBar.setItems(childList.map { $0.tabBarItem }, animated: false)
        tabBar.storedSelectedItem = storedSelected?.tabBarItem
    }

    // MARK: View

    open override func loadView() {
        let container = LayoutContainerView(frame: defaultViewFrame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabTransitionView.frame = container.bounds
        tabTransitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabWrapperView.frame = tabTransitionView.bounds
        tabWrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabTransitionView.addSubview(tabWrapperView)
        container.addSubview(tabTransitionView)
        container.addSubview(tabBar)
        view = container
        layoutTabBarChrome()
        if let selected = storedSelected { place(selected) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutTabBarChrome()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutTabBarChrome()
    }

    /// The bar along the bottom, over the screen's bottom safe area; what it covers of the children.
    private func layoutTabBarChrome() {
        guard let container = storedView else { return }
        let bottom = container.safeAreaInsetsIgnoringController.bottom
        let height = TabBar.height + bottom
        let frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        if tabBar.frame != frame { tabBar.frame = frame }
        updateBottomBarHiding()
        fitChildrenToBar()
    }

    /// The selected tab's view takes its frame for the bar as it is now, and every tab learns what the bar covers.
    private func fitChildrenToBar() {
        if let selected = storedSelected, let view = selected.storedView, view.superview === tabWrapperView {
            let frame = childFrame(for: selected)
            if view.frame != frame { view.frame = frame }
        }
        for child in childList { updateOverlay(of: child) }
    }

    /// iOS 7+: the whole container (the bar covers the bottom), unless the child does not extend under the bar
    /// (an opaque bar, or `edgesForExtendedLayout` without `.bottom`): then it ends above it. iOS 6: above the bar.
    private func childFrame(for child: ViewController?) -> CGRect {
        var frame = tabWrapperView.bounds
        if simulation?.profile.safeAreaModel == .statusBarOutside {
            frame.size.height = max(0, frame.height - tabBar.frame.height)
            return frame
        }
        if let child, !tabBar.isHidden, let container = storedView,
           !child.extendsLayout(under: .bottom, barIsTranslucent: tabBar.isTranslucent) {
            let top = tabWrapperView.convert(CGPoint(x: 0, y: tabBar.frame.minY), from: container).y
            if top.isFinite { frame.size.height = max(0, min(frame.maxY, top) - frame.minY) }
        }
        return frame
    }

    private func updateOverlay(of child: ViewController) {
        var overlay = EdgeInsets.zero
        if simulation?.profile.safeAreaModel != .statusBarOutside, let container = storedView, !tabBar.isHidden {
            let frame = tabWrapperView.convert(childFrame(for: child), to: container)
            overlay.bottom = max(0, frame.maxY - tabBar.frame.minY)
        }
        guard overlay != child.containerOverlayInsets else { return }
        child.containerOverlayInsets = overlay
        child.storedView?.safeAreaDidChange()
    }

    // MARK: hidesBottomBarWhenPushed

    /// Whether the selected tab is a navigation controller one of whose controllers hides the bottom bar: UIKit
    /// looks through the whole stack, top to bottom, so the bar stays hidden until the controller that hid it
    /// is popped, whatever the controllers pushed above it say (Apple's documentation: "the bottom bar remains
    /// hidden until the view controller is popped from the stack"; developers' checks on iOS 10–14).
    var selectedStackHidesBottomBar: Bool {
        guard let navigation = storedSelected as? NavigationController else { return false }
        return navigation.childList.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Hides the bar while the selected stack asks for it, and shows it again when it no longer does. A bar you
    /// hid yourself stays as you left it until the stack's wish changes.
    func updateBottomBarHiding() {
        let hide = selectedStackHidesBottomBar
        guard hide != tabBarHiddenByStack else { return }
        tabBarHiddenByStack = hide
        tabBar.isHidden = hide
    }

    /// `isTabBarHidden` (iOS 18): whether the tab bar is hidden; setting it is `setTabBarHidden(_:animated: false)`.
    open var isTabBarHidden: Bool {
        get { tabBar.isHidden }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// `setTabBarHidden(_:animated:)` (iOS 18): hides or shows the tab bar; the selected tab's view then fills the
    /// space the bar left (or gives it back), as with `hidesBottomBarWhenPushed`. ViewTree changes it at once, animated
    /// or not.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        guard tabBar.isHidden != hidden else { return }
        tabBar.isHidden = hidden
        if isViewLoaded { fitChildrenToBar() }
    }

    /// A tab's navigation stack changed: the bar hides or shows at once, and the tab's view is laid out again.
    func selectedStackDidChange() {
        guard isViewLoaded else { return }
        let wasHidden = tabBar.isHidden
        updateBottomBarHiding()
        guard tabBar.isHidden != wasHidden else { return }
        fitChildrenToBar()
    }

    override var libraryClassName: String { "TabBarController" }
}
