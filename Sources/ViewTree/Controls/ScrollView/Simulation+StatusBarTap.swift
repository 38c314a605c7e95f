import Foundation

extension Simulation {
    /// A tap on the status bar (UIKit's scroll-to-top gesture): the one scroll view of the key window that is on
    /// screen with `scrollsToTop` set, if its delegate's `scrollViewShouldScrollToTop(_:)` agrees, scrolls to its
    /// top (the content offset's y to `-adjustedContentInset.top`, animated), and its delegate hears
    /// `scrollViewDidScrollToTop(_:)` when it gets there. As UIKit documents, nothing scrolls when more than one
    /// such scroll view is on screen. Returns whether a scroll view started to scroll (or was at its top already).
    @discardableResult
    public func tapStatusBar() -> Bool {
        guard let window = keyWindow else { return false }
        let candidates = Simulation.scrollViewsOnScreen(in: window).filter(\.scrollsToTop)
        guard candidates.count == 1, let scrollView = candidates.first else { return false }
        guard scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return false }
        let top = CGPoint(x: scrollView.contentOffset.x, y: 0 - scrollView.adjustedContentInset.top)   // no -0
        guard top != scrollView.contentOffset else {
            scrollView.delegate?.scrollViewDidScrollToTop(scrollView)
            return true
        }
        scrollView.startScrollAnimation(to: top, in: self, kind: .scrollToTop)
        return true
    }

    /// The scroll views of `window` that are shown: not hidden, not transparent (nor any ancestor), and within
    /// the window's bounds.
    static func scrollViewsOnScreen(in window: Window) -> [ScrollView] {
        var found: [ScrollView] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if let scrollView = view as? ScrollView,
               window.bounds.intersects(scrollView.convert(scrollView.bounds, to: window)) {
                found.append(scrollView)
            }
            stack.append(contentsOf: view.subviews)
        }
        return found
    }
}
