import Foundation
import ViewTree

// What the device and the system tell a running app beyond its windows: screen capture and screenshots, the proximity
// sensor, the app's alternate icons, Background App Refresh, protected data and significant time changes. Each is kept
// in the world (the screen, or the app record), so two worlds never share it; a test plays what the user or the system
// does through the `Simulation` members below, and the app sees it through UIKit's API and notifications, posted to the
// world's centre with UIKit's objects (the world's one `UIApplication`, `UIScreen` and `UIDevice`).

/// `UIApplicationState`: the Swift 4.0–4.1 name of `UIApplication.State`.
public typealias UIApplicationState = UIApplication.State
/// `UIDeviceBatteryState`: the Swift 4.0–4.1 name of `UIDevice.BatteryState`.
public typealias UIDeviceBatteryState = UIDevice.BatteryState
/// `UIBackgroundRefreshStatus` (iOS 7): ViewTree's `ApplicationRecord.BackgroundRefreshStatus` (UIKit's raw values:
/// restricted 0, denied 1, available 2).
public typealias UIBackgroundRefreshStatus = ApplicationRecord.BackgroundRefreshStatus

// MARK: Screen capture and screenshots

extension Notification.Name {
    /// Swift 4.0–4.1's `.UIScreenCapturedDidChange` (`UIScreen.capturedDidChangeNotification`).
    public static let UIScreenCapturedDidChange = Screen.capturedDidChangeNotification
    /// Swift 4.0–4.1's `.UIApplicationUserDidTakeScreenshot`.
    public static let UIApplicationUserDidTakeScreenshot = UIApplication.userDidTakeScreenshotNotification
    /// Swift 4.0–4.1's `.UIDeviceProximityStateDidChange`.
    public static let UIDeviceProximityStateDidChange = UIDevice.proximityStateDidChangeNotification
    /// Swift 4.0–4.1's `.UIApplicationBackgroundRefreshStatusDidChange`.
    public static let UIApplicationBackgroundRefreshStatusDidChange = UIApplication.backgroundRefreshStatusDidChangeNotification
    /// Swift 4.0–4.1's `.UIApplicationProtectedDataWillBecomeUnavailable`.
    public static let UIApplicationProtectedDataWillBecomeUnavailable = UIApplication.protectedDataWillBecomeUnavailableNotification
    /// Swift 4.0–4.1's `.UIApplicationProtectedDataDidBecomeAvailable`.
    public static let UIApplicationProtectedDataDidBecomeAvailable = UIApplication.protectedDataDidBecomeAvailableNotification
    /// Swift 4.0–4.1's `.UIApplicationSignificantTimeChange`.
    public static let UIApplicationSignificantTimeChange = UIApplication.significantTimeChangeNotification
}

extension UIApplication {
    /// `UIApplication.userDidTakeScreenshotNotification` (iOS 7): posted after the user took a screenshot, with the
    /// application as its object and no `userInfo` (`Simulation.takeScreenshot()` plays the user).
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

extension Simulation {
    /// Plays the user taking a screenshot (the side and volume-up buttons; **ours**, the test's side): counts it in the
    /// app record (`screenshotsTaken`) and posts `UIApplication.userDidTakeScreenshotNotification` to the world's centre,
    /// with the world's application as its object, after the screenshot is taken (UIKit: "Posted when the user presses
    /// the Home and Lock buttons to take a screenshot … after the screenshot is taken"). A screenshot does not make the
    /// screen captured (`isScreenCaptured` is for recording, AirPlay and mirroring).
    public func takeScreenshot() {
        application.screenshotsTaken += 1
        notificationCenter.post(name: UIApplication.userDidTakeScreenshotNotification, object: UIApplication.of(self))
    }
}

// MARK: The proximity sensor

extension UIDevice {
    /// `UIDevice.proximityStateDidChangeNotification` (iOS 3): posted, with the device as its object, when
    /// `proximityState` changes while monitoring is on.
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// `isProximityMonitoringEnabled` (iOS 3): `false` by default. Setting `true` turns the sensor on only on a device
    /// that has one (`Device.hasProximitySensor`: the iPhones): on an iPad the property stays `false`, which is how apps
    /// tell ("To determine if proximity monitoring is available, attempt to enable it. If the value … remains false,
    /// proximity monitoring isn't available"). Kept in the world's app record; with no world, always `false`.
    public var isProximityMonitoringEnabled: Bool {
        get { Simulation.current?.application.isProximityMonitoringEnabled ?? false }
        set {
            guard let world = Simulation.current else { return }
            world.application.isProximityMonitoringEnabled = newValue && world.screen.device.hasProximitySensor
        }
    }

    /// `proximityState` (iOS 3): whether the sensor is close to the user; always `false` while monitoring is off or on a
    /// device without a sensor (`UIDevice.h`: "always returns NO if no proximity detector").
    public var proximityState: Bool {
        guard let world = Simulation.current else { return false }
        return world.application.isProximityMonitoringEnabled && world.application.isProximitySensorCovered
    }
}

extension Simulation {
    /// Plays the user bringing the phone to their ear (`true`) or away (`false`) (**ours**, the test's side of the
    /// sensor). While proximity monitoring is on, a change of `UIDevice.proximityState` posts
    /// `UIDevice.proximityStateDidChangeNotification` with the world's `UIDevice` as its object; with monitoring off (or
    /// no sensor) the cover is remembered and nothing is posted, and turning monitoring on later reads it (**ours**:
    /// UIKit posts only for changes while monitoring).
    public var isProximitySensorCovered: Bool {
        get { application.isProximitySensorCovered }
        set {
            let was = application.isProximityMonitoringEnabled && application.isProximitySensorCovered
            application.isProximitySensorCovered = newValue
            let now = application.isProximityMonitoringEnabled && newValue
            guard was != now else { return }
            notificationCenter.post(name: UIDevice.proximityStateDidChangeNotification, object: application.deviceObject)
        }
    }
}

// MARK: Alternate app icons (iOS 10.3)

extension UIApplication {
    /// `supportsAlternateIcons` (iOS 10.3): `true` in the worlds of iOS 11 and later (the `ios11` and `ios13` profiles),
    /// `false` before — the `ios10` profile stands for iOS 9–10 and reports system version 10.0, before 10.3 — and with no
    /// world. Apple: "true only when the system allows you to change the icon of your app"; whether the app declares
    /// alternates does not change it.
    public var supportsAlternateIcons: Bool {
        guard let world = simulation else { return false }
        let version = Int(world.profile.identifier.filter(\.isNumber)) ?? 0
        return version >= 11
    }

    /// `alternateIconName` (iOS 10.3): the alternate icon the Home Screen shows, `nil` for the primary icon (the world's
    /// `ApplicationRecord.alternateIconName`).
    public var alternateIconName: String? { simulation?.application.alternateIconName }

    /// The error `setAlternateIconName(_:completionHandler:)` reports for a name the Info.plist does not declare: as a
    /// device reports it, `NSCocoaErrorDomain` code 4 (`NSFileNoSuchFileError`, "The file doesn’t exist.") with an
    /// underlying `LSApplicationWorkspaceErrorDomain` error −105, "iconName not found in CFBundleAlternateIcons entry"
    /// (pointfreeco/isowords issue 78, an iPad whose Info.plist lacked `CFBundleIcons~ipad`).
    public static func alternateIconNotFoundError(_ name: String) -> NSError {
        let underlying = NSError(domain: "LSApplicationWorkspaceErrorDomain", code: -105,
                                 userInfo: [NSLocalizedDescriptionKey: "iconName not found in CFBundleAlternateIcons entry"])
        return NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileNoSuchFile.rawValue,
                       userInfo: [NSLocalizedDescriptionKey: "The file doesn’t exist.", NSUnderlyingErrorKey: underlying])
    }

    /// `setAlternateIconName(_:completionHandler:)` (iOS 10.3): changes the Home Screen icon to the alternate icon
    /// `alternateIconName` names, a key of `CFBundleAlternateIcons` (the world's `ApplicationRecord.alternateIconNames`,
    /// or on an iPad its `padAlternateIconNames` when set), or to the primary icon for `nil`. The change, and the
    /// completion handler, come on the world's next run-loop turn (UIKit calls the handler asynchronously, "on a
    /// UIKit-provided queue, and not necessarily on your app's main queue"): a declared name (or `nil`) becomes
    /// `alternateIconName`, the system's confirmation is listed in `ApplicationRecord.iconChangeAlerts` and the handler
    /// gets `nil`; an undeclared name changes nothing and the handler gets `alternateIconNotFoundError(_:)`. Where the
    /// system does not support alternate icons (`supportsAlternateIcons` `false`) the handler gets an
    /// `NSFeatureUnsupportedError` (**ours**: the code; UIKit reports "the feature is not supported"). Setting the icon
    /// it already shows also succeeds and confirms again (**ours**).
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        guard let world = simulation else {
            completionHandler?(NSError(domain: NSCocoaErrorDomain, code: CocoaError.featureUnsupported.rawValue))
            return
        }
        let supported = supportsAlternateIcons
        world.runLoop.perform { [weak world] in
            guard let world else { return }
            let record = world.application
            guard supported else {
                completionHandler?(NSError(domain: NSCocoaErrorDomain, code: CocoaError.featureUnsupported.rawValue,
                                           userInfo: [NSLocalizedDescriptionKey: "The requested operation couldn’t be completed because the feature is not supported."]))
                return
            }
            if let name = alternateIconName {
                let declared = world.screen.device.idiom == .pad ? (record.padAlternateIconNames ?? record.alternateIconNames)
                                                                 : record.alternateIconNames
                guard declared.contains(name) else {
                    completionHandler?(UIApplication.alternateIconNotFoundError(name))
                    return
                }
            }
            record.alternateIconName = alternateIconName
            record.iconChangeAlerts.append(alternateIconName)
            completionHandler?(nil)
        }
    }
}

// MARK: Background App Refresh

extension UIApplication {
    /// `UIApplication.backgroundRefreshStatusDidChangeNotification` (iOS 7): posted, with the application as its object,
    /// when the user changes Background App Refresh for the app (`Simulation.backgroundRefreshStatus`).
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")

    /// `backgroundRefreshStatus` (iOS 7): whether the app may refresh in the background; the world's
    /// (`.available` until a test changes it), `.available` with no world.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { simulation?.application.backgroundRefreshStatus ?? .available }
}

extension Simulation {
    /// Plays the user (or a restriction) changing Background App Refresh for the app (**ours**, the test's side): a
    /// different value posts `UIApplication.backgroundRefreshStatusDidChangeNotification` with the application as its
    /// object; the same value posts nothing.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus {
        get { application.backgroundRefreshStatus }
        set {
            guard newValue != application.backgroundRefreshStatus else { return }
            application.backgroundRefreshStatus = newValue
            notificationCenter.post(name: UIApplication.backgroundRefreshStatusDidChangeNotification, object: UIApplication.of(self))
        }
    }
}

// MARK: Protected data (iOS 4)

extension UIApplication {
    /// `UIApplication.protectedDataWillBecomeUnavailableNotification`: posted, with the application as its object and
    /// no `userInfo`, "shortly before protected files are locked down and become inaccessible".
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    /// `UIApplication.protectedDataDidBecomeAvailableNotification`: posted, with the application as its object, when
    /// protected files become available again.
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")

    /// `isProtectedDataAvailable`: whether protected files can be read: `false` only while the device is locked with a
    /// passcode (`ApplicationRecord.isDeviceLocked`, `deviceHasPasscode`); `true` with no world.
    public var isProtectedDataAvailable: Bool {
        guard let record = simulation?.application else { return true }
        return !(record.isDeviceLocked && record.deviceHasPasscode)
    }
}

extension Simulation {
    /// Plays the user locking the device (**ours**, the test's side). With a passcode (`application.deviceHasPasscode`,
    /// the default), the app delegate's `applicationProtectedDataWillBecomeUnavailable(_:)` is called, then
    /// `protectedDataWillBecomeUnavailableNotification` is posted, and protected data is unavailable from then on (Apple:
    /// "This notification lets your app know that the device is about to be locked"; the delegate before the
    /// notification, as for the other app events, and the lock at once rather than some seconds later, are **ours**).
    /// Without a passcode the device locks and protected data stays available, with nothing called or posted. Locking a
    /// locked device does nothing.
    public func lockDevice() {
        let record = application
        guard !record.isDeviceLocked else { return }
        let app = UIApplication.of(self)
        if record.deviceHasPasscode {
            app.delegate?.applicationProtectedDataWillBecomeUnavailable(app)
            notificationCenter.post(name: UIApplication.protectedDataWillBecomeUnavailableNotification, object: app)
        }
        record.isDeviceLocked = true
    }

    /// Plays the user unlocking the device (**ours**): protected data is available again, then (with a passcode) the
    /// delegate's `applicationProtectedDataDidBecomeAvailable(_:)` is called and
    /// `protectedDataDidBecomeAvailableNotification` posted, so both already read `isProtectedDataAvailable` as `true`.
    /// Unlocking an unlocked device does nothing.
    public func unlockDevice() {
        let record = application
        guard record.isDeviceLocked else { return }
        record.isDeviceLocked = false
        guard record.deviceHasPasscode else { return }
        let app = UIApplication.of(self)
        app.delegate?.applicationProtectedDataDidBecomeAvailable(app)
        notificationCenter.post(name: UIApplication.protectedDataDidBecomeAvailableNotification, object: app)
    }
}

// MARK: Significant time changes

extension UIApplication {
    /// `UIApplication.significantTimeChangeNotification`: posted, with the application as its object, when "there is a
    /// significant change in time, for example, the arrival of a new day (midnight), carrier time update, and change to
    /// or from daylight savings time" (`Simulation.changeTimeSignificantly()`).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

extension Simulation {
    /// Plays a significant change of the device's time — midnight, a carrier time update, daylight saving time (**ours**,
    /// the test's side: the world's clock is virtual and has no calendar): the app delegate's
    /// `applicationSignificantTimeChange(_:)` is called, then `UIApplication.significantTimeChangeNotification` posted
    /// with the application as its object (Apple documents both; the order is **ours**, as for the other app events).
    public func changeTimeSignificantly() {
        let app = UIApplication.of(self)
        app.delegate?.applicationSignificantTimeChange(app)
        notificationCenter.post(name: UIApplication.significantTimeChangeNotification, object: app)
    }
}
