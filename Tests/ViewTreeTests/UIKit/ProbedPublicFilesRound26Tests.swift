// No `import Foundation`: ViewTreeUIKit re-exports it (and FoundationNetworking on Linux).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-sixth probe's behaviours (Tests/ViewTreeTests/UIKitPorts/Files/: InteractiveTabSwipeAnimator,
// PopupDrawerPropertyAnimator, SwipeAndRefreshTables, SearchTokensAttachmentsAndPopovers, KeyboardGuidesHoverAndShare,
// SymbolButtonsTraitsAndHaptics): the three gaps the probe found closed — an `NSTextAttachment`'s bounds take room in
// a label's line, `UIButton.Configuration.imagePlacement` places the image after, above or below the title, and a
// refresh control added as a subview is pulled — and what the probed code relies on, driven the way it writes it.

@Suite struct ProbedPublicFilesRound26Tests {
    // MARK: NSTextAttachment in a label (rajusmail444/specificApps `Attachments/ViewController.swift`)

    /// `string`, then an attachment with `bounds` (or only an image), then `tail`, all in `font` but the attachment.
    private func attributed(_ string: String, _ attachment: NSTextAttachment, _ tail: String, font: UIFont) -> NSAttributedString {
        let text = NSMutableAttributedString(string: string, attributes: [.font: font])
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: tail, attributes: [.font: font]))
        return text
    }

    private func pixels(_ value: CGFloat, _ scale: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }

    /// A label in `t`'s window, and the window's scale (sizes are rounded up to its pixels).
    private func labelInWindow(of t: TestWorld) -> (label: UILabel, scale: CGFloat) {
        let label = UILabel()
        t.window.addSubview(label)
        return (label, t.window.traitCollection.displayScale)
    }

    @Test func anAttachmentIsAsWideAsItsBoundsAndRaisesItsLine() {
        let t = TestWorld()
        let font = UIFont.systemFont(ofSize: 17)
        let (label, scale) = labelInWindow(of: t)
        label.attributedText = NSAttributedString(string: "abc", attributes: [.font: font])
        let plain = label.intrinsicContentSize
        let bell = NSTextAttachment()
        bell.image = UIImage(systemName: "bell")
        bell.bounds = CGRect(x: 0, y: 0, width: 45, height: 45)
        label.attributedText = attributed("ab", bell, "c", font: font)
        let size = label.intrinsicContentSize
        // Three letters and the 45-pt attachment; the line reaches 45 pt above the baseline and the font's descender below.
        #expect(size.width == pixels(font.width(of: "abc") + 45, scale))
        #expect(size.height == pixels(45 - font.descender, scale))
        #expect(size.height > plain.height)
    }

    @Test func anAttachmentBelowTheBaselineDeepensItsLineAndOneWithoutBoundsTakesItsImageSize() {
        let t = TestWorld()
        let font = UIFont.systemFont(ofSize: 17)
        let (label, scale) = labelInWindow(of: t)
        let centred = NSTextAttachment()
        centred.image = UIImage(name: "dot", size: CGSize(width: 20, height: 20))
        centred.bounds = CGRect(x: 0, y: -10, width: 20, height: 20)      // 10 above the baseline, 10 below
        label.attributedText = attributed("a", centred, "", font: font)
        #expect(label.intrinsicContentSize.height == pixels(font.ascender + 10, scale))
        let image = NSTextAttachment(image: UIImage(name: "photo", size: CGSize(width: 30, height: 12)))
        label.attributedText = attributed("a", image, "", font: font)
        // 12 pt on the baseline is below the ascender: the line keeps the font's height, and widens by 30.
        #expect(label.intrinsicContentSize.height == pixels(font.lineHeight, scale))
        #expect(label.intrinsicContentSize.width == pixels(font.width(of: "a") + 30, scale))
    }

    @Test func aWrappingLabelGrowsOnlyTheLineThatHoldsTheAttachment() {
        let t = TestWorld()
        let font = UIFont.systemFont(ofSize: 20)
        let (label, scale) = labelInWindow(of: t)
        label.numberOfLines = 0
        let badge = NSTextAttachment()
        badge.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        // "aaaa " is 45 pt wide at 20 pt (four letters of 10, a space): the 40-pt badge does not fit beside it in 60.
        label.attributedText = attributed("aaaa ", badge, "", font: font)
        let size = label.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude))
        #expect(size.height == pixels(font.lineHeight + (40 - font.descender), scale))
    }

    @Test func anAttachmentWithNonFiniteBoundsIsRefusedAndTheTextKept() {
        let t = TestWorld()
        let (label, _) = labelInWindow(of: t)
        label.text = "kept"
        let broken = NSTextAttachment()
        broken.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        label.attributedText = NSAttributedString(attachment: broken)
        #expect(label.text == "kept")
        #expect(t.simulation.diagnostics.last?.code == .nonFiniteGeometry)
        #expect(t.simulation.diagnostics.last?.message.contains("NSTextAttachment at offset 0") == true)
    }

    // MARK: UIButton.Configuration.imagePlacement (WadeHuangDeveloper/TodoListCoreDataDemo, Apple's documentation)

    /// A button in `window` configured with a title, a 20-pt image, `placement` and `padding`, sized to fit.
    private func placedButton(_ placement: NSDirectionalRectEdge, padding: CGFloat = 8, in window: UIWindow) -> UIButton {
        let button = UIButton(type: .system)
        window.addSubview(button)
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Star"
        configuration.image = UIImage(name: "star", size: CGSize(width: 20, height: 20))
        configuration.imagePadding = padding
        configuration.imagePlacement = placement
        configuration.contentInsets = .zero
        button.configuration = configuration
        button.sizeToFit()
        button.layoutIfNeeded()
        return button
    }

    @Test func topPlacementPutsTheImageAboveTheTitleCentredAcross() throws {
        let t = TestWorld()
        let button = placedButton(.top, in: t.window)
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(title.minY - image.maxY == 8)
        #expect(button.bounds.height == image.height + 8 + title.height)
        #expect(button.bounds.width == max(image.width, title.width))
        #expect(abs(image.midX - title.midX) <= 0.5)
    }

    @Test func bottomAndTrailingPlacementsPutTheImageBelowAndAfterTheTitle() throws {
        let t = TestWorld()
        let below = placedButton(.bottom, in: t.window)
        let after = placedButton(.trailing, in: t.window)
        let belowImage = try #require(below.imageView?.frame)
        let belowTitle = try #require(below.titleLabel?.frame)
        #expect(belowImage.minY - belowTitle.maxY == 8)
        let afterImage = try #require(after.imageView?.frame)
        let afterTitle = try #require(after.titleLabel?.frame)
        #expect(afterImage.minX - afterTitle.maxX == 8)
        #expect(after.bounds.width == afterTitle.width + 8 + afterImage.width)
    }

    @Test func leadingAndAnUndocumentedEdgeSetKeepTheImageBeforeTheTitle() throws {
        let t = TestWorld()
        for placement in [NSDirectionalRectEdge.leading, .all] {
            let button = placedButton(placement, in: t.window)
            let image = try #require(button.imageView?.frame)
            let title = try #require(button.titleLabel?.frame)
            #expect(title.minX - image.maxX == 8)
        }
    }

    @Test func aNonFiniteImagePaddingIsReportedAndLaidOutAsNone() throws {
        let t = TestWorld()
        let button = placedButton(.top, padding: .infinity, in: t.window)
        #expect(t.simulation.diagnostics.contains { $0.code == .nonFiniteGeometry && $0.message.contains("imagePadding") })
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(title.minY == image.maxY)
    }

    // MARK: What the probed code relies on

    @Test func aSearchFieldsTokensComeFirstAndTheDeleteKeyRemovesTheLastOnlyWhenAllowed() {
        let t = TestWorld()
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        t.window.addSubview(field)
        field.insertToken(UISearchToken(icon: UIImage(systemName: "tag"), text: "iOS"), at: 0)
        field.insertToken(UISearchToken(icon: UIImage(systemName: "cart.fill"), text: "Shop"), at: 1)
        field.allowsDeletingTokens = false
        field.becomeFirstResponder()
        field.deleteBackward()
        #expect(field.tokens.map(\.text) == ["iOS", "Shop"])
        field.allowsDeletingTokens = true
        field.deleteBackward()
        #expect(field.tokens.map(\.text) == ["iOS"])
    }

    @Test func aRefreshControlAddedAsASubviewIsPulledLikeOneSetAsTheProperty() {
        // pasha4uu/RefreshControlTableview: `myTB.addSubview(refresh)`, then a pull appends a row and ends refreshing.
        let t = TestWorld()
        let controller = SubviewRefreshController()
        t.show(controller)
        let refresh = controller.refresh
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: controller.myTB.bounds.width, height: 60))
        #expect(controller.myTB.refreshControl == nil)
        drag(controller.myTB, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 500))
        t.run(for: 1)
        #expect(controller.array.count == 4 && controller.myTB.numberOfRows(inSection: 0) == 4)
        #expect(!refresh.isRefreshing)
    }

    @Test func aSubviewRefreshControlTakesItsRoomWhileRefreshingAndGivesItBackWhenRemoved() {
        let t = TestWorld()
        let scroll = UIScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: t.window.bounds.width, height: 2000)
        t.window.addSubview(scroll)
        let top = scroll.adjustedContentInset.top
        let refresh = UIRefreshControl()
        scroll.addSubview(refresh)
        refresh.beginRefreshing()
        #expect(scroll.adjustedContentInset.top == top + 60)
        refresh.removeFromSuperview()
        #expect(scroll.adjustedContentInset.top == top)
    }

    @Test func theProbedHapticHelpersPlayInTheirWorld() {
        // trilliondigital/Dirt-v1.0 `HapticFeedback`: a prepared generator per call, `.medium` by default.
        let t = TestWorld()
        let impact = UIImpactFeedbackGenerator(style: .medium)
        impact.prepare()
        impact.impactOccurred()
        let notification = UINotificationFeedbackGenerator()
        notification.prepare()
        notification.notificationOccurred(.warning)
        #expect(t.simulation.playedFeedback == [.impact(.medium, intensity: 1), .notification(.warning)])
    }

    @Test func aHoverTooltipHandlerHearsTheEntryWhereThePointerIsThenItsMovesAndExit() {
        // jamztang/testHoverButton: show a tooltip at `location(in: view)` on `.began`, dismiss it otherwise.
        let t = TestWorld()
        let controller = HoverLogController()
        t.show(controller)
        hover(controller.button, along: [CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 5)])
        t.run(for: 0.1)
        #expect(controller.log == ["show at (25.0, 105.0)", "dismiss (changed)", "dismiss (ended)"])
    }
}

/// jamztang/testHoverButton's controller, condensed: a hover recognizer on a button reporting to a log.
fileprivate final class HoverLogController: UIViewController {
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: HoverLogController.handleToolTipGesture))
    }

    func handleToolTipGesture(_ recognizer: UIHoverGestureRecognizer) {
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began: log.append("show at (\(point.x), \(point.y))")
        case .changed: log.append("dismiss (changed)")
        case .ended: log.append("dismiss (ended)")
        default: log.append("dismiss (other)")
        }
    }
}

/// pasha4uu/RefreshControlTableview's controller, condensed: a table with a refresh control added as a subview.
fileprivate final class SubviewRefreshController: UIViewController, UITableViewDataSource {
    let myTB = UITableView()
    var array = ["cell", "cell", "cell"]
    let refresh = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        myTB.frame = view.bounds
        myTB.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        myTB.dataSource = self
        // Three rows do not fill the table: ViewTree's table bounces then only if asked (the scroll view's default;
        // whether UIKit's table view defaults to bouncing is reported both ways, Fidelity.md, twenty-sixth probe).
        myTB.alwaysBounceVertical = true
        view.addSubview(myTB)
        refresh.attributedTitle = NSAttributedString(string: "swipe to refresh")
        refresh.addTarget(self, action: SubviewRefreshController.refreshSwipe, for: .valueChanged)
        myTB.addSubview(refresh)
    }

    func refreshSwipe() {
        array.append("cell")
        myTB.reloadData()
        refresh.endRefreshing()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { array.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = array[indexPath.row]
        return cell
    }
}
