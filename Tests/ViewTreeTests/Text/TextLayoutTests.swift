import Foundation
import Testing
import ViewTree

/// A 10 pt font keeps the arithmetic readable: letters 5 pt, spaces 2.5 pt, CJK 10 pt.
private let ten = Font.systemFont(ofSize: 10)

@Suite struct FontTests {
    @Test func systemFontMatchesUIFontLineHeights() {
        // Values reported for UIFont.systemFont(ofSize:) on iOS.
        #expect(Font.systemFont(ofSize: 12).lineHeight == 14.3203125)
        #expect(Font.systemFont(ofSize: 17).lineHeight == 20.287109375)
        #expect(Font.systemFont(ofSize: 12).ascender == 11.42578125)
        #expect(Font.systemFont(ofSize: 12).descender == -2.89453125)
        #expect(Font.systemFont(ofSize: 12).ascender - Font.systemFont(ofSize: 12).descender == 14.3203125)
    }

    @Test func advancesByClass() {
        let font = Font.systemFont(ofSize: 12)
        #expect(font.averageAdvance == 6)
        #expect(font.advance(of: "a") == 6)
        #expect(font.advance(of: "W") == 6)
        #expect(font.advance(of: "7") == 6)
        #expect(font.advance(of: " ") == 3)
        #expect(font.advance(of: "\t") == 3)
        #expect(font.advance(of: "\u{A0}") == 3)
        #expect(font.advance(of: "中") == 12)
        #expect(font.advance(of: "。") == 12)
        #expect(font.advance(of: "，") == 12)
        #expect(font.advance(of: "한") == 12)
        #expect(font.advance(of: "カ") == 12)
        #expect(font.advance(of: "Ａ") == 12)  // U+FF21 full-width A
        #expect(font.advance(of: "😀") == 12)
        #expect(font.advance(of: "\u{301}") == 0)  // combining acute
        #expect(font.advance(of: "\u{200D}") == 0)  // zero-width joiner
        #expect(font.advance(of: "\n") == 0)
        let expected: CGFloat = 6 + 6 + 3 + 12
        #expect(font.width(of: "ab 中") == expected)
    }

    @Test func defaultsAndInvalidSizes() {
        #expect(Font.attributedStringDefault.pointSize == 12)
        #expect(Font.attributedStringDefault.name == "HelveticaNeue")
        #expect(Font.systemFont(ofSize: 17).name == "System")
        #expect(Font(pointSize: 0).pointSize == 12)
        #expect(Font(pointSize: -3).pointSize == 12)
        #expect(Font(pointSize: .nan).pointSize == 12)
        #expect(Font(pointSize: .infinity).pointSize == 12)
        #expect(Font.systemFont(ofSize: 14) == Font(pointSize: 14, name: "System"))
        #expect(Font.systemFont(ofSize: 14) != Font(pointSize: 14, name: "Other"))
    }
}

@Suite struct TextLayoutTests {
    typealias Line = TextLayout.Line

    static func line(_ location: Int, _ length: Int, _ text: String, _ width: CGFloat, newline: Bool = false) -> Line {
        Line(range: NSRange(location: location, length: length), text: text, width: width, endsWithLineBreak: newline)
    }

    struct Vector: Sendable, CustomStringConvertible {
        let label: String
        let text: String
        let width: CGFloat
        let lines: [Line]
        var description: String { label }
    }

    static let vectors: [Vector] = [
        Vector(label: "fits on one line", text: "hello world", width: 100,
               lines: [line(0, 11, "hello world", 52.5)]),
        Vector(label: "wraps at the space", text: "hello world", width: 40,
               lines: [line(0, 6, "hello ", 25), line(6, 5, "world", 25)]),
        Vector(label: "exact fit does not wrap", text: "hello world", width: 52.5,
               lines: [line(0, 11, "hello world", 52.5)]),
        Vector(label: "trailing spaces hang", text: "abc      ", width: 20,
               lines: [line(0, 9, "abc      ", 15)]),
        Vector(label: "spaces between words hang at the wrap", text: "ab    cd", width: 15,
               lines: [line(0, 6, "ab    ", 10), line(6, 2, "cd", 10)]),
        Vector(label: "long word breaks by characters", text: "abcdefghij", width: 22,
               lines: [line(0, 4, "abcd", 20), line(4, 4, "efgh", 20), line(8, 2, "ij", 10)]),
        Vector(label: "long word moves to its own line first", text: "ab abcdefghij", width: 22,
               lines: [line(0, 3, "ab ", 10), line(3, 4, "abcd", 20), line(7, 4, "efgh", 20),
                       line(11, 2, "ij", 10)]),
        Vector(label: "three words", text: "one two three", width: 40,
               lines: [line(0, 8, "one two ", 32.5), line(8, 5, "three", 25)]),
        Vector(label: "Chinese wraps per character", text: "我们的文章很好", width: 35,
               lines: [line(0, 3, "我们的", 30), line(3, 3, "文章很", 30), line(6, 1, "好", 10)]),
        Vector(label: "a comma never starts a line", text: "我们的，文章", width: 30,
               lines: [line(0, 2, "我们", 20), line(2, 3, "的，文", 30), line(5, 1, "章", 10)]),
        Vector(label: "brackets keep their neighbours", text: "我们「文章」", width: 30,
               lines: [line(0, 2, "我们", 20), line(2, 2, "「文", 20), line(4, 2, "章」", 20)]),
        Vector(label: "Latin then CJK", text: "Swift是一种语言", width: 50,
               lines: [line(0, 7, "Swift是一", 45), line(7, 3, "种语言", 30)]),
        Vector(label: "CJK then Latin word", text: "中文English", width: 40,
               lines: [line(0, 2, "中文", 20), line(2, 7, "English", 35)]),
        Vector(label: "newline", text: "a\nb", width: 100,
               lines: [line(0, 2, "a", 5, newline: true), line(2, 1, "b", 5)]),
        Vector(label: "trailing newline adds an empty line", text: "a\n", width: 100,
               lines: [line(0, 2, "a", 5, newline: true), line(2, 0, "", 0)]),
        Vector(label: "blank line", text: "a\n\nb", width: 100,
               lines: [line(0, 2, "a", 5, newline: true), line(2, 1, "", 0, newline: true),
                       line(3, 1, "b", 5)]),
        Vector(label: "CRLF is one break", text: "ab\r\ncd", width: 100,
               lines: [line(0, 4, "ab", 10, newline: true), line(4, 2, "cd", 10)]),
        Vector(label: "CR and U+2028 break lines", text: "a\rb\u{2028}c", width: 100,
               lines: [line(0, 2, "a", 5, newline: true), line(2, 2, "b", 5, newline: true),
                       line(4, 1, "c", 5)]),
        Vector(label: "empty text is one empty line", text: "", width: 100,
               lines: [line(0, 0, "", 0)]),
        Vector(label: "combining mark stays with its base", text: "e\u{301}f", width: 5,
               lines: [line(0, 2, "e\u{301}", 5), line(2, 1, "f", 5)]),
        Vector(label: "surrogate pairs count two UTF-16 units", text: "😀😀😀", width: 20,
               lines: [line(0, 4, "😀😀", 20), line(4, 2, "😀", 10)]),
        Vector(label: "no-break space does not break", text: "ab\u{A0}cd", width: 15,
               lines: [line(0, 3, "ab\u{A0}", 12.5), line(3, 2, "cd", 10)]),
        Vector(label: "infinite width never wraps", text: "one two three four five six", width: .infinity,
               lines: [line(0, 27, "one two three four five six", 122.5)]),
        Vector(label: "zero width puts one character per line", text: "ab", width: 0,
               lines: [line(0, 1, "a", 5), line(1, 1, "b", 5)]),
        Vector(label: "a character wider than the line still gets placed", text: "中", width: 4,
               lines: [line(0, 1, "中", 10)]),
    ]

    @Test(arguments: vectors)
    func wrapping(_ vector: Vector) {
        let layout = TextLayout(text: vector.text, font: ten, width: vector.width)
        #expect(layout.lines == vector.lines, "\(vector.label): \(layout.lines)")
        #expect(layout.utf16Count == vector.text.utf16.count)
    }

    /// Whatever the text and width, line ranges tile the string and rebuild it.
    @Test(arguments: [0.0, 7.0, 23.0, 61.0, 1000.0])
    func linesTileTheText(_ width: CGFloat) {
        let text = "The quick brown fox 跳过了 lazy dogs.\n\n中文，日本語「テスト」と English words 😀👍🏽 e\u{301}\r\nend "
        let layout = TextLayout(text: text, font: ten, width: width)
        var next = 0
        var rebuilt = ""
        for line in layout.lines {
            #expect(line.range.location == next)
            next += line.range.length
            rebuilt += line.text
        }
        #expect(next == text.utf16.count)
        let withoutBreaks = text.replacingOccurrences(of: "\r\n", with: "").replacingOccurrences(of: "\n", with: "")
        #expect(rebuilt == withoutBreaks)
    }

    @Test func heights() {
        let font = Font.systemFont(ofSize: 12)
        #expect(TextLayout(text: "", font: font, width: 100).usedHeight == 14.3203125)
        #expect(TextLayout(text: "one", font: font, width: 100).usedHeight == 14.3203125)
        #expect(TextLayout(text: "one\n", font: font, width: 100).usedHeight == 2 * 14.3203125)
        // "aaaa aaaa aaaa" at 12 pt: words are 24 pt and spaces 3 pt, so two words per 51 pt line.
        let wrapped = TextLayout(text: "aaaa aaaa aaaa", font: font, width: 51)
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.usedHeight == 28.640625)
        #expect(wrapped.usedSize == CGSize(width: 51, height: 28.640625))
        #expect(wrapped.lineHeight == 14.3203125)
    }

    @Test func heightRoundedUpToPixels() {
        let layout = TextLayout(text: "x", font: .systemFont(ofSize: 17), width: 100)
        #expect(layout.usedHeight == 20.287109375)
        #expect(layout.usedHeight(roundedUpToScale: 1) == 21)
        #expect(layout.usedHeight(roundedUpToScale: 2) == 20.5)
        #expect(abs(layout.usedHeight(roundedUpToScale: 3) - 61.0 / 3) < 1e-12)
        #expect(layout.usedHeight(roundedUpToScale: 0) == 20.287109375)
        let whole = TextLayout(text: "x", font: Font(pointSize: 2048.0 / 2444.0 * 20), width: 100)
        #expect(whole.usedHeight(roundedUpToScale: 2) == 20)
    }

    @Test func negativeAndNaNWidthsMeanZero() {
        #expect(TextLayout(text: "ab", font: ten, width: -5).availableWidth == 0)
        #expect(TextLayout(text: "ab", font: ten, width: .nan).lines.count == 2)
    }

    @Test func lineIndexForOffsets() {
        let wrapped = TextLayout(text: "hello world", font: ten, width: 40)
        #expect(wrapped.lineIndex(containingUTF16Offset: 0) == 0)
        #expect(wrapped.lineIndex(containingUTF16Offset: 5) == 0)
        #expect(wrapped.lineIndex(containingUTF16Offset: 6) == 1)  // at the wrap: next line
        #expect(wrapped.lineIndex(containingUTF16Offset: 11) == 1)
        #expect(wrapped.lineIndex(containingUTF16Offset: 500) == 1)
        #expect(wrapped.lineIndex(containingUTF16Offset: -3) == 0)

        let broken = TextLayout(text: "a\nb\n", font: ten, width: 40)
        #expect(broken.lines.count == 3)
        #expect(broken.lineIndex(containingUTF16Offset: 1) == 0)  // before the "\n"
        #expect(broken.lineIndex(containingUTF16Offset: 2) == 1)  // after it
        #expect(broken.lineIndex(containingUTF16Offset: 4) == 2)  // the extra last line
    }

    @Test func rectsForRanges() {
        let layout = TextLayout(text: "hello world", font: ten, width: 40)
        let lineHeight = ten.lineHeight
        #expect(layout.rect(forUTF16Range: NSRange(location: 1, length: 2))
                == CGRect(x: 5, y: 0, width: 10, height: lineHeight))
        #expect(layout.rect(forUTF16Range: NSRange(location: 6, length: 5))
                == CGRect(x: 0, y: lineHeight, width: 25, height: lineHeight))
        // A caret.
        #expect(layout.rect(forUTF16Range: NSRange(location: 3, length: 0))
                == CGRect(x: 15, y: 0, width: 0, height: lineHeight))
        #expect(layout.rect(forUTF16Range: NSRange(location: 11, length: 0))
                == CGRect(x: 25, y: lineHeight, width: 0, height: lineHeight))
        // Across the wrap: the union, reaching the hanging space of the first line.
        #expect(layout.rect(forUTF16Range: NSRange(location: 2, length: 6))
                == CGRect(x: 0, y: 0, width: 27.5, height: 2 * lineHeight))
        // A range that ends exactly at the wrap stays on the first line.
        #expect(layout.rect(forUTF16Range: NSRange(location: 0, length: 6))
                == CGRect(x: 0, y: 0, width: 27.5, height: lineHeight))
        // Clamped to the text.
        #expect(layout.rect(forUTF16Range: NSRange(location: 9, length: 100))
                == CGRect(x: 15, y: lineHeight, width: 10, height: lineHeight))
        #expect(layout.rect(forUTF16Range: NSRange(location: 99, length: 0))
                == CGRect(x: 25, y: lineHeight, width: 0, height: lineHeight))
    }

    @Test func rectsCountUTF16() {
        let layout = TextLayout(text: "😀a中", font: ten, width: 100)
        #expect(layout.rect(forUTF16Range: NSRange(location: 2, length: 1))
                == CGRect(x: 10, y: 0, width: 5, height: ten.lineHeight))
        #expect(layout.rect(forUTF16Range: NSRange(location: 3, length: 1))
                == CGRect(x: 15, y: 0, width: 10, height: ten.lineHeight))
        // Inside the surrogate pair: the start of the pair.
        #expect(layout.rect(forUTF16Range: NSRange(location: 1, length: 0)).minX == 0)
    }

    @Test func rectsOverManyLines() {
        let layout = TextLayout(text: "aaaa\nbb\nccccccc\nd", font: ten, width: 100)
        let rect = layout.rect(forUTF16Range: NSRange(location: 2, length: 15))
        #expect(rect == CGRect(x: 0, y: 0, width: 35, height: 4 * ten.lineHeight))
    }

    // MARK: - Large texts

    /// About 1 MB of UTF-8 mixing Chinese paragraphs, Latin words and newlines.
    static func megabyteOfText() -> String {
        let chinese = "这是一段用于测试的中文文本，包含标点符号。"
        let latin = "The quick brown fox jumps over the lazy dog and keeps running. "
        var paragraph = ""
        for _ in 0..<5 { paragraph += chinese + latin }
        paragraph += "\n"
        var text = ""
        text.reserveCapacity(1_100_000)
        while text.utf8.count < 1_000_000 { text += paragraph }
        return text
    }

    // No timing assertion (the project's rule: speed is measured in ViewTreeBench's text benchmark);
    // a quadratic layout would show as a test taking minutes, not as a failing comparison with a
    // wall clock that sanitizers and a loaded machine slow down tenfold.
    @Test func aMegabyteOfTextLaysOutEveryLine() {
        let text = Self.megabyteOfText()
        let layout: TextLayout? = TextLayout(text: text, font: .systemFont(ofSize: 17), width: 300)
        let lines = layout?.lines ?? []
        #expect(lines.count > 10_000)
        #expect(lines.last?.range.upperBound == text.utf16.count)
        // Offset look-ups are binary searches.
        let middle = layout?.lineIndex(containingUTF16Offset: text.utf16.count / 2) ?? -1
        #expect(middle > 0 && middle < lines.count - 1)
    }

    @Test func aMegabyteWithoutBreakOpportunitiesBreaksByCharacters() {
        // One 1 MB "word": every line is a character break.
        let text = String(repeating: "x", count: 1_000_000)
        let layout = TextLayout(text: text, font: ten, width: 100)
        #expect(layout.lines.count == 50_000)
        #expect(layout.lines.allSatisfy { $0.width == 100 })
    }
}
