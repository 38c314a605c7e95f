import Foundation

/// `UIModalPresentationStyle`, with UIKit's raw values (UIViewController.h). On a phone each style is
/// presented as one of four behaviours (`resolvedPresentationStyle()`): full screen, a sheet, over the full
/// screen, or an alert.
public enum ModalPresentationStyle: Int, Sendable, Hashable {
    /// iOS 13+: `.pageSheet` on a phone when the profile says so (`automaticModalPresentationIsSheet`),
    /// `.fullScreen` before.
    case automatic = -2
    /// `UIModalPresentationNone`: not a style to present with; presented as `.fullScreen`.
    case none = -1
    /// Covers the screen; the presenter's view leaves the window and gets the disappearance callbacks.
    case fullScreen = 0
    /// A card from the top of the safe area (iOS 13+ on phones); the presenter stays, without callbacks.
    case pageSheet = 1
    /// On a phone, as `.pageSheet` from iOS 13 and full screen before (a compact width adapts it).
    case formSheet = 2
    /// Over the controller that defines the presentation context; presented as `.fullScreen`.
    case currentContext = 3
    /// A custom presentation (a `transitioningDelegate`'s): the presenter stays, as `.overFullScreen`.
    case custom = 4
    /// Covers the screen, the presenter stays visible behind, without disappearance callbacks.
    case overFullScreen = 5
    /// Over the presentation context, the presenter stays; presented as `.overFullScreen`.
    case overCurrentContext = 6
    /// A popover; a phone's compact width adapts it as `.formSheet`.
    case popover = 7
    /// How an alert is shown: centred over a dimmed screen, the presenter stays (ViewTree's name for
    /// `UIAlertController`'s own style, not one of UIKit's values).
    case alert = 1000
}
