import Foundation

// A text view's private subviews as device dumps print them (`PlatformProfile.textViewTextSubviews`): UIKit draws the
// text in a `_UITextContainerView` as large as the content, its first subview, below the scroll indicators; TextKit 2
// (iOS 16+) adds an empty `_UITextLayoutView` before it and an empty canvas in it. Before, ViewTree's text view printed
// no line under its own but the indicators.

/// UIKit's private `_UITextContainerView` (the name kept whole, as `_UITableViewCellSeparatorView`'s): the view a text
/// view draws its text in, at `(0, 0)` and as large as the text view's content (`frame = (0 0; 240 33)` under
/// `contentSize: {240, 33}`, `(0 0; 343 317)` under `{343, 317}`). Its description wraps the view's in a second pair of
/// angle brackets and ends with its text container's (`TextViewTextSubviewsKind` quotes each era's).
final class _UITextContainerView: View {
    override var libraryClassName: String { "_UITextContainerView" }

    /// iOS 7–12 draw the text on a tiled layer: `_UITextTiledLayer` (iOS 7–10), `__UITextTiledLayer` (iOS 11–12).
    override var privateLayerClassName: PrivateLayerClassName? {
        switch (simulation?.profile ?? .default).textViewTextSubviews {
        case .tiledContainerView: .textTiled
        case .doubleUnderscoreTiledContainerView: .textTiledDoubleUnderscore
        case .none, .textLayoutCanvas: nil
        }
    }

    /// The opening `<` of NSTextContainerView's own description, which wraps UIView's.
    override func appendLeader(to line: inout DescriptionLine) { line.append(UInt8(ascii: "<")) }

    /// ` minSize = {0, 0}, maxSize = {M, M}, textContainer = <TextContainer: 0x… size = (W,H); widthTracksTextView = YES;
    /// heightTracksTextView = NO>; exclusionPaths = 0x…; lineBreakMode = 0>`: the sizes of a scrolling text view (its
    /// container as wide as the text view less the side insets, unlimited in height), `M` the largest `CGFloat` (`%.17g`
    /// of a double, `%.8g` of a 32-bit float), the height `inf` from iOS 11 and `FLT_MAX` printed with `%f` before.
    /// `exclusionPaths` is the one shared empty array (`0x1f78db500` in two text views of one iOS 15 dump).
    override func appendTrailer(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        let profile = simulation?.profile ?? .default
        let wide = profile.printsFullPrecisionScrollGeometry
        let largest = wide ? String(format: "%.17g", Double.greatestFiniteMagnitude)
            : String(format: "%.8g", Double(Float.greatestFiniteMagnitude))
        line.append(" minSize = ")
        line.appendString(UIKitFormat.size(.zero, precise: wide))
        line.append(", maxSize = {")
        line.appendString(largest)
        line.append(", ")
        line.appendString(largest)
        line.append("}, textContainer = <")
        guard let container = (superview as? TextView)?.textContainer else {
            line.append("(null)>; exclusionPaths = 0x0; lineBreakMode = 0>")
            return
        }
        line.appendString(String(describing: type(of: container)))
        line.append(": 0x")
        line.appendHex(numbering.id(forObject: container))
        line.append(" size = (")
        let size = container.size
        line.appendString(String(format: "%f", Double(size.width)))
        line.append(UInt8(ascii: ","))
        let height = size.height.isInfinite && profile.textViewTextSubviews == .tiledContainerView
            ? Double(Float.greatestFiniteMagnitude) : Double(size.height)
        line.appendString(String(format: "%f", height))
        line.append("); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x")
        line.appendHex(numbering.id(forObject: SharedExclusionPaths.empty))
        line.append("; lineBreakMode = 0>")
    }
}

/// The empty array every text container's `exclusionPaths` prints (one object, so one address in a description).
final class SharedExclusionPaths: Sendable {
    static let empty = SharedExclusionPaths()
}

/// UIKit's private `_UITextLayoutView` (TextKit 2, iOS 16+): an empty view at `(0 0; 0 0)`, the text view's first
/// subview (`<_UITextLayoutView: 0x12dd0ba00; frame = (0 0; 0 0); layer = <CALayer: 0x600000cebfc0>>`, Sentry's tests,
/// iOS 16, 17, 18 and 26 alike; `(0 0; 0 0)` also in a laid-out iOS 15 text view on a device).
final class _UITextLayoutView: View {
    override var libraryClassName: String { "_UITextLayoutView" }
}

extension TextView {
    /// The container view, in the profiles whose text views have one.
    var textContainerView: _UITextContainerView? {
        subviews.first { $0 is _UITextContainerView } as? _UITextContainerView
    }

    /// Makes the private subviews of the profile's era (`PlatformProfile.textViewTextSubviews`), first among the
    /// subviews, or remakes them when the text view joins a world of another era. Views a caller added stay, above them.
    func makeTextSubviews() {
        let kind = textProfile.textViewTextSubviews
        if let existing = textContainerView, existing.canvasMatches(kind) { return }
        removeTextSubviews()
        guard kind.hasContainerView else { return }
        let container = _UITextContainerView(frame: CGRect(origin: .zero, size: textContentSize))
        insertSubview(container, at: 0)
        guard kind == .textLayoutCanvas else { return }
        // Clear backgrounds, printed from iOS 13 (`backgroundColor = UIExtendedGrayColorSpace 0 0`).
        container.backgroundColor = .clear
        let canvas = _UITextLayoutCanvasView(frame: .zero)
        canvas.backgroundColor = .clear
        container.addSubview(canvas)
        canvas.addSubview(View(frame: .zero))
        insertSubview(_UITextLayoutView(frame: .zero), at: 0)
    }

    private func removeTextSubviews() {
        for view in subviews where view is _UITextContainerView || view is _UITextLayoutView { view.removeFromSuperview() }
    }

    /// Sizes the container view to the content: `(0, 0)` and `size`, the size the text needs at the current width
    /// (`textContentSize`: the computed `contentSize`, also where the profile keeps `contentSize` at zero, and whatever
    /// was set by hand).
    func updateTextContainerViewFrame(to size: CGSize) {
        guard let container = textContainerView else { return }
        let frame = CGRect(origin: .zero, size: size)
        if frame.isFiniteRect, container.frame != frame { container.frame = frame }
    }

    /// The width of the text view and the height of its laid-out text plus the top and bottom insets: the content
    /// size the text view computes.
    var textContentSize: CGSize {
        let inset = textContainerInset
        return CGSize(width: bounds.width,
                      height: textLayout.usedHeight(roundedUpToScale: pixelScale) + inset.top + inset.bottom)
    }
}

private extension _UITextContainerView {
    /// Whether this container view was made for `kind`: with a canvas for TextKit 2, without one before.
    func canvasMatches(_ kind: TextViewTextSubviewsKind) -> Bool {
        guard kind.hasContainerView else { return false }
        return subviews.contains { $0 is _UITextLayoutCanvasView } == (kind == .textLayoutCanvas)
    }
}
