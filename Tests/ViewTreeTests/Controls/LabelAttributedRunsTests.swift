// No `import Foundation`: ViewTreeUIKit re-exports it (and FoundationNetworking on Linux).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// A label measures attributed text run by run (`Label.TextRuns`): each run's characters in its own `.font` (the
// label's font where a run has none), each line as tall as the tallest font on it, on the pixel grid as a one-font
// label. ViewTree's system font: ordinary characters 0.5 em, a space 0.25 em (`Font.narrowAdvanceRatio`,
// `Font.spaceAdvanceRatio`).

@Suite struct LabelAttributedRunsTests {
    private func pixels(_ value: CGFloat, _ scale: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }

    /// A label in `t`'s window, and the window's scale (sizes are rounded up to its pixels).
    private func labelInWindow(of t: TestWorld) -> (label: UILabel, scale: CGFloat) {
        let label = UILabel()
        t.window.addSubview(label)
        return (label, t.window.traitCollection.displayScale)
    }

    /// `runs` appended in order, each string with its attributes.
    private func text(_ runs: [(String, [NSAttributedString.Key: Any])]) -> NSAttributedString {
        let text = NSMutableAttributedString()
        for (string, attributes) in runs { text.append(NSAttributedString(string: string, attributes: attributes)) }
        return text
    }

    @Test func aBoldNameThenASmallerMessageIsAsWideAsBothRunsAndAsTallAsTheLargerFont() {
        let t = TestWorld()
        let (label, scale) = labelInWindow(of: t)
        let name = UIFont.boldSystemFont(ofSize: 20)
        let message = UIFont.systemFont(ofSize: 10)
        label.attributedText = text([("Anna", [.font: name]), (" says hi", [.font: message])])
        // 4 × 10 + (2.5 + 4 × 5 + 2.5 + 2 × 5) = 75: each run in its own font, not 12 × 8.5 in the label's 17 pt.
        #expect(name.width(of: "Anna") + message.width(of: " says hi") == 75)
        let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000), limitedToNumberOfLines: 1)
        #expect(rect.size == CGSize(width: 75, height: name.lineHeight))
        #expect(label.intrinsicContentSize == CGSize(width: 75, height: pixels(name.lineHeight, scale)))
        #expect(label.sizeThatFits(CGSize(width: 40, height: 40)) == label.intrinsicContentSize)
    }

    @Test func aSmallSuperscriptKeepsTheLineOfTheBodyAndALargerPriceRaisesIt() {
        let t = TestWorld()
        let (label, scale) = labelInWindow(of: t)
        let body = UIFont.systemFont(ofSize: 17)
        label.attributedText = text([("10", [.font: body]), ("th", [.font: UIFont.systemFont(ofSize: 8)])])
        #expect(label.intrinsicContentSize == CGSize(width: pixels(17 + 8, scale), height: pixels(body.lineHeight, scale)))
        let price = UIFont.systemFont(ofSize: 34)
        label.attributedText = text([("from ", [.font: body]), ("$9", [.font: price])])
        // "from " 4 × 8.5 + 4.25, "$9" 2 × 17.
        #expect(label.intrinsicContentSize == CGSize(width: pixels(38.25 + 34, scale), height: pixels(price.lineHeight, scale)))
    }

    @Test func aWrappingLabelWithTheTallRunOnItsSecondLineStacksEachLinesOwnHeight() {
        let t = TestWorld()
        let (label, scale) = labelInWindow(of: t)
        label.numberOfLines = 0
        let small = UIFont.systemFont(ofSize: 10)
        let big = UIFont.systemFont(ofSize: 40)
        // "aaaaaaaa aaaaaaaa " is 82.5 wide at 10 pt (its last space hangs); "BIG" at 40 pt is 60 and does not fit
        // beside it in 100, so it wraps alone onto the second line, which is as tall as 40 pt; the first stays 10 pt high.
        label.attributedText = text([("aaaaaaaa aaaaaaaa ", [.font: small]), ("BIG", [.font: big])])
        let size = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(size == CGSize(width: pixels(82.5, scale), height: pixels(small.lineHeight + big.lineHeight, scale)))
        // textRect is not rounded: the two lines' heights exactly.
        let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 1000), limitedToNumberOfLines: 2)
        #expect(rect.size == CGSize(width: 82.5, height: small.lineHeight + big.lineHeight))
        // On one line the space no longer hangs: 82.5 + 2.5 + 60, as tall as the 40-pt run.
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == CGSize(width: pixels(145, scale), height: pixels(big.lineHeight, scale)))
    }

    @Test func boundingRectWrapsMixedFontsAsTheLabelDoes() {
        let small = UIFont.systemFont(ofSize: 10)
        let big = UIFont.systemFont(ofSize: 40)
        let string = text([("aaaaaaaa aaaaaaaa ", [.font: small]), ("BIG", [.font: big])])
        // The same two lines as the label's: 82.5 wide, a 10-pt line over a 40-pt one (not the whole text at 40 pt).
        let rect = string.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(rect == CGRect(x: 0, y: 0, width: 82.5, height: small.lineHeight + big.lineHeight))
    }

    @Test func aLargerRunWrapsSoonerThanTheLabelsFontWould() {
        let t = TestWorld()
        let (label, scale) = labelInWindow(of: t)
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 10)
        let big = UIFont.systemFont(ofSize: 30)
        // In the label's 10 pt "ab cd" (22.5) fits in 40; with "cd" at 30 pt (30 wide) after "ab " (12.5) it does not.
        label.attributedText = text([("ab ", [:]), ("cd", [.font: big])])
        let size = label.sizeThatFits(CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude))
        #expect(size == CGSize(width: pixels(30, scale), height: pixels(label.font.lineHeight + big.lineHeight, scale)))
    }

    @Test func aRunWithoutAFontIsMeasuredInTheLabelsFont() {
        let t = TestWorld()
        let (label, scale) = labelInWindow(of: t)
        label.font = UIFont.systemFont(ofSize: 20)
        label.attributedText = text([("ab", [.foregroundColor: UIColor.red]), ("cd", [.font: UIFont.systemFont(ofSize: 10)])])
        // "ab" at the label's 20 pt (20), "cd" at 10 pt (10); the line is the label font's height.
        #expect(label.intrinsicContentSize == CGSize(width: pixels(30, scale), height: pixels(label.font.lineHeight, scale)))
    }

    @Test func oneFontOverTheWholeTextMeasuresAsPlainTextInThatFont() {
        let t = TestWorld()
        let (label, _) = labelInWindow(of: t)
        let font = UIFont.systemFont(ofSize: 23)
        label.numberOfLines = 0
        label.attributedText = text([("one two ", [.font: font]), ("three four", [.font: font, .foregroundColor: UIColor.blue])])
        let attributed = label.sizeThatFits(CGSize(width: 90, height: CGFloat.greatestFiniteMagnitude))
        let plain = UILabel()
        t.window.addSubview(plain)
        plain.numberOfLines = 0
        plain.font = font
        plain.text = "one two three four"
        #expect(attributed == plain.sizeThatFits(CGSize(width: 90, height: CGFloat.greatestFiniteMagnitude)))
        #expect(attributed.height > font.lineHeight)
    }

    @Test func aNaNSizedRunFontIsTheDefaultSizeAndAHugeOneIsRefusedWithTheTextKept() {
        let t = TestWorld()
        let (label, scale) = labelInWindow(of: t)
        label.font = UIFont.systemFont(ofSize: 20)
        // `UIFont.systemFont(ofSize: .nan)` is made at `Font.defaultPointSize` (12): the run measures 6 per letter.
        label.attributedText = text([("ab", [:]), ("cd", [.font: UIFont.systemFont(ofSize: .nan)])])
        #expect(label.intrinsicContentSize.width == pixels(20 + 12, scale))
        label.text = "kept"
        let before = label.intrinsicContentSize
        // A huge run that is not the whole text: 2 characters at 1e302 pt could measure 6e302, past
        // View.maximumCoordinate (≈ 1.7e302).
        label.attributedText = text([("a", [:]), ("b", [.font: UIFont.systemFont(ofSize: 1e302)])])
        #expect(label.text == "kept")
        #expect(label.intrinsicContentSize == before)
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        #expect(t.simulation.diagnostics.last?.message.contains("attributedText rejected") == true)
    }

    @Test func anAttachmentBesideALargerRunRaisesOnlyBeyondThatRunsLine() {
        let t = TestWorld()
        let (label, scale) = labelInWindow(of: t)
        let big = UIFont.systemFont(ofSize: 30)
        let icon = NSTextAttachment()
        icon.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)       // below the 30-pt ascender: no raise
        let text = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(attachment: icon))
        text.append(NSAttributedString(string: "B", attributes: [.font: big]))
        label.attributedText = text
        #expect(label.intrinsicContentSize == CGSize(width: pixels(5 + 20 + 15, scale), height: pixels(big.lineHeight, scale)))
        icon.bounds = CGRect(x: 0, y: 0, width: 20, height: 50)       // 50 above the baseline: raises the 30-pt line
        label.attributedText = text
        #expect(label.intrinsicContentSize.height == pixels(50 - big.descender, scale))
    }
}
