import Foundation

/// A pull-to-refresh control: ViewTree's `UIRefreshControl` (iOS 6). Give it to a scroll view
/// (`tableView.refreshControl = RefreshControl()`), listen for `.valueChanged`, and call `endRefreshing()` when
/// the new content is in.
///
/// A drag that ends with the content pulled down at least `RefreshControl.triggerDistance` past its top inset
/// starts refreshing and sends `.valueChanged`, as the user's pull does in UIKit; `beginRefreshing()` from code
/// starts refreshing without sending it, as UIKit documents. The control sits above the content, as wide as the
/// scroll view and `RefreshControl.height` tall.
open class RefreshControl: Control {
    /// `isRefreshing`.
    public private(set) var isRefreshing = false
    /// `attributedTitle`: the text under the spinner.
    open var attributedTitle: NSAttributedString?

    /// The control's height above the content: 60 points, as `recursiveDescription` dumps print a table's refresh
    /// control (`frame = (0 -60; 375 60)`).
    public static let height: CGFloat = 60
    /// How far past the top the content must be pulled for a drag to trigger a refresh. Ours: the control's
    /// height (UIKit triggers during the pull, at a distance that is not documented and grew across versions).
    public static let triggerDistance: CGFloat = height

    /// `UIRefreshControl()`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `initWithCoder:`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `UIRefreshControl()`.
    public convenience init() { self.init(frame: .zero) }

    /// `beginRefreshing()`: shows the spinner and takes its room above the content; sends no event and does not
    /// scroll (`ScrollView+RefreshControlRoom.swift`).
    open func beginRefreshing() { setRefreshing(true) }

    /// `endRefreshing()`: hides the spinner and gives its room back; content resting under it returns to the top.
    open func endRefreshing() { setRefreshing(false) }

    /// The height this control added to its scroll view's `contentInset.top` while refreshing (iOS 6–10 profiles).
    var insetGivenByScrollView: CGFloat = 0

    private func setRefreshing(_ refreshing: Bool) {
        guard refreshing != isRefreshing else { return }
        isRefreshing = refreshing
        (superview as? ScrollView)?.refreshControlRoomDidChange(self)
    }

    /// Joins `scrollView` as its refresh control (`didMoveToSuperview()` places it).
    func attach(to scrollView: ScrollView) {
        scrollView.insertSubview(self, at: 0)
    }

    /// The scroll view the control is in, whichever way it got there, so that leaving it gives the room back.
    private weak var hostScrollView: ScrollView?

    /// In a scroll view, the control sits above the content, as wide as the scroll view, whether it was set as
    /// `refreshControl` or added with `addSubview(_:)`: the way before iOS 10, which a pull drives just the same
    /// (`tableView.addSubview(refreshControl)`, "not required when using UITableViewController", in the most cited
    /// Swift answer on pull to refresh, Stack Overflow question 24475792; `ScrollView.pullToRefreshControl`). Leaving
    /// a scroll view while refreshing gives its room back there.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let old = hostScrollView, old !== superview { old.refreshControlRoomDidChange(self, attached: false) }
        hostScrollView = superview as? ScrollView
        guard let scrollView = hostScrollView else { return }
        frame = CGRect(x: 0, y: -RefreshControl.height, width: scrollView.bounds.width, height: RefreshControl.height)
        autoresizingMask = [.flexibleWidth]
        if scrollView.refreshControl !== self { scrollView.ownRecognizers.subviewRefreshControl = self }
    }

    /// A drag of the scroll view ended: pulled far enough, refresh and tell the targets.
    func scrollViewDidEndDragging() {
        guard let scrollView = superview as? ScrollView, isEnabled, !isRefreshing else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard pulled >= RefreshControl.triggerDistance else { return }
        setRefreshing(true)
        sendValueChangedActions()
    }

    override var libraryClassName: String { "RefreshControl" }
}
