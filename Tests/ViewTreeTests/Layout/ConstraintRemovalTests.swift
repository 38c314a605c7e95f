import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `removeFromSuperview()` "removes any constraints that refer to the view you are removing, or that refer to any view
/// in the subtree of the view you are removing" (Apple's documentation): those the old superview and its ancestors
/// hold. A view's own constraints and its subtree's go with it.
@Suite struct ConstraintRemovalTests {
    /// A window with `container` (200 × 200) holding `a` (with a subview `inner`) and `b`.
    private struct Scene {
        let t = TestWorld()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = View(), b = View(), inner = View()

        init() {
            t.window.addSubview(container)
            for v in [a, b, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
            container.addSubview(a)
            container.addSubview(b)
            a.addSubview(inner)
        }
    }

    @Test func removingAViewDropsTheConstraintsItsAncestorsHoldOnItsSubtree() {
        let s = Scene()
        let toSibling = s.a.leadingAnchor.constraint(equalTo: s.b.trailingAnchor, constant: 8)
        let toContainer = s.a.topAnchor.constraint(equalTo: s.container.topAnchor, constant: 20)
        let innerToSibling = s.inner.widthAnchor.constraint(equalTo: s.b.widthAnchor)
        let ownWidth = s.a.widthAnchor.constraint(equalToConstant: 50)
        let innerToA = s.inner.centerXAnchor.constraint(equalTo: s.a.centerXAnchor)
        let unrelated = s.b.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([toSibling, toContainer, innerToSibling, ownWidth, innerToA, unrelated])
        #expect(s.container.constraints.count == 3, "the unrelated width is held by b")
        s.a.removeFromSuperview()
        #expect(!toSibling.isActive && !toContainer.isActive && !innerToSibling.isActive)
        #expect(ownWidth.isActive && innerToA.isActive, "held inside the removed subtree: they go with it")
        #expect(unrelated.isActive)
        #expect(s.container.constraints.count == 0 && s.a.constraints.count == 2)
        s.container.addSubview(s.a)
        #expect(!toSibling.isActive, "adding the view again does not bring them back")
    }

    @Test func aConstraintToTheRemovedViewsGuidesGoesToo() {
        let s = Scene()
        let toMargins = s.b.leadingAnchor.constraint(equalTo: s.a.layoutMarginsGuide.leadingAnchor)
        let toSafeArea = s.b.topAnchor.constraint(equalTo: s.a.safeAreaLayoutGuide.topAnchor)
        LayoutConstraint.activate([toMargins, toSafeArea])
        s.a.removeFromSuperview()
        #expect(!toMargins.isActive && !toSafeArea.isActive)
    }

    @Test func movingAViewToAnotherSuperviewDropsThemAsARemovalWould() {
        let s = Scene()
        let toSibling = s.a.leadingAnchor.constraint(equalTo: s.b.trailingAnchor, constant: 8)
        toSibling.isActive = true
        let other = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.container.addSubview(other)
        other.addSubview(s.a)
        #expect(!toSibling.isActive)
        #expect(s.t.simulation.diagnostics.isEmpty)
    }

    @Test func reorderingSubviewsKeepsEveryConstraint() {
        let s = Scene()
        let toSibling = s.a.leadingAnchor.constraint(equalTo: s.b.trailingAnchor, constant: 8)
        toSibling.isActive = true
        s.container.bringSubviewToFront(s.a)
        s.container.sendSubviewToBack(s.a)
        s.container.addSubview(s.a)                         // already its subview: only moved to the front
        s.container.insertSubview(s.a, belowSubview: s.b)
        s.container.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(toSibling.isActive)
    }

    @Test func theLayoutFollowsTheRemovedConstraint() {
        let s = Scene()
        let width = s.b.widthAnchor.constraint(equalTo: s.a.widthAnchor)
        let fallback = s.b.widthAnchor.constraint(equalToConstant: 40)
        fallback.priority = .defaultLow
        LayoutConstraint.activate([
            s.a.widthAnchor.constraint(equalToConstant: 120), width, fallback,
            s.b.heightAnchor.constraint(equalToConstant: 10),
            s.b.leadingAnchor.constraint(equalTo: s.container.leadingAnchor),
            s.b.topAnchor.constraint(equalTo: s.container.topAnchor),
        ])
        s.container.layoutIfNeeded()
        #expect(s.b.frame.width == 120)
        s.a.removeFromSuperview()
        s.container.layoutIfNeeded()
        #expect(s.b.frame.width == 40)
    }

    /// A chain `depth` views deep in the scene's container, top first.
    private func chain(_ depth: Int, in parent: View) -> [View] {
        var views: [View] = []
        var current = parent
        for _ in 0..<depth {
            let next = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            current.addSubview(next)
            views.append(next)
            current = next
        }
        return views
    }

    /// Bug 49 (Reliability.md): every removal walked all the way up looking for constraints, so tearing a deep tree
    /// down leaf first was quadratic (20,000 levels: 14.6 s in a debug build). Leaves no constraint named, and worlds
    /// where no view holds one, skip the walk; what the walk must find it still finds.
    @Test func tearingADeepChainDownLeafFirstStillRemovesWhatNamesALeaf() {
        let s = Scene()
        let views = chain(20_000, in: s.b)
        let top = s.a.widthAnchor.constraint(equalTo: s.b.widthAnchor)        // a holder in the world
        let deepLeaf = views[views.count - 1]
        deepLeaf.translatesAutoresizingMaskIntoConstraints = false
        let namesLeaf = deepLeaf.widthAnchor.constraint(equalTo: s.a.widthAnchor)  // held by the container
        LayoutConstraint.activate([top, namesLeaf])
        for view in views.reversed() { view.removeFromSuperview() }
        #expect(!namesLeaf.isActive, "the leaf was named: its removal found the container's constraint")
        #expect(top.isActive)
        #expect(s.b.subviews.isEmpty)
    }

    @Test func aDeepChainInAWorldWithoutConstraintsTearsDownEitherWay() {
        let s = Scene()
        let views = chain(20_000, in: s.b)
        for view in views.reversed() where view.subviews.isEmpty { view.removeFromSuperview() }
        let again = chain(20_000, in: s.b)
        for view in again { view.removeFromSuperview() }                    // top first: each leaves a root
        #expect(s.b.subviews.isEmpty && views.allSatisfy { $0.superview == nil })
    }
}
