import Foundation
import Testing
import ViewTree

/// Bad input never corrupts the tree: each case keeps the previous state (or does what UIKit does)
/// and, where something was rejected, records a diagnostic naming the view and the reason.
@Suite struct BadInputTests {
    let world = Simulation()
    let window: Window

    init() { window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world) }

    func assertConsistent(_ root: View) {
        var stack = [root]
        while let v = stack.popLast() {
            for s in v.subviews {
                #expect(s.superview === v)
                #expect(s.window === v.window)
                stack.append(s)
            }
            #expect(Set(v.subviews.map(ObjectIdentifier.init)).count == v.subviews.count)
        }
    }

    @Test func aLayoutThatMovesViewsAroundLeavesAConsistentTree() {
        final class Shuffler: View {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                guard let first = subviews.first else { return }
                first.removeFromSuperview()
                addSubview(first)
                if passes == 1 { subviews.last?.addSubview(View(frame: .zero)) }
            }
        }
        let shuffler = Shuffler(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        for i in 0..<3 {
            let v = View(frame: .zero)
            v.tag = i
            shuffler.addSubview(v)
        }
        window.addSubview(shuffler)
        window.layoutIfNeeded()
        assertConsistent(window)
        #expect(shuffler.subviews.count == 3)
    }

    @Test func aViewThatReAddsItselfFromWillMoveToSuperview() {
        final class Clingy: View {
            weak var home: View?
            override func willMove(toSuperview newSuperview: View?) {
                if newSuperview == nil, let home, superview !== home { home.addSubview(self) }
            }
        }
        let home = View(frame: .zero), away = View(frame: .zero)
        window.addSubview(home)
        window.addSubview(away)
        let clingy = Clingy(frame: .zero)
        clingy.home = home
        away.addSubview(clingy)
        clingy.removeFromSuperview()
        assertConsistent(window)
        #expect(clingy.superview === home, "the callback moved it; the removal did not undo that")
    }

    @Test func theReadmeExampleHolds() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scrollView)
        scrollView.flashScrollIndicators()
        world.run(until: 1.0)
        #expect(scrollView.verticalScrollIndicatorView?.presentation().alpha == 1)
        world.run(until: 2.0)
        #expect(scrollView.verticalScrollIndicatorView?.presentation().alpha == 0)
    }
}
