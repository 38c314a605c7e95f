import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

// Expected numbers are worked out by hand from the documented metrics (Docs/Fidelity.md (text view)):
// the default font is 12 pt, so a letter is 6 pt, a space 3 pt, a CJK character 12 pt, and a line
// 12 × 2444/2048 = 14.3203125 pt tall; lines are `width − insets − 2 × 5` wide; the text height is
// rounded up to device pixels (scale 2 on the default profile); insets add 8 + 8.

/// Forty words "aaaa": each is 24 pt plus a 3 pt space, so k words need 27k − 3 pt on a line
/// (the last space hangs): 11 words fit in 310 pt, 10 in 290, 6 in 160, 5 in 150.
private let fortyWords = String(repeating: "aaaa ", count: 40)

/// Records what a text view told its delegate, in order.
private final class DelegateRecorder: TextViewDelegate {
    var events: [String] = []
    var allow: (NSRange, String) -> Bool = { _, _ in true }

    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        events.append("should {\(range.location), \(range.length)} '\(text)'")
        return allow(range, text)
    }
    func textViewDidChange(_ textView: TextView) { events.append("change '\(textView.text ?? "")'") }
    func textViewDidChangeSelection(_ textView: TextView) {
        events.append("selection {\(textView.selectedRange.location), \(textView.selectedRange.length)}")
    }
}

/// The seed article's subclass (claim A3), as a user's subclass.
private final class MRATextView: TextView {}

/// A text view in a window of its own world, so that diagnostics are recorded.
private func makeTextView(width: CGFloat = 320, height: CGFloat = 200,
                          profile: PlatformProfile = .default) -> (TextView, Window, Simulation) {
    let world = Simulation(profile: profile)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.addSubview(textView)
    return (textView, window, world)
}

@Suite struct TextViewTests {
    // MARK: Defaults

    @Test func defaultsAreUIKits() {
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(tv.text == "")
        #expect(!tv.hasText)
        #expect(tv.font == nil)
        #expect(tv.effectiveFont == Font.attributedStringDefault)
        #expect(tv.effectiveFont.pointSize == 12)
        #expect(tv.textColor == nil)
        #expect(tv.textAlignment == .natural)
        #expect(tv.textAlignment.rawValue == 4)
        #expect(tv.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(tv.textContainer.lineFragmentPadding == 5)
        #expect(tv.textContainer.size.width == 320)
        #expect(tv.textLineWidth == 310)
        #expect(tv.isEditable && tv.isSelectable)
        #expect(tv.selectedRange == NSRange(location: 0, length: 0))
        #expect(tv.isScrollEnabled)
        #expect(tv.clipsToBounds)
        // An empty text is one line: 8 + 14.5 + 8.
        #expect(tv.contentSize == CGSize(width: 320, height: 30.5))
        #expect(tv.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(View(frame: .zero).intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(TextView().frame == .zero)
    }

    @Test func seedA1_aTextViewIsAScrollViewWhoseIndicatorFlashes() {
        let (tv, _, world) = makeTextView()
        let scrollView: ScrollView = tv
        tv.text = String(repeating: "line\n", count: 29)  // 30 lines: content 446 pt in a 200 pt view
        #expect(scrollView.canScrollVertically)
        let indicator = tv.verticalScrollIndicatorView
        #expect(indicator?.alpha == 0)
        tv.flashScrollIndicators()
        #expect(indicator?.alpha == 1)
        world.run(for: 1.5 + 0.33 + 0.1)
        #expect(indicator?.alpha == 0)
    }

    // MARK: Content size

    struct SizeCase: Sendable, CustomStringConvertible {
        let label: String
        let text: String
        let pointSize: CGFloat?
        let width: CGFloat
        let lines: Int
        let height: CGFloat
        var description: String { label }
    }

    static let sizeCases: [SizeCase] = [
        SizeCase(label: "empty", text: "", pointSize: nil, width: 320, lines: 1, height: 30.5),
        SizeCase(label: "short", text: "Hello", pointSize: nil, width: 320, lines: 1, height: 30.5),
        // 11 words a line: 11 + 11 + 11 + 7; 4 × 14.3203125 = 57.28 → 57.5.
        SizeCase(label: "long at 320", text: fortyWords, pointSize: nil, width: 320, lines: 4, height: 73.5),
        // 150 pt lines hold 5 words: 8 lines, 114.5625 → 115.
        SizeCase(label: "long at 160", text: fortyWords, pointSize: nil, width: 160, lines: 8, height: 131),
        // 17 pt: words 38.25 pt, 8 a line → 5 lines of 20.287109375 = 101.44 → 101.5.
        SizeCase(label: "long at 17 pt", text: fortyWords, pointSize: 17, width: 320, lines: 5, height: 117.5),
        // 25 CJK characters of 12 pt fit in 310: 60 characters are 3 lines, 42.96 → 43.
        SizeCase(label: "CJK at 320", text: String(repeating: "中文", count: 30), pointSize: nil, width: 320, lines: 3, height: 59),
        // 20 pt CJK in 190 pt lines: 9 a line, 7 lines of 23.8671875 = 167.07 → 167.5.
        SizeCase(label: "CJK at 20 pt, 200 wide", text: String(repeating: "中文", count: 30), pointSize: 20, width: 200, lines: 7, height: 183.5),
        // 44 words at 304: lines 304 − 10 = 294 = 11 × 27 − 3 wide hold exactly 11 words, 4 lines;
        // one point less and only 10 fit: 5 lines, 71.6 → 72.
        SizeCase(label: "exact fit", text: String(repeating: "aaaa ", count: 44), pointSize: nil, width: 304, lines: 4, height: 73.5),
        SizeCase(label: "one point short", text: String(repeating: "aaaa ", count: 44), pointSize: nil, width: 303, lines: 5, height: 88),
        // A final line break adds an empty line (TextKit's extra line fragment).
        SizeCase(label: "line breaks", text: "a\nb\n", pointSize: nil, width: 320, lines: 3, height: 59),
    ]

    @Test(arguments: sizeCases)
    func contentSizeFollowsTheText(_ c: SizeCase) {
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: c.width, height: 200))
        if let size = c.pointSize { tv.font = Font.systemFont(ofSize: size) }
        tv.text = c.text
        #expect(tv.textLayout.lines.count == c.lines)
        #expect(tv.contentSize == CGSize(width: c.width, height: c.height))
    }

    @Test func contentSizeIsRecomputedWhenTextFontWidthInsetsOrPaddingChange() {
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tv.text = "Hello"
        #expect(tv.contentSize == CGSize(width: 320, height: 30.5))
        tv.text = fortyWords
        #expect(tv.contentSize == CGSize(width: 320, height: 73.5))
        tv.font = Font.systemFont(ofSize: 17)
        #expect(tv.contentSize == CGSize(width: 320, height: 117.5))
        tv.font = nil
        #expect(tv.contentSize == CGSize(width: 320, height: 73.5))
        tv.frame = CGRect(x: 0, y: 0, width: 160, height: 200)
        #expect(tv.contentSize == CGSize(width: 160, height: 131))
        // No padding: 160 pt lines hold 6 words, 7 lines, 100.24 → 100.5.
        tv.textContainer.lineFragmentPadding = 0
        #expect(tv.contentSize == CGSize(width: 160, height: 116.5))
        tv.textContainer.lineFragmentPadding = 5
        tv.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        // Insets (20, 10, 20, 10): 290 pt lines hold 10 words, 4 lines: 57.5 + 40.
        tv.textContainerInset = EdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        #expect(tv.textLineWidth == 290)
        #expect(tv.contentSize == CGSize(width: 320, height: 97.5))
        // Moving the view or scrolling it changes nothing.
        tv.frame = CGRect(x: 50, y: 50, width: 320, height: 100)
        tv.contentOffset = CGPoint(x: 0, y: 10)
        #expect(tv.contentSize == CGSize(width: 320, height: 97.5))
    }

    @Test func contentSizeSetByHandStaysUntilTheNextRecomputation() {
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tv.text = "Hello"
        tv.contentSize = CGSize(width: 320, height: 999)
        tv.contentOffset = CGPoint(x: 0, y: 5)
        #expect(tv.contentSize == CGSize(width: 320, height: 999))
        tv.text = "Hello!"
        #expect(tv.contentSize == CGSize(width: 320, height: 30.5))
    }

    @Test func theScreenScaleOfTheWorldRoundsTheHeight() {
        // iOS 13's profile has scale 3: 14.3203125 → 43 px = 14.333… pt. The view joins after creation.
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(tv.contentSize.height == 30.5)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: Simulation(profile: .iOS13))
        window.addSubview(tv)
        let expected: CGFloat = 43.0 / 3 + 8 + 8
        #expect(tv.contentSize.height == expected)
    }

    // MARK: iOS 8 (seed claim A7, problem 1)

    @Test func seedA7_onIOS8ContentSizeStaysZeroUntilSetByHand() {
        // The test keeps the world (views do not keep their world alive: see Docs/Architecture.md).
        let (tv, _, world) = makeTextView(profile: .iOS8)
        defer { withExtendedLifetime(world) {} }
        #expect(tv.contentSize == .zero)
        tv.text = String(repeating: "line\n", count: 29)
        #expect(tv.contentSize == .zero)
        #expect(!tv.canScrollVertically, "the text view cannot scroll (A7 problem 1)")
        tv.font = Font.systemFont(ofSize: 20)
        tv.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(tv.contentSize == .zero)
        // The seed's fix: set it by hand whenever the text changes.
        tv.contentSize = CGSize(width: 300, height: 446)
        #expect(tv.contentSize == CGSize(width: 300, height: 446))
        #expect(tv.canScrollVertically)
        tv.text = "changed"
        #expect(tv.contentSize == CGSize(width: 300, height: 446), "a value set by hand is not recomputed on iOS 8")
        tv.insertText(" more")
        #expect(tv.contentSize == CGSize(width: 300, height: 446))
    }

    @Test func seedA7_aTextViewMadeBeforeJoiningAnIOS8WindowEndsUpZero() {
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tv.text = fortyWords
        #expect(tv.contentSize == CGSize(width: 320, height: 73.5), "in no world the default profile computes it")
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.addSubview(tv)
        #expect(tv.contentSize == CGSize(width: 320, height: 73.5))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: Simulation(profile: .iOS8))
        window.addSubview(container)
        #expect(tv.contentSize == .zero)
    }

    @Test func seedA7_aSizeSetByHandBeforeJoiningIOS8IsKept() {
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        tv.text = fortyWords
        tv.contentSize = CGSize(width: 320, height: 500)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: Simulation(profile: .iOS8))
        window.addSubview(tv)
        #expect(tv.contentSize == CGSize(width: 320, height: 500))
    }

    // MARK: Typing

    @Test func typingUpdatesTextSelectionContentSizeAndTellsTheDelegate() {
        let (tv, _, _) = makeTextView()
        let recorder = DelegateRecorder()
        tv.delegate = recorder
        tv.insertText("Hello")
        #expect(tv.text == "Hello")
        #expect(tv.hasText)
        #expect(tv.selectedRange == NSRange(location: 5, length: 0))
        #expect(recorder.events == ["should {0, 0} 'Hello'", "selection {5, 0}", "change 'Hello'"])
        recorder.events = []
        tv.deleteBackward()
        #expect(tv.text == "Hell")
        #expect(tv.selectedRange == NSRange(location: 4, length: 0))
        #expect(recorder.events == ["should {4, 1} ''", "selection {4, 0}", "change 'Hell'"])
        recorder.events = []
        tv.selectedRange = NSRange(location: 1, length: 2)
        #expect(recorder.events == ["selection {1, 2}"])
        recorder.events = []
        tv.insertText("X")
        #expect(tv.text == "HXl")
        #expect(tv.selectedRange == NSRange(location: 2, length: 0))
        #expect(recorder.events == ["should {1, 2} 'X'", "selection {2, 0}", "change 'HXl'"])
        // Twenty returns make 21 lines: 300.73 → 301 + 16 = 317, and the caret's line is scrolled
        // into view: its bottom, 8 + 21 × 14.3203125 = 308.73, lands on the bottom edge (200).
        tv.text = ""
        for _ in 0..<20 { tv.insertText("\n") }
        #expect(tv.contentSize == CGSize(width: 320, height: 317))
        #expect(tv.selectedRange == NSRange(location: 20, length: 0))
        #expect(tv.contentOffset == CGPoint(x: 0, y: 108.7265625))
        tv.deleteBackward()
        #expect(tv.contentSize == CGSize(width: 320, height: 302.5))  // 20 lines: 286.40625 → 286.5
    }

    @Test func settingTextInCodeMovesTheCaretToTheEndWithoutDelegateCalls() {
        let (tv, _, _) = makeTextView()
        let recorder = DelegateRecorder()
        tv.delegate = recorder
        tv.text = "Hello 中文"
        #expect(tv.selectedRange == NSRange(location: 8, length: 0))
        #expect(recorder.events.isEmpty)
    }

    @Test func theDelegateCanRefuseAKeystroke() {
        let (tv, _, _) = makeTextView()
        let recorder = DelegateRecorder()
        recorder.allow = { _, text in text != "x" }
        tv.delegate = recorder
        tv.insertText("ab")
        recorder.events = []
        tv.insertText("x")
        #expect(tv.text == "ab")
        #expect(tv.selectedRange == NSRange(location: 2, length: 0))
        #expect(recorder.events == ["should {2, 0} 'x'"])
    }

    @Test func aDelegateThatReplacesTheTextItselfWins() {
        let (tv, _, world) = makeTextView()
        let recorder = DelegateRecorder()
        tv.delegate = recorder
        tv.text = "abc"
        // The usual pattern: change the text in code and refuse the keystroke.
        recorder.allow = { [unowned tv] _, text in
            tv.text = text.uppercased()
            return false
        }
        tv.insertText("x")
        #expect(tv.text == "X")
        #expect(world.diagnostics.isEmpty)
        // Changing it and still allowing the keystroke: the keystroke's range is of a text that is gone.
        recorder.allow = { [unowned tv] _, _ in
            tv.text = "replaced"
            return true
        }
        tv.insertText("y")
        #expect(tv.text == "replaced")
        #expect(world.diagnostics.map(\.code) == [.invalidValue])
    }

    @Test(arguments: [
        ("a\u{1F44D}\u{1F3FD}", "a"),  // thumbs up + skin tone: one character, four UTF-16 units
        ("e\u{301}", ""),              // e + combining acute: one character
        ("x\r\n", "x"),                // CR LF is one character
        ("中文", "中"),
        ("abc", "ab"),
    ])
    func deleteBackwardRemovesOneCharacter(text: String, expected: String) {
        let (tv, _, _) = makeTextView()
        tv.text = text
        tv.deleteBackward()
        #expect(tv.text == expected)
        #expect(tv.selectedRange == NSRange(location: expected.utf16.count, length: 0))
    }

    @Test func deleteBackwardAtTheStartDoesNothing() {
        let (tv, _, world) = makeTextView()
        let recorder = DelegateRecorder()
        tv.delegate = recorder
        tv.text = "abc"
        tv.selectedRange = NSRange(location: 0, length: 0)
        recorder.events = []
        tv.deleteBackward()
        #expect(tv.text == "abc")
        #expect(recorder.events.isEmpty)
        #expect(world.diagnostics.isEmpty)
    }

    @Test func aTextViewThatIsNotEditableRejectsTyping() {
        let (tv, _, world) = makeTextView()
        tv.text = "fixed"
        tv.isEditable = false
        tv.insertText("x")
        tv.deleteBackward()
        #expect(tv.text == "fixed")
        #expect(world.diagnostics.map(\.code) == [.invalidValue, .invalidValue])
    }

    @Test func typingInsideALargeTextRelaysOutIncrementallyAndCorrectly() {
        var random = SplitMix64(seed: 20_240_601)
        let pieces = ["a", "b", "word ", " ", "\n", "\r", "\r\n", "中", "，", "「", "😀", "\u{301}", "\u{2028}", "x y z "]
        for width: CGFloat in [0, 60, 200, 60, 200] {
            let tv = TextView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
            tv.font = Font.systemFont(ofSize: 10)
            tv.text = (0..<400).map { _ in pieces.randomElement(using: &random)! }.joined()
            for step in 0..<300 {
                let count = tv.text.utf16.count
                let location = Int.random(in: 0...count, using: &random)
                let length = Int.random(in: 0...min(6, count - location), using: &random)
                tv.selectedRange = NSRange(location: location, length: length)
                if Bool.random(using: &random) {
                    tv.insertText(pieces.randomElement(using: &random)!)
                } else {
                    tv.deleteBackward()
                }
                let expected = TextLayout(text: tv.text, font: tv.effectiveFont, width: tv.textLineWidth)
                let actual = tv.textLayout
                guard actual == expected else {
                    let lines = min(actual.lines.count, expected.lines.count)
                    let first = (0..<lines).first { actual.lines[$0] != expected.lines[$0] } ?? lines
                    Issue.record("width \(width), step \(step): the incremental layout differs at line \(first) (\(actual.lines.count) vs \(expected.lines.count) lines): \(actual.lines.dropFirst(first).prefix(2)) vs \(expected.lines.dropFirst(first).prefix(2)); same text: \(actual.text == expected.text), counts \(actual.utf16Count) \(expected.utf16Count)")
                    return
                }
            }
        }
    }

    @Test(arguments: [
        ("x\r", NSRange(location: 2, length: 0), "\n"),      // "\r" + "\n" become one line break
        ("x\r\ny", NSRange(location: 2, length: 0), "z"),   // between "\r" and "\n"
        ("a\n\n", NSRange(location: 2, length: 1), ""),     // the last line break goes
        ("a\nb\n", NSRange(location: 1, length: 3), "😀"),  // the edit ends at the final empty line
        ("\nabc", NSRange(location: 0, length: 0), "\r"),
        ("ab\ncd\nef", NSRange(location: 3, length: 0), "\u{2029}"),
    ])
    func incrementalLayoutAtParagraphEdges(text: String, selection: NSRange, typed: String) {
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        tv.text = text
        tv.selectedRange = selection
        if typed.isEmpty { tv.deleteBackward() } else { tv.insertText(typed) }
        #expect(tv.textLayout == TextLayout(text: tv.text, font: tv.effectiveFont, width: tv.textLineWidth))
    }

    // MARK: Selection

    @Test(arguments: [
        NSRange(location: -1, length: 0),
        NSRange(location: 2, length: -1),
        NSRange(location: NSNotFound, length: 0),
        NSRange(location: 3, length: Int.max),
    ])
    func badSelectedRangesAreRejected(_ range: NSRange) {
        let (tv, _, world) = makeTextView()
        tv.text = "Hello"
        tv.selectedRange = NSRange(location: 1, length: 1)
        world.clearDiagnostics()
        tv.selectedRange = range
        #expect(tv.selectedRange == NSRange(location: 1, length: 1))
        #expect(world.diagnostics.map(\.code) == [.invalidValue])
    }

    @Test(arguments: [
        (NSRange(location: 3, length: 10), NSRange(location: 3, length: 2)),
        (NSRange(location: 10, length: 0), NSRange(location: 5, length: 0)),
    ])
    func selectedRangesPastTheEndAreClampedAndReported(_ range: NSRange, _ expected: NSRange) {
        let (tv, _, world) = makeTextView()
        tv.text = "Hello"
        world.clearDiagnostics()
        tv.selectedRange = range
        #expect(tv.selectedRange == expected)
        #expect(world.diagnostics.map(\.code) == [.invalidValue])
    }

    @Test func selectionEndsMoveToCharacterBoundaries() {
        let (tv, _, world) = makeTextView()
        tv.text = "a😀b"  // a (1) 😀 (2) b (1)
        tv.selectedRange = NSRange(location: 2, length: 0)
        #expect(tv.selectedRange == NSRange(location: 1, length: 0))
        tv.selectedRange = NSRange(location: 2, length: 1)
        #expect(tv.selectedRange == NSRange(location: 1, length: 2))
        tv.selectedRange = NSRange(location: 0, length: 4)
        #expect(tv.selectedRange == NSRange(location: 0, length: 4))
        #expect(world.diagnostics.isEmpty)
    }

    // MARK: Scrolling to a range

    @Test func scrollRangeToVisibleScrollsToTheLastLine() {
        let (tv, _, _) = makeTextView()
        tv.text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        // 30 lines: 429.61 → 430 + 16 = 446.
        #expect(tv.contentSize == CGSize(width: 320, height: 446))
        tv.contentOffset = .zero
        tv.scrollRangeToVisible(NSRange(location: tv.text.utf16.count, length: 0))
        // The last line's bottom: 8 + 30 × 14.3203125 = 437.609375, on the bottom edge (200).
        #expect(tv.contentOffset == CGPoint(x: 0, y: 237.609375))
        tv.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(tv.contentOffset == CGPoint(x: 0, y: 8))  // the first line's top, 8 (the inset), at the top edge
        tv.contentOffset = .zero
        // A range taller than the view shows its end, as UIKit's does.
        tv.scrollRangeToVisible(NSRange(location: 0, length: tv.text.utf16.count))
        #expect(tv.contentOffset == CGPoint(x: 0, y: 237.609375))
    }

    @Test func scrollRangeToVisibleRejectsBadRanges() {
        let (tv, _, world) = makeTextView()
        tv.text = String(repeating: "line\n", count: 40)
        tv.contentOffset = CGPoint(x: 0, y: 50)
        tv.scrollRangeToVisible(NSRange(location: -3, length: 1))
        #expect(tv.contentOffset == CGPoint(x: 0, y: 50))
        #expect(world.diagnostics.map(\.code) == [.invalidValue])
    }

    // MARK: Sizing with scrolling disabled

    @Test func sizeThatFitsGrowsWithTheTextWhenScrollingIsDisabled() {
        let tv = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        tv.isScrollEnabled = false
        tv.text = "Hello"
        #expect(tv.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 30.5))
        tv.text = fortyWords
        #expect(tv.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 73.5))
        #expect(tv.sizeThatFits(CGSize(width: 160, height: 1000)) == CGSize(width: 160, height: 131))
        #expect(tv.intrinsicContentSize == CGSize(width: 320, height: 73.5))
        tv.sizeToFit()
        #expect(tv.frame == CGRect(x: 0, y: 0, width: 320, height: 73.5))
        tv.insertText("\n")
        #expect(tv.intrinsicContentSize == CGSize(width: 320, height: 88))  // 5 lines: 71.6 → 72
        // Unwrapped: "Hello" is 30 pt, plus 5 + 5 padding.
        tv.text = "Hello"
        #expect(tv.sizeThatFits(CGSize(width: CGFloat.infinity, height: 0)) == CGSize(width: 40, height: 30.5))
        #expect(tv.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)) == CGSize(width: 40, height: 30.5))
        tv.isScrollEnabled = true
        #expect(tv.intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    // MARK: Description

    @Test func descriptionShowsTheTextRightAfterTheFrame() {
        let (tv, _, _) = makeTextView()
        tv.text = "Hello"
        #expect(tv.description == "<TextView: 0x1; frame = (0 0; 320 200); text = 'Hello'; clipsToBounds = YES; gestureRecognizers = <NSArray: 0x3>; layer = <Layer: 0x2>; contentOffset: {0, 0}; contentSize: {320, 30.5}; adjustedContentInset: {0, 0, 0, 0}>")
    }

    @Test func aSubclassPrintsItsBaseClass() {
        let tv = MRATextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        tv.tag = 836_913
        #expect(tv.description == "<MRATextView: 0x1; baseClass = TextView; frame = (0 0; 100 50); text = ''; clipsToBounds = YES; tag = 836913; gestureRecognizers = <NSArray: 0x3>; layer = <Layer: 0x2>; contentOffset: {0, 0}; contentSize: {100, 30.5}; adjustedContentInset: {0, 0, 0, 0}>")
    }

    @Test(arguments: [
        ("", ""),
        ("Hello", "Hello"),
        ("Learn how to hide your feelings", "Learn how to hide your fe..."),  // an iOS 7 dump
        ("Lorem ipsum dolor sit er elit lamet", "Lorem ipsum dolor sit er ..."),  // an iOS 7 dump
        ("/opt/MonkeyDev/bin/md\n\n- install", "/opt/MonkeyDev/bin/md\\n\\n- ..."),  // an iOS 11 dump, escaped
        (String(repeating: "内容", count: 20), String(repeating: "内容", count: 12) + "内..."),
        (String(repeating: "x", count: 25), String(repeating: "x", count: 25)),
        (String(repeating: "x", count: 26), String(repeating: "x", count: 25) + "..."),
        (String(repeating: "x", count: 24) + "😀", String(repeating: "x", count: 24) + "..."),  // no half surrogate
        (String(repeating: "x", count: 23) + "😀", String(repeating: "x", count: 23) + "😀"),
        ("a\rb\u{2028}c", "a\\rb\\u2028c"),
    ])
    func descriptionExcerptKeeps25UTF16Units(text: String, expected: String) {
        #expect(TextView.descriptionExcerpt(of: text) == expected)
    }

    @Test func aLargeTextLaysOutAndTypesQuickly() {
        // 1 MB in debug (10 MB is the goal in release; layout is linear): 23,000 lines of 44
        // characters that each fit on one 310 pt line (4 × 60 + 3 × 3 = 249 pt).
        let line = "abcdefghij abcdefghij abcdefghij abcdefghij\n"
        let (tv, _, _) = makeTextView()
        tv.text = String(repeating: line, count: 23_000)
        #expect(tv.text.utf16.count == 1_012_000)
        #expect(tv.textLayout.lines.count == 23_001)
        // 23,001 × 14.3203125 = 329,381.5078125 → 329,382 (whole half points), + 16.
        #expect(tv.contentSize == CGSize(width: 320, height: 329_398))
        // Typing at the end relays out only the last paragraph; the caret's empty last line
        // (bottom at 8 + 23,002 × 14.3203125 = 329,403.828125) is scrolled onto the bottom edge.
        tv.insertText("more\n")
        #expect(tv.textLayout.lines.count == 23_002)
        #expect(tv.contentSize == CGSize(width: 320, height: 329_412))
        #expect(tv.contentOffset == CGPoint(x: 0, y: 329_203.828125))
        #expect(TextView.descriptionExcerpt(of: tv.text) == "abcdefghij abcdefghij abc...")
    }
}
