// Gaps a ninth probe of public UIKit files found in the core (layers, layouts, view controllers), written with
// UIKit's names as the files use them.
import Foundation
import Testing
import ViewTreeTesting
import ViewTreeUIKit

@Suite struct ProbedPublicFilesRound9CoreTests {
    // MARK: UICollectionViewLayout.init?(coder:)

    /// A storyboard-era flow layout: both initializers call one set-up (KKXMobile's shape).
    final class SectionedFlowLayout: UICollectionViewFlowLayout {
        private(set) var configuredBy = ""

        override init() {
            super.init()
            configure("code")
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            configure("coder")
        }

        private func configure(_ how: String) {
            configuredBy = how
            minimumLineSpacing = 4
        }
    }

    /// A keyed coder with nothing in it.
    final class EmptyCoder: NSCoder {
        override var allowsKeyedCoding: Bool { true }
        override func containsValue(forKey key: String) -> Bool { false }
        override func decodeObject(forKey key: String) -> Any? { nil }
    }

    @Test func aLayoutSubclassCanBeMadeFromACoderWithTheFlowLayoutsDefaults() throws {
        let decoded = try #require(SectionedFlowLayout(coder: EmptyCoder()))
        #expect(decoded.configuredBy == "coder" && decoded.minimumLineSpacing == 4)
        #expect(decoded.itemSize == CGSize(width: 50, height: 50) && decoded.scrollDirection == .vertical)
        #expect(SectionedFlowLayout().configuredBy == "code")
    }

    @Test func aCompositionalLayoutFromACoderHasNoSectionsAndSaysSo() throws {
        let t = TestWorld()
        let layout = try #require(UICollectionViewCompositionalLayout(coder: EmptyCoder()))
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CompoCounts([2])
        collection.dataSource = source
        t.window.addSubview(collection)
        t.window.layoutIfNeeded()
        #expect(collection.visibleCells.isEmpty)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("Invalid section definition") })
    }

    // MARK: CALayerDelegate

    /// A knob's layer delegate (bradhowes/Knob's shape): it draws the knob's shape layers and turns their implicit
    /// animations off.
    final class KnobLayerDelegate: NSObject, CALayerDelegate {
        var displayed: [String?] = []
        var laidOut: [String?] = []
        func display(_ layer: CALayer) { displayed.append(layer.name) }
        func layoutSublayers(of layer: CALayer) { laidOut.append(layer.name) }
        func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "strokeEnd" ? NSNull() : nil }
    }

    /// A delegate that draws (it does not display), so the layer draws through it.
    final class DrawingDelegate: NSObject, CALayerDelegate {
        var calls: [String] = []
        func layerWillDraw(_ layer: CALayer) { calls.append("willDraw") }
        func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("draw \(layer.bounds.width)") }
    }

    @Test func aFreeLayersDelegateDisplaysItAndLaysItOut() {
        let t = TestWorld()
        let delegate = KnobLayerDelegate()
        let track = CAShapeLayer()
        track.name = "track"
        track.delegate = delegate
        t.window.layer.addSublayer(track)
        #expect(track.delegate === delegate)
        track.setNeedsDisplay()
        track.setNeedsLayout()
        t.simulation.run(for: 0.02)
        #expect(delegate.displayed == ["track"])
        #expect(delegate.laidOut == ["track"])
    }

    @Test func withoutDisplayTheLayerDrawsThroughItsDelegate() {
        let t = TestWorld()
        let delegate = DrawingDelegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.delegate = delegate
        t.window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.calls == ["willDraw", "draw 40.0"])
    }

    @Test func theDelegateIsAskedForActionsFirstAndNSNullEndsTheSearch() {
        let delegate = KnobLayerDelegate()
        let progress = CAShapeLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        progress.actions = ["strokeEnd": fade, "opacity": fade]
        progress.delegate = delegate
        #expect(progress.action(forKey: "strokeEnd") is NSNull, "the delegate's NSNull wins over the actions")
        #expect(progress.action(forKey: "opacity") as? CABasicAnimation === fade, "nil from the delegate: the actions")
        #expect(progress.action(forKey: "position") == nil)
    }

    @Test func theDelegateIsWeak() {
        let layer = CALayer()
        do {
            let delegate = KnobLayerDelegate()
            layer.delegate = delegate
            #expect(layer.delegate != nil)
        }
        #expect(layer.delegate == nil)
    }

    @Test func aViewsLayerKeepsItsViewAsDelegate() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        view.layer.delegate = KnobLayerDelegate()
        #expect(view.layer.delegate === view)
        #expect(t.simulation.diagnostics.last?.message.contains("a view's layer's delegate must be its view") == true)
    }

    @Test func aViewsLayerHasNoActionOutsideAnAnimationBlockAndAnAnimationInside() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        #expect(view.layer.action(forKey: "position") is NSNull)
        var inside: CAAction?
        UIView.animate(withDuration: 0.4) { inside = view.layer.action(forKey: "position") }
        let animation = inside as? CABasicAnimation
        #expect(animation?.keyPath == "position" && animation?.duration == 0.4)
        UIView.animate(withDuration: 0.4) {
            UIView.performWithoutAnimation { inside = view.layer.action(forKey: "position") }
        }
        #expect(inside is NSNull)
    }

    // MARK: UIView.layoutSublayers(of:)

    /// The common gradient view: its gradient layer follows the bounds after the subviews are laid out.
    final class GradientView: UIView {
        let gradient = CAGradientLayer()
        var order: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.insertSublayer(gradient, at: 0)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func layoutSubviews() {
            super.layoutSubviews()
            order.append("layoutSubviews")
        }

        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            order.append("layoutSublayers")
            gradient.frame = bounds
        }
    }

    /// A pill whose corner radius follows its height, set only through the layer it is handed (so its layer is not
    /// made before its first layout).
    final class PillView: UIView {
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            layer.cornerRadius = bounds.height / 2
        }
    }

    @Test func anOverrideOfLayoutSublayersRunsAroundLayoutSubviewsOnEveryPass() {
        let t = TestWorld()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        t.window.addSubview(view)
        t.window.layoutIfNeeded()
        #expect(view.order == ["layoutSubviews", "layoutSublayers"])
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        t.window.layoutIfNeeded()
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(view.order.suffix(2) == ["layoutSubviews", "layoutSublayers"])
    }

    @Test func anAppClassIsLaidOutThroughItsLayerEvenBeforeTheLayerIsUsed() {
        let t = TestWorld()
        let pill = PillView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        t.window.addSubview(pill)
        t.window.layoutIfNeeded()
        #expect(pill.layer.cornerRadius == 22)
    }
}
