import Foundation

/// `UIVisualEffectView`: a view whose `effect` (a blur or vibrancy) shows behind its `contentView`.
///
/// As in UIKit, content goes in `contentView`, which fills the view and follows its size; a backdrop view
/// below it stands for the blur (`_UIVisualEffectBackdropView`, present while the effect is a blur). A subview
/// added to the effect view itself is kept, with the warning UIKit logs as a `.invalidValue` diagnostic.
/// ViewTree draws nothing: `effect` is stored, and a change inside an animation block applies at once.
open class VisualEffectView: View {
    /// The view that holds the content (`_UIVisualEffectContentView`).
    public let contentView: View = _UIVisualEffectContentView(frame: .zero)
    /// The blur's backdrop (`_UIVisualEffectBackdropView`), in the tree while the effect is a blur.
    let backdropView: View = _UIVisualEffectBackdropView(frame: .zero)
    private var placingOwnViews = false

    /// The effect, or `nil` for none.
    open var effect: VisualEffect? {
        didSet { updateBackdrop() }
    }

    /// `init(effect:)`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installOwnViews()
    }

    /// `init(frame:)`: no effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// `init?(coder:)`: no effect (the Interface Builder loader sets it from the file).
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        installOwnViews()
    }

    override var libraryClassName: String { "VisualEffectView" }

    private func installOwnViews() {
        placingOwnViews = true
        for view in [backdropView, contentView] {
            view.frame = CGRect(origin: .zero, size: bounds.size)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        addSubview(contentView)
        placingOwnViews = false
        updateBackdrop()
    }

    private func updateBackdrop() {
        placingOwnViews = true
        defer { placingOwnViews = false }
        if effect is BlurEffect {
            if backdropView.superview !== self { insertSubview(backdropView, at: 0) }
        } else if backdropView.superview === self {
            backdropView.removeFromSuperview()
        }
    }

    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        guard !placingOwnViews, subview !== contentView, subview !== backdropView else { return }
        reject(.invalidValue, "a \(type(of: subview)) was added to the visual effect view itself; UIKit warns: do not add subviews directly to the visual effect view itself, instead add them to the -contentView (kept where it was added)")
    }
}

/// `_UIVisualEffectContentView` (named as UIKit's, so that it prints without a `baseClass`, as a private class of
/// ViewTree's own: `<_UIVisualEffectContentView: 0x7fd9fd7052f0; frame = (0 0; 371 48); autoresize = W+H; …>`).
final class _UIVisualEffectContentView: View {
    override var libraryClassName: String { "_UIVisualEffectContentView" }
}

/// `_UIVisualEffectBackdropView` (named as UIKit's, for the same reason).
final class _UIVisualEffectBackdropView: View {
    override var libraryClassName: String { "_UIVisualEffectBackdropView" }
}
