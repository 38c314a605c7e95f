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
extension View: CustomStringConvertible {
    /// The one-line description of this view, UIKit's format.
    public var description: String {
        var numbering = DescriptionNumbering()
        var line = ""
        appendDescriptionLine(to: &line, numbering: &numbering)
        return line
    }

    /// The description of this view and, indented by `"   | "` per level, of every descendant.
    /// Each line ends with a newline, as UIKit's does.
    public func recursiveDescription() -> String {
        var out = ""
        writeRecursiveDescription(to: &out)
        return out
    }

    /// Streams `recursiveDescription()` into `stream`, so a huge tree need not fit in one string.
    /// Nesting deeper than `maximumDescriptionIndent` levels is printed with that many `"   | "` and
    /// the depth in brackets, so that output stays linear in the number of views.
    public func writeRecursiveDescription<Stream: TextOutputStream>(to stream: inout Stream) {
        var numbering = DescriptionNumbering()
        var stack: [(View, Int)] = [(self, 0)]
        var line = ""
        while let (view, depth) = stack.popLast() {
            line.removeAll(keepingCapacity: true)
            View.appendIndent(depth, to: &line)
            view.appendDescriptionLine(to: &line, numbering: &numbering)
            line.append("\n")
            stream.write(line)
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

    private static let indentUnit = "   | "

    static func appendIndent(_ depth: Int, to line: inout String) {
        let shown = min(depth, maximumDescriptionIndent)
        for _ in 0..<shown { line.append(indentUnit) }
        if depth > shown { line.append("[depth \(depth)] ") }
    }

    /// The class name as printed: the dynamic class's own name.
    var printedClassName: String { String(describing: type(of: self)) }

    func appendDescriptionLine(to line: inout String, numbering: inout DescriptionNumbering) {
        let className = numbering.className(of: self)
        line.append("<")
        line.append(className)
        line.append(": 0x")
        line.append(String(numbering.id(for: self), radix: 16))
        // Appended piece by piece (no array of fields): descriptions of huge trees are hot.
        let base = libraryClassName
        if className != base { line.append("; baseClass = "); line.append(base) }
        line.append("; frame = ")
        UIKitFormat.appendRect(currentFrame, to: &line)
        if let layer = storedLayer, !layer.transformValue.isIdentity {
            line.append("; transform = ")
            UIKitFormat.appendTransform(layer.affineTransformValue, to: &line)
        }
        for field in descriptionFieldsAfterFrame() { line.append("; "); line.append(field) }
        if clipsToBounds { line.append("; clipsToBounds = YES") }
        if storedAlpha != 1 { line.append("; alpha = "); UIKitFormat.appendNumber(storedAlpha, to: &line) }
        if storedHidden { line.append("; hidden = YES") }
        if !isOpaque { line.append("; opaque = NO") }
        if !storedAutoresizingMask.isEmpty { line.append("; autoresize = "); line.append(storedAutoresizingMask.debugTokens) }
        if !isUserInteractionEnabled { line.append("; userInteractionEnabled = NO") }
        if storedTag != 0 { line.append("; tag = "); line.append(String(storedTag)) }
        if let color = storedBackgroundColor { line.append("; backgroundColor = "); line.append(color.description) }
        line.append("; layer = <")
        line.append(numbering.layerClassName(of: self))
        line.append(": 0x")
        line.append(String(numbering.id(for: self) + 1, radix: 16))
        line.append(">")
        for field in descriptionSuffixFields() { line.append("; "); line.append(field) }
        line.append(">")
    }
}

/// Hands out the ids printed in place of addresses during one description.
struct DescriptionNumbering {
    private var local: [ObjectIdentifier: Int] = [:]
    /// Type names are looked up once per class per description: `String(describing:)` of a type
    /// demangles its name each time, which dominated the cost of describing large trees.
    private var classNames: [ObjectIdentifier: String] = [:]

    mutating func className(of view: View) -> String {
        let key = ObjectIdentifier(type(of: view))
        if let name = classNames[key] { return name }
        let name = view.printedClassName
        classNames[key] = name
        return name
    }

    private var layerClassNames: [ObjectIdentifier: String] = [:]
    private var nextLocalID = 1

    /// The name of the class of the layer `view` has or would make (read without making it).
    mutating func layerClassName(of view: View) -> String {
        let type: Layer.Type = view.storedLayer.map { Swift.type(of: $0) } ?? Swift.type(of: view).layerClass
        let key = ObjectIdentifier(type)
        if let name = layerClassNames[key] { return name }
        let name = String(describing: type)
        layerClassNames[key] = name
        return name
    }

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
