import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `traitCollectionDidChange(_:)` as UIKit code overrides it: a rotation that changes the vertical size class tells
/// the controller, then its view and the view's subviews, with the previous traits.
@Suite struct TraitCollectionTests {
    final class Recorder { var entries: [String] = [] }

    final class AdaptiveView: View {
        var recorder: Recorder?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            recorder?.entries.append("view \(previousTraitCollection?.verticalSizeClass ?? .unspecified) -> \(traitCollection.verticalSizeClass)")
        }
    }

    final class AdaptiveController: ViewController {
        let recorder = Recorder()
        override func loadView() {
            let view = AdaptiveView(frame: .zero)
            view.recorder = recorder
            self.view = view
        }
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            recorder.entries.append("controller \(previousTraitCollection?.verticalSizeClass ?? .unspecified) -> \(traitCollection.verticalSizeClass)")
        }
    }

    @Test func aRotationThatChangesTheSizeClassTellsTheControllerThenItsViews() {
        let t = TestWorld(profile: .iOS11, device: .iPhone8)
        let controller = AdaptiveController()
        t.show(controller)
        let child = AdaptiveView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.recorder = controller.recorder
        controller.view.addSubview(child)
        #expect(controller.traitCollection.verticalSizeClass == .regular && controller.traitCollection.horizontalSizeClass == .compact)
        t.simulation.rotate(to: .landscapeLeft)
        #expect(controller.recorder.entries == ["controller regular -> compact", "view regular -> compact", "view regular -> compact"])
        controller.recorder.entries = []
        t.window.frame.size.width += 1                       // still compact both ways: no change
        t.window.frame.size.width -= 1
        #expect(controller.recorder.entries.isEmpty)
        t.run(for: 0.5)                                      // the first rotation's transition ends
        t.simulation.rotate(to: .portrait)
        #expect(controller.recorder.entries.first == "controller compact -> regular")
    }

    @Test func colourAppearanceDiffersOnlyWhenTheStyleDoes() {
        let light = TraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: TraitCollection(horizontalSizeClass: .regular, userInterfaceStyle: .light)))
        #expect(ViewController().traitCollection == TraitCollection())    // no view, no window: unspecified
    }
}
