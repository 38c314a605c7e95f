import Foundation
import ViewTree

// The view-controller scenarios: each controller logs its callbacks (`LoggedViewController`), and the
// text prints them in the order UIKit calls them, on the virtual clock.

/// A phone-sized window for the controller scenarios.
let demoPhoneSize = CGSize(width: 320, height: 480)

extension DemoScenario {
    /// A navigation push and pop, with every appearance and containment callback in order.
    static func navigation() -> DemoScenario {
        DemoScenario(
            name: "navigation", title: "Push and pop: the appearance callbacks in order", claims: [],
            summary: "a navigation controller pushes and pops a screen: each callback, in UIKit's order, with its time",
            explanation: [
                "A navigation controller (nav) shows list; at 0.5 s it pushes detail (animated), at 1.5 s it pops it.",
                "A push loads detail's view, tells list it will disappear and detail it will appear, animates for",
                "0.35 s, then says did disappear / did appear, and the delegate's didShow. The pop mirrors it and",
                "ends with detail's didMove(toParent: nil). Without animation (the first screen), viewDidAppear",
                "comes on the next run-loop turn, at the same virtual time, as UIKit's follows the Core Animation commit.",
            ],
            defaultProfiles: [.default], snapshotTimes: [1.0, 2.5], kind: .eventLog
        ) { profile in
            let (world, window) = demoWindow(profile, size: demoPhoneSize)
            let log = DemoLog(world: world)
            let list = LoggedViewController("list", log: log)
            let detail = LoggedViewController("detail", log: log)
            log.record("test", "NavigationController(rootViewController: list)")
            let nav = LoggedNavigationController(rootViewController: list, log: log)
            log.record("test", "window.rootViewController = nav")
            window.rootViewController = nav
            world.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak nav] _ in
                log.record("test", "nav.pushViewController(detail, animated: true)")
                nav?.pushViewController(detail, animated: true) { log.record("test", "push completion") }
            }
            world.scheduledTimer(withTimeInterval: 1.5, repeats: false) { [weak nav] _ in
                log.record("test", "nav.popViewController(animated: true)")
                _ = nav?.popViewController(animated: true) { log.record("test", "pop completion") }
            }
            return [DemoCase(label: "push and pop", world: world, window: window, probes: [], facts: { [weak nav] in
                guard let nav else { return [] }
                return ["viewControllers [\(nav.viewControllers.map { demoName(of: $0) }.joined(separator: ", "))]",
                        "detail's parent \(demoName(of: detail.parent))"]
            }, retaining: [detail], log: log)]
        }
    }

    /// A modal presentation and its dismissal: the presenter's callbacks depend on the style.
    static func modal() -> DemoScenario {
        DemoScenario(
            name: "modal", title: "Present and dismiss: who is told what", claims: [],
            summary: "home presents a screen and dismisses it: full screen before iOS 13, a page sheet since",
            explanation: [
                "home is the window's root; at 0.5 s it presents sheet (animated, style .automatic); at 1.5 s sheet",
                "dismisses itself. .automatic is .fullScreen before iOS 13: home's view leaves the window, so home",
                "gets viewWillDisappear / viewDidDisappear, and the reverse on dismissal. On iOS 13+ it is a page",
                "sheet: home stays on screen underneath and is told nothing. The animation lasts 0.5 s either way.",
            ],
            defaultProfiles: [.default, .iOS13], snapshotTimes: [1.0, 2.5], kind: .eventLog
        ) { profile in
            let (world, window) = demoWindow(profile, size: demoPhoneSize)
            let log = DemoLog(world: world)
            let home = LoggedViewController("home", log: log)
            let sheet = LoggedViewController("sheet", log: log)
            log.record("test", "window.rootViewController = home")
            window.rootViewController = home
            world.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak home] _ in
                log.record("test", "home.present(sheet, animated: true)")
                home?.present(sheet, animated: true) { log.record("test", "present completion") }
            }
            world.scheduledTimer(withTimeInterval: 1.5, repeats: false) { [weak sheet] _ in
                log.record("test", "sheet.dismiss(animated: true)")
                sheet?.dismiss(animated: true) { log.record("test", "dismiss completion") }
            }
            return [DemoCase(label: "present and dismiss", world: world, window: window, probes: [], facts: { [weak home] in
                [".automatic is \(profile.automaticModalPresentationIsSheet ? ".pageSheet" : ".fullScreen") on \(profile.name)",
                 "home.presentedViewController \(demoName(of: home?.presentedViewController))"]
            }, retaining: [sheet], log: log)]
        }
    }
}
