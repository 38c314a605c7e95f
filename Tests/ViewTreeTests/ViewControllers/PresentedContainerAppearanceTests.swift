// The children of a presented container (a navigation controller's root, a tab bar controller's selected tab) appear
// and disappear with the container: their viewDidAppear comes when the presentation's animation has ended, with the
// presentation's `animated`, and their viewDidDisappear once the dismissal has ended, after the presenter's
// viewDidAppear, as the presented controller's own callbacks do (Fidelity.md, View controllers).
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A controller that logs its appearance callbacks with the `animated` flag, and the world's time at viewDidAppear.
private final class TimedController: ViewController {
    let name: String
    let log: ControllerEventLog
    var appearedAt: TimeInterval?
    init(_ name: String, log: ControllerEventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    private func entry(_ callback: String, _ animated: Bool) {
        log.add("\(name).\(callback)(\(animated))")
    }
    override func viewWillAppear(_ animated: Bool) { entry("viewWillAppear", animated) }
    override func viewDidAppear(_ animated: Bool) {
        entry("viewDidAppear", animated)
        appearedAt = view.window?.simulation?.now
    }
    override func viewWillDisappear(_ animated: Bool) { entry("viewWillDisappear", animated) }
    override func viewDidDisappear(_ animated: Bool) { entry("viewDidDisappear", animated) }
}

@Suite struct PresentedContainerAppearanceTests {
    /// The presentation lasts the profile's modal transition (0.5 s here); the presenter is covered (full screen).
    static func presentAndDismiss(_ container: (ViewController) -> ViewController) -> (entries: [String], childAppearedAt: TimeInterval?) {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let log = ControllerEventLog()
        let a = TimedController("A", log: log), child = TimedController("child", log: log)
        t.show(a)
        log.clear()
        let presented = container(child)
        a.present(presented, animated: true)
        t.waitForTransitions()
        let appearedAt = child.appearedAt
        t.run(for: 1)
        a.dismiss(animated: true)
        t.waitForTransitions()
        return (log.entries, appearedAt)
    }

    /// The presented container's child hears the presentation's `animated` (before, `false`), its viewDidAppear
    /// after the presenter's viewWillDisappear and before its viewDidDisappear, and its viewDidDisappear last.
    static let expected = [
        "A.viewWillDisappear(true)",
        "child.viewWillAppear(true)",
        "child.viewDidAppear(true)",
        "A.viewDidDisappear(true)",
        "child.viewWillDisappear(true)",
        "A.viewWillAppear(true)",
        "A.viewDidAppear(true)",
        "child.viewDidDisappear(true)",
    ]

    @Test func aPresentedNavigationControllersRootAppearsWhenThePresentationEnds() {
        let (entries, appearedAt) = Self.presentAndDismiss { NavigationController(rootViewController: $0) }
        #expect(entries == Self.expected)
        #expect(appearedAt == 0.5)   // the end of the modal transition (before: 0, the next turn)
    }

    @Test func aPresentedTabBarControllersSelectedTabAppearsWhenThePresentationEnds() {
        let (entries, appearedAt) = Self.presentAndDismiss { child in
            let tabs = TabBarController()
            tabs.viewControllers = [child]
            return tabs
        }
        #expect(entries == Self.expected)
        #expect(appearedAt == 0.5)
    }
}
