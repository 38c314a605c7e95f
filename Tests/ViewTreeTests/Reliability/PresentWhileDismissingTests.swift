import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Bug 95 (Docs/Reliability.md), found by ViewTreeFuzz seed 293 and shrunk to these steps: a controller still being
/// dismissed, whose presenter went meanwhile, was accepted by another presenter, and the dismissal's end then took the
/// new presentation's link back (the new presenter presented a controller with no presenter).
@Suite struct PresentWhileDismissingTests {
    @Test func aControllerStillBeingDismissedIsNotPresentedAgain() {
        let t = TestWorld(profile: .iOS13)
        let other = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300), simulation: t.simulation)
        other.isHidden = false
        var first: ViewController? = ViewController()
        t.window.rootViewController = first
        let modal = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        first?.present(modal, animated: false)
        t.run(for: 0.02)
        first = nil                                       // the window keeps it
        modal.dismiss(animated: true)
        let second = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        other.rootViewController = second
        t.window.rootViewController = ViewController()    // the first presenter goes now
        second.present(modal, animated: true)             // the dismissal is still running
        t.run(for: 0.6)
        #expect(second.presentedViewController == nil)
        #expect(modal.presentingViewController == nil && modal.view.window == nil)
        #expect(t.simulation.diagnostics.contains {
            $0.code == .viewController && $0.message.contains("is still being dismissed")
                && $0.message.contains("while a presentation is in progress")
        }, "\(t.simulation.diagnostics)")
        // Once the dismissal has ended, it may be presented again.
        second.present(modal, animated: false)
        t.run(for: 0.02)
        #expect(second.presentedViewController === modal && modal.presentingViewController === second)
        #expect(modal.view.window === other)
    }
}
