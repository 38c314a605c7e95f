import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// Auto Layout rounds a frame's edges to pixels and takes the length as their difference
/// (`LayoutEngine.pixelSpan`): views sharing a length that does not divide into whole pixels tile it
/// with no gap or overlap, one of them a pixel shorter. UIKit reads the engine's solution as edges
/// for apps linked on the iOS 8 SDK or later (`_forceLayoutEngineSolutionInRationalEdges`), and
/// Xcode's canvas saved yatatsu's `AlphaView.xib` so: two views of equal height in 357 pt at 1×,
/// 179 and 178 tall.
@Suite struct PixelEdgeRoundingTests {
    /// Equal views side by side across `width` at `scale`: their frames after layout.
    private func equalViews(_ count: Int, across width: CGFloat, scale: CGFloat) -> [CGRect] {
        var profile = PlatformProfile.iOS11
        profile.screenScale = scale
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 100), simulation: world)
        window.makeKeyAndVisible()
        var views: [View] = []
        for i in 0..<count {
            let view = View(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: window.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 44),
                i == 0 ? view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
                    : view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor),
            ])
            if i > 0 { view.widthAnchor.constraint(equalTo: views[0].widthAnchor).isActive = true }
            views.append(view)
        }
        views[count - 1].trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
        window.layoutIfNeeded()
        return views.map(\.frame)
    }

    /// Three equal views in 320 pt at 2×: the edges 0, 106.67, 213.33, 320 round to 0, 106.5, 213.5,
    /// 320, so the middle view is 107 wide (origin and width rounded apart would give three 106.5-wide
    /// views with a half-point gap before the last).
    @Test func threeEqualViewsIn320PointsAt2xTileWithoutAGap() {
        let frames = equalViews(3, across: 320, scale: 2)
        #expect(frames.map(\.minX) == [0, 106.5, 213.5])
        #expect(frames.map(\.width) == [106.5, 107, 106.5])
    }

    /// Four equal views in 390 pt at 3× (97.5 each, no whole number of pixels): each view ends where
    /// the next begins, and the widths, a third of a point apart at most, fill the 390 points. (Thirds
    /// of a point are not exact in binary: "where" is to within a billionth of a point.)
    @Test func fourEqualViewsIn390PointsAt3xTileWithoutAGap() {
        let frames = equalViews(4, across: 390, scale: 3)
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(abs(left.maxX - right.minX) < 1e-9, "\(frames)")
        }
        #expect(frames.first?.minX == 0 && abs((frames.last?.maxX ?? 0) - 390) < 1e-9, "\(frames)")
        let widths = frames.map(\.width)
        #expect(widths.max()! - widths.min()! < 0.34, "\(frames)")
    }

    /// yatatsu/AutoLayoutDemo's `AlphaView.xib` (Xcode 6.1, the 1× canvas): four equal views in 322 × 357; Xcode
    /// saved the upper row 179 tall and the lower row at y = 179, 178 tall.
    @Test func alphaViewsLowerRowIsAPointShorterAsXcodeSavedIt() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("yatatsu-AutoLayoutDemo-AlphaView.xib"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        for (id, saved) in [("BZj-xq-eYt", CGRect(x: 0, y: 0, width: 161, height: 179)),
                            ("Qpp-Hu-5ag", CGRect(x: 161, y: 0, width: 161, height: 179)),
                            ("hel-KE-E1H", CGRect(x: 0, y: 179, width: 161, height: 178)),
                            ("OVr-Rc-xgg", CGRect(x: 161, y: 179, width: 161, height: 178))] {
            #expect(check.frame(ofViewWithID: id) == saved, "\(id)")
        }
    }
}
