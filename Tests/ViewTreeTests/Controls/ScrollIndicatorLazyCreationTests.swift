import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// iOS 13+ scroll views make their indicators lazily (`PlatformProfile.scrollIndicatorsCreatedLazily`; the
/// evidence is in Docs/Fidelity.md, "When UIKit lays an indicator out"): none at `init`, then each missing one,
/// horizontal first, at a layout pass, a real offset change, a flash, the end of a drag, a new system inset or
/// a `shows…` flag turning on. iOS 6–12 make both with the scroll view.
@Suite struct ScrollIndicatorLazyCreationTests {
    /// The classes of a scroll view's subviews, back to front.
    private func classes(_ scroll: ScrollView) -> [String] {
        scroll.subviews.map { String(describing: type(of: $0)) }
    }

    @Test func anIOS13ScrollViewIsMadeWithoutIndicatorsAndAnIOS12OneWithBoth() {
        let lazyWorld = Simulation(profile: .iOS13)
        let lazy = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(lazy.simulation === lazyWorld)
        #expect(lazy.subviews.isEmpty)
        #expect(lazy.verticalScrollIndicatorView == nil && lazy.horizontalScrollIndicatorView == nil)
        let eagerWorld = Simulation(profile: .iOS11)
        let eager = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(eager.simulation === eagerWorld)
        #expect(eager.subviews.count == 2)
        #expect(eager.horizontalScrollIndicatorView != nil && eager.verticalScrollIndicatorView != nil)
    }

    /// Made horizontal first, then put vertical below horizontal as UIKit 26.1's adjustment ends
    /// (`scrollIndicatorsReorderedWhenAdjusted`; RxStudy's older dump keeps the creation order).
    @Test func aLayoutPassMakesBothHiddenIdleStubsVerticalBelowHorizontal() throws {
        let world = Simulation(profile: .iOS13)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scroll.simulation === world)
        let content = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        scroll.addSubview(content)
        #expect(scroll.subviews.count == 1)
        scroll.setNeedsLayout()
        scroll.layoutIfNeeded()
        let horizontal = try #require(scroll.horizontalScrollIndicatorView)
        let vertical = try #require(scroll.verticalScrollIndicatorView)
        #expect(scroll.subviews.map(ObjectIdentifier.init) == [content, vertical, horizontal].map(ObjectIdentifier.init))
        #expect(horizontal.alpha == 0 && vertical.alpha == 0)
        // The iOS 13+ stubs: 3 pt thick, 7 pt long, 3 pt from the corner (`(290 435; 7 3)`-style frames).
        #expect(horizontal.frame == CGRect(x: 290, y: 394, width: 7, height: 3))
        #expect(vertical.frame == CGRect(x: 294, y: 390, width: 3, height: 7))
        #expect(horizontal.autoresizingMask == .flexibleTopMargin && vertical.autoresizingMask == .flexibleLeftMargin)
        // A second pass makes nothing more.
        scroll.setNeedsLayout()
        scroll.layoutIfNeeded()
        #expect(scroll.subviews.count == 3)
    }

    @Test func aContentSizeChangeMakesNoneAndARealOffsetChangeMakesThemAfterTheDelegateHears() {
        let world = Simulation(profile: .iOS13)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scroll.simulation === world)
        final class Seen: ScrollViewDelegate {
            var subviewCounts: [Int] = []
            func scrollViewDidScroll(_ scrollView: ScrollView) { subviewCounts.append(scrollView.subviews.count) }
        }
        let seen = Seen()
        scroll.delegate = seen
        scroll.contentSize = CGSize(width: 300, height: 1000)
        #expect(scroll.subviews.isEmpty)                 // `setContentSize:` does not call `_adjustScrollerIndicators…`
        scroll.contentOffset = .zero                       // not a change
        #expect(scroll.subviews.isEmpty)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(seen.subviewCounts == [0])                 // told before the indicators are made
        #expect(scroll.horizontalScrollIndicatorView != nil && scroll.verticalScrollIndicatorView != nil)
        #expect(scroll.verticalScrollIndicatorView?.alpha == 0)   // made, not shown
    }

    @Test func aFlashMakesThemEvenWhenNothingCanScroll() {
        let world = Simulation(profile: .iOS13)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scroll.simulation === world)
        scroll.flashScrollIndicators()
        #expect(scroll.subviews.count == 2)
        #expect(scroll.verticalScrollIndicatorView?.alpha == 0)
    }

    @Test func turningAFlagOffRemovesThatAxisOnlyAndOnMakesTheMissingOnes() {
        let world = Simulation(profile: .iOS13)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scroll.simulation === world)
        scroll.showsVerticalScrollIndicator = false        // nothing to remove, nothing made
        #expect(scroll.subviews.isEmpty)
        scroll.setNeedsLayout()
        scroll.layoutIfNeeded()
        #expect(scroll.horizontalScrollIndicatorView != nil && scroll.verticalScrollIndicatorView == nil)
        let horizontal = scroll.horizontalScrollIndicatorView
        scroll.showsVerticalScrollIndicator = true         // made at once, the horizontal one kept
        #expect(scroll.verticalScrollIndicatorView != nil)
        #expect(scroll.horizontalScrollIndicatorView === horizontal)
        scroll.showsHorizontalScrollIndicator = false      // removes the horizontal one only
        #expect(scroll.horizontalScrollIndicatorView == nil && horizontal?.superview == nil)
        #expect(scroll.subviews.count == 1)
        // iOS 11–12 rebuild both on any flag change (unchanged).
        let eagerWorld = Simulation(profile: .iOS11)
        let eager = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(eager.simulation === eagerWorld)
        let oldVertical = eager.verticalScrollIndicatorView
        eager.showsHorizontalScrollIndicator = false
        #expect(eager.subviews.count == 1 && eager.verticalScrollIndicatorView !== oldVertical)
    }

    @Test func aScrollViewMadeOutsideAnyWorldDropsItsIndicatorsOnJoiningAnIOS13One() {
        #expect(Simulation.current == nil)   // each test runs in its own task, with no world yet
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scroll.simulation == nil)
        #expect(classes(scroll) == ["ImageView", "ImageView"])   // made for the default profile (iOS 11–12)
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(window.simulation === world)
        window.addSubview(scroll)
        #expect(scroll.subviews.isEmpty)
        window.layoutIfNeeded()
        #expect(classes(scroll) == ["_UIScrollViewScrollIndicator", "_UIScrollViewScrollIndicator"])
    }

    @Test func aNewSystemInsetMakesThemWithoutALayoutPass() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 812))
        t.window.rootViewController = ViewController()      // a window has a safe area once it has a root controller
        // Below the notch, down to the home indicator: only the bottom inset comes, so the offset stays.
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 712))
        scroll.contentInsetAdjustmentBehavior = .never
        t.window.addSubview(scroll)
        #expect(scroll.subviews.isEmpty)
        scroll.contentInsetAdjustmentBehavior = .always    // the safe area joins the insets
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.subviews.count == 2)
        #expect(scroll.verticalScrollIndicatorView?.alpha == 0)
    }

    @Test func aNewStyleReplacesOnlyTheIndicatorsAlreadyMade() {
        let world = Simulation(profile: .iOS13)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scroll.simulation === world)
        scroll.indicatorStyle = .white
        #expect(scroll.subviews.isEmpty)
        scroll.showsHorizontalScrollIndicator = false
        scroll.setNeedsLayout()
        scroll.layoutIfNeeded()
        let vertical = scroll.verticalScrollIndicatorView
        #expect(vertical != nil)
        scroll.indicatorStyle = .black
        #expect(scroll.subviews.count == 1)
        #expect(scroll.verticalScrollIndicatorView != nil && scroll.verticalScrollIndicatorView !== vertical)
    }
}
