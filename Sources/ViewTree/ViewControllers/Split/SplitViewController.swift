import Foundation

/// A primary column beside a secondary one: ViewTree's `UISplitViewController`, in its classic form
/// (`viewControllers = [primary, secondary]`, iOS 8) and its column form (`init(style:)`, iOS 14).
///
/// In a regular width it shows its columns side by side, the primary `primaryColumnWidth` wide at the left
/// (320 pt by default), or the secondary alone, or the primary over it, as `displayMode` says. In a compact
/// width (an iPhone, `TraitCollection`'s thresholds) it is **collapsed** and shows one controller: the
/// primary, which — unless the delegate handles it — takes the secondary (`collapseSecondaryViewController(_:for:)`:
/// a navigation controller pushes it); a column-style controller shows its `.compact` column's controller when it
/// has one. `show(_:sender:)` replaces the primary, `showDetailViewController(_:sender:)` the secondary; collapsed,
/// both go through the primary (a push onto its navigation controller).
///
/// Not simulated: the gestures that reveal a hidden primary, the display mode button's own view, the
/// transition animations, and the triple-column layout's supplementary placement beyond side by side.
open class SplitViewController: ViewController {
    /// `UISplitViewController.Style` (iOS 14).
    public enum Style: Int, Sendable, Hashable {
        /// The classic interface, set through `viewControllers`.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// `UISplitViewController.Column` (iOS 14).
    public enum Column: Int, Sendable, Hashable {
        case primary = 0, supplementary = 1, secondary = 2, compact = 3
    }

    /// `UISplitViewController.DisplayMode` (raw values UIKit's; the iOS 8 names are aliases below).
    public enum DisplayMode: Int, Sendable, Hashable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        /// iOS 8's name for `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// iOS 8's name for `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// iOS 8's name for `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// `UISplitViewController.automaticDimension`: `-FLT_MAX`, as UIKit defines
    /// `UISplitViewControllerAutomaticDimension` (public UIKit re-implementations' constant files, and dumps
    /// printing `-3.40282e+38`; one of them writes `-CGFLOAT_MAX`, outvoted).
    public static let automaticDimension = -CGFloat(Float.greatestFiniteMagnitude)

    /// The primary column's width when nothing else is asked, and its maximum by default: 320 pt (Use Your
    /// Loaf, "Change the Width of the Master View in a Split View Controller": "Default value of
    /// UISplitViewControllerAutomaticDimension sets a maximum width of 320 points", the minimum 0; the
    /// master column of iPad split views is 320 pt wide in both orientations).
    public static let defaultPrimaryColumnWidth: CGFloat = 320

    /// The style it was made with.
    public let style: Style
    /// Hears of collapsing, expanding and showing (weak).
    public weak var delegate: SplitViewControllerDelegate?
    /// Whether a swipe reveals a hidden primary (stored: ViewTree simulates no such gesture). Default `true`.
    open var presentsWithGesture = true
    /// The display mode asked for; `.automatic` (the default) lets the width and orientation decide.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            requestedDisplayMode = nil
            if isViewLoaded { storedView?.setNeedsLayout() }
        }
    }
    /// The primary column's width as a fraction of the split view's, or `automaticDimension` (the default).
    open var preferredPrimaryColumnWidthFraction: CGFloat = SplitViewController.automaticDimension {
        didSet { widthSettingDidChange("preferredPrimaryColumnWidthFraction", from: oldValue, to: preferredPrimaryColumnWidthFraction) { preferredPrimaryColumnWidthFraction = $0 } }
    }
    /// iOS 14: the primary column's width in points, or `automaticDimension` (the default).
    open var preferredPrimaryColumnWidth: CGFloat = SplitViewController.automaticDimension {
        didSet { widthSettingDidChange("preferredPrimaryColumnWidth", from: oldValue, to: preferredPrimaryColumnWidth) { preferredPrimaryColumnWidth = $0 } }
    }
    /// The narrowest primary column; `automaticDimension` (the default) is 0.
    open var minimumPrimaryColumnWidth: CGFloat = SplitViewController.automaticDimension {
        didSet { widthSettingDidChange("minimumPrimaryColumnWidth", from: oldValue, to: minimumPrimaryColumnWidth) { minimumPrimaryColumnWidth = $0 } }
    }
    /// The widest primary column; `automaticDimension` (the default) is 320.
    open var maximumPrimaryColumnWidth: CGFloat = SplitViewController.automaticDimension {
        didSet { widthSettingDidChange("maximumPrimaryColumnWidth", from: oldValue, to: maximumPrimaryColumnWidth) { maximumPrimaryColumnWidth = $0 } }
    }

    /// A width setting changed: NaN or a negative width (other than `automaticDimension`) is rejected with a
    /// diagnostic and the previous value kept; anything else lays the columns out again.
    private func widthSettingDidChange(_ name: String, from oldValue: CGFloat, to newValue: CGFloat, restore: (CGFloat) -> Void) {
        if newValue != Self.automaticDimension, newValue.isNaN || newValue < 0 {
            restore(oldValue)
            return report(.invalidValue, "\(name) = \(newValue): a width must be a number of points ≥ 0 or SplitViewController.automaticDimension; it stays \(oldValue)")
        }
        if isViewLoaded { storedView?.setNeedsLayout() }
    }

    /// `preferredSplitBehavior` (iOS 14): how the columns should share the width; `.automatic` (the default) lets
    /// the size decide (`splitBehavior`). A display mode the behavior does not allow is shown as its closest
    /// allowed one.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { if isViewLoaded { storedView?.setNeedsLayout() } }
    }
    /// `primaryBackgroundStyle` (iOS 14): `.none` by default; kept (ViewTree draws no sidebar material).
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// `displayModeButtonVisibility` (iOS 14): `.automatic` by default; kept.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// `showsSecondaryOnlyButton` (iOS 14.5): `false` by default; kept.
    open var showsSecondaryOnlyButton = false
    /// `primaryEdge` (iOS 11): `.leading` by default; kept.
    open var primaryEdge: PrimaryEdge = .leading
    /// `preferredSupplementaryColumnWidthFraction` (iOS 14): `automaticDimension` by default; kept (ViewTree lays
    /// the supplementary column out with the secondary).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = SplitViewController.automaticDimension
    /// `preferredSupplementaryColumnWidth` (iOS 14): `automaticDimension` by default; kept.
    open var preferredSupplementaryColumnWidth: CGFloat = SplitViewController.automaticDimension
    /// `minimumSupplementaryColumnWidth` (iOS 14): `automaticDimension` by default; kept.
    open var minimumSupplementaryColumnWidth: CGFloat = SplitViewController.automaticDimension
    /// `maximumSupplementaryColumnWidth` (iOS 14): `automaticDimension` by default; kept.
    open var maximumSupplementaryColumnWidth: CGFloat = SplitViewController.automaticDimension
    /// `supplementaryColumnWidth` (iOS 14): the supplementary column's width; 0 (not laid out apart by ViewTree).
    public var supplementaryColumnWidth: CGFloat { 0 }
    /// The display mode `show(_:)` or `hide(_:)` asked for, until the preferred display mode changes or the
    /// interface collapses or expands.
    var requestedDisplayMode: DisplayMode?
    /// The column `show(_:)` asked a collapsed interface to show, until it expands.
    var collapsedTopColumn: Column?
    /// Set while the delegate hears `willShow`/`willHide` (SplitViewController+Columns.swift).
    var isTellingColumnChange = false

    /// The controllers of the columns, by column.
    var columns: [Column: ViewController] = [:]
    /// A bar button item that changes the display mode (UIKit's `displayModeButtonItem`).
    public private(set) lazy var displayModeButtonItem: BarButtonItem = BarButtonItem(title: "", style: .plain)

    /// `init(style:)` (iOS 14): a column-style split view controller.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: a classic split view controller (also what `init()` makes).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `initWithCoder:` (required by `ViewController`): a classic split view controller.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: The controllers

    /// The controllers: `[primary, secondary]` (classic), or the columns' controllers in column order; collapsed, one
    /// controller: the `.compact` column's when one is set, else the primary (Apple's documentation of
    /// `viewControllers`: "When the split view interface is collapsed, this property contains only one view
    /// controller"). Setting it installs them as the primary and the secondary (more than two are rejected with a
    /// diagnostic).
    open var viewControllers: [ViewController] {
        get {
            if isCollapsed, let shown = columns[.compact] ?? columns[.primary] { return [shown] }
            return [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
        }
        set {
            guard newValue.count <= 2 else {
                return report(.viewController, "viewControllers: a split view controller takes a primary and a secondary controller, not \(newValue.count); nothing changed")
            }
            if newValue.count == 2, newValue[0] === newValue[1] {
                return report(.viewController, "viewControllers: the same \(newValue[0].libraryClassName) is given for both columns (a view controller is shown in one place); nothing changed")
            }
            for controller in newValue {
                if let problem = columnProblem(controller) { return report(.viewController, "viewControllers: \(problem); nothing changed") }
            }
            install(newValue.first, for: .primary)
            install(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
            updateChildren()
        }
    }

    /// `setViewController(_:for:)` (iOS 14): installs a column's controller. A column-style controller wraps a
    /// controller that is no navigation controller in one for the primary, supplementary and secondary columns,
    /// as UIKit does ("the split view controller automatically wraps each child in a navigation controller");
    /// a classic one takes `.primary` and `.secondary` as they are and rejects the other columns.
    open func setViewController(_ vc: ViewController?, for column: Column) {
        if style == .unspecified, column == .supplementary || column == .compact {
            return report(.viewController, "setViewController(_:for: .\(column)): a classic split view controller has only the primary and secondary columns; nothing changed")
        }
        if let vc, let problem = columnProblem(vc) {
            return report(.viewController, "setViewController(_:for: .\(column)): \(problem); nothing changed")
        }
        install(vc, for: column)
        updateChildren()
    }

    /// Why `vc` cannot be a column's controller (`nil` when it can; the caller says what stays): the rules of `addChild` (it is this split view
    /// controller or one of its ancestors, it is presented or presents, it is another tab bar controller's tab). UIKit
    /// raises for a controller made its own ancestor; ViewTree refuses before anything changes, so the columns never
    /// hold a controller that is not a child (or a navigation controller made for one that could not be its root).
    private func columnProblem(_ vc: ViewController) -> String? {
        adoptionProblem(vc, cycle: "a split view controller cannot be its own column or its ancestor's")
    }

    private func install(_ vc: ViewController?, for column: Column) {
        var installed = vc
        if style != .unspecified, let controller = vc, column != .compact, !(controller is NavigationController) {
            // The navigation controller this column already wraps it in (as its root) is kept; one of another column
            // (or of another container), or one that has it pushed above its root, is not taken over: the controller
            // leaves it for a navigation controller of its own, whose root it is, as `viewController(for:)` answers
            // (ViewTreeFuzz seed 114 ios13; Reliability.md bug 53).
            installed = controller.storedParent.flatMap { $0 as? NavigationController }
                .flatMap { columns[column] === $0 && $0.viewControllers.first === controller ? $0 : nil }
                ?? NavigationController(rootViewController: controller)
        }
        columns[column] = installed
    }

    /// `viewController(for:)` (iOS 14): the controller given for `column` (not the navigation controller that
    /// wraps it), or nil.
    open func viewController(for column: Column) -> ViewController? {
        guard let installed = columns[column] else { return nil }
        if style != .unspecified, column != .compact, let navigation = installed as? NavigationController {
            return navigation.viewControllers.first ?? navigation
        }
        return installed
    }

    var primaryController: ViewController? { columns[.primary] }
    var secondaryController: ViewController? { columns[.secondary] }

    /// The installed controllers become the children, in column order.
    private func updateChildren() {
        var list: [ViewController] = []
        for column in [Column.primary, .supplementary, .secondary, .compact] {
            if let c = columns[column], !list.contains(where: { $0 === c }) { list.append(c) }
        }
        replaceChildren(with: list)
    }

    /// Makes `controllers` the children, in order, with containment callbacks, and lays out again.
    private func replaceChildren(with controllers: [ViewController]) {
        for old in childList where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.storedView?.removeFromSuperview()
            old.removeFromParent()
        }
        for controller in controllers where controller.storedParent !== self {
            // Placed when this controller's view lays out: until then not among its old ancestors' views (ViewTreeFuzz
            // seed 48 ios13; Reliability.md bug 48).
            adoptChild(controller)
            controller.didMove(toParent: self)
        }
        if isViewLoaded { layoutColumns() }
    }

    // MARK: State

    /// Whether the interface is collapsed: one controller shown, as in a compact width.
    public private(set) var isCollapsed = false

    /// The display mode in effect (UIKit's `displayMode`); `.secondaryOnly` while collapsed.
    public private(set) var displayMode: DisplayMode = .secondaryOnly

    /// The primary column's width in points, from the preferred width or fraction within the minimum and maximum.
    public var primaryColumnWidth: CGFloat {
        let total = storedView?.bounds.width ?? defaultViewFrame.width
        let minimum = minimumPrimaryColumnWidth == Self.automaticDimension ? 0 : max(0, minimumPrimaryColumnWidth)
        let maximum = maximumPrimaryColumnWidth == Self.automaticDimension ? Self.defaultPrimaryColumnWidth : maximumPrimaryColumnWidth
        var width = Self.defaultPrimaryColumnWidth
        if preferredPrimaryColumnWidth != Self.automaticDimension, preferredPrimaryColumnWidth.isFinite {
            width = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction != Self.automaticDimension, preferredPrimaryColumnWidthFraction.isFinite {
            width = total * min(max(preferredPrimaryColumnWidthFraction, 0), 1)
        }
        width = max(min(width, maximum), minimum)
        return width.isFinite ? min(max(width, 0), total) : 0
    }

    /// `show(_:sender:)`: the delegate first; collapsed, the primary shows `vc` (a navigation controller pushes
    /// it); else `vc` becomes the primary.
    open override func show(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isCollapsed, let primary = collapsedController ?? primaryController {
            if let navigation = primary as? NavigationController { navigation.pushViewController(vc, animated: true) } else { primary.present(vc, animated: true) }
            return
        }
        setViewController(vc, for: .primary)
    }

    /// `showDetailViewController(_:sender:)`: the delegate first; collapsed, as `show(_:sender:)` (Apple: "in a
    /// compact environment, the split view controller's implementation of this method calls show(_:sender:)");
    /// else `vc` becomes the secondary. Showing the secondary it already has does nothing.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed { return show(vc, sender: sender) }
        if secondaryController === vc || viewController(for: .secondary) === vc { return }
        setViewController(vc, for: .secondary)
    }

    override func handlesShowAction(_ action: ShowAction) -> Bool { true }

    // MARK: View

    open override func loadView() {
        let container = LayoutContainerView(frame: defaultViewFrame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = container
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutColumns()
    }

    /// Coming into a window can make the width compact with no trait change reaching this controller (off a window
    /// it reads the same class) and no layout pass over a view laid out before: the columns are laid out again, so
    /// the interface collapses or expands for the window it shows in (ViewTreeFuzz seed 47; Reliability.md bug 47).
    /// On the next layout pass, not now: collapsing changes the children while their appearance is being forwarded.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        storedView?.setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutColumns()
    }

    /// Collapses or expands for the current width, decides the display mode and places the columns' views.
    func layoutColumns() {
        guard let container = storedView else { return }
        let compact = container.window != nil && container.traitCollection.horizontalSizeClass == .compact
        if compact != isCollapsed {
            requestedDisplayMode = nil
            collapsedTopColumn = nil
            compact ? collapse() : expand()
        }
        let mode = resolvedDisplayMode(in: container.bounds.size)
        if mode != displayMode {
            delegate?.splitViewController(self, willChangeTo: mode)
            displayMode = mode
        }
        place(in: container)
    }

    /// The display mode for a container of `size`: `.secondaryOnly` while collapsed; the preferred one when
    /// set; else side by side when wider than tall and the secondary alone otherwise (Apple's `automatic`:
    /// "the most appropriate display mode based on the device and the current app size" — an iPad shows both
    /// in landscape and the secondary alone in portrait).
    private func resolvedDisplayMode(in size: CGSize) -> DisplayMode {
        if isCollapsed { return .secondaryOnly }
        if let requested = requestedDisplayMode { return requested }
        if preferredDisplayMode != .automatic {
            return preferredSplitBehavior == .automatic ? preferredDisplayMode
                                                        : Self.displayMode(preferredDisplayMode, compatibleWith: preferredSplitBehavior)
        }
        guard size.width > size.height else { return .secondaryOnly }
        return Self.displayMode(style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary, compatibleWith: splitBehavior)
    }

    /// The views of the controllers shown now, in the container.
    private func place(in container: View) {
        let bounds = container.bounds
        var frames: [(ViewController, CGRect)] = []
        if isCollapsed {
            if let shown = collapsedController { frames.append((shown, bounds)) }
        } else {
            let width = primaryColumnWidth
            let primary = primaryController, secondary = secondaryController
            switch displayMode {
            case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary:
                if let primary { frames.append((primary, CGRect(x: 0, y: 0, width: width, height: bounds.height))) }
                if let secondary {
                    frames.append((secondary, CGRect(x: width, y: 0, width: max(0, bounds.width - width), height: bounds.height)))
                }
            case .oneOverSecondary, .twoOverSecondary:
                if let secondary { frames.append((secondary, bounds)) }
                if let primary { frames.append((primary, CGRect(x: 0, y: 0, width: width, height: bounds.height))) }
            case .secondaryOnly, .automatic:
                if let shown = secondary ?? primary { frames.append((shown, bounds)) }
            }
        }
        for child in childList where !frames.contains(where: { $0.0 === child }) {
            if child.storedView?.superview === container { child.storedView?.removeFromSuperview() }
        }
        for (controller, frame) in frames {
            let view: View = controller.view
            if view.frame != frame { view.frame = frame }
            if view.superview !== container { container.addSubview(view) } else { container.bringSubviewToFront(view) }
        }
    }

    /// The controller a collapsed interface shows: the `.compact` column's, else the delegate's top column's
    /// (column style), else the primary.
    private var collapsedController: ViewController? {
        if style != .unspecified {
            if let top = collapsedTopColumn, let shown = columns[top] { return shown }
            if let compact = columns[.compact] { return compact }
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .primary) ?? .primary
            return columns[top] ?? columns[.primary]
        }
        return primaryController
    }

    /// Collapsing (classic): the secondary leaves the split view controller (`viewControllers` holds the
    /// primary alone, as in UIKit), and unless the delegate handled it the primary takes it.
    private func collapse() {
        isCollapsed = true
        guard style == .unspecified else { return delegate?.splitViewControllerDidCollapse(self) ?? () }
        guard let primary = primaryController, let secondary = secondaryController else { return }
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
        columns[.secondary] = nil
        updateChildren()
        if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
    }

    /// Expanding (classic): the delegate, else the primary, gives back the secondary. Column style asks the delegate
    /// for the display mode to expand to (`splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`:
    /// "the display mode to expand the interface to … may be the same as `proposedDisplayMode`"; iOS 14, column
    /// style only), then tells it the interface expanded.
    private func expand() {
        isCollapsed = false
        guard style == .unspecified else {
            if let delegate, let container = storedView {
                let proposed = resolvedDisplayMode(in: container.bounds.size)
                let chosen = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
                // `.automatic` leaves the choice to the split view controller, as for `preferredDisplayMode`.
                if chosen != proposed, chosen != .automatic {
                    requestedDisplayMode = Self.displayMode(chosen, compatibleWith: splitBehavior)
                }
            }
            delegate?.splitViewControllerDidExpand(self)
            return
        }
        // A secondary given while collapsed (`setViewController(_:for: .secondary)`, `viewControllers`) is the one the
        // expanded interface shows: nothing is separated from the primary to replace it (ours: the latest call wins;
        // ViewTreeFuzz seed 62 ios10, Reliability.md bug 51).
        guard let primary = primaryController, secondaryController == nil else { return }
        let fromDelegate = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        guard let separated = fromDelegate ?? primary.separateSecondaryViewController(for: self) else { return }
        // The answer is the app's code (a delegate, or a primary's override): what cannot be a column is refused as
        // `setViewController(_:for:)` refuses it, and the primary cannot be both columns (Reliability.md, bug 43).
        if let problem = separated === primary
            ? "the primary cannot also be the secondary"
            : columnProblem(separated) {
            let asked = fromDelegate != nil ? "splitViewController(_:separateSecondaryFrom:)" : "separateSecondaryViewController(for:)"
            return report(.viewController, "\(asked) gave \(separated.libraryClassName) as the secondary: \(problem); the interface expands with no secondary")
        }
        columns[.secondary] = separated
        updateChildren()
    }

    /// A column's controller taken by another container: the column is emptied, and its view leaves the split view.
    override func childDidLeave(_ child: ViewController) {
        let emptied = columns.filter { $0.value === child }.map(\.key)
        guard !emptied.isEmpty else { return }
        for column in emptied { columns[column] = nil }
        if let container = storedView, let view = child.storedView, view.superview === container { view.removeFromSuperview() }
        if isViewLoaded { layoutColumns() }
    }

    override var libraryClassName: String { "SplitViewController" }
}

extension ViewController {
    /// The nearest split view controller above this controller (UIKit's `splitViewController`).
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }
}
