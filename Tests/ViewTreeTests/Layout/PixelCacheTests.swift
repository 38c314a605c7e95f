import Foundation
import Testing
@testable import ViewTree

/// The marking rounds to pixels only the components the solver changed since the box's last
/// solved frame and keeps the others' (`LayoutEngine.solvedFrameOfMarking`): after any sequence of
/// fractional constant changes, each touching one component of some boxes, every frame must be,
/// bit for bit, the solver's values of all four components rounded afresh. (Not compared with the
/// reference mode's: a rebuild's solve may differ from the in-place one in the last bit, which
/// decides a value that lands on a pixel half.)
@Suite struct PixelCacheTests {
    final class Chain {
        let world = Simulation()
        let window: Window
        var views: [View] = []
        var constraints: [LayoutConstraint] = []

        init(rebuilds: Bool) {
            world.layoutEngine.rebuildsOnEveryChange = rebuilds
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), simulation: world)
            window.makeKeyAndVisible()
            for i in 0..<12 {
                let view = View(frame: .zero)
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                let top = i == 0 ? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
                    : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor, constant: 8)
                // x, width, height and y each come from their own constant (every fourth view's
                // leading follows the previous view's trailing, so x changes spread too).
                let leading = i % 4 == 3 ? view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: -200)
                    : view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16)
                constraints += [leading, view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 44), top]
                views.append(view)
            }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
        }
    }

    @Test func fractionalChangesOfSingleComponentsGiveFreshlyRoundedFrames() {
        let chain = Chain(rebuilds: false)
        let engine = chain.world.layoutEngine
        let scale = Double(chain.world.profile.screenScale)
        var state: UInt64 = 7
        for step in 0..<400 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let index = Int(state >> 33) % chain.constraints.count
            // Thirds and odd fractions: values that land near pixel halves at 2× and 3×.
            let constant = CGFloat(Int(state >> 20) % 600) / 3 * (index % 4 == 0 ? -0.37 : 1) + 0.25
            chain.constraints[index].constant = constant
            chain.window.layoutIfNeeded()
            for view in chain.views {
                guard let box = engine.boxes[ObjectIdentifier(view)] else {
                    Issue.record("step \(step): no box")
                    continue
                }
                // Every component rounded afresh from the solver's values.
                let fresh = engine.solvedFrame(box, scale)
                if view.frame.origin.x.bitPattern != fresh.origin.x.bitPattern || view.frame.origin.y.bitPattern != fresh.origin.y.bitPattern
                    || view.frame.size.width.bitPattern != fresh.size.width.bitPattern
                    || view.frame.size.height.bitPattern != fresh.size.height.bitPattern {
                    Issue.record("step \(step): \(view.frame), rounded afresh \(fresh)")
                }
            }
        }
        #expect(engine.pendingPlacementCount > 0)
    }
}
