import Foundation
import Testing
import ViewTree

@Suite struct LayerTreeTests {
    let world = Simulation()
    let window: Window
    let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(a)
        window.addSubview(b)
    }

    func ids(_ layers: [Layer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

    @Test func sublayersMirrorSubviews() {
        #expect(ids(window.layer.sublayers) == ids([a.layer, b.layer]))
        #expect(a.layer.superlayer === window.layer)
        window.bringSubviewToFront(a)
        #expect(ids(window.layer.sublayers) == ids([b.layer, a.layer]))
        a.removeFromSuperview()
        #expect(a.layer.superlayer == nil && ids(window.layer.sublayers) == ids([b.layer]))
        #expect(a.layer.sublayers == nil)
    }

    @Test func freeSublayersSitWhereTheyWereInserted() {
        let badge = Layer(), glow = Layer(), top = Layer()
        window.layer.insertSublayer(glow, at: 0)
        window.layer.insertSublayer(badge, above: a.layer)
        window.layer.addSublayer(top)
        #expect(ids(window.layer.sublayers) == ids([glow, a.layer, badge, b.layer, top]))
        #expect(badge.superlayer === window.layer)
        // A new subview's layer goes on top of the subviews, below free layers placed above b.
        let c = View(frame: .zero)
        window.addSubview(c)
        #expect(ids(window.layer.sublayers) == ids([glow, a.layer, badge, b.layer, top, c.layer]))
        badge.removeFromSuperlayer()
        #expect(badge.superlayer == nil && ids(window.layer.sublayers) == ids([glow, a.layer, b.layer, top, c.layer]))
        // A free layer placed above a view that left moves to the top.
        b.removeFromSuperview()
        #expect(ids(window.layer.sublayers) == ids([glow, a.layer, c.layer, top]))
    }

    @Test func freeLayersNestAndMove() {
        let parent = Layer(), child = Layer()
        parent.addSublayer(child)
        #expect(child.superlayer === parent && ids(parent.sublayers) == ids([child]))
        a.layer.addSublayer(child)
        #expect(parent.sublayers == nil && child.superlayer === a.layer)
        a.layer.replaceSublayer(parent, with: Layer())
        #expect(world.diagnostics.map(\.code) == [.notASubview], "parent is not a's sublayer")
        a.layer.replaceSublayer(child, with: parent)
        #expect(ids(a.layer.sublayers) == ids([parent]) && child.superlayer == nil)
    }

    @Test func aViewsLayerMovesOnlyWithItsViewAndCyclesAreRefused() {
        window.layer.addSublayer(b.layer)
        #expect(b.superview === window && ids(window.layer.sublayers) == ids([a.layer, b.layer]))
        let outer = Layer(), inner = Layer()
        a.layer.addSublayer(outer)
        outer.addSublayer(inner)
        inner.addSublayer(outer)
        #expect(outer.superlayer === a.layer && inner.superlayer === outer)
        #expect(world.diagnostics.map(\.code) == [.invalidValue, .hierarchyCycle])
        b.layer.removeFromSuperlayer()
        #expect(b.superview == nil, "removing a view's layer removes the view")
    }
}

@Suite struct LayerIDTests {
    @Test func idsComeFromTheWorldsCounterAndNeverShift() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let a = View(frame: .zero)                  // 0x3, its layer 0x4 (made or not)
        let badge = Layer()                         // a free layer made now: 0x5
        let b = View(frame: .zero)                  // 0x6, its layer 0x7
        window.addSubview(a)
        window.addSubview(b)
        a.layer.addSublayer(badge)
        #expect(a.layer.description == "<Layer: 0x4>" && badge.description == "<Layer: 0x5>")
        #expect(window.recursiveDescription() == """
            <Window: 0x1; frame = (0 0; 320 480); hidden = YES; layer = <WindowLayer: 0x2>>
               | <View: 0x3; frame = (0 0; 0 0); layer = <Layer: 0x4>>
               | <View: 0x6; frame = (0 0; 0 0); layer = <Layer: 0x7>>

            """)
        #expect(badge.presentation()?.description == "<Layer: 0x5>", "a presentation copy takes no id")
        _ = b.layer.presentation()
        #expect(View(frame: .zero).description.hasPrefix("<View: 0x8;"))
    }
}
