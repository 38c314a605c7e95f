import Foundation

// The overlay views (`leftView`, `rightView`), the clear button's place and the text's rectangle: what the
// drawing and positioning overrides (`textRect(forBounds:)` and its siblings) compute by default.
extension TextField {
    /// 19 pt: the side of the clear button's square (`clearButtonRect(forBounds:)`). **Ours**: no dump of the
    /// clear button's frame was found; the glyph is the 14-pt circled cross with a few points around it.
    public static let clearButtonSide: CGFloat = 19

    /// 5 pt between the clear button and the field's right end (or a showing right view). **Ours**, as
    /// `clearButtonSide`.
    public static let clearButtonTrailingGap: CGFloat = 5

    /// Whether a view with `mode` shows now.
    func overlayShows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    /// Whether the left view shows now.
    var leftViewShows: Bool { leftView != nil && overlayShows(leftViewMode) }
    /// Whether the right view shows now.
    var rightViewShows: Bool { rightView != nil && overlayShows(rightViewMode) }
    /// Whether the clear button shows now: its mode says so and there is text to clear (UIKit hides it over an
    /// empty field).
    public var clearButtonShows: Bool { !storedText.isEmpty && overlayShows(clearButtonMode) }

    /// A new overlay view replaces the old: the old one leaves the field, the new one is placed at the next
    /// layout. A view that is the field itself, or one of its superviews, is refused.
    func overlayViewDidChange(from old: View?, to new: View?) {
        if let new, new === self || isDescendant(of: new) {
            reject(.hierarchyCycle, "a text field's overlay view cannot be the field itself or one of its superviews; it is not shown")
        }
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
    }

    /// The text changed: the clear button may appear or go.
    func textDidChangeOverlays() {
        if clearButtonMode != .never { setNeedsLayout() }
    }

    /// `leftViewRect`/`rightViewRect` without an override: the view's size, at the end, centred vertically on whole
    /// pixels (Chameleon's re-implementation places them the same way). Before iOS 13 the size is the frame's (or the
    /// intrinsic size when it has no frame yet, as a constrained view); from iOS 13
    /// (`PlatformProfile.textFieldOverlaysSizeByFitting`) it is what `systemLayoutSizeFitting(_:)` answers for the
    /// frame's size: a width or height constraint, or an intrinsic size, wins over the frame.
    func overlayRect(for view: View?, atLeft: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        var size = view.frame.size
        if (simulation?.profile ?? .default).textFieldOverlaysSizeByFitting {
            let fitted = view.systemLayoutSizeFitting(size)
            if fitted.width.isFinite, fitted.height.isFinite { size = CGSize(width: max(0, fitted.width), height: max(0, fitted.height)) }
        } else if size == .zero {
            let intrinsic = view.intrinsicContentSize
            size = CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
        }
        guard size.width.isFinite, size.height.isFinite, bounds.isFiniteRect else { return .zero }
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        let y = bounds.minY + roundToPixels((bounds.height - size.height) / 2)
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }

    /// The clear button's square without an override: at the right end, left of a showing right view.
    func standardClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        guard bounds.isFiniteRect else { return .zero }
        let side = TextField.clearButtonSide
        let end = rightViewShows ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: end - TextField.clearButtonTrailingGap - side,
                      y: bounds.minY + roundToPixels((bounds.height - side) / 2), width: side, height: side)
    }

    /// The text's rectangle without an override: the border rectangle, inside a rounded-rect border's padding,
    /// without what the overlays that show cover of it (UIKit: "does not include the area occupied by the
    /// receiver's border or overlay views").
    func standardTextRect(forBounds bounds: CGRect) -> CGRect {
        guard bounds.isFiniteRect else { return .zero }
        var rect = borderRect(forBounds: bounds)
        if borderStyle == .roundedRect { rect = rect.insetBy(dx: TextField.roundedRectHorizontalPadding, dy: 0) }
        var minX = rect.minX
        var maxX = rect.maxX
        if leftViewShows { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if rightViewShows { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if clearButtonShows { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        guard minX.isFinite, maxX.isFinite else { return .zero }
        return CGRect(x: minX, y: rect.minY, width: max(0, maxX - minX), height: max(0, rect.height))
    }

    /// Adds the overlay views that show at their rectangles, and takes away those that do not.
    func layoutOverlayViews() {
        place(leftView, shows: leftViewShows) { leftViewRect(forBounds: bounds) }
        place(rightView, shows: rightViewShows) { rightViewRect(forBounds: bounds) }
    }

    private func place(_ overlay: View?, shows: Bool, frame: () -> CGRect) {
        guard let overlay, overlay !== self, !isDescendant(of: overlay) else { return }
        if shows {
            if overlay.superview !== self { addSubview(overlay) }
            let rect = frame()
            if rect.isFiniteRect, overlay.frame != rect { overlay.frame = rect }
        } else if overlay.superview === self {
            overlay.removeFromSuperview()
        }
    }

}
