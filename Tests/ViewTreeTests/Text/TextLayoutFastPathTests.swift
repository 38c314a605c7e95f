import Foundation
import Testing
@testable import ViewTree

/// A seeded generator, so that a failure names a case that can be replayed.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random ASCII text made of the pieces the line breaker treats differently: words, runs of spaces
/// and tabs, closing punctuation (which may not start a line), opening brackets (which may not end
/// one), every kind of line break, control characters (zero width), empty lines, trailing spaces and
/// words far wider than any line.
private func randomASCIIText(using random: inout SeededRandom) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    let punctuation = Array("!),.:;?]}([{\"'-/<>@#$%^&*_=+|\\~`")
    func word(_ length: Int, _ random: inout SeededRandom) -> String {
        String((0..<length).map { _ in letters.randomElement(using: &random)! })
    }
    var text = ""
    let pieceCount = Int.random(in: 0...60, using: &random)
    for _ in 0..<pieceCount {
        switch Int.random(in: 0..<20, using: &random) {
        case 0...6: text += word(Int.random(in: 1...9, using: &random), &random)
        case 7, 8: text += " "
        case 9: text += String(repeating: " ", count: Int.random(in: 2...6, using: &random))
        case 10: text += "\t"
        case 11: text += String(punctuation.randomElement(using: &random)!)
        case 12: text += ["\n", "\r", "\r\n", "\n\n", "\r\r", "\n\r", " \n", "  \r\n"].randomElement(using: &random)!
        case 13: text += word(Int.random(in: 20...120, using: &random), &random)   // wider than most lines
        case 14: text += String(UnicodeScalar(UInt8.random(in: 0...0x1F, using: &random)))   // controls, tab, breaks
        case 15: text += "\u{7F}"
        case 16: text += "(" + word(Int.random(in: 1...5, using: &random), &random) + ")"
        case 17: text += word(Int.random(in: 1...5, using: &random), &random) + [", ", ". ", "! ", "; ", " ("].randomElement(using: &random)!
        case 18: text += " " + String(punctuation.randomElement(using: &random)!) + " "
        default: text += "   \n"   // trailing spaces before a line break
        }
    }
    return text
}

/// Widths from "nothing fits" to "nothing wraps", including values between character advances,
/// values just around a reachable line width (inside and outside the fit tolerance), and the ones
/// the initialiser normalises (negative, NaN).
private let widths: [CGFloat] = [0, 0.5, 1, 2.5, 3, 5, 6, 7.25, 10, 11, 17, 23.5, 30, 48, 60, 99.9, 100,
                                 240, 333.3, 1e6, .infinity, -5, .nan, .greatestFiniteMagnitude,
                                 29.9995, 30 - 1e-10, 30 + 1e-10, 36 - 1e-6]
/// Round sizes (whose widths the fast path adds up in integer units), sizes whose advances are not
/// short binary fractions (which it adds up in floating point, in the general path's order), tiny and
/// huge ones (down to advances that are subnormal, up to widths that overflow to infinity), and one the
/// font replaces with its default.
private let fonts: [Font] = [10, 12, 17, 10.5, 13.7, 0.3, 0.1, 1000, 1.0 / 3.0, CGFloat.leastNormalMagnitude / 16, 1e306, 0]
    .map { Font.systemFont(ofSize: $0) }

/// The first line where two layouts differ, to make a failure readable.
private func firstDifference(_ fast: TextLayout, _ general: TextLayout) -> String {
    let count = min(fast.lines.count, general.lines.count)
    let first = (0..<count).first { fast.lines[$0] != general.lines[$0] } ?? count
    return "line \(first) of \(fast.lines.count) vs \(general.lines.count): "
        + "\(fast.lines.dropFirst(first).prefix(2)) vs \(general.lines.dropFirst(first).prefix(2)); "
        + "utf16Count \(fast.utf16Count) vs \(general.utf16Count)"
}

@Suite struct TextLayoutFastPathTests {
    @Test func theFastPathAndTheGeneralPathGiveEqualLayoutsForRandomASCIIText() {
        var random = SeededRandom(state: 2_024_0611)
        var compared = 0
        let samples = 300
        for sample in 0..<samples {
            let text = randomASCIIText(using: &random)
            // Three of the fonts per text (every width, though): the general path is slow in debug
            // builds, and the fonts only scale the advances against the widths.
            for font in (0..<3).map({ _ in fonts.randomElement(using: &random)! }) {
                for width in widths {
                    let limit: CGFloat = (width.isNaN || width < 0) ? 0 : width
                    // The fast path must actually run on ASCII text, or this test compares the
                    // general path with itself.
                    guard let fast = TextLayout.asciiLines(of: text, font: font, limit: limit) else {
                        Issue.record("sample \(sample): the ASCII fast path declined \(text.debugDescription)")
                        return
                    }
                    let general = TextLayout(text: text, font: font, width: width, allowsASCIIFastPath: false)
                    let viaInit = TextLayout(text: text, font: font, width: width)
                    let assembled = TextLayout(assembling: text, font: font, availableWidth: limit,
                                               lines: fast.lines, utf16Count: fast.utf16Count)
                    guard assembled == general, viaInit == general else {
                        Issue.record("sample \(sample), \(font), width \(width), text \(text.debugDescription): \(firstDifference(assembled, general))")
                        return
                    }
                    // Equal widths must be the same bits, not just == (0 and -0 compare equal).
                    for (a, b) in zip(fast.lines, general.lines) where a.width.bitPattern != b.width.bitPattern {
                        Issue.record("sample \(sample), \(font), width \(width): width bits differ in \(a) vs \(b)")
                        return
                    }
                    compared += 1
                }
            }
        }
        #expect(compared == samples * 3 * widths.count)
    }

    @Test(arguments: [
        "", " ", "\t", "a", "\n", "\r", "\r\n", "\n\r", "\r\r\n", "a\r", "ab\r\ncd\n",
        "   ", "a   ", "   a", "a\t\tb", "word. (word) word, [x] {y}!", "a !b ?c :d ;e ]f }g )h .i ,j",
        "( a [ b { c", "\u{0}\u{1}\u{7F}", "a\u{1} b", "a \u{1}b", "a\u{7F}\u{7F}", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "word word word word word word word word word ", "ab\nab\nab\n\ntail  ",
    ])
    func edgeCasesMatchTheGeneralPath(_ text: String) {
        for font in fonts {
            for width in widths {
                let fast = TextLayout(text: text, font: font, width: width)
                let general = TextLayout(text: text, font: font, width: width, allowsASCIIFastPath: false)
                #expect(fast == general, "\(font), width \(width): \(firstDifference(fast, general))")
            }
        }
    }

    /// The fast path reads eight bytes at a time: put line breaks, and the characters its bit
    /// arithmetic tells apart (space, tab, "!", "~", DEL, controls), at every position in and across
    /// those eight-byte words.
    @Test func lineBreaksAndCharacterClassesAtEveryPositionInAWord() {
        let base = Array("ab cd\tef!~gh ij kl".utf8)
        for inserted in ["\n", "\r", "\r\n", "\u{7F}", "\u{1}", " !", "~", "\t", "\n\n"] {
            for position in 0...base.count {
                for repeats in [1, 3] {
                    var bytes = base
                    bytes.insert(contentsOf: Array(inserted.utf8), at: position)
                    let text = String(repeating: String(decoding: bytes, as: UTF8.self), count: repeats)
                    for font in [Font.systemFont(ofSize: 10), Font.systemFont(ofSize: 13.7)] {
                        for width: CGFloat in [0, 20, 47.5, 50, 95, 1000] {
                            let fast = TextLayout(text: text, font: font, width: width)
                            let general = TextLayout(text: text, font: font, width: width, allowsASCIIFastPath: false)
                            #expect(fast == general, "\(text.debugDescription), \(font), width \(width): \(firstDifference(fast, general))")
                        }
                    }
                }
            }
        }
    }

    @Test func theFastPathTakesASCIIIncludingShortAndSlicedStrings() {
        let font = Font.systemFont(ofSize: 10)
        #expect(TextLayout.asciiLines(of: "", font: font, limit: 50) != nil)
        #expect(TextLayout.asciiLines(of: "short", font: font, limit: 50) != nil)
        let long = String(repeating: "the quick brown fox ", count: 20)
        #expect(TextLayout.asciiLines(of: long, font: font, limit: 50) != nil)
        let sliced = String(long.dropFirst(7).prefix(100))
        #expect(TextLayout.asciiLines(of: sliced, font: font, limit: 50) != nil)
        #expect(TextLayout(text: sliced, font: font, width: 50)
                == TextLayout(text: sliced, font: font, width: 50, allowsASCIIFastPath: false))
    }

    @Test(arguments: ["é", "a\u{301}", "abc 中文", "x\u{2028}y", "quote “x”", "\u{A0}", "😀", "abc\u{80}"])
    func nonASCIITextTakesTheGeneralPath(_ text: String) {
        let font = Font.systemFont(ofSize: 10)
        #expect(TextLayout.asciiLines(of: text, font: font, limit: 50) == nil)
        #expect(TextLayout(text: text, font: font, width: 20)
                == TextLayout(text: text, font: font, width: 20, allowsASCIIFastPath: false))
    }

    @Test func incrementalEditsOfASCIITextEqualAFreshGeneralLayout() {
        var random = SeededRandom(state: 7_777)
        let insertions = ["a", "word ", " ", "\n", "\r", "\r\n", "(", ")", ".", "\t", "\u{1}",
                          String(repeating: "z", count: 40), "中", ""]
        for width: CGFloat in [0, 13, 60, 200, .infinity] {
            let font = Font.systemFont(ofSize: 10)
            var text = (0..<8).map { _ in randomASCIIText(using: &random) }.joined(separator: "\n")
            var layout = TextLayout(text: text, font: font, width: width)
            for step in 0..<200 {
                let utf16 = text.utf16
                let count = utf16.count
                let location = Int.random(in: 0...count, using: &random)
                let length = Int.random(in: 0...min(8, count - location), using: &random)
                let insertion = insertions.randomElement(using: &random)!
                let start = utf16.index(utf16.startIndex, offsetBy: location)
                let end = utf16.index(start, offsetBy: length)
                // Edits stay on scalar boundaries: the only non-ASCII insertion is one BMP scalar.
                text.replaceSubrange(start..<end, with: insertion)
                layout = layout.replacingCharacters(in: NSRange(location: location, length: length),
                                                    replacementUTF16Count: insertion.utf16.count, newText: text)
                let general = TextLayout(text: text, font: font, width: width, allowsASCIIFastPath: false)
                guard layout == general else {
                    Issue.record("width \(width), step \(step): \(firstDifference(layout, general))")
                    return
                }
            }
        }
    }
}
