import Foundation
import SeedPorts
import Testing
import ViewTree

/// Article A, "How to make UITextView show its scroll bar by default" (claims A3–A7; A1 and A2 are in
/// the text view and scroll view tests), end to end: the Objective-C ported in `SeedPorts`, run on each
/// platform profile, checked at chosen virtual times.
@Suite struct SeedATests {
    static let longText = (1...40).map { "Line \($0) of a text that is longer than its view" }.joined(separator: "\n")

    /// A window of the given profile with the article's category installed and an `MRATextView` in it.
    struct Scene {
        let world: Simulation
        let window: Window
        let textView: MRATextView

        init(profile: PlatformProfile, category: Bool = true, text: String = SeedATests.longText,
             scrollBarHeight: CGFloat = 60) {
            world = Simulation(profile: profile)
            if category { world.install(mraScrollViewCategory()) }
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            window.makeKeyAndVisible()
            textView = MRATextView()                         // A6: `[[MRATextView alloc] init]`
            textView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            textView.verticalScrollBarH = scrollBarHeight
            textView.text = text
            window.addSubview(textView)
        }

        var vertical: View { textView.verticalScrollIndicatorView! }
        var horizontal: View { textView.horizontalScrollIndicatorView! }

        /// (model alpha, presentation alpha) of the vertical indicator at each time.
        func alphas(at times: [TimeInterval]) -> [(CGFloat, CGFloat)] {
            times.map { t in
                world.run(until: t)
                return (vertical.alpha, vertical.presentation().alpha)
            }
        }
    }

    static let checkTimes: [TimeInterval] = [0.1, 1.4, 1.6, 1.9, 5]

    @Test func seedA3_mraTextViewSetsItsTagAndShowsTheScrollBarOnFlash() throws {
        let scene = Scene(profile: .iOS7)
        #expect(scene.textView.tag == 836913)
        #expect((scene.textView as View) is TextView)
        scene.textView.flashScrollIndicators()
        // showScrollBar: the image view with mask FlexibleLeftMargin got origin.y 0 and alpha 1.
        #expect(scene.vertical.frame.origin.y == 0)
        #expect(scene.vertical.alpha == 1)
        #expect(scene.vertical.frame.height == 60, "the category's setFrame gave it verticalScrollBarH")
    }

    @Test func seedA3_showScrollBarFindsOnlyTheVerticalIndicator() {
        let scene = Scene(profile: .iOS7, category: false)
        scene.textView.isScrollEnabled = true
        scene.textView.showScrollBar()
        #expect(scene.vertical.alpha == 1 && scene.horizontal.alpha == 0)
    }

    @Test func seedA3_withScrollingDisabledFlashDoesNotCallShowScrollBar() {
        let scene = Scene(profile: .iOS7)
        scene.textView.isScrollEnabled = false
        scene.textView.contentOffset = CGPoint(x: 0, y: 100)
        scene.textView.flashScrollIndicators()
        // No `showScrollBar`: the indicator keeps UIKit's own frame (not moved to y 0), and the category's
        // setFrame passes frames through when scrolling is disabled (no verticalScrollBarH).
        #expect(scene.vertical.frame.origin.y > 100)
        #expect(scene.vertical.frame.height != 60)
    }

    @Test(arguments: [(PlatformProfile.iOS7, true), (.iOS13, false)])
    func seedA4_categoryKeepsTheIndicatorWhileContentOverflows(profile: PlatformProfile, keeps: Bool) {
        let scene = Scene(profile: profile)
        scene.textView.flashScrollIndicators()
        let samples = scene.alphas(at: Self.checkTimes)
        if keeps {
            #expect(samples.map(\.0) == [1, 1, 1, 1, 1])
            #expect(samples.dropFirst().map(\.1) == [1, 1, 1, 1])
        } else {
            // iOS 13+: the indicator is not an image view; the category never sees it and it fades.
            #expect(samples[1].1 == 1 && samples[4] == (0, 0))
            #expect(samples[3].1 < 0.05)
        }
    }

    @Test func seedA4_withoutTheCategoryTheIndicatorFadesAsUsual() {
        let scene = Scene(profile: .iOS7, category: false)
        scene.textView.flashScrollIndicators()
        let samples = scene.alphas(at: Self.checkTimes)
        #expect(samples[1] == (1, 1))
        #expect(samples[2].0 == 0 && samples[2].1 > 0 && samples[2].1 < 1, "fading at 1.6 s")
        #expect(samples[4] == (0, 0))
    }

    @Test func seedA4_whenTheTextFitsTheIndicatorFades() {
        let scene = Scene(profile: .iOS7, text: "Short")
        scene.textView.alwaysBounceVertical = true
        scene.textView.flashScrollIndicators()
        scene.world.run(until: 5)
        #expect(scene.vertical.alpha == 0, "frame.height < contentSize.height is false: the category lets it hide")
    }

    @Test func seedA4_refusalIsTheCategorysNotTheSetters() {
        let scene = Scene(profile: .iOS7)
        scene.textView.flashScrollIndicators()
        scene.vertical.alpha = 0
        #expect(scene.vertical.alpha == 1, "any setAlpha:0 on the indicator is refused while overflowing")
        scene.vertical.alpha = 0.5
        #expect(scene.vertical.alpha == 0.5, "other values go through to super")
    }

    @Test func seedA5_setFrameKeepsOriginYNonNegativeAndHeightVerticalScrollBarH() {
        let scene = Scene(profile: .iOS7)
        scene.textView.flashScrollIndicators()
        // Pull the content down beyond the top: UIKit would move the indicator; the category pins it.
        scene.textView.contentOffset = CGPoint(x: 0, y: -40)
        #expect(scene.vertical.frame.height == 60)
        #expect(scene.vertical.frame.origin.y >= -40)
        // Scroll well inside: every frame the scroll view sets gets the fixed height.
        for offset in stride(from: 0, through: 300, by: 50) {
            scene.textView.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            #expect(scene.vertical.frame.height == 60)
        }
        // Not scroll-enabled: the category passes frames through unchanged.
        scene.textView.isScrollEnabled = false
        scene.textView.contentOffset = .zero
        #expect(scene.vertical.frame.height != 60)
    }

    @Test func seedA5_originYBelowZeroBecomesZero() {
        let scene = Scene(profile: .iOS7)
        scene.textView.flashScrollIndicators()   // shown, so the scroll view places it as it scrolls
        // Put the indicator above the top by hand, then let the scroll view place it again.
        View.performWithoutAnimation { scene.vertical.center.y = -100 }
        #expect(scene.vertical.frame.origin.y < 0)
        scene.textView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scene.vertical.frame.origin.y == 0, "`if (self.frame.origin.y < 0) frame.origin.y = 0`")
    }

    @Test func seedA6_usageIsJustInit() {
        let textView = MRATextView()
        #expect(textView.tag == noDisableVerticalScrollTag && textView.frame == .zero)
        #expect(textView.verticalScrollIndicatorView != nil)
    }

    @Test func seedA7_iOS8WithoutTheFixesCannotScrollAndShowsTheBarByDefault() {
        let scene = Scene(profile: .iOS8)
        #expect(scene.textView.contentSize == .zero)
        #expect(!scene.textView.canScrollVertically)
        scene.textView.flashScrollIndicators()
        let samples = scene.alphas(at: Self.checkTimes)
        // Nothing to scroll: the flash shows nothing and schedules no fade, but showScrollBar set alpha 1
        // directly — the bar stays shown by default, as the article reports.
        #expect(samples.allSatisfy { $0 == (1, 1) })
        scene.textView.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50), duration: 0.2)
        scene.world.run(until: 7)
        #expect(scene.textView.contentOffset == .zero, "it cannot scroll")
    }

    @Test func seedA7_iOS8MovingToAWindowHidesTheIndicatorBehindTheCategorysBack() {
        let world = Simulation(profile: .iOS8)
        world.install(mraScrollViewCategory())
        let textView = MRATextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        textView.verticalScrollBarH = 60
        textView.text = SeedATests.longText
        textView.contentSize = CGSize(width: 320, height: 900)   // fix 1 only
        textView.flashScrollIndicators()                        // e.g. in viewDidLoad, before the window
        #expect(textView.verticalScrollIndicatorView?.alpha == 1)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(textView)
        #expect(textView.verticalScrollIndicatorView?.alpha == 0, "`_alpha = 0` written directly: the category could not refuse it")
    }

    @Test(arguments: [(PlatformProfile.iOS7, true), (.iOS8, true), (.iOS13, false)])
    func seedA7_withBothFixesTheTrickWorksAgain(profile: PlatformProfile, keeps: Bool) {
        let world = Simulation(profile: profile)
        world.install(mraScrollViewCategory())
        let textView = MRATextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        textView.verticalScrollBarH = 60
        let owner = MRAOwnerView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), textView: textView)
        owner.setTextFixingContentSize(SeedATests.longText)     // fix 1: contentSize by hand
        textView.flashScrollIndicators()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(owner)                                // fix 2: the owner re-flashes in didMoveToWindow
        #expect(textView.contentSize.height > 200)
        var alphas: [CGFloat] = []
        for t in SeedATests.checkTimes {
            world.run(until: t)
            alphas.append(textView.verticalScrollIndicatorView!.presentation().alpha)
        }
        if keeps {
            #expect(alphas.dropFirst() == [1, 1, 1, 1])
        } else {
            #expect(alphas.last == 0)
        }
    }

    @Test func seedA7_theFirstReadingOfTheBugWouldMakeNoFixWork() {
        // If the fade-out after a flash wrote `_alpha` directly (a custom profile), every flash would end
        // hidden whatever the app does — which contradicts the article's report that its fix works.
        var profile = PlatformProfile.iOS8
        profile.identifier = "ios8-fade-bypass"
        profile.fadeOutBypassesAlphaSetter = true
        let world = Simulation(profile: profile)
        world.install(mraScrollViewCategory())
        let textView = MRATextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        textView.verticalScrollBarH = 60
        let owner = MRAOwnerView(frame: textView.frame, textView: textView)
        owner.setTextFixingContentSize(SeedATests.longText)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(owner)
        world.run(until: 5)
        #expect(textView.verticalScrollIndicatorView?.alpha == 0)
    }
}
