import Foundation

/// Which indicator.
enum ScrollAxis: Sendable {
    case vertical, horizontal
}

/// The iOS 13+ scroll indicator: a plain view (not an image view) with a rounded child fill view.
/// UIKit's class is `_UIScrollViewScrollIndicator`; the name is kept so descriptions match real dumps.
final class _UIScrollViewScrollIndicator: View {
    let fill = View(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        fill.isUserInteractionEnabled = false
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        fill.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(fill)
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
    case .privateView:
        let view = _UIScrollViewScrollIndicator(frame: .zero)
        view.fill.backgroundColor = style.fillColor
        indicator = view
    }
    indicator.autoresizingMask = axis == .vertical ? .flexibleLeftMargin : .flexibleTopMargin
    indicator.isOpaque = false
    indicator.isUserInteractionEnabled = false
    // Hidden means alpha 0, not `isHidden` (seed claim A2).
    View.performWithoutAnimation { indicator.alpha = 0 }
    return indicator
}
