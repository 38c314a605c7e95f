import Foundation
import Testing
import ViewTree

@Suite struct HitTestingTests {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = View(frame: CGRect(x: 40, y: 40, width: 60, height: 60))

    init() {
        root.addSubview(back)
        root.addSubview(front)
    }

    @Test func frontMostSubviewWins() {
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === root)
    }

    @Test func farEdgeIsOutside() {
        #expect(root.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 99.9, y: 0), with: nil) === front || root.hitTest(CGPoint(x: 99.9, y: 0), with: nil) === root)
        #expect(back.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!back.point(inside: CGPoint(x: 60, y: 0), with: nil))
    }

    @Test(arguments: ["hidden", "disabled", "transparent"])
    func skippedViews(reason: String) {
        switch reason {
        case "hidden": front.isHidden = true
        case "disabled": front.isUserInteractionEnabled = false
        default: front.alpha = 0.009
        }
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    @Test func alphaAtThresholdIsStillHit() {
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    }

    @Test func scrolledBoundsAreHonoured() {
        root.bounds.origin = CGPoint(x: 0, y: 40)
        // Window point (10, 10) is content point (10, 50): inside back (0…60) and outside front (starts at x 40).
        #expect(root.hitTest(CGPoint(x: 10, y: 50), with: nil) === back)
    }

    @Test func overridesOfPointInsideAreUsed() {
        final class Big: View {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let big = Big(frame: CGRect(x: 80, y: 80, width: 5, height: 5))
        root.addSubview(big)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === big)
    }
}
