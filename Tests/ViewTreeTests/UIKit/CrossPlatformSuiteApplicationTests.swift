// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

/// UIApplication's life-cycle notifications, which UIKit-cross-platform's `UIApplication_NSNotificationTests`
/// expect under their Swift 4.1 names (`.UIApplicationDidBecomeActive`, …).
@Suite struct CrossPlatformSuiteApplicationTests {
    final class Log { var events: [String] = [] }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.events.append("didFinishLaunching")
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.events.append("applicationDidBecomeActive") }
    }

    final class Observer {
        let log: Log
        init(log: Log) { self.log = log }
        func noted(_ note: Notification) { log.events.append("posted \(note.name.rawValue)") }
    }

    @Test func aLaunchPostsDidFinishLaunchingAndDidBecomeActiveAfterTheDelegate() {
        let world = Simulation()
        let log = Log()
        let observer = Observer(log: log)
        world.notificationCenter.addObserver(observer, action: Observer.noted, name: .UIApplicationDidFinishLaunching, object: nil)
        world.notificationCenter.addObserver(observer, action: Observer.noted, name: UIApplication.didBecomeActiveNotification, object: nil)
        let delegate = AppDelegate(log: log)
        UIApplication.launch(delegate, in: world)
        #expect(log.events == ["didFinishLaunching", "posted UIApplicationDidFinishLaunchingNotification",
                               "applicationDidBecomeActive", "posted UIApplicationDidBecomeActiveNotification"])
    }

    @Test func aMemoryWarningIsPostedAfterTheControllersAreTold() {
        let world = Simulation()
        let log = Log()
        let observer = Observer(log: log)
        world.notificationCenter.addObserver(observer, action: Observer.noted, name: .UIApplicationDidReceiveMemoryWarning, object: nil)
        world.simulateMemoryWarning()
        #expect(log.events == ["posted UIApplicationDidReceiveMemoryWarningNotification"])
    }

    @Test func theSwift4NamesAreTheSameNotifications() {
        #expect(Notification.Name.UIApplicationWillEnterForeground == UIApplication.willEnterForegroundNotification)
        #expect(Notification.Name.UIApplicationDidBecomeActive.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(Notification.Name.UIApplicationWillResignActive.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(Notification.Name.UIApplicationDidEnterBackground.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(UIApplication.willTerminateNotification == .UIApplicationWillTerminate)
    }
}
