// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What Texture's suite (TextureGroup/Texture, formerly AsyncDisplayKit; XCTest cases run on an iOS simulator) reads
/// back from real `UIView`s and `CALayer`s. Texture's nodes mirror a view or a layer, and many of its tests check a node
/// against a plain `UIView` built beside it, or read the loaded view's and layer's own answers:
/// `Tests/ASDisplayNodeTests.mm` @01e47e38 (`checkValuesMatchDefaults`, `checkValuesMatchSetValues`,
/// `testDeriveFrameFromBoundsPositionAnchorPoint`, `testSetFrameSetsBoundsPosition`, the point conversion tests, whose
/// `checkConvertPoint` helpers assert the node's answer equals `UIView.convert(_:from:)` / `convert(_:to:)`,
/// `testAppleBugInsertSubview`, `testInsertSubviewAtIndexWithMeddlingViewsAndLayersViewBacked`), `Tests/ASCALayerTests.mm`
/// @c6d09506 ("tests that confirm what we know about Core Animation behavior") and `Tests/ASBridgedPropertiesTests.mm`
/// @0ba974db. Each test names the case it checks; node-only behaviour (threads, pending state, layout specs) is left aside.
/// Rows in Docs/Fidelity.md, "Behaviours checked against Texture's, Kingfisher's and MBProgressHUD's device
/// tests".
@Suite struct TextureCrossCheckTests {
    static func expectPoint(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(p.x - x) < 0.001 && abs(p.y - y) < 0.001, "\(p) is not (\(x), \(y))", sourceLocation: sourceLocation)
    }

    // MARK: checkValuesMatchDefaults (a loaded, view-backed node reads its view's and layer's values)

    /// checkValuesMatchDefaults: a new view's layer has no contents, does not clip, redraw on a bounds change, or
    /// antialias its edges (mask: all four), groups its opacity; sits at zero with zero bounds and frame, identity
    /// transforms, z 0; no background colour; no shadow (opacity 0, offset (0, −3), radius 3); no border.
    @Test func aNewViewsLayerDefaults() {
        let view = UIView()
        let layer = view.layer
        #expect(layer.contents == nil)
        #expect(!view.clipsToBounds && !layer.masksToBounds)
        #expect(!layer.needsDisplayOnBoundsChange)
        #expect(layer.allowsGroupOpacity)
        #expect(!layer.allowsEdgeAntialiasing)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(!view.isHidden && !layer.isHidden)
        #expect(view.alpha == 1 && layer.opacity == 1)
        #expect(view.bounds == .zero && view.frame == .zero && layer.position == .zero)
        #expect(layer.zPosition == 0)
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(view.backgroundColor == nil && layer.backgroundColor == nil)
        #expect(view.contentMode == .scaleToFill)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.borderWidth == 0)
    }

    /// checkValuesMatchDefaults (view-backed): opaque, interactive, not exclusive, autoresizing its subviews with no
    /// mask of its own; margins 8 on each side, not preserving the superview's, inset from a zero safe area; a tint
    /// colour (UIKit fills it in); accessibility: not an element, no label, hint, value or language, no traits, not
    /// modal, not grouping its children, no custom actions.
    @Test func aNewViewsDefaults() {
        let view = UIView()
        #expect(view.isOpaque)
        #expect(view.isUserInteractionEnabled && !view.isExclusiveTouch)
        #expect(view.autoresizesSubviews && view.autoresizingMask == [])
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.safeAreaInsets == .zero && view.insetsLayoutMarginsFromSafeArea)
        #expect(view.tintColor != nil)
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityHint == nil && view.accessibilityValue == nil)
        #expect(view.accessibilityTraits == .none && view.accessibilityLanguage == nil)
        #expect(!view.accessibilityViewIsModal && !view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityCustomActions == nil)
    }

    // MARK: checkValuesMatchSetValues

    /// checkSimpleBridgePropertiesSetPropagate / checkValuesMatchSetValues: what is set reads back from the view and
    /// its layer — bounds (10, 15, 42, 115.2) with its origin, position (10, 65), z 5.6, a half scale, a sublayer
    /// translation, clipping, no group opacity, edge antialiasing on two edges, hidden, alpha 0.5, the shadow and
    /// border, and the view's own flags, mask and margins.
    @Test func setValuesReadBack() {
        let view = UIView()
        let layer = view.layer
        layer.masksToBounds = true
        layer.needsDisplayOnBoundsChange = true
        layer.allowsGroupOpacity = false
        layer.allowsEdgeAntialiasing = true
        layer.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge]
        view.isHidden = true
        view.alpha = 0.5
        layer.position = CGPoint(x: 10, y: 65)
        layer.zPosition = 5.6
        layer.bounds = CGRect(x: 10, y: 15, width: 42, height: 115.2)
        layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        layer.sublayerTransform = CATransform3DMakeTranslation(1337, 7357, 7007)
        view.backgroundColor = .clear
        view.tintColor = .orange
        view.contentMode = .bottom
        layer.shadowOpacity = 0.5
        layer.shadowOffset = CGSize(width: 1, height: 1)
        layer.shadowRadius = 0.5
        layer.borderWidth = 0.5
        view.isUserInteractionEnabled = false
        view.isExclusiveTouch = true
        view.autoresizesSubviews = false
        view.autoresizingMask = .flexibleLeftMargin
        view.insetsLayoutMarginsFromSafeArea = false
        view.layoutMargins = UIEdgeInsets(top: 3, left: 5, bottom: 8, right: 11)
        view.preservesSuperviewLayoutMargins = true

        #expect(view.clipsToBounds && layer.needsDisplayOnBoundsChange && !layer.allowsGroupOpacity && layer.allowsEdgeAntialiasing)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerTopEdge])
        #expect(layer.isHidden && layer.opacity == 0.5)
        #expect(layer.bounds == CGRect(x: 10, y: 15, width: 42, height: 115.2) && view.bounds == layer.bounds)
        #expect(layer.position == CGPoint(x: 10, y: 65) && view.center == layer.position)
        #expect(layer.zPosition == 5.6)
        #expect(layer.transform == CATransform3DMakeScale(0.5, 0.5, 1))
        #expect(layer.sublayerTransform == CATransform3DMakeTranslation(1337, 7357, 7007))
        #expect(view.backgroundColor == .clear && view.tintColor == .orange && view.contentMode == .bottom)
        #expect(layer.shadowOpacity == 0.5 && layer.shadowOffset == CGSize(width: 1, height: 1) && layer.shadowRadius == 0.5)
        #expect(layer.borderWidth == 0.5)
        #expect(!view.isUserInteractionEnabled && view.isExclusiveTouch && !view.autoresizesSubviews)
        #expect(view.autoresizingMask == .flexibleLeftMargin && !view.insetsLayoutMarginsFromSafeArea)
        #expect(view.layoutMargins == UIEdgeInsets(top: 3, left: 5, bottom: 8, right: 11) && view.preservesSuperviewLayoutMargins)
    }

    /// testPropertiesSetOnThreadAfterLoadingExternalView / …ExternalLayer: a view's frame (10, 20, 30, 40), mask,
    /// colours read back; a shape layer's frame and background colour too.
    @Test func externalViewAndLayerReadBack() {
        let view = UIView()
        view.backgroundColor = .blue
        view.tintColor = .orange
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        view.autoresizingMask = .flexibleWidth
        #expect(view.backgroundColor == .blue && view.tintColor == .orange)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40) && view.autoresizingMask == .flexibleWidth)
        let layer = CAShapeLayer()
        layer.backgroundColor = UIColor.blue.cgColor
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.backgroundColor == UIColor.blue.cgColor && layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    // MARK: Frame from bounds, position and anchor point

    /// testDeriveFrameFromBoundsPositionAnchorPoint: anchor (0.25, 0.75), position (10, 20), bounds 60 × 80 — the
    /// frame is the bounds placed so that the anchor sits on the position: (−5, −40, 60, 80).
    @Test func frameFromBoundsPositionAndAnchorPoint() {
        let view = UIView(frame: .zero)
        view.layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        view.layer.position = CGPoint(x: 10, y: 20)
        view.layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 80)
        #expect(view.frame == CGRect(x: -5, y: -40, width: 60, height: 80))
        #expect(view.layer.frame == view.frame)
    }

    /// testSetFrameSetsBoundsPosition: with that anchor, a layer frame (10, 20, 60, 80) gives bounds (0, 0, 60, 80)
    /// and position (25, 80).
    @Test func frameSetsBoundsAndPosition() {
        let view = UIView(frame: .zero)
        view.layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        view.layer.frame = CGRect(x: 10, y: 20, width: 60, height: 80)
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 60, height: 80))
        #expect(view.layer.position == CGPoint(x: 25, y: 80))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 60, height: 80))
    }

    // MARK: Point conversion (checkConvertPoint: the node's answer is UIView's)

    /// A superview and its subview, as Texture's conversion tests set them.
    static func pair(outerBounds: CGRect? = nil, outerFrame: CGRect? = nil, innerFrame: CGRect? = nil,
                     innerAnchor: CGPoint? = nil, innerPosition: CGPoint? = nil, innerBounds: CGRect? = nil,
                     anchorsAtZero: Bool = false) -> (outer: UIView, inner: UIView) {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        if anchorsAtZero {
            outer.layer.anchorPoint = .zero
            inner.layer.anchorPoint = .zero
        }
        if let outerFrame { outer.frame = outerFrame }
        if let outerBounds { outer.layer.bounds = outerBounds }
        if let innerFrame { inner.frame = innerFrame }
        if let innerAnchor { inner.layer.anchorPoint = innerAnchor }
        if let innerPosition { inner.layer.position = innerPosition }
        if let innerBounds { inner.layer.bounds = innerBounds }
        return (outer, inner)
    }

    /// testDisplayNodePointConversionWithFrames: outer (100, 100, 100, 100), inner (10, 10, 20, 20): (105, 105) of
    /// the outer is (95, 95) of the inner and back; (5, 5) of the inner is (15, 15) of the outer; with the outer at the
    /// origin, (5, 5) of it is (−5, −5) of the inner.
    @Test func conversionWithFrames() {
        var (outer, inner) = Self.pair(outerFrame: CGRect(x: 100, y: 100, width: 100, height: 100),
                                       innerFrame: CGRect(x: 10, y: 10, width: 20, height: 20))
        Self.expectPoint(inner.convert(CGPoint(x: 105, y: 105), from: outer), 95, 95)
        Self.expectPoint(outer.convert(CGPoint(x: 5, y: 5), from: inner), 15, 15)
        Self.expectPoint(inner.convert(CGPoint(x: 95, y: 95), to: outer), 105, 105)
        (outer, inner) = Self.pair(outerFrame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                   innerFrame: CGRect(x: 10, y: 10, width: 20, height: 20))
        Self.expectPoint(outer.convert(CGPoint(x: 5, y: 5), to: inner), -5, -5)
    }

    /// testDisplayNodePointConversionWithNonZeroBounds: anchors at zero, the outer's bounds origin (20, 20) or
    /// (−1000, −1000), the inner at (23, 23) with bounds origin (17, 17): (42, 42) of the outer is (36, 36) of the
    /// inner and back; (5, 5) of the inner is (11, 11) of the outer and back.
    @Test func conversionWithBoundsOrigins() {
        var (outer, inner) = Self.pair(outerBounds: CGRect(x: 20, y: 20, width: 100, height: 100), innerPosition: CGPoint(x: 23, y: 23),
                                       innerBounds: CGRect(x: 17, y: 17, width: 20, height: 20), anchorsAtZero: true)
        Self.expectPoint(inner.convert(CGPoint(x: 42, y: 42), from: outer), 36, 36)
        Self.expectPoint(inner.convert(CGPoint(x: 36, y: 36), to: outer), 42, 42)
        (outer, inner) = Self.pair(outerBounds: CGRect(x: -1000, y: -1000, width: 1337, height: 1337), innerPosition: CGPoint(x: 23, y: 23),
                                   innerBounds: CGRect(x: 17, y: 17, width: 200, height: 200), anchorsAtZero: true)
        Self.expectPoint(outer.convert(CGPoint(x: 5, y: 5), from: inner), 11, 11)
        Self.expectPoint(outer.convert(CGPoint(x: 11, y: 11), to: inner), 5, 5)
    }

    /// testDisplayNodePointConversionWithNonZeroAnchorPoint: the inner's anchor (0.75, 1) at (23, 23), bounds
    /// (17, 17, 20, 20), in an outer of bounds origin (20, 20): (42, 42) ↔ (51, 56); anchor (0.3, 0.3), bounds
    /// (17, 17, 200, 200) in an outer of bounds origin (−1000, −1000): (55, 55) of the inner is (1, 1) of the outer.
    @Test func conversionWithAnchorPoints() {
        var (outer, inner) = Self.pair(outerBounds: CGRect(x: 20, y: 20, width: 100, height: 100), innerAnchor: CGPoint(x: 0.75, y: 1),
                                       innerPosition: CGPoint(x: 23, y: 23), innerBounds: CGRect(x: 17, y: 17, width: 20, height: 20))
        Self.expectPoint(inner.convert(CGPoint(x: 42, y: 42), from: outer), 51, 56)
        Self.expectPoint(inner.convert(CGPoint(x: 51, y: 56), to: outer), 42, 42)
        (outer, inner) = Self.pair(outerBounds: CGRect(x: -1000, y: -1000, width: 1337, height: 1337), innerAnchor: CGPoint(x: 0.3, y: 0.3),
                                   innerPosition: CGPoint(x: 23, y: 23), innerBounds: CGRect(x: 17, y: 17, width: 200, height: 200))
        Self.expectPoint(outer.convert(CGPoint(x: 55, y: 55), from: inner), 1, 1)
        Self.expectPoint(outer.convert(CGPoint(x: 1, y: 1), to: inner), 55, 55)
    }

    /// testDisplayNodePointConversionAgainstSelf: a view converts a point from and to itself unchanged, whatever its
    /// frame, bounds origin or anchor.
    @Test func conversionAgainstSelf() {
        let view = UIView()
        view.layer.anchorPoint = CGPoint(x: 0.3, y: 0.3)
        view.layer.position = CGPoint(x: 23, y: 23)
        view.layer.bounds = CGRect(x: 17, y: 17, width: 200, height: 200)
        Self.expectPoint(view.convert(CGPoint(x: 55, y: 55), from: view), 55, 55)
        Self.expectPoint(view.convert(CGPoint(x: 51, y: 56), to: view), 51, 56)
    }

    /// testDisplayNodePointConversionOnDeepHierarchies: six levels below the root, each view of zero size at
    /// position (1, 1): (55, 55) of the deepest is (61, 61) of the root.
    @Test func conversionOnADeepHierarchy() {
        let root = UIView()
        var deepest = root
        for _ in 0..<6 {
            let child = UIView()
            deepest.addSubview(child)
            child.layer.position = CGPoint(x: 1, y: 1)
            deepest = child
        }
        Self.expectPoint(deepest.convert(CGPoint(x: 55, y: 55), to: root), 61, 61)
    }

    // MARK: Subviews among free sublayers

    /// testAppleBugInsertSubview: `insertSubview(_:at:)` counts the index among the superview layer's sublayers, not
    /// its subviews — with sublayers `aa, ab, a, ba, bb, bc, bd, d, ea, eb, ec` (`a` and `d` views), inserting `c` at 1
    /// gives `aa, c, ab, a, …` and subviews `c, a, d`. (`View.insertAtIndexCountsSublayers`; before, ViewTree put `c`
    /// at index 1 of the subviews.)
    @Test func insertAtIndexCountsSublayers() {
        let parent = UIView()
        var names: [ObjectIdentifier: String] = [:]
        func layer(_ name: String) -> CALayer {
            let made = CALayer()
            names[ObjectIdentifier(made)] = name
            return made
        }
        func view(_ name: String) -> UIView {
            let made = UIView()
            names[ObjectIdentifier(made.layer)] = name
            return made
        }
        func order() -> String { (parent.layer.sublayers ?? []).map { names[ObjectIdentifier($0)] ?? "?" }.joined(separator: ",") }
        let a = view("a"), c = view("c"), d = view("d")
        parent.layer.addSublayer(layer("aa"))
        parent.layer.addSublayer(layer("ab"))
        parent.addSubview(a)
        for name in ["ba", "bb", "bc", "bd"] { parent.layer.addSublayer(layer(name)) }
        parent.addSubview(d)
        for name in ["ea", "eb", "ec"] { parent.layer.addSublayer(layer(name)) }
        #expect(order() == "aa,ab,a,ba,bb,bc,bd,d,ea,eb,ec")
        parent.insertSubview(c, at: 1)
        #expect(order() == "aa,c,ab,a,ba,bb,bc,bd,d,ea,eb,ec")
        #expect(parent.subviews == [c, a, d])
        // Moving a subview the same way: its layer leaves (the free layers above it stay where they were) and goes
        // to that index of the sublayers (`insertSublayer(_:at:)` on a layer it holds).
        parent.insertSubview(d, at: 0)
        #expect(order() == "d,aa,c,ab,a,ba,bb,bc,bd,ea,eb,ec")
        #expect(parent.subviews == [d, c, a])
        parent.insertSubview(d, at: 99)
        #expect(order() == "aa,c,ab,a,ba,bb,bc,bd,ea,eb,ec,d")
        #expect(parent.subviews == [c, a, d])
    }

    /// With no free sublayer the sublayer index is the subview index (checkInsertSubnodeAtIndexWithViewLoaded, whose
    /// loaded node calls `insertSubview(_:at:)`): inserting at 0 three times, at 1, at the end; moving a subview with
    /// the same call (to the front, to the middle, to where it is, to the end).
    @Test func insertAtIndexWithoutFreeSublayers() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.insertSubview(c, at: 0)
        parent.insertSubview(b, at: 0)
        parent.insertSubview(a, at: 0)
        #expect(parent.subviews == [a, b, c])
        parent.insertSubview(d, at: 1)
        #expect(parent.subviews == [a, d, b, c])
        d.removeFromSuperview()
        parent.insertSubview(d, at: 3)
        #expect(parent.subviews == [a, b, c, d])
        d.removeFromSuperview()
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews == [a, c, b])
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews == [a, c, b])
        parent.insertSubview(c, at: 2)
        #expect(parent.subviews == [a, b, c])
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, b.layer, c.layer])
    }

    /// testInsertSubviewAtIndexWithMeddlingViewsAndLayersViewBacked: subviews `a, b`; `d` inserted above `a`
    /// (`a, d, b`); a free layer `e` inserted above `a`'s layer (`a, e, d, b`); `c` inserted below `b`
    /// (`a, e, d, c, b`): four subviews, five sublayers, four once `e` leaves.
    @Test func freeLayersAmongSubviews() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        let e = CALayer()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(d, aboveSubview: a)
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, d.layer, b.layer])
        parent.layer.insertSublayer(e, above: a.layer)
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, e, d.layer, b.layer])
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, e, d.layer, c.layer, b.layer])
        #expect(parent.subviews == [a, d, c, b] && parent.layer.sublayers?.count == 5)
        e.removeFromSuperlayer()
        #expect(parent.layer.sublayers?.count == 4)
    }

    // MARK: ASCALayerTests.mm (Core Animation's layout flags)

    /// A layer that writes its name in a journal when it lays out.
    final class RecordingLayer: CALayer {
        weak var journal: Journal?
        override func layoutSublayers() {
            super.layoutSublayers()
            journal?.entries.append(name ?? "")
        }
    }

    /// The names of the layers laid out, in order.
    final class Journal { var entries: [String] = [] }

    static func layerAndSublayer() -> (RecordingLayer, RecordingLayer, Journal) {
        let journal = Journal()
        let layer = RecordingLayer(), sublayer = RecordingLayer()
        layer.name = "layer"
        sublayer.name = "sublayer"
        layer.journal = journal
        sublayer.journal = journal
        layer.addSublayer(sublayer)
        return (layer, sublayer, journal)
    }

    /// testThatLayerBeginsWithCleanLayout, testThatAddingSublayersDirtysLayout, testThatRemovingSublayersDirtysLayout:
    /// a new layer needs no layout; adding a sublayer marks it, and so does a sublayer's leaving once it was laid out.
    /// (`Layer.sublayerChangeMarksLayout`; before, ViewTree marked neither.)
    @Test func sublayerChangesMarkLayout() {
        #expect(!CALayer().needsLayout())
        let layer = CALayer()
        layer.addSublayer(CALayer())
        #expect(layer.needsLayout())
        let (parent, sublayer, _) = Self.layerAndSublayer()
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout())
        sublayer.removeFromSuperlayer()
        #expect(parent.needsLayout())
    }

    /// testDirtySublayerLayoutDoesntDirtySuperlayer: once laid out, a sublayer marked for layout leaves its superlayer
    /// clean, and its own `layoutIfNeeded()` lays out only it.
    @Test func aDirtySublayerLeavesItsSuperlayerClean() {
        let (layer, sublayer, journal) = Self.layerAndSublayer()
        layer.layoutIfNeeded()
        journal.entries = []
        sublayer.setNeedsLayout()
        #expect(sublayer.needsLayout() && !layer.needsLayout())
        sublayer.layoutIfNeeded()
        #expect(journal.entries == ["sublayer"])
    }

    /// testDirtySuperlayerLayoutDoesntDirtySublayerLayout: a superlayer marked for layout leaves its sublayer clean,
    /// and its `layoutIfNeeded()` lays out only itself.
    @Test func aDirtySuperlayerLeavesItsSublayerClean() {
        let (layer, sublayer, journal) = Self.layerAndSublayer()
        layer.layoutIfNeeded()
        journal.entries = []
        layer.setNeedsLayout()
        #expect(layer.needsLayout() && !sublayer.needsLayout())
        layer.layoutIfNeeded()
        #expect(journal.entries == ["layer"])
    }

    /// testDirtyHierarchyIsLaidOutTopDown: a sublayer just added and marked (its superlayer marked by the adding),
    /// laid out from the top: the superlayer first, then the sublayer.
    @Test func aDirtyHierarchyIsLaidOutTopDown() {
        let (layer, sublayer, journal) = Self.layerAndSublayer()
        sublayer.setNeedsLayout()
        #expect(layer.needsLayout() && sublayer.needsLayout())
        layer.layoutIfNeeded()
        #expect(journal.entries == ["layer", "sublayer"])
    }

    // MARK: ASBridgedPropertiesTests.mm

    /// testThatSettingABridgedPropertyOnMainThreadPassesDirectlyToView, …LayerPropertyInBackground…,
    /// testThatCallingSetNeedsDisplayFromBackgroundCausesItToHappenLater: alpha 1 then 0 as set; shadow opacity 0 then
    /// 1; a view's layer after `displayIfNeeded()` needs no display, and `setNeedsDisplay()` marks it.
    @Test func bridgedPropertiesReadFromTheView() {
        let view = UIView()
        #expect(view.alpha == 1)
        view.alpha = 0
        #expect(view.alpha == 0 && view.layer.opacity == 0)
        #expect(view.layer.shadowOpacity == 0)
        view.layer.shadowOpacity = 1
        #expect(view.layer.shadowOpacity == 1)
        let other = UIView()
        other.layer.displayIfNeeded()
        #expect(!other.layer.needsDisplay())
        other.setNeedsDisplay()
        #expect(other.layer.needsDisplay())
    }
}
