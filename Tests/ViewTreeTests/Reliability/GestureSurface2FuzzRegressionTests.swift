import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// What the gestures family's second surfaces found (`--gesture-surfaces-2`: split and page view controllers,
/// popovers, text fields and a root tab bar controller under fingers), kept as the user's code that reproduced it,
/// shrunk.
@Suite struct GestureSurface2FuzzRegressionTests {
    /// A controller that logs its appearance callbacks.
    final class Logged: ViewController {
        let name: String
        let log: Log
        final class Log { var lines: [String] = [] }
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name) didDisappear") }
    }

    /// Bug 115: a root tab bar controller covered by a full-screen presentation that had begun (its selected tab told
    /// `viewWillDisappear`) was given new tabs: the selected tab left without ever hearing `viewDidDisappear`, and the
    /// removal selected, for a moment, the next old tab, which heard `viewWillAppear` and `viewWillDisappear` and no end.
    @Test func tabsReplacedWhileTheRootIsCoveredEndTheirDisappearance() {
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.isHidden = false
        let log = Logged.Log()
        let tabs = TabBarController()
        let first = Logged("t0", log), second = Logged("t1", log)
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        world.run(for: 0.1)
        let cover = Logged("cover", log)
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: false)
        log.lines = []
        tabs.viewControllers = [Logged("n0", log), Logged("n1", log)]
        world.run(for: 1)
        #expect(log.lines.filter { $0.hasPrefix("t0") } == ["t0 didDisappear"], "\(log.lines)")
        #expect(!log.lines.contains { $0.hasPrefix("t1") }, "a tab that leaves is never selected on the way: \(log.lines)")
        #expect(log.lines.contains("cover didAppear"), "\(log.lines)")
        withExtendedLifetime((world, window)) {}
    }
}
