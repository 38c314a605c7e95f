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
}
