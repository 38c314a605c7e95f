import Foundation

// Setting pages in code, placing them in the view, and the page indicator.
extension PageViewController {
    /// A change in code waiting for its animation to end.
    final class PendingChange {
        let incoming: [ViewController]
        let outgoing: [ViewController]
        let drivesAppearance: Bool
        var completion: ((Bool) -> Void)?
        /// Weak: the world's run loop owns the timer, whose block holds this change (a strong reference back would be
        /// a cycle that outlives a world released before the timer fired, keeping the pages alive).
        weak var timer: VirtualTimer?
        init(incoming: [ViewController], outgoing: [ViewController], drivesAppearance: Bool,
             completion: ((Bool) -> Void)?) {
            self.incoming = incoming
            self.outgoing = outgoing
            self.drivesAppearance = drivesAppearance
            self.completion = completion
        }
    }

    /// What `setViewControllers(_:direction:animated:completion:)` does.
    func performSetViewControllers(_ viewControllers: [ViewController]?, animated: Bool,
                                   completion: ((Bool) -> Void)?) {
        let context = ThreadContext.current
        guard context.pageChangeDepth < PageViewController.maximumNestedPageChanges else {
            return report(.viewController, "setViewControllers: called again from inside its own completion or callbacks \(PageViewController.maximumNestedPageChanges) levels deep (PageViewController.maximumNestedPageChanges: it would recurse for ever); refused, the pages stay")
        }
        context.pageChangeDepth += 1
        defer { context.pageChangeDepth -= 1 }
        let incoming = viewControllers ?? []
        // Its own empty list again (none set yet): accepted, the completion called at once, finished (Xamarin's
        // device-run `PageViewControllerTest.SetViewControllers`: "Complete is called synchronously").
        if incoming.isEmpty, pages.isEmpty, !animated { completion?(true); return }
        guard incoming.count == requiredPageCount else {
            return report(.viewController, "setViewControllers: the number of view controllers provided (\(incoming.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition; the pages stay")
        }
        for (index, page) in incoming.enumerated() {
            // A page becomes a child: what `addChild` refuses is refused here before anything changes, so no page
            // is shown that is not a child.
            if let problem = pageProblem(page) {
                return report(.viewController, "setViewControllers: \(problem); the pages stay")
            }
            guard !incoming[..<index].contains(where: { $0 === page }) else {
                return report(.viewController, "setViewControllers: the same view controller is given twice; the pages stay")
            }
        }
        finishRunningChange(finished: false)
        dropUserTurn()
        cachedBefore = nil
        cachedAfter = nil
        let outgoing = pages.filter { old in !incoming.contains { $0 === old } }
        let arriving = incoming.filter { new in !pages.contains { $0 === new } }
        for page in outgoing { page.willMove(toParent: nil) }
        // Not loaded yet, this controller places its pages when its view is: until then a page's view leaves the
        // hierarchy it was in (found by ViewTreeFuzz seed 32 ios13; Reliability.md bug 41).
        for page in arriving where page.storedParent !== self { adoptChild(page) }
        let drives = isViewLoaded && isViewVisible && storedView?.window != nil
        if drives {
            for page in arriving + outgoing { page.appearanceDrivenByContainer = true }
            for page in arriving { page.beginAppearanceTransition(true, animated: animated) }
            for page in outgoing { page.beginAppearanceTransition(false, animated: animated) }
        }
        pages = incoming
        for page in outgoing { page.storedView?.removeFromSuperview() }
        if isViewLoaded { layoutPages() }
        updatePageIndicatorFromDataSource()
        let change = PendingChange(incoming: arriving, outgoing: outgoing, drivesAppearance: drives, completion: completion)
        guard animated, let world = simulation else { return finish(change, finished: true) }
        runningChange = change
        let duration = transitionStyle == .scroll ? ScrollView.scrollAnimationDuration : PageViewController.pageCurlDuration
        change.timer = world.runLoop.scheduledTimer(withTimeInterval: duration, repeats: false) { [weak self] _ in
            guard let self, self.runningChange === change else { return }
            self.runningChange = nil
            self.finish(change, finished: true)
        }
    }

    /// Ends a change: the `viewDid…` callbacks in the style's order (scroll: the new page's `viewDidAppear`
    /// first; page curl: the old page's `viewDidDisappear` first), containment, then the completion.
    func finish(_ change: PendingChange, finished: Bool) {
        if change.drivesAppearance {
            if transitionStyle == .scroll {
                for page in change.incoming { page.endAppearanceTransition() }
                for page in change.outgoing { page.endAppearanceTransition() }
            } else {
                for page in change.outgoing { page.endAppearanceTransition() }
                for page in change.incoming { page.endAppearanceTransition() }
            }
            for page in change.incoming + change.outgoing { page.appearanceDrivenByContainer = false }
        }
        for page in change.outgoing where page.storedParent === self { page.removeFromParent() }
        for page in change.incoming where page.storedParent === self { page.didMove(toParent: self) }
        let completion = change.completion
        change.completion = nil
        completion?(finished)
    }

    /// Ends a running animated change at once.
    func finishRunningChange(finished: Bool) {
        guard let change = runningChange else { return }
        runningChange = nil
        change.timer?.invalidate()
        finish(change, finished: finished)
    }

    // MARK: View

    func performLoadView() {
        let root = View(frame: defaultViewFrame)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let scrollView = queuingScrollView { root.addSubview(scrollView) }
        view = root
        layoutPages()
    }

    /// The area the pages fill: the view, less the page indicator along the bottom when it shows.
    var pageArea: CGRect {
        guard let root = storedView else { return .zero }
        var area = root.bounds
        area.origin = .zero
        if showsPageIndicator { area.size.height = max(0, area.height - PageControl.height) }
        return area
    }

    /// One slot of the scroll style's queuing scroll view: a page and the spacing after it.
    var slotLength: CGFloat {
        navigationOrientation == .horizontal ? pageArea.width + interPageSpacing : pageArea.height + interPageSpacing
    }

    /// Places the scroll view (three slots, the page in the middle), the pages and the indicator.
    func layoutPages() {
        guard let root = storedView else { return }
        let area = pageArea
        if showsPageIndicator {
            let frame = CGRect(x: 0, y: area.maxY, width: root.bounds.width, height: PageControl.height)
            if pageIndicator.superview !== root { root.addSubview(pageIndicator) }
            if pageIndicator.frame != frame { pageIndicator.frame = frame }
        } else if pageIndicator.superview != nil {
            pageIndicator.removeFromSuperview()
        }
        guard let scrollView = queuingScrollView else {
            // Page curl: one page fills the area; two share it with the spine between them.
            let count = CGFloat(max(1, pages.count))
            for (index, page) in pages.enumerated() {
                let view: View = page.view
                let width = area.width / count
                place(view, at: CGRect(x: width * CGFloat(index), y: 0, width: width, height: area.height), in: root)
            }
            return
        }
        let length = slotLength
        let horizontal = navigationOrientation == .horizontal
        let frame = CGRect(x: 0, y: 0, width: horizontal ? length : area.width, height: horizontal ? area.height : length)
        scrollView.whileRecentering {
            if scrollView.frame != frame { scrollView.frame = frame }
            scrollView.contentSize = horizontal ? CGSize(width: length * 3, height: area.height)
                                                : CGSize(width: area.width, height: length * 3)
            if userTurn == nil, scrollView.isRestingForPages {
                scrollView.contentOffset = horizontal ? CGPoint(x: length, y: 0) : CGPoint(x: 0, y: length)
            }
            if let page = pages.first { place(page.view, inSlot: 1, of: scrollView) }
            if let turn = userTurn { place(turn.pending.view, inSlot: turn.side.slot, of: scrollView) }
            updateInsets()
        }
    }

    /// A page's view in slot 0 (before), 1 (current) or 2 (after).
    func place(_ view: View, inSlot slot: Int, of scrollView: ScrollView) {
        let area = pageArea
        let offset = slotLength * CGFloat(slot)
        let frame = navigationOrientation == .horizontal
            ? CGRect(x: offset, y: 0, width: area.width, height: area.height)
            : CGRect(x: 0, y: offset, width: area.width, height: area.height)
        place(view, at: frame, in: scrollView)
    }

    private func place(_ view: View, at frame: CGRect, in container: View) {
        view.autoresizingMask = []
        if view.frame != frame { view.frame = frame }
        if view.superview !== container { container.addSubview(view) }
    }

    /// Negative insets close the slots with no page, so the user cannot scroll past the first or last page.
    func updateInsets() {
        guard let scrollView = queuingScrollView else { return }
        let closedBefore = (cachedBefore ?? nil) == nil ? -slotLength : 0
        let closedAfter = (cachedAfter ?? nil) == nil ? -slotLength : 0
        let insets = navigationOrientation == .horizontal
            ? EdgeInsets(top: 0, left: closedBefore, bottom: 0, right: closedAfter)
            : EdgeInsets(top: closedBefore, left: 0, bottom: closedAfter, right: 0)
        if scrollView.contentInset != insets { scrollView.contentInset = insets }
    }

    // MARK: Page indicator

    /// After a change in code: the data source's count and index (Apple: asked only then).
    func updatePageIndicatorFromDataSource() {
        guard transitionStyle == .scroll, let dataSource else { return setPageIndicator(shown: false) }
        let count = dataSource.presentationCount(for: self)
        guard count > 0 else { return setPageIndicator(shown: false) }
        let index = dataSource.presentationIndex(for: self)
        pageIndicator.numberOfPages = count
        pageIndicator.currentPage = min(max(0, index), count - 1)
        setPageIndicator(shown: true)
    }

    private func setPageIndicator(shown: Bool) {
        guard shown != showsPageIndicator else { return }
        showsPageIndicator = shown
        if isViewLoaded { layoutPages() }
    }
}

// A page taken by another container.
extension PageViewController {
    /// A page, or the pending page of a user's turn, taken by another container (its `addChild` removes it from here,
    /// as UIKit's does): a change in code that moves it ends first (its completion gets `false`); a user's turn that
    /// shows it is dropped; the spread it was in leaves — a `.mid` spine shows two pages or none, so the other page
    /// stops being a child too, with its containment callbacks — and the page view controller shows no page until the
    /// next `setViewControllers`. The taken page's view leaves this controller's view.
    func pageDidLeave(_ child: ViewController) {
        if let change = runningChange, (change.incoming + change.outgoing).contains(where: { $0 === child }) {
            finishRunningChange(finished: false)
        }
        var followers: [ViewController] = []
        if let turn = userTurn, turn.pending === child || turn.current === child {
            userTurn = nil
            queuingScrollView?.stopMotion()
            if turn.drivesAppearance {
                turn.current.appearanceDrivenByContainer = false
                turn.pending.appearanceDrivenByContainer = false
                followers = [turn.current, turn.pending]
            }
            if turn.pending !== child, turn.pending.storedParent === self {
                turn.pending.storedView?.removeFromSuperview()
                turn.pending.willMove(toParent: nil)
                turn.pending.removeFromParent()
            }
        }
        if let root = storedView, let view = child.storedView, view.isDescendant(of: root) { view.removeFromSuperview() }
        if pages.contains(where: { $0 === child }) {
            let others = pages.filter { $0 !== child }
            pages = []
            cachedBefore = nil
            cachedAfter = nil
            for page in others where page.storedParent === self {
                page.willMove(toParent: nil)
                page.storedView?.removeFromSuperview()
                page.removeFromParent()
            }
            if isViewLoaded { layoutPages() }
        }
        // A page whose appearance this controller was driving follows where its view is now.
        for page in followers { page.followWindowPresence() }
    }
}
