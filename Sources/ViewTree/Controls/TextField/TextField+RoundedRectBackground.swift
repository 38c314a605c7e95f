import Foundation

// A rounded-rect field's background view: UIKit draws the rounded rectangle with a private subview, which device dumps
// print under the field in every era from iOS 7 and, from iOS 13, inside the field's `background = …` provider too.

/// UIKit's private `_UITextFieldRoundedRectBackgroundViewNeue` (the name is kept, as `_UITableViewCellSeparatorView`'s,
/// so descriptions match real dumps): the rounded rectangle of a `.roundedRect` field, a subview at the back that
/// covers the field, lets touches through and resizes with it. Sources: `<_UITextFieldRoundedRectBackgroundViewNeue:
/// 0x16e92770; frame = (0 0; 304 30); opaque = NO; autoresize = W+H; userInteractionEnabled = NO; layer = <CALayer:
/// 0x16e92990>>` under `<UITextField: 0x16e8fbd0; frame = (8 141; 304 30); text = ''; …>` (an iOS 7 storyboard, a
/// 32-bit device; the same under a 162 × 30 field of another iOS 7 dump); from iOS 13, `backgroundView=
/// <_UITextFieldRoundedRectBackgroundViewNeue: 0x7fab07c091c0; frame = (0 0; 353 60); opaque = NO; autoresize = W+H;
/// userInteractionEnabled = NO; backgroundColor = <UIDynamicSystemColor: 0x6000011392c0; name =
/// _textFieldBackgroundColor>; layer = …>` inside a 353 × 60 field's description (iOS 16, 2022). The iOS 6 view
/// (before the "Neue" redesign) is not attested: ViewTree makes this one in every profile.
final class _UITextFieldRoundedRectBackgroundViewNeue: View {
    override var libraryClassName: String { "_UITextFieldRoundedRectBackgroundViewNeue" }

}

extension TextField {
    /// The rounded-rect background view, when the field has one.
    var roundedRectBackgroundView: View? { subviews.first { $0 is _UITextFieldRoundedRectBackgroundViewNeue } }

    /// Adds the background view at the back when the border becomes `.roundedRect`, and takes it away when it stops
    /// being one (UIKit's background provider is replaced with the border style).
    func updateRoundedRectBackgroundView() {
        let existing = roundedRectBackgroundView
        if borderStyle == .roundedRect {
            guard existing == nil else { return }
            let background = _UITextFieldRoundedRectBackgroundViewNeue(frame: CGRect(origin: .zero, size: bounds.size))
            background.isOpaque = false
            background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            background.isUserInteractionEnabled = false
            background.backgroundColor = .textFieldBackground
            insertSubview(background, at: 0)
        } else {
            existing?.removeFromSuperview()
        }
    }

    /// From iOS 13, a rounded-rect field's `background = <_UITextFieldSystemBackgroundProvider: 0x…:
    /// backgroundView=<…>, fillColor=(null), textfield=<UITextField 0x…>>` (the iOS 16 dump quoted at
    /// `_UITextFieldRoundedRectBackgroundViewNeue`: the background view's own line inside, then the fill, which is
    /// the colour the field was given, and the field without a colon after its class).
    func appendRoundedRectBackgroundProvider(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        guard let background = roundedRectBackgroundView else { return }
        line.append("; background = <_UITextFieldSystemBackgroundProvider: 0x")
        line.appendHex(numbering.transientID())
        line.append(": backgroundView=")
        background.appendDescriptionLine(to: &line, numbering: &numbering)
        line.append(", fillColor=")
        line.appendString(backgroundColor.map { "\($0)" } ?? "(null)")
        line.append(", textfield=<")
        line.appendString(numbering.className(of: self))
        line.append(" 0x")
        line.appendHex(numbering.id(for: self))
        line.append(">>")
    }
}
