import Foundation

/// A stable, `Codable` form of a tree: one record per view in depth-first order, each naming its
/// parent, so that encoding a million-deep chain needs no recursion.
public struct TreeSnapshot: Codable, Equatable, Sendable {
    /// One view.
    public struct Node: Codable, Equatable, Sendable {
        /// The printed id (as in `recursiveDescription`).
        public var id: Int
        /// The parent's id; `nil` for the root of the snapshot.
        public var parent: Int?
        /// Nesting depth below the root (the root is 0).
        public var depth: Int
        /// The view's class name.
        public var className: String
        /// The library class a user's subclass derives from, when it differs from `className`.
        public var baseClass: String?
        /// The frame, `[x, y, width, height]`.
        public var frame: [Double]
        /// The bounds, `[x, y, width, height]`.
        public var bounds: [Double]
        /// The model alpha.
        public var alpha: Double
        /// `isHidden`.
        public var hidden: Bool
        /// `isOpaque`.
        public var opaque: Bool
        /// `clipsToBounds`.
        public var clipsToBounds: Bool
        /// `isUserInteractionEnabled`.
        public var userInteractionEnabled: Bool
        /// The tag.
        public var tag: Int
        /// The autoresizing mask as UIKit's tokens (`LM+W`), empty for none.
        public var autoresize: String
        /// The background colour as UIKit prints it, if any (a dynamic colour resolved with the view's traits: the
        /// colour the view shows).
        public var backgroundColor: String?
        /// Extra fields a class prints (`text = '…'`, `contentOffset: {0, 0}`), in order.
        public var details: [String]
    }

    /// The views, parents before children, back to front.
    public var nodes: [Node]

    /// Encodes as pretty-printed JSON with sorted keys: the same tree gives the same bytes.
    ///
    /// The views' geometry is always finite (ViewTree rejects anything else), but a snapshot is a
    /// plain value a test may edit: a NaN or infinite number is written as the string `"nan"`,
    /// `"inf"` or `"-inf"` rather than making the encoding fail. Nothing is ever dropped silently.
    public func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        } catch {
            // Not reachable with the strategy above; if it ever is, say so in the output itself.
            let reason = String(describing: error).replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ")
            return "{\n  \"encodingError\" : \"\(reason)\",\n  \"nodeCount\" : \(nodes.count)\n}"
        }
    }
}

extension View {
    /// A snapshot of this view and its descendants.
    public func treeSnapshot() -> TreeSnapshot {
        var numbering = DescriptionNumbering()
        var nodes: [TreeSnapshot.Node] = []
        var stack: [(View, Int?, Int)] = [(self, nil, 0)]
        while let (view, parent, depth) = stack.popLast() {
            let id = numbering.id(for: view)
            let className = view.printedClassName
            let f = view.currentFrame
            let b = view.storedBounds
            nodes.append(TreeSnapshot.Node(
                id: id, parent: parent, depth: depth, className: className,
                baseClass: className == view.libraryClassName ? nil : view.libraryClassName,
                frame: [f.origin.x, f.origin.y, f.size.width, f.size.height].map(Double.init),
                bounds: [b.origin.x, b.origin.y, b.size.width, b.size.height].map(Double.init),
                alpha: Double(view.storedAlpha), hidden: view.storedHidden, opaque: view.isOpaque,
                clipsToBounds: view.clipsToBounds, userInteractionEnabled: view.isUserInteractionEnabled,
                tag: view.storedTag, autoresize: view.storedAutoresizingMask.debugTokens,
                backgroundColor: view.storedBackgroundColor.map { view.resolvedForDisplay($0).description },
                details: view.descriptionFieldsAfterFrame() + view.descriptionSuffixFields()))
            for child in view.subviewList.currentArray().reversed() { stack.append((child, id, depth + 1)) }
        }
        return TreeSnapshot(nodes: nodes)
    }
}
