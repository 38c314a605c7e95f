import Foundation

// Large titles (iOS 11+, `PlatformProfile.navigationBarLargeTitle`): a bar whose `prefersLargeTitles` is on shows the
// top item's title in a `_UINavigationBarLargeTitleView` band under its 44-pt content view when the item asks for it
// (`largeTitleDisplayMode`), 52 pt more bar that collapses as the top controller's content scrolls up. A navigation
// controller lays the bar out at `preferredBarHeight`, so its children's safe area follows (Docs/Fidelity.md,
// "Device dumps, a further probe").

extension NavigationBar {
    /// The era's large-title metrics, `nil` before iOS 11.
    var largeTitleMetrics: NavigationBarLargeTitleMetrics? { (simulation?.profile ?? .default).navigationBarLargeTitle }

    /// Whether the item at `index` shows a large title: never unless the bar prefers them (UINavigationBar
    /// documentation: "When this property is set to false, the navigation bar displays titles in the standard
    /// format"); `.always` and `.never` say so; `.automatic` follows the item below, the first item a large title
    /// ("An item with largeTitleDisplayMode=Automatic will show or hide the large title based on the request of the
    /// previous navigation item. If the first item pushed is set to Automatic, then it will show the large title if
    /// the navigation bar has requested it", UIKit's `UINavigationItem.h`).
    func showsLargeTitle(at index: Int) -> Bool {
        guard prefersLargeTitles, largeTitleMetrics != nil, let items, items.indices.contains(index) else { return false }
        var shows = true
        for item in items[...index] {
            switch item.largeTitleDisplayMode {
            case .always: shows = true
            case .never: shows = false
            case .automatic: break
            }
        }
        return shows
    }

    /// How much of the large-title band shows now: the top item's (as its content last scrolled it, all of it until
    /// then), 0 when the top item shows no large title.
    var largeTitleBandHeight: CGFloat {
        guard let metrics = largeTitleMetrics, let items, !items.isEmpty, showsLargeTitle(at: items.count - 1) else { return 0 }
        return min(metrics.height, max(0, items[items.count - 1].largeTitleBandHeight ?? metrics.height))
    }

    /// The height a navigation controller gives the bar: 44 pt, plus the large-title band shown.
    var preferredBarHeight: CGFloat { NavigationBar.height + largeTitleBandHeight }

    /// The height of the content view (title and buttons): the bar's, less the large-title band; a bar not (yet) as
    /// tall as that keeps its content in its top 44 pt, the band below.
    var contentHeight: CGFloat {
        let band = largeTitleBandHeight
        return bounds.height >= NavigationBar.height + band ? bounds.height - band : min(bounds.height, NavigationBar.height)
    }

    /// The bar's navigation controller lays it out again (its height may have changed).
    func largeTitleStateDidChange() {
        if let navigation = superview.flatMap(ViewController.owning) as? NavigationController {
            navigation.layoutNavigationChrome()
        }
        rebuild()
    }

    /// After the items changed (a push, a pop, a new stack): the bar's navigation controller lays it out again when
    /// the new top item wants another height (its large title, or none).
    func relayOutIfItsHeightChanged() {
        guard frame.height != preferredBarHeight,
              let navigation = superview.flatMap(ViewController.owning) as? NavigationController else { return }
        navigation.layoutNavigationChrome()
    }

    /// iOS 13+ makes its large-title view only while the bar prefers large titles (a 2021 note: "当
    /// bar.prefersLargeTitles = NO，从父视图移除", with it off the view is removed); iOS 11–12 always have one.
    func installLargeTitleViewIfNeeded() {
        guard installedContentKind == .contentView, largeTitleMetrics != nil else { return }
        let existing = subviews.first { $0 is _UINavigationBarLargeTitleView }
        if prefersLargeTitles, existing == nil, let content = subviews.first(where: { $0 is _UINavigationBarContentView }) {
            insertSubview(NavigationBar.makeLargeTitleView(), belowSubview: content)
        } else if !prefersLargeTitles, let existing {
            existing.removeFromSuperview()
        }
    }

    /// A hidden large-title view holding its empty label, as iOS 11–12 dumps print it: `<_UINavigationBarLargeTitleView:
    /// 0x100911830; frame = (0 0; 0 0); clipsToBounds = YES; hidden = YES; …>` over `<UILabel: 0x10080dde0; frame = (0
    /// 0; 0 0); userInteractionEnabled = NO; …>` (a 2019 log); `<UILabel: 0x7f81cff0b8c0; frame = (0 0; 0 0);
    /// userInteractionEnabled = NO; …>` in it (2018-06-09).
    static func makeLargeTitleView() -> _UINavigationBarLargeTitleView {
        let view = _UINavigationBarLargeTitleView(frame: .zero)
        view.clipsToBounds = true
        view.isHidden = true
        view.addSubview(Label(frame: .zero))
        return view
    }

    /// Places the large-title view: hidden at `(0 0; 0 0)` without a large title; else under the content view,
    /// `(0 44; width band)`, opaque while the band is taller than `visibleAboveHeight`, its label the top item's
    /// title in the 34-pt bold system font at the root views' side margin. The small title in the content view shows
    /// while the large one does not (HIG, Navigation bars: "A large title transitions to a standard title as the user
    /// begins scrolling content").
    func layoutLargeTitle() {
        guard let view = subviews.first(where: { $0 is _UINavigationBarLargeTitleView }) else {
            if titleLabel.alpha != 1 { titleLabel.alpha = 1 }   // the large title went with its view (iOS 13+)
            return
        }
        let label = view.subviews.first as? Label
        let band = largeTitleBandHeight
        let shows = items.map { !$0.isEmpty && showsLargeTitle(at: $0.count - 1) } ?? false
        guard let metrics = largeTitleMetrics, shows else {
            if !view.isHidden || view.frame != .zero {
                view.isHidden = true
                view.frame = .zero
                label?.text = nil
                label?.frame = .zero
            }
            if view.alpha != 1 { view.alpha = 1 }
            if titleLabel.alpha != 1 { titleLabel.alpha = 1 }
            return
        }
        if view.isHidden { view.isHidden = false }
        let frame = CGRect(x: 0, y: contentHeight, width: bounds.width, height: band)
        if view.frame != frame { view.frame = frame }
        let visible = band > metrics.visibleAboveHeight
        if view.alpha != (visible ? 1 : 0) { view.alpha = visible ? 1 : 0 }
        if titleLabel.alpha != (visible ? 0 : 1) { titleLabel.alpha = visible ? 0 : 1 }
        guard let label else { return }
        let font = Font(pointSize: metrics.titleFontSize, name: NavigationBar.largeTitleFontName)
        if label.text != topItem?.displayedTitle { label.text = topItem?.displayedTitle }
        if label.font != font { label.font = font }
        let side = hasWideSystemMargins ? View.regularRootViewSideMargin : View.compactRootViewSideMargin
        // Measured, then placed once (no `sizeToFit()` in a layout pass: bug 111).
        let size = label.sizeThatFits(label.bounds.size)
        // Centred in the whole band, moving up with the band's bottom as it collapses (**ours**: no dump prints the
        // label of a shown large title).
        label.frame = CGRect(x: side, y: band - ((metrics.height + size.height) / 2).rounded(),
                             width: min(size.width, max(0, bounds.width - 2 * side)), height: size.height)
    }

    /// The bold system font's name, as `systemFont(ofSize:weight: .bold)` names it (UIKit's `UIFontWeightBold` is 0.4).
    static let largeTitleFontName = Font.systemFontName + "-W0.4"
}

extension NavigationController {
    /// The scroll view whose offset collapses the large title: the top controller's view when it is one, else its
    /// first subview when that is one (iOS 11–14 track the content scroll view so; a scroll view further back leaves
    /// the title large).
    func largeTitleScrollView() -> ScrollView? {
        guard let view = topViewController?.storedView else { return nil }
        return view as? ScrollView ?? view.subviews.first as? ScrollView
    }

    /// `scrollView` moved: when it is the top controller's content and takes the bar into its adjusted inset, the
    /// large-title band follows its offset: all 52 pt at rest at the top, shrinking point for point as the content
    /// scrolls up past it, none once scrolled by the band (a pull down does not stretch it: **not modelled**). The
    /// band is kept in the top item, so a pop shows the revealed item's band as it was left.
    func contentScrollViewDidScroll(_ scrollView: ScrollView) {
        guard let metrics = navigationBar.largeTitleMetrics, !isTrackingLargeTitle, scrollView === largeTitleScrollView(),
              let items = navigationBar.items, let top = items.last, navigationBar.showsLargeTitle(at: items.count - 1),
              scrollView.safeAreaAdjustment.top > 0 else { return }
        let shown = navigationBar.largeTitleBandHeight
        // The offset at which the band is all shown: the resting offset, less what of the band is hidden now.
        let fullyShownOffset = -(scrollView.adjustedContentInset.top - shown + metrics.height)
        let band = min(metrics.height, max(0, metrics.height - (scrollView.contentOffset.y - fullyShownOffset)))
        guard band.isFinite, band != shown else { return }
        top.largeTitleBandHeight = band
        isTrackingLargeTitle = true
        defer { isTrackingLargeTitle = false }
        layoutNavigationChrome()
        navigationBar.layoutBarContent()
    }
}

extension ScrollView {
    /// Tells the navigation controller whose top controller this scroll view is the content of that it scrolled
    /// (large titles collapse with it). Cheap for every other scroll view: one owner look-up up to two levels.
    func tellNavigationControllerOfScroll() {
        guard simulation?.profile.navigationBarLargeTitle != nil else { return }
        let controller = ViewController.owning(self) ?? superview.flatMap(ViewController.owning)
        guard let navigation = controller?.navigationController, navigation.topViewController === controller else { return }
        navigation.contentScrollViewDidScroll(self)
    }
}
