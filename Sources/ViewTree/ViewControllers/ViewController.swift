import Foundation

/// Manages a view hierarchy: ViewTree's `UIViewController`.
///
/// The view is loaded lazily: the first read of `view` calls `loadView()` (the default makes a plain view
/// sized to the world's screen), then `viewDidLoad()`. A controller's view's next responder is the
/// controller. Appearance callbacks (`viewWillAppear(_:)` …) come when the view enters or leaves a visible
/// window, or from a container (a navigation controller, a presentation), in UIKit's order; layout callbacks
/// (`viewWillLayoutSubviews()` / `viewDidLayoutSubviews()`) wrap every `layoutSubviews()` of the view.
///
/// Overridable methods are declared here; their behaviour lives in the `ViewController+…` files.
open class ViewController: Responder {
    /// `registerForTraitChanges` registrations (Screen/TraitChangeRegistration.swift).
    var traitRegistrations: [TraitRegistration] = []
    /// `traitOverrides` as set, and the parent's `setOverrideTraitCollection(_:forChild:)` for this controller
    /// (Screen/TraitOverrides.swift).
    var traitOverrideStorage: TraitOverrides?
    var parentTraitOverride: ParentTraitOverride?
    /// `contentUnavailableConfiguration` and its updates (ViewController+ContentUnavailable.swift).
    var contentUnavailableStorage: ContentUnavailableStorage?
    /// Where the controller is in its appearance cycle (UIKit's private `_appearState`).
    enum AppearState { case disappeared, appearing, appeared, disappearing }

    var storedView: View?
    var appearState: AppearState = .disappeared
    /// Whether `viewIsAppearing(_:)` was sent for the appearance under way.
    var sentViewIsAppearing = false
    var childList: [ViewController] = []
    /// Weak: the parent owns its children.
    weak var storedParent: ViewController?
    /// The controller this one presents, and back. Both weak: the presentation's container view in the window
    /// owns the presented controller (UIKit's presenter holds it strongly; owning it from the window instead
    /// keeps an alert handler that captures the presenter from making a cycle that outlives the window).
    weak var storedPresented: ViewController?
    weak var storedPresenting: ViewController?
    /// The world, remembered once a view of this controller joined one (weak: the world outlives its controllers
    /// only while a test holds it).
    weak var knownSimulation: Simulation?
    /// `popoverPresentationController` and `sheetPresentationController`, made on first use.
    var storedPopover: PopoverPresentationController?
    var storedSheet: SheetPresentationController?
    var storedPresentationController: PresentationController?
    var storedNavigationItem: NavigationItem?
    /// `accessibilityCustomRotors` (UIKit's, on every `NSObject`; Events/AccessibilityCustomRotor.swift).
    var storedAccessibilityCustomRotors: [AccessibilityCustomRotor]?
    /// `toolbarItems`: the items a navigation controller's toolbar shows while this controller is on top (see
    /// `NavigationController.isToolbarHidden`).
    open var toolbarItems: [BarButtonItem]? {
        didSet {
            if let navigation = storedParent as? NavigationController, navigation.topViewController === self, navigation.isViewLoaded {
                navigation.layoutNavigationChrome()
            }
        }
    }
    /// `definesPresentationContext`: whether a presentation over the current context (a search controller's)
    /// covers this controller's view. Default `false`. Stored.
    open var definesPresentationContext = false
    /// `restorationIdentifier`: the name state restoration saves the controller under. Default `nil`. Stored:
    /// ViewTree runs no state restoration (see `encodeRestorableState(with:)`).
    open var restorationIdentifier: String?
    /// `restorationClass`. Default `nil`. Stored.
    open var restorationClass: AnyClass?

    /// `encodeRestorableState(with:)`: where a controller saves its state for state restoration; called by no
    /// one in ViewTree (no app is suspended), so an override runs only when a test calls it. UIKit's does nothing
    /// visible; an override calls super first, as its documentation asks.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// `decodeRestorableState(with:)`: reads back what `encodeRestorableState(with:)` saved (see there).
    open func decodeRestorableState(with coder: NSCoder) {}

    /// `applicationFinishedRestoringState()`: after every restored object decoded its state (see above).
    open func applicationFinishedRestoringState() {}
    var storedTabBarItem: TabBarItem?
    /// `tab` (TabBar/Tab.swift): the tab whose provider made this controller (weak: the tab owns it).
    weak var storedTab: Tab?
    var storedAdditionalSafeAreaInsets: EdgeInsets = .zero
    var storedViewRespectsSystemMinimumLayoutMargins = true
    /// Set by a container (navigation bar, presentation) for its child's root view: what the container's own
    /// chrome covers, added to the safe area (UIKit's private `_contentOverlayInsets`).
    var containerOverlayInsets: EdgeInsets = .zero
    var storedTopLayoutGuide: LayoutGuide?
    var storedBottomLayoutGuide: LayoutGuide?
    /// Appearance forwarding is being driven by a container transition: window moves do not start one.
    var appearanceDrivenByContainer = false
    var lastAppearanceAnimated = false
    var adjustsScrollViewInsets = true
    /// The coordinator of the transition this controller takes part in now.
    var activeCoordinator: TransitionCoordinator?
    /// A popped controller keeps a weak link to its old container until the pop ends.
    weak var detachedParent: ViewController?
    /// Where this controller's view was when a full-screen presentation covered it and took it off screen (a presented
    /// controller's container), so that the dismissal puts it back there.
    weak var coveredViewHome: View?
    /// Where the controller is in a presentation.
    enum PresentationPhase { case none, presenting, dismissing }
    var presentationPhase: PresentationPhase = .none
    /// The view the presentation put this controller's view in (owned by the window).
    weak var presentationContainer: View?
    /// Set on the controller an adaptive delegate returned from `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
    /// while it is presented in place of the one asked for (Presentation/AdaptivePresentation.swift): the adapted style
    /// it is shown in, and the controller the presenter's `presentedViewController` still names.
    var adaptedPresentation: AdaptedPresentation?
    /// iOS 7–10: the inset `automaticallyAdjustsScrollViewInsets` applied last.
    var legacyAppliedInsets: EdgeInsets = .zero

    /// What loads this controller's view and makes its segues when it comes from an Interface Builder file
    /// (a storyboard scene): ViewTree's stand-in for UIKit's `nibName`/`nibBundle` and the storyboard's
    /// segue templates. The default `loadView()` asks it for the view first. Strong: it is the controller's
    /// nib (it must not refer back to the controller).
    public var nibLoader: ViewControllerNibLoader?

    /// `init()`: `init(nibName: nil, bundle: nil)`. A convenience initializer, as UIKit's (whose designated
    /// ones are `init(nibName:bundle:)` and `init?(coder:)`), so a subclass's own `init()` that calls
    /// `super.init(nibName: nil, bundle: nil)` ports unchanged.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// `init(nibName:bundle:)`, so that UIKit subclasses can call `super.init(nibName: nil, bundle: nil)` or
    /// override it. ViewTree loads no nib from a bundle (see `ViewTreeInterfaceBuilder` for .xib files): the
    /// name and bundle are kept in `nibName` and `nibBundle`, and the view still comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    /// The nib name given to `init(nibName:bundle:)` (never loaded by ViewTree), `nil` otherwise.
    public private(set) var nibName: String?
    /// The bundle given to `init(nibName:bundle:)`, else the main bundle, where UIKit looks for a nib by name (Xamarin's
    /// device-run `ViewControllerTest.Defaults`: `NibBundle` is not null for `new UIViewController ()`).
    public var nibBundle: Bundle? { storedNibBundle ?? .main }
    private var storedNibBundle: Bundle?

    /// `initWithCoder:`, required as in UIKit, so that a UIKit subclass's `required init?(coder:)` and its
    /// `super.init(coder: coder)` port unchanged (a subclass that declares a designated initializer of its
    /// own must declare this one too, as in UIKit). ViewTree reads no archives; a storyboard scene of a class
    /// registered by type is made through this initializer, as UIKit's storyboards do.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Editing

    var storedIsEditing = false
    private var storedEditButtonItem: BarButtonItem?

    /// Whether the controller is in editing mode. Default `false`. Setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, and makes `editButtonItem` read "Done" (bold) or "Edit", as UIKit's.
    /// Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        if let item = storedEditButtonItem { showEditingState(on: item) }
    }

    /// "Done" (bold) while editing, "Edit" otherwise.
    private func showEditingState(on item: BarButtonItem) {
        item.title = storedIsEditing ? BarButtonItem.SystemItem.done.title : BarButtonItem.SystemItem.edit.title
        item.style = storedIsEditing ? .done : .plain
    }

    /// `editButtonItem`: a bar button reading "Edit" (or "Done" while editing) that calls
    /// `setEditing(!isEditing, animated: true)`. Made on first read; it holds the controller weakly.
    public var editButtonItem: BarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = BarButtonItem(title: nil, primaryAction: Action(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        showEditingState(on: item)
        storedEditButtonItem = item
        return item
    }

    // MARK: The view (ViewController+View.swift)

    /// The root view, loaded on first read (`loadView()`, then `viewDidLoad()`). Setting it replaces the view
    /// without calling `viewDidLoad()`, as UIKit's setter.
    open var view: View! {
        get { loadViewIfNeeded(); return storedView }
        set { replaceView(with: newValue) }
    }

    /// Creates the view. The default loads it through `nibLoader` (a storyboard scene's view) or makes a plain
    /// `View` the size of the world's screen (UIKit: `[[UIView alloc] initWithFrame:UIScreen.main.bounds]` when
    /// there is no nib). An override sets `view` and must not call super.
    open func loadView() {
        if let loaded = nibLoader?.loadView(for: self) {
            view = loaded
            return
        }
        view = View(frame: defaultViewFrame)
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// `awakeFromNib()`: called on a controller instantiated from a storyboard, when it is unarchived
    /// (before its view exists; not for controllers made in code). The default does nothing; overrides
    /// call `super` first.
    open func awakeFromNib() {}

    // MARK: Appearance (ViewController+Appearance.swift)

    /// The view is about to be added to a visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// `viewIsAppearing(_:)` (iOS 17, back-deployed to iOS 13): the view is in the hierarchy, with its traits and
    /// geometry, and has not been laid out for this appearance yet — after `viewWillAppear(_:)`, before
    /// `viewWillLayoutSubviews()` and `viewDidAppear(_:)`; once per appearance (ViewController+Appearance.swift).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view was added to a visible hierarchy (after its first layout there).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether a container forwards appearance callbacks to this controller's children automatically.
    /// Default `true`; a custom container that returns `false` calls `beginAppearanceTransition` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Layout

    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// `updateContentUnavailableConfiguration(using:)` (iOS 17): set `contentUnavailableConfiguration` for `state`
    /// here. Called before the view's first layout and, after `setNeedsUpdateContentUnavailableConfiguration()`, before
    /// the next (ViewController+ContentUnavailable.swift); do not call it yourself. The default does nothing.
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {}
    /// `contentUnavailableConfigurationState` (iOS 17): the state the content-unavailable configuration is updated for:
    /// the view's traits, and the text of `navigationItem.searchController`'s search bar. Override it to add custom
    /// states.
    open var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
        var state = ContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItem.searchController?.searchBar.text
        return state
    }
    /// `viewSafeAreaInsetsDidChange()` (iOS 11): the root view's safe area changed; called before the view's next
    /// layout, after the view's `safeAreaInsetsDidChange()` (View+SafeAreaChanges.swift). Does nothing; override it.
    open func viewSafeAreaInsetsDidChange() {}

    /// `traitCollectionDidChange(_:)` (`UITraitEnvironment`): the traits of the controller's view changed (its
    /// window's size crossed a size-class threshold); called before the view's own. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// A child left through `removeFromParent()` (another container's `addChild` takes it from here, as UIKit's does):
    /// a container that keeps its children in a list of its own (tabs, columns, pages) forgets it. Called after the
    /// child is out of `children`, before its `didMove(toParent: nil)`.
    func childDidLeave(_ child: ViewController) {}
    /// Called instead of the view's `updateConstraints()` when the view's constraints need updating
    /// (`view.setNeedsUpdateConstraints()`); the default calls the view's `updateConstraints()`. Overrides
    /// call super last, as in UIKit.
    open func updateViewConstraints() { storedView?.updateConstraints() }

    /// `supportedInterfaceOrientations`: the orientations this controller's interface turns to, asked of a
    /// window's root controller (or the controller it presents full screen) when the world rotates. Default
    /// `.all` on an iPad and `.allButUpsideDown` on a phone (Apple's documentation: "The default values for a view
    /// controller's supported interface orientations is set to all for the iPad idiom and allButUpsideDown for the
    /// iPhone idiom").
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        hostScreen.device.idiom == .pad ? .all : .allButUpsideDown
    }

    /// `shouldAutorotate`: whether the interface follows the device at all. Default `true`.
    open var shouldAutorotate: Bool { true }

    /// `preferredInterfaceOrientationForPresentation`: the orientation a full-screen presentation prefers.
    /// Default: the screen's current orientation.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { hostScreen.orientation }

    /// The view is about to be resized (the world rotated); `coordinator` runs animations alongside and
    /// a completion after. The default forwards to the children and the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// `willTransition(to:with:)` (iOS 8): the controller's traits are about to become `newCollection` — a rotation
    /// across a size class, heard before `viewWillTransition(to:with:)` and before `traitCollectionDidChange(_:)`
    /// (ViewController+TraitTransitions.swift). The default forwards to the children and the presentation.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    // MARK: Misc

    /// The controller's title. Setting it sets the title of its navigation item and of its tab bar item, when
    /// it has them (Apple's documentation: "assigning a value to this property updates the title text of those
    /// objects"); a navigation item made later starts with it, as a tab bar item does.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// The world is short of memory (`simulation.simulateMemoryWarning()`). The default does nothing.
    open func didReceiveMemoryWarning() {}

    // MARK: Containment (ViewController+Containment.swift)

    /// Called before the controller is added to (`parent` non-nil) or removed from (`nil`) a container.
    /// `addChild(_:)` calls it with the new parent; call it with `nil` yourself before `removeFromParent()`. It starts
    /// the move `isMovingToParent` / `isMovingFromParent` report (an override calls super, as UIKit asks).
    open func willMove(toParent parent: ViewController?) { parentMove = parent == nil ? .fromParent : .toParent }

    /// Called after the controller was added to or removed from a container. `removeFromParent()` calls it
    /// with `nil`; call it with the parent yourself after `addChild(_:)` and adding the child's view. It ends the
    /// move `willMove(toParent:)` started.
    open func didMove(toParent parent: ViewController?) { parentMove = nil }

    /// A move into or out of a container under way, between `willMove(toParent:)` and `didMove(toParent:)`.
    enum ParentMove { case toParent, fromParent }
    var parentMove: ParentMove?

    /// `isMovingToParent`: whether the controller is being added to a container: `true` from `willMove(toParent:)`
    /// with a parent to `didMove(toParent:)`, so in the appearance callbacks of a push or of a container's new child,
    /// where UIKit documents reading it (UIViewController documentation: "returns true only when called from inside
    /// the viewWillAppear(_:) and viewDidAppear(_:) methods"). `false` for a new controller (Xamarin's device-run
    /// `ViewControllerTest.Defaults`).
    public var isMovingToParent: Bool { parentMove == .toParent }

    /// `isMovingFromParent`: whether the controller is being removed from its container: `true` from
    /// `willMove(toParent: nil)` to `didMove(toParent: nil)`, so in the disappearance callbacks of a pop (a back
    /// button's); `false` for a new controller.
    public var isMovingFromParent: Bool { parentMove == .fromParent }

    /// Adds a child: calls `child.willMove(toParent: self)` first. Adding self or an ancestor is rejected.
    open func addChild(_ child: ViewController) { performAddChild(child) }

    /// Removes the controller from its parent, then calls `didMove(toParent: nil)` on it.
    open func removeFromParent() { performRemoveFromParent() }

    // MARK: Presentation (ViewController+Presentation.swift)

    /// How `present(_:animated:completion:)` shows this controller. Default `.automatic` (full screen before
    /// iOS 13, a page sheet on iOS 13+, as the profile says).
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// `transitioningDelegate`: gives custom animators for this controller's presentation and dismissal
    /// (weak, as UIKit's).
    open weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// `modalPresentationCapturesStatusBarAppearance`: whether a controller presented not full screen takes over the
    /// status bar's appearance; default `false`. Stored (ViewTree draws no status bar).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// `modalTransitionStyle`; default `.coverVertical`. Stored only: every modal presentation slides up.
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// `isModalInPresentation`; default `false`. Stored only (ViewTree has no interactive sheet dismissal).
    open var isModalInPresentation = false
    /// `isModalInPopover` (deprecated in iOS 13 for `isModalInPresentation`): reads and sets `isModalInPresentation`.
    /// Default `false` (Xamarin's device-run `ViewControllerTest.Defaults`).
    open var isModalInPopover: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }
    /// `disablesAutomaticKeyboardDismissal`: whether the keyboard stays up when a control in this controller's view
    /// resigns first responder. UIKit's default answers `true` for a form sheet, else `false` (UIViewController
    /// documentation; `false` for a new controller in Xamarin's device-run `ViewControllerTest.Defaults`). Read by no
    /// ViewTree code: override it as in UIKit.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// `preferredContentSize`; default `.zero`. A change tells the parent controller
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`), as UIKit's does.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// `preferredContentSizeDidChange(forChildContentContainer:)`: a child's `preferredContentSize` changed. Does
    /// nothing; a container overrides it (call super).
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}

    /// `size(forChildContentContainer:withParentContainerSize:)`: the size a container gives a child; the default is
    /// the container's own size, as UIKit's ("returns the parent container's size", UIContentContainer
    /// documentation). ViewTree's containers lay their children out themselves and do not ask it.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// `overrideUserInterfaceStyle` (iOS 13): the appearance the controller's view and its subviews report (see
    /// `View.overrideUserInterfaceStyle`). Default `.unspecified`.
    open var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
    /// `prefersHomeIndicatorAutoHidden` (iOS 11); override it. Default `false`. Read by nothing: ViewTree draws no
    /// home indicator.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`: does nothing (no home indicator is drawn).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// `hidesBottomBarWhenPushed`; default `false`. When a controller of a tab's navigation stack says `true`,
    /// the tab bar controller hides its bar until that controller is popped (`TabBarController`), and the
    /// stack's views extend to the bottom of the screen.
    open var hidesBottomBarWhenPushed = false
    /// `preferredStatusBarStyle`; override it. Default `.default`. Read by nothing: ViewTree draws no
    /// status bar.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// `prefersStatusBarHidden`; override it. Default `false`. Read by nothing, as `preferredStatusBarStyle`.
    open var prefersStatusBarHidden: Bool { false }
    /// `preferredStatusBarUpdateAnimation`; override it. Default `.fade`, as UIKit's. Read by nothing.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// `edgesForExtendedLayout` (iOS 7): the edges along which the view extends under a container's bars.
    /// Default `.all`. Without `.top`, a navigation controller places the view below its bar; without
    /// `.bottom`, above its toolbar and the tab bar. Ignored on iOS 6, where views never go under bars.
    open var edgesForExtendedLayout: RectEdge = .all { didSet { extendedLayoutDidChange() } }
    /// `extendedLayoutIncludesOpaqueBars` (iOS 7); default `false`: the view extends under a bar only when the
    /// bar `isTranslucent`, unless this is `true`.
    open var extendedLayoutIncludesOpaqueBars = false { didSet { extendedLayoutDidChange() } }
    /// `childForStatusBarStyle`: the child whose `preferredStatusBarStyle` is used instead of this controller's;
    /// `nil`, override it. Read by nothing: ViewTree draws no status bar.
    open var childForStatusBarStyle: ViewController? { nil }
    /// `childForStatusBarHidden`: as `childForStatusBarStyle`, for `prefersStatusBarHidden`; `nil`.
    open var childForStatusBarHidden: ViewController? { nil }
    /// `childForHomeIndicatorAutoHidden`: as `childForStatusBarStyle`, for `prefersHomeIndicatorAutoHidden`; `nil`.
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }
    /// `childForScreenEdgesDeferringSystemGestures`: as `childForStatusBarStyle`, for
    /// `preferredScreenEdgesDeferringSystemGestures`; `nil`.
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
    /// `preferredScreenEdgesDeferringSystemGestures` (iOS 11): the edges where the app's own gestures come before the
    /// system's; none (`[]`), override it. Read by nothing: ViewTree has no system edge gestures.
    open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }
    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`: does nothing (no system edge gestures).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// `providesPresentationContextTransitionStyle`: whether, when this controller defines the presentation
    /// context, its `modalTransitionStyle` is used for the controllers presented in it; default `false`. Stored:
    /// every modal presentation slides up.
    open var providesPresentationContextTransitionStyle = false
    /// `setNeedsStatusBarAppearanceUpdate()`: counted in `statusBarAppearanceUpdateCount`, so a test can
    /// check that the controller asked.
    open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceUpdateCount += 1 }
    /// How many times `setNeedsStatusBarAppearanceUpdate()` was called.
    public private(set) var statusBarAppearanceUpdateCount = 0

    /// `UIModalTransitionStyle` (raw values are UIKit's).
    public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
        case coverVertical = 0, flipHorizontal = 1, crossDissolve = 2, partialCurl = 3
    }

    /// `UIStatusBarStyle` (raw values are UIKit's).
    public enum StatusBarStyle: Int, Sendable, CaseIterable {
        case `default` = 0, lightContent = 1, darkContent = 3
    }

    /// Presents a controller modally; `completion` runs after its `viewDidAppear(_:)`.
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents (or, when it presents none, this controller itself from
    /// its presenter); `completion` runs after the presenter's `viewDidAppear(_:)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: Showing (ViewController+Show.swift)

    /// `show(_:sender:)`: shows `vc` in a primary context without knowing what contains this controller. The
    /// default asks `targetViewController(forAction: .show, sender:)` for the controller that handles it (a
    /// navigation controller pushes, a split view controller installs it as its primary column) and, when
    /// there is none, presents it modally from the window's root view controller.
    open func show(_ vc: ViewController, sender: Any?) {
        performShow(vc, sender: sender, action: .show)
    }

    /// `showDetailViewController(_:sender:)`: shows `vc` in a secondary (detail) context: a split view
    /// controller installs it as its secondary column (collapsed, it shows it as `show` would); with no split
    /// view controller above, it is presented modally.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        performShow(vc, sender: sender, action: .showDetail)
    }

    /// `targetViewController(forAction:sender:)`: the controller that handles `action` — this one when it does
    /// (`NavigationController` for `.show`, `SplitViewController` for both), else the first of its parents, then
    /// of its presenting controllers, that does; `nil` when none. A custom container that overrides `show` or
    /// `showDetailViewController` returns `self` here for its action (UIKit finds such an override by itself).
    open func targetViewController(forAction action: ShowAction, sender: Any?) -> ViewController? {
        findTarget(forAction: action, sender: sender)
    }

    /// Whether this class shows controllers for `action` itself (the library's containers say yes).
    func handlesShowAction(_ action: ShowAction) -> Bool { false }

    /// `collapseSecondaryViewController(_:for:)`: asked, as a split view controller's primary, to take its
    /// secondary controller as the interface collapses (unless the delegate handled it). The default does
    /// nothing, so the secondary leaves the screen; `NavigationController` pushes it.
    open func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {}

    /// `separateSecondaryViewController(for:)`: asked, as a split view controller's primary, for the controller
    /// to show as the secondary as the interface expands again. The default returns nil (the split view
    /// controller keeps the secondary it had); `NavigationController` pops and returns its top controller when
    /// it holds more than its root.
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? { nil }

    // MARK: Segues (ViewController+Segues.swift)

    /// Performs the segue with this identifier from the controller's storyboard scene: `prepare(for:sender:)`
    /// first, then the segue's `perform()`. A controller with no such segue is rejected with a `.viewController`
    /// diagnostic (UIKit raises "Receiver … has no segue with identifier '…'").
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Called before a segue from this controller is performed: the destination exists, its view is not
    /// loaded yet. The default does nothing.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether a segue a control triggers (a button's) should be performed; not asked for
    /// `performSegue(withIdentifier:sender:)`, as in UIKit. Default `true`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: Responder chain

    /// A controller's next responder is its view's superview (UIKit's documented `nextResponder` of a
    /// view controller: "the superview of its view"); for a presented controller, the presenting controller.
    open override var next: Responder? {
        if let superview = storedView?.superview { return superview }
        return storedPresenting
    }

    /// The class name printed by snapshots of the controller tree.
    var libraryClassName: String { "ViewController" }
}

/// `UIContentContainer`: what a container asks of the controllers it holds — their preferred size, and the
/// size transitions they hear. `ViewController` adopts it.
public protocol ContentContainer: AnyObject {
    /// `preferredContentSize`.
    var preferredContentSize: CGSize { get }
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer)
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// `viewWillTransition(to:with:)`.
    func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator)
    /// `willTransition(to:with:)`: the traits are about to change.
    func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator)
}

extension ViewController: ContentContainer {}

/// `UIStatusBarAnimation`, with UIKit's raw values.
public enum StatusBarAnimation: Int, Sendable {
    case none = 0, fade = 1, slide = 2
}
