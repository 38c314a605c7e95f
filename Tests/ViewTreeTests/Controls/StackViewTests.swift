import Foundation
import Testing
import ViewTree

/// A view with a fixed intrinsic size, like a control.
private final class SizedView: View {
    let natural: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { natural }
}

@Suite struct StackViewTests {
    let world = Simulation()
    let window: Window
    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    private func stack(_ views: [View], frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 100),
                       configure: (StackView) -> Void = { _ in }) -> StackView {
        let s = StackView(arrangedSubviews: views)
        s.frame = frame
        configure(s)
        window.addSubview(s)
        window.layoutIfNeeded()
        return s
    }

    @Test func defaultsAreUIKits() {
        let s = StackView(frame: .zero)
        #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill && s.spacing == 0)
        #expect(!s.isLayoutMarginsRelativeArrangement && s.arrangedSubviews.isEmpty)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
        #expect(s.description.hasPrefix("<StackView: 0x"))
    }

    @Test func fillGivesTheLeftoverToTheViewThatHugsLeast() {
        let a = SizedView(50, 20), b = SizedView(60, 30)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let s = stack([a, b]) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 100))
        #expect(a.translatesAutoresizingMaskIntoConstraints == false, "arranged subviews are laid out by constraints")
        #expect(s.subviews == [a, b])
    }

    /// A centred stack hugs its views through its own width and does not pull them towards it, as UIKit's alignment
    /// spanner does: an equal-spacing row in a 300-pt centred column is as wide as its views and one minimum gap, and
    /// nothing in it is ambiguous (the twenty-fifth Interface Builder probe; `StackArrangement.crossAxisFit`).
    @Test func aCentredStackDoesNotPullARowOfEqualSpacingTowardsItsWidth() {
        let a = SizedView(50, 20), b = SizedView(60, 20)
        let row = StackView(arrangedSubviews: [a, b])
        row.distribution = .equalSpacing
        row.spacing = 10
        _ = stack([row], frame: CGRect(x: 0, y: 0, width: 300, height: 20)) {
            $0.axis = .vertical
            $0.alignment = .center
        }
        #expect(row.frame == CGRect(x: 90, y: 0, width: 120, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 20))
        #expect(!row.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    /// A margins-relative stack lays its views inside its own `layoutMargins` (8 pt by default), and follows them
    /// when they are set (`layoutMarginsDidChange()`).
    @Test func aMarginsRelativeArrangementUsesTheStacksMargins() {
        let a = View(frame: .zero)
        let s = stack([a]) { $0.isLayoutMarginsRelativeArrangement = true }
        #expect(a.frame == CGRect(x: 8, y: 8, width: 284, height: 84))
        s.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 10, trailing: 30)
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 20, width: 250, height: 70))
        s.isLayoutMarginsRelativeArrangement = false
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test func fillEquallyAndSpacing() {
        let views = [View(frame: .zero), View(frame: .zero), View(frame: .zero)]
        _ = stack(views) { $0.distribution = .fillEqually; $0.spacing = 15 }
        #expect(views.map(\.frame.width) == [90, 90, 90])
        #expect(views.map(\.frame.minX) == [0, 105, 210])
    }

    @Test func fillProportionallyFollowsTheIntrinsicLengths() {
        let a = SizedView(10, 10), b = SizedView(30, 10)
        _ = stack([a, b], frame: CGRect(x: 0, y: 0, width: 220, height: 50)) { $0.distribution = .fillProportionally; $0.spacing = 20 }
        #expect(a.frame.width == 50 && b.frame.width == 150 && b.frame.minX == 70)
    }

    @Test func equalSpacingSharesTheLeftover() {
        let views = [SizedView(50, 10), SizedView(50, 10), SizedView(50, 10)]
        _ = stack(views) { $0.distribution = .equalSpacing; $0.alignment = .center }
        #expect(views.map(\.frame.minX) == [0, 125, 250])
        #expect(views.map(\.frame.width) == [50, 50, 50])
        #expect(views.map(\.frame.minY) == [45, 45, 45], "centred across the axis")
    }

    @Test func equalCenteringSpacesTheCentres() {
        let views = [SizedView(20, 10), SizedView(60, 10), SizedView(20, 10)]
        _ = stack(views) { $0.distribution = .equalCentering; $0.alignment = .top }
        #expect(views.map(\.frame.midX) == [10, 150, 290])
        #expect(views.map(\.frame.minY) == [0, 0, 0])
    }

    @Test func alignmentAcrossTheAxis() {
        let a = SizedView(40, 20), b = SizedView(40, 60)
        _ = stack([a, b]) { $0.alignment = .trailing; $0.distribution = .fillEqually }
        #expect(a.frame == CGRect(x: 0, y: 80, width: 150, height: 20))
        #expect(b.frame == CGRect(x: 150, y: 40, width: 150, height: 60))
    }

    /// A vertical stack of labels in a window, with only its position constrained, takes its size from
    /// the content: the sum of the heights and spacings, the widest width.
    @Test func aVerticalStackSizesItselfFromItsContent() {
        let a = SizedView(80, 20), b = SizedView(120, 30)
        let s = StackView(arrangedSubviews: [a, b])
        s.axis = .vertical
        s.spacing = 8
        s.alignment = .leading
        s.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(s)
        LayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            s.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(s.frame == CGRect(x: 16, y: 40, width: 120, height: 58))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 28, width: 120, height: 30))
        #expect(!s.hasAmbiguousLayout && !a.hasAmbiguousLayout)
    }

    @Test func aHiddenViewCollapsesAndItsSpacingGoes() {
        let a = SizedView(50, 10), b = SizedView(50, 10), c = SizedView(50, 10)
        let s = stack([a, b, c], frame: CGRect(x: 0, y: 0, width: 300, height: 10)) { $0.spacing = 10; $0.distribution = .fillEqually }
        // (300 − 2 × 10) / 3 = 93.33 pt each, on the 2x pixel grid.
        #expect(abs(b.frame.minX - 103.333) < 0.5)
        b.isHidden = true
        s.layoutIfNeeded()
        #expect(a.frame.width == 145 && c.frame.minX == 155 && c.frame.width == 145)
        #expect(b.frame.width == 0, "UISV-hiding")
        #expect(s.subviews.contains(b) && s.arrangedSubviews == [a, b, c], "a hidden view stays arranged")
        b.isHidden = false
        s.layoutIfNeeded()
        #expect(abs(b.frame.minX - 103.333) < 0.5 && abs(b.frame.width - 93.333) < 0.5)
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let a = View(frame: .zero), b = View(frame: .zero)
        let s = stack([a, b]) { $0.distribution = .fillEqually }
        #expect(a.frame.width == 150)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { b.isHidden = true })
        #expect(a.frame.width == 300, "the model value is the collapsed layout at once")
        world.run(for: 0.5)
        #expect(abs(a.presentation().frame.width - 225) < 0.5, "the presentation runs from 150 to 300")
        world.run(for: 1)
        #expect(a.presentation().frame.width == 300)
        _ = s
    }

    @Test func itsConstraintsCarryUIKitsIdentifiers() {
        let a = SizedView(50, 10), b = SizedView(50, 10)
        let s = stack([a, b]) { $0.spacing = 4 }
        let ids = Set(s.constraints.compactMap(\.identifier))
        #expect(ids.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
        let affecting = b.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier)
        #expect(affecting.allSatisfy { $0.hasPrefix("UISV-") } && !affecting.isEmpty)
    }

    @Test func removingFromTheArrangementKeepsTheSubviewButRemovingTheSubviewLeavesTheArrangement() {
        let a = View(frame: .zero), b = View(frame: .zero), c = View(frame: .zero)
        let s = stack([a, b, c])
        s.removeArrangedSubview(a)
        #expect(s.arrangedSubviews == [b, c] && a.superview === s)
        c.removeFromSuperview()
        #expect(s.arrangedSubviews == [b])
        s.insertArrangedSubview(c, at: 0)
        #expect(s.arrangedSubviews == [c, b] && c.superview === s)
    }

    @Test func customSpacingAfterOneView() {
        let views = [SizedView(50, 10), SizedView(50, 10), SizedView(50, 10)]
        views[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)   // the last one stretches
        let s = stack(views) { $0.spacing = 10 }
        s.setCustomSpacing(30, after: views[0])
        s.layoutIfNeeded()
        #expect(s.customSpacing(after: views[0]) == 30 && s.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        #expect(views[1].frame.minX == 80)
        #expect(views[2].frame.minX == 140 && views[2].frame.width == 160)
    }

    @Test func badInputIsRejectedAndTheArrangementKept() {
        let a = View(frame: .zero)
        let s = stack([a])
        s.spacing = .nan
        s.spacing = .infinity
        s.insertArrangedSubview(View(frame: .zero), at: 5)
        s.setCustomSpacing(10, after: View(frame: .zero))
        s.addArrangedSubview(s)
        #expect(s.spacing == 0 && s.arrangedSubviews == [a])
        #expect(world.diagnostics.map(\.code) == [.invalidValue, .invalidValue, .indexOutOfRange, .notASubview, .hierarchyCycle])
    }

    @Test func nestedStacks() {
        let inner = StackView(arrangedSubviews: [SizedView(20, 20), SizedView(20, 20)])
        inner.axis = .vertical
        inner.spacing = 5
        let outer = stack([SizedView(100, 10), inner], frame: CGRect(x: 0, y: 0, width: 300, height: 45)) { $0.alignment = .top }
        #expect(inner.frame == CGRect(x: 100, y: 0, width: 200, height: 45) || inner.frame.height == 45)
        _ = outer
    }

    @Test func aDroppedStackFreesItsViews() {
        weak var gone: View?
        do {
            let v = View(frame: .zero)
            let s = StackView(arrangedSubviews: [v, View(frame: .zero)])
            window.addSubview(s)
            window.layoutIfNeeded()
            s.removeFromSuperview()
            gone = v
        }
        #expect(gone == nil)
    }
}

/// A stack made with a frame (autoresizing constraints) follows a change of its frame.
@Test func aStackFollowsAChangeOfItsFrame() {
    let world = Simulation()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
    let a = View(frame: .zero), b = View(frame: .zero)
    let s = StackView(arrangedSubviews: [a, b])
    s.distribution = .fillEqually
    s.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    window.addSubview(s)
    window.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
    s.frame.size.width = 300
    window.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 150, y: 0, width: 150, height: 50))
}
