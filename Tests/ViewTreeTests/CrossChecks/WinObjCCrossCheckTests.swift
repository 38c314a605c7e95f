// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Behaviours Microsoft's WinObjC (Islandwood) pins in its UIKit tests (`tests/unittests/UIKit/*.mm`,
/// `tests/functionaltests/Tests/UIKitTests/*.mm`), checked against ViewTree through the public API; the label rows
/// come from `uilabel-ios.xml`, the measurements of one `UILabel` in 2,100 configurations, captured on an iOS
/// simulator at 3× by WinObjC's `UILabelViewController` (text "This is a test string used to test UILabel - and it
/// should wrap and can be as long as three lines", frame (4, 254, 353, 107), the default font at 4.01…76.01 pt).
/// Each test is ours; rows in Docs/Fidelity.md, "Behaviours checked against WinObjC's suite".
@Suite struct WinObjCCrossCheckTests {
    static let captureText = "This is a test string used to test UILabel - and it should wrap and can be as long as three lines"
    static let captureFrame = CGRect(x: 4, y: 254, width: 353, height: 107)

    /// The capture's label, in a window of a 3× world.
    static func captureLabel(in t: TestWorld, size: CGFloat, lines: Int) -> UILabel {
        let label = UILabel(frame: captureFrame)
        label.text = captureText
        label.font = label.font.withSize(size)
        label.numberOfLines = lines
        t.window.addSubview(label)
        return label
    }

    static func world() -> TestWorld { TestWorld(profile: .iOS13, device: .iPhone8Plus) }

    // MARK: UILabel (uilabel-ios.xml)

    /// Text taller than the bounds: `textRect(forBounds: frame, limitedToNumberOfLines:)` starts where the text,
    /// centred vertically in the bounds, starts (half the overflow above the bounds, on the nearest pixel) and is
    /// as tall as the bounds; text that fits stays at the bounds' origin. Capture ids 0003 ({{4, 233}, {343, 107}}
    /// for a 149.33-pt text), 0007 (y −51.67 for 718.67), 0145 (two lines of 117.33: y 249), 0001 (32 pt:
    /// {{4, 254}, {343, 32}}).
    @Test func textTallerThanTheBoundsStartsWhereTheCentredTextStarts() {
        let t = Self.world()
        #expect(t.simulation.pixelScale == 3)
        for (size, lines) in [(CGFloat(44), 0), (60, 0), (76, 0), (52, 2), (60, 2)] {
            let label = Self.captureLabel(in: t, size: size, lines: lines)
            let fitted = label.sizeThatFits(Self.captureFrame.size)
            #expect(fitted.height > 107, "sizeThatFits is not held to the proposed height: \(fitted)")
            let rect = label.textRect(forBounds: label.frame, limitedToNumberOfLines: lines)
            #expect(rect.height == 107 && rect.minX == 4, "\(size) pt, \(lines) lines: \(rect)")
            #expect(abs(rect.width - fitted.width) < 1.0 / 3, "\(rect) \(fitted)")
            let expectedY = 254 + ((321 - fitted.height * 3) / 2 + 0.5).rounded(.down) / 3
            #expect(abs(rect.minY - expectedY) < 1e-9, "\(size) pt: \(rect.minY) against \(expectedY)")
            #expect(abs(rect.minY - (label.frame.midY - fitted.height / 2)) <= 1.0 / 6 + 1e-9, "\(rect)")
        }
        let small = Self.captureLabel(in: t, size: 12, lines: 0)
        let rect = small.textRect(forBounds: small.frame, limitedToNumberOfLines: 0)
        #expect(rect.origin == CGPoint(x: 4, y: 254) && rect.height < 107, "\(rect)")
    }

    /// Whatever the line break mode and `numberOfLines`, a frame-placed label's intrinsic size is its one line
    /// (492.67 × 16 at 12 pt, wider than its 353-pt frame); with `numberOfLines` 0 the truncating and clipping modes
    /// wrap as word wrapping does (ids 0001, 0021, 0031, 0041: all {343, 32}); shrinking to fit changes none of
    /// the three measurements (ids 0360–0379 equal 0060–0079).
    @Test func intrinsicSizeAndWrappingIgnoreTheModeAndShrinking() {
        let t = Self.world()
        let label = Self.captureLabel(in: t, size: 20, lines: 1)
        let oneLine = label.intrinsicContentSize
        #expect(oneLine.width > 353)
        #expect(oneLine.height == (label.font.lineHeight * 3).rounded(.up) / 3)
        let modes: [NSLineBreakMode] = [.byWordWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle]
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        let wrapped = label.sizeThatFits(Self.captureFrame.size)
        for lines in 0...4 {
            label.numberOfLines = lines
            for mode in modes {
                label.lineBreakMode = mode
                #expect(label.intrinsicContentSize == oneLine, "\(lines) lines, \(mode)")
                if lines == 0 { #expect(label.sizeThatFits(Self.captureFrame.size) == wrapped, "\(mode)") }
            }
        }
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        let textRect = label.textRect(forBounds: label.frame, limitedToNumberOfLines: 1)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.1
        #expect(label.intrinsicContentSize == oneLine)
        #expect(label.sizeThatFits(Self.captureFrame.size) == oneLine)
        #expect(label.textRect(forBounds: label.frame, limitedToNumberOfLines: 1) == textRect)
        #expect(textRect == CGRect(x: 4, y: 254, width: 353, height: label.font.lineHeight))
    }

    /// Character wrapping splits words wherever a line is full, so its lines are fuller than word wrapping's (ids
    /// 0011 against 0001: 348.67 against 343 wide at 12 pt; 0017 against 0007: 8 lines against 9 at 60 pt); every
    /// other mode keeps words whole (previous test).
    @Test func characterWrappingSplitsWordsWhereTheLineIsFull() {
        let t = Self.world()
        let label = Self.captureLabel(in: t, size: 17, lines: 0)
        let font: UIFont = label.font
        let full = TextLayout(text: "abc defg", font: font, width: .infinity).usedWidth
        label.text = "abc defghij"
        let bounds = CGRect(x: 0, y: 0, width: full, height: 1000)
        label.lineBreakMode = .byWordWrapping
        let words = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        label.lineBreakMode = .byCharWrapping
        let characters = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        #expect(words.height == 2 * font.lineHeight && characters.height == 2 * font.lineHeight)
        #expect(characters.width == full && words.width < full, "\(characters) \(words)")
        label.text = Self.captureText
        label.font = font.withSize(60)
        let oneLine = label.intrinsicContentSize
        let byCharacters = label.sizeThatFits(Self.captureFrame.size)
        label.lineBreakMode = .byWordWrapping
        let byWords = label.sizeThatFits(Self.captureFrame.size)
        #expect(byCharacters.height <= byWords.height && byCharacters.width >= byWords.width, "\(byCharacters) \(byWords)")
        #expect(label.intrinsicContentSize == oneLine)
    }

    /// A label as wide as the lines it shows: two lines of a four-line text measure the widest of those two (ids
    /// 0123 against 0003: 336.67 against 343 at 28 pt); clipping them, the second runs to the edge, so the text is
    /// the whole width (0142–0149: 353).
    @Test func aLabelIsAsWideAsTheLinesItShows() {
        let t = Self.world()
        let label = Self.captureLabel(in: t, size: 17, lines: 0)
        let layout = TextLayout(text: Self.captureText, font: label.font, width: 353)
        #expect(layout.lines.count > 2)
        let firstTwo = max(layout.lines[0].width, layout.lines[1].width)
        label.numberOfLines = 2
        label.lineBreakMode = .byWordWrapping
        let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 353, height: 1000), limitedToNumberOfLines: 2)
        #expect(rect.width == firstTwo && rect.height == 2 * label.font.lineHeight)
        label.lineBreakMode = .byClipping
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 353, height: 1000), limitedToNumberOfLines: 2).width == 353)
        #expect(label.sizeThatFits(CGSize(width: 353, height: 107)).width == 353)
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 353, height: 107)).width <= 353)
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 353, height: 1000), limitedToNumberOfLines: 0).width == layout.usedWidth)
    }

    /// Two lines allowed: `sizeThatFits` is two lines tall, rounded up to the pixel once (ids 0142–0144:
    /// 53.33, 74.67, 96 for 26.67-, 37.33- and 48-pt lines), never wider than the proposal.
    @Test func twoLinesAreRoundedOnceAndStayWithinTheProposedWidth() {
        let t = Self.world()
        let label = Self.captureLabel(in: t, size: 20, lines: 2)
        let fitted = label.sizeThatFits(Self.captureFrame.size)
        #expect(fitted.height == (2 * label.font.lineHeight * 3).rounded(.up) / 3)
        #expect(fitted.width <= 353)
    }

    /// UILabelTests.mm `UILabel_VerifyFont`, `…NumberOfLines`, `…LinBreakMode`, `…TextColor`: a label's font is
    /// `labelFontSize`; turning `adjustsFontSizeToFitWidth` on changes `font` neither down (100 pt) nor up (1 pt);
    /// one line, tail truncation, black text, not highlighted by default.
    @Test func labelDefaultsAndShrinkingLeaveTheFontAlone() {
        let label = UILabel()
        #expect(label.font.pointSize == UIFont.labelFontSize)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
        #expect(label.textColor == UIColor.black && !label.isHighlighted)
        label.font = label.font.withSize(100)
        label.adjustsFontSizeToFitWidth = true
        #expect(label.font.pointSize == 100)
        label.adjustsFontSizeToFitWidth = false
        label.font = label.font.withSize(1)
        label.adjustsFontSizeToFitWidth = true
        #expect(label.font.pointSize == 1)
    }

    /// UIButtonTests.mm `UIButton_CreateButtonWithDefaultInit`, `…TypeSystem`: `init(frame:)` makes a custom button
    /// with no title, white title text, images adjusted when highlighted and when disabled; a system button's title
    /// is the tint colour (0, 122, 255).
    @Test func buttonDefaults() {
        let custom = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(custom.buttonType == .custom && custom.currentTitle == nil)
        #expect(custom.adjustsImageWhenHighlighted && custom.adjustsImageWhenDisabled)
        #expect(custom.titleColor(for: .normal) == UIColor.white)
        let system = UIButton(type: .system)
        #expect(system.buttonType == .system)
        let blue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        #expect(system.tintColor == blue, "\(String(describing: system.tintColor))")
    }

    // MARK: UIView (UIViewTest.mm)

    /// `insertSubview(_:at:)` moves a subview to exactly that index; inserting a view below or above itself, or
    /// relative to a view that is not a subview, puts it on top (WinObjC: "pops on top").
    @Test func insertingMovesToTheIndexAndAForeignOrOwnSiblingPutsTheViewOnTop() {
        func make() -> (UIView, [UIView]) {
            let root = UIView()
            let views = (0..<4).map { _ in UIView() }
            views.forEach { root.addSubview($0) }
            return (root, views)
        }
        for index in 0..<4 {
            let (root, v) = make()
            root.insertSubview(v[1], at: index)
            #expect(root.subviews.firstIndex { $0 === v[1] } == index)
        }
        for (sibling, below, expected) in [(0, true, 0), (2, true, 1), (3, true, 2), (0, false, 1), (2, false, 2), (3, false, 3)] {
            let (root, v) = make()
            if below { root.insertSubview(v[1], belowSubview: v[sibling]) } else { root.insertSubview(v[1], aboveSubview: v[sibling]) }
            #expect(root.subviews.firstIndex { $0 === v[1] } == expected, "\(below ? "below" : "above") \(sibling)")
        }
        let (root, v) = make()
        root.insertSubview(v[1], belowSubview: UIView())
        #expect(root.subviews.last === v[1])
    }

    // MARK: NSLayoutConstraint (NSLayoutConstraint.mm)

    /// The visual format `|-(>=10@metric1)-[leftView(rightView@1000)][rightView(metric2)]|` makes five constraints
    /// (the 750-priority leading space, the equal widths, the zero gap, the 20-pt width, the trailing edge).
    @Test func aVisualFormatMakesItsFiveConstraints() {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leftView = UIView(), rightView = UIView()
        top.addSubview(leftView)
        top.addSubview(rightView)
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "|-(>=10@metric1)-[leftView(rightView@1000)][rightView(metric2)]|",
            options: [], metrics: ["metric1": 750, "metric2": 20], views: ["leftView": leftView, "rightView": rightView])
        #expect(constraints.count == 5)
        #expect(constraints.contains { $0.priority.rawValue == 750 && $0.relation == .greaterThanOrEqual && $0.constant == 10 })
        #expect(constraints.contains { $0.firstAttribute == .width && $0.secondItem === rightView })
        #expect(constraints.contains { $0.firstAttribute == .width && $0.secondItem == nil && $0.constant == 20 })
    }

    /// NSLayoutConstraint.mm's views: a 100 × 100 view with two subviews, and a view in no hierarchy.
    static func constraintViews() -> (top: UIView, left: UIView, right: UIView, dangling: UIView) {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leftView = UIView(), rightView = UIView()
        top.addSubview(leftView)
        top.addSubview(rightView)
        return (top, leftView, rightView, UIView())
    }

    /// Formats UIKit refuses (it raises; WinObjC returns nil): `|` beside a view with no superview, an unknown
    /// view, a metric used as a view or a view as a priority, a dangling `-`, doubled, empty or unclosed
    /// parentheses, a priority above 1000 or below 0. ViewTree makes no constraint and reports each.
    @Test func malformedVisualFormatsMakeNoConstraint() {
        let world = Simulation()
        let made = Self.constraintViews()
        let views: [String: Any] = ["leftView": made.left, "rightView": made.right]
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[danglingView]-|", options: [], metrics: nil,
                                               views: ["danglingView": made.dangling]).isEmpty)
        let bad = ["[noView(20)]", "[metric(20)]", "[leftView(20@rightView)]", "[leftView(20)]-", "[leftView((20))]",
                   "[leftView()(20)]", "[leftView(20)]()", "[leftView(20]", "[leftView(20@1001)]", "[leftView(20@-1)]"]
        let before = world.diagnostics.count
        for format in bad {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: ["metric": 1], views: views).isEmpty,
                    "\(format)")
        }
        #expect(world.diagnostics.count >= before + bad.count)
        #expect(made.top.subviews.count == 2)
    }

    /// NSLayoutConstraint.mm `AddConstraints`: constraints between subviews are added to their superview. One to a
    /// view outside the hierarchy WinObjC leaves out; UIKit holds it and logs "The view hierarchy is not prepared for
    /// the constraint", and so does ViewTree (a diagnostic).
    @Test func aConstraintToAViewOutsideTheHierarchyIsHeldAndReported() {
        let world = Simulation()
        let (top, leftView, rightView, dangling) = Self.constraintViews()
        let views: [String: Any] = ["leftView": leftView, "rightView": rightView, "danglingView": dangling]
        let good = NSLayoutConstraint.constraints(withVisualFormat: "|[leftView(rightView@1000)]-[rightView(10)]|",
                                                  options: [], metrics: nil, views: views)
        let count = top.constraints.count
        top.addConstraints(good)
        #expect(!good.isEmpty && top.constraints.count == count + good.count)
        let bad = NSLayoutConstraint.constraints(withVisualFormat: "[rightView][danglingView]", options: [], metrics: nil, views: views)
        let before = top.constraints.count, reported = world.diagnostics.count
        top.addConstraints(bad)
        #expect(!bad.isEmpty && top.constraints.count == before + bad.count, "\(top.constraints.count) \(before)")
        #expect(world.diagnostics.count == reported + bad.count)
        #expect(world.diagnostics.last?.message.hasPrefix("The view hierarchy is not prepared for the constraint") == true)
    }

    // MARK: UIColor, UIFont, UIBezierPath, NSParagraphStyle

    /// UIColorTests.mm: red equals RGB (1, 0, 0, 1); black equals white 0 but not RGB (0, 0, 0): the colour spaces
    /// differ (`UIColor.isEqual(_:)`).
    @Test func colourEqualityComparesTheColourSpace() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.black == UIColor(white: 0, alpha: 1))
        #expect(UIColor.black != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    /// UIFontTests.mm: a font keeps the positive size it is made with and its name; the class sizes are 14, 12,
    /// 17 and 18.
    @Test func fontsKeepTheirSizeAndNameAndTheClassSizes() {
        // WinObjC gives size 0 (and negative sizes) `systemFontSize`; ViewTree keeps Core Text's documented 12 for 0.
        #expect(UIFont(name: "Segoe UI", size: 0)?.pointSize == 12)
        let font = UIFont(name: "Segoe UI", size: 22)
        #expect(font?.pointSize == 22 && font?.fontName == "Segoe UI")
        #expect(font?.withSize(10).pointSize == 10)
        #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
    }

    /// UIBezierPathTests.mm: a rectangle contains its middle and not a point outside; a new path is empty and one
    /// with a line is not; `currentPoint` follows each segment and a closed subpath returns to its start.
    @Test func bezierPathContainmentEmptinessAndCurrentPoint() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(rect.contains(CGPoint(x: 50, y: 50)) && !rect.contains(CGPoint(x: 150, y: 150)))
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: .zero)
        #expect(path.currentPoint == .zero)
        path.addLine(to: CGPoint(x: 50, y: 50))
        #expect(path.currentPoint == CGPoint(x: 50, y: 50))
        path.addQuadCurve(to: CGPoint(x: 100, y: 40), controlPoint: CGPoint(x: 100, y: 50))
        #expect(path.currentPoint == CGPoint(x: 100, y: 40))
        path.close()
        #expect(path.currentPoint == .zero && !path.isEmpty)
    }

    /// NSParagraphStyleTests.mm: a copy of a mutable paragraph style keeps the values it had.
    @Test func aParagraphStyleCopyIsIndependent() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 10
        let copy = style.copy() as! NSParagraphStyle
        style.lineSpacing = 20
        #expect(copy.lineSpacing == 10 && copy.alignment == .center)
        #expect(!(copy is NSMutableParagraphStyle))
    }

    // MARK: Progress and activity indicators (functional tests)

    /// UIProgressViewTests.mm: the default style, no progress, no tints or images; 2 pt tall on iOS 7–12 ("These
    /// sizes match iOS"), whatever frame height is set.
    @Test func aProgressViewStartsEmptyAndPlainAndTwoPointsTall() {
        let t = TestWorld(profile: .iOS11)
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        t.window.addSubview(progress)
        #expect(progress.progressViewStyle == .default && progress.progress == 0)
        #expect(progress.progressTintColor == nil && progress.trackTintColor == nil)
        #expect(progress.progressImage == nil && progress.trackImage == nil && progress.observedProgress == nil)
        #expect(progress.intrinsicContentSize.height == 2)
        let work = Progress(totalUnitCount: 4)
        work.completedUnitCount = 1
        progress.observedProgress = work
        #expect(progress.progress == 0.25)
        work.completedUnitCount = 3
        #expect(progress.progress == 0.75)
    }

    /// UIActivityIndicatorTests.mm: not animating and `hidesWhenStopped` at first; animating shows it; stopped, it
    /// is hidden (UIKit's `isHidden`, where WinObjC fades it to alpha 0); turning `hidesWhenStopped` off shows a
    /// stopped indicator (`SetHidesWhenStopped_AfterAnimation`; Chameleon's `setHidesWhenStopped:` likewise), and
    /// it then stays shown when stopped; turning it back on hides a stopped indicator.
    @Test func aStoppedIndicatorIsHiddenUnlessToldOtherwise() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(!indicator.isAnimating && indicator.hidesWhenStopped && indicator.isHidden)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden && indicator.alpha == 1)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.hidesWhenStopped = true
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden && indicator.alpha == 1)
        #expect(indicator.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    // MARK: UIViewController (UIViewControllerTests.mm)

    final class Logged: UIViewController {
        let name: String
        let log: Log
        final class Log { var entries: [String] = [] }
        init(_ name: String, log: Log) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated); log.entries.append("\(name).willAppear\(isBeingPresented ? " presented" : "")")
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.entries.append("\(name).didAppear") }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated); log.entries.append("\(name).willDisappear\(isBeingDismissed ? " dismissed" : "")")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.entries.append("\(name).didDisappear\(presentingViewController == nil ? " unpresented" : "")")
        }
    }

    /// A full-screen modal: the presenter's `viewWillDisappear` comes before the modal's `viewWillAppear` (while
    /// `isBeingPresented`), both disappear/appear calls complete; dismissing mirrors it (the modal `isBeingDismissed`
    /// before the presenter's `viewWillAppear`). WinObjC also orders the modal's `viewDidAppear` before the
    /// presenter's `viewDidDisappear` and clears `presentingViewController` before the dismissed modal's
    /// `viewDidDisappear`; ViewTree does neither (see Docs/Fidelity.md: left open), so those are not pinned here.
    @Test func aFullScreenModalsAppearanceCallsInterleaveWithItsPresenters() {
        let t = TestWorld(profile: .iOS11, device: .iPhone8)
        let log = Logged.Log()
        let presenting = Logged("presenting", log: log), presented = Logged("presented", log: log)
        t.show(presenting)
        log.entries = []
        presented.modalPresentationStyle = .fullScreen
        presenting.present(presented, animated: false)
        t.waitForTransitions()
        #expect(Array(log.entries.prefix(2)) == ["presenting.willDisappear", "presented.willAppear presented"])
        #expect(Set(log.entries.dropFirst(2)) == ["presented.didAppear", "presenting.didDisappear unpresented"])
        log.entries = []
        presenting.dismiss(animated: false)
        t.waitForTransitions()
        #expect(Array(log.entries.prefix(2)) == ["presented.willDisappear dismissed", "presenting.willAppear"])
        #expect(log.entries.count == 4 && log.entries.contains("presenting.didAppear"))
        #expect(presented.presentingViewController == nil && presenting.presentedViewController == nil)
    }
}
