import Foundation

// The scroll style's user turns: a drag on the queuing scroll view asks the data source for the neighbours,
// shows the pending page in its slot, and when the scroll comes to rest completes or cancels the turn.
extension PageViewController {
    /// Which neighbour a turn goes to.
    enum Side {
        case before, after
        /// The neighbour's slot in the queuing scroll view.
        var slot: Int { self == .before ? 0 : 2 }
        /// Where a scroll of pages of no length comes to rest: the current page's slot, no neighbour's.
        static let noSlot = 1
    }

    /// A user's turn in progress.
    struct UserTurn {
        let current: ViewController
        let pending: ViewController
        let side: Side
        let drivesAppearance: Bool
    }

    /// The user's drag is about to move the content: the neighbours not asked yet are asked, after then before
    /// (the order of the iOS 9 log), and the slots without a page are closed.
    func userWillBeginDragging() {
        finishRunningChange(finished: true)
        guard pages.count == 1, let current = pages.first else { return }
        if cachedAfter == nil { cachedAfter = .some(askNeighbour(.after, of: current)) }
        guard pages.first === current else { return }
        if cachedBefore == nil { cachedBefore = .some(askNeighbour(.before, of: current)) }
        guard pages.first === current else { return }
        updateInsets()
    }

    /// The data source's neighbour; an answer that could not be shown as a page is reported and taken as none.
    private func askNeighbour(_ side: Side, of page: ViewController) -> ViewController? {
        guard let dataSource else { return nil }
        let answer = side == .after
            ? dataSource.pageViewController(self, viewControllerAfter: page)
            : dataSource.pageViewController(self, viewControllerBefore: page)
        guard let answer else { return nil }
        guard answer !== page else {
            report(.viewController, "the data source gave the page itself as the page \(side == .after ? "after" : "before") it; taken as none")
            return nil
        }
        if let problem = pageProblem(answer) {
            report(.viewController, "the data source's page \(side == .after ? "after" : "before") a page: \(problem); taken as none")
            return nil
        }
        return answer
    }

    /// Why `page` cannot be shown as a page (`nil` when it can; the caller says what stays), for `setViewControllers`
    /// and for a page a turn brings in alike: this controller or its ancestor (a controller cycle), or what `addChild`
    /// refuses (a presented or presenting controller, another tab bar controller's tab) of a controller not yet its
    /// child. A swiped-in page went unchecked and a window's root that was presenting became a page of its own
    /// descendant (ViewTreeFuzz seed 32 ios13; Reliability.md bug 42).
    func pageProblem(_ page: ViewController) -> String? {
        guard page.storedParent !== self else { return nil }
        return adoptionProblem(page, cycle: "a page view controller cannot show itself or its ancestor as a page")
    }

    /// The content moved under the user's finger (or deceleration): the first move towards a neighbour
    /// begins the turn to it; moving to the other side turns towards the other neighbour instead.
    func userDidScroll() {
        guard let scrollView = queuingScrollView, scrollView.isDragging || scrollView.isDecelerating,
              pages.count == 1, let current = pages.first else { return }
        let position = navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let middle = slotLength
        let side: Side? = position < middle ? .before : position > middle ? .after : nil
        guard let side, side != userTurn?.side else { return }
        guard let pending = (side == .after ? cachedAfter : cachedBefore) ?? nil else { return }
        // Asked when the drag began, the neighbour may have been presented, presented something or become an
        // ancestor since: checked again as it comes in, and dropped from the cache if it can no longer be a page.
        if let problem = pageProblem(pending) {
            if side == .after { cachedAfter = .some(nil) } else { cachedBefore = .some(nil) }
            return report(.viewController, "the page \(side == .after ? "after" : "before") the current page: \(problem); the turn does not begin")
        }
        if let turn = userTurn {
            // Turned round: the first pending page goes, as when a turn falls back.
            userTurn = nil
            if turn.drivesAppearance { disappear(turn.pending, animated: true) }
            letGo(of: turn.pending)
        }
        delegate?.pageViewController(self, willTransitionTo: [pending])
        // The delegate may have changed the pages or ended the drag.
        guard pages.first === current, userTurn == nil, scrollView.isDragging || scrollView.isDecelerating else { return }
        let drives = isOnScreenForTurn
        if pending.storedParent !== self { addChild(pending) }
        if drives {
            pending.appearanceDrivenByContainer = true
            current.appearanceDrivenByContainer = true
        }
        userTurn = UserTurn(current: current, pending: pending, side: side, drivesAppearance: drives)
        scrollView.whileRecentering { place(pending.view, inSlot: side.slot, of: scrollView) }
        if drives {
            pending.beginAppearanceTransition(true, animated: true)
            if current.appearState != .disappearing { current.beginAppearanceTransition(false, animated: true) }
        }
    }

    /// The scroll came to rest: on the pending page's slot the turn completes, anywhere else it falls back.
    func userScrollDidSettle() {
        guard let scrollView = queuingScrollView, let turn = userTurn else { return }
        let position = navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        // Pages of no length (a view resized to zero width during the turn, or zero height when vertical) have no
        // slot to settle on: 0 / 0 stopped the process converting to `Int`. The turn then falls back.
        let length = slotLength
        let slot = length > 0 ? Int(saturating: (position / length).rounded()) : Side.noSlot
        userTurn = nil
        if slot == turn.side.slot { complete(turn) } else { fallBack(turn) }
    }

    private func complete(_ turn: UserTurn) {
        if turn.drivesAppearance && !isOnScreenForTurn {
            // The page view controller left the screen while the turn settled (dismissed, removed; ViewTreeFuzz seed
            // 52 ios7, Reliability.md bug 50): its pages end disappeared, as it did, and the view tree has them again.
            for page in [turn.pending, turn.current] { disappear(page, animated: false) }
        } else if turn.drivesAppearance {
            turn.pending.endAppearanceTransition()
            turn.current.endAppearanceTransition()
            turn.pending.appearanceDrivenByContainer = false
            turn.current.appearanceDrivenByContainer = false
        }
        turn.current.willMove(toParent: nil)
        turn.current.storedView?.removeFromSuperview()
        turn.current.removeFromParent()
        turn.pending.didMove(toParent: self)
        pages = [turn.pending]
        if turn.side == .after {
            cachedBefore = .some(turn.current)
            cachedAfter = nil
        } else {
            cachedAfter = .some(turn.current)
            cachedBefore = nil
        }
        if showsPageIndicator {
            let moved = pageIndicator.currentPage + (turn.side == .after ? 1 : -1)
            pageIndicator.currentPage = min(max(0, moved), pageIndicator.numberOfPages - 1)
        }
        recenter()
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [turn.current],
                                     transitionCompleted: true)
        // The next page in the turn's direction is asked at once (the iOS 9 log).
        guard pages.first === turn.pending, userTurn == nil else { return }
        if turn.side == .after, cachedAfter == nil {
            cachedAfter = .some(askNeighbour(.after, of: turn.pending))
        } else if turn.side == .before, cachedBefore == nil {
            cachedBefore = .some(askNeighbour(.before, of: turn.pending))
        }
        updateInsets()
    }

    private func fallBack(_ turn: UserTurn) {
        if turn.drivesAppearance && !isOnScreenForTurn {
            for page in [turn.current, turn.pending] { disappear(page, animated: false) }   // as in `complete`
        } else if turn.drivesAppearance {
            turn.current.beginAppearanceTransition(true, animated: true)
            turn.current.endAppearanceTransition()
            turn.current.appearanceDrivenByContainer = false
            disappear(turn.pending, animated: true)
        }
        letGo(of: turn.pending)
        recenter()
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [turn.current],
                                     transitionCompleted: false)
    }

    /// Whether the page view controller is on screen, so that a turn drives its pages' appearance: checked when the
    /// turn begins and again when it settles.
    var isOnScreenForTurn: Bool { isViewVisible && storedView?.window != nil }

    /// The current page back in the middle slot, the offset on it.
    private func recenter() {
        guard let scrollView = queuingScrollView else { return }
        scrollView.whileRecentering {
            let length = slotLength
            scrollView.contentOffset = navigationOrientation == .horizontal ? CGPoint(x: length, y: 0) : CGPoint(x: 0, y: length)
        }
        layoutPages()
    }

    /// A change in code during a user's turn: the pending page goes without the delegate hearing of it.
    func dropUserTurn() {
        guard let turn = userTurn else { return }
        userTurn = nil
        queuingScrollView?.stopMotion()
        if turn.drivesAppearance {
            turn.current.appearanceDrivenByContainer = false
            disappear(turn.pending, animated: false)
        }
        letGo(of: turn.pending)
    }

    /// A page that began to appear (or to disappear) ends disappeared, and its appearance is the view tree's again.
    private func disappear(_ page: ViewController, animated: Bool) {
        page.beginAppearanceTransition(false, animated: animated)
        page.endAppearanceTransition()
        page.appearanceDrivenByContainer = false
    }

    /// A pending page leaves the scroll view and stops being a child.
    private func letGo(of page: ViewController) {
        page.storedView?.removeFromSuperview()
        page.willMove(toParent: nil)
        page.removeFromParent()
    }
}

/// The scroll style's paging scroll view (UIKit's `_UIQueuingScrollView`): it tells its page view controller of
/// the user's drags itself, so a delegate that code sets on it changes nothing of the paging.
final class PageQueuingScrollView: ScrollView {
    weak var pageController: PageViewController?
    private var recentering = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var libraryClassName: String { "_UIQueuingScrollView" }

    /// Whether no finger and no motion is moving the content.
    var isRestingForPages: Bool { !isTracking && !isDragging && !isDecelerating }

    /// Runs `changes` without taking the offsets they set for the user's scrolling.
    func whileRecentering(_ changes: () -> Void) {
        let was = recentering
        recentering = true
        changes()
        recentering = was
    }

    override var contentOffset: CGPoint {
        didSet { if !recentering { pageController?.userDidScroll() } }
    }

    override func draggingWillBegin() { pageController?.userWillBeginDragging() }

    override func scrollDidComeToRest() { pageController?.userScrollDidSettle() }
}
