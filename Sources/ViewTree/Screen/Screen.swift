import Foundation

/// A world's display: ViewTree's `UIScreen` (`UIScreen.main` is `simulation.screen`).
///
/// Each world has one, made from its profile's `defaultDevice` unless a test gives another
/// (`simulation.screen = Screen(device: .iPhone12)`). Rotating the world (`simulation.rotate(to:)`) changes
/// `orientation`, and with it `bounds`, as the interface-oriented `UIScreen.bounds` of iOS 8 and later does.
public final class Screen {
    /// The model of device.
    public let device: Device
    /// The interface orientation, `portrait` until the world rotates.
    public internal(set) var orientation: InterfaceOrientation
    /// The world whose screen this is (weak: the world owns its screen), for its notifications and frame rate.
    weak var world: Simulation?

    /// `brightness`: 0 to 1; values outside are clamped, and a value that is not a number is ignored. Setting a
    /// different value posts `brightnessDidChangeNotification` to the world's centre. Default
    /// `Screen.defaultBrightness`.
    public var brightness: CGFloat {
        get { storedBrightness }
        set {
            guard !newValue.isNaN else { return }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedBrightness else { return }
            storedBrightness = clamped
            world?.notificationCenter.post(name: Screen.brightnessDidChangeNotification, object: self)
        }
    }
    private var storedBrightness = Screen.defaultBrightness
    /// 0.5: the brightness a screen starts at (ours, the midpoint: UIKit reports the device's current setting,
    /// which a simulated device does not have).
    public static let defaultBrightness: CGFloat = 0.5
    /// `UIScreen.brightnessDidChangeNotification`.
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    /// `wantsSoftwareDimming`: whether the screen may dim below the hardware's minimum in software. Default `false`. Kept.
    public var wantsSoftwareDimming = false
    /// `isCaptured` (iOS 11): whether the screen is being recorded, mirrored or sent over AirPlay. `false` until a test
    /// plays the user starting a recording (`Simulation.isScreenCaptured`); each change posts
    /// `capturedDidChangeNotification` with this screen as its object.
    public internal(set) var isCaptured = false
    /// `UIScreen.capturedDidChangeNotification` (iOS 11): posted when `isCaptured` changes.
    public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    /// `maximumFramesPerSecond`: the world's display rate (`runLoop.framesPerSecond`, 60 by default; 60 with no world).
    public var maximumFramesPerSecond: Int { world?.runLoop.framesPerSecond ?? 60 }

    /// Creates a screen for a device in an orientation.
    public init(device: Device, orientation: InterfaceOrientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// `UIScreen.bounds`: the screen's rectangle in points at the origin, in the interface's orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size(in: orientation)) }

    /// `UIScreen.scale`.
    public var scale: CGFloat { device.scale }

    /// `UIScreen.nativeScale`.
    public var nativeScale: CGFloat { device.nativeScale }

    /// `UIScreen.nativeBounds`: the physical panel in pixels, always upright (it does not rotate).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.portraitSize.width * device.nativeScale,
               height: device.portraitSize.height * device.nativeScale)
    }

    /// The radius of the display's rounded corners in points (UIKit's private `_displayCornerRadius`),
    /// 0 on a square-cornered display.
    public var displayCornerRadius: CGFloat { device.displayCornerRadius }

    /// The status bar's height now (0 while the system hides it).
    public var statusBarHeight: CGFloat { device.statusBarHeight(in: orientation) }

    /// The safe-area insets of a full-screen window now.
    public var safeAreaInsets: EdgeInsets { device.safeAreaInsets(in: orientation) }

    /// `UIScreen.applicationFrame` (deprecated in iOS 9): the bounds minus the status bar.
    public var applicationFrame: CGRect {
        var frame = bounds
        frame.origin.y += statusBarHeight
        frame.size.height -= statusBarHeight
        return frame
    }

    /// Rounds a length to this screen's pixel grid, as UIKit aligns frames to device pixels.
    public func roundToPixels(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, scale > 0 else { return value }
        return (value * scale).rounded() / scale
    }
}
