import Foundation

// UIKit's `description` / `recursiveDescription` format, one line per view:
//
//   <View: 0x1; frame = (0 0; 320 480); transform = [0.5, 0, 0, 0.5, 0, 0]; clipsToBounds = YES;
//    alpha = 0.5; hidden = YES; opaque = NO; autoresize = W+H; userInteractionEnabled = NO; tag = 7;
//    backgroundColor = …; layer = <Layer: 0x2>; [class suffix]>
//
// Fields appear only when they differ from UIView's defaults, in UIKit's order; `layer` always
// appears, just before the class suffix, as in device dumps (`…; layer = <CALayer: 0x…>;
// contentOffset: {0, 0}; …`). A user's subclass prints `baseClass = <library class>` first, as
// UIKit prints the nearest UIKit class. Addresses are replaced by ids that each world hands out
// in the order views are first described; each view takes two, its own and its layer's (the next
// one), so whether the layer object was made yet never changes an id. Views in no world are
// numbered per description, from 0x1, the same way.
extension View {
    /// The one-line description of this view, UIKit's format (`description`'s text).
    var oneLineDescription: String {
        var numbering = DescriptionNumbering()
        var line = DescriptionLine()
        appendDescriptionLine(to: &line, numbering: &numbering)
        return line.string
    }

    /// The description of this view and, indented by `"   | "` per level, of every descendant.
    /// Each line ends with a newline, as UIKit's does.
    public func recursiveDescription() -> String {
        var all = DescriptionLine()
        describeTree(into: &all) { _ in }
        return all.string
    }

    /// Streams `recursiveDescription()` into `stream`, one `write` per line, so a huge tree need not
    /// fit in one string. Nesting deeper than `maximumDescriptionIndent` levels is printed with that
    /// many `"   | "` and the depth in brackets, so that output stays linear in the number of views.
    public func writeRecursiveDescription<Stream: TextOutputStream>(to stream: inout Stream) {
        var line = DescriptionLine()
        describeTree(into: &line) { line in
            stream.write(line.string)
            line.removeAll()
        }
    }

    /// Appends the lines of this view's tree to `line`, calling `lineEnded` after each one.
    private func describeTree(into line: inout DescriptionLine, lineEnded: (inout DescriptionLine) -> Void) {
        var numbering = DescriptionNumbering()
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            View.appendIndent(depth, to: &line)
            view.appendDescriptionLine(to: &line, numbering: &numbering)
            line.append(UInt8(ascii: "\n"))
            lineEnded(&line)
            // The slots themselves (holes skipped), not a fresh array of the subviews per view.
            let slots = view.subviewList.slots
            var i = slots.count - 1
            while i >= 0 {
                if let child = slots[i] { stack.append((child, depth + 1)) }
                i -= 1
            }
        }
    }

    /// Deeper levels are not indented further (see `writeRecursiveDescription(to:)`).
    public static let maximumDescriptionIndent = 64

    /// `maximumDescriptionIndent` times `"   | "`, appended as one slice per line.
    private static let indentBytes: [UInt8] = Array(String(repeating: "   | ", count: maximumDescriptionIndent).utf8)

    static func appendIndent(_ depth: Int, to line: inout DescriptionLine) {
        let shown = min(depth, maximumDescriptionIndent)
        if shown > 0 { line.append(indentBytes[0 ..< 5 * shown]) }
        if depth > shown {
            line.append("[depth ")
            line.appendDecimal(depth)
            line.append("] ")
        }
    }

    /// The class name as printed: the dynamic class's own name.
    var printedClassName: String { String(describing: type(of: self)) }

    func appendDescriptionLine(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        appendLeader(to: &line)
        line.append(UInt8(ascii: "<"))
        let mayDifferFromBase = numbering.appendClassName(of: self, to: &line)
        line.append(": 0x")
        let id = numbering.id(for: self)
        line.appendHex(id)
        // Appended piece by piece (no array of fields): descriptions of huge trees are hot.
        if mayDifferFromBase {
            // UIKit names the nearest UIKit class, except UIView itself: `<WXView: 0x…; frame = …>`
            // beside `<WXImageView: 0x…; baseClass = UIImageView; frame = …>` in one dump.
            let base = libraryClassName
            if base != "View", numbering.className(of: self) != base { line.append("; baseClass = "); line.appendString(base) }
        }
        line.append("; frame = ")
        line.appendRect(currentFrame)
        let layer = storedLayer
        if let anchor = layer?.anchorPointValue, anchor != Layer.defaultAnchorPoint {
            // Right after the frame: `frame = (74 0; 74 48); anchorPoint = (1, 0.5); opaque = NO; …`.
            line.append("; anchorPoint = (")
            line.appendNumber(anchor.x)
            line.append(", ")
            line.appendNumber(anchor.y)
            line.append(UInt8(ascii: ")"))
        }
        if let layer, !layer.transformValue.isIdentity {
            line.append("; transform = ")
            var text = ""
            UIKitFormat.appendTransform(layer.affineTransformValue, to: &text)
            line.appendString(text)
        }
        for field in descriptionFieldsAfterFrame() { line.append("; "); line.appendString(field) }
        if clipsToBounds { line.append("; clipsToBounds = YES") }
        if storedAlpha != 1 { line.append("; alpha = "); line.appendNumber(storedAlpha) }
        if storedHidden { line.append("; hidden = YES") }
        if !isOpaque { line.append("; opaque = NO") }
        // `anchorPoint = (0, 0); opaque = NO; autoresizesSubviews = NO; layer = …` (a SwiftUI drawing view).
        if !autoresizesSubviews { line.append("; autoresizesSubviews = NO") }
        let mask = storedAutoresizingMask
        if mask.rawValue == AutoresizingMask.flexibleWidth.rawValue | AutoresizingMask.flexibleHeight.rawValue {
            line.append("; autoresize = W+H") // the common case
        } else if !mask.isEmpty {
            line.append("; autoresize = ")
            line.appendString(mask.debugTokens)
        }
        if !isUserInteractionEnabled { line.append("; userInteractionEnabled = NO") }
        if storedTag != 0 { line.append("; tag = "); line.appendDecimal(storedTag) }
        // The view's own tint only, never an inherited one: `…; autoresize = W; tintColor =
        // UIDeviceWhiteColorSpace 1 1; gestureRecognizers = …`.
        if let tint = extras?.tintColor { line.append("; tintColor = "); line.appendString(tint.description) }
        if printsGestureRecognizers {
            // A fresh array each time in UIKit (its getter copies), so a fresh id each time here.
            line.append("; gestureRecognizers = <NSArray: 0x")
            line.appendHex(numbering.transientID())
            line.append(UInt8(ascii: ">"))
        }
        appendFieldsBeforeAnimations(to: &line, numbering: &numbering)
        if startedAnimating || layer?.animationEntries.isEmpty == false {
            appendAnimations(to: &line, numbering: &numbering)
        }
        // Only from iOS 13 (`PlatformProfile.printsBackgroundColor`); the world is looked up only for a coloured view.
        if let color = storedBackgroundColor, (simulation?.profile ?? .default).printsBackgroundColor {
            line.append("; backgroundColor = ")
            line.appendString(color.description)
        }
        line.append("; layer = <")
        numbering.appendLayerClassName(of: self, to: &line)
        line.append(": 0x")
        line.appendHex(id + 1)
        line.append(UInt8(ascii: ">"))
        for field in descriptionSuffixFields() { line.append("; "); line.appendString(field) }
        appendObjectSuffixFields(to: &line, numbering: &numbering)
        line.append(UInt8(ascii: ">"))
        appendTrailer(to: &line, numbering: &numbering)
    }

    /// `<ClassName: 0x…>` for an object a line names (a data source, a layout), or `(null)`: a view
    /// by its own id, anything else by an id of this description (`DescriptionNumbering.id(forObject:)`).
    /// Never the object's own description, which for a view could name this line again.
    static func appendObjectReference(_ object: AnyObject?, to line: inout DescriptionLine,
                                      numbering: inout DescriptionNumbering) {
        guard let object else { line.append("(null)"); return }
        line.append(UInt8(ascii: "<"))
        line.appendString(String(describing: type(of: object)))
        line.append(": 0x")
        if let view = object as? View {
            line.appendHex(numbering.id(for: view))
        } else {
            line.appendHex(numbering.id(forObject: object))
        }
        line.append(UInt8(ascii: ">"))
    }
}

extension View {
    /// `; animations = { opacity=<BasicAnimation: 0x…>; position=<BasicAnimation: 0x…>; }`: the
    /// layer's running animations, the view's block animations first (named as `animationKeys()`
    /// names them), then the explicit ones that have a key; nothing when there are none. UIKit's
    /// format (`animations = { position=<CABasicAnimation: 0x600000224b00>; bounds.origin=<CABasicAnimation:
    /// 0x600000226380>; bounds.size=<CABasicAnimation: 0x600000226340>; }`), after
    /// `gestureRecognizers` and before `backgroundColor`.
    fileprivate func appendAnimations(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        var entries: [(key: String, className: String)] = runningViewAnimations.map { ($0.key.name, $0.className) }
        for entry in storedLayer?.animationEntries ?? [] {
            guard let key = entry.key else { continue }
            entries.append((key, String(describing: type(of: entry.animation))))
        }
        guard !entries.isEmpty else { return }
        line.append("; animations = {")
        for entry in entries {
            line.append(UInt8(ascii: " "))
            line.appendString(entry.key)
            line.append("=<")
            line.appendString(entry.className)
            line.append(": 0x")
            line.appendHex(numbering.transientID())
            line.append(">;")
        }
        line.append(" }")
    }
}

/// A private layer class UIKit gives some views, printed in place of `Layer` for their plain layers
/// (ViewTree makes no such class): ViewTree's naming drops the `UI` of UIKit's private classes
/// without an underscore (`UIWindowLayer` → `WindowLayer`, as `UILayoutContainerView` →
/// `LayoutContainerView`) and keeps underscored ones whole (`_UILabelLayer`, as
/// `_UITableViewCellSeparatorView`).
enum PrivateLayerClassName {
    /// A window's: `<UIWindow: 0x9626a90; frame = (0 0; 768 1024); layer = <UIWindowLayer: 0x9626b80>>`
    /// (iOS 5–6) to `<UIWindow: 0x10d23d120; …; layer = <UIWindowLayer: …>>` (iOS 26).
    case window
    /// A label's from iOS 7 (`PlatformProfile.labelLayerIsPrivate`).
    case label
    /// A stack view's before iOS 14, `CATransformLayer` (`PlatformProfile.stackViewLayerIsTransformLayer`),
    /// printed as ViewTree names that class.
    case transform
    /// A text view's container view on iOS 7–10 (`TextViewTextSubviewsKind.tiledContainerView`):
    /// `layer = <_UITextTiledLayer: 0x165b7d20>`.
    case textTiled
    /// The same on iOS 11–12 (`TextViewTextSubviewsKind.doubleUnderscoreTiledContainerView`): `layer =
    /// <__UITextTiledLayer: 0x1c40c42f0>`.
    case textTiledDoubleUnderscore

    private static let windowBytes = Array("WindowLayer".utf8)
    private static let labelBytes = Array("_UILabelLayer".utf8)
    private static let transformBytes = Array(String(describing: TransformLayer.self).utf8)
    private static let textTiledBytes = Array("_UITextTiledLayer".utf8)
    private static let textTiledDoubleUnderscoreBytes = Array("__UITextTiledLayer".utf8)

    var bytes: [UInt8] {
        switch self {
        case .window: PrivateLayerClassName.windowBytes
        case .label: PrivateLayerClassName.labelBytes
        case .transform: PrivateLayerClassName.transformBytes
        case .textTiled: PrivateLayerClassName.textTiledBytes
        case .textTiledDoubleUnderscore: PrivateLayerClassName.textTiledDoubleUnderscoreBytes
        }
    }
}

/// A class's name as a description prints it, and its UTF-8 bytes.
struct DescribedClassName {
    let name: String
    let bytes: [UInt8]
    /// Whether the name may differ from the library class's (`baseClass = …`): false for the
    /// library's own `View` and `Window`, whose names are their library names.
    let mayDifferFromBase: Bool
}

/// Hands out the ids printed in place of addresses during one description.
struct DescriptionNumbering {
    private var local: [ObjectIdentifier: Int] = [:]
    /// Type names are looked up once per class per description: `String(describing:)` of a type
    /// demangles its name each time, which dominated the cost of describing large trees. The last
    /// class asked is kept beside the table: the views of a tree are mostly of one class.
    private var classNames: [ObjectIdentifier: DescribedClassName] = [:]
    private var lastClass: ObjectIdentifier?
    private var lastClassName: DescribedClassName?

    mutating func className(of view: View) -> String { describedClassName(of: view).name }

    /// Appends the view's class name to `line`; returns whether it may differ from its library
    /// class's name (`baseClass = …`).
    mutating func appendClassName(of view: View, to line: inout DescriptionLine) -> Bool {
        let key = ObjectIdentifier(type(of: view))
        if key == lastClass, let name = lastClassName {
            line.append(name.bytes)
            return name.mayDifferFromBase
        }
        let name = describedClassName(of: view)
        line.append(name.bytes)
        return name.mayDifferFromBase
    }

    private mutating func describedClassName(of view: View) -> DescribedClassName {
        let key = ObjectIdentifier(type(of: view))
        if key == lastClass, let name = lastClassName { return name }
        let name: DescribedClassName
        if let known = classNames[key] {
            name = known
        } else {
            let printed = view.printedClassName
            let isLibraryClass = type(of: view) == View.self || type(of: view) == Window.self
            name = DescribedClassName(name: printed, bytes: Array(printed.utf8), mayDifferFromBase: !isLibraryClass)
            classNames[key] = name
        }
        lastClass = key
        lastClassName = name
        return name
    }

    private var layerClassNames: [ObjectIdentifier: [UInt8]] = [:]
    private var nextLocalID = 1

    private var nextTransientID: Int?

    /// The next id for an object named in this description that has no id of its own (a recognizer
    /// array, an animation, a data source). They count up, in the order they are printed and afresh
    /// in each description, from the id the described views' world would hand out next (taking none
    /// from it: views made later may print the same numbers, as UIKit reuses addresses), so they
    /// never meet the id of a view or layer that exists; views in no world take them from this
    /// description's own numbering. Small numbers, never anything like a memory address.
    mutating func transientID() -> Int {
        guard let world = lastWorld else {
            defer { nextLocalID += 1 }
            return nextLocalID
        }
        let id = nextTransientID ?? world.link.nextSnapshotID
        nextTransientID = id + 1
        return id
    }

    /// The ids given to objects this description names (a data source shared by two tables prints
    /// the same id on both lines). Each object is held until the description ends, so that its
    /// identifier cannot be reused by another object meanwhile.
    private var objectIDs: [ObjectIdentifier: (object: AnyObject, id: Int)] = [:]

    /// A transient id for `object`, the same each time it is named in this description.
    mutating func id(forObject object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let known = objectIDs[key] { return known.id }
        let id = transientID()
        objectIDs[key] = (object, id)
        return id
    }

    /// The name of the class of the layer `view` has or would make (read without making it).
    mutating func layerClassName(of view: View) -> String {
        String(decoding: layerClassNameBytes(of: view), as: UTF8.self)
    }

    /// Appends `layerClassName(of: view)` to `line`.
    mutating func appendLayerClassName(of view: View, to line: inout DescriptionLine) {
        line.append(layerClassNameBytes(of: view))
    }

    private mutating func layerClassNameBytes(of view: View) -> [UInt8] {
        // The declared class is the key; only a new one is checked (a class that is not a `Layer` makes a `Layer`,
        // reported when the layer is made, not here).
        let type: AnyClass = view.storedLayer.map { Swift.type(of: $0) } ?? Swift.type(of: view).layerClass
        if type == Layer.self, let special = view.privateLayerClassName { return special.bytes }
        let key = ObjectIdentifier(type)
        if key == lastLayerClass, let name = lastLayerClassName { return name }
        let name: [UInt8]
        if let known = layerClassNames[key] {
            name = known
        } else {
            name = Array(String(describing: (type as? Layer.Type) ?? Layer.self).utf8)
            layerClassNames[key] = name
        }
        lastLayerClass = key
        lastLayerClassName = name
        return name
    }
    private var lastLayerClass: ObjectIdentifier?
    private var lastLayerClassName: [UInt8]?

    /// The world of the last view asked about, kept for the description's length: every view of
    /// a tree shares it, so it is loaded (a weak load) once rather than twice per line.
    private var lastLink: WorldLink?
    private var lastWorld: Simulation?

    /// The view's id; its layer's is the next one (ids are handed out two at a time).
    mutating func id(for view: View) -> Int {
        if let link = view.worldLink {
            if link !== lastLink {
                lastLink = link
                lastWorld = link.world
            }
            if let world = lastWorld { return world.snapshotID(for: view) }
        }
        let key = ObjectIdentifier(view)
        if let id = local[key] { return id }
        let id = nextLocalID
        nextLocalID += 2
        local[key] = id
        return id
    }

    /// The id of a free layer (one not made by a view).
    mutating func id(for layer: Layer) -> Int {
        if layer.snapshotID != 0 { return layer.snapshotID }
        if let world = layer.simulation { return world.snapshotID(for: layer) }
        let key = ObjectIdentifier(layer)
        if let id = local[key] { return id }
        let id = nextLocalID
        nextLocalID += 1
        local[key] = id
        return id
    }
}
