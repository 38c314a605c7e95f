import Foundation

/// Pages of controllers that the user turns by swiping, or code with `setViewControllers`: ViewTree's
/// `UIPageViewController`.
///
/// - **Scroll style** (`.scroll`): the view holds a paging scroll view (UIKit's `_UIQueuingScrollView`) with the
///   page in the middle of three slots. The data source is asked for both neighbours when the user's first
///   drag begins (after, then before), and after a completed turn for the next page in the turn's direction;
///   the answers are kept until `setViewControllers` (an iOS 9 simulator log of the data source and delegate
///   calls, see Docs/Fidelity.md). The delegate hears `willTransitionTo` at the drag's first move towards a
///   page, and `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when the scroll comes to rest.
/// - **Page curl** (`.pageCurl`, the default): pages change in code only. The curl's pan and tap recognizers
///   are listed in `gestureRecognizers` but not attached: a user's curl is not simulated.
///
/// Appearance callbacks follow device logs of each style: a scroll turn sends the new page's `viewWillAppear`,
/// the current's `viewWillDisappear`, the new `viewDidAppear`, the old `viewDidDisappear`; a turn the user lets
/// fall back sends the current page's `viewWillAppear`/`viewDidAppear`, then the pending page's
/// `viewWillDisappear`/`viewDidDisappear`. Animated changes in code apply at once; their `viewDid…` callbacks
/// and the completion come after the animation's duration on the world's clock.
open class PageViewController: ViewController {
    /// `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl like a book's.
        case pageCurl = 0
        /// Pages slide in a paging scroll view.
        case scroll = 1
    }

    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn left and right.
        case horizontal = 0
        /// Pages turn up and down.
        case vertical = 1
    }

    /// `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style's.
        case none = 0
        /// The left or top edge: one page at a time.
        case min = 1
        /// The middle: two pages at a time.
        case mid = 2
        /// The right or bottom edge: one page at a time.
        case max = 3
    }

    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// `UIPageViewController.OptionsKey`, with UIKit's raw values.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIPageViewControllerOptionSpineLocationKey`: a `SpineLocation` (or its raw value), page curl only.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// `UIPageViewControllerOptionInterPageSpacingKey`: points between pages, scroll style only.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How long an animated page curl set in code takes before its completion runs. **Ours**: no published
    /// measurement was found.
    public static let pageCurlDuration: TimeInterval = 0.5

    /// How deeply `setViewControllers(_:direction:animated:completion:)` may nest: a change without animation calls its
    /// completion at once (Xamarin's device-run `PageViewControllerTest.SetViewControllers`: "Complete is called
    /// synchronously"), so a completion that sets the pages again without animation recurses, for ever on a device
    /// too. Deeper calls are refused with a diagnostic and the pages stay (Reliability.md, bug 81). **Ours**, as
    /// `ScrollView.maximumNestedScrollCallbacks` is: deep enough for any chain an app means.
    public static let maximumNestedPageChanges = 32

    /// The style chosen at creation.
    public let transitionStyle: TransitionStyle
    /// The orientation chosen at creation.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for the scroll style; for page curl the option given at creation, else
    /// `.min` (Apple's documentation of `spineLocation`).
    public private(set) var spineLocation: SpineLocation
    /// Whether pages have content on both sides (page curl); `true` with a `.mid` spine.
    open var isDoubleSided: Bool
    /// Gives the neighbouring pages (weak).
    public weak var dataSource: PageViewControllerDataSource?
    /// Hears of the user's turns (weak).
    public weak var delegate: PageViewControllerDelegate?
    /// The recognizers that turn pages: a pan and a tap for page curl, none for the scroll style (whose
    /// scroll view has its own), as in UIKit.
    public let gestureRecognizers: [GestureRecognizer]

    /// Points between pages in the scroll style.
    let interPageSpacing: CGFloat
    /// The pages shown (one, two with a `.mid` spine).
    var pages: [ViewController] = []
    /// The data source's answers for the current page: `nil` before it was asked, `.some(nil)` for "none".
    var cachedBefore: ViewController?? = nil
    var cachedAfter: ViewController?? = nil
    /// The user's turn in progress (scroll style).
    var userTurn: UserTurn?
    /// A change in code whose animation is running. Weak: the timer that ends it owns it (a completion that
    /// captures this controller then makes no cycle through it; the world's run loop holds the timer).
    weak var runningChange: PendingChange?
    /// The scroll style's paging scroll view.
    let queuingScrollView: PageQueuingScrollView?
    /// The page indicator, shown when the data source counts pages (scroll style).
    let pageIndicator = PageControl(frame: .zero)
    /// Whether the data source's count is showing in `pageIndicator`.
    var showsPageIndicator = false

    /// `init(transitionStyle:navigationOrientation:options:)`. An option of the wrong type, or a spacing that
    /// is negative, NaN or infinite, is reported and its default kept.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let parsed = PageViewController.parse(options, style: style)
        spineLocation = parsed.spine
        isDoubleSided = parsed.spine == .mid
        interPageSpacing = parsed.spacing
        gestureRecognizers = style == .pageCurl ? [PanGestureRecognizer(), TapGestureRecognizer()] : []
        queuingScrollView = style == .scroll ? PageQueuingScrollView(frame: .zero) : nil
        super.init(nibName: nil, bundle: nil)
        queuingScrollView?.pageController = self
        for problem in parsed.problems { report(.invalidValue, problem) }
    }

    /// `init(nibName:bundle:)`: page curl, horizontal, as UIKit's.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// `initWithCoder:`: page curl, horizontal (a storyboard's attributes are read by the storyboard loader).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        isDoubleSided = false
        interPageSpacing = 0
        gestureRecognizers = [PanGestureRecognizer(), TapGestureRecognizer()]
        queuingScrollView = nil
        super.init(coder: coder)
    }

    /// `setViewControllers(_:direction:animated:completion:)`: shows `viewControllers` (one page, two with a
    /// `.mid` spine) and forgets the neighbours the data source gave. The delegate is not told. Without
    /// animation the completion runs before the call returns; with it, after the transition's duration on the
    /// world's clock. A change that starts while an animated one runs ends that one first (its completion gets
    /// `false`); a user's turn in progress is dropped.
    ///
    /// Rejected with a diagnostic, nothing changed and no completion: `nil` or the wrong number of pages
    /// (UIKit raises "The number of view controllers provided (N) doesn't match the number required (R) for the
    /// requested transition"), a page given twice, the page view controller itself or one of its ancestors.
    open func setViewControllers(_ viewControllers: [ViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        performSetViewControllers(viewControllers, animated: animated, completion: completion)
    }

    /// The view: the scroll style's queuing scroll view, or the page curl's pages, and the page indicator.
    open override func loadView() { performLoadView() }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPages()
    }

    /// The pages shown: an empty list before any was set (Xamarin's device-run `PageViewControllerTest.Defaults`:
    /// `ViewControllers.Length` is 0, not null).
    open var viewControllers: [ViewController]? { pages }

    /// How many pages `setViewControllers` takes: two with a `.mid` spine, else one.
    var requiredPageCount: Int { spineLocation == .mid ? 2 : 1 }

    /// A page taken by another container: see `pageDidLeave(_:)`.
    override func childDidLeave(_ child: ViewController) { pageDidLeave(child) }

    override var libraryClassName: String { "PageViewController" }

    // MARK: Options

    private static func parse(_ options: [OptionsKey: Any]?, style: TransitionStyle)
        -> (spine: SpineLocation, spacing: CGFloat, problems: [String]) {
        var spine: SpineLocation = style == .scroll ? .none : .min
        var spacing: CGFloat = 0
        var problems: [String] = []
        if let value = options?[.spineLocation], style == .pageCurl {
            if let location = value as? SpineLocation ?? boxedDouble(value).flatMap({ SpineLocation(rawValue: Int(saturating: CGFloat($0))) }),
               location != .none {
                spine = location
            } else {
                problems.append("options[.spineLocation] \(value) is not a spine location of page curl (min, mid or max); it stays min")
            }
        }
        if let value = options?[.interPageSpacing], style == .scroll {
            if let points = boxedDouble(value), points.isFinite, points >= 0, points <= View.maximumCoordinate {
                spacing = CGFloat(points)
            } else {
                problems.append("options[.interPageSpacing] \(value) is not a finite number of points from 0 to \(View.maximumCoordinate); it stays 0")
            }
        }
        return (spine, spacing, problems)
    }
}
