import Foundation

/// The root view of a container controller (UIKit's `UILayoutContainerView`).
final class LayoutContainerView: View {
    override var libraryClassName: String { "LayoutContainerView" }
}

/// Where a navigation controller shows its top controller's view, and animates pushes and pops (UIKit's
/// `UINavigationTransitionView`, which clips).
final class NavigationTransitionView: View {
    override var libraryClassName: String { "NavigationTransitionView" }
}

/// The view a container wraps a child's view in (UIKit's `UIViewControllerWrapperView`).
final class ViewControllerWrapperView: View {
    override var libraryClassName: String { "ViewControllerWrapperView" }
}

/// The view a full-screen presentation or a page sheet puts the presented view in, inside the transition view,
/// from iOS 13 (UIKit's `UIDropShadowView`; `PlatformProfile.presentationHasDropShadowView`). It is what slides;
/// a sheet's prints its pan recognizer.
final class DropShadowView: View {
    /// Whether it is a sheet's (which has a pan recognizer to drag it down).
    var isSheet = false
    override var libraryClassName: String { "DropShadowView" }
    override var printsGestureRecognizers: Bool { isSheet || super.printsGestureRecognizers }

    /// How far a sheet's rounded shadow view reaches past the sheet on every side: `(-150 -150; 675 927)` around a
    /// 375 × 627 sheet.
    static let sheetShadowOutset: CGFloat = 150

    /// Puts `view` (at the origin, `frame`'s size) in a new drop shadow view at `frame` in `container`: for a
    /// sheet, beside a transparent rounded shadow `sheetShadowOutset` larger on every side and in a clipping view;
    /// for a full-screen presentation, directly, the drop shadow view following the container's size. Returns the
    /// drop shadow view, which is what slides.
    static func wrap(_ view: View, at frame: CGRect, asSheet: Bool, in container: View) -> DropShadowView {
        let shadow = DropShadowView(frame: frame)
        container.addSubview(shadow)
        var host: View = shadow
        if asSheet {
            shadow.isSheet = true
            let rounded = _UIRoundedRectShadowView(frame: shadow.bounds.insetBy(dx: -sheetShadowOutset, dy: -sheetShadowOutset))
            rounded.alpha = 0
            rounded.isOpaque = false
            rounded.isUserInteractionEnabled = false
            rounded.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            shadow.addSubview(rounded)
            let clip = View(frame: shadow.bounds)
            clip.clipsToBounds = true
            clip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            shadow.addSubview(clip)
            host = clip
        } else {
            shadow.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        view.frame = CGRect(origin: .zero, size: frame.size)
        host.addSubview(view)
        return shadow
    }

    /// The view that moves for `view`'s presentation: its drop shadow view if it has one, else the view itself.
    static func mover(for view: View) -> View {
        var current = view.superview
        while let candidate = current, !(candidate is TransitionView) {
            if candidate is DropShadowView { return candidate }
            current = candidate.superview
        }
        return view
    }
}

/// A sheet's shadow, drawn by UIKit around the sheet (UIKit's `_UIRoundedRectShadowView`): transparent here.
final class _UIRoundedRectShadowView: View {
    override var libraryClassName: String { "_UIRoundedRectShadowView" }
}

/// The view a presentation puts the presented controller's view in (UIKit's `UITransitionView`).
final class TransitionView: View {
    /// The presented controller: owned by its container, which the window owns.
    var presentedController: ViewController?
    override var libraryClassName: String { "TransitionView" }

    /// A custom presentation controller hears of each layout of its container.
    override func layoutSubviews() {
        let custom = presentedController?.customPresentation
        custom?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        custom?.containerViewDidLayoutSubviews()
    }
}

/// The dimmed backdrop of a sheet or an alert (UIKit's `UIDimmingView`).
final class DimmingView: View {
    /// `dimmingColor`: the colour it dims with, when it draws it itself (an iOS 13+ sheet's; see below).
    var dimmingColor: Color?

    /// An iOS 13+ sheet's dimming view: three times the container's size around it, not opaque, with its colour of
    /// its own rather than a `backgroundColor` (`<UIDimmingView: 0x107eac170; frame = (-375 -667; 1125 2001); opaque =
    /// NO; gestureRecognizers = …; layer = …>` over a 375 × 667 screen, iOS 16: no `backgroundColor`, no `autoresize`).
    func placeAsSheetDimming(in bounds: CGRect, color: Color) {
        frame = CGRect(x: bounds.minX - bounds.width, y: bounds.minY - bounds.height,
                       width: 3 * bounds.width, height: 3 * bounds.height)
        isOpaque = false
        dimmingColor = color
    }

    override var libraryClassName: String { "DimmingView" }

    /// Its tap recognizer: `<UIDimmingView: 0x107eac170; frame = (-375 -667; 1125 2001); opaque = NO;
    /// gestureRecognizers = <NSArray: 0x280f2c960>; layer = …>` (a sheet, iOS 16).
    override var printsGestureRecognizers: Bool { true }
}
