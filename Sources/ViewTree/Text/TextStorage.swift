import Foundation

/// `NSTextStorage` (TextKit 1): an attributed string that tells its layout managers when it changes.
///
/// Changes are collected between `beginEditing()` and `endEditing()` (or made one at a time) and reported through
/// `edited(_:range:changeInLength:)`; when the outermost edit ends, `processEditing()` runs: the delegate hears
/// `willProcessEditing`, the attributes are fixed, the delegate hears `didProcessEditing`, and each layout manager
/// invalidates the changed range (a text view's then shows the new text). Apple's order, from the
/// NSTextStorage documentation.
///
/// A subclass with its own backing store overrides the four primitives — `string`, `attributes(at:effectiveRange:)`,
/// `replaceCharacters(in:with:)` and `setAttributes(_:range:)` — and calls `edited(_:range:changeInLength:)` from
/// its mutators, as Apple's TextKit guide describes. Every other reading and mutating method here goes through
/// those primitives (on Linux, `NSMutableAttributedString`'s own methods would work on the superclass's storage
/// and never see the subclass's).
open class TextStorage: NSMutableAttributedString {
    /// `NSTextStorage.EditActions` (`NSTextStorageEditActions`), with Apple's bit values.
    public struct EditActions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Actions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes were added, removed or changed (bit 0).
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters were added, removed or replaced (bit 1).
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// `delegate` (weak).
    open weak var delegate: TextStorageDelegate?
    /// `layoutManagers`: the layout managers laying this text out, in the order they were added (the storage keeps them).
    public private(set) var layoutManagers: [LayoutManager] = []
    /// `editedMask`: what changed in the edit being processed (empty outside one).
    public private(set) var editedMask: EditActions = []
    /// `editedRange`: the range, in the text after the change, that the edit touched (`NSNotFound` outside one).
    public private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// `changeInLength`: how much longer the text became in the edit being processed.
    public private(set) var changeInLength = 0
    /// How deep `beginEditing()` calls are nested.
    private var editingDepth = 0
    /// Set while `processEditing()` runs: an `edited` call then (a delegate fixing attributes) joins the edit.
    private var isProcessing = false

    /// An empty storage.
    public init() { super.init(string: "") }
    /// `init(string:)`.
    public override init(string str: String) { super.init(string: str) }
    /// `init(string:attributes:)`.
    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: str, attributes: attrs)
    }
    /// `init(attributedString:)`.
    public override init(attributedString attrStr: NSAttributedString) { super.init(attributedString: attrStr) }
    /// `init?(coder:)`: ViewTree reads no archives; an empty storage.
    public required init?(coder aDecoder: NSCoder) { super.init(string: "") }

    // MARK: Primitives (a subclass with its own store overrides these four)

    /// The characters (primitive).
    open override var string: String { super.string }

    /// The attributes at `location` and the range they run over (primitive). A location outside the text is
    /// rejected: no attributes, over an empty range there.
    open override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        // (The base primitives read the superclass's store: its length is the one to check, and it costs nothing,
        // where `length` counts the characters of `string` for the sake of subclasses with a store of their own.)
        let count = super.length
        guard location >= 0, location < count else {
            reject("attributes(at:effectiveRange:) at \(location) of a text of length \(count)")
            range?.pointee = NSRange(location: max(0, min(location, count)), length: 0)
            return [:]
        }
        return super.attributes(at: location, effectiveRange: range)
    }

    /// Replaces characters (primitive); reports `.editedCharacters`. A range outside the text is rejected
    /// with a diagnostic and changes nothing (Foundation raises `NSRangeException`).
    open override func replaceCharacters(in range: NSRange, with str: String) {
        guard accepts(range, "replaceCharacters(in:with:)", length: super.length) else { return }
        super.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: str.utf16.count - range.length)
    }

    /// Sets the attributes of a range (primitive); reports `.editedAttributes`. A range outside the text is
    /// rejected (see `replaceCharacters(in:with:)`).
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        guard accepts(range, "setAttributes(_:range:)", length: super.length) else { return }
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    // MARK: Editing

    /// `beginEditing()`: changes until the matching `endEditing()` are processed together.
    open override func beginEditing() { editingDepth += 1 }

    /// `endEditing()`: the outermost one processes what changed.
    open override func endEditing() {
        guard editingDepth > 0 else { return }
        editingDepth -= 1
        if editingDepth == 0, !editedMask.isEmpty, !isProcessing { runProcessEditing() }
    }

    /// The largest location, length or change in length `edited(_:range:changeInLength:)` takes (2^60 UTF-16
    /// units, beyond any text; ours): sums of a few such numbers cannot pass `Int.max`.
    public static let largestEditedNumber = 1 << 60

    /// `edited(_:range:changeInLength:)`: records a change of `range` (in the text before it) that made the text
    /// `delta` longer; processed at once outside `beginEditing()`/`endEditing()`. A negative location or length, or
    /// a number beyond `largestEditedNumber` (an `NSNotFound` location), is rejected with a diagnostic.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        // Numbers no text reaches (an `NSNotFound` location, a length or change near `Int.max`) would stop the
        // process adding them up below: the call is rejected and nothing recorded.
        let limit = TextStorage.largestEditedNumber
        guard editedRange.location >= 0, editedRange.location <= limit, editedRange.length >= 0, editedRange.length <= limit,
              (-limit...limit).contains(delta), (-limit...limit).contains(changeInLength) else {
            reject("edited(_:range:changeInLength:): range {\(editedRange.location), \(editedRange.length)} with a change in length of \(delta) is beyond any text (\(limit) UTF-16 units), or the edits' total change is; nothing recorded")
            return
        }
        let changed = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedMask.isEmpty {
            self.editedRange = changed
        } else {
            // Earlier ranges after this change move with it; the union covers both.
            var earlier = self.editedRange
            if earlier.location >= editedRange.location + editedRange.length { earlier.location += delta }
            let start = min(earlier.location, changed.location)
            let end = max(earlier.location + earlier.length, changed.location + changed.length)
            self.editedRange = NSRange(location: start, length: end - start)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0, !isProcessing { runProcessEditing() }
    }

    /// Runs `processEditing()` with further edits joining the one being processed (a subclass highlighting
    /// in its override, a delegate fixing attributes), as Apple's storage folds them in.
    private func runProcessEditing() {
        isProcessing = true
        processEditing()
        isProcessing = false
        // An override that never called `super.processEditing()`, or edited after it: the edit ends here.
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// `processEditing()`: tells the delegate, fixes attributes, tells the delegate again, then each layout
    /// manager (`processEditing(for:edited:range:changeInLength:invalidatedRange:)`), and ends the edit.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        fixAttributes(in: editedRange)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        for manager in layoutManagers {
            manager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }

    /// `fixAttributes(in:)`: makes the attributes consistent after an edit (font substitution, paragraph styles).
    /// ViewTree's fonts cover every character, so there is nothing to fix.
    open func fixAttributes(in range: NSRange) {}

    /// `addLayoutManager(_:)`: the storage keeps `manager`, which lays its text out from now on.
    open func addLayoutManager(_ manager: LayoutManager) {
        guard !layoutManagers.contains(where: { $0 === manager }) else { return }
        manager.textStorage?.removeLayoutManager(manager)
        layoutManagers.append(manager)
        manager.textStorage = self
    }

    /// `removeLayoutManager(_:)`.
    open func removeLayoutManager(_ manager: LayoutManager) {
        layoutManagers.removeAll { $0 === manager }
        if manager.textStorage === self { manager.textStorage = nil }
    }

    // MARK: Reading, through the primitives

    /// The length in UTF-16 code units.
    open override var length: Int { string.utf16.count }

    /// `attribute(_:at:effectiveRange:)`.
    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        attributes(at: location, effectiveRange: range)[attrName]
    }

    /// `attributedSubstring(from:)`: the characters and attributes of `range` (empty for a range outside the text,
    /// with a diagnostic).
    open override func attributedSubstring(from range: NSRange) -> NSAttributedString {
        guard accepts(range, "attributedSubstring(from:)") else { return NSAttributedString(string: "") }
        let all = string as NSString
        let result = NSMutableAttributedString(string: all.substring(with: range))
        forEachRun(in: range) { attributes, run in
            result.setAttributes(attributes, range: NSRange(location: run.location - range.location, length: run.length))
        }
        return result
    }

    /// `enumerateAttributes(in:options:using:)`, run by run. A range outside the text is rejected with a diagnostic
    /// (Foundation raises) and nothing is enumerated.
    open override func enumerateAttributes(in enumerationRange: NSRange, options opts: NSAttributedString.EnumerationOptions = [],
                                           using block: ([NSAttributedString.Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard accepts(enumerationRange, "enumerateAttributes(in:options:using:)") else { return }
        var runs: [([NSAttributedString.Key: Any], NSRange)] = []
        forEachRun(in: enumerationRange) { runs.append(($0, $1)) }
        TextStorage.enumerate(runs, reverse: opts.contains(.reverse), block)
    }

    /// `enumerateAttribute(_:in:options:using:)`, run by run of that attribute; a range outside the text is
    /// rejected as by `enumerateAttributes(in:options:using:)`.
    open override func enumerateAttribute(_ attrName: NSAttributedString.Key, in enumerationRange: NSRange,
                                          options opts: NSAttributedString.EnumerationOptions = [],
                                          using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard accepts(enumerationRange, "enumerateAttribute(_:in:options:using:)") else { return }
        var runs: [(Any?, NSRange)] = []
        forEachRun(in: enumerationRange) { attributes, run in
            let value = attributes[attrName]
            if let last = runs.last, last.1.location + last.1.length == run.location,
               TextStorage.same(last.0, value) {
                runs[runs.count - 1].1.length += run.length
            } else {
                runs.append((value, run))
            }
        }
        TextStorage.enumerate(runs, reverse: opts.contains(.reverse), block)
    }

    /// Hands `runs` to `block` in order (or reversed) until it sets its stop flag.
    private static func enumerate<Value>(_ runs: [(Value, NSRange)], reverse: Bool,
                                         _ block: (Value, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (value, run) in reverse ? runs.reversed() : runs {
            block(value, run, &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Mutating, through the primitives

    /// `replaceCharacters(in:with:)` with attributed characters.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        guard accepts(range, "replaceCharacters(in:with:)") else { return }
        beginEditing()
        replaceCharacters(in: range, with: attrString.string)
        var runs: [([NSAttributedString.Key: Any], NSRange)] = []
        attrString.enumerateAttributes(in: NSRange(location: 0, length: attrString.length)) { attributes, run, _ in
            runs.append((attributes, run))
        }
        for (attributes, run) in runs {
            setAttributes(attributes, range: NSRange(location: range.location + run.location, length: run.length))
        }
        endEditing()
    }

    /// `addAttribute(_:value:range:)`.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        addAttributes([name: value], range: range)
    }

    /// `addAttributes(_:range:)`: merged into each run's attributes.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        guard accepts(range, "addAttributes(_:range:)") else { return }
        changeRuns(in: range) { $0.merge(attrs) { _, new in new } }
    }

    /// `removeAttribute(_:range:)`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        guard accepts(range, "removeAttribute(_:range:)") else { return }
        changeRuns(in: range) { $0[name] = nil }
    }

    /// `insert(_:at:)`.
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    /// `append(_:)`.
    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    /// `deleteCharacters(in:)`.
    open override func deleteCharacters(in range: NSRange) { replaceCharacters(in: range, with: "") }

    /// `setAttributedString(_:)`.
    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }

    // MARK: Bad input

    /// Whether `range` lies within a text of `count` UTF-16 units (this storage's by default); otherwise reports
    /// why and returns false.
    private func accepts(_ range: NSRange, _ method: String, length count: Int? = nil) -> Bool {
        let count = count ?? length
        guard range.location >= 0, range.length >= 0, range.location != NSNotFound,
              range.location <= count, range.length <= count - range.location else {
            reject("\(method): range {\(range.location), \(range.length)} is outside the text (length \(count)); nothing changed")
            return false
        }
        return true
    }

    /// Records a diagnostic in the current world (Foundation would raise); standard error when there is none.
    private func reject(_ message: String) {
        let diagnostic = Diagnostic(code: .indexOutOfRange, subject: "<\(String(describing: type(of: self)))>", message: message)
        if let world = Simulation.current {
            world.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
        }
    }

    // MARK: Runs

    /// Calls `body` with each run of attributes within `range` (clipped to it), in order.
    private func forEachRun(in range: NSRange, _ body: ([NSAttributedString.Key: Any], NSRange) -> Void) {
        var location = max(0, range.location)
        let end = min(length, range.location + range.length)
        while location < end {
            var run = NSRange(location: location, length: 0)
            let attributes = self.attributes(at: location, effectiveRange: &run)
            let runEnd = min(end, max(run.location + run.length, location + 1))
            body(attributes, NSRange(location: location, length: runEnd - location))
            location = runEnd
        }
    }

    /// Rewrites each run's attributes within `range` through `setAttributes(_:range:)`, in one edit.
    private func changeRuns(in range: NSRange, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        var runs: [([NSAttributedString.Key: Any], NSRange)] = []
        forEachRun(in: range) { runs.append(($0, $1)) }
        beginEditing()
        for (attributes, run) in runs {
            var changed = attributes
            change(&changed)
            setAttributes(changed, range: run)
        }
        endEditing()
    }

    /// Whether two attribute values are the same (equal hashables, or the same object).
    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a as AnyHashable, b as AnyHashable): return a == b
        case let (a as AnyObject, b as AnyObject): return a === b
        default: return false
        }
    }
}

/// `NSTextStorageDelegate`: told before and after a storage processes an edit. Every method is optional.
public protocol TextStorageDelegate: AnyObject {
    /// `textStorage(_:willProcessEditing:range:changeInLength:)`: before the attributes are fixed; the delegate
    /// may change characters or attributes (its changes join the edit).
    func textStorage(_ textStorage: TextStorage, willProcessEditing editedMask: TextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// `textStorage(_:didProcessEditing:range:changeInLength:)`: after; the delegate may change attributes.
    func textStorage(_ textStorage: TextStorage, didProcessEditing editedMask: TextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension TextStorageDelegate {
    /// Nothing.
    public func textStorage(_ textStorage: TextStorage, willProcessEditing editedMask: TextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    /// Nothing.
    public func textStorage(_ textStorage: TextStorage, didProcessEditing editedMask: TextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}
