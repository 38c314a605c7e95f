import Foundation
import ViewTree

/// `UIScreen`: ViewTree's `Screen` (one per world).
public typealias UIScreen = Screen
/// `UIInterfaceOrientation`: ViewTree's `InterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIUserInterfaceIdiom`: ViewTree's `Device.Idiom`.
public typealias UIUserInterfaceIdiom = Device.Idiom

extension Screen {
    /// `UIScreen.main`: the current world's screen (`Simulation.current?.screen`). With no current world, a
    /// fresh screen of the default profile's device, so that code reading `UIScreen.main.bounds` outside a
    /// test's world still gets a plausible size; it belongs to nothing and changes nothing.
    public static var main: Screen {
        Simulation.current?.screen ?? Screen(device: PlatformProfile.default.defaultDevice)
    }
}

/// `UIApplication`: the current world seen as the app. ViewTree has no application object (a world is the
/// process), so `UIApplication.shared` is a new view of `Simulation.current` each time it is read: it keeps
/// no state of its own, holds the world weakly and answers from it (`windows`, `keyWindow`). Two reads are
/// not the same object (`===` is false), though they answer alike.
public final class UIApplication: Responder {
    /// The world this application stands for (weak: the test owns its world).
    public private(set) weak var simulation: Simulation?

    /// An application over `simulation`.
    public init(simulation: Simulation?) {
        self.simulation = simulation
        super.init()
    }

    /// `UIApplication.shared`: the application of the current world (`Simulation.current`); with no
    /// current world, one with no windows.
    public static var shared: UIApplication { UIApplication(simulation: Simulation.current) }

    /// `windows`: the world's windows that are still alive, in creation order (UIKit lists visible and
    /// hidden windows alike).
    public var windows: [Window] { simulation?.allWindows ?? [] }

    /// `keyWindow`: the world's key window (set by `makeKeyAndVisible()`).
    public var keyWindow: Window? { simulation?.keyWindow }

    /// `statusBarOrientation` (deprecated in iOS 13): the world's screen orientation.
    public var statusBarOrientation: InterfaceOrientation { simulation?.screen.orientation ?? .portrait }
}

/// `UIDevice`: the current world's device model, as `UIDevice.current` shows it.
public final class UIDevice {
    /// The world's screen's device (`simulation.screen.device`).
    public let device: Device

    /// A view of `device`.
    public init(device: Device) { self.device = device }

    /// `UIDevice.current`: the current world's device (the default profile's device with no current world).
    public static var current: UIDevice { UIDevice(device: UIScreen.main.device) }

    /// `userInterfaceIdiom`: phone or pad.
    public var userInterfaceIdiom: Device.Idiom { device.idiom }

    /// `name` and `model`: the device's name in ViewTree's presets (for example "iPhone 8").
    public var name: String { device.name }
    /// `model`: "iPhone" or "iPad", from the idiom.
    public var model: String { device.idiom == .pad ? "iPad" : "iPhone" }
    /// `systemName`: "iOS".
    public var systemName: String { "iOS" }
}
