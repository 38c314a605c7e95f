import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A pill whose layer is handed to it only through `layoutSublayers(of:)`, declared private: the layout pass must
/// still know it for an app's class (the runtime names a private class `(PrivatePill in _0123…)`).
private final class PrivatePill: View {
    override func layoutSublayers(of layer: Layer) {
        super.layoutSublayers(of: layer)
        layer.cornerRadius = bounds.height / 2
    }
}

/// An app's class named like one of ViewTree's, nested in a type of the app's.
enum Shapes {
    final class View: ViewTree.View {
        override func layoutSublayers(of layer: Layer) {
            super.layoutSublayers(of: layer)
            layer.cornerRadius = 3
        }
    }
}

@Suite struct LayoutSublayersAppClassTests {
    @Test func aPrivateOrNestedAppClassIsLaidOutThroughItsLayer() {
        let t = TestWorld()
        let pill = PrivatePill(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        let nested = Shapes.View(frame: CGRect(x: 0, y: 40, width: 80, height: 30))
        t.window.addSubview(pill)
        t.window.addSubview(nested)
        t.window.layoutIfNeeded()
        #expect(pill.layer.cornerRadius == 15)
        #expect(nested.layer.cornerRadius == 3)
    }
}
