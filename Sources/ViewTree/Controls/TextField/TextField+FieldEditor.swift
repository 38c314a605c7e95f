import Foundation

// While a field edits, iOS 7–12 device dumps show its text hosted in a private scroll view, UIKit's `UIFieldEditor`,
// above the placeholder label, in the editing rectangle; it leaves when editing ends
// (`PlatformProfile.textFieldHostsTextInFieldEditor`). Before, ViewTree's editing field printed as an idle one.

/// UIKit's private `UIFieldEditor` (printed without `UI`, as `TextFieldLabel`): the scroll view a field hosts its text
/// in while it edits. Source: `<UIFieldEditor: 0x104bbc000; frame = (31 0; 257 43); text = ''; clipsToBounds = YES;
/// opaque = NO; gestureRecognizers = <NSArray: 0x170645400>; layer = <CALayer: 0x170232940>; contentOffset: {0, 0};
/// contentSize: {257, 43}>` in a 288 × 43 field beside a 31-pt left view, after its placeholder label `(31 0; 257 42.5)`
/// (an iOS 10 device: `UIExtendedSRGBColorSpace`, no `adjustedContentInset`; a 2019 Cycript walk-through of a music
/// app's login screen); `<UIFieldEditor: 0x14c522e10; frame = (28 2; 204 24); text = ''; clipsToBounds = YES; opaque =
/// NO; …; contentSize: {204, 24}>` after a search field's label (iOS 8–9). Its content is as large as itself (both
/// dumps: empty fields; the same for a text wider than the field is **ours**). The iOS 10 editor has no scroll
/// indicators; the iOS 8–9 one ends with two image-view indicators (vertical first): **sources disagree**, ViewTree
/// follows the later dump for every profile that has a field editor.
final class FieldEditor: ScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        // Both dumps print `contentOffset: {0, 0}`: the editor's content sits in it whatever the safe area (**ours**: no
        // dump of a field under the status bar).
        contentInsetAdjustmentBehavior = .never
        addSubview(_UIFieldEditorContentView(frame: CGRect(origin: .zero, size: frame.size)))
    }

    /// Never decoded: a private part of a field.
    required init?(coder: NSCoder) { nil }

    override var libraryClassName: String { "FieldEditor" }

    /// `text = '…'`, the field's text as a text view prints its own (`''` in both dumps).
    override func descriptionFieldsAfterFrame() -> [String] {
        super.descriptionFieldsAfterFrame() + ["text = '\(TextView.descriptionExcerpt(of: (superview as? TextField)?.storedText ?? ""))'"]
    }

    /// Puts the editor at `frame`, its content view and content size at its size.
    func place(at frame: CGRect) {
        guard frame.isFiniteRect else { return }
        if self.frame != frame { self.frame = frame }
        let content = CGRect(origin: .zero, size: frame.size)
        if let view = subviews.first(where: { $0 is _UIFieldEditorContentView }), view.frame != content { view.frame = content }
        if contentSize != frame.size { contentSize = frame.size }
    }
}

/// UIKit's private `_UIFieldEditorContentView`: the field editor's content, as large as the editor, not opaque and letting
/// touches through to it, holding the selection view. Source: `<_UIFieldEditorContentView: 0x118b25060; frame = (0 0; 257
/// 43); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x170827380>>` in the iOS 10 editor above; the iOS
/// 8–9 one prints `gestureRecognizers` as well (not modelled).
final class _UIFieldEditorContentView: View {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        addSubview(TextSelectionView(frame: .zero))
    }

    /// Never decoded: a private part of a field.
    required init?(coder: NSCoder) { nil }

    override var libraryClassName: String { "_UIFieldEditorContentView" }
}

/// UIKit's private `UITextSelectionView` (printed without `UI`): an empty view in the field editor's content that draws
/// the caret and the selection. Source: `<UITextSelectionView: 0x11a5bc270; frame = (0 0; 0 0); userInteractionEnabled =
/// NO; layer = <CALayer: 0x17423c240>>` in both editors above. The iOS 10 one holds the blinking caret, `<UIView: …; frame
/// = (0 10; 2 22); alpha = 0; userInteractionEnabled = NO; animations = { opacity=<CABasicAnimation: …>; }; …>`, the iOS
/// 8–9 one nothing: the caret view is **not modelled** (`caretRect(for:)` answers where it is).
final class TextSelectionView: View {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Never decoded: a private part of a field.
    required init?(coder: NSCoder) { nil }

    override var libraryClassName: String { "TextSelectionView" }
}

extension TextField {
    /// The field editor, while the field edits in a profile that has one.
    var fieldEditor: FieldEditor? { subviews.first { $0 is FieldEditor } as? FieldEditor }

    /// Adds the field editor as editing begins (`PlatformProfile.textFieldHostsTextInFieldEditor`): just above the
    /// placeholder label (`UITextFieldLabel` then `UIFieldEditor` in the iOS 10 dump), or above the rounded border's
    /// background view, or at the back; in the editing rectangle.
    func attachFieldEditor() {
        guard drawsTextInPrivateSubviews, (simulation?.profile ?? .default).textFieldHostsTextInFieldEditor,
              fieldEditor == nil else { return }
        let editor = FieldEditor(frame: .zero)
        if let label = placeholderLabel {
            insertSubview(editor, aboveSubview: label)
        } else if let background = subviews.first(where: { $0 is _UITextFieldRoundedRectBackgroundViewNeue }) {
            insertSubview(editor, aboveSubview: background)
        } else {
            insertSubview(editor, at: 0)
        }
        editor.place(at: editingRect(forBounds: bounds))
    }

    /// Takes the field editor away as editing ends.
    func detachFieldEditor() {
        fieldEditor?.removeFromSuperview()
    }
}
