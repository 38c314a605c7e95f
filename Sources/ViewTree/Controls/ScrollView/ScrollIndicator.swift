import Foundation

/// Which indicator.
enum ScrollAxis: Sendable {
    case vertical, horizontal
}

/// The iOS 13+ scroll indicator: a plain view (not an image view) with a rounded child fill view.
/// UIKit's class is `_UIScrollViewScrollIndicator`; the name is kept so descriptions match real dumps.
///
/// Unlike the image views of iOS 6–12 it is opaque and interactive as far as its flags go (iOS 13
/// lets the user drag it), and its fill has no autoresizing mask: the indicator sizes it. Real
/// lines: `<_UIScrollViewScrollIndicator: …; frame = (294 431; 3 7); alpha = 0; autoresize = LM;
/// layer = …>` with `<UIView: …; frame = (0 0; 3 7); backgroundColor = UIExtendedGrayColorSpace 0
/// 0.35; layer = …>` (neither prints `opaque = NO` nor `userInteractionEnabled = NO`).
final class _UIScrollViewScrollIndicator: View {
    let fill = View(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        fill.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(fill)
    }

    /// Never decoded: a private part of a scroll view.
    required init?(coder: NSCoder) { nil }

    override func boundsDidChange(from old: CGRect) {
        let size = bounds.size
        if fill.frame.size != size || fill.frame.origin != .zero {
            View.performWithoutAnimation { fill.frame = CGRect(origin: .zero, size: size) }
        }
    }

    override var libraryClassName: String { "_UIScrollViewScrollIndicator" }
}

/// Makes an indicator of the kind the profile says, with UIKit's masks and flags.
func makeScrollIndicator(_ axis: ScrollAxis, profile: PlatformProfile, style: ScrollIndicatorStyle) -> View {
    let indicator: View
    switch profile.indicatorKind {
    case .imageView:
        let thickness = profile.indicatorThickness
        let image = ImageView(image: Image(name: style.imageName, size: CGSize(width: thickness, height: thickness)))
        indicator = image
        // UIImageView's flags, as every iOS 6–12 dump prints them: `opaque = NO; …;
        // userInteractionEnabled = NO`.
        indicator.isOpaque = false
        indicator.isUserInteractionEnabled = false
    case .privateView:
        let view = _UIScrollViewScrollIndicator(frame: .zero)
        view.fill.backgroundColor = style.fillColor
        indicator = view
    }
    indicator.autoresizingMask = axis == .vertical ? .flexibleLeftMargin : .flexibleTopMargin
    // Hidden means alpha 0, not `isHidden` (seed claim A2).
    View.performWithoutAnimation { indicator.alpha = 0 }
    return indicator
}
