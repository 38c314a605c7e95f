import Foundation
import ViewTree

/// A text the texts family types, sets or replaces with: short and ordinary ones, and the ones text code gets wrong
/// (grapheme clusters of several scalars, combining marks that join the character before the caret, right-to-left
/// and wide scripts, line breaks of every kind, one unbreakable line, and a long text).
public enum FuzzTextSample: Int, Sendable, Hashable, CaseIterable {
    case empty, word, sentence, lines, crlf, emojiFamily, flag, combiningMark, decomposed, hangulJamo, arabic, cjk
    case separators, tab, longWord, long

    /// The text.
    public var string: String {
        switch self {
        case .empty: ""
        case .word: "Hello"
        case .sentence: "The quick brown fox jumps over the lazy dog."
        case .lines: "one\ntwo\n\nfour\n"
        case .crlf: "a\r\nb\rc"
        case .emojiFamily: "👨‍👩‍👧‍👦👍🏽"
        case .flag: "🇫🇷🇯🇵"
        case .combiningMark: "\u{0301}"
        case .decomposed: "e\u{0301}e\u{0300}\u{0327}"
        case .hangulJamo: "\u{1100}\u{1161}\u{11A8}"
        case .arabic: "مرحبا بالعالم"
        case .cjk: "日本語のテキスト"
        case .separators: "x\u{2028}y\u{2029}z\u{00A0}\u{200B}"
        case .tab: "\tcol\tcol"
        case .longWord: String(repeating: "W", count: 300)
        case .long: String(repeating: "lorem ipsum dolor sit amet ", count: 400)
        }
    }

    /// The text as Swift source.
    var swift: String {
        switch self {
        case .longWord: "String(repeating: \"W\", count: 300)"
        case .long: "String(repeating: \"lorem ipsum dolor sit amet \", count: 400)"
        default: String(reflecting: string)
        }
    }
}

/// What the delegate of a fuzzed text view or field does when it is called: nothing, refuse, or re-enter the object
/// from inside the callback (set its text, resign, leave the window, select everything).
public enum FuzzTextDelegateKind: Int, Sendable, Hashable, CaseIterable {
    /// No delegate.
    case none
    /// Records the callbacks and allows everything.
    case recording
    /// Refuses every change (`shouldChangeTextIn` / `shouldChangeCharactersIn` answer false).
    case refuseChanges
    /// Sets the text in code from inside `shouldChange…` and still answers true (the keystroke must be dropped).
    case rewriteWhileAsked
    /// Sets the text in code from inside `textViewDidChange` (a text view) or the change's selection callback.
    case rewriteOnChange
    /// Resigns first responder from inside the change callback.
    case resignOnChange
    /// Removes the object from its window from inside the change callback.
    case removeOnChange
    /// Selects the whole text from inside the selection callback.
    case selectAllOnSelection
    /// Refuses to end editing (`shouldEndEditing` answers false).
    case refuseEnd
    /// Refuses to begin editing.
    case refuseBegin
}

/// A step of the texts family (`--text-weight`): text views (`xN`, `TextView`) and text fields (`xN` made with `field:
/// true`, `TextField`) in the family's own window, their text set in code and typed, their selection, marked text,
/// fonts, insets, frames and queries, with delegates that refuse or re-enter.
public enum FuzzTextStep: Sendable, Hashable {
    /// `let xN = TextView(frame:)` (or `TextField(frame:)`), added to the family's window, with a delegate.
    case make(id: Int, field: Bool, frame: CGRect, delegate: FuzzTextDelegateKind)
    /// `xN.text = …`.
    case setText(id: Int, FuzzTextSample)
    /// `xN.attributedText = NSAttributedString(string: …, attributes: [.font: …, .kern: …, .paragraphStyle: …])`.
    case setAttributed(id: Int, FuzzTextSample, fontSize: Double, kern: Double, lineSpacing: Double)
    /// `xN.font = Font(pointSize: …)` (sizes that fall back, and sizes too large for the text).
    case setFont(id: Int, Double)
    /// `xN.selectedRange = NSRange(location:length:)` (a text field: `selectedTextRange` from the same offsets).
    case select(id: Int, location: Int, length: Int)
    /// `xN.insertText(…)`.
    case insert(id: Int, FuzzTextSample)
    /// `xN.deleteBackward()`, `times` times.
    case deleteBackward(id: Int, times: Int)
    /// `xN.replace(TextRange(start:end:), withText: …)` with positions made by hand (so they may lie outside the text,
    /// or the wrong way round).
    case replace(id: Int, from: Int, to: Int, FuzzTextSample)
    /// `setMarkedText(…, selectedRange:)`, or `unmarkText()` for nil (text fields; text views do nothing).
    case marked(id: Int, FuzzTextSample?, location: Int, length: Int)
    /// `becomeFirstResponder()` / `resignFirstResponder()`.
    case focus(id: Int, Bool)
    /// A text view's `isEditable`, a text field's `isEnabled`.
    case editable(id: Int, Bool)
    /// A text view's `textContainerInset` (all sides) and `textContainer.lineFragmentPadding`; a text field's
    /// `borderStyle` (the inset's integer part modulo 4).
    case inset(id: Int, Double, padding: Double)
    /// A text view's `scrollRangeToVisible(_:)` (a text field: nothing).
    case scrollTo(id: Int, location: Int, length: Int)
    /// `xN.frame = …`.
    case frame(id: Int, CGRect)
    /// A text view's `isScrollEnabled`, then `sizeToFit()` when `fit`.
    case scrolling(id: Int, Bool, fit: Bool)
    /// Asks the object's geometry: `caretRect(for:)`, `firstRect(for:)`, `selectionRects(for:)` at an offset,
    /// `closestPosition(to:)` at a point, `sizeThatFits(_:)`, and its description twice (same bytes).
    case query(id: Int, offset: Int, point: CGPoint, fitting: CGSize)
    /// `xN.removeFromSuperview()`.
    case remove(id: Int)
    /// The episode drops its reference to `xN` (it lives on only while its window holds it).
    case drop(id: Int)

    /// The object the step names.
    public var id: Int {
        switch self {
        case let .make(id, _, _, _), let .setText(id, _), let .setAttributed(id, _, _, _, _), let .setFont(id, _),
             let .select(id, _, _), let .insert(id, _), let .deleteBackward(id, _), let .replace(id, _, _, _),
             let .marked(id, _, _, _), let .focus(id, _), let .editable(id, _), let .inset(id, _, _),
             let .scrollTo(id, _, _), let .frame(id, _), let .scrolling(id, _, _), let .query(id, _, _, _),
             let .remove(id), let .drop(id):
            id
        }
    }

    /// The step as a line of Swift.
    public var swiftLine: String {
        let x = "x\(id)"
        switch self {
        case let .make(_, field, frame, delegate):
            return "let \(x) = \(field ? "TextField" : "TextView")(frame: \(lit(frame))); textWindow.addSubview(\(x)); \(x).delegate = FuzzTextDelegate(.\(delegate))"
        case let .setText(_, sample): return "\(x).text = \(sample.swift)"
        case let .setAttributed(_, sample, size, kern, spacing):
            return "\(x).attributedText = NSAttributedString(string: \(sample.swift), attributes: [.font: Font(pointSize: \(lit(size))), .kern: \(lit(kern)), .paragraphStyle: { let p = NSMutableParagraphStyle(); p.lineSpacing = \(lit(spacing)); return p }()])"
        case let .setFont(_, size): return "\(x).font = Font(pointSize: \(lit(size)))"
        case let .select(_, location, length): return "\(x).selectedRange = NSRange(location: \(location), length: \(length))  // a field: selectedTextRange"
        case let .insert(_, sample): return "\(x).insertText(\(sample.swift))"
        case let .deleteBackward(_, times): return "for _ in 0..<\(times) { \(x).deleteBackward() }"
        case let .replace(_, from, to, sample):
            return "\(x).replace(TextRange(start: TextPosition(offset: \(from)), end: TextPosition(offset: \(to))), withText: \(sample.swift))"
        case let .marked(_, sample, location, length):
            guard let sample else { return "\(x).unmarkText()  // a view: nothing" }
            return "\(x).setMarkedText(\(sample.swift), selectedRange: NSRange(location: \(location), length: \(length)))  // a view: nothing"
        case let .focus(_, on): return on ? "\(x).becomeFirstResponder()" : "\(x).resignFirstResponder()"
        case let .editable(_, on): return "\(x).isEditable = \(on)  // a field: isEnabled"
        case let .inset(_, inset, padding):
            return "\(x).textContainerInset = EdgeInsets(top: \(lit(inset)), left: \(lit(inset)), bottom: \(lit(inset)), right: \(lit(inset))); \(x).textContainer.lineFragmentPadding = \(lit(padding))  // a field: borderStyle = BorderStyle(rawValue: Int(abs(inset)) % 4)"
        case let .scrollTo(_, location, length): return "\(x).scrollRangeToVisible(NSRange(location: \(location), length: \(length)))  // a field: nothing"
        case let .frame(_, frame): return "\(x).frame = \(lit(frame))"
        case let .scrolling(_, on, fit): return "\(x).isScrollEnabled = \(on)\(fit ? "; \(x).sizeToFit()" : "")  // a field: sizeToFit only"
        case let .query(_, offset, point, fitting):
            return "_ = (\(x).caretRect(for: TextPosition(offset: \(offset))), \(x).firstRect(for: …), \(x).selectionRects(for: …), \(x).sizeThatFits(\(lit(fitting))), \(x).description)  // a field: closestPosition(to: \(lit(point))) too"
        case .remove: return "\(x).removeFromSuperview()"
        case .drop: return "\(x) = nil"
        }
    }

    // MARK: Generation

    /// A random step: a new object while few are held, else a step on one of them; bad values at the rate `hostile`.
    static func random(_ rng: inout SplitMix64, made: Int, held: [Int], hostile: Double) -> FuzzTextStep {
        if held.count < 3 && (held.isEmpty || rng.chance(0.08)) {
            let width = rng.chance(hostile) ? rng.pick([0, 1, 1e6, -40]) : Double(rng.int(in: 40...300))
            let height = rng.chance(hostile) ? rng.pick([0, 1e6]) : Double(rng.int(in: 20...400))
            return .make(id: made, field: rng.chance(0.4), frame: CGRect(x: 10, y: 10, width: width, height: height),
                         delegate: rng.pick(FuzzTextDelegateKind.allCases))
        }
        let id = rng.pick(held)
        let bad = rng.chance(hostile)
        func offset() -> Int {
            bad ? rng.pick([-1, -100, NSNotFound, Int.max, Int.min, 1 << 40, 100_000]) : rng.int(in: 0...60)
        }
        func sample() -> FuzzTextSample {
            rng.chance(0.03) ? rng.pick([.long, .longWord]) : rng.pick(Array(FuzzTextSample.allCases.dropLast(2)))
        }
        func size() -> Double {
            bad ? rng.pick([.nan, .infinity, -.infinity, 0, -12, 1e300, 1e-300, 5e6]) : Double(rng.int(in: 8...40))
        }
        func coordinate() -> Double {
            bad ? rng.pick([.nan, .infinity, -.infinity, 1e300, -1e300]) : Double(rng.int(in: -20...400))
        }
        switch rng.int(in: 0...99) {
        case 0...11: return .setText(id: id, sample())
        case 12...16:
            return .setAttributed(id: id, sample(), fontSize: size(), kern: bad ? rng.pick([.nan, 1e300, -1e300]) : Double(rng.int(in: -2...4)),
                                  lineSpacing: bad ? rng.pick([.nan, .infinity, -50, 1e300]) : Double(rng.int(in: 0...10)))
        case 17...20: return .setFont(id: id, size())
        case 21...30: return .select(id: id, location: offset(), length: bad ? rng.pick([-1, Int.max, 1 << 40]) : rng.int(in: 0...12))
        case 31...45: return .insert(id: id, sample())
        case 46...53: return .deleteBackward(id: id, times: rng.int(in: 1...4))
        case 54...59: return .replace(id: id, from: offset(), to: offset(), sample())
        case 60...63:
            return .marked(id: id, rng.chance(0.25) ? nil : sample(), location: offset(), length: rng.int(in: 0...3))
        case 64...71: return .focus(id: id, rng.chance(0.65))
        case 72...74: return .editable(id: id, rng.chance(0.7))
        case 75...77:
            return .inset(id: id, bad ? rng.pick([.nan, .infinity, -1e300, 1e300]) : Double(rng.int(in: 0...20)),
                          padding: bad ? rng.pick([.nan, .infinity, -1e300, 1e300, -5]) : Double(rng.int(in: 0...10)))
        case 78...80: return .scrollTo(id: id, location: offset(), length: bad ? rng.pick([-1, Int.max]) : rng.int(in: 0...30))
        case 81...84:
            return .frame(id: id, CGRect(x: coordinate(), y: coordinate(), width: bad ? rng.pick([.nan, 1e300, -5, 0]) : Double(rng.int(in: 0...320)),
                                         height: bad ? rng.pick([.nan, .infinity, 0]) : Double(rng.int(in: 0...480))))
        case 85...87: return .scrolling(id: id, rng.chance(0.6), fit: rng.chance(0.5))
        case 88...95:
            return .query(id: id, offset: offset(), point: CGPoint(x: coordinate(), y: coordinate()),
                          fitting: CGSize(width: bad ? rng.pick([.nan, .infinity, -1, 0]) : Double(rng.int(in: 0...320)),
                                          height: bad ? rng.pick([.nan, .infinity, -1]) : Double(rng.int(in: 0...480))))
        case 96...97: return .remove(id: id)
        default: return .drop(id: id)
        }
    }
}
