import Foundation

/// `UIModalPresentationStyle` (the styles ViewTree simulates).
public enum ModalPresentationStyle: Int, Sendable, Hashable {
    /// iOS 13+: `.pageSheet` on a phone when the profile says so (`automaticModalPresentationIsSheet`),
    /// `.fullScreen` before.
    case automatic
    /// Covers the screen; the presenter's view leaves the window and gets the disappearance callbacks.
    case fullScreen
    /// A card from the top of the safe area (iOS 13+ on phones); the presenter stays, without callbacks.
    case pageSheet
    /// Covers the screen, the presenter stays visible behind, without disappearance callbacks.
    case overFullScreen
    /// How an alert is shown: centred over a dimmed screen, the presenter stays.
    case alert
}
