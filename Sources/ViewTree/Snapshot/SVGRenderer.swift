import Foundation

/// Formatting helpers for SVG output: fixed decimals and XML escaping, so the same tree gives the
/// same bytes on every machine.
public enum SVGFormat {
    /// `value` with exactly `decimals` digits after the point (0…6), rounded half away from zero,
    /// never `-0.00`. A NaN or infinite value prints as zero: SVG has no notation for it.
    public static func number(_ value: CGFloat, decimals: Int = 2) -> String {
        let places = min(max(decimals, 0), 6)
        var factor: CGFloat = 1
        for _ in 0..<places { factor *= 10 }
        let scaled = value.isFinite ? (value * factor).rounded(.toNearestOrAwayFromZero) : 0
        // Beyond 2^53 the digits are noise anyway; keep the integer conversion in range.
        let magnitude = min(abs(scaled), 9_007_199_254_740_992)
        let units = Int64(magnitude)
        let negative = scaled < 0 && units != 0
        let divisor = Int64(factor)
        var out = negative ? "-" : ""
        out += String(units / divisor)
        if places > 0 {
            let fraction = String(units % divisor)
            out += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return out
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, safe in element content and in
    /// quoted attributes. Control characters other than tab and line feed (not allowed in XML 1.0)
    /// become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// The fill that stands for a pattern colour (`UIColor(patternImage:)`), whose image is not drawn (ours).
    public static let patternFill = "#a0a0a0"

    /// `#rrggbb` for a colour's red, green and blue (clamped to 0…1); its alpha is not included.
    public static func hexRGB(_ color: Color) -> String {
        func byte(_ c: CGFloat) -> String {
            let v = Int((min(max(c.isFinite ? c : 0, 0), 1) * 255).rounded())
            let hex = String(v, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}

extension View {
    /// A picture of this view's tree as an SVG document (`<svg …>…</svg>`, no XML declaration, so it
    /// can also be nested in another SVG document).
    ///
    /// The receiver's bounds fill the picture, `scale` pixels per point (the `viewBox` is in points).
    /// Every view in the tree is one `<rect>` of its bounds size at its frame's origin, inside a
    /// `<g>` that carries its alpha (`opacity`, which multiplies down the subtree as in UIKit) and,
    /// for a hidden view, `display="none"`: hidden and transparent views are still written, so the
    /// document lists the whole tree, but not drawn. A view's `<title>` gives its class and frame.
    /// A view's fill is its background colour (none without one; an image view with an image and no
    /// background gets a light grey placeholder); its outline is a thin grey stroke. A scroll view's
    /// indicators are filled with their style's colour and rounded, and have no outline or label.
    /// Children are placed in their parent's bounds coordinates (a scroll view's offset shifts them)
    /// and clipped to the parent when it has `clipsToBounds`. The receiver itself is always drawn,
    /// whatever its alpha and `isHidden` (a window is hidden until `makeKeyAndVisible()`), as in
    /// `asciiRendering(columns:rows:style:tree:labeled:)`.
    ///
    /// - Parameters:
    ///   - scale: pixels per point for the document's `width` and `height`; a value that is not a
    ///     positive finite number means 1.
    ///   - tree: the model values or what is on screen now (the default: a fading indicator is drawn
    ///     at its current opacity).
    ///   - labeled: whether views at least 24 × 10 pt show their class name at their top-left corner.
    ///   - idPrefix: the prefix of the `id`s of clip paths; give each rendering nested in one document
    ///     its own prefix, since ids are document-wide.
    ///
    /// Numbers are written with two decimals; the output is the same bytes for the same tree. The tree
    /// is walked without recursion, so very deep trees are fine (the document nests as deep as the tree).
    public func svgRendering(scale: CGFloat = 1, tree: LayerTree = .presentation, labeled: Bool = true,
                             idPrefix: String = "vt") -> String {
        var renderer = SVGRenderer(scale: scale.isFinite && scale > 0 ? scale : 1, tree: tree,
                                   labeled: labeled, idPrefix: idPrefix)
        return renderer.render(self)
    }
}

/// Writes a tree as SVG (see `View.svgRendering(scale:tree:labeled:idPrefix:)`).
struct SVGRenderer {
    let scale: CGFloat
    let tree: LayerTree
    let labeled: Bool
    let idPrefix: String
    private var out = ""
    private var clipCount = 0

    /// Views at least this wide and tall get a label.
    static let minimumLabeledSize = CGSize(width: 24, height: 10)
    /// The outline colour and width (points).
    static let strokeColor = "#888888"
    static let strokeWidth: CGFloat = 0.5
    /// The placeholder fill of an image view that has an image and no background colour.
    static let imagePlaceholderFill = "#e6e6e6"

    init(scale: CGFloat, tree: LayerTree, labeled: Bool, idPrefix: String) {
        self.scale = scale
        self.tree = tree
        self.labeled = labeled
        self.idPrefix = idPrefix
    }

    private func n(_ v: CGFloat) -> String { SVGFormat.number(v) }

    private func values(of view: View) -> (frame: CGRect, bounds: CGRect, alpha: CGFloat, color: Color?) {
        switch tree {
        case .model:
            return (view.frame, view.bounds, view.alpha, view.backgroundColor.map(view.resolvedForDisplay))
        case .presentation:
            let p = view.presentation()
            return (p.frame, p.bounds, p.alpha, p.backgroundColor.map(view.resolvedForDisplay))
        }
    }

    /// What a view is, for drawing.
    private enum Role {
        case plain
        /// A scroll indicator: filled with the colour, rounded, no outline or label.
        case indicator(Color)
        /// A view inside an indicator (iOS 13's fill view): no outline or label.
        case insideIndicator
    }

    /// One step of the walk: open a view's group, or close the groups it opened.
    private enum Step {
        case open(View, Role, depth: Int)
        case close(String)
    }

    mutating func render(_ root: View) -> String {
        let rootValues = values(of: root)
        let b = rootValues.bounds.isFiniteRect ? rootValues.bounds : .zero
        out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(b.width * scale))\" height=\"\(n(b.height * scale))\" "
            + "viewBox=\"\(n(b.minX)) \(n(b.minY)) \(n(b.width)) \(n(b.height))\">\n"
        guard b.width > 0, b.height > 0 else { return out + "</svg>\n" }
        // The receiver: its bounds, always drawn.
        writeShape(of: root, role: .plain, rect: b, color: rootValues.color, depth: 0)
        var stack: [Step] = [.close("</svg>\n")]
        pushChildren(of: root, role: .plain, bounds: b, depth: 0, onto: &stack)
        while let step = stack.popLast() {
            switch step {
            case .close(let text):
                out += text
            case let .open(view, role, depth):
                let v = values(of: view)
                guard v.frame.isFiniteRect, v.bounds.isFiniteRect else {
                    // Not drawable, still listed: an empty rect.
                    out += "<g display=\"none\">\(title(view, frame: .zero))<rect x=\"0.00\" y=\"0.00\" width=\"0.00\" height=\"0.00\"/></g>\n"
                    continue
                }
                out += "<g transform=\"translate(\(n(v.frame.minX)) \(n(v.frame.minY)))\""
                let alpha = min(max(v.alpha, 0), 1)
                if alpha != 1 { out += " opacity=\"\(n(alpha))\"" }
                if view.isHidden { out += " display=\"none\"" }
                out += ">\n"
                writeShape(of: view, role: role, rect: CGRect(origin: .zero, size: v.bounds.size), color: v.color, depth: depth)
                stack.append(.close("</g>\n"))
                pushChildren(of: view, role: role, bounds: v.bounds, depth: depth, onto: &stack)
            }
        }
        return out
    }

    /// Opens the children's coordinate space (the parent's bounds, clipped when it clips) and queues
    /// the children, back to front.
    private mutating func pushChildren(of parent: View, role: Role, bounds: CGRect, depth: Int, onto stack: inout [Step]) {
        let children = parent.subviews
        guard !children.isEmpty else { return }
        let scroll = parent as? ScrollView
        var close = ""
        if parent.clipsToBounds {
            clipCount += 1
            let id = "\(SVGFormat.escaped(idPrefix))-clip\(clipCount)"
            out += "<clipPath id=\"\(id)\"><rect x=\"\(n(bounds.minX))\" y=\"\(n(bounds.minY))\" width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\"/></clipPath>\n"
            out += "<g clip-path=\"url(#\(id))\">\n"
            close += "</g>\n"
        }
        if bounds.minX != 0 || bounds.minY != 0 {
            out += "<g transform=\"translate(\(n(-bounds.minX)) \(n(-bounds.minY)))\">\n"
            close = "</g>\n" + close
        }
        if !close.isEmpty { stack.append(.close(close)) }
        for child in children.reversed() {
            let childRole: Role
            if let scroll, child === scroll.verticalScrollIndicatorView || child === scroll.horizontalScrollIndicatorView {
                childRole = .indicator(scroll.indicatorStyle.fillColor)
            } else if case .plain = role {
                childRole = .plain
            } else {
                childRole = .insideIndicator
            }
            stack.append(.open(child, childRole, depth: depth + 1))
        }
    }

    private func title(_ view: View, frame: CGRect) -> String {
        "<title>\(SVGFormat.escaped(view.printedClassName)) \(UIKitFormat.rect(frame))</title>"
    }

    private mutating func writeShape(of view: View, role: Role, rect: CGRect, color: Color?, depth: Int) {
        out += title(view, frame: tree == .model ? view.frame : view.presentation().frame)
        out += "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
        switch role {
        case .indicator(let fill):
            let radius = min(rect.width, rect.height) / 2
            out += " rx=\"\(n(radius))\""
            // An image-view indicator draws its image: the style's colour. iOS 13's indicator is a
            // container whose fill view carries the colour.
            if view is ImageView {
                out += fillAttributes(fill)
            } else {
                out += fillAttributes(color)
            }
            out += "/>\n"
            return
        case .insideIndicator:
            out += fillAttributes(color) + "/>\n"
            return
        case .plain:
            if color == nil, let image = view as? ImageView, image.image != nil {
                out += " fill=\"\(SVGRenderer.imagePlaceholderFill)\""
            } else {
                out += fillAttributes(color)
            }
            out += " stroke=\"\(SVGRenderer.strokeColor)\" stroke-width=\"\(n(SVGRenderer.strokeWidth))\"/>\n"
        }
        // Nested views often share a top-left corner: each level's label sits one line lower (in a
        // cycle of three), so they do not overprint.
        let baseline = 8 + 8 * CGFloat(depth % 3)
        if labeled, rect.width >= SVGRenderer.minimumLabeledSize.width, rect.height >= SVGRenderer.minimumLabeledSize.height,
           rect.height >= baseline + 2 {
            out += "<text x=\"\(n(rect.minX + 2))\" y=\"\(n(rect.minY + baseline))\" font-family=\"monospace\" font-size=\"7.00\" fill=\"#555555\">\(SVGFormat.escaped(view.printedClassName))</text>\n"
        }
    }

    private func fillAttributes(_ color: Color?) -> String {
        guard let color else { return " fill=\"none\"" }
        // A pattern colour has no red, green or blue, and ViewTree draws no image: a fixed grey stands for it.
        if color.space == .pattern { return " fill=\"\(SVGFormat.patternFill)\"" }
        var s = " fill=\"\(SVGFormat.hexRGB(color))\""
        let a = min(max(color.alpha.isFinite ? color.alpha : 1, 0), 1)
        if a != 1 { s += " fill-opacity=\"\(n(a))\"" }
        return s
    }
}
