// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

/// UIKit's attributed-string keys, paragraph styles and string measuring, written as real code writes them.
@Suite struct TextAttributesTests {
    @Test func keysHaveUIKitsRawValues() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9)
    }

    @Test func aParagraphStyleHasApplesDefaultsAndCopiesByValue() throws {
        let style = NSMutableParagraphStyle()
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
        style.lineSpacing = 6
        style.alignment = .center
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        style.lineSpacing = 10
        #expect(frozen.lineSpacing == 6 && frozen.alignment == .center)
        #expect(!(frozen is NSMutableParagraphStyle))
        let again = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
        #expect(again.isEqual(frozen) && !again.isEqual(style))
        #expect(NSParagraphStyle.default.isEqual(NSParagraphStyle()))
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == CGSize(width: 0, height: -3) && shadow.shadowBlurRadius == 0)
        shadow.shadowBlurRadius = .nan
        #expect(shadow.shadowBlurRadius == 0)
    }

    @Test func stringsMeasureInTheirFontWithKerningAndWithoutRounding() {
        let font = UIFont.systemFont(ofSize: 14)
        let size = "abc".size(withAttributes: [.font: font])
        #expect(size == CGSize(width: 3 * 14 * Font.narrowAdvanceRatio, height: font.lineHeight))
        let kerned = ("abc" as NSString).size(withAttributes: [.font: font, .kern: 2])
        #expect(kerned.width == size.width + 6)
        // No font: 12-point Helvetica Neue, NSAttributedString's default.
        #expect("ab".size(withAttributes: nil).height == Font.attributedStringDefault.lineHeight)
        #expect("".size(withAttributes: [.font: font]) == .zero)
    }

    @Test func boundingRectWrapsOnlyWithLineFragmentOrigin() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = "one two three four"
        let wrapped = text.boundingRect(with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let layout = TextLayout(text: text, font: font, width: 40)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.height == CGFloat(layout.lines.count) * font.lineHeight && layout.lines.count > 1)
        let oneLine = text.boundingRect(with: CGSize(width: 40, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.height == font.lineHeight && oneLine.width > 40)
        let context = NSStringDrawingContext()
        let attributed = NSAttributedString(string: text, attributes: [.font: font])
        let rect = attributed.boundingRect(with: CGSize(width: 40, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading], context: context)
        #expect(rect == wrapped && context.totalBounds == rect && context.actualScaleFactor == 1)
    }

    @Test func mixedFontsAddUpOnALineAndTakeTheTallestHeight() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let size = text.size()
        #expect(size.width == CGFloat(2 * 5 + 2 * 10))
        #expect(size.height == UIFont.systemFont(ofSize: 20).lineHeight)
    }

    @Test func aLabelMeasuresItsAttributedTextInTheAttributedFont() {
        _ = Simulation()
        let label = UILabel()
        label.text = "Hello"
        let plain = label.intrinsicContentSize
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 34)])
        #expect(label.intrinsicContentSize.height > plain.height * 1.9)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 34))
        label.text = "Hello"
        #expect(label.intrinsicContentSize == plain)
    }

    @Test func anAttributedFontTooLargeForItsTextIsRejected() {
        let world = Simulation()
        let label = UILabel()
        label.text = "kept"
        label.attributedText = NSAttributedString(string: String(repeating: "x", count: 1000),
                                                  attributes: [.font: UIFont.systemFont(ofSize: 1e300)])
        #expect(label.text == "kept")
        #expect(world.diagnostics.last?.message.contains("attributedText rejected") == true)
    }

    @Test func anAttachmentStandsOnTheObjectReplacementCharacter() {
        let attachment = NSTextAttachment(image: Image(name: "pin", size: CGSize(width: 12, height: 12)))
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}" && string.length == 1)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
    }
}
