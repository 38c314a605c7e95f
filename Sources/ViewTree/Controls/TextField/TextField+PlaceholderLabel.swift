import Foundation

// A field's placeholder and text as device dumps print them: UIKit shows the placeholder with a private label subview
// in every era and, in the iOS 13+ profile's dumps, draws the text in a private canvas view holding a layout fragment.
// Before, ViewTree drew both without subviews, so a field printed no line under its own.

/// UIKit's private `UITextFieldLabel` (printed without `UI`, as `ButtonLabel` and `TableViewLabel`): the label that
/// shows a field's placeholder, under the text canvas, not opaque and letting touches through. Sources: `<UITextFieldLabel:
/// 0x106244d10; frame = (0 5; 30 20.3333); text = 'Edit Me'; opaque = NO; userInteractionEnabled = NO; layer =
/// <_UILabelLayer: 0x600002c26880>>` under a 30 × 30 field made in code (Sentry's redaction tests, "iOS 26 & 18 & 17 &
/// 16"); `(0 1; 245 20.5)` under a 245 × 22 field of a 2× device's Settings dump; `(31 0; 257 42.5)` beside a left view
/// in a 288 × 43 field (an iOS 10–12 device, `_UILabelLayer`); `(48 0; 193 32)` in a 221 × 32 field; `po [textField
/// valueForKey:@"_placeholderLabel"]` answers `<UITextFieldLabel: …; frame = (0 0; 0 0); text = '…'; …>` before the
/// field's first layout (two Chinese blog posts), so the label exists from the moment the placeholder is set.
final class TextFieldLabel: Label {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Never decoded: a private part of a field.
    required init?(coder: NSCoder) { nil }

    override var libraryClassName: String { "TextFieldLabel" }
}

/// UIKit's private `_UITextLayoutCanvasView` (the name is kept, as `_UITableViewCellSeparatorView`'s): the view a field
/// draws its text in with TextKit 2, over the placeholder label and covering the field. Source: `<_UITextLayoutCanvasView:
/// 0x101c04a00; frame = (0 0; 30 30); layer = <CALayer: 0x600000ce8e40>>` after the placeholder label of the 30 × 30
/// field above (Sentry, iOS 16–26 simulators). A 2× device's Settings dump prints the same view with
/// `userInteractionEnabled = NO` (`(0 0; 245 22)`); ViewTree follows the simulators' field made in code, the case tests
/// build (touches on it go up the responder chain to the field, as UIView's default `touchesBegan` forwards them).
/// Code that finds the canvas by class name dates the eras: `_UITextFieldContentView` on iOS 12, `_UITextFieldCanvasView`
/// on iOS 13–14, `_UITextLayoutCanvasView` from iOS 15 (screenshot-shield code in public repositories; one says from
/// iOS 17). The iOS 13+ profile follows iOS 15+, the bulk of its dumps; earlier profiles make none (no dump attests one).
/// A TextKit 2 text view has one too, empty, in its `_UITextContainerView` (`TextView+PrivateSubviews.swift`).
final class _UITextLayoutCanvasView: View {
    override var libraryClassName: String { "_UITextLayoutCanvasView" }
}

/// UIKit's private `_UITextLayoutFragmentView`: the canvas's view for the field's one line of text. Source:
/// `<_UITextLayoutFragmentView: 0x10624d4a0; frame = (0 5; 0 21); opaque = NO; layer = <CALayer: 0x600000ce5800>>` in the
/// canvas above, for an empty field: the line's top is the placeholder label's, its height the font's line height
/// rounded up to a point (20.29 → 21), its width the text's (0 when empty). The width of a non-empty line is **ours**
/// (no dump of a field with text was found); the Settings dump's `(0 17; 0 1)` is not explained. The fragment comes
/// with the field's first layout: a field printed before any layout holds its canvas alone, at `(0 0; 0 0)`
/// (`<UITextField: 0x104842200; frame = (20 20; 40 40); text = ''; opaque = NO; borderStyle = None; …>` then
/// `<_UITextLayoutCanvasView: 0x104241040; frame = (0 0; 0 0); layer = …>`, the same tests, and their redaction of a
/// 0 × 0 canvas region).
final class _UITextLayoutFragmentView: View {
    override var libraryClassName: String { "_UITextLayoutFragmentView" }
}

extension TextField {
    /// The placeholder label, while the field shows its placeholder.
    var placeholderLabel: TextFieldLabel? { subviews.first { $0 is TextFieldLabel } as? TextFieldLabel }

    /// The text canvas, in the profiles whose fields have one.
    var textLayoutCanvas: _UITextLayoutCanvasView? { subviews.first { $0 is _UITextLayoutCanvasView } as? _UITextLayoutCanvasView }

    /// Makes the canvas when the profile's fields draw their text in one (`PlatformProfile.textFieldDrawsInTextLayoutCanvas`);
    /// its fragment comes with the first layout (`layoutTextSubviews()`).
    func makeTextLayoutCanvas() {
        guard drawsTextInPrivateSubviews, (simulation?.profile ?? .default).textFieldDrawsInTextLayoutCanvas else { return }
        addSubview(_UITextLayoutCanvasView(frame: .zero))
    }

    /// Adds the placeholder label when the placeholder starts to show (an empty text and a non-empty placeholder) and
    /// takes it away when it stops, under the canvas or the field editor when there is one; styles it with the field's placeholder, font and
    /// alignment (called when any of them changes, so that layout only places it). No dump of a field with both a text and a
    /// placeholder was found: that the label leaves the field, rather than hiding, is **ours**.
    func updatePlaceholderLabel() {
        guard drawsTextInPrivateSubviews else { return }
        let shows = storedText.isEmpty && !(placeholder ?? "").isEmpty
        let existing = placeholderLabel
        if shows {
            let label = existing ?? TextFieldLabel(frame: .zero)
            styleLabel(label)
            if existing == nil {
                if let canvas = textLayoutCanvas {
                    insertSubview(label, belowSubview: canvas)
                } else if let editor = fieldEditor {
                    insertSubview(label, belowSubview: editor)
                } else {
                    addSubview(label)
                }
            }
        } else {
            existing?.removeFromSuperview()
        }
        setNeedsLayout()
    }

    private func styleLabel(_ label: TextFieldLabel) {
        label.font = effectiveFont
        label.textAlignment = textAlignment
        label.textColor = .placeholderText
        if let attributed = storedAttributedPlaceholder { label.attributedText = attributed } else { label.text = placeholder }
    }

    /// Places the placeholder label in `placeholderRect(forBounds:)`, the field editor in `editingRect(forBounds:)` and the
    /// canvas over the bounds, its fragment on the text's line. From the iOS 13 profile the label is one line high, centred on whole pixels (`(0 5; 30 20.3333)` in
    /// a 30-pt field at 3×: (30 − 20.33) / 2 = 4.83 → 5; `(0 1; 245 20.5)` in 22 pt at 2×); before, it spans the
    /// rectangle (`(48 0; 193 32)` in a 32-pt field; the 288 × 43 field's `42.5` is not explained)
    /// (`PlatformProfile.textFieldPlaceholderLabelIsOneLineHigh`).
    func layoutTextSubviews() {
        guard drawsTextInPrivateSubviews else { return }
        let scale = pixelScale
        let font = effectiveFont
        let lineHeight = pixelLineHeight
        func lineTop(in rect: CGRect) -> CGFloat { rect.minY + ((rect.height - lineHeight) / 2 * scale).rounded() / scale }
        if let label = placeholderLabel {
            let rect = placeholderRect(forBounds: bounds)
            if rect.isFiniteRect {
                let frame = (simulation?.profile ?? .default).textFieldPlaceholderLabelIsOneLineHigh
                    ? CGRect(x: rect.minX, y: lineTop(in: rect), width: rect.width, height: lineHeight)
                    : rect
                if label.frame != frame { label.frame = frame }
            }
        }
        if let editor = fieldEditor, editing { editor.place(at: editingRect(forBounds: bounds)) }
        guard let canvas = textLayoutCanvas, bounds.isFiniteRect else { return }
        let canvasFrame = CGRect(origin: .zero, size: bounds.size)
        if canvas.frame != canvasFrame { canvas.frame = canvasFrame }
        let rect = editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        guard rect.isFiniteRect else { return }
        let fragment = canvas.subviews.first ?? {
            let made = _UITextLayoutFragmentView(frame: .zero)
            made.isOpaque = false
            canvas.addSubview(made)
            return made
        }()
        let textWidth = storedText.isEmpty ? 0 : TextLayout(text: storedText, font: font, width: .infinity).usedWidth
        let width = textWidth.isFinite ? (textWidth * scale).rounded(.up) / scale : 0
        let frame = CGRect(x: rect.minX, y: lineTop(in: rect), width: width, height: font.lineHeight.rounded(.up))
        if frame.isFiniteRect, fragment.frame != frame { fragment.frame = frame }
    }
}
