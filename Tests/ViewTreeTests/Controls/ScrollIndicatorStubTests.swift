import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Fresh indicators are idle stubs in the bottom-right corner whatever their alpha (found by the fuzzer:
/// with a category that refuses `alpha = 0`, they used to keep the image's size at the origin).
@Suite struct ScrollIndicatorStubTests {
    @Test func aCategoryThatRefusesAlphaZeroStillGetsStubFrames() throws {
        let world = Simulation(profile: .iOS8)
        world.install(Category("RefuseAlphaZero", on: ImageView.self).setAlpha { _, alpha, callSuper in
            if alpha <= 0 { return }
            callSuper(alpha)
        })
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 61, height: 0.5))   // joins the current world
        #expect(scroll.simulation === world)
        let vertical = try #require(scroll.verticalScrollIndicatorView)
        let horizontal = try #require(scroll.horizontalScrollIndicatorView)
        #expect(vertical.alpha == 1)                                            // refused: still visible
        // iOS 8: 3.5 pt thick, 7 pt long, flush with the bottom-right corner (sticking out of a 0.5-pt view).
        #expect(vertical.frame == CGRect(x: 57.5, y: -6.5, width: 3.5, height: 7))
        #expect(horizontal.frame == CGRect(x: 54, y: -3, width: 7, height: 3.5))
    }
}
