// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What UIKit's Auto Layout makes of the constraints Cartography builds, as Cartography's Quick specs pin it on an
/// iOS simulator (robb/Cartography `CartographyTests/`: `EdgeSpec.swift` @065254c2, `EdgesSpec.swift` @0cdd37e2,
/// `SizeSpec.swift` @0cdd37e2, `DimensionSpec.swift` @2882fa4e and @0843b5cf, `PointSpec.swift` @15972c5e,
/// `AlignSpec.swift` @23ccb558, `DistributeSpec.swift` @065254c2, `ViewHierarchySpec.swift` @90ba7f32,
/// `LayoutGuideSpec.swift` @1c23eaef, `ViewLayoutGuideSpec.swift` @aafdf531, `SafeAreaLayoutGuideSpec.swift`
/// @b65839b7, `LayoutSupportSpec.swift` @0bd4be0f, `PrioritySpec.swift` @27320651, `ConstraintGroupSpec.swift`
/// @462273ba, `ReplacingConstraintsTests.swift` @302bdf3f, `OffsetDimensionSpec.swift` @350b6737,
/// `MemoryLeakSpec.swift` @0843b5cf). Each `view.attribute == other.attribute * m + c` line of a `constrain` block
/// is one `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` installed on the
/// items' closest common superview, its first item taken out of autoresizing (`Context.addConstraint`); `|-|` is
/// `anchorWithOffset(to:)`. The fixtures are Cartography's: a `TestWindow` (a plain `UIWindow`, never shown) or a
/// `TestView` root (out of autoresizing), and `TestView`s at `.zero`. Each test names the spec it checks. Rows in
/// Docs/Fidelity.md, "Behaviours checked against Masonry's, Cartography's and DifferenceKit's device tests".
@Suite struct CartographyCrossCheckTests {
    /// A window (`TestWindow`, not shown) of `side` × `side` holding one `TestView` at `.zero`.
    final class Fixture {
        let world = Simulation()
        let window: UIWindow
        let view = Fixture.testView()

        init(side: CGFloat = 400, size: CGFloat? = nil) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side), simulation: world)
            window.addSubview(view)
            if let size { Fixture.sized(view, size, size) }
        }

        /// Cartography's `TestView`: out of autoresizing from its initializer.
        static func testView(_ frame: CGRect = .zero) -> UIView {
            let view = UIView(frame: frame)
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }

        /// `view.width == width; view.height == height`.
        static func sized(_ view: UIView, _ width: CGFloat, _ height: CGFloat) {
            add(view, .width, nil, .notAnAttribute, width)
            add(view, .height, nil, .notAnAttribute, height)
        }

        /// `constrain(view) { $0.… }` then `window.layoutIfNeeded()`: the frame it gives.
        func frame(_ build: (UIView, UIView) -> Void) -> CGRect {
            build(view, window)
            window.layoutIfNeeded()
            return view.frame
        }
    }

    /// One Cartography line, installed (`Constraint.install`: on the closest common superview).
    @discardableResult
    static func add(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ other: LayoutItem?,
                    _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat = 0,
                    _ relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1,
                    priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                   attribute: otherAttribute, multiplier: multiplier, constant: constant)
        c.priority = priority
        c.isActive = true
        return c
    }

    /// `a <= b; a >= b`: Cartography's "relative inequalities" cases, which pin as tightly as an equality.
    static func squeezed(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ other: LayoutItem,
                         _ otherAttribute: NSLayoutConstraint.Attribute) {
        add(item, attribute, other, otherAttribute, 0, .lessThanOrEqual)
        add(item, attribute, other, otherAttribute, 0, .greaterThanOrEqual)
    }

    /// EdgeSpec, "LayoutProxy.top/right/bottom/left/centerX/centerY": a 200 × 200 view in a 400 × 400 window, one
    /// edge or centre pinned to the window's — equal, squeezed by `<=` and `>=`, ± 100, and (centres) × 2 and / 2 —
    /// lands where the spec reads it, the rest of the frame left to the engine.
    @Test func oneEdgeOrCentrePinnedToTheWindow() {
        typealias Attribute = NSLayoutConstraint.Attribute
        let reads: [(Attribute, (CGRect) -> CGFloat, CGFloat)] = [
            (.top, { $0.minY }, 0), (.right, { $0.maxX }, 400), (.bottom, { $0.maxY }, 400),
            (.left, { $0.minX }, 0), (.centerX, { $0.midX }, 200), (.centerY, { $0.midY }, 200),
        ]
        for (attribute, read, pinned) in reads {
            let equal = Fixture(size: 200).frame { Self.add($0, attribute, $1, attribute) }
            #expect(read(equal) == pinned, "\(attribute) ==")
            let squeezed = Fixture(size: 200).frame { Self.squeezed($0, attribute, $1, attribute) }
            #expect(read(squeezed) == pinned, "\(attribute) <= and >=")
            let plus = Fixture(size: 200).frame { Self.add($0, attribute, $1, attribute, 100) }
            #expect(read(plus) == pinned + 100, "\(attribute) + 100")
            let minus = Fixture(size: 200).frame { Self.add($0, attribute, $1, attribute, -100) }
            #expect(read(minus) == pinned - 100, "\(attribute) - 100")
        }
        for attribute in [Attribute.centerX, .centerY] {
            let read: (CGRect) -> CGFloat = attribute == .centerX ? { $0.midX } : { $0.midY }
            let twice = Fixture(size: 200).frame { Self.add($0, attribute, $1, attribute, multiplier: 2) }
            #expect(read(twice) == 400, "\(attribute) * 2")
            let half = Fixture(size: 200).frame { Self.add($0, attribute, $1, attribute, multiplier: 0.5) }
            #expect(read(half) == 100, "\(attribute) / 2")
        }
    }

    /// EdgeSpec "on iOS only": the window's `layoutMargins` set to (10, 20, 30, 40); the view's top, right, bottom
    /// and left pinned to the window's topMargin, rightMargin, bottomMargin and leftMargin land at 10, 360, 370, 20.
    @Test func edgesPinnedToTheWindowsMargins() {
        let margins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let cases: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, (CGRect) -> CGFloat, CGFloat)] = [
            (.top, .topMargin, { $0.minY }, 10), (.right, .rightMargin, { $0.maxX }, 360),
            (.bottom, .bottomMargin, { $0.maxY }, 370), (.left, .leftMargin, { $0.minX }, 20),
        ]
        for (attribute, margin, read, expected) in cases {
            let f = Fixture(size: 200)
            f.window.layoutMargins = margins
            #expect(read(f.frame { Self.add($0, attribute, $1, margin) }) == expected, "\(margin)")
        }
    }

    /// EdgesSpec: `view.edges` (top, leading, bottom, trailing) equal to the window's, or squeezed, give the
    /// window's frame; `inset(edges, 20)`, `inset(edges, 20, 30)` and `inset(edges, 10, 20, 30, 40)` give
    /// (20, 20, 360, 360), (20, 30, 360, 340) and (20, 10, 340, 360); `edgesWithinMargins` of a window with
    /// margins (10, 20, 30, 40) give (20, 10, 340, 360).
    @Test func edgesAndInsets() {
        let edges: [NSLayoutConstraint.Attribute] = [.top, .leading, .bottom, .trailing]
        func inset(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> CGRect {
            Fixture().frame { view, window in
                for (attribute, constant) in zip(edges, [top, leading, -bottom, -trailing]) {
                    Self.add(view, attribute, window, attribute, constant)
                }
            }
        }
        #expect(inset(0, 0, 0, 0) == CGRect(x: 0, y: 0, width: 400, height: 400))
        let squeezed = Fixture().frame { view, window in edges.forEach { Self.squeezed(view, $0, window, $0) } }
        #expect(squeezed == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(inset(20, 20, 20, 20) == CGRect(x: 20, y: 20, width: 360, height: 360))
        #expect(inset(30, 20, 30, 20) == CGRect(x: 20, y: 30, width: 360, height: 340))
        #expect(inset(10, 20, 30, 40) == CGRect(x: 20, y: 10, width: 340, height: 360))

        let f = Fixture()
        f.window.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let withinMargins = f.frame { view, window in
            let margins: [NSLayoutConstraint.Attribute] = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
            for (attribute, margin) in zip(edges, margins) { Self.add(view, attribute, window, margin) }
        }
        #expect(withinMargins == CGRect(x: 20, y: 10, width: 340, height: 360))
    }

    /// SizeSpec and DimensionSpec (its `TestWindow` version): the view's width and height against the 400 × 400
    /// window's — equal, squeezed, + 100, − 100, × 2, / 2, / 2 + 100 — and equal to 200: 400, 400, 500, 300, 800,
    /// 200, 300, 200 (the view may be larger than its window).
    @Test func sizesAgainstTheWindow() {
        let cases: [(CGFloat, CGFloat, CGFloat)] = [(1, 0, 400), (1, 100, 500), (1, -100, 300), (2, 0, 800),
                                                    (0.5, 0, 200), (0.5, 100, 300)]
        for (multiplier, constant, expected) in cases {
            let size = Fixture().frame { view, window in
                for attribute in [NSLayoutConstraint.Attribute.width, .height] {
                    Self.add(view, attribute, window, attribute, constant, multiplier: multiplier)
                }
            }.size
            #expect(size == CGSize(width: expected, height: expected), "× \(multiplier) + \(constant)")
        }
        let squeezed = Fixture().frame { view, window in
            Self.squeezed(view, .width, window, .width)
            Self.squeezed(view, .height, window, .height)
        }
        #expect(squeezed.size == CGSize(width: 400, height: 400))
        #expect(Fixture().frame { view, _ in Fixture.sized(view, 200, 200) }.size == CGSize(width: 200, height: 200))
    }

    /// DimensionSpec @0843b5cf and NumberSpec: the superview is a 400 × 400 `TestView` — a root out of
    /// autoresizing, with no constraint on its own size — laid out by `superview.layoutIfNeeded()`. The root keeps
    /// its frame (UIKit holds a root's size while it lays out the views under it): a subview as wide as it is 400,
    /// twice as wide 800, half as wide plus 100 is 300; a subview 200 × 300 is 200 × 300.
    @Test func aRootOutOfAutoresizingKeepsItsSize() {
        let world = Simulation()
        for (multiplier, constant, expected) in [(CGFloat(1), CGFloat(0), CGFloat(400)), (2, 0, 800), (0.5, 100, 300)] {
            let superview = Fixture.testView(CGRect(x: 0, y: 0, width: 400, height: 400))
            let view = Fixture.testView()
            superview.addSubview(view)
            Self.add(view, .width, superview, .width, constant, multiplier: multiplier)
            Self.add(view, .height, superview, .height, constant, multiplier: multiplier)
            superview.layoutIfNeeded()
            #expect(view.frame.size == CGSize(width: expected, height: expected), "× \(multiplier) + \(constant)")
            #expect(superview.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        }
        let superview = Fixture.testView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = Fixture.testView()
        superview.addSubview(view)
        Fixture.sized(view, 200, 300)
        superview.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 200, height: 300))
        #expect(world.diagnostics.isEmpty)
    }

    /// PointSpec: a 200 × 200 view centred on the 400 × 400 window (equal, or squeezed) is at (100, 100); with its
    /// own `layoutMargins` (10, 20, 30, 40), its `centerXWithinMargins`/`centerYWithinMargins` on the window's
    /// centre put it at (110, 110): the centre within margins is 20 + 140 / 2 = 90 from its left, 10 + 160 / 2 = 90
    /// from its top.
    @Test func centresAndCentresWithinMargins() {
        let centred = Fixture(size: 200).frame { view, window in
            Self.add(view, .centerX, window, .centerX)
            Self.add(view, .centerY, window, .centerY)
        }
        #expect(centred == CGRect(x: 100, y: 100, width: 200, height: 200))
        let squeezed = Fixture(size: 200).frame { view, window in
            Self.squeezed(view, .centerX, window, .centerX)
            Self.squeezed(view, .centerY, window, .centerY)
        }
        #expect(squeezed == CGRect(x: 100, y: 100, width: 200, height: 200))
        let f = Fixture(size: 200)
        f.view.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let withinMargins = f.frame { view, window in
            Self.add(view, .centerXWithinMargins, window, .centerX)
            Self.add(view, .centerYWithinMargins, window, .centerY)
        }
        #expect(withinMargins == CGRect(x: 110, y: 110, width: 200, height: 200))
    }

    /// AlignSpec: in a 400 × 400 `TestView` root, viewA is 200 × 200 at (10, 10); aligning the top, right, bottom
    /// and left of viewA, viewB and viewC gives viewB viewA's frame; so do equal sizes with aligned centres.
    @Test func alignedViewsShareAFrame() {
        let world = Simulation()
        for alignCentres in [false, true] {
            let superview = Fixture.testView(CGRect(x: 0, y: 0, width: 400, height: 400))
            let (a, b, c) = (Fixture.testView(), Fixture.testView(), Fixture.testView())
            [a, b, c].forEach(superview.addSubview)
            Fixture.sized(a, 200, 200)
            Self.add(a, .top, superview, .top, 10)
            Self.add(a, .left, superview, .left, 10)
            let attributes: [NSLayoutConstraint.Attribute] = alignCentres ? [.centerX, .centerY] : [.top, .right, .bottom, .left]
            for attribute in attributes {
                Self.add(a, attribute, b, attribute)
                Self.add(b, attribute, c, attribute)
            }
            if alignCentres {
                for attribute in [NSLayoutConstraint.Attribute.width, .height] {
                    Self.add(a, attribute, b, attribute)
                    Self.add(b, attribute, c, attribute)
                }
            }
            superview.layoutIfNeeded()                  // Cartography's `layout(…)`
            #expect(a.frame == CGRect(x: 10, y: 10, width: 200, height: 200))
            #expect(b.frame == a.frame && c.frame == a.frame, "centres: \(alignCentres)")
        }
        #expect(world.diagnostics.isEmpty)
    }

    /// DistributeSpec: three 100 × 100 views, viewA at the window's top left, aligned on their centre Y (or X) and
    /// distributed by 10 (`previous.right == next.left - 10`, or bottom to top) start at 0, 110 and 220.
    @Test func distributedViews() {
        for vertically in [false, true] {
            let f = Fixture()
            let (a, b, c) = (f.view, Fixture.testView(), Fixture.testView())
            f.window.addSubview(b)
            f.window.addSubview(c)
            Fixture.sized(a, 100, 100)
            Self.add(a, .top, f.window, .top)
            Self.add(a, .left, f.window, .left)
            for other in [b, c] {
                Self.add(a, .width, other, .width)
                Self.add(a, .height, other, .height)
            }
            let (align, before, after): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                vertically ? (.centerX, .bottom, .top) : (.centerY, .right, .left)
            Self.add(a, align, b, align)
            Self.add(b, align, c, align)
            Self.add(a, before, b, after, -10)
            Self.add(b, before, c, after, -10)
            f.window.layoutIfNeeded()
            let starts = [a, b, c].map { vertically ? $0.frame.minY : $0.frame.minX }
            #expect(starts == [0, 110, 220], "vertically: \(vertically)")
        }
    }

    /// ViewHierarchySpec: a constraint is installed on the closest common ancestor of its items — a size on the
    /// view itself, a parent's width against its child's on the parent, a grandparent's against a grandchild's on
    /// the grandparent, siblings' on their parent, cousins' on their grandparent, a grandchild's against its
    /// parent's sibling on the grandparent — one constraint each.
    @Test func closestCommonAncestorHoldsTheConstraint() {
        let world = Simulation()
        let alone = Fixture.testView()
        Self.add(alone, .width, nil, .notAnAttribute, 200)
        #expect(alone.constraints.count == 1)

        let (grandparent, parentA, parentB, childA, childB) =
            (Fixture.testView(), Fixture.testView(), Fixture.testView(), Fixture.testView(), Fixture.testView())
        grandparent.addSubview(parentA)
        grandparent.addSubview(parentB)
        parentA.addSubview(childA)
        parentB.addSubview(childB)
        let pairs: [(UIView, UIView, UIView)] = [
            (parentA, childA, parentA), (grandparent, childA, grandparent), (parentA, parentB, grandparent),
            (childA, childB, grandparent), (childA, parentB, grandparent),
        ]
        for (first, second, holder) in pairs {
            let c = Self.add(first, .width, second, .width)
            #expect(holder.constraints.count == 1 && holder.constraints.first === c)
            c.isActive = false
        }
        #expect(world.diagnostics.isEmpty)
    }

    /// LayoutGuideSpec (iOS): a `UILayoutGuide` added to a 400 × 400 view: its edges on the view's give
    /// (0, 0, 400, 400); inside the view by inequalities, centred at low priority and 200 × 200, its centre is
    /// (200, 200); leading + 10 gives minX 10; trailing − 10 maxX 390; width × 0.5 (or / 2) 200; centred, (200, 200).
    @Test func layoutGuidesOfAView() {
        let world = Simulation()
        func guide(_ build: (UILayoutGuide, UIView) -> Void) -> CGRect {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            build(guide, view)
            view.layoutIfNeeded()
            return guide.layoutFrame
        }
        let edges = guide { g, v in [NSLayoutConstraint.Attribute.top, .left, .bottom, .right].forEach { Self.add(g, $0, v, $0) } }
        #expect(edges == CGRect(x: 0, y: 0, width: 400, height: 400))
        let inside = guide { g, v in
            Self.add(g, .top, v, .top, 0, .greaterThanOrEqual)
            Self.add(g, .bottom, v, .bottom, 0, .lessThanOrEqual)
            Self.add(g, .left, v, .left, 0, .greaterThanOrEqual)
            Self.add(g, .right, v, .right, 0, .lessThanOrEqual)
            Self.add(g, .centerX, v, .centerX, priority: .defaultLow)
            Self.add(g, .centerY, v, .centerY, priority: .defaultLow)
            Self.add(g, .width, nil, .notAnAttribute, 200)
            Self.add(g, .height, nil, .notAnAttribute, 200)
        }
        #expect(inside.midX == 200 && inside.midY == 200 && inside.size == CGSize(width: 200, height: 200))
        #expect(guide { g, v in Self.add(g, .leading, v, .leading, 10) }.minX == 10)
        #expect(guide { g, v in Self.add(g, .trailing, v, .trailing, -10) }.maxX == 390)
        #expect(guide { g, v in Self.add(g, .width, v, .width, multiplier: 0.5) }.width == 200)
        let centred = guide { g, v in
            Self.add(g, .centerX, v, .centerX)
            Self.add(g, .centerY, v, .centerY)
        }
        #expect(centred.midX == 200 && centred.midY == 200)
        #expect(world.diagnostics.isEmpty)
    }

    /// ViewLayoutGuideSpec and SafeAreaLayoutGuideSpec: a view pinned to the edges of its superview's
    /// `layoutMarginsGuide`, `readableContentGuide` or `safeAreaLayoutGuide` (the superview a screen-sized root,
    /// in no window) takes the guide's `layoutFrame`; a 200 × 200 view centred on the guide shares its centre. (The
    /// safe-area spec compares the view's minY with the guide's maxX, a slip that holds only for a guide with no
    /// width; the row says why that one is not checked.)
    @Test func viewsPinnedToTheirSuperviewsGuides() {
        let world = Simulation()
        for guideName in ["layoutMargins", "readableContent", "safeArea"] {
            for centred in [false, true] {
                let superview = guideName == "safeArea" ? Fixture.testView(world.screen.bounds) : UIView(frame: world.screen.bounds)
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                superview.addSubview(view)
                let guide = guideName == "layoutMargins" ? superview.layoutMarginsGuide
                    : guideName == "readableContent" ? superview.readableContentGuide : superview.safeAreaLayoutGuide
                if centred {
                    Self.add(view, .centerX, guide, .centerX)
                    Self.add(view, .centerY, guide, .centerY)
                    Fixture.sized(view, 200, 200)
                } else {
                    [NSLayoutConstraint.Attribute.top, .leading, .bottom, .trailing].forEach { Self.add(view, $0, guide, $0) }
                }
                superview.layoutIfNeeded()
                let frame = guide.layoutFrame
                if centred {
                    #expect(view.frame.midX == frame.midX && view.frame.midY == frame.midY, "\(guideName)")
                    #expect(view.frame.size == CGSize(width: 200, height: 200))
                } else {
                    #expect(view.frame == frame, "\(guideName)")
                }
            }
        }
        #expect(world.diagnostics.isEmpty)
    }

    /// LayoutSupportSpec: a 200 × 200 view in the root view of a controller shown by a navigation controller in a
    /// tab bar controller, in a 400 × 400 window; its top on `topLayoutGuide`'s bottom (equal, squeezed, + 100)
    /// is, in window coordinates, `topLayoutGuide.length` (+ 100) down; its bottom on `bottomLayoutGuide`'s top
    /// (equal, squeezed, + 100, − 100) is `bottomLayoutGuide.length` (∓ 100) above the window's bottom. (The spec's
    /// "subtraction" on the top guide expects −100 − length, which holds only for a zero length; not checked.)
    @Test(arguments: [PlatformProfile.iOS7, .iOS13])
    func viewsOnAControllersLayoutGuides(profile: PlatformProfile) {
        typealias Attribute = NSLayoutConstraint.Attribute
        let cases: [(Attribute, Bool, CGFloat)] = [
            (.top, false, 0), (.top, true, 0), (.top, false, 100),
            (.bottom, false, 0), (.bottom, true, 0), (.bottom, false, 100), (.bottom, false, -100),
        ]
        for (edge, squeeze, constant) in cases {
            let world = Simulation(profile: profile)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), simulation: world)
            let controller = UIViewController()
            let view = Fixture.testView()
            controller.view.addSubview(view)
            Fixture.sized(view, 200, 200)
            let navigation = UINavigationController(rootViewController: controller)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            tabs.view.frame = window.bounds
            tabs.view.layoutIfNeeded()
            window.rootViewController = tabs
            window.setNeedsLayout()
            window.layoutIfNeeded()
            let guide = edge == .top ? controller.topLayoutGuide : controller.bottomLayoutGuide
            let guideEdge: Attribute = edge == .top ? .bottom : .top
            if squeeze { Self.squeezed(view, edge, guide, guideEdge) } else { Self.add(view, edge, guide, guideEdge, constant) }
            controller.view.layoutIfNeeded()
            let inWindow = view.convert(view.bounds, to: window)
            if edge == .top {
                #expect(inWindow.minY == constant + controller.topLayoutGuide.length, "\(profile) top + \(constant)")
            } else {
                #expect(inWindow.maxY == constant + window.bounds.maxY - controller.bottomLayoutGuide.length,
                        "\(profile) bottom + \(constant)")
            }
        }
    }

    /// PrioritySpec: `view.width == 200 ~ 100` and `view.size <= superview.size ~ 100` read priority 100.
    @Test func prioritiesReadBack() {
        let f = Fixture(side: 200)
        let low = UILayoutPriority(rawValue: 100)
        #expect(Self.add(f.view, .width, nil, .notAnAttribute, 200, priority: low).priority == low)
        let sizes = [NSLayoutConstraint.Attribute.width, .height].map {
            Self.add(f.view, $0, f.window, $0, 0, .lessThanOrEqual, priority: low)
        }
        #expect(sizes.allSatisfy { $0.priority == low })
    }

    /// ConstraintGroupSpec, "Activating a group": two groups sizing the view 100 × 100 and 200 × 200, both made
    /// inactive; activating the first and calling `view1.layoutIfNeeded()` — on the view itself, whose size
    /// constraints it holds — sizes it 100 × 100 (its superview needs layout, and UIKit lays out from there);
    /// swapping the groups and laying out the window gives 200 × 200.
    @Test func activatingAGroupThenLayingOutTheView() {
        let f = Fixture()
        let a = [NSLayoutConstraint.Attribute.width, .height].map { Self.add(f.view, $0, nil, .notAnAttribute, 100) }
        NSLayoutConstraint.deactivate(a)
        let b = [NSLayoutConstraint.Attribute.width, .height].map { Self.add(f.view, $0, nil, .notAnAttribute, 200) }
        NSLayoutConstraint.deactivate(b)
        NSLayoutConstraint.activate(a)
        f.view.layoutIfNeeded()
        #expect(f.view.frame.size == CGSize(width: 100, height: 100))
        NSLayoutConstraint.deactivate(a)
        NSLayoutConstraint.activate(b)
        f.window.layoutIfNeeded()
        #expect(f.view.frame.size == CGSize(width: 200, height: 200))
    }

    /// ConstraintGroupSpec, "Replacing constraints", and ReplacingConstraintsTests: view1 pinned 10 from the top,
    /// left and right of the 400 × 400 window and 200 tall; view2 under it, as wide, centred on it. A height of 100
    /// gives view2 (10, 210, 380, 100); replacing it with `view2.bottom >= superview.bottom` gives a height of 190
    /// — the engine leaves the inequality tight, the view as short as it may be.
    @Test func replacingAHeightByAnInequality() {
        let f = Fixture()
        let (view1, view2) = (f.view, Fixture.testView())
        f.window.addSubview(view2)
        Self.add(view1, .top, f.window, .top, 10)
        Self.add(view1, .left, f.window, .left, 10)
        Self.add(view1, .right, f.window, .right, -10)
        Self.add(view1, .height, nil, .notAnAttribute, 200)
        Self.add(view2, .centerX, view1, .centerX)
        Self.add(view2, .top, view1, .bottom)
        Self.add(view2, .width, view1, .width)
        f.window.layoutIfNeeded()
        let height = Self.add(view2, .height, nil, .notAnAttribute, 100)
        f.window.layoutIfNeeded()
        #expect(view2.frame == CGRect(x: 10, y: 210, width: 380, height: 100))
        height.isActive = false
        Self.add(view2, .bottom, f.window, .bottom, 0, .greaterThanOrEqual)
        f.window.layoutIfNeeded()
        #expect(view2.frame == CGRect(x: 10, y: 210, width: 380, height: 190))
    }

    /// OffsetDimensionSpec: a 200 × 200 view in a 600 × 600 window, its gap from the window's left (`left
    /// .anchorWithOffset(to: view.left)`) — equal to its gap to the window's right, equal to its width (with the
    /// width equal to the right gap), squeezed around its width, width + 100, − 100, × 2, / 2, / 2 + 100, and 200 —
    /// puts its minX at 200, 200, 200, 300, 100, 400, 100, 200, 200; the same on the Y axis.
    @Test func offsetDimensions() {
        for vertical in [false, true] {
            func minimum(_ build: (UIView, UIWindow, NSLayoutDimension, NSLayoutDimension) -> Void) -> CGFloat {
                let f = Fixture(side: 600, size: 200)
                let (v, w) = (f.view, f.window)
                let leading = vertical ? w.topAnchor.anchorWithOffset(to: v.topAnchor) : w.leftAnchor.anchorWithOffset(to: v.leftAnchor)
                let trailing = vertical ? v.bottomAnchor.anchorWithOffset(to: w.bottomAnchor)
                    : v.rightAnchor.anchorWithOffset(to: w.rightAnchor)
                build(v, w, leading, trailing)
                w.layoutIfNeeded()
                return vertical ? v.frame.minY : v.frame.minX
            }
            let axis = vertical ? "Y" : "X"
            #expect(minimum { _, _, gap, other in gap.constraint(equalTo: other).isActive = true } == 200, "\(axis) gaps")
            #expect(minimum { v, _, gap, other in
                gap.constraint(equalTo: v.widthAnchor).isActive = true
                v.widthAnchor.constraint(equalTo: other).isActive = true
            } == 200, "\(axis) gap == width == other gap")
            #expect(minimum { v, _, gap, _ in
                gap.constraint(greaterThanOrEqualTo: v.widthAnchor).isActive = true
                gap.constraint(lessThanOrEqualTo: v.widthAnchor).isActive = true
            } == 200, "\(axis) squeezed")
            let cases: [(CGFloat, CGFloat, CGFloat)] = [(1, 100, 300), (1, -100, 100), (2, 0, 400), (0.5, 0, 100), (0.5, 100, 200)]
            for (multiplier, constant, expected) in cases {
                let value = minimum { v, _, gap, _ in
                    let size = vertical ? v.heightAnchor : v.widthAnchor
                    gap.constraint(equalTo: size, multiplier: multiplier, constant: constant).isActive = true
                }
                #expect(value == expected, "\(axis) × \(multiplier) + \(constant)")
            }
            #expect(minimum { _, _, gap, _ in gap.constraint(equalToConstant: 200).isActive = true } == 200, "\(axis) == 200")
        }
    }

    /// MemoryLeakSpec: a superview with two subviews constrained to each other (`viewA.top == viewB.top`,
    /// `viewB.bottom == viewA.bottom`), all let go, are all freed: the constraints keep no view alive.
    @Test func constrainedViewsAreFreed() {
        let world = Simulation()
        weak var weakSuperview: UIView?
        weak var weakA: UIView?
        weak var weakB: UIView?
        do {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let b = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            superview.addSubview(a)
            superview.addSubview(b)
            a.translatesAutoresizingMaskIntoConstraints = false
            b.translatesAutoresizingMaskIntoConstraints = false
            Self.add(a, .top, b, .top)
            Self.add(b, .bottom, a, .bottom)
            (weakSuperview, weakA, weakB) = (superview, a, b)
            superview.layoutIfNeeded()
        }
        #expect(weakSuperview == nil && weakA == nil && weakB == nil)
        withExtendedLifetime(world) {}
    }
}
