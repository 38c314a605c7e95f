import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `alignmentRectInsets` is app code the layout engine calls while it builds its rows: an override that changes the
/// tree or the constraints from inside must not corrupt the engine, hang, or crash.
@Suite struct AlignmentInsetsHostileTests {
    /// Insets whose getter runs `sideEffect` every time the engine asks.
    final class MeddlingView: View {
        var sideEffect: (MeddlingView) -> Void = { _ in }
        var calls = 0
        override var alignmentRectInsets: EdgeInsets {
            calls += 1
            if calls < 1_000 { sideEffect(self) }
            return EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }
    }

    private func scene(_ sideEffect: @escaping (MeddlingView) -> Void) -> (TestWorld, View, MeddlingView, [LayoutConstraint]) {
        let t = TestWorld()
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        t.window.addSubview(container)
        let meddler = MeddlingView(frame: .zero)
        meddler.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(meddler)
        let constraints = [
            meddler.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            meddler.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            meddler.widthAnchor.constraint(equalToConstant: 100),
            meddler.heightAnchor.constraint(equalToConstant: 50),
        ]
        LayoutConstraint.activate(constraints)
        meddler.sideEffect = sideEffect
        return (t, container, meddler, constraints)
    }

    @Test func insetsThatRemoveTheirViewDuringLayout() {
        let (t, container, meddler, _) = scene { $0.removeFromSuperview() }
        t.window.layoutIfNeeded()
        t.window.layoutIfNeeded()
        #expect(meddler.superview == nil && container.subviews.isEmpty)
        #expect(container.constraints.isEmpty, "its removal took the container's constraints on it")
    }

    @Test func insetsThatDeactivateAndReactivateConstraintsDuringLayout() {
        var flip = false
        let (t, _, meddler, constraints) = scene { _ in }
        meddler.sideEffect = { _ in
            flip.toggle()
            if flip { LayoutConstraint.deactivate(constraints) } else { LayoutConstraint.activate(constraints) }
        }
        t.window.layoutIfNeeded()
        t.simulation.run(for: 1)
        t.window.layoutIfNeeded()
        #expect(meddler.frame.width.isFinite && meddler.frame.height.isFinite)
    }

    @Test func insetsThatInvalidateTheirOwnSizeDuringLayoutDoNotLoopForever() {
        let (t, _, meddler, _) = scene { $0.invalidateIntrinsicContentSize() }
        t.window.layoutIfNeeded()
        t.simulation.run(for: 1)
        #expect(meddler.frame == CGRect(x: 8, y: 9, width: 106, height: 54))
    }
}
