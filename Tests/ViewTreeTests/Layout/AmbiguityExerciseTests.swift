import Foundation
import Testing
import ViewTree

/// `exerciseAmbiguityInLayout()`: an ambiguous view moves to another frame its constraints allow, and back.
@Suite struct AmbiguityExerciseTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    private func constrainedView() -> View {
        let view = View(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        return view
    }

    @Test func aViewWithAFreeWidthTogglesBetweenTwoWidths() {
        let view = constrainedView()
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        let natural = view.frame
        #expect(view.hasAmbiguousLayout)
        #expect(view.layoutAmbiguity(along: .horizontal) == .size)

        view.exerciseAmbiguityInLayout()
        #expect(view.frame == CGRect(x: 20, y: 30, width: natural.width + View.ambiguityExerciseDistance, height: 40),
                "only the free part moves: the width, by the exercise's distance")
        #expect(view.hasAmbiguousLayout, "the system is unchanged: the view is still ambiguous")

        view.exerciseAmbiguityInLayout()
        #expect(view.frame == natural, "the next call goes back to the system's frame")
    }

    @Test func aDeterminedViewKeepsItsFrame() {
        let view = constrainedView()
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        view.exerciseAmbiguityInLayout()
        #expect(view.frame == CGRect(x: 20, y: 30, width: 50, height: 40))
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func anAutoresizingViewAndADetachedViewKeepTheirFrames() {
        let placed = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        window.addSubview(placed)
        placed.exerciseAmbiguityInLayout()
        #expect(placed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))

        let detached = View(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        detached.translatesAutoresizingMaskIntoConstraints = false
        detached.exerciseAmbiguityInLayout()
        #expect(detached.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func theMoveStopsWhereAnInequalityStopsIt() {
        let view = constrainedView()
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
        ])
        window.layoutIfNeeded()
        let natural = view.frame
        #expect(natural.width >= 10 && natural.width <= 60)
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.width == min(60, natural.width + View.ambiguityExerciseDistance))
        #expect(view.frame.width != natural.width)
        #expect(view.frame.origin == natural.origin && view.frame.height == 10)
    }

    @Test func aCentredViewWithAFreeWidthGrowsAroundItsCentre() {
        let view = constrainedView()
        LayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let natural = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.midX == natural.midX)
        #expect(view.frame.width > natural.width)
        #expect(view.frame.minY == 0 && view.frame.height == 10)
    }

    @Test func aFreePositionMovesAndASiblingTiedToItStays() {
        let free = constrainedView()
        let tied = constrainedView()
        LayoutConstraint.activate([
            free.widthAnchor.constraint(equalToConstant: 30),
            free.heightAnchor.constraint(equalToConstant: 30),
            free.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            tied.leadingAnchor.constraint(equalTo: free.trailingAnchor, constant: 5),
            tied.topAnchor.constraint(equalTo: free.topAnchor),
            tied.widthAnchor.constraint(equalToConstant: 30),
            tied.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        let naturalFree = free.frame
        let naturalTied = tied.frame
        #expect(free.layoutAmbiguity(along: .horizontal) == .position)
        free.exerciseAmbiguityInLayout()
        #expect(free.frame == naturalFree.offsetBy(dx: View.ambiguityExerciseDistance, dy: 0))
        #expect(tied.frame == naturalTied, "only the receiver's frame is set (documented departure)")
        #expect(tied.hasAmbiguousLayout && free.hasAmbiguousLayout)
    }

    @Test func theSystemsFrameComesBackWhenTheSystemChanges() {
        let view = constrainedView()
        let width = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            width,
        ])
        window.layoutIfNeeded()
        let natural = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame != natural)
        width.constant = 12
        window.layoutIfNeeded()
        #expect(view.frame.width >= 12 && view.frame.width < natural.width + View.ambiguityExerciseDistance,
                "the next solve places the view from the system again")
    }

    @Test func exercisingLeavesTheWorldsConstraintsAndDiagnosticsAlone() {
        let view = constrainedView()
        let conflictA = view.heightAnchor.constraint(equalToConstant: 10)
        let conflictB = view.heightAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            conflictA, conflictB,
        ])
        window.layoutIfNeeded()
        let diagnostics = world.diagnostics.count
        let broken = [conflictA.isBroken, conflictB.isBroken]
        #expect(broken.contains(true))
        view.exerciseAmbiguityInLayout()
        view.exerciseAmbiguityInLayout()
        #expect(world.diagnostics.count == diagnostics, "the conflict was reported once, by the world's engine")
        #expect([conflictA.isBroken, conflictB.isBroken] == broken)
    }

    @Test func aFrameSetterThatRemovesTheViewIsSurvived() {
        final class Leaving: View {
            override var frame: CGRect {
                get { super.frame }
                set { super.frame = newValue; removeFromSuperview() }
            }
        }
        let view = Leaving(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        view.exerciseAmbiguityInLayout()
        #expect(view.superview == nil)
        view.exerciseAmbiguityInLayout()
        window.layoutIfNeeded()
        #expect(window.subviews.isEmpty)
    }
}
