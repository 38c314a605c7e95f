//
//  SystemStateMonitors.swift
//
//  Twentieth probe. Adapted (rewritten, keeping the UIKit members they use) from eBardX/XestiMonitors (MIT licence,
//  © J. G. Pusey), a library of monitors that turn system notifications into events:
//  - `Sources/Core/Base/BaseNotificationMonitor.swift` (commit 5f7a4858d7dbdd938267ed9a24987857a4c0714d) and
//    `Sources/Core/Base/Monitor.swift` (same commit); the `BaseMonitor` they build on is not in the stored history and
//    is rewritten here from its use (`configureMonitor()` / `cleanupMonitor()` around `isMonitoring`);
//  - `Sources/Core/DependencyInjection/NotificationCenterInjection.swift` (commit d5dc9aa24b9e84530f3f026f328cec8904215179),
//    `DeviceInjection.swift` and `ApplicationInjection.swift` (commit 149b53d6a00360711320c4bc7385e1e15718f509): protocols
//    that `UIDevice`, `UIApplication` and `NotificationCenter` conform to in an empty extension, so every member they list
//    must exist with UIKit's type (`UIDeviceBatteryState`, `UIApplicationState`, `UIBackgroundRefreshStatus`);
//  - `Sources/Core/Device/ProximityMonitor.swift` (commit 149b53d6…): `isProximityMonitoringEnabled` turned on to test
//    for the sensor, `proximityState`, `.UIDeviceProximityStateDidChange`;
//  - `Sources/Core/Screen/ScreenCapturedMonitor.swift` (commit 0ccc046d368e363dd9aefe605ca1fa05cac2ea85):
//    `.UIScreenCapturedDidChange` with the screen as the notification's object;
//  - `Sources/Core/UIKit/Application/ScreenshotMonitor.swift`, `BackgroundRefreshMonitor.swift` and
//    `ProtectedDataMonitor.swift` (commit 27a75fbc1958f7c33c587f99e2a90a4b3bc65856): observers filtered by
//    `object: application`, `backgroundRefreshStatus`, `isProtectedDataAvailable`;
//  - `Sources/Core/Application/TimeMonitor.swift` (commit 3dfedf2b2fef027bec19e07588a1f29fd211d550):
//    `.UIApplicationSignificantTimeChange`.
//  The `#if os(iOS)` guards are left out. No porting edit: a test injects the world's notification centre through the
//  library's own `NotificationCenterInjector`, as its tests inject a mock. The Swift 6 errors listed are the strict-
//  concurrency ones the library meets with UIKit too (its `static var` injectors; Foundation's `@Sendable` block).
//
import UIKit

// MARK: Monitor.swift

public protocol Monitor {
    var isMonitoring: Bool { get }

    func startMonitoring()

    func stopMonitoring()
}

// MARK: BaseMonitor (rewritten)

open class BaseMonitor: Monitor {
    public init() {}

    public private(set) var isMonitoring = false

    open func configureMonitor() {}

    open func cleanupMonitor() {}

    public final func startMonitoring() {
        guard !isMonitoring else { return }
        configureMonitor()
        isMonitoring = true
    }

    public final func stopMonitoring() {
        guard isMonitoring else { return }
        cleanupMonitor()
        isMonitoring = false
    }
}

// MARK: NotificationCenterInjection.swift

internal protocol NotificationCenterProtocol: AnyObject {
    func addObserver(forName name: NSNotification.Name?,
                     object obj: Any?,
                     queue: OperationQueue?,
                     using block: @escaping (Notification) -> Void) -> NSObjectProtocol

    func removeObserver(_ observer: Any)
}

extension NotificationCenter: NotificationCenterProtocol {}

internal enum NotificationCenterInjector {
    internal static var inject: () -> NotificationCenterProtocol = { NotificationCenter.`default` }
}

// `NotificationCenterInjected` is not in the stored history; rewritten from its use (the centre the injector gives).
internal protocol NotificationCenterInjected {}

extension NotificationCenterInjected {
    var notificationCenter: NotificationCenterProtocol { NotificationCenterInjector.inject() }
}

// MARK: BaseNotificationMonitor.swift

open class BaseNotificationMonitor: BaseMonitor {
    open func addNotificationObservers() {
        observers = []
    }

    open func removeNotificationObservers() {
        observers.forEach { notificationCenter.removeObserver($0) }

        observers = []
    }

    public init(queue: OperationQueue) {
        self.queue = queue
    }

    public func observe(_ name: Notification.Name,
                        object: Any? = nil,
                        using block: @escaping (Notification) -> Void) {
        let observer = notificationCenter.addObserver(forName: name,
                                                      object: object,
                                                      queue: queue,
                                                      using: block)

        observers.append(observer)
    }

    private let queue: OperationQueue

    private var observers: [NSObjectProtocol] = []

    public override final func cleanupMonitor() {
        removeNotificationObservers()

        super.cleanupMonitor()
    }

    public override final func configureMonitor() {
        super.configureMonitor()

        addNotificationObservers()
    }
}

extension BaseNotificationMonitor: NotificationCenterInjected {}

// MARK: DeviceInjection.swift

internal protocol DeviceProtocol: AnyObject {
    var batteryLevel: Float { get }

    var batteryState: UIDeviceBatteryState { get }

    var isBatteryMonitoringEnabled: Bool { get set }

    var isProximityMonitoringEnabled: Bool { get set }

    var orientation: UIDeviceOrientation { get }

    var proximityState: Bool { get }

    func beginGeneratingDeviceOrientationNotifications()

    func endGeneratingDeviceOrientationNotifications()
}

extension UIDevice: DeviceProtocol {}

internal struct DeviceInjector {
    internal static var inject: () -> DeviceProtocol = { return UIDevice.current }
}

// MARK: ApplicationInjection.swift

internal protocol ApplicationProtocol: AnyObject {
    var applicationState: UIApplicationState { get }

    var backgroundRefreshStatus: UIBackgroundRefreshStatus { get }

    var isProtectedDataAvailable: Bool { get }

    var statusBarFrame: CGRect { get }

    var statusBarOrientation: UIInterfaceOrientation { get }
}

extension UIApplication: ApplicationProtocol {}

internal struct ApplicationInjector {
    internal static var inject: () -> ApplicationProtocol = { return UIApplication.shared }
}

// MARK: ProximityMonitor.swift

public class ProximityMonitor: BaseNotificationMonitor {
    public enum Event {
        case stateDidChange(Bool)
    }

    public init(queue: OperationQueue = .main,
                handler: @escaping (Event) -> Void) {
        self.device = DeviceInjector.inject()
        self.handler = handler

        super.init(queue: queue)
    }

    public lazy var isAvailable: Bool = {
        let oldValue = self.device.isProximityMonitoringEnabled

        defer { self.device.isProximityMonitoringEnabled = oldValue }

        self.device.isProximityMonitoringEnabled = true

        return self.device.isProximityMonitoringEnabled
    }()

    public var state: Bool {
        return device.proximityState
    }

    private let device: DeviceProtocol
    private let handler: (Event) -> Void

    public override func addNotificationObservers() {
        super.addNotificationObservers()

        observe(.UIDeviceProximityStateDidChange) { [unowned self] _ in
            self.handler(.stateDidChange(self.device.proximityState))
        }

        device.isProximityMonitoringEnabled = true
    }

    public override func removeNotificationObservers() {
        device.isProximityMonitoringEnabled = false

        super.removeNotificationObservers()
    }
}

// MARK: ScreenCapturedMonitor.swift

public class ScreenCapturedMonitor: BaseNotificationMonitor {
    public enum Event {
        case didChange(UIScreen)
    }

    public init(screen: UIScreen,
                queue: OperationQueue = .main,
                handler: @escaping (Event) -> Void) {
        self.screen = screen
        self.handler = handler

        super.init(queue: queue)
    }

    public let screen: UIScreen

    private let handler: (Event) -> Void

    public override func addNotificationObservers() {
        super.addNotificationObservers()
        observe(.UIScreenCapturedDidChange) { [unowned self] in
            if let screen = $0.object as? UIScreen {
                self.handler(.didChange(screen))
            }
        }
    }
}

// MARK: ScreenshotMonitor.swift

public class ScreenshotMonitor: BaseNotificationMonitor {
    public enum Event {
        case userDidTake
    }

    public init(queue: OperationQueue = .main,
                handler: @escaping (Event) -> Void) {
        self.application = ApplicationInjector.inject()
        self.handler = handler

        super.init(queue: queue)
    }

    private let application: ApplicationProtocol
    private let handler: (Event) -> Void

    override public func addNotificationObservers() {
        super.addNotificationObservers()

        observe(UIApplication.userDidTakeScreenshotNotification,
                object: application) { [unowned self] _ in
                    self.handler(.userDidTake)
        }
    }
}

// MARK: BackgroundRefreshMonitor.swift

public class BackgroundRefreshMonitor: BaseNotificationMonitor {
    public enum Event {
        case statusDidChange(UIBackgroundRefreshStatus)
    }

    public init(queue: OperationQueue = .main,
                handler: @escaping (Event) -> Void) {
        self.application = ApplicationInjector.inject()
        self.handler = handler

        super.init(queue: queue)
    }

    public var status: UIBackgroundRefreshStatus {
        return application.backgroundRefreshStatus
    }

    private let application: ApplicationProtocol
    private let handler: (Event) -> Void

    override public func addNotificationObservers() {
        super.addNotificationObservers()

        observe(UIApplication.backgroundRefreshStatusDidChangeNotification,
                object: application) { [unowned self] _ in
                    self.handler(.statusDidChange(self.status))
        }
    }
}

// MARK: ProtectedDataMonitor.swift

public class ProtectedDataMonitor: BaseNotificationMonitor {
    public enum Event {
        case didBecomeAvailable

        case willBecomeUnavailable
    }

    public struct Options: OptionSet {
        public static let didBecomeAvailable = Options(rawValue: 1 << 0)

        public static let willBecomeUnavailable = Options(rawValue: 1 << 1)

        public static let all: Options = [.didBecomeAvailable,
                                          .willBecomeUnavailable]

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public let rawValue: UInt
    }

    public init(options: Options = .all,
                queue: OperationQueue = .main,
                handler: @escaping (Event) -> Void) {
        self.application = ApplicationInjector.inject()
        self.handler = handler
        self.options = options

        super.init(queue: queue)
    }

    public var isContentAccessible: Bool {
        return application.isProtectedDataAvailable
    }

    private let application: ApplicationProtocol
    private let handler: (Event) -> Void
    private let options: Options

    override public func addNotificationObservers() {
        super.addNotificationObservers()

        if options.contains(.didBecomeAvailable) {
            observe(UIApplication.protectedDataDidBecomeAvailableNotification,
                    object: application) { [unowned self] _ in
                        self.handler(.didBecomeAvailable)
            }
        }

        if options.contains(.willBecomeUnavailable) {
            observe(UIApplication.protectedDataWillBecomeUnavailableNotification,
                    object: application) { [unowned self] _ in
                        self.handler(.willBecomeUnavailable)
            }
        }
    }
}

// MARK: TimeMonitor.swift

public class TimeMonitor: BaseNotificationMonitor {
    public enum Event {
        case significantChange
    }

    public init(queue: OperationQueue = .main,
                handler: @escaping (Event) -> Void) {
        self.handler = handler

        super.init(queue: queue)
    }

    private let handler: (Event) -> Void

    public override func addNotificationObservers() {
        super.addNotificationObservers()

        observe(.UIApplicationSignificantTimeChange) { [unowned self] _ in
            self.handler(.significantChange)
        }
    }
}

// The Swift 6 mode's strict-concurrency errors, which the library (written for Swift 4–5) meets with UIKit as well:
// expect-error-swift6: sendability of function types in instance method 'addObserver(forName:object:queue:using:)' does not match requirement in protocol 'NotificationCenterProtocol'
// expect-error-swift6: static property 'inject' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'didBecomeAvailable' is not concurrency-safe because non-'Sendable' type 'ProtectedDataMonitor.Options' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'willBecomeUnavailable' is not concurrency-safe because non-'Sendable' type 'ProtectedDataMonitor.Options' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'all' is not concurrency-safe because non-'Sendable' type 'ProtectedDataMonitor.Options' may have shared mutable state [#MutableGlobalVariable]
