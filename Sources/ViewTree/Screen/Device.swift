import Foundation

/// A model of device, for a world's `Screen`: its size in points, its scales, the radius of its display's
/// corners, the insets its hardware (sensor housing, home indicator) takes from the safe area, and its
/// status bar.
///
/// Every preset's numbers are listed with their source in `Docs/Fidelity.md`. A test can describe another
/// device with `init(name:idiom:portraitSize:scale:nativeScale:displayCornerRadius:portraitHardwareInsets:landscapeHardwareInsets:statusBarHeight:statusBarHiddenInLandscape:)`.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// `UIUserInterfaceIdiom`, with UIKit's raw values (`UIUserInterfaceIdiom` in UIDevice.h). ViewTree's devices
    /// are phones and tablets; the other cases exist so that code that names them (`switch` statements, a trait
    /// collection's `.unspecified` idiom) compiles and compares as on a device.
    public enum Idiom: Int, Sendable, Hashable {
        /// `.unspecified` (-1): a trait collection that says nothing of the idiom, as a view in no window has.
        case unspecified = -1
        /// An iPhone (or iPod touch).
        case phone = 0
        /// An iPad.
        case pad = 1
        /// Apple TV.
        case tv = 2
        /// CarPlay.
        case carPlay = 3
        /// A Mac running a Mac Catalyst app with the Mac idiom.
        case mac = 5
        /// Apple Vision Pro.
        case vision = 6
    }

    /// A short name, e.g. `iPhone 12`.
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// The screen's size in points, upright (`UIScreen.main.bounds.size` in portrait).
    public var portraitSize: CGSize
    /// `UIScreen.scale`: pixels per point of the rendered backing store.
    public var scale: CGFloat
    /// `UIScreen.nativeScale`: pixels per point of the physical panel (differs from `scale` on the
    /// "Plus" phones, which render at 3× and downsample).
    public var nativeScale: CGFloat
    /// The radius of the display's rounded corners in points (UIKit's private
    /// `UIScreen._displayCornerRadius`); 0 on a square-cornered display.
    public var displayCornerRadius: CGFloat
    /// What the hardware takes from the safe area upright (the sensor housing at the top, the home
    /// indicator at the bottom), in points; zero on a device with a home button.
    public var portraitHardwareInsets: EdgeInsets
    /// What the hardware takes from the safe area on its side (`landscapeLeft` orientation: the sensor
    /// housing on the left or right edge, the home indicator at the bottom).
    public var landscapeHardwareInsets: EdgeInsets
    /// The status bar's height upright, in points (20 before the notch; as tall as the sensor housing after).
    public var statusBarHeight: CGFloat
    /// Whether the system hides the status bar in landscape (every iPhone since iOS 8; never on iPad).
    public var statusBarHiddenInLandscape: Bool

    /// Describes a device.
    public init(name: String, idiom: Idiom, portraitSize: CGSize, scale: CGFloat, nativeScale: CGFloat? = nil,
                displayCornerRadius: CGFloat = 0, portraitHardwareInsets: EdgeInsets = .zero,
                landscapeHardwareInsets: EdgeInsets = .zero, statusBarHeight: CGFloat = Device.legacyStatusBarHeight,
                statusBarHiddenInLandscape: Bool? = nil) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.nativeScale = nativeScale ?? scale
        self.displayCornerRadius = displayCornerRadius
        self.portraitHardwareInsets = portraitHardwareInsets
        self.landscapeHardwareInsets = landscapeHardwareInsets
        self.statusBarHeight = statusBarHeight
        self.statusBarHiddenInLandscape = statusBarHiddenInLandscape ?? (idiom == .phone)
    }

    /// The name.
    public var description: String { name }

    /// Whether the device has a proximity sensor (`UIDevice.isProximityMonitoringEnabled` stays `false` without one):
    /// every iPhone has one, beside the earpiece, and iPads do not. `UIDevice.h`: `proximityState` "always returns NO if
    /// no proximity detector"; Apple's `isProximityMonitoringEnabled` documentation: "Not all iOS devices have
    /// proximity sensors". Which devices have none (the iPads) is **ours**, after their specifications.
    public var hasProximitySensor: Bool { idiom == .phone }

    /// The status bar's height on every device before the iPhone X: 20 pt (Apple's iOS Human Interface
    /// Guidelines, "Bars"; `UIApplication.statusBarFrame` is `(0 0; 320 20)` on an iPhone 5).
    public static let legacyStatusBarHeight: CGFloat = 20

    /// Whether the device has a sensor housing or home indicator (any non-zero hardware inset).
    public var hasHardwareInsets: Bool {
        portraitHardwareInsets != .zero || landscapeHardwareInsets != .zero
    }

    /// The screen's size in points in an orientation.
    public func size(in orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// What the hardware takes from the safe area in an orientation (the status bar is not included:
    /// see `statusBarHeight(in:)`). Upside down is as upright, mirrored; landscape right as landscape left,
    /// mirrored (the insets of the presets are symmetric left/right).
    public func hardwareInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        switch orientation {
        case .portrait: return portraitHardwareInsets
        case .portraitUpsideDown:
            let p = portraitHardwareInsets
            return EdgeInsets(top: p.bottom, left: p.right, bottom: p.top, right: p.left)
        case .landscapeLeft: return landscapeHardwareInsets
        case .landscapeRight:
            let l = landscapeHardwareInsets
            return EdgeInsets(top: l.top, left: l.right, bottom: l.bottom, right: l.left)
        }
    }

    /// The status bar's height in an orientation: 0 where the system hides it (an iPhone on its side).
    public func statusBarHeight(in orientation: InterfaceOrientation) -> CGFloat {
        orientation.isLandscape && statusBarHiddenInLandscape ? 0 : statusBarHeight
    }

    /// The safe-area insets of a full-screen window in an orientation: the hardware insets, with the top
    /// at least the status bar's height (`UIWindow.safeAreaInsets`, iOS 11+).
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        var insets = hardwareInsets(in: orientation)
        insets.top = max(insets.top, statusBarHeight(in: orientation))
        return insets
    }
}
