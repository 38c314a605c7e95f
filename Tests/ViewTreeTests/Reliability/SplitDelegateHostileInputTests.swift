import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A split view controller's delegate (or primary) that gives back, as the interface expands, a controller that cannot
/// be the secondary column (Docs/Reliability.md, bug 43): the split view controller itself, its ancestor, the primary,
/// a presenting controller. Each is refused with a diagnostic and the split view controller stays whole.
@Suite struct SplitDelegateHostileInputTests {
    /// Answers `separated` when the interface expands.
    final class Separating: SplitViewControllerDelegate {
        var separated: ViewController?
        func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController? {
            separated
        }
    }

    let t = TestWorld(windowSize: CGSize(width: 1024, height: 768))
    let root = ViewController()
    let split = SplitViewController()
    let primary = ViewController()
    let delegate = Separating()

    init() {
        t.window.rootViewController = root
        root.addChild(split); root.view.addSubview(split.view); split.didMove(toParent: root)
        split.delegate = delegate
        split.viewControllers = [primary, ViewController()]
        t.run(for: 0.1)
        split.traitOverrides.horizontalSizeClass = .compact
        t.run(for: 0.1)
        t.simulation.clearDiagnostics()
    }

    private func expand(giving answer: ViewController) {
        delegate.separated = answer
        split.traitOverrides.horizontalSizeClass = .regular
        t.run(for: 0.1)
    }

    private var refused: Bool {
        t.simulation.diagnostics.contains { $0.code == .viewController && $0.message.contains("separateSecondary") }
    }

    @Test func theSplitViewControllerItselfIsRefused() {
        #expect(split.isCollapsed)
        expand(giving: split)
        #expect(!split.isCollapsed && split.viewControllers.count == 1 && split.parent === root)
        #expect(refused)
    }

    @Test func anAncestorIsRefused() {
        expand(giving: root)
        #expect(split.viewControllers.count == 1 && root.parent == nil && split.parent === root)
        #expect(refused)
    }

    @Test func thePrimaryIsRefused() {
        expand(giving: primary)
        #expect(split.viewControllers.count == 1 && split.children.count == 1)
        #expect(refused)
    }

    @Test func aPresentingControllerIsRefused() {
        let other = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: t.simulation)
        let presenter = ViewController()
        other.rootViewController = presenter
        other.makeKeyAndVisible()
        presenter.present(ViewController(), animated: false)
        t.simulation.clearDiagnostics()
        expand(giving: presenter)
        #expect(split.viewControllers.count == 1 && presenter.parent == nil)
        #expect(refused)
    }

    @Test func aControllerThatCanBeTheSecondaryIsTaken() {
        let detail = ViewController()
        expand(giving: detail)
        #expect(split.viewControllers.count == 2 && split.viewControllers.last === detail && detail.parent === split)
        #expect(!refused)
    }
}
