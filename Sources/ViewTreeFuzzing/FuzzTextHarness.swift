import Foundation
import ViewTree

/// The delegate of a fuzzed text view or field: counts the editing callbacks and re-enters the object as its kind says.
/// The episode's harness keeps it (a text view's and a text field's `delegate` are weak, as in UIKit).
final class FuzzTextDelegate: TextViewDelegate, TextFieldDelegate {
    let kind: FuzzTextDelegateKind
    private(set) var began = 0
    private(set) var ended = 0
    /// `textViewDidChange(_:)` calls (text views; text fields have no such delegate method).
    private(set) var changes = 0
    /// Re-entrant callbacks are not re-entered again (a selection callback that selects calls itself back).
    private var reacting = false

    init(_ kind: FuzzTextDelegateKind) { self.kind = kind }

    private func allowsChange(_ setText: () -> Void) -> Bool {
        switch kind {
        case .refuseChanges: return false
        case .rewriteWhileAsked: setText(); return true
        default: return true
        }
    }

    /// What `.rewriteOnChange`, `.resignOnChange` and `.removeOnChange` do once the text changed.
    private func react(_ view: View, setText: () -> Void) {
        guard !reacting else { return }
        reacting = true
        defer { reacting = false }
        switch kind {
        case .rewriteOnChange: setText()
        case .resignOnChange: _ = view.resignFirstResponder()
        case .removeOnChange: view.removeFromSuperview()
        default: break
        }
    }

    private func selectAll(_ select: () -> Void) {
        guard kind == .selectAllOnSelection, !reacting else { return }
        reacting = true
        defer { reacting = false }
        select()
    }

    // MARK: Text views

    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        allowsChange { textView.text = "asked" }
    }
    func textViewDidChange(_ textView: TextView) {
        changes += 1
        react(textView) { textView.text = "changed" }
    }
    func textViewDidChangeSelection(_ textView: TextView) {
        selectAll { textView.selectedRange = NSRange(location: 0, length: textView.text.utf16.count) }
    }
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { kind != .refuseBegin }
    func textViewDidBeginEditing(_ textView: TextView) { began += 1 }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { kind != .refuseEnd }
    func textViewDidEndEditing(_ textView: TextView) { ended += 1 }

    // MARK: Text fields

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        allowsChange { textField.text = "asked" }
    }
    func textFieldDidChangeSelection(_ textField: TextField) {
        react(textField) { textField.text = "changed" }
        selectAll { textField.selectedTextRange = textField.textRange(from: textField.beginningOfDocument, to: textField.endOfDocument) }
    }
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { kind != .refuseBegin }
    func textFieldDidBeginEditing(_ textField: TextField) { began += 1 }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { kind != .refuseEnd }
    func textFieldDidEndEditing(_ textField: TextField) { ended += 1 }
}

/// The texts family's objects: text views and text fields in the family's own window, the delegates the episode keeps
/// for them, and what the family checks after every step.
final class FuzzTexts {
    private final class Entry {
        var object: View?
        weak var weakObject: View?
        let delegate: FuzzTextDelegate?
        /// Its editability changed while it was first responder: UIKit documents no editing callbacks for that, so its
        /// begin/end counts are no longer checked.
        var editabilityChangedWhileEditing = false
        init(object: View, delegate: FuzzTextDelegate?) {
            self.object = object
            weakObject = object
            self.delegate = delegate
        }
    }
    private var entries: [Int: Entry] = [:]
    private var window: Window?
    /// A text step ran.
    private(set) var used = false
    /// What a step predicted (checked after it ran).
    private var pending: Prediction?

    /// What the harness predicts of a step on a text view, from its state before.
    private struct Prediction {
        let id: Int
        /// The text and selection the object must have after the step.
        var text: String
        var selection: NSRange
        var what: String
    }

    /// The family's window, for the session's tree checks.
    var checkedWindow: Window? { window }

    /// Whether `step` can run: a `make` of a new id, or a step on an object the episode holds.
    func canRun(_ step: FuzzTextStep) -> Bool {
        if case .make = step { return entries[step.id] == nil }
        return entries[step.id]?.object != nil
    }

    /// What `step` may and must report, and what it predicts (remembered for `check`).
    func prepare(_ step: FuzzTextStep) -> FuzzExpectation {
        var expectation = FuzzExpectation()
        // Bad values of every kind are refused with `.invalidValue` (selection, ranges, extents, insets, typing where
        // none is possible) or `.nonFiniteGeometry` (frames); a text storage edit outside its string is reported as
        // `.indexOutOfRange`.
        expectation.allowed = [.invalidValue, .nonFiniteGeometry, .indexOutOfRange]
        pending = nil
        guard let object = entries[step.id]?.object else { return expectation }
        if let view = object as? TextView {
            pending = predict(step, view: view, delegate: entries[step.id]?.delegate?.kind ?? .none)
            if case let .select(_, location, length) = step {
                let refused = location < 0 || location == NSNotFound || length < 0 || location > Int.max - length
                let clamped = !refused && location + length > view.text.utf16.count
                if refused || clamped { expectation.expect(.invalidValue, required: true) }
            }
        }
        return expectation
    }

    /// The text and selection a step on a text view leaves, where they follow from the documented rules alone: a
    /// refused selection keeps both; typing into an editable view without a re-entering delegate replaces the selection
    /// and puts the caret after the text typed.
    private func predict(_ step: FuzzTextStep, view: TextView, delegate: FuzzTextDelegateKind) -> Prediction? {
        let text: String = view.text
        let selection = view.selectedRange
        switch step {
        case let .select(id, location, length):
            let refused = location < 0 || location == NSNotFound || length < 0 || location > Int.max - length
            guard refused else { return nil }
            return Prediction(id: id, text: text, selection: selection, what: "a refused selectedRange")
        case let .insert(id, sample):
            guard [.none, .recording, .refuseChanges].contains(delegate), view.isEditable else {
                return view.isEditable ? nil : Prediction(id: id, text: text, selection: selection, what: "insertText into a view that is not editable")
            }
            let replacement = sample.string
            if delegate == .refuseChanges || (selection.length == 0 && replacement.isEmpty) {
                return Prediction(id: id, text: text, selection: selection, what: "a refused or empty insertText")
            }
            let utf16 = Array(text.utf16)
            let new = String(decoding: utf16[..<selection.location], as: UTF16.self) + replacement
                + String(decoding: utf16[(selection.location + selection.length)...], as: UTF16.self)
            return Prediction(id: id, text: new, selection: NSRange(location: selection.location + replacement.utf16.count, length: 0),
                              what: "insertText(\(String(reflecting: replacement.prefix(20))))")
        default:
            return nil
        }
    }

    func perform(_ step: FuzzTextStep, world: Simulation) {
        used = true
        lastQuery = nil
        if case let .make(id, field, frame, delegateKind) = step {
            let window = self.window ?? .fuzzFamilyWindow(in: world)
            self.window = window
            let delegate = delegateKind == .none ? nil : FuzzTextDelegate(delegateKind)
            let object: View
            if field {
                let f = TextField(frame: frame)
                f.delegate = delegate
                object = f
            } else {
                let v = TextView(frame: frame)
                v.delegate = delegate
                object = v
            }
            window.addSubview(object)
            entries[id] = Entry(object: object, delegate: delegate)
            return
        }
        guard let entry = entries[step.id], let object = entry.object else { return }
        let view = object as? TextView, field = object as? TextField
        switch step {
        case .make: break
        case let .setText(_, sample):
            view?.text = sample.string
            field?.text = sample.string
        case let .setAttributed(_, sample, size, kern, spacing):
            let style = NSMutableParagraphStyle()
            style.lineSpacing = CGFloat(spacing)
            let string = NSAttributedString(string: sample.string, attributes: [.font: Font(pointSize: CGFloat(size)),
                                                                                 .kern: kern, .paragraphStyle: style])
            view?.attributedText = string
            field?.attributedText = string
        case let .setFont(_, size):
            view?.font = Font(pointSize: CGFloat(size))
            field?.font = Font(pointSize: CGFloat(size))
        case let .select(_, location, length):
            view?.selectedRange = NSRange(location: location, length: length)
            if let field {
                let (end, overflow) = location.addingReportingOverflow(length)
                field.selectedTextRange = TextRange(start: TextPosition(offset: location), end: TextPosition(offset: overflow ? Int.max : end))
            }
        case let .insert(_, sample):
            view?.insertText(sample.string)
            field?.insertText(sample.string)
        case let .deleteBackward(_, times):
            for _ in 0..<times {
                view?.deleteBackward()
                field?.deleteBackward()
            }
        case let .replace(_, from, to, sample):
            let range = TextRange(start: TextPosition(offset: from), end: TextPosition(offset: to))
            view?.replace(range, withText: sample.string)
            field?.replace(range, withText: sample.string)
        case let .marked(_, sample, location, length):
            if let sample {
                field?.setMarkedText(sample.string, selectedRange: NSRange(location: location, length: length))
            } else {
                field?.unmarkText()
            }
        case let .focus(_, on):
            _ = on ? object.becomeFirstResponder() : object.resignFirstResponder()
        case let .editable(_, on):
            if object.isFirstResponder { entry.editabilityChangedWhileEditing = true }
            view?.isEditable = on
            field?.isEnabled = on
        case let .inset(_, inset, padding):
            if let view {
                let i = CGFloat(inset)
                view.textContainerInset = EdgeInsets(top: i, left: i, bottom: i, right: i)
                view.textContainer.lineFragmentPadding = CGFloat(padding)
            }
            if let field, inset.isFinite, let style = TextField.BorderStyle(rawValue: Int(inset.magnitude.truncatingRemainder(dividingBy: 4))) {
                field.borderStyle = style
            }
        case let .scrollTo(_, location, length):
            view?.scrollRangeToVisible(NSRange(location: location, length: length))
        case let .frame(_, frame):
            object.frame = frame
        case let .scrolling(_, on, fit):
            view?.isScrollEnabled = on
            if fit { object.sizeToFit() }
        case .query:
            break  // asked in `check`, whose failures it reports
        case .remove:
            object.removeFromSuperview()
        case .drop:
            entry.object = nil
        }
        if case let .query(id, offset, point, fitting) = step { lastQuery = (id, offset, point, fitting) }
    }
    private var lastQuery: (id: Int, offset: Int, point: CGPoint, fitting: CGSize)?

    /// After every step: the prediction held; every object's selection lies inside its text, its text and attributed
    /// text agree, its content size and caret are finite; a first responder is in a window; editing began and ended in
    /// turn; a queried object answered finite rectangles and the same description twice.
    func check(world: Simulation) throws(FuzzFailure) {
        guard used else { return }
        if let pending, let view = entries[pending.id]?.weakObject as? TextView {
            let text: String = view.text
            guard text == pending.text, view.selectedRange == pending.selection else {
                throw FuzzFailure(invariant: "text-prediction", message: "x\(pending.id) after \(pending.what): text \(String(reflecting: text.prefix(60))) selection \(view.selectedRange), expected \(String(reflecting: pending.text.prefix(60))) selection \(pending.selection)")
            }
        }
        for id in entries.keys.sorted() {
            let entry = entries[id]!
            guard let object = entry.weakObject else { continue }
            try checkObject(object, id: id)
            if let delegate = entry.delegate, !entry.editabilityChangedWhileEditing {
                let open = delegate.began - delegate.ended
                guard open == 0 || open == 1 else {
                    throw FuzzFailure(invariant: "text-editing-callbacks", message: "x\(id): editing began \(delegate.began) times and ended \(delegate.ended) times")
                }
                guard open == 0 || object.isFirstResponder else {
                    throw FuzzFailure(invariant: "text-editing-callbacks", message: "x\(id) is not first responder, but its editing began \(delegate.began) times and ended \(delegate.ended) times")
                }
            }
            if object.isFirstResponder, object.window == nil {
                throw FuzzFailure(invariant: "text-first-responder", message: "x\(id) is first responder outside any window")
            }
        }
        if let query = lastQuery, let object = entries[query.id]?.weakObject {
            try checkQuery(object, id: query.id, offset: query.offset, point: query.point, fitting: query.fitting)
        }
    }

    private func checkObject(_ object: View, id: Int) throws(FuzzFailure) {
        func fail(_ message: String) -> FuzzFailure { FuzzFailure(invariant: "text-state", message: "x\(id): \(message)") }
        if let view = object as? TextView {
            let text: String = view.text
            let count = text.utf16.count
            let selection = view.selectedRange
            guard selection.location >= 0, selection.length >= 0, selection.location + selection.length <= count else {
                throw fail("selectedRange \(selection) is outside its text (length \(count))")
            }
            guard view.attributedText.string == text else { throw fail("attributedText.string differs from text") }
            let size = view.contentSize
            // Finite; not necessarily positive: negative insets (a common way to tighten the text) take their share off
            // the computed size, as UIKit's arithmetic does.
            guard size.width.isFinite, size.height.isFinite else { throw fail("contentSize \(size) is not finite") }
            guard view.caretRect(for: TextPosition(offset: selection.location)).isFiniteRect else {
                throw fail("the caret at \(selection.location) is not a finite rectangle")
            }
        }
        if let field = object as? TextField {
            let text = field.text ?? ""
            let count = text.utf16.count
            if let range = field.selectedTextRange {
                guard range.start.offset >= 0, range.start.offset <= range.end.offset, range.end.offset <= count else {
                    throw fail("selectedTextRange \(range.start.offset)..<\(range.end.offset) is outside its text (length \(count))")
                }
            }
            guard (field.attributedText?.string ?? "") == text else { throw fail("attributedText.string differs from text") }
            guard field.caretRect(for: field.endOfDocument).isFiniteRect else { throw fail("the caret at the end is not a finite rectangle") }
        }
    }

    private func checkQuery(_ object: View, id: Int, offset: Int, point: CGPoint, fitting: CGSize) throws(FuzzFailure) {
        func fail(_ message: String) -> FuzzFailure { FuzzFailure(invariant: "text-query", message: "x\(id): \(message)") }
        guard let input = object as? TextInput else { return }
        let position = TextPosition(offset: offset)
        let caret = (object as? TextView)?.caretRect(for: position) ?? (object as? TextField)?.caretRect(for: position) ?? .zero
        guard caret.isFiniteRect else { throw fail("caretRect(for: \(offset)) = \(caret)") }
        let range = TextRange(start: input.beginningOfDocument, end: input.endOfDocument)
        let first = (object as? TextView)?.firstRect(for: range) ?? (object as? TextField)?.firstRect(for: range) ?? .zero
        guard first.isFiniteRect else { throw fail("firstRect(for: the whole text) = \(first)") }
        let rects = (object as? TextView)?.selectionRects(for: range) ?? (object as? TextField)?.selectionRects(for: range) ?? []
        if let bad = rects.first(where: { !$0.rect.isFiniteRect }) { throw fail("a selection rect is \(bad.rect)") }
        if let field = object as? TextField, let position = field.closestPosition(to: point) {
            guard (0...input.endOfDocument.offset).contains(position.offset) else {
                throw fail("closestPosition(to: \(point)) = \(position.offset), outside the text")
            }
        }
        let fits = object.sizeThatFits(fitting)
        guard fits.width.isFinite, fits.height.isFinite else { throw fail("sizeThatFits(\(fitting)) = \(fits)") }
        guard object.description == object.description else { throw fail("its description differs between two calls") }
    }

    /// Drops every object and the window; `nil` when each was freed with the world, else which was not.
    func tearDown() -> String? {
        let weakObjects = entries.mapValues { entry -> WeakView in
            entry.object = nil
            return WeakView(view: entry.weakObject)
        }
        entries = [:]
        window = nil
        if let id = weakObjects.keys.sorted().first(where: { weakObjects[$0]?.view != nil }) {
            return "text object x\(id) is still alive after every reference to it and the world was dropped"
        }
        return nil
    }
}
