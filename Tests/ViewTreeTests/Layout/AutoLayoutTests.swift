import Foundation
import Testing
import ViewTree

@Suite struct AutoLayoutTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func constrained(_ view: View = View(frame: .zero), in parent: View? = nil) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? window).addSubview(view)
        return view
    }

    @Test func prioritiesHaveUIKitsValues() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        let v = View(frame: .zero)
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(v.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func anchorsWithConstantsAndMultipliers() {
        let a = constrained(), b = constrained()
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
            a.heightAnchor.constraint(equalToConstant: 44),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: -10),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 20, width: 160, height: 44))
        #expect(b.frame == CGRect(x: 184, y: 20, width: 70, height: 44))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test func inequalitiesAndOptionalPriorities() {
        let v = constrained()
        let preferred = v.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            v.topAnchor.constraint(equalTo: window.topAnchor),
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            v.heightAnchor.constraint(lessThanOrEqualToConstant: 10),
            v.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor),
            preferred,
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 320, height: 10))
    }

    @Test func constantChangesRelayout() {
        let v = constrained()
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([width, v.heightAnchor.constraint(equalToConstant: 10),
                                   v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        width.constant = 150
        #expect(v.frame.width == 100, "not before the layout pass")
        world.run(for: 0)
        #expect(v.frame.width == 150, "the world's display cycle laid it out on the next turn")
        width.isActive = false
        #expect(!width.isActive && v.hasAmbiguousLayout)
    }

    @Test func autoresizingViewsArePinnedToTheirFrames() {
        let fixed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(fixed)
        let follower = constrained()
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(follower.frame == CGRect(x: 45, y: 60, width: 30, height: 40))
    }

    @Test func conflictsAreLoggedInUIKitsWordsAndOneConstraintIsBroken() throws {
        let v = constrained()
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        let second = v.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([first, second, v.heightAnchor.constraint(equalToConstant: 10),
                                   v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        #expect(v.frame.width == 100)
        #expect(second.isBroken && !first.isBroken)
        let log = try #require(world.autoLayoutConflictLog.first)
        #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("Will attempt to recover by breaking constraint"))
        #expect(log.contains(".width == 200"))
        #expect(world.diagnostics.last?.code == .unsatisfiableConstraints)
        #expect(world.autoLayoutIssues(in: window).contains { $0.kind == .brokenConstraint })
    }

    @Test func noCommonAncestorIsRejected() {
        let a = constrained()
        let stranger = View(frame: .zero)
        let c = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(world.diagnostics.last?.message.contains("no common ancestor") == true)
    }

    @Test func intrinsicSizeWithHuggingAndCompression() {
        let label = Label(frame: .zero)
        label.text = "Hello, world"
        _ = constrained(label)
        let squeeze = label.widthAnchor.constraint(equalToConstant: 40)
        squeeze.priority = LayoutPriority(500)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   label.topAnchor.constraint(equalTo: window.topAnchor), squeeze])
        window.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width, "compression resistance 750 beats 500")
        label.setContentCompressionResistancePriority(LayoutPriority(400), for: .horizontal)
        window.layoutIfNeeded()
        #expect(label.frame.width == 40, "now 500 beats 400")
    }

    @Test func updateConstraintsRunsBeforeLayout() {
        final class SelfSizing: View {
            var updates = 0
            lazy var height = heightAnchor.constraint(equalToConstant: 10)
            override func updateConstraints() {
                updates += 1
                height.constant = 30
                height.isActive = true
                super.updateConstraints()
            }
        }
        let v = SelfSizing(frame: .zero)
        _ = constrained(v)
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: window.topAnchor),
                                   v.widthAnchor.constraint(equalToConstant: 5)])
        v.setNeedsUpdateConstraints()
        #expect(v.needsUpdateConstraints())
        window.layoutIfNeeded()
        #expect(v.updates == 1 && !v.needsUpdateConstraints())
        #expect(v.frame.height == 30)
    }

    @Test func scrollViewContentFromTheContentLayoutGuide() {
        let scroll = constrained(ScrollView(frame: .zero)) as! ScrollView
        let content = constrained(View(frame: .zero), in: scroll)
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(world.autoLayoutIssues(in: window).isEmpty)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1200))
    }

    @Test func constraintsAffectingLayoutNamesTheDecidingConstraints() {
        let v = constrained()
        let width = v.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([width, v.heightAnchor.constraint(equalToConstant: 10),
                                   v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        let horizontal = v.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === width })
        #expect(!v.constraintsAffectingLayout(for: .vertical).contains { $0 === width })
    }

    @Test func descriptionsReadLikeUIKits() {
        let v = constrained()
        _ = window.recursiveDescription() // number the views in tree order first
        let c = v.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5, constant: -8)
        c.identifier = "half"
        #expect(c.description.hasPrefix("<LayoutConstraint 'half' View:0x"))
        #expect(c.description.hasSuffix(".width == 0.5*Window:0x1.width - 8>"))
        c.isActive = true
        #expect(c.description.hasSuffix("   (active)>"))
    }
}
