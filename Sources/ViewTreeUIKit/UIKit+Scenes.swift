import Foundation
import ViewTree

// Scenes (iOS 13) and the app delegate: what `AppDelegate.swift` and `SceneDelegate.swift` are written against.
// ViewTree has no process to launch, so a test launches the app itself, with the delegates real code declares:
//
//     let app = UIApplication.launch(AppDelegate(), sceneDelegate: SceneDelegate())
//
// which calls them in UIKit's order (see `UIApplication.launch(_:sceneDelegate:in:)`).

/// `UICoordinateSpace`: something with bounds to convert coordinates in (a screen, a view), and the conversions
/// between any two: a view's through its window (a window's frame is in screen coordinates), a screen's own the
/// identity. (`fixedCoordinateSpace` converts as the screen's space in every orientation: ViewTree keeps no
/// physical panel rotation.)
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
    /// `convert(_:to:)` for a point.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `convert(_:from:)` for a point.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `convert(_:to:)` for a rectangle.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// `convert(_:from:)` for a rectangle.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// How a space maps to the screen's.
private protocol ScreenMappedSpace: UICoordinateSpace {
    func pointOnScreen(_ point: CGPoint) -> CGPoint
    func pointFromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenMappedSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        guard let target = coordinateSpace as? ScreenMappedSpace else { return point }
        return target.pointFromScreen(pointOnScreen(point))
    }
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        guard let source = coordinateSpace as? ScreenMappedSpace else { return point }
        return pointFromScreen(source.pointOnScreen(point))
    }
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        mapCorners(of: rect) { convert($0, to: coordinateSpace) }
    }
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        mapCorners(of: rect) { convert($0, from: coordinateSpace) }
    }
    /// The rectangle holding the four mapped corners.
    private func mapCorners(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension View: ScreenMappedSpace {
    fileprivate func pointOnScreen(_ point: CGPoint) -> CGPoint {
        guard let window = self as? Window ?? self.window else { return convert(point, to: nil) }
        let inWindow = self === window ? point : convert(point, to: nil)
        return CGPoint(x: inWindow.x - window.bounds.minX + window.frame.minX, y: inWindow.y - window.bounds.minY + window.frame.minY)
    }
    fileprivate func pointFromScreen(_ point: CGPoint) -> CGPoint {
        guard let window = self as? Window ?? self.window else { return convert(point, from: nil) }
        let inWindow = CGPoint(x: point.x - window.frame.minX + window.bounds.minX, y: point.y - window.frame.minY + window.bounds.minY)
        return self === window ? inWindow : convert(inWindow, from: nil)
    }
}

extension Screen: ScreenMappedSpace {
    fileprivate func pointOnScreen(_ point: CGPoint) -> CGPoint { point }
    fileprivate func pointFromScreen(_ point: CGPoint) -> CGPoint { point }
}

extension Screen {
    /// `coordinateSpace`: the screen itself (its bounds follow the interface orientation).
    public var coordinateSpace: UICoordinateSpace { self }
    /// `fixedCoordinateSpace`: the screen in portrait.
    public var fixedCoordinateSpace: UICoordinateSpace { FixedScreenSpace(bounds: nativeBounds.applying(.init(scaleX: 1 / scale, y: 1 / scale))) }
}

/// The portrait-up bounds of a screen (`fixedCoordinateSpace`).
private final class FixedScreenSpace: ScreenMappedSpace {
    let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
    func pointOnScreen(_ point: CGPoint) -> CGPoint { point }
    func pointFromScreen(_ point: CGPoint) -> CGPoint { point }
}

/// `UISceneSession`: a scene's persistent record (its role and configuration).
public final class UISceneSession: Hashable {
    /// `UISceneSession.Role`: what kind of scene the session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string.
        public let rawValue: String
        /// A role from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `.windowApplication`: the app's main window scene (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// `.windowExternalDisplayNonInteractive`: an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// `role`.
    public let role: Role
    /// `persistentIdentifier`: "scene-1", "scene-2"… in the order the world connected them (deterministic).
    public let persistentIdentifier: String
    /// `configuration`: the configuration the app delegate chose.
    public internal(set) var configuration: UISceneConfiguration
    /// `userInfo`.
    public var userInfo: [String: Any]?
    /// `scene`: the connected scene (weak, as UIKit's).
    public internal(set) weak var scene: UIScene?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    /// Sessions are equal when they are the same object.
    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UISceneConfiguration`: which delegate and storyboard a scene gets (from the Info.plist's
/// `UIApplicationSceneManifest` on a device).
public final class UISceneConfiguration {
    /// `name`: the configuration's name in the Info.plist ("Default Configuration" in Xcode's template).
    public let name: String?
    /// `role`.
    public let role: UISceneSession.Role
    /// `delegateClass`: the scene delegate's class (informational: ViewTree takes the delegate object from
    /// `UIApplication.launch(_:sceneDelegate:in:)`).
    public var delegateClass: AnyClass?
    /// `sceneClass`.
    public var sceneClass: AnyClass?
    /// `storyboard`: not loaded by ViewTree (use ViewTreeInterfaceBuilder).
    public var storyboard: AnyObject?

    /// `UISceneConfiguration(name:sessionRole:)`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

/// `UIScene`: one instance of the app's UI. Held by the world while connected; holds its delegate strongly, as
/// UIKit's scene does.
open class UIScene: Responder, Hashable {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable, Hashable {
        /// Not yet connected or disconnected (−1).
        case unattached = -1
        /// In the foreground and receiving events.
        case foregroundActive = 0
        /// In the foreground, not receiving events.
        case foregroundInactive = 1
        /// In the background.
        case background = 2
    }

    /// `UIScene.ConnectionOptions`: what the scene was connected for (URLs, user activities, shortcut items).
    public final class ConnectionOptions {
        /// `urlContexts`: the URLs to open.
        public let urlContexts: Set<UIOpenURLContext>
        /// `sourceApplication`.
        public let sourceApplication: String?
        /// `shortcutItem` (iOS 13): the Home Screen quick action the scene was launched for, `nil` otherwise.
        public let shortcutItem: UIApplicationShortcutItem?
        /// Options with the given URLs (and quick action).
        public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
                    shortcutItem: UIApplicationShortcutItem? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.shortcutItem = shortcutItem
        }
    }

    /// `session`.
    public let session: UISceneSession
    /// `delegate`: strong, as UIKit's.
    open var delegate: UISceneDelegate?
    /// `activationState`.
    open internal(set) var activationState: ActivationState = .unattached
    /// `title`.
    open var title: String?

    /// `UIScene(session:connectionOptions:)`.
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Scenes are equal when they are the same object.
    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIOpenURLContext`: a URL a scene is asked to open.
public final class UIOpenURLContext: Hashable {
    /// `url`.
    public let url: URL
    /// A context for `url`.
    public init(url: URL) { self.url = url }
    /// Equal when the URLs are.
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs.url == rhs.url }
    /// Hashes the URL.
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// `UIWindowScene`: a scene with windows on a screen.
open class UIWindowScene: UIScene {
    /// The world the scene belongs to.
    public private(set) weak var simulation: Simulation?
    /// The scene's windows, weakly (UIKit's scene does not own its windows; the app's code does).
    private var windowReferences: [WeakWindow] = []

    /// `UIWindowScene(session:connectionOptions:)`: a scene of the current world.
    public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        simulation = Simulation.current
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// `screen`: the world's screen.
    open var screen: Screen { simulation?.screen ?? UIScreen.main }
    /// `coordinateSpace`: the screen's.
    open var coordinateSpace: UICoordinateSpace { screen }
    /// `interfaceOrientation`: the screen's orientation.
    open var interfaceOrientation: InterfaceOrientation { screen.orientation }
    /// `traitCollection`: the screen's traits (its key window's, when it has one).
    open var traitCollection: TraitCollection { windows.first?.traitCollection ?? TraitCollection() }
    /// `windows`: the scene's windows still alive, in the order they joined it.
    open var windows: [Window] { windowReferences.compactMap(\.window) }
    /// `keyWindow` (iOS 15): the scene's window that is the world's key window.
    open var keyWindow: Window? { windows.first { $0.isKeyWindow } }
    /// `statusBarManager`.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(screen: screen) }

    /// Adds `window` to the scene (what setting `window.windowScene` does).
    func attach(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    /// Removes `window` from the scene.
    func detach(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }
}

/// A weak reference to a scene's window.
private struct WeakWindow {
    weak var window: Window?
}

/// `UIStatusBarManager`: the status bar's frame and style, from the screen.
public final class UIStatusBarManager {
    private let screen: Screen
    init(screen: Screen) { self.screen = screen }
    /// `statusBarFrame`: the screen's width by its status bar height (0 when hidden, which ViewTree never is).
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.statusBarHeight) }
    /// `isStatusBarHidden`: false.
    public var isStatusBarHidden: Bool { false }
    /// `statusBarStyle`: the default.
    public var statusBarStyle: ViewController.StatusBarStyle { .default }
}

extension Window {
    /// `UIWindow(windowScene:)`: a window the size of the scene's screen, in the scene.
    public convenience init(windowScene: UIWindowScene) {
        if let world = windowScene.simulation {
            self.init(frame: windowScene.screen.bounds, simulation: world)
        } else {
            self.init(frame: windowScene.screen.bounds)
        }
        windowScene.attach(self)
    }

    /// `windowScene`: the scene the window is in; setting it moves the window to that scene.
    public var windowScene: UIWindowScene? {
        get {
            guard let world = simulation else { return nil }
            return world.application.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
                .first { $0.windows.contains { $0 === self } }
        }
        set {
            windowScene?.detach(self)
            newValue?.attach(self)
        }
    }
}

/// `UISceneDelegate`: a scene's life-cycle calls. Every method is optional, as in UIKit (default: nothing).
public protocol UISceneDelegate: AnyObject {
    /// `scene(_:willConnectTo:options:)`: the scene is being added; build its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// `sceneDidDisconnect(_:)`.
    func sceneDidDisconnect(_ scene: UIScene)
    /// `sceneDidBecomeActive(_:)`.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// `sceneWillResignActive(_:)`.
    func sceneWillResignActive(_ scene: UIScene)
    /// `sceneWillEnterForeground(_:)`.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// `sceneDidEnterBackground(_:)`.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// `scene(_:openURLContexts:)`.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// `UIWindowSceneDelegate`: a window scene's delegate, which owns the scene's window.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// `window`: the scene's main window (optional in UIKit; the template declares `var window: UIWindow?`).
    var window: Window? { get set }
    /// `windowScene(_:performActionFor:completionHandler:)` (iOS 13): the user chose a Home Screen quick action
    /// while the scene was connected (`UIApplication.performQuickAction(ofType:completion:)` plays the user).
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate declares one.
    public var window: Window? {
        get { nil }
        set {}
    }
    /// Does nothing (the completion handler is not called, as for an unimplemented optional method).
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
}

/// `UIApplicationDelegate`: the app's life-cycle calls. Every method is optional, as in UIKit.
public protocol UIApplicationDelegate: AnyObject {
    /// `window`: the app's main window (apps without scenes).
    var window: Window? { get set }
    /// `application(_:willFinishLaunchingWithOptions:)`.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// `application(_:didFinishLaunchingWithOptions:)`.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// `application(_:configurationForConnecting:options:)`: the configuration of a new scene.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// `application(_:didDiscardSceneSessions:)`.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// `application(_:open:options:)`: asked to open a URL.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// `applicationDidBecomeActive(_:)` (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// `applicationWillResignActive(_:)`.
    func applicationWillResignActive(_ application: UIApplication)
    /// `applicationDidEnterBackground(_:)`.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// `applicationWillEnterForeground(_:)`.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// `applicationWillTerminate(_:)`.
    func applicationWillTerminate(_ application: UIApplication)
    /// `application(_:performActionFor:completionHandler:)` (iOS 9): the user chose a Home Screen quick action
    /// of a running app without scenes (`UIApplication.performQuickAction(ofType:completion:)` plays the user).
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// `applicationProtectedDataWillBecomeUnavailable(_:)` (iOS 4): the device is being locked and protected files
    /// are about to be locked down (`Simulation.lockDevice()` plays the user).
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// `applicationProtectedDataDidBecomeAvailable(_:)` (iOS 4): the device was unlocked (`Simulation.unlockDevice()`).
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    /// `applicationSignificantTimeChange(_:)`: midnight passed, the carrier updated the clock or daylight saving time
    /// began or ended (`Simulation.changeTimeSignificantly()` plays it).
    func applicationSignificantTimeChange(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window unless the delegate declares one.
    public var window: Window? {
        get { nil }
        set {}
    }
    /// `true`.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// "Default Configuration" for the session's role (what Xcode's template returns).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// `false`.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing (the completion handler is not called, as for an unimplemented optional method).
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
    /// Does nothing.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    /// What `@main` runs: on a device, `UIApplicationMain`. ViewTree has no app process; an executable whose
    /// `@main` is the app delegate prints how to launch it in a test and returns (use
    /// `UIApplication.launch(_:sceneDelegate:in:)`).
    public static func main() {
        print("ViewTree: \(Self.self) is an app delegate; ViewTree runs no app process. Launch it in a test with UIApplication.launch(\(Self.self)(), sceneDelegate: …).")
    }
}

extension UIApplication {
    /// Launches an app in `world` (the current world by default) the way `UIApplicationMain` does, calling the
    /// delegates in UIKit's order:
    /// 1. `application(_:willFinishLaunchingWithOptions:)`, then `application(_:didFinishLaunchingWithOptions:)`;
    /// 2. with a scene delegate: `application(_:configurationForConnecting:options:)`, then the scene delegate's
    ///    `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`;
    ///    without one: `applicationDidBecomeActive(_:)`.
    ///
    /// Launched with a quick action (`options[.shortcutItem]`): an app without scenes has its delegate's
    /// `application(_:performActionFor:completionHandler:)` called after it became active, unless
    /// `application(_:didFinishLaunchingWithOptions:)` returned `false`; a scene finds the item in its connection
    /// options' `shortcutItem`.
    ///
    /// The world keeps the app delegate and the connected scene (which keeps its delegate). Launching again in
    /// the same world is rejected with an `.invalidValue` diagnostic and changes nothing. Returns the
    /// application.
    @discardableResult
    public static func launch(_ delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate? = nil,
                              options: [LaunchOptionsKey: Any]? = nil,
                              in world: Simulation? = Simulation.current) -> UIApplication {
        let world = world ?? Simulation()
        world.makeCurrent()
        let app = UIApplication.of(world)
        let record = world.application
        guard record.delegate == nil else {
            world.report(Diagnostic(code: .invalidValue, subject: "UIApplication",
                                    message: "launch(_:sceneDelegate:) called again: this world's app is already launched with \(type(of: record.delegate!)); the second launch is ignored"))
            return app
        }
        record.delegate = delegate
        record.state = .inactive
        let launchQuickAction = options?[.shortcutItem] as? UIApplicationShortcutItem
        _ = delegate.application(app, willFinishLaunchingWithOptions: options)
        let handlesQuickAction = delegate.application(app, didFinishLaunchingWithOptions: options)
        world.notificationCenter.post(name: UIApplication.didFinishLaunchingNotification, object: app,
                                      userInfo: options.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key.rawValue), $0.value) }) })
        guard let sceneDelegate else {
            record.state = .active
            delegate.applicationDidBecomeActive(app)
            world.notificationCenter.post(name: UIApplication.didBecomeActiveNotification, object: app)
            // Launched from a quick action: the delegate performs it unless its launch method returned false
            // ("except when you've intercepted the interaction in a launch method").
            if let launchQuickAction, handlesQuickAction {
                delegate.application(app, performActionFor: launchQuickAction, completionHandler: { _ in })
            }
            return app
        }
        let session = UISceneSession(role: .windowApplication,
                                     persistentIdentifier: "scene-\(record.connectedScenes.count + 1)")
        // A scene launched from a quick action finds it in its connection options.
        let connectionOptions = UIScene.ConnectionOptions(shortcutItem: launchQuickAction)
        session.configuration = delegate.application(app, configurationForConnecting: session, options: connectionOptions)
        let scene = UIWindowScene(session: session, connectionOptions: connectionOptions)
        scene.delegate = sceneDelegate
        record.connectedScenes.append(scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: connectionOptions)
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        record.state = .active
        sceneDelegate.sceneDidBecomeActive(scene)
        world.notificationCenter.post(name: UIApplication.didBecomeActiveNotification, object: app)
        return app
    }
}

// Home Screen quick actions (iOS 9): the dynamic items the app registers, and the user choosing one.
extension UIApplication {
    /// `shortcutItems`: the app's dynamic Home Screen quick actions, kept in the world's record (immutable copies
    /// of what is set: `ApplicationRecord.shortcutItems`).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { record.shortcutItems }
        set { record.shortcutItems = newValue }
    }

    /// Plays the user choosing the Home Screen quick action of type `type` while the app runs (**ours**): the
    /// action must be one the Home Screen shows (`ApplicationRecord.displayedQuickActions`: the static items, then
    /// the dynamic ones, four at most). A connected window scene's delegate hears
    /// `windowScene(_:performActionFor:completionHandler:)`; an app without scenes, its delegate's
    /// `application(_:performActionFor:completionHandler:)` (UIKit calls the scene's method instead of the app
    /// delegate's once the app uses scenes). `completion` gets what the app passes to its completion handler.
    /// Refused with `.invalidValue`, calling nothing, when the app is not launched or no shown action has that
    /// type. Returns the item delivered.
    @discardableResult
    public func performQuickAction(ofType type: String, completion: ((Bool) -> Void)? = nil) -> UIApplicationShortcutItem? {
        let record = self.record
        guard let delegate = record.delegate as? UIApplicationDelegate else {
            simulation?.report(Diagnostic(code: .invalidValue, subject: "UIApplication",
                                          message: "performQuickAction(ofType: \"\(type)\"): the app is not launched; nothing was performed"))
            return nil
        }
        guard let item = record.displayedQuickActions.first(where: { $0.type == type }) else {
            let shown = record.displayedQuickActions.map(\.type)
            simulation?.report(Diagnostic(code: .invalidValue, subject: "UIApplication",
                                          message: "performQuickAction(ofType: \"\(type)\"): the Home Screen shows no quick action of that type (it shows \(shown)); nothing was performed"))
            return nil
        }
        let handler: (Bool) -> Void = { completion?($0) }
        if let scene = record.connectedScenes.compactMap({ $0 as? UIWindowScene }).first,
           let sceneDelegate = scene.delegate as? UIWindowSceneDelegate {
            sceneDelegate.windowScene(scene, performActionFor: item, completionHandler: handler)
        } else {
            delegate.application(self, performActionFor: item, completionHandler: handler)
        }
        return item
    }
}
