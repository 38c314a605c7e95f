import Foundation

/// `UIAccessibility`: the accessibility notifications an app posts and the settings it reads. A world records
/// what was posted (`Simulation.postedAccessibilityNotifications`), so a test can check that a screen change
/// announces itself; the settings are the world's (`accessibilitySettings`), off by default as on a device
/// without VoiceOver. With no world current, a post is dropped and the settings read as off.
public enum Accessibility {
    /// `UIAccessibility.Traits`: `AccessibilityTraits`.
    public typealias Traits = AccessibilityTraits

    /// `UIAccessibility.Notification`, with UIKit's values (UIAccessibilityConstants.h).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// Creates a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `.screenChanged` (1000): a new screen; VoiceOver moves to the argument (or the first element).
        public static let screenChanged = Notification(rawValue: 1000)
        /// `.layoutChanged` (1001): part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// `.announcement` (1008): the argument (a string) is spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// `.pageScrolled` (1009): the argument (a string) describes the new page.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// `.pauseAssistiveTechnology` (1010).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// `.resumeAssistiveTechnology` (1011).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// One posted notification, as the world records it.
    public struct Post {
        /// The notification.
        public let notification: Notification
        /// Its argument (a view to focus, a string to speak, or `nil`).
        public let argument: Any?
        /// The world's time when it was posted.
        public let time: TimeInterval
    }

    /// The accessibility settings of a world (`UIAccessibility.isVoiceOverRunning`, …), all off by default.
    public struct Settings: Sendable, Hashable {
        public var isVoiceOverRunning = false
        public var isReduceMotionEnabled = false
        public var isReduceTransparencyEnabled = false
        public var isBoldTextEnabled = false
        public var isSwitchControlRunning = false
        public var isDarkerSystemColorsEnabled = false
        /// Settings all off.
        public init() {}
    }

    /// `convertToScreenCoordinates(_:in:)` (`UIAccessibilityConvertFrameToScreenCoordinates`): `rect`, in `view`'s
    /// coordinates, in the screen's: converted to the view's window, then offset by the window's origin (a window
    /// fills the screen unless its frame says otherwise). A view in no window answers `rect` in its topmost
    /// superview's coordinates, as `convert(_:to: nil)` does (**ours**: UIKit documents no such case).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: View) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = (view as? Window) ?? view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.origin.x, dy: window.frame.origin.y)
    }

    /// `convertToScreenCoordinates(_:in:)` (`UIAccessibilityConvertPathToScreenCoordinates`): a copy of `path`, in
    /// `view`'s coordinates, moved by the offset `convertToScreenCoordinates(_:in:)` gives the view's origin
    /// (**ours**: a rotated or scaled view's path is moved, not turned or scaled).
    public static func convertToScreenCoordinates(_ path: BezierPath, in view: View) -> BezierPath {
        let copy = BezierPath(cgPath: path.cgPath)
        let origin = convertToScreenCoordinates(.zero, in: view).origin
        copy.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return copy
    }

    /// `post(notification:argument:)`: recorded in the current world.
    public static func post(notification: Notification, argument: Any?) {
        guard let world = Simulation.current else { return }
        world.application.accessibilityPosts.append(Post(notification: notification, argument: argument, time: world.now))
    }

    /// `isVoiceOverRunning`: the current world's setting.
    public static var isVoiceOverRunning: Bool { Simulation.current?.accessibilitySettings.isVoiceOverRunning ?? false }
    /// `isReduceMotionEnabled`.
    public static var isReduceMotionEnabled: Bool { Simulation.current?.accessibilitySettings.isReduceMotionEnabled ?? false }
    /// `isReduceTransparencyEnabled`.
    public static var isReduceTransparencyEnabled: Bool { Simulation.current?.accessibilitySettings.isReduceTransparencyEnabled ?? false }
    /// `isBoldTextEnabled`.
    public static var isBoldTextEnabled: Bool { Simulation.current?.accessibilitySettings.isBoldTextEnabled ?? false }
    /// `isSwitchControlRunning`.
    public static var isSwitchControlRunning: Bool { Simulation.current?.accessibilitySettings.isSwitchControlRunning ?? false }
    /// `isDarkerSystemColorsEnabled`.
    public static var isDarkerSystemColorsEnabled: Bool { Simulation.current?.accessibilitySettings.isDarkerSystemColorsEnabled ?? false }

    /// `voiceOverStatusDidChangeNotification`.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// `reduceMotionStatusDidChangeNotification`.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

extension Simulation {
    /// The accessibility notifications the app posted, oldest first.
    public var postedAccessibilityNotifications: [Accessibility.Post] { application.accessibilityPosts }

    /// The world's accessibility settings (what `UIAccessibility.isVoiceOverRunning` and the others read).
    public var accessibilitySettings: Accessibility.Settings {
        get { application.accessibilitySettings }
        set { application.accessibilitySettings = newValue }
    }
}
