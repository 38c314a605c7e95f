import Foundation
import Testing
import ViewTree

@Suite struct PlatformProfileTests {
    func scrollView(in profile: PlatformProfile, size: CGSize = CGSize(width: 320, height: 480),
                    content: CGSize = CGSize(width: 320, height: 960)) -> (Simulation, ScrollView) {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(origin: .zero, size: size), simulation: world)
        let scroll = ScrollView(frame: CGRect(origin: .zero, size: size))
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area in these numbers
        scroll.contentSize = content
        window.addSubview(scroll)
        // As on screen: an iOS 13+ scroll view makes its indicators by its first layout pass.
        if profile.scrollIndicatorsCreatedLazily { window.layoutIfNeeded() }
        return (world, scroll)
    }

    @Test(arguments: [
        // profile, expected vertical indicator frame for a 320 × 480 view with 960 pt of content at offset 0
        // (after a flash, which lays the indicators out)
        (PlatformProfile.iOS6, CGRect(x: 313, y: 0, width: 7, height: 240)),
        (PlatformProfile.iOS7, CGRect(x: 316.5, y: 0, width: 3.5, height: 240)),
        (PlatformProfile.iOS8, CGRect(x: 316.5, y: 0, width: 3.5, height: 240)),
        (PlatformProfile.iOS10, CGRect(x: 314.5, y: 3, width: 2.5, height: 237)),
        (PlatformProfile.iOS11, CGRect(x: 314.5, y: 3, width: 2.5, height: 237)),
        (PlatformProfile.iOS13, CGRect(x: 314, y: 3, width: 3, height: 237)),
    ])
    func indicatorGeometryPerProfile(profile: PlatformProfile, expected: CGRect) throws {
        let (_, scroll) = scrollView(in: profile)
        scroll.flashScrollIndicators()
        let indicator = try #require(scroll.verticalScrollIndicatorView)
        #expect(indicator.frame == expected)
        #expect(indicator.autoresizingMask == .flexibleLeftMargin)
        #expect(scroll.horizontalScrollIndicatorView?.autoresizingMask == .flexibleTopMargin)
    }

    @Test(arguments: PlatformProfile.all)
    func indicatorsAreImageViewsUntilIOS13(profile: PlatformProfile) throws {
        let (_, scroll) = scrollView(in: profile)
        let indicator = try #require(scroll.verticalScrollIndicatorView)
        if profile.indicatorKind == .imageView {
            #expect(indicator is ImageView)
            #expect(indicator.subviews.isEmpty)
        } else {
            #expect(!(indicator is ImageView))
            #expect(String(describing: type(of: indicator)) == "_UIScrollViewScrollIndicator")
            #expect(indicator.subviews.count == 1, "a child fill view")
        }
        // Last, horizontal first (iOS 6–12); iOS 13+ as UIKit 26.1 leaves them, vertical below horizontal.
        let front = profile.scrollIndicatorsReorderedWhenAdjusted
            ? [scroll.verticalScrollIndicatorView, scroll.horizontalScrollIndicatorView]
            : [scroll.horizontalScrollIndicatorView, scroll.verticalScrollIndicatorView]
        #expect(scroll.subviews.suffix(2) == front.compactMap { $0 })
    }

    @Test func iOS13MinimumLengthIsSevenPoints() throws {
        let (_, scroll) = scrollView(in: .iOS13, content: CGSize(width: 320, height: 1_000_000))
        scroll.flashScrollIndicators()
        #expect(try #require(scroll.verticalScrollIndicatorView).frame.height == 7)
        let (_, older) = scrollView(in: .iOS11, content: CGSize(width: 320, height: 1_000_000))
        older.flashScrollIndicators()
        #expect(try #require(older.verticalScrollIndicatorView).frame.height == 37)
    }

    @Test func aScrollViewMadeBeforeJoiningTakesItsWorldsProfile() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.verticalScrollIndicatorView is ImageView)
        let window = Window(frame: .zero, simulation: Simulation(profile: .iOS13))
        window.addSubview(scroll)
        // iOS 13+ makes indicators lazily: the ones made for the default profile go, and the world's kind
        // comes at the first layout pass (`scrollIndicatorsCreatedLazily`).
        #expect(scroll.subviews.isEmpty)
        window.layoutIfNeeded()
        #expect(scroll.verticalScrollIndicatorView != nil && !(scroll.verticalScrollIndicatorView is ImageView))
        #expect(scroll.subviews.count == 2)
    }

    @Test(arguments: PlatformProfile.all)
    func flashTimingIsTheProfiles(profile: PlatformProfile) throws {
        let (world, scroll) = scrollView(in: profile)
        let indicator = try #require(scroll.verticalScrollIndicatorView)
        scroll.flashScrollIndicators()
        world.run(until: profile.flashHoldDuration - 0.01)
        #expect(indicator.presentation().alpha == 1)
        world.run(until: profile.flashHoldDuration + profile.indicatorFadeOutDuration + 1.0 / 60)
        #expect(indicator.presentation().alpha == 0)
    }

    @Test func namedProfiles() {
        #expect(PlatformProfile.named("ios13") == .iOS13)
        #expect(PlatformProfile.named("IOS8") == .iOS8)
        #expect(PlatformProfile.named("ios5") == nil)
        #expect(PlatformProfile.default == .iOS11)
        #expect(PlatformProfile.named("ios9") == .iOS10 && PlatformProfile.named("ios12") == .iOS11)
        #expect(PlatformProfile.named("ios16") == .iOS13)
        #expect(PlatformProfile.iOS8.windowMoveHidesIndicatorsDirectly && !PlatformProfile.iOS7.windowMoveHidesIndicatorsDirectly)
        #expect(PlatformProfile.all.allSatisfy { !$0.fadeOutBypassesAlphaSetter })
        #expect(PlatformProfile.iOS8.textViewContentSizeStaysZero)
    }
}
