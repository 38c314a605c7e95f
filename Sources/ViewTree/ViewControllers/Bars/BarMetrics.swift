import Foundation

/// `UIBarMetrics`: the bar height a bar's background image is for, with UIKit's raw values.
public enum BarMetrics: Int, Sendable, Hashable {
    /// A bar of the default height.
    case `default` = 0
    /// A compact bar (landscape on iPhone).
    case compact = 1
    /// A bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

/// `UIBarPosition`: where a bar is, with UIKit's raw values.
public enum BarPosition: Int, Sendable, Hashable {
    /// Unspecified.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extending under the status bar.
    case topAttached = 3
}

/// A background image's slot: a bar position and metrics.
struct BarImageKey: Hashable {
    let position: BarPosition
    let metrics: BarMetrics
}
