import Foundation
import Testing
import ViewTree

@Suite struct HierarchyTests {
    func tagged(_ tag: Int) -> View {
        let v = View(frame: .zero)
        v.tag = tag
        return v
    }

    @Test func insertAndReorder() {
        let p = View(frame: .zero)
        let a = tagged(1), b = tagged(2), c = tagged(3), d = tagged(4), e = tagged(5)
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(c, at: 0)
        #expect(p.subviews.map(\.tag) == [3, 1, 2])
        p.insertSubview(d, aboveSubview: c)
        #expect(p.subviews.map(\.tag) == [3, 4, 1, 2])
        p.insertSubview(e, belowSubview: c)
        #expect(p.subviews.map(\.tag) == [5, 3, 4, 1, 2])
        p.bringSubviewToFront(e)
        #expect(p.subviews.map(\.tag) == [3, 4, 1, 2, 5])
        p.sendSubviewToBack(b)
        #expect(p.subviews.map(\.tag) == [2, 3, 4, 1, 5])
        p.exchangeSubview(at: 0, withSubviewAt: 4)
        #expect(p.subviews.map(\.tag) == [5, 3, 4, 1, 2])
        p.insertSubview(a, at: 100)
        #expect(p.subviews.map(\.tag) == [5, 3, 4, 2, 1], "an index past the end is clamped")
    }

    @Test func viewWithTagChecksSelfFirstThenDepthFirst() {
        let root = tagged(1)
        let a = tagged(2), a1 = tagged(7), b = tagged(7)
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(7) === a1, "depth first: a's child before a's sibling")
        #expect(root.viewWithTag(99) == nil)
        #expect(a1.isDescendant(of: root) && a1.isDescendant(of: a1) && !root.isDescendant(of: a1))
    }

    @Test func cyclesAreRejectedAndTheTreeIsKept() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = View(frame: .zero), b = View(frame: .zero)
        window.addSubview(a); a.addSubview(b)
        a.addSubview(a)
        b.addSubview(a)
        b.addSubview(window)
        #expect(window.subviews == [a] && a.subviews == [b] && b.subviews.isEmpty)
        let diagnostics = try #require(window.simulation?.diagnostics)
        #expect(diagnostics.map(\.code) == [.hierarchyCycle, .hierarchyCycle, .hierarchyCycle])
        #expect(diagnostics[1].message.contains("ancestor"))
    }

    @Test func badIndicesAndStrangersAreRejected() throws {
        let window = Window(frame: .zero)
        let a = View(frame: .zero), stranger = View(frame: .zero)
        window.addSubview(a)
        window.exchangeSubview(at: 0, withSubviewAt: 5)
        window.bringSubviewToFront(stranger)
        #expect(window.subviews == [a])
        let codes = try #require(window.simulation?.diagnostics.map(\.code))
        #expect(codes == [.indexOutOfRange, .notASubview])
    }

    @Test func windowStartsHiddenAndBecomesKey() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.isHidden && !window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow && window.window === window)
        #expect(window.simulation?.keyWindow === window)
    }
}
