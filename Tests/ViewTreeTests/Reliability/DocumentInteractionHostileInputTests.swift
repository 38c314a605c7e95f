import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Hostile delegates of `DocumentInteractionController`: one that asks for the preview again from inside
/// `documentInteractionControllerWillBeginPreview(_:)`.
@Suite struct DocumentInteractionHostileInputTests {
    final class ReentrantDelegate: DocumentInteractionControllerDelegate {
        let presenter: ViewController
        var begins = 0
        var innerResults: [Bool] = []
        init(presenter: ViewController) { self.presenter = presenter }
        func documentInteractionControllerViewControllerForPreview(_ controller: DocumentInteractionController) -> ViewController { presenter }
        func documentInteractionControllerWillBeginPreview(_ controller: DocumentInteractionController) {
            begins += 1
            guard begins < 50 else { return }                     // the test's own brake, if ViewTree has none
            innerResults.append(controller.presentPreview(animated: false))
        }
    }

    @Test func aPreviewAskedForAgainWhileItBeginsIsRefused() {
        let t = TestWorld()
        let presenter = ViewController()
        t.show(presenter)
        let delegate = ReentrantDelegate(presenter: presenter)
        let interaction = DocumentInteractionController(url: URL(fileURLWithPath: "/tmp/report.pdf"))
        interaction.delegate = delegate
        #expect(interaction.presentPreview(animated: false))
        #expect(delegate.begins == 1 && delegate.innerResults == [false])
        #expect(presenter.presentedViewController === interaction.previewController)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("presentPreview") && $0.message.contains("report.pdf") })
        t.run(for: 0.5)                                           // the presentation ends
        interaction.dismissPreview(animated: false)
        t.run(for: 1)
        #expect(presenter.presentedViewController == nil && interaction.previewController == nil)
    }
}
