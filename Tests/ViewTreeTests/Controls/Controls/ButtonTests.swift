import Foundation
import Testing
import ViewTree

@Suite struct ButtonTests {
    @Test func aSystemButtonTitledButtonIs30High() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let button = Button(type: .system)
        window.addSubview(button)
        button.setTitle("Button", for: .normal)
        #expect(button.titleLabel?.font.pointSize == 15)
        // "Button": 6 characters × 7.5 pt (ViewTree's metrics) = 45 wide; SF 15 pt line 17.9 → 18 + 2 × 6.
        #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: 45, height: 30))
    }

    @Test func aCustomButtonUses18PointsAndGets33Point5OnRetina() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let button = Button(type: .custom)
        window.addSubview(button)
        button.setTitle("Hi", for: .normal)
        #expect(button.titleLabel?.font.pointSize == 18)
        // 18 × 1.193359375 = 21.48 → 21.5 at 2×, + 12.
        #expect(button.intrinsicContentSize.height == 33.5)
        #expect(button.currentTitleColor == .white)
    }

    @Test func contentEdgeInsetsReplaceThePaddingTitleInsetsDoNotCount() {
        let button = Button(type: .system)
        button.setTitle("Button", for: .normal)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
        button.contentEdgeInsets = EdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        #expect(button.intrinsicContentSize.height == 18.02)
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 65, height: 26))
    }

    @Test func anImageAddsItsWidthAndTheLargerHeight() {
        let button = Button(type: .custom)
        button.setImage(Image(name: "icon", size: CGSize(width: 32, height: 44)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 32, height: 44))
        button.setTitle("Go", for: .normal)     // 2 × 9 = 18 wide, 21.5 + 12 = 33.5 high
        #expect(button.intrinsicContentSize == CGSize(width: 50, height: 44))
        #expect(Button(type: .custom).intrinsicContentSize == Button.emptyIntrinsicSize)
    }

    @Test func perStateContentFallsBackToNormal() {
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        button.setTitleColor(.black, for: .normal)
        #expect(button.titleColor(for: .disabled) == .black)
    }

    @Test func theSystemTitleColourIsTheTintAndFadesWhileHighlighted() {
        let button = Button(type: .system)
        #expect(button.titleColor(for: .normal) == Button.systemTintColor)
        #expect(button.titleColor(for: .highlighted)?.alpha == Button.systemHighlightedAlpha)
    }

    @Test func partsJoinTheSubviewsOnlyWithContentAndAreLaidOutCentred() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let button = Button(type: .custom)
        button.frame = CGRect(x: 163, y: 350, width: 88, height: 56)
        window.addSubview(button)
        #expect(button.subviews.isEmpty)
        button.setImage(Image(name: "download", size: CGSize(width: 32, height: 32)), for: .normal)
        button.setTitle("download", for: .normal)      // 8 × 9 = 72 wide, too wide: narrowed to 56
        button.layoutIfNeeded()
        #expect(button.subviews.count == 2)
        #expect(button.subviews[0] === button.imageView && button.subviews[1] === button.titleLabel)
        #expect(button.imageView?.frame == CGRect(x: 0, y: 12, width: 32, height: 32))
        #expect(button.titleLabel?.frame == CGRect(x: 32, y: 17.5, width: 56, height: 21.5))
        button.setTitle("dl", for: .normal)            // 18 wide: group of 50 centred at 19
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.origin == CGPoint(x: 19, y: 12))
        #expect(button.titleLabel?.frame.origin == CGPoint(x: 51, y: 17.5))
        button.imageEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.origin.x == 24)
        button.setTitle(nil, for: .normal)
        #expect(button.subviews.count == 1)
        let tree = window.recursiveDescription()
        #expect(tree.contains("<Button: 0x"))
        #expect(tree.contains("<ImageView: 0x"))
    }

    @Test func theTitleLabelPrintsAsButtonLabel() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let button = Button(type: .system)
        button.setTitle("OK", for: .normal)
        window.addSubview(button)
        #expect(window.recursiveDescription().contains("<ButtonLabel: 0x"))
        #expect(window.recursiveDescription().contains("text = 'OK'"))
    }

    @Test func nonFiniteInsetsAreRejected() {
        let (world, window) = makeControlWorld()
        let button = Button(type: .system)
        window.addSubview(button)
        button.contentEdgeInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(button.contentEdgeInsets == .zero)
        #expect(world.diagnostics.last?.code == .nonFiniteGeometry)
    }

    @Test func highlightOnTouchShowsTheHighlightedTitle() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let button = Button(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.setTitle("Tap", for: .normal)
        button.setTitle("Tapping", for: .highlighted)
        window.addSubview(button)
        let finger = Finger(down: CGPoint(x: 50, y: 22), in: window)
        #expect(button.titleLabel?.text == "Tapping")
        finger.lift()
        #expect(button.titleLabel?.text == "Tap")
    }

    @Test func aButtonDoesNotLeak() {
        weak var weakButton: Button?
        weak var weakLabel: Label?
        do {
            let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
            let button = Button(type: .system)
            button.setTitle("x", for: .normal)
            window.addSubview(button)
            weakButton = button
            weakLabel = button.titleLabel
        }
        #expect(weakButton == nil && weakLabel == nil)
    }
}
