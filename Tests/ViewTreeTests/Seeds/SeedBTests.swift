import Foundation
import SeedPorts
import Testing
import ViewTree

/// Article B, "Always show UIScrollView scroll indicators" (claims B4; B1–B3 are in the scroll view tests,
/// B5 in the table view seed tests).
@Suite struct SeedBTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        window.makeKeyAndVisible()
    }

    func overflowingScrollView(tag: Int, content: CGSize = CGSize(width: 375, height: 2000)) -> ScrollView {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.tag = tag
        scroll.contentSize = content
        window.addSubview(scroll)
        return scroll
    }

    @Test func seedB4_categoryKeepsOnlyTaggedScrollViewsIndicatorsVisible() throws {
        world.install(forScrollViewCategory())
        let tagged = overflowingScrollView(tag: noDisableVerticalScrollTag)
        let plain = overflowingScrollView(tag: 0)
        tagged.flashScrollIndicators()
        plain.flashScrollIndicators()
        world.run(until: 5)
        let kept = try #require(tagged.verticalScrollIndicatorView)
        let faded = try #require(plain.verticalScrollIndicatorView)
        #expect(kept.alpha == 1 && kept.presentation().alpha == 1)
        #expect(faded.alpha == 0 && faded.presentation().alpha == 0)
    }

    @Test func seedB4_horizontalTagKeepsTheHorizontalIndicator() throws {
        world.install(forScrollViewCategory())
        let wide = overflowingScrollView(tag: noDisableHorizontalScrollTag, content: CGSize(width: 3 * 375, height: 200))
        wide.flashScrollIndicators()
        world.run(until: 5)
        #expect(try #require(wide.horizontalScrollIndicatorView).alpha == 1)
    }

    @Test func seedB4_withoutOverflowTheIndicatorFadesEvenWhenTagged() throws {
        world.install(forScrollViewCategory())
        let tagged = overflowingScrollView(tag: noDisableVerticalScrollTag)
        tagged.alwaysBounceVertical = true
        tagged.contentSize = CGSize(width: 375, height: 300)
        tagged.flashScrollIndicators()
        world.run(until: 5)
        #expect(try #require(tagged.verticalScrollIndicatorView).alpha == 0)
    }

    @Test func seedB4_everyImageViewRunsTheCategory() {
        var calls = 0
        world.install(Category("Counting", on: ImageView.self).setAlpha { imageView, alpha, callSuper in
            calls += 1
            if keepsIndicatorVisible(imageView, alpha: alpha) { return }
            callSuper(alpha)
        })
        let photo = ImageView(image: Image(name: "photo", size: CGSize(width: 10, height: 10)))
        window.addSubview(photo)
        photo.alpha = 0.5
        photo.alpha = 0
        #expect(calls == 2 && photo.alpha == 0, "an unrelated image view runs the code and is not affected")
    }

    @Test func seedB4_comparingTagGreaterThanIsAValidVariation() throws {
        world.install(Category("ForScrollViewAbove", on: ImageView.self).setAlpha { imageView, alpha, callSuper in
            if let sc = imageView.superview as? ScrollView, sc.tag > 836900, alpha == 0,
               imageView.autoresizingMask == .flexibleLeftMargin, imageView.frame.width < 10,
               sc.frame.height < sc.contentSize.height {
                return
            }
            callSuper(alpha)
        })
        let a = overflowingScrollView(tag: 836950)
        let b = overflowingScrollView(tag: 5)
        a.flashScrollIndicators()
        b.flashScrollIndicators()
        world.run(until: 5)
        #expect(try #require(a.verticalScrollIndicatorView).alpha == 1)
        #expect(try #require(b.verticalScrollIndicatorView).alpha == 0)
    }
}
