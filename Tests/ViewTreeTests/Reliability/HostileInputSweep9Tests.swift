import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// The ninth sweep (Reliability.md, bugs 103 and on): what the layouts family (`FuzzLayoutStep`, `--layout-weight`:
/// constraints drawn from a hidden target, a fresh-world differential, stack views) found.
@Suite struct HostileInputSweep9Tests {
    func diagnosed(_ t: TestWorld, _ code: Diagnostic.Code, _ text: String = "") -> [Diagnostic] {
        t.simulation.diagnostics.filter { $0.code == code && (text.isEmpty || $0.message.contains(text)) }
    }

    // 103. A priority of 0.

    @Test func aPriorityOfZeroIsRefusedAsUIKitRefusesIt() {
        // `-[NSLayoutConstraint setPriority:]` asserts "It's illegal to set priority:0.  Priorities must be greater than 0
        // and less or equal to NSLayoutPriorityRequired, which is 1000.000000." (`a3 <= 0.0 || a3 > 1000.0`, UIKit's
        // NSLayoutConstraint decompiled); Apple's documentation: "Priorities must be greater than 0".
        let t = TestWorld()
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        t.window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        width.priority = .defaultLow
        width.isActive = true
        t.window.layoutIfNeeded()
        t.simulation.clearDiagnostics()
        width.priority = LayoutPriority(0)
        #expect(width.priority == .defaultLow)
        #expect(diagnosed(t, .invalidValue, "greater than 0").count == 1)
        t.window.layoutIfNeeded()
        #expect(view.frame.width == 40, "the constraint still counts at 250")
        // The smallest positive priority is taken.
        width.priority = LayoutPriority(1)
        #expect(width.priority.rawValue == 1)
    }

    // 104. A constraint one of whose items was freed.

    @Test func activatingAConstraintWhoseSecondItemWasFreedIsRefused() throws {
        let t = TestWorld()
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        t.window.addSubview(view)
        LayoutConstraint.activate([view.topAnchor.constraint(equalTo: t.window.topAnchor, constant: 10),
                                   view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 30),
                                   view.leadingAnchor.constraint(equalTo: t.window.leadingAnchor, constant: 20)])
        var other: View? = View()
        let c = view.leadingAnchor.constraint(equalTo: other!.leadingAnchor, constant: 100)
        other = nil
        #expect(c.secondItem == nil)
        t.simulation.clearDiagnostics()
        c.isActive = true
        // It was held as `view.leading == 100`: a location equal to a constant, which UIKit never makes.
        #expect(!c.isActive)
        #expect(diagnosed(t, .invalidValue, "was freed").count == 1)
        t.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 30, height: 30))
        #expect(diagnosed(t, .unsatisfiableConstraints).isEmpty)
        try InvariantChecker.check([t.window])
    }

    @Test func activatingAConstraintWhoseFirstItemWasFreedIsReportedInTheSecondItemsWorld() {
        let t = TestWorld()
        let view = View()
        t.window.addSubview(view)
        var other: View? = View()
        let c = other!.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        other = nil
        t.simulation.clearDiagnostics()
        c.isActive = true
        #expect(!c.isActive)
        #expect(diagnosed(t, .invalidValue, "was freed").count == 1, "it was ignored without a word")
    }

    // 105. A view made at a freed constraint holder's address.

    @Test func aViewMadeWhereAFreedHolderWasTakesPartInLayout() {
        // The engine kept the freed label's identifier among its owners, so the new label (same class, same size: the
        // allocator gives it the freed one's address) was never added, and the height it holds was ignored.
        let t = TestWorld()
        let container = View(frame: CGRect(x: 20, y: 60, width: 280, height: 360))
        t.window.addSubview(container)
        for round in 0..<4 {
            var old: Label? = Label()
            old!.text = "x"
            old!.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(old!)
            old!.heightAnchor.constraint(equalToConstant: 229).isActive = true
            old!.removeFromSuperview()
            old = nil
            let label = Label()
            label.text = "Title"
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            LayoutConstraint.activate([label.topAnchor.constraint(equalTo: container.topAnchor, constant: 3),
                                       label.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
            label.heightAnchor.constraint(equalToConstant: 26).isActive = true
            t.window.layoutIfNeeded()
            #expect(label.frame.height == 26, "round \(round): the required height is ignored (the label's own 20.5 wins)")
            label.removeFromSuperview()
        }
        #expect(diagnosed(t, .unsatisfiableConstraints).isEmpty)
    }

    // 106. A constant beyond the engine's limit.

    @Test func aConstantBeyondUIKitsLimitIsReplacedByTheLimitAndReported() {
        // An optional constraint's 1e300 broke required ones: `l4.height == 74` came out 218.
        let t = TestWorld()
        let container = View(frame: CGRect(x: 20, y: 60, width: 280, height: 360))
        t.window.addSubview(container)
        let a = View(), b = View()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 18),
                                   a.widthAnchor.constraint(equalToConstant: 242), a.bottomAnchor.constraint(equalTo: container.centerYAnchor, constant: 137),
                                   a.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 2, constant: -635),
                                   b.leadingAnchor.constraint(equalTo: container.leadingAnchor), b.widthAnchor.constraint(equalToConstant: 10),
                                   b.topAnchor.constraint(equalTo: container.centerYAnchor, constant: 67), b.heightAnchor.constraint(equalToConstant: 74)])
        let huge = LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 0.5, constant: 1e300)
        #expect(huge.constant == LayoutConstraint.constantLimit)
        #expect(diagnosed(t, .invalidValue, "exceeds internal limits").count == 1)
        huge.priority = .defaultHigh
        huge.isActive = true
        t.window.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 247, width: 10, height: 74))
        #expect(a.frame == CGRect(x: 18, y: 232, width: 242, height: 85))
        huge.constant = -.greatestFiniteMagnitude
        #expect(huge.constant == -LayoutConstraint.constantLimit)
        #expect(diagnosed(t, .invalidValue, "exceeds internal limits").count == 2)
        huge.constant = 2_000_000
        #expect(huge.constant == 2_000_000, "within the limit a constant is taken as it is")
        #expect(diagnosed(t, .invalidValue, "exceeds internal limits").count == 2)
    }

    // 107. A content hugging or compression resistance priority out of range.

    @Test(arguments: [Float.infinity, .nan, 1001, -5, 0])
    func aContentPriorityOutOfRangeIsRefused(value: Float) {
        // An infinite hugging priority outweighed the required width: `label.width == 0.25 × guide.width + 208` broke.
        let t = TestWorld()
        let label = Label()
        label.text = "A longer label"
        label.translatesAutoresizingMaskIntoConstraints = false
        t.window.addSubview(label)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: t.window.leadingAnchor, constant: 10),
                                   label.widthAnchor.constraint(equalToConstant: 278),
                                   label.topAnchor.constraint(equalTo: t.window.topAnchor, constant: 30),
                                   label.heightAnchor.constraint(equalToConstant: 328)])
        t.simulation.clearDiagnostics()
        label.setContentHuggingPriority(LayoutPriority(value), for: .horizontal)
        label.setContentCompressionResistancePriority(LayoutPriority(value), for: .vertical)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(diagnosed(t, .invalidValue, "Priorities must be greater than 0").count == 2)
        t.window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 30, width: 278, height: 328))
        #expect(diagnosed(t, .unsatisfiableConstraints).isEmpty)
        // In range, taken.
        label.setContentHuggingPriority(.required, for: .vertical)
        #expect(label.contentHuggingPriority(for: .vertical) == .required)
    }

    // 108. A constant change the solver could not undo.

    @Test func aConstantChangeTheSolverCannotUndoRebuildsInsteadOfTrapping() throws {
        // The layouts family's crash, shrunk to 16 steps (seed 388, iOS 6): an optional 3e6 constant beside required
        // constants changed in place; the in-place change failed, and undoing it failed too: `assertionFailure` trapped
        // in every debug build. Now the engine rebuilds, and the frames are those of a fresh layout.
        func scene(_ t: TestWorld) -> (View, [View], [LayoutConstraint]) {
            let container = View(frame: CGRect(x: 20, y: 60, width: 280, height: 360))
            container.layoutMargins = EdgeInsets(top: 12, left: 10, bottom: 14, right: 16)
            t.window.addSubview(container)
            let views = (0..<4).map { _ in View() }
            for v in views { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
            let (l2, l4, l5, l6) = (views[0], views[1], views[2], views[3])
            let k10 = l2.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: -5)
            let k11 = l2.heightAnchor.constraint(equalToConstant: 330)
            let k12 = l2.heightAnchor.constraint(equalTo: container.layoutMarginsGuide.widthAnchor, multiplier: 0.5, constant: 203)
            let k20 = l4.topAnchor.constraint(equalTo: l2.centerYAnchor, constant: 26)
            let k21 = l4.heightAnchor.constraint(equalToConstant: 78)
            let k24 = l5.bottomAnchor.constraint(equalTo: container.topAnchor, constant: 188)
            let k32 = l4.bottomAnchor.constraint(equalTo: l6.centerYAnchor, constant: 75)
            let k33 = l6.centerYAnchor.constraint(equalTo: l5.bottomAnchor, constant: 3_000_000)
            k33.priority = .defaultHigh
            LayoutConstraint.activate([k10, k11, k12, k20, k21, k24, k32, k33])
            return (container, views, [k12, k24])
        }
        let t = TestWorld(profile: .iOS6)
        let (_, views, changed) = scene(t)
        t.window.layoutIfNeeded()
        changed[0].isActive = false
        changed[1].constant = 181
        t.simulation.run(for: 0.5)
        let fresh = TestWorld(profile: .iOS6)
        let (_, freshViews, freshChanged) = scene(fresh)
        freshChanged[0].isActive = false
        freshChanged[1].constant = 181
        fresh.window.layoutIfNeeded()
        #expect(views.map(\.frame) == freshViews.map(\.frame))
    }

    // 109. A required equality removed beside a redundant one.

    @Test func removingOneOfTwoEqualRequiredHeightsKeepsTheOther() {
        // Seed 417 (`ios7`), shrunk to 10 steps: the container holds `height == 0.25 × container.height + 154` and the
        // label its own `height == 244`, the same equation; deactivating the first lost both (the label fell to its text's
        // 20.5 pt), where a fresh layout keeps 244.
        let t = TestWorld()
        let container = View(frame: CGRect(x: 20, y: 60, width: 280, height: 360))
        t.window.addSubview(container)
        let label = Label()
        label.text = "x"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let shared = label.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.25, constant: 154)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 146),
                                   label.widthAnchor.constraint(equalToConstant: 3),
                                   label.bottomAnchor.constraint(equalTo: container.centerYAnchor, constant: 207),
                                   label.heightAnchor.constraint(equalToConstant: 244), shared])
        t.window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 146, y: 143, width: 3, height: 244))
        shared.isActive = false
        t.window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 146, y: 143, width: 3, height: 244), "the label's own required height still holds")
        shared.isActive = true
        t.window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 146, y: 143, width: 3, height: 244))
        #expect(diagnosed(t, .unsatisfiableConstraints).isEmpty)
    }
}
