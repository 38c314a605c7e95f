// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// PureSwift's Cacao (a UIKit re-implementation over Silica, for Linux) keeps a small XCTest suite,
/// `Tests/CacaoTests/UIViewTests.swift`, whose conversions say "this is what UIKit also gives us". Each test is ours,
/// written through ViewTree's public API; rows in Docs/Fidelity.md, "Behaviours checked against WinObjC's suite"
/// (other re-implementations' suites).
@Suite struct CacaoCrossCheckTests {
    /// Cacao's `loadTestView1()`: a 100-pt view holding an 80-pt view at (10, 10), holding a 60-pt view at
    /// (10, 10), holding a 20-pt view at (20, 20).
    static func nested() -> (UIView, UIView, UIView, UIView) {
        let view1 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view2 = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let view3 = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        let view4 = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        view1.addSubview(view2)
        view2.addSubview(view3)
        view3.addSubview(view4)
        return (view1, view2, view3, view4)
    }

    /// `testHitTest`: the deepest view under each point, a view's own frame origin included (the edge belongs to
    /// the view).
    @Test func theDeepestViewUnderThePointIsHit() {
        let (view1, view2, view3, view4) = Self.nested()
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        background.addSubview(view1)
        #expect(background.hitTest(CGPoint(x: 5, y: 5), with: nil) === view1)
        #expect(background.hitTest(CGPoint(x: 10, y: 10), with: nil) === view2)
        #expect(background.hitTest(CGPoint(x: 15, y: 15), with: nil) === view2)
        #expect(background.hitTest(CGPoint(x: 20, y: 20), with: nil) === view3)
        #expect(background.hitTest(CGPoint(x: 25, y: 25), with: nil) === view3)
        #expect(background.hitTest(CGPoint(x: 40, y: 40), with: nil) === view4)
        #expect(background.hitTest(CGPoint(x: 45, y: 45), with: nil) === view4)
        #expect(background.hitTest(CGPoint(x: 150, y: 150), with: nil) === background)
    }

    /// `testConvertToView`: a point into a view three levels down subtracts every origin on the way; a frame
    /// origin converted into that view from the root is not its own origin (−10, −10 and −20, −20: "this is what
    /// UIKit also gives us").
    @Test func convertingDownSubtractsEveryOriginOnTheWay() {
        let (view1, view2, view3, view4) = Self.nested()
        #expect(view1.convert(CGPoint(x: 10, y: 10), to: view1) == CGPoint(x: 10, y: 10))
        #expect(view1.convert(CGPoint(x: 15, y: 15), to: view2) == CGPoint(x: 5, y: 5))
        #expect(view1.convert(CGPoint(x: 25, y: 25), to: view3) == CGPoint(x: 5, y: 5))
        #expect(view1.convert(CGPoint(x: 40, y: 40), to: view4) == .zero)
        #expect(view1.convert(view2.frame.origin, to: view2) == .zero)
        #expect(view1.convert(view3.frame.origin, to: view3) == CGPoint(x: -10, y: -10))
        #expect(view1.convert(view4.frame.origin, to: view4) == CGPoint(x: -20, y: -20))
    }
}
