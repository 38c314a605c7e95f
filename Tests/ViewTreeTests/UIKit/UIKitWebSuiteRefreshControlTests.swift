// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// `UIRefreshControl` as UIKitWeb's `RefreshControlTests` and its "UIScrollView" note record it (iOS 26
/// simulator): a user's pull past the control's height refreshes and sends `.valueChanged`, the content rests
/// under the control while it refreshes and returns when it ends, `beginRefreshing()` sends nothing and does
/// not scroll. Rows in Docs/Fidelity.md, "Behaviours checked against UIKitWeb's notes and suite".
@Suite struct UIKitWebSuiteRefreshControlTests {
    func refreshing(profile: PlatformProfile) -> (TestWorld, UIScrollView, UIRefreshControl, () -> Int) {
        let t = TestWorld(profile: profile, windowSize: CGSize(width: 320, height: 400))
        let scroll = UIScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        t.window.addSubview(scroll)
        let control = UIRefreshControl()
        final class Counter { var value = 0 }
        let count = Counter()
        control.addAction(UIAction { _ in count.value += 1 }, for: .valueChanged)
        scroll.refreshControl = control
        return (t, scroll, control, { count.value })
    }

    @Test func aPullPastTheControlRefreshesAndTheContentRestsUnderItUntilItEnds() {
        let (t, scroll, control, refreshes) = refreshing(profile: .iOS13)
        #expect(scroll.adjustedContentInset.top == 0)
        drag(scroll, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 140))   // a short pull lets go
        t.run(for: 1)
        #expect(refreshes() == 0 && !control.isRefreshing && scroll.contentOffset.y == 0)

        drag(scroll, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(refreshes() == 1 && control.isRefreshing)
        t.run(for: 2)
        #expect(scroll.adjustedContentInset.top == 60 && scroll.contentInset.top == 0)   // iOS 11+: the adjusted inset
        #expect(scroll.contentOffset.y == -60)                                           // resting under the control
        control.endRefreshing()
        t.run(for: 1)
        #expect(!control.isRefreshing && scroll.adjustedContentInset.top == 0 && scroll.contentOffset.y == 0)
    }

    @Test func beginRefreshingFromCodeSendsNothingAndDoesNotScroll() {
        let (t, scroll, control, refreshes) = refreshing(profile: .iOS13)
        control.beginRefreshing()
        t.run(for: 1)
        #expect(refreshes() == 0 && control.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 60 && scroll.contentOffset.y == 0)
        control.endRefreshing()
        #expect(scroll.adjustedContentInset.top == 0 && scroll.contentOffset.y == 0)
    }

    /// Before iOS 11 the refreshing control grew the scroll view's own `contentInset` (the iOS 7 reports of
    /// `UIRefreshControl` "automatically adjusts the contentInset"), and gave it back when it ended.
    @Test func beforeIOS11TheRefreshingControlGrowsTheContentInsetItself() {
        let (t, scroll, control, refreshes) = refreshing(profile: .iOS7)
        scroll.contentInset.top = 64
        scroll.contentOffset.y = -64
        drag(scroll, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(refreshes() == 1)
        t.run(for: 2)
        #expect(scroll.contentInset.top == 124 && scroll.contentOffset.y == -124)
        control.endRefreshing()
        t.run(for: 1)
        #expect(scroll.contentInset.top == 64 && scroll.contentOffset.y == -64)
    }
}
