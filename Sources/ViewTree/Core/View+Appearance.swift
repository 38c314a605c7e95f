import Foundation

extension View {
    /// How a view lays out its content when its bounds change (`UIView.ContentMode`; raw values are
    /// UIKit's).
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Scale to fill the bounds, changing the aspect ratio if needed (the default).
        case scaleToFill = 0
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill, keeping the aspect ratio (part of the content may be clipped).
        case scaleAspectFill = 2
        /// Redisplay when the bounds change (`setNeedsDisplay()`).
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Unscaled, at an edge or corner.
        case top = 5, bottom = 6, left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12
    }

    /// Whether the view's content flips in right-to-left layouts (`UISemanticContentAttribute`).
    public enum SemanticContentAttribute: Int, Sendable, CaseIterable {
        /// Flips with the layout direction (the default).
        case unspecified = 0
        /// Media playback controls: never flipped.
        case playback = 1
        /// Spatial controls: never flipped.
        case spatial = 2
        /// Always left to right.
        case forceLeftToRight = 3
        /// Always right to left.
        case forceRightToLeft = 4
    }

    /// `contentMode`; default `.scaleToFill` (UIView documentation). Stored: ViewTree draws no content,
    /// and `.redraw` marks the view for display when its bounds size changes.
    var baseContentMode: ContentMode {
        get { extras?.contentMode ?? .scaleToFill }
        set {
            if newValue == .scaleToFill, extras == nil { return }
            layoutExtras.contentMode = newValue
        }
    }

    /// `semanticContentAttribute`; default `.unspecified`. It sets the view's layout direction and its
    /// descendants' (`effectiveUserInterfaceLayoutDirection`): Auto Layout's leading and trailing follow it
    /// (`LayoutAttribute.mirroredForRightToLeft`), so a change solves the world's constraints again at the next
    /// layout. ViewTree's app language is left to right: only `.forceRightToLeft` mirrors.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { extras?.semanticContentAttribute ?? .unspecified }
        set {
            if newValue == .unspecified, extras == nil { return }
            let old = semanticContentAttribute
            layoutExtras.semanticContentAttribute = newValue
            if old != newValue, let engine = simulation?.layoutEngineStorage {
                engine.invalidate()
                setNeedsLayout()
            }
        }
    }

    /// `tintColor`: the view's own tint, or the nearest ancestor's, or the system tint
    /// (`View.defaultTintColor`) at the top. Setting it (or `nil`, to inherit again) calls
    /// `tintColorDidChange()` on the view and on every descendant that inherits from it, parents
    /// first. Moving a view under another tint does not call it (ours: UIKit's timing there is not
    /// documented).
    var baseTintColor: Color! {
        get {
            var view: View? = self
            while let current = view {
                if let tint = current.extras?.tintColor { return tint }
                view = current.superview
            }
            return View.defaultTintColor
        }
        set {
            let own = extras?.tintColor
            if newValue == nil, own == nil { return }
            // One walk up: the tint this view would inherit is the same before and after.
            let inherited: Color = superview?.tintColor ?? View.defaultTintColor
            layoutExtras.tintColor = newValue
            guard (newValue ?? inherited) != (own ?? inherited) else { return }
            notifyTintChange()
        }
    }

    /// The tint of a view whose ancestors set none: iOS 7's system blue, (0, 122, 255) (the colour
    /// `tintColor` prints on a device, `UIDeviceRGBColorSpace 0 0.478431 1 1`; the same as
    /// `Button.systemTintColor`).
    public static let defaultTintColor = Color(red: 0, green: 122.0 / 255.0, blue: 1)

    /// `tintColorDidChange()` on this view and the descendants that inherit its tint, without recursion.
    private func notifyTintChange() {
        let context = ThreadContext.current
        var stack: [View] = [self]
        while let view = stack.popLast() {
            context.withCurrentTraits(of: view) { view.tintColorDidChange() }
            for child in view.subviews.reversed() where child.extras?.tintColor == nil {
                stack.append(child)
            }
        }
    }
}
