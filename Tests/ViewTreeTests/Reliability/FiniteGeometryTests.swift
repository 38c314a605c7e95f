import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

/// Issue 12, "infinity from finite input": finite values whose arithmetic overflows (an edge, a
/// center, a sum of insets) are rejected with a diagnostic and the previous state is kept, so that no
/// NaN or infinity ever reaches geometry. `InvariantChecker.check` runs after each.
@Suite struct FiniteGeometryTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func codes() -> [Diagnostic.Code] { world.diagnostics.map(\.code) }

    /// Every geometry value a user can read is finite.
    func expectFinite(_ view: View, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(view.frame.isFiniteRect && view.bounds.isFiniteRect && view.center.isFinitePoint,
                "frame \(view.frame) bounds \(view.bounds) center \(view.center)", sourceLocation: sourceLocation)
        #expect(view.frame.maxX.isFinite && view.frame.maxY.isFinite && view.bounds.maxX.isFinite
                    && view.bounds.maxY.isFinite, sourceLocation: sourceLocation)
    }

    @Test func aFrameAt1e308IsRejectedRatherThanGivingAnInfiniteCenter() throws {
        let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        window.addSubview(view)
        view.frame = CGRect(x: 1e308, y: 2, width: 30, height: 40)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40), "the previous frame is kept")
        #expect(codes() == [.nonFiniteGeometry])
        #expect(world.diagnostics.first?.message.contains("maximumCoordinate") == true, "\(world.diagnostics)")
        expectFinite(view)
        try InvariantChecker.check([window])
    }

    @Test func aCenterThatWouldPutAnEdgeAtInfinityIsRejected() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.bounds = CGRect(x: 0, y: 0, width: 1.7e308, height: 10)
        #expect(view.bounds.width == 10, "a width whose half-sum with the center overflows is rejected")
        view.bounds = CGRect(x: 0, y: 0, width: 1e302, height: 10)
        #expect(view.bounds.width == 1e302, "a huge width inside the limit is accepted")
        view.center = CGPoint(x: -1.7e308, y: 5)
        #expect(view.center == CGPoint(x: 5, y: 5), "the previous center is kept")
        #expect(codes() == [.nonFiniteGeometry, .nonFiniteGeometry])
        expectFinite(view)
        try InvariantChecker.check([window])
    }

    @Test func aBoundsOriginWhoseFarEdgeOverflowsIsRejected() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0)
        scroll.setContentOffset(CGPoint(x: 0, y: -CGFloat.greatestFiniteMagnitude), animated: true)
        world.run(for: 1)
        #expect(scroll.contentOffset == .zero)
        #expect(codes() == [.nonFiniteGeometry, .nonFiniteGeometry], "\(world.diagnostics)")
        expectFinite(scroll)
        try InvariantChecker.check([window])
    }

    @Test func theLimitItselfIsAcceptedAndEverythingDerivedStaysFinite() throws {
        let limit = View.maximumCoordinate
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.frame = CGRect(x: -limit, y: -limit, width: limit, height: limit)
        #expect(view.frame == CGRect(x: -limit, y: -limit, width: limit, height: limit))
        View.animate(withDuration: 1, animations: { view.frame = CGRect(x: limit - 10, y: limit - 10, width: 10, height: 10) })
        for _ in 0..<5 {
            world.run(for: 0.25)
            let p = view.presentation()
            #expect(p.center.isFinitePoint && p.bounds.isFiniteRect)
        }
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
        try InvariantChecker.check([window])
    }

    @Test func initWithAFrameBeyondTheLimitGetsAZeroFrameAsWithNaN() {
        let view = View(frame: CGRect(x: 1e308, y: 2, width: 30, height: 40))
        #expect(view.frame == .zero)
        #expect(view.center.isFinitePoint)
    }

    @Test func aFlexibleSubviewOfAParentResizedToTheGreatestFiniteMagnitudeStaysFinite() throws {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        window.addSubview(parent)
        parent.frame = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100)
        #expect(parent.frame.width == 100, "rejected: the far edge is beyond the limit")
        parent.bounds = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100)
        expectFinite(child)
        parent.frame = CGRect(x: 0, y: 0, width: View.maximumCoordinate, height: 100)
        expectFinite(child)
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        expectFinite(child)
        #expect(child.frame.width < 1000, "back to a normal size, the subview is normal again: \(child.frame)")
        #expect(codes().allSatisfy { $0 == .nonFiniteGeometry } && codes().count >= 2, "\(world.diagnostics)")
        try InvariantChecker.check([window])
    }

    @Test func treeSnapshotJSONNeverSilentlyLosesTheTree() throws {
        let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        window.addSubview(view)
        view.frame = CGRect(x: 1e308, y: 2, width: 30, height: 40)
        view.bounds = CGRect(x: 0, y: 0, width: 1.7e308, height: 40)
        view.center = CGPoint(x: -1.7e308, y: 0)
        let json = window.treeSnapshot().jsonString()
        #expect(json != "{}")
        let decoded = try JSONDecoder().decode(TreeSnapshot.self, from: Data(json.utf8))
        #expect(decoded.nodes.count == 2)
        #expect(decoded == window.treeSnapshot())
    }

    @Test func aSnapshotWithNonFiniteNumbersStillEncodesEveryNode() throws {
        // A snapshot is a plain value a test may build or edit: it must encode whatever it holds.
        var snapshot = window.treeSnapshot()
        snapshot.nodes[0].frame = [.infinity, -.infinity, .nan, 1]
        let json = snapshot.jsonString()
        #expect(json.contains("\"className\""), "\(json)")
        #expect(json.contains("inf"), "\(json)")
    }

    // MARK: Insets and content

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e308])
    func aBadContentInsetIsRejectedWithADiagnostic(bad: CGFloat) throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentInset = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        window.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: bad, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentInset == EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
        scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: bad, right: 0)
        #expect(scroll.verticalScrollIndicatorInsets == .zero)
        scroll.horizontalScrollIndicatorInsets = EdgeInsets(top: 0, left: bad, bottom: 0, right: 0)
        #expect(scroll.horizontalScrollIndicatorInsets == .zero)
        #expect(codes() == [.nonFiniteGeometry, .nonFiniteGeometry, .nonFiniteGeometry], "\(world.diagnostics)")
        scroll.flashScrollIndicators()
        world.run(for: 0.5)
        #expect(codes().count == 3, "nothing more while the indicators show: \(world.diagnostics)")
        try InvariantChecker.check([window])
    }

    @Test func aContentSizeBeyondTheLimitIsRejected() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 100, height: 1e308)
        #expect(scroll.contentSize == .zero)
        #expect(codes() == [.nonFiniteGeometry])
        scroll.contentSize = CGSize(width: 100, height: View.maximumCoordinate)
        scroll.contentInset = EdgeInsets(top: View.maximumCoordinate, left: 0, bottom: View.maximumCoordinate, right: 0)
        scroll.flashScrollIndicators()
        scroll.setContentOffset(scroll.maximumContentOffset, animated: true)
        world.run(for: 1)
        for indicator in [scroll.verticalScrollIndicatorView, scroll.horizontalScrollIndicatorView].compactMap({ $0 }) {
            expectFinite(indicator)
        }
        expectFinite(scroll)
        try InvariantChecker.check([window])
    }

    @Test func aHugeTextContainerInsetIsRejectedAndSizeToFitStaysFinite() throws {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Hello\nworld"
        window.addSubview(textView)
        textView.textContainerInset.top = 1e308
        #expect(textView.textContainerInset == TextView.defaultTextContainerInset)
        #expect(codes() == [.nonFiniteGeometry])
        textView.sizeToFit()
        textView.flashScrollIndicators()
        world.run(for: 0.5)
        expectFinite(textView)
        #expect(textView.contentSize.width.isFinite && textView.contentSize.height.isFinite)
        for indicator in [textView.verticalScrollIndicatorView, textView.horizontalScrollIndicatorView].compactMap({ $0 }) {
            expectFinite(indicator)
        }
        try InvariantChecker.check([window])
    }

    @Test func aTextViewWithAHugeFontKeepsItsGeometryFinite() throws {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Hello world, a long line of text"
        window.addSubview(textView)
        textView.font = Font.systemFont(ofSize: 1e308)
        #expect(textView.font?.pointSize != 1e308, "rejected")
        #expect(codes() == [.invalidValue], "\(world.diagnostics)")
        textView.sizeToFit()
        world.run(for: 0.1)
        expectFinite(textView)
        #expect(textView.contentSize.width.isFinite && textView.contentSize.height.isFinite)
        try InvariantChecker.check([window])
    }

    @Test func aLabelWithAHugeFontKeepsAFiniteIntrinsicSize() throws {
        let label = Label(frame: .zero)
        label.text = "Hello"
        window.addSubview(label)
        let before = label.intrinsicContentSize
        label.font = Font.systemFont(ofSize: 1e308)
        #expect(label.font.pointSize == Font.labelDefaultPointSize, "the previous font is kept")
        #expect(label.intrinsicContentSize == before)
        #expect(codes() == [.invalidValue], "\(world.diagnostics)")
        // A font that is fine for a short text but not for a long one: the text is rejected.
        label.font = Font.systemFont(ofSize: 1e300)
        #expect(label.font.pointSize == 1e300)
        label.text = String(repeating: "m", count: 100_000)
        #expect(label.text == "Hello")
        #expect(label.intrinsicContentSize.width.isFinite && label.intrinsicContentSize.height.isFinite)
        label.preferredMaxLayoutWidth = .nan
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(codes() == [.invalidValue, .invalidValue, .invalidValue], "\(world.diagnostics)")
        label.sizeToFit()
        expectFinite(label)
        try InvariantChecker.check([window])
    }

    // MARK: Auto Layout

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aConstraintWithANonFiniteConstantOrMultiplierIsRejected(bad: CGFloat) throws {
        let view = View(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: bad)
        #expect(codes() == [.invalidValue], "rejected at creation: \(world.diagnostics)")
        width.isActive = true
        #expect(!width.isActive, "a constraint with a non-finite constant cannot be activated")
        let scaled = view.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: bad)
        scaled.isActive = true
        #expect(!scaled.isActive)
        let good = view.widthAnchor.constraint(equalToConstant: 40)
        good.isActive = true
        good.constant = bad
        #expect(good.constant == 40, "the previous constant is kept")
        LayoutConstraint.activate([view.topAnchor.constraint(equalTo: window.topAnchor),
                                   view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   view.heightAnchor.constraint(equalToConstant: 10)])
        world.run(for: 0.1)
        #expect(view.frame.width == 40)
        #expect(!good.isBroken)
        expectFinite(view)
        #expect(codes().count == 5 && codes().allSatisfy { $0 == .invalidValue }, "\(world.diagnostics)")
        try InvariantChecker.check([window])
    }

    @Test func aHugeFiniteConstraintConstantDoesNotPutInfinityInAFrame() throws {
        let view = View(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1.5e308),
            view.widthAnchor.constraint(equalToConstant: 1.5e308),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        world.run(for: 0.1)
        expectFinite(view)
        #expect(!world.diagnostics.isEmpty, "the overflowing frame is reported")
        try InvariantChecker.check([window])
    }

    // MARK: ASCII rendering

    @Test func asciiRenderingOfAHugeGridIsRejectedNotACrash() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(window.asciiRendering(columns: Int.max, rows: 1) == "")
        #expect(window.asciiRendering(columns: 1, rows: Int.max) == "")
        #expect(window.asciiRendering(columns: Int.max / 2, rows: Int.max / 2) == "")
        #expect(codes() == [.invalidValue, .invalidValue, .invalidValue], "\(world.diagnostics)")
        #expect(window.asciiRendering(columns: 4, rows: 2) != "", "an ordinary grid still renders")
    }
}

/// A view whose intrinsic size is infinite (a user override gone wrong).
private final class InfinitelyLarge: View {
    override var intrinsicContentSize: CGSize { CGSize(width: CGFloat.infinity, height: CGFloat.greatestFiniteMagnitude) }
}

/// Siblings of the examples: the same overflow through other doors.
@Suite struct FiniteGeometrySiblingTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    @Test func aHugeLineFragmentPaddingIsRejected() throws {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Hello"
        window.addSubview(textView)
        textView.textContainer.lineFragmentPadding = 1e308
        #expect(textView.textContainer.lineFragmentPadding == TextContainer.defaultLineFragmentPadding)
        #expect(world.diagnostics.map(\.code) == [.invalidValue])
        textView.sizeToFit()
        #expect(textView.frame.isFiniteRect && textView.frame.maxX.isFinite)
        try InvariantChecker.check([window])
    }

    @Test func hugeTouchesAndVelocitiesKeepAScrollViewFinite() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 10_000)
        window.addSubview(scroll)
        scroll.drag(from: CGPoint(x: 50, y: -1e308), to: CGPoint(x: 50, y: 1e308), duration: 0.2)
        #expect(world.diagnostics.map(\.code) == [.nonFiniteGeometry], "\(world.diagnostics)")
        scroll.beginPan(at: CGPoint(x: 50, y: 50))
        scroll.movePan(to: CGPoint(x: 50, y: 10))
        scroll.endPan(velocity: CGPoint(x: 0, y: -1e308))
        world.run(for: 5)
        #expect(scroll.contentOffset.isFinitePoint && scroll.bounds.maxY.isFinite, "\(scroll.contentOffset)")
        try InvariantChecker.check([window])
    }

    @Test func anInfiniteIntrinsicSizeIsIgnoredByAutoLayout() throws {
        let view = InfinitelyLarge(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   view.topAnchor.constraint(equalTo: window.topAnchor)])
        world.run(for: 0.1)
        #expect(view.frame.isFiniteRect && view.frame.maxX.isFinite && view.frame.maxY.isFinite, "\(view.frame)")
        try InvariantChecker.check([window])
    }
}
