import Foundation

/// A row of dots, one per page: ViewTree's `UIPageControl`.
///
/// A tap on the right of the current dot moves to the next page, on the left to the previous,
/// and sends `.valueChanged`. Its size for `n` pages is `size(forNumberOfPages:)`:
/// `n × PageControl.dotDiameter + (n − 1) × PageControl.dotSpacing` wide, `PageControl.height` high.
open class PageControl: Control {
    /// `UIPageControl.appearance()`: the current world's proxy; carries the page indicators' tints.
    open override class func appearance() -> PageControl { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> PageControl {
        appearanceProxy(self, containers: containerTypes, make: { PageControl(frame: .zero) }, properties: appearanceProperties)
    }

    /// 7 pt: a dot's diameter (iOS 6–13). Ours, as widely reported; not found in a dump.
    public static let dotDiameter: CGFloat = 7
    /// 9 pt between dots. Ours, as widely reported.
    public static let dotSpacing: CGFloat = 9
    /// 37 pt: the control's height (Interface Builder's page control; ours, not found in a dump).
    public static let height: CGFloat = 37

    var storedPages = 0
    var storedCurrent = 0

    /// How many pages there are; negative is rejected. Default 0.
    open var numberOfPages: Int {
        get { storedPages }
        set {
            guard newValue >= 0 else { return reject(.invalidValue, "numberOfPages \(newValue) is negative; it stays \(storedPages)") }
            storedPages = newValue
            moveToPage(min(storedCurrent, max(0, newValue - 1)))
            invalidateIntrinsicContentSize()
            if hidesForSinglePage { isHidden = newValue <= 1 }
        }
    }

    /// The current page, clamped to `0..<numberOfPages` (as UIKit). Default 0. A change starts the page's
    /// `progress` again.
    open var currentPage: Int {
        get { storedCurrent }
        set { moveToPage(min(max(newValue, 0), max(0, storedPages - 1))) }
    }

    /// `progress` (iOS 16): the current page's progress (a `PageControlTimerProgress` moves the pages on by
    /// itself). Default `nil`. The control keeps it; a progress taken from another control leaves that one.
    open var progress: PageControlProgress? {
        didSet {
            guard progress !== oldValue else { return }
            if let oldValue, oldValue.pageControl === self { oldValue.pageControl = nil; oldValue.pageControlDidChange() }
            if let progress {
                if let other = progress.pageControl, other !== self { other.progress = nil }
                progress.pageControl = self
                progress.pageControlDidChange()
            }
        }
    }

    /// `UIPageControl.Direction` (iOS 16), with UIKit's raw values.
    public enum Direction: Int, Sendable {
        /// `.natural`: the layout direction (left to right in ViewTree unless the semantic content attribute
        /// forces right to left).
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4

        var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
    }

    /// `direction` (iOS 16): the way the pages run. Default `.natural`. A vertical direction stacks the dots (the
    /// size is the horizontal one turned) and a tap below (above, for `.bottomToTop`) the current dot moves on.
    open var direction: Direction = .natural {
        didSet { if direction != oldValue { invalidateIntrinsicContentSize() } }
    }

    func moveToPage(_ page: Int) {
        guard page != storedCurrent else { return }
        storedCurrent = page
        progress?.pageDidChange(to: page)
    }

    /// A `PageControlTimerProgress` advanced the pages.
    func setCurrentPageFromProgress(_ page: Int) {
        if page == storedCurrent { progress?.pageDidChange(to: page) } else { moveToPage(page) }
    }

    /// The control joined a world (it was made in none): a running timer progress can start on its clock.
    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        progress?.pageControlDidChange()
    }

    /// Whether the control hides itself when there is only one page. Default `false`.
    open var hidesForSinglePage = false {
        didSet { if hidesForSinglePage { isHidden = storedPages <= 1 } }
    }

    /// The colour of the other dots. Stored only.
    open var pageIndicatorTintColor: Color?
    /// The colour of the current dot. Stored only.
    open var currentPageIndicatorTintColor: Color?

    /// `defersCurrentPageDisplay`: whether a tap waits for `updateCurrentPageDisplay()` before the dots show the
    /// new page. Default `false`. Stored: ViewTree draws no dots, so the page shown is always `currentPage`.
    open var defersCurrentPageDisplay = false
    /// `updateCurrentPageDisplay()`: shows `currentPage` in the dots (see `defersCurrentPageDisplay`).
    open func updateCurrentPageDisplay() {}

    /// `UIPageControl.BackgroundStyle` (iOS 14), with UIKit's raw values.
    public enum BackgroundStyle: Int, Sendable, Hashable {
        /// A background only while the control is touched.
        case automatic = 0
        /// Always a background.
        case prominent = 1
        /// Never a background.
        case minimal = 2
    }
    /// `backgroundStyle` (iOS 14). Default `.automatic`. Stored.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// `allowsContinuousInteraction` (iOS 14): whether a drag across the dots scrubs through the pages. Default
    /// `true`. Stored.
    open var allowsContinuousInteraction = true
    /// `preferredIndicatorImage` (iOS 14): the image of every dot without one of its own; `nil` (a dot) by default.
    open var preferredIndicatorImage: Image?
    /// `preferredCurrentPageIndicatorImage` (iOS 16): the current page's image; `nil` by default.
    open var preferredCurrentPageIndicatorImage: Image?
    private var indicatorImages: [Int: Image] = [:]
    /// `setIndicatorImage(_:forPage:)` (iOS 14): one page's own image (`nil` goes back to the preferred one).
    open func setIndicatorImage(_ image: Image?, forPage page: Int) { indicatorImages[page] = image }
    /// `indicatorImage(forPage:)` (iOS 14): the image set for that page, if any.
    open func indicatorImage(forPage page: Int) -> Image? { indicatorImages[page] }
    private var currentPageIndicatorImages: [Int: Image] = [:]
    /// `setCurrentPageIndicatorImage(_:forPage:)` (iOS 16): the image a page's dot shows while it is the current page
    /// (`nil` goes back to `preferredCurrentPageIndicatorImage`).
    open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) { currentPageIndicatorImages[page] = image }
    /// `currentPageIndicatorImage(forPage:)` (iOS 16): the current-page image set for that page, if any.
    open func currentPageIndicatorImage(forPage page: Int) -> Image? { currentPageIndicatorImages[page] }

    /// The image page `page`'s dot shows now (**ours**: ViewTree draws no dots, so a test reads here what UIKit would
    /// draw), `nil` for the plain dot. The current page's: its own current-page image, else
    /// `preferredCurrentPageIndicatorImage`, else the image it has as any other page; any other page's: its own image
    /// (`setIndicatorImage(_:forPage:)`), else `preferredIndicatorImage`. Apple: `setIndicatorImage`'s `nil` "reset[s] the
    /// image to preferredIndicatorImage", `setCurrentPageIndicatorImage`'s `nil` to `preferredCurrentPageIndicatorImage`;
    /// falling back from the current-page images to the page's ordinary one is **ours**.
    open func shownIndicatorImage(forPage page: Int) -> Image? {
        let ordinary = indicatorImages[page] ?? preferredIndicatorImage
        guard page == currentPage else { return ordinary }
        return currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage ?? ordinary
    }

    /// `initWithFrame:`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// The size the control needs for `pageCount` pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        let length = n > 0 ? n * PageControl.dotDiameter + (n - 1) * PageControl.dotSpacing : 0
        return direction.isVertical ? CGSize(width: PageControl.height, height: length) : CGSize(width: length, height: PageControl.height)
    }

    /// `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedPages) }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A touch lifted inside moves one page towards it.
    override func didTapInside(_ touch: Touch, with event: ViewTree.Event?) {
        let point = touch.location(in: self)
        pageFromUser(tapAt: direction.isVertical ? point.y : point.x)
    }

    /// A tap at `position` along the dots (x, or y for a vertical direction): the next page if after the current
    /// dot in the pages' direction, the previous if before; sends `.valueChanged` when it moved.
    func pageFromUser(tapAt position: CGFloat) {
        let length = CGFloat(max(0, storedPages)) * (PageControl.dotDiameter + PageControl.dotSpacing) - (storedPages > 0 ? PageControl.dotSpacing : 0)
        let reversed: Bool
        switch direction {
        case .natural: reversed = effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .leftToRight, .topToBottom: reversed = false
        case .rightToLeft, .bottomToTop: reversed = true
        }
        let middle = direction.isVertical ? bounds.midY : bounds.midX
        let offset = CGFloat(storedCurrent) * (PageControl.dotDiameter + PageControl.dotSpacing) + PageControl.dotDiameter / 2
        let current = reversed ? middle + length / 2 - offset : middle - length / 2 + offset
        let after = reversed ? position < current : position > current
        let target = after ? storedCurrent + 1 : storedCurrent - 1
        guard target >= 0, target < storedPages else { return }
        moveToPage(target)
        sendValueChangedActions()
    }

    /// VoiceOver's swipe up: the next page, with `.valueChanged` (`Control+AccessibilityDefaults.swift`).
    open override func accessibilityIncrement() { turnPageForAccessibility(by: 1) }

    /// VoiceOver's swipe down: the previous page, with `.valueChanged`.
    open override func accessibilityDecrement() { turnPageForAccessibility(by: -1) }

    override var libraryClassName: String { "PageControl" }
}
