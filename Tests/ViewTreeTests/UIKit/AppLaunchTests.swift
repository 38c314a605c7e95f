// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

/// An app delegate and a scene delegate written as Xcode's template writes them, launched in a world.
@Suite struct AppLaunchTests {
    /// Records every delegate call in order.
    final class Log { var calls: [String] = [] }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.calls.append("willFinishLaunching")
            return true
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.calls.append("didFinishLaunching state=\(application.applicationState.rawValue)")
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            log.calls.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.calls.append("applicationDidBecomeActive") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) { self.log = log }
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            log.calls.append("willConnectTo \(session.configuration.name ?? "-")")
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(frame: windowScene.coordinateSpace.bounds)
            window?.windowScene = windowScene
            window?.rootViewController = UINavigationController(rootViewController: UIViewController())
            window?.makeKeyAndVisible()
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.calls.append("sceneWillEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.calls.append("sceneDidBecomeActive state=\(scene.activationState.rawValue)") }
    }

    @Test func aSceneAppLaunchesInUIKitsOrderAndItsWindowIsTheScenesKeyWindow() {
        let world = Simulation()
        let log = Log()
        let sceneDelegate = SceneDelegate(log: log)
        let app = UIApplication.launch(AppDelegate(log: log), sceneDelegate: sceneDelegate, in: world)
        #expect(log.calls == [
            "willFinishLaunching", "didFinishLaunching state=1",
            "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "willConnectTo Default Configuration", "sceneWillEnterForeground", "sceneDidBecomeActive state=0",
        ])
        #expect(app.applicationState == .active)
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        #expect(scenes.count == 1)
        let keyWindow = scenes.flatMap { $0.windows }.first { $0.isKeyWindow }
        #expect(keyWindow === sceneDelegate.window && keyWindow != nil)
        #expect(keyWindow?.windowScene === scenes.first)
        #expect(keyWindow?.bounds == world.screen.bounds)
        #expect(scenes.first?.keyWindow === keyWindow)
        #expect(keyWindow?.rootViewController is UINavigationController)
        #expect(UIApplication.shared.delegate is AppDelegate)
        #expect(scenes.first?.session.persistentIdentifier == "scene-1")
        #expect(scenes.first?.statusBarManager?.statusBarFrame.height == world.screen.statusBarHeight)
    }

    @Test func anAppWithoutScenesBecomesActiveThroughItsDelegateAndASecondLaunchIsRefused() {
        let world = Simulation()
        let log = Log()
        UIApplication.launch(AppDelegate(log: log), in: world)
        #expect(log.calls == ["willFinishLaunching", "didFinishLaunching state=1", "applicationDidBecomeActive"])
        UIApplication.launch(AppDelegate(log: log), in: world)
        #expect(log.calls.count == 3)
        #expect(world.diagnostics.last?.message.contains("already launched") == true)
    }

    @Test func openingURLsIsRecordedInTheWorldAndCompletesOnTheNextTurn() throws {
        let world = Simulation()
        let settings = try #require(URL(string: UIApplication.openSettingsURLString))
        #expect(UIApplication.shared.canOpenURL(settings))
        let custom = try #require(URL(string: "myapp://item/3"))
        #expect(!UIApplication.shared.canOpenURL(custom))
        var results: [Bool] = []
        UIApplication.shared.open(settings) { results.append($0) }
        UIApplication.shared.open(custom) { results.append($0) }
        #expect(results.isEmpty)
        world.runLoop.run(for: 0)
        #expect(results == [true, false])
        world.application.openableURLSchemes.insert("myapp")
        UIApplication.shared.open(custom)
        let web = try #require(URL(string: "https://example.com"))
        UIApplication.shared.open(web, options: [.universalLinksOnly: true]) { results.append($0) }
        world.runLoop.run(for: 0)
        #expect(results == [true, false, false])
        #expect(world.application.openedURLs == [settings, custom])
    }

    @Test func twoWorldsKeepTheirOwnAppState() {
        let first = Simulation()
        UIApplication.shared.applicationIconBadgeNumber = 3
        let second = Simulation()
        #expect(UIApplication.shared.applicationIconBadgeNumber == 0)
        UIApplication.shared.isIdleTimerDisabled = true
        #expect(first.application.applicationIconBadgeNumber == 3 && !first.application.isIdleTimerDisabled)
        #expect(second.application.isIdleTimerDisabled)
    }
}
