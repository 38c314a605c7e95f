import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Zooming a scroll view in code: `zoomScale`, `setZoomScale(_:animated:)`, `zoom(to:animated:)`.
@Suite struct ScrollViewZoomTests {
    final class Zoomer: ScrollViewDelegate {
        let content: View?
        var zooms = 0
        init(_ content: View?) { self.content = content }
        func viewForZooming(in scrollView: ScrollView) -> View? { content }
        func scrollViewDidZoom(_ scrollView: ScrollView) { zooms += 1 }
    }

    func makeScrollView(_ t: TestWorld) -> (ScrollView, View) {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let image = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.addSubview(image)
        scroll.contentSize = image.frame.size
        t.window.addSubview(scroll)
        return (scroll, image)
    }

    @Test func zoomingNeedsAViewAndLimits() {
        let t = TestWorld()
        let (scroll, image) = makeScrollView(t)
        #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.zoomScale == 1)
        let noView = Zoomer(nil)
        scroll.delegate = noView
        scroll.maximumZoomScale = 4
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1 && noView.zooms == 0)          // no view for zooming: nothing happens
        let zoomer = Zoomer(image)
        scroll.delegate = zoomer
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4)                                // clamped to the maximum
        #expect(image.transform == CGAffineTransform(scaleX: 4, y: 4))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 800, height: 400))
        #expect(scroll.contentSize == CGSize(width: 800, height: 400))
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 150))      // the centre stayed in the middle
        #expect(zoomer.zooms == 1)
        scroll.minimumZoomScale = -1
        #expect(scroll.minimumZoomScale == 1)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("minimumZoomScale") })
    }

    @Test func zoomToARectShowsItCentred() {
        let t = TestWorld()
        let (scroll, image) = makeScrollView(t)
        let zoomer = Zoomer(image)
        scroll.delegate = zoomer
        scroll.maximumZoomScale = 5
        scroll.zoom(to: CGRect(x: 150, y: 0, width: 50, height: 50), animated: false)
        #expect(scroll.zoomScale == 2)                                // 100 / 50 (the height limits)
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 0))        // 175 × 2 − 100, within the content
        scroll.setZoomScale(1, animated: true)
        #expect(scroll.zoomScale == 1 && scroll.contentSize == CGSize(width: 200, height: 100))
        #expect(image.presentation().transform != .identity)          // still shrinking on screen
        t.run(for: 0.5)
        #expect(image.presentation().transform == .identity)
    }
}
