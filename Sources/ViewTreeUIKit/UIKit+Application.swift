import Foundation
import ViewTree

/// `UIScreen`: ViewTree's `Screen` (one per world).
public typealias UIScreen = Screen
/// `UIInterfaceOrientation`: ViewTree's `InterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIInterfaceOrientationMask`: ViewTree's `InterfaceOrientationMask` (UIKit's bits).
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// `UIPasteboard`: ViewTree's `Pasteboard` (`general` is the current world's).
public typealias UIPasteboard = Pasteboard
/// `UIUserInterfaceIdiom`: ViewTree's `Device.Idiom`.
public typealias UIUserInterfaceIdiom = Device.Idiom
/// `UIApplicationShortcutItem`: ViewTree's `ApplicationShortcutItem` (a Home Screen quick action).
public typealias UIApplicationShortcutItem = ApplicationShortcutItem
/// `UIMutableApplicationShortcutItem`: ViewTree's `MutableApplicationShortcutItem`.
public typealias UIMutableApplicationShortcutItem = MutableApplicationShortcutItem
/// `UIApplicationShortcutIcon`: ViewTree's `ApplicationShortcutIcon`.
public typealias UIApplicationShortcutIcon = ApplicationShortcutIcon

extension Screen {
    /// `UIScreen.main`: the current world's screen (`Simulation.current?.screen`). With no current world, a
    /// fresh screen of the default profile's device, so that code reading `UIScreen.main.bounds` outside a
    /// test's world still gets a plausible size; it belongs to nothing and changes nothing.
    public static var main: Screen {
        Simulation.current?.screen ?? Screen(device: PlatformProfile.default.defaultDevice)
    }
}

/// `UIApplication`: the current world seen as the app. A world is the process, so `UIApplication.shared` is the
/// current world's application: one object per world, made on first read and kept in the world's record
/// (`ApplicationRecord.applicationObject`), so two reads are the same object (`===`), as UIKit's singleton is, and
/// an observer that filters by `object: UIApplication.shared` receives what the application posts. It keeps no
/// state of its own, holds the world weakly and answers from it (`windows`, `keyWindow`).
public final class UIApplication: Responder {
    /// The world this application stands for (weak: the test owns its world).
    public private(set) weak var simulation: Simulation?

    /// An application over `simulation`.
    public init(simulation: Simulation?) {
        self.simulation = simulation
        super.init()
    }

    /// `UIApplication.shared`: the application of the current world (`Simulation.current`), the same object at each
    /// read; with no current world, a new one with no windows each time.
    public static var shared: UIApplication { of(Simulation.current) }

    /// The application of `world`: the one kept in its record, made and kept on first use.
    static func of(_ world: Simulation?) -> UIApplication {
        guard let world else { return UIApplication(simulation: nil) }
        if let app = world.application.applicationObject as? UIApplication { return app }
        let app = UIApplication(simulation: world)
        world.application.applicationObject = app
        return app
    }

    /// `statusBarFrame` (deprecated in iOS 13, still read by much code): the status bar across the top of the
    /// world's screen, as tall as its device's in the current orientation (zero where it is hidden, as on a
    /// phone on its side); `.zero` with no world.
    public var statusBarFrame: CGRect {
        guard let screen = simulation?.screen else { return .zero }
        let height = screen.statusBarHeight
        return height > 0 ? CGRect(x: 0, y: 0, width: screen.bounds.width, height: height) : .zero
    }

    /// `windows`: the world's windows that are still alive, in creation order (UIKit lists visible and
    /// hidden windows alike).
    public var windows: [Window] { simulation?.allWindows ?? [] }

    /// `keyWindow`: the world's key window (set by `makeKeyAndVisible()`).
    public var keyWindow: Window? { simulation?.keyWindow }

    /// `statusBarOrientation` (deprecated in iOS 13): the world's screen orientation.
    public var statusBarOrientation: InterfaceOrientation { simulation?.screen.orientation ?? .portrait }

    /// `preferredContentSizeCategory`: the user's text size, the world's `Simulation.preferredContentSizeCategory`
    /// (`.large`, the default, with no world). Read-only, as in UIKit: a test plays the user by setting it on the
    /// world.
    public var preferredContentSizeCategory: ContentSizeCategory { simulation?.preferredContentSizeCategory ?? .large }

    /// `userInterfaceLayoutDirection`: `.leftToRight` (ViewTree lays out left to right).
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// `statusBarStyle` (deprecated in iOS 13): `.default`.
    public var statusBarStyle: ViewController.StatusBarStyle { .default }

    /// `isStatusBarHidden` (deprecated in iOS 13): `false` (ViewTree's status bar always shows).
    public var isStatusBarHidden: Bool { false }

    /// `next`: the app delegate when it is a responder and not a view, a view controller or the application itself
    /// (UIResponder documentation: "UIApplication object. The next responder is the app delegate, but only if the app
    /// delegate is an instance of UIResponder and is not a view, view controller, or the app object itself"); a key
    /// press the window's chain does not handle reaches it this way.
    public override var next: Responder? {
        guard let delegate = simulation?.application.delegate as? Responder,
              delegate !== self, !(delegate is View), !(delegate is ViewController) else { return nil }
        return delegate
    }
}

/// `UIDevice`: the current world's device model, as `UIDevice.current` shows it (one object per world and device,
/// kept in the world's record as `UIApplication.shared` is).
public final class UIDevice {
    /// The world's screen's device (`simulation.screen.device`).
    public let device: Device

    /// A view of `device`.
    public init(device: Device) { self.device = device }

    /// `UIDevice.current`: the current world's device, the same object at each read while the world's screen keeps its
    /// device (`ApplicationRecord.deviceObject`); with no current world, a new one of the default profile's device.
    public static var current: UIDevice {
        guard let world = Simulation.current else { return UIDevice(device: UIScreen.main.device) }
        let device = world.screen.device
        if let kept = world.application.deviceObject as? UIDevice, kept.device == device { return kept }
        let made = UIDevice(device: device)
        world.application.deviceObject = made
        return made
    }

    /// `userInterfaceIdiom`: phone or pad.
    public var userInterfaceIdiom: Device.Idiom { device.idiom }

    /// `UIDevice.orientationDidChangeNotification`: posted on the world's notification centre when a test turns the
    /// device (`Simulation.rotate(to:)`).
    public static let orientationDidChangeNotification = Simulation.deviceOrientationDidChangeNotification

    /// `name` and `model`: the device's name in ViewTree's presets (for example "iPhone 8").
    public var name: String { device.name }
    /// `model`: "iPhone" or "iPad", from the idiom.
    public var model: String { device.idiom == .pad ? "iPad" : "iPhone" }
    /// `systemName`: "iOS".
    public var systemName: String { "iOS" }
    /// `systemVersion`: the first release of the current world's profile ("13.0" for the iOS 13+ profile,
    /// "11.0" for iOS 11–12, …).
    public var systemVersion: String {
        let identifier = (Simulation.current?.profile ?? .default).identifier
        return "\(identifier.filter(\.isNumber)).0"
    }
    /// `isGeneratingDeviceOrientationNotifications`: `true`. A world's device always reports its orientation and
    /// posts `orientationDidChangeNotification` when a test turns it, as an app's does once UIKit has begun the
    /// notifications for its own autorotation (Apple: "The default value is based on the device hardware"; every
    /// iPhone and iPad has the accelerometer). Taking that as always on is **ours**.
    public var isGeneratingDeviceOrientationNotifications: Bool { true }

    /// `beginGeneratingDeviceOrientationNotifications()`, which apps call before reading `orientation` ("You must
    /// call this method before attempting to get orientation data from the device"); the notifications are already
    /// on in a world (`isGeneratingDeviceOrientationNotifications`), so it changes nothing. Calls may nest, as in UIKit.
    public func beginGeneratingDeviceOrientationNotifications() {}

    /// `endGeneratingDeviceOrientationNotifications()`: the matching call; changes nothing (the system's own request,
    /// for autorotation, keeps them on).
    public func endGeneratingDeviceOrientationNotifications() {}

    /// `UIDevice.BatteryState`, with UIKit's raw values.
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged = 1, charging = 2, full = 3
    }

    /// `isBatteryMonitoringEnabled`: the current world's `Simulation.isBatteryMonitoringEnabled` (`false` until the
    /// app turns it on, as on a device; with no world, always `false` and setting it changes nothing).
    public var isBatteryMonitoringEnabled: Bool {
        get { Simulation.current?.isBatteryMonitoringEnabled ?? false }
        set { Simulation.current?.isBatteryMonitoringEnabled = newValue }
    }

    /// `batteryState`: `.unknown`, monitored or not, as the iOS Simulator reports it (a world has no battery; a device
    /// reports `.unknown` only while monitoring is off). Source: xamarin-macios
    /// `tests/monotouch-test/UIKit/DeviceTest.cs`, `Battery`, run on the Simulator and on devices.
    public var batteryState: BatteryState { .unknown }

    /// `batteryLevel`: `UIDevice.unknownBatteryLevel` (-1), monitored or not, as `batteryState`.
    public var batteryLevel: Float { UIDevice.unknownBatteryLevel }

    /// The battery level a device reports while it cannot tell (monitoring off, or the Simulator): -1 ("If battery
    /// monitoring is not enabled, battery state is UIDevice.BatteryState.unknown and the value of this property is
    /// –1.0", Apple's `batteryLevel` documentation; xamarin-macios `DeviceTest.cs`, `Battery`).
    public static let unknownBatteryLevel: Float = -1

    /// `orientation`: the device's, from the way the current world's device was last turned
    /// (`Simulation.deviceOrientation`: already the new way when `orientationDidChangeNotification` is posted, and
    /// kept when the interface does not turn), else its interface orientation (the device's landscape left is the
    /// interface's landscape right, as in UIKit); `.portrait` with no world.
    public var orientation: UIDeviceOrientation {
        let world = Simulation.current
        switch world?.deviceOrientation ?? world?.screen.orientation ?? .portrait {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        }
    }
}

/// `UIDeviceOrientation`, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 3, landscapeRight = 4, faceUp = 5, faceDown = 6

    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// `isFlat`: whether the device lies face up or face down (UIKit's `UIDeviceOrientationIsFlat`).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// `isValidInterfaceOrientation`: whether the orientation is one of the two portrait or two landscape ones, so one
    /// the interface can take (`unknown`, `faceUp` and `faceDown` are not; UIKit's
    /// `UIDeviceOrientationIsValidInterfaceOrientation`).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIApplication {
    /// `UIApplication.State`: ViewTree's `ApplicationRecord.State`.
    public typealias State = ApplicationRecord.State

    /// `UIApplication.LaunchOptionsKey`: a key of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `.url`: the app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// `.sourceApplication`: the bundle id of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// `.remoteNotification`: the app was launched from a remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// `.shortcutItem`: the app was launched from a Home Screen quick action.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// `UIApplication.OpenURLOptionsKey`: a key of the options `application(_:open:options:)` receives.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `.sourceApplication`.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// `.annotation`.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// `.openInPlace`.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// `UIApplication.OpenExternalURLOptionsKey`: a key of the options `open(_:options:completionHandler:)` takes.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `.universalLinksOnly`: open only if an installed app claims the universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// `UIApplication.openSettingsURLString`: the URL string that opens the app's page in Settings
    /// ("app-settings:", as UIKit defines it).
    public static let openSettingsURLString = "app-settings:"

    /// The world's app record (a fresh one when the application has no world).
    public var record: ApplicationRecord { simulation?.application ?? ApplicationRecord() }

    /// `delegate`: the app delegate (`UIApplication.launch(_:sceneDelegate:in:)` sets it).
    public var delegate: UIApplicationDelegate? {
        get { record.delegate as? UIApplicationDelegate }
        set { record.delegate = newValue }
    }

    /// `applicationState`.
    public var applicationState: State { record.state }

    /// `canOpenURL(_:)`: whether the URL's scheme is one a device can open (`ApplicationRecord.openableURLSchemes`).
    public func canOpenURL(_ url: URL) -> Bool { record.canOpen(url) }

    /// `open(_:options:completionHandler:)`: records the URL in the world's `openedURLs` (when it can be opened)
    /// and calls `completion` on the next run-loop turn with whether it was, as UIKit calls it asynchronously on
    /// the main queue. With `.universalLinksOnly` a web URL does not open: no installed app claims it, and the
    /// option forbids falling back to the browser.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) == true
        let opened: Bool
        if universalOnly, let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) {
            opened = false
        } else {
            opened = record.open(url)
        }
        guard let completion else { return }
        if let simulation { simulation.runLoop.perform { completion(opened) } } else { completion(opened) }
    }

    /// `openURL(_:)` (deprecated in iOS 10): opens at once and says whether it did.
    @discardableResult
    public func openURL(_ url: URL) -> Bool { record.open(url) }

    /// `applicationIconBadgeNumber`.
    public var applicationIconBadgeNumber: Int {
        get { record.applicationIconBadgeNumber }
        set { record.applicationIconBadgeNumber = newValue }
    }

    /// `isIdleTimerDisabled`.
    public var isIdleTimerDisabled: Bool {
        get { record.isIdleTimerDisabled }
        set { record.isIdleTimerDisabled = newValue }
    }

    /// `isNetworkActivityIndicatorVisible` (deprecated in iOS 13).
    public var isNetworkActivityIndicatorVisible: Bool {
        get { record.isNetworkActivityIndicatorVisible }
        set { record.isNetworkActivityIndicatorVisible = newValue }
    }

    /// `registerForRemoteNotifications()`: counted in the world's record; no token ever arrives.
    public func registerForRemoteNotifications() { record.noteRemoteNotificationRegistration() }

    /// `beginIgnoringInteractionEvents()` (deprecated in iOS 13).
    public func beginIgnoringInteractionEvents() { record.ignoringInteractionEventsDepth += 1 }

    /// `endIgnoringInteractionEvents()` (deprecated in iOS 13).
    public func endIgnoringInteractionEvents() {
        record.ignoringInteractionEventsDepth = max(0, record.ignoringInteractionEventsDepth - 1)
    }

    /// `isIgnoringInteractionEvents` (deprecated in iOS 13).
    public var isIgnoringInteractionEvents: Bool { record.ignoringInteractionEventsDepth > 0 }

    /// `supportsMultipleScenes`: false (ViewTree's worlds are phones and iPads running one scene at a time).
    public var supportsMultipleScenes: Bool { false }

    /// `connectedScenes`: the world's connected scenes.
    public var connectedScenes: Set<UIScene> { Set(record.connectedScenes.compactMap { $0 as? UIScene }) }

    /// `openSessions`: the sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
}

// The app's life-cycle notifications, with UIKit's names (the constants' values). A launch
// (`UIApplication.launch`) posts `didFinishLaunchingNotification` after `application(_:didFinishLaunchingWithOptions:)`
// returns and `didBecomeActiveNotification` after `applicationDidBecomeActive(_:)` / `sceneDidBecomeActive(_:)`,
// to the world's notification centre (`simulation.notificationCenter`): UIApplicationDelegate's documentation
// ("After calling this method, the app also posts a didBecomeActiveNotification"; didFinishLaunchingNotification
// is "posted immediately after the app finishes launching"). ViewTree has no background, so the others are
// names only.
extension UIApplication {
    /// `UIApplication.didFinishLaunchingNotification`.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// `UIApplication.didBecomeActiveNotification`.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// `UIApplication.willResignActiveNotification` (not posted: ViewTree has no background).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// `UIApplication.didEnterBackgroundNotification` (not posted).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// `UIApplication.willEnterForegroundNotification` (not posted).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// `UIApplication.willTerminateNotification` (not posted).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// `UIApplication.didReceiveMemoryWarningNotification`: posted by `simulation.simulateMemoryWarning()`.
    public static let didReceiveMemoryWarningNotification = Simulation.didReceiveMemoryWarningNotification
}

// The Swift 4.0–4.1 spellings of the same names (`NSNotification.Name.UIApplicationDidBecomeActive`), which
// older code, UIKit-cross-platform's tests among it, still uses.
extension Notification.Name {
    /// Swift 4.1's `.UIApplicationDidFinishLaunching`.
    public static let UIApplicationDidFinishLaunching = UIApplication.didFinishLaunchingNotification
    /// Swift 4.1's `.UIApplicationDidBecomeActive`.
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    /// Swift 4.1's `.UIApplicationWillResignActive`.
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    /// Swift 4.1's `.UIApplicationDidEnterBackground`.
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    /// Swift 4.1's `.UIApplicationWillEnterForeground`.
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    /// Swift 4.1's `.UIApplicationWillTerminate`.
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    /// Swift 4.1's `.UIApplicationDidReceiveMemoryWarning`.
    public static let UIApplicationDidReceiveMemoryWarning = UIApplication.didReceiveMemoryWarningNotification
    /// Swift 4.1's `.UIContentSizeCategoryDidChange`.
    public static let UIContentSizeCategoryDidChange = ContentSizeCategory.didChangeNotification
}

/// The application compares by identity, as an `NSObject` (see `IdentityHashable`).
extension UIApplication: IdentityHashable {}

/// `UIDocument`: ViewTree's `Document` (files really read and written; completions on the world's next turn).
public typealias UIDocument = Document

extension Notification.Name {
    /// `UIDocumentStateChanged`: the Swift 4 spelling of `UIDocument.stateChangedNotification`.
    public static let UIDocumentStateChanged = Document.stateChangedNotification
}
