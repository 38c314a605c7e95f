import Foundation
import Testing
import ViewTree

/// Issue 11's items 3–5: UIKit behaviours that real view code relies on.
@Suite struct CoreFidelityTests {
    // MARK: 3. Additive animations (iOS 8 and later)

    /// WWDC 2014 session 236: from iOS 8 a second animation of a property that is still animating
    /// adds to the first; both run to their end, and both complete with `finished == true`.
    @Test(arguments: [PlatformProfile.iOS8, .iOS13])
    func aSecondAnimationAddsToTheFirst(profile: PlatformProfile) {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        var results: [String] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 },
                     completion: { results.append("first \($0)") })
        world.run(for: 0.5)
        #expect(v.presentation().center.x == 55)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 205 },
                     completion: { results.append("second \($0)") })
        // No jump: model 205, plus what the first still adds (5 − 105) × 0.5, plus the second's (105 − 205) × 1.
        #expect(v.presentation().center.x == 55)
        world.run(for: 0.25)
        // 205 + (−100 × 0.25) + (−100 × 0.75) = 105
        #expect(abs(v.presentation().center.x - 105) < 1e-9)
        world.run(for: 0.26)
        #expect(results == ["first true"], "the first ran to its end")
        world.run(for: 1)
        #expect(results == ["first true", "second true"])
        #expect(v.presentation().center.x == 205 && v.center.x == 205)
    }

    /// Before iOS 8 the second animation replaces the first, which completes with `false`.
    @Test(arguments: [PlatformProfile.iOS6, .iOS7])
    func beforeIOS8TheSecondAnimationReplacesTheFirst(profile: PlatformProfile) {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        var results: [String] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 },
                     completion: { results.append("first \($0)") })
        world.run(for: 0.5)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 1 },
                     completion: { results.append("second \($0)") })
        #expect(v.presentation().alpha == 0.5, "starts where the first one is")
        world.run(for: 0.1)
        #expect(results == ["first false"])
        world.run(for: 1)
        #expect(results == ["first false", "second true"])
    }

    // MARK: 4. insertSubview relative to a view that is not a subview

    @Test func insertingAboveOrBelowAStrangerStillAddsTheView() throws {
        let world = Simulation()
        let parent = View(frame: .zero)
        let a = View(frame: .zero), b = View(frame: .zero), stranger = View(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        let above = View(frame: .zero), below = View(frame: .zero)
        parent.insertSubview(above, aboveSubview: stranger)
        parent.insertSubview(below, belowSubview: stranger)
        // Both at the front (View.insertBelowNonSiblingGoesToFront: UIKit-cross-platform's suite, run on iOS).
        #expect(parent.subviews == [a, b, above, below], "at the front, in the order they were inserted")
        #expect(above.superview === parent && below.superview === parent)
        #expect(world.diagnostics.isEmpty)
    }

    // MARK: 5. init(frame:) with a negative size

    @Test func aNegativeSizeIsStandardizedAndTheBoundsOriginKeepsIt() {
        let v = View(frame: CGRect(x: 617, y: 325, width: -275, height: -275))
        #expect(v.frame == CGRect(x: 342, y: 50, width: 275, height: 275))
        #expect(v.bounds == CGRect(x: -275, y: -275, width: 275, height: 275))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.addSubview(child)
        // The bounds origin shifts where subviews appear: (0, 0) is 275 pt right and down.
        #expect(child.convert(CGPoint.zero, to: v) == .zero)
        #expect(v.convert(CGPoint.zero, from: child) == CGPoint.zero)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.addSubview(v)
        #expect(v.convert(CGPoint(x: -275, y: -275), to: nil) == CGPoint(x: 342, y: 50),
                "the bounds origin's corner is the frame's")
    }
}
