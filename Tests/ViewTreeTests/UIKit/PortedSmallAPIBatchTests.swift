import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A text view with a placeholder, as public code (IQTextView and others) writes one: `init(frame:textContainer:)`,
/// `override var text: String!`, the text-did-change notification.
private final class PlaceholderTextView: UITextView {
    let placeholderLabel = UILabel()
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        addSubview(placeholderLabel)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(placeholderLabel)
    }
    override var text: String! {
        didSet { placeholderLabel.isHidden = !text.isEmpty }
    }
    override func caretRect(for position: UITextPosition) -> CGRect {
        var rect = super.caretRect(for: position)
        rect.size.height -= 2
        return rect
    }
}

private final class ChangeCounter {
    var count = 0
    func textDidChange(_ note: Notification) { count += 1 }
}

@Suite struct PortedSmallAPIBatchTests {
    @Test func aPlaceholderTextView() {
        let t = TestWorld()
        let textView = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        t.window.addSubview(textView)
        textView.text = "typed"
        #expect(textView.placeholderLabel.isHidden)
        textView.text = nil
        #expect(textView.text == "" && !textView.placeholderLabel.isHidden)
        let plain = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.caretRect(for: textView.beginningOfDocument).height == plain.caretRect(for: plain.beginningOfDocument).height - 2)
        #expect(UITextView().textContainer.lineFragmentPadding == plain.textContainer.lineFragmentPadding)
    }

    @Test func typingInATextViewPostsTextDidChange() {
        let t = TestWorld()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        t.window.addSubview(textView)
        let counter = ChangeCounter()
        t.simulation.notificationCenter.addObserver(counter, action: ChangeCounter.textDidChange,
                                                    name: UITextView.textDidChangeNotification, object: textView)
        textView.text = "set in code"                   // no notification, as UIKit
        #expect(counter.count == 0)
        textView.becomeFirstResponder()
        textView.insertText("!")
        #expect(counter.count == 1)
    }

    @Test func fontConveniences() {
        #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
        let bold = UIFont.boldSystemFont(ofSize: 12)
        #expect(bold.withSize(20).pointSize == 20 && bold.withSize(20).fontName == bold.fontName)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    }

    @Test func layoutDirectionInTraits() {
        let t = TestWorld()
        let view = UIView()
        #expect(view.traitCollection.layoutDirection == .unspecified)
        t.window.addSubview(view)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.traitCollection.layoutDirection == .leftToRight)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func layerConveniences() {
        let t = TestWorld(device: .iPhoneX)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(view)
        #expect(view.layer.contentsScale == 3)
        let free = CALayer()
        #expect(free.contentsScale == 1)
        free.contentsScale = UIScreen.main.scale
        free.contentsScale = .nan
        #expect(free.contentsScale == UIScreen.main.scale)

        let gradient = CAGradientLayer()
        view.layer.addSublayer(gradient)
        view.layer.addSublayer(CAShapeLayer())
        let sub = UIView()
        view.addSubview(sub)
        view.layer.sublayers = nil                        // the free layers go; the subview's stays
        #expect(view.layer.sublayers?.count == 1 && view.layer.sublayers?.first === sub.layer)
        #expect(gradient.superlayer == nil)

        let text = CATextLayer()
        #expect(text.fontSize == 36)
        #expect(text.preferredFrameSize() == .zero)
        text.string = "Hello"
        text.fontSize = 20
        let size = text.preferredFrameSize()
        #expect(size.width > 20 && size.height >= 20)
        text.fontSize = -1
        #expect(text.fontSize == 20)

        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        replicator.instanceCount = -2
        #expect(replicator.instanceCount == 3)

        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.birthRate = 6
        emitter.emitterCells = [cell]
        emitter.emitterShape = .line
        #expect(emitter.emitterCells?.first?.birthRate == 6 && emitter.emitterShape == .line)
    }

    @Test func darwinConstantsAndIndexPaths() {
        #expect(CGFloat(MAXFLOAT) > 1e38)
        #expect(HUGE.isInfinite)
        let path = NSIndexPath(indexes: [2, 5], length: 2)
        #expect(path.section == 2 && path.row == 5 && path.item == 5)
        let bezier = UIBezierPath()
        #expect(bezier.lineCapStyle == .butt)
        bezier.lineCapStyle = .round
        bezier.setLineDash([4, 2], count: 2, phase: 0)
        #expect(bezier.lineDash?.pattern == [4, 2])
    }
}

@Suite struct ListConfigurationMembersTests {
    @Test func guidesFollowTheListContentViewsParts() {
        let t = TestWorld()
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Inbox"
        configuration.textProperties.transform = .uppercase
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        t.window.addSubview(content)
        let guide = content.textLayoutGuide
        #expect(guide != nil && content.secondaryTextLayoutGuide == nil && content.imageLayoutGuide == nil)
        t.window.layoutIfNeeded()
        #expect(guide?.layoutFrame == content.textLabel.frame)
        #expect(content.textLabel.text == "INBOX")
        #expect(configuration.textProperties.resolvedColor() == configuration.textProperties.color)
        #expect(configuration.imageProperties.resolvedTintColor(for: .red) == .red)
        // `.horizontal`, as iOS 16+ devices print a cell's configuration (DeviceDumpProbe2Tests); it read `.both`, the
        // documentation's word, before.
        #expect(configuration.axesPreservingSuperviewLayoutMargins == .horizontal)
    }

    @Test func theSeparatorGuideCanBeMovedByAConstraint() {
        let t = TestWorld()
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        t.window.addSubview(cell)
        let label = UILabel(frame: CGRect(x: 60, y: 0, width: 100, height: 44))
        cell.contentView.addSubview(label)
        t.window.layoutIfNeeded()
        let before = cell.separatorLayoutGuide.layoutFrame.minX
        cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor).isActive = true
        t.window.layoutIfNeeded()
        #expect(before != 60)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == 60)
    }

    @Test func passwordRulesAndInputViewReloads() {
        let field = UITextField()
        field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8; required: digit;")
        #expect(field.passwordRules?.passwordRulesDescriptor == "minlength: 8; required: digit;")
        field.reloadInputViews()
    }
}
