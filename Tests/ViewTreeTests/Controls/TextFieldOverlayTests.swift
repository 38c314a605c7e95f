import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UITextField`'s overlay views and its drawing and positioning overrides, and `UILabel`'s
/// `textRect(forBounds:limitedToNumberOfLines:)` and `drawText(in:)`.
@Suite struct TextFieldOverlayTests {
    /// The padded field public code writes everywhere.
    final class PaddedField: TextField {
        let padding = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        var drawnTextRects: [CGRect] = []
        var drawnPlaceholderRects: [CGRect] = []
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func drawText(in rect: CGRect) { drawnTextRects.append(rect) }
        override func drawPlaceholder(in rect: CGRect) { drawnPlaceholderRects.append(rect) }
    }

    @Test func aLeftViewShowsOnlyWhenItsModeSays() {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        t.window.addSubview(field)
        let icon = View(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        field.leftView = icon
        t.window.layoutIfNeeded()
        #expect(icon.superview == nil)                         // `.never` by default, as in UIKit
        #expect(field.textRect(forBounds: field.bounds) == field.bounds)

        field.leftViewMode = .always
        t.window.layoutIfNeeded()
        #expect(icon.superview === field)
        #expect(icon.frame == CGRect(x: 0, y: 10, width: 24, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 176, height: 40))
    }

    @Test func modesFollowEditing() {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        t.window.addSubview(field)
        let left = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let right = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.leftView = left
        field.leftViewMode = .unlessEditing
        field.rightView = right
        field.rightViewMode = .whileEditing
        t.window.layoutIfNeeded()
        #expect(left.superview === field && right.superview == nil)

        field.becomeFirstResponder()
        t.window.layoutIfNeeded()
        #expect(left.superview == nil && right.superview === field)
        #expect(right.frame == CGRect(x: 170, y: 5, width: 30, height: 30))
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 170, height: 40))
    }

    @Test func theClearButtonShowsOverTextOnlyAndNarrowsTheText() {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        t.window.addSubview(field)
        field.clearButtonMode = .always
        #expect(!field.clearButtonShows)                       // nothing to clear
        #expect(field.textRect(forBounds: field.bounds).width == 200)
        field.text = "hello"
        #expect(field.clearButtonShows)
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(clear == CGRect(x: 200 - TextField.clearButtonTrailingGap - TextField.clearButtonSide,
                                y: (40 - TextField.clearButtonSide) / 2,
                                width: TextField.clearButtonSide, height: TextField.clearButtonSide))
        #expect(field.textRect(forBounds: field.bounds).maxX == clear.minX)
    }

    @Test func aRoundedRectBorderPadsTheText() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let pad = TextField.roundedRectHorizontalPadding
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: pad, y: 0, width: 200 - 2 * pad, height: 34))
        #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
    }

    @Test func overridesReachDrawingAndThePlaceholderFollowsTheTextRect() {
        let t = TestWorld()
        let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        t.window.addSubview(field)
        field.placeholder = "Email"
        field.setNeedsDisplay()
        t.run(for: 0.1)
        #expect(field.drawnPlaceholderRects == [CGRect(x: 12, y: 0, width: 176, height: 40)])
        field.text = "a@b.c"
        field.setNeedsDisplay()
        t.run(for: 0.1)
        #expect(field.drawnTextRects == [CGRect(x: 12, y: 0, width: 176, height: 40)])
    }

    @Test func attributedPlaceholderAndTextKeepTheirStrings() {
        let field = TextField(frame: .zero)
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: Color.gray])
        #expect(field.placeholder == "Search")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == Color.gray)
        field.placeholder = "Find"
        #expect(field.attributedPlaceholder?.string == "Find")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)

        field.attributedText = NSAttributedString(string: "bold", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
        #expect(field.text == "bold")
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) != nil)
        field.text = "plain"
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) == nil)
    }

    @Test func theFieldItselfCannotBeItsOwnOverlay() {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        t.window.addSubview(field)
        field.leftView = field
        field.leftViewMode = .always
        t.window.layoutIfNeeded()
        #expect(field.superview === t.window)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("overlay view cannot be the field itself") })
        field.leftView = t.window
        t.window.layoutIfNeeded()
        #expect(field.superview === t.window)
    }

    @Test func replacingAnOverlayTakesTheOldOneAway() {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        t.window.addSubview(field)
        let first = View(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        field.rightView = first
        field.rightViewMode = .always
        t.window.layoutIfNeeded()
        #expect(first.superview === field)
        field.rightView = View(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(first.superview == nil)
    }

    // MARK: UILabel

    /// A label with insets, written the way public code writes it.
    final class PaddingLabel: Label {
        let insets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        var drawnRects: [CGRect] = []
        override func drawText(in rect: CGRect) {
            drawnRects.append(rect.inset(by: insets))
            super.drawText(in: rect.inset(by: insets))
        }
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return rect.inset(by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
    }

    @Test func aPaddedLabelsIntrinsicSizeIncludesItsInsets() {
        let plain = Label()
        plain.text = "Hello"
        let padded = PaddingLabel()
        padded.text = "Hello"
        #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 16)
        #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 8)
    }

    @Test func textRectIsTheTextsSizeAtTheBoundsOrigin() {
        let label = Label()
        label.text = "Hello"
        let natural = label.intrinsicContentSize
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 6, width: 1000, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 5, y: 6))
        #expect(abs(rect.width - natural.width) < 1 && abs(rect.height - natural.height) < 1)
        // One line is never wider than the bounds; an empty label has no text rectangle.
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 10, height: 100), limitedToNumberOfLines: 1).width == 10)
        label.text = ""
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 10, height: 100), limitedToNumberOfLines: 1).size == .zero)
    }

    @Test func drawTextGetsTheBoundsAfterSetNeedsDisplay() {
        let t = TestWorld()
        let label = PaddingLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Hi"
        t.window.addSubview(label)
        label.setNeedsDisplay()
        t.run(for: 0.1)
        #expect(label.drawnRects == [CGRect(x: 8, y: 4, width: 84, height: 22)])
    }
}
