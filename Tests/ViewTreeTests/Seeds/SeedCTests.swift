import Foundation
import Testing
import ViewTree

/// Article C, "UIScrollView: contentSize, and constraints in a xib" (claims C3–C5; C1 and C2 are in the
/// scroll view tests), with the article's numbers on a 375 × 667 screen.
@Suite struct SeedCTests {
    let world = Simulation()
    let window: Window
    let scrollView = ScrollView(frame: .zero)

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        window.makeKeyAndVisible()
    }

    /// Step 1 of C4: a scroll view pinned to its superview's four edges (not red).
    func pinScrollViewToWindow() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
    }

    func addPinnedContent() -> View {
        let content = View(frame: .zero)
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        ])
        return content
    }

    func issues() -> [String] { world.autoLayoutIssues(in: window).map(\.message) }

    @Test func seedC4_aScrollViewPinnedToFourEdgesIsFine() {
        pinScrollViewToWindow()
        window.layoutIfNeeded()
        #expect(issues().isEmpty)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func seedC4_aViewWithFourEdgeConstraintsInsideIsAmbiguousOnBothAxes() {
        pinScrollViewToWindow()
        let content = addPinnedContent()
        window.layoutIfNeeded()
        #expect(scrollView.hasAmbiguousContentSize(along: .horizontal))
        #expect(scrollView.hasAmbiguousContentSize(along: .vertical))
        #expect(content.hasAmbiguousLayout)
        let scrollName = scrollView.layoutDebugName
        #expect(issues().contains("\(scrollName): has ambiguous scrollable content width"))
        #expect(issues().contains("\(scrollName): has ambiguous scrollable content height"))
    }

    @Test func seedC4_aHeightOf160FixesOnlyTheVerticalAxis() {
        pinScrollViewToWindow()
        let content = addPinnedContent()
        content.heightAnchor.constraint(equalToConstant: 160).isActive = true
        window.layoutIfNeeded()
        #expect(!scrollView.hasAmbiguousContentSize(along: .vertical))
        #expect(scrollView.hasAmbiguousContentSize(along: .horizontal))
        #expect(!content.hasAmbiguousLayout(along: .vertical) && content.hasAmbiguousLayout(along: .horizontal))
        #expect(scrollView.contentSize.height == 160)
    }

    @Test func seedC4_addingAWidthMakesItFineAndNotScrollable() {
        pinScrollViewToWindow()
        let content = addPinnedContent()
        content.heightAnchor.constraint(equalToConstant: 160).isActive = true
        content.widthAnchor.constraint(equalToConstant: 375).isActive = true
        window.layoutIfNeeded()
        #expect(issues().isEmpty)
        #expect(scrollView.contentSize == CGSize(width: 375, height: 160))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 160))
        #expect(!scrollView.canScrollVertically && !scrollView.canScrollHorizontally)
    }

    @Test func seedC4_height800ScrollsVerticallyAndAWiderWidthHorizontallyToo() {
        pinScrollViewToWindow()
        let content = addPinnedContent()
        let height = content.heightAnchor.constraint(equalToConstant: 800)
        let width = content.widthAnchor.constraint(equalToConstant: 375)
        LayoutConstraint.activate([height, width])
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 375, height: 800))
        #expect(scrollView.canScrollVertically && !scrollView.canScrollHorizontally)
        width.constant = 600
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 600, height: 800))
        #expect(scrollView.canScrollVertically && scrollView.canScrollHorizontally)
    }

    /// C5: three views stacked, each pinned to its nearest neighbours and the scroll view's edges.
    func addStack() -> [View] {
        let views = (0..<3).map { _ -> View in
            let v = View(frame: .zero)
            v.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(v)
            return v
        }
        var constraints = [
            views[0].topAnchor.constraint(equalTo: scrollView.topAnchor),
            views[0].bottomAnchor.constraint(equalTo: views[1].topAnchor),
            views[1].bottomAnchor.constraint(equalTo: views[2].topAnchor),
            views[2].bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        ]
        for v in views {
            constraints.append(v.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor))
            constraints.append(v.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor))
        }
        LayoutConstraint.activate(constraints)
        return views
    }

    @Test func seedC5_threeStackedViewsWithEdgeConstraintsAreAmbiguous() {
        pinScrollViewToWindow()
        let views = addStack()
        window.layoutIfNeeded()
        let allAmbiguous = views.allSatisfy { $0.hasAmbiguousLayout }
        #expect(allAmbiguous)
        #expect(scrollView.hasAmbiguousContentSize(along: .horizontal) && scrollView.hasAmbiguousContentSize(along: .vertical))
    }

    @Test func seedC5_heightsOf250FixTheVerticalAxis() {
        pinScrollViewToWindow()
        let views = addStack()
        LayoutConstraint.activate(views.map { $0.heightAnchor.constraint(equalToConstant: 250) })
        window.layoutIfNeeded()
        #expect(!scrollView.hasAmbiguousContentSize(along: .vertical))
        #expect(scrollView.hasAmbiguousContentSize(along: .horizontal))
        #expect(scrollView.contentSize.height == 750)
        #expect(views.map(\.frame.origin.y) == [0, 250, 500])
    }

    @Test func seedC5_aWidthOnTheFirstOnlyFixesTheHorizontalAxisForAllThree() {
        pinScrollViewToWindow()
        let views = addStack()
        LayoutConstraint.activate(views.map { $0.heightAnchor.constraint(equalToConstant: 250) })
        views[0].widthAnchor.constraint(equalToConstant: 375).isActive = true
        window.layoutIfNeeded()
        #expect(issues().isEmpty)
        #expect(scrollView.contentSize == CGSize(width: 375, height: 750))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 250),
                                       CGRect(x: 0, y: 250, width: 375, height: 250),
                                       CGRect(x: 0, y: 500, width: 375, height: 250)])
        #expect(scrollView.canScrollVertically && !scrollView.canScrollHorizontally)
    }

    @Test func seedC5_sixConstraintsPerSubviewIsNotTheRule() {
        pinScrollViewToWindow()
        let views = addStack()
        LayoutConstraint.activate(views.map { $0.heightAnchor.constraint(equalToConstant: 250) })
        views[0].widthAnchor.constraint(equalToConstant: 375).isActive = true
        window.layoutIfNeeded()
        let all = [window, scrollView].flatMap(\.constraints) + views.flatMap(\.constraints)
        let counts = views.map { v in all.filter { $0.firstItem === v || $0.secondItem === v }.count }
        #expect(counts == [6, 5, 5], "the first view has 6 constraints, the others 5, and nothing is ambiguous")
        #expect(issues().isEmpty)
    }

    // C3: controls with an intrinsic size need 2 constraints; views without one need 4.
    func placed(_ view: View, constraints: (View) -> [LayoutConstraint]) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate(constraints(view))
        window.layoutIfNeeded()
        return view
    }

    func position(_ v: View) -> [LayoutConstraint] {
        [v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
         v.topAnchor.constraint(equalTo: window.topAnchor, constant: 40)]
    }

    @Test func seedC3_aLabelNeedsTwoConstraints() {
        let label = Label(frame: .zero)
        label.text = "Hello"
        _ = placed(label, constraints: position)
        #expect(!label.hasAmbiguousLayout)
        #expect(label.frame.origin == CGPoint(x: 20, y: 40))
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func seedC3_anImageViewWithAnImageNeedsTwo() {
        let image = ImageView(image: Image(name: "logo", size: CGSize(width: 64, height: 32)))
        _ = placed(image, constraints: position)
        #expect(!image.hasAmbiguousLayout)
        #expect(image.frame == CGRect(x: 20, y: 40, width: 64, height: 32))
    }

    @Test(arguments: ["View", "ImageView", "TableView"])
    func seedC3_viewsWithoutAnIntrinsicSizeNeedFour(kind: String) {
        func make() -> View {
            switch kind {
            case "ImageView": ImageView(frame: .zero)
            case "TableView": TableView(frame: .zero)
            default: View(frame: .zero)
            }
        }
        let two = placed(make(), constraints: position)
        #expect(two.hasAmbiguousLayout, "two constraints leave the size open")
        let four = placed(make()) { v in
            position(v) + [v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 50)]
        }
        #expect(!four.hasAmbiguousLayout)
        #expect(four.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
    }

    // C3 retested with the real control classes (issue 16).
    @Test(arguments: ["Switch", "SegmentedControl", "Label", "Button", "Stepper", "ActivityIndicatorView"])
    func seedC3_controlsWithAnIntrinsicSizeNeedOnlyTwoConstraints(kind: String) {
        let control: View
        switch kind {
        case "Switch": control = Switch()
        case "SegmentedControl": control = SegmentedControl(items: ["First", "Second"])
        case "Button":
            let b = Button(type: .system)
            b.setTitle("Button", for: .normal)
            control = b
        case "Stepper": control = Stepper(frame: .zero)
        case "ActivityIndicatorView": control = ActivityIndicatorView(style: .medium)
        default:
            let l = Label(frame: .zero)
            l.text = "Hello"
            control = l
        }
        _ = placed(control, constraints: position)
        #expect(!control.hasAmbiguousLayout, "\(kind) with 2 constraints")
        #expect(issues().isEmpty)
        // Constraints place the alignment rectangle, which the intrinsic size measures (a switch's frame is 2 pt
        // wider on the right from iOS 7: `ControlMetrics.switchAlignmentRectInsets`).
        let placedRect = control.alignmentRect(forFrame: control.frame)
        #expect(placedRect.origin == CGPoint(x: 20, y: 40))
        #expect(placedRect.size == control.intrinsicContentSize)
    }

    /// The claim lists UISlider with the controls that need 2: it does not hold. A slider (like a
    /// progress view) has only an intrinsic height (`intrinsicContentSize` is `(-1, 30)`), so with two
    /// position constraints its width is ambiguous; a width (or a trailing constraint) fixes it.
    @Test(arguments: ["Slider", "ProgressView"])
    func seedC3_aSliderNeedsAWidthToo(kind: String) {
        func make() -> View { kind == "Slider" ? Slider(frame: .zero) : ProgressView(progressViewStyle: .default) }
        let two = placed(make(), constraints: position)
        #expect(two.hasAmbiguousLayout(along: .horizontal))
        #expect(!two.hasAmbiguousLayout(along: .vertical))
        #expect(issues() == ["\(two.layoutDebugName): has ambiguous horizontal position or width"])
        let three = placed(make()) { v in position(v) + [v.widthAnchor.constraint(equalToConstant: 200)] }
        #expect(!three.hasAmbiguousLayout)
        // The alignment rectangle (a slider's frame reaches 2 pt beyond it at each end and 1 pt below from iOS 7).
        #expect(three.alignmentRect(forFrame: three.frame) == CGRect(x: 20, y: 40, width: 200, height: three.intrinsicContentSize.height))
    }

    @Test(arguments: ["View", "ImageView", "TableView"])
    func seedC3_plainViewsStillNeedFourWithControlsAround(kind: String) {
        let toggle = placed(Switch(), constraints: position)
        let v: View = kind == "ImageView" ? ImageView(frame: .zero) : kind == "TableView" ? TableView(frame: .zero) : View(frame: .zero)
        let two = placed(v) { v in
            [v.leadingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 8), v.topAnchor.constraint(equalTo: toggle.topAnchor)]
        }
        #expect(two.hasAmbiguousLayout)
        #expect(!toggle.hasAmbiguousLayout)
    }
}
