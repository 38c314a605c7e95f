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

/// The view a full-screen presentation puts the presented view in, inside the transition view, from iOS 13
/// (UIKit's `UIDropShadowView`; `PlatformProfile.fullScreenPresentationHasDropShadowView`). It is what slides.
final class DropShadowView: View {
    override var libraryClassName: String { "DropShadowView" }
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
    override var libraryClassName: String { "DimmingView" }

    /// Its tap recognizer: `<UIDimmingView: 0x107eac170; frame = (-375 -667; 1125 2001); opaque = NO;
    /// gestureRecognizers = <NSArray: 0x280f2c960>; layer = …>` (a sheet, iOS 16).
    override var printsGestureRecognizers: Bool { true }
}
