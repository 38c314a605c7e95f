import Foundation
import Testing
import ViewTree

@Suite struct LayerTests {
    let world = Simulation()
    let window: Window
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(view)
    }

    @Test func aViewHasOneLayerThatIsItsDelegate() {
        #expect(view.layer === view.layer)
        #expect(view.layer.delegate === view)
        #expect(type(of: view.layer) == Layer.self)
    }

    @Test func geometryIsTheViewsOwnBothWays() {
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.frame == view.frame)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.layer.bounds = CGRect(x: 0, y: 5, width: 40, height: 40)
        #expect(view.bounds == CGRect(x: 0, y: 5, width: 40, height: 40))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.layer.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func opacityIsAlphaOneSourceOfTruth() {
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.opacity = 0.75
        #expect(view.alpha == 0.75)
        view.layer.opacity = 7
        #expect(view.alpha == 1, "clamped by the view's setter")
    }

    @Test func aCategoryOnSetAlphaSeesLayerOpacityChanges() {
        var seen: [CGFloat] = []
        world.install(Category("Spy", on: View.self).setAlpha { _, alpha, callSuper in
            seen.append(alpha)
            if alpha == 0 { return }        // refuses to hide
            callSuper(alpha)
        })
        view.layer.opacity = 0
        view.layer.opacity = 0.5
        #expect(seen == [0, 0.5])
        #expect(view.alpha == 0.5 && view.layer.opacity == 0.5)
    }

    @Test func hiddenMaskingAndBackgroundColourAreTheViews() {
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
        view.layer.backgroundColor = Color.red.cgColor
        #expect(view.backgroundColor == .red)
        view.backgroundColor = .blue
        #expect(view.layer.backgroundColor == Color.blue.cgColor)
    }

    @Test func layerOnlyPropertiesHaveCoreAnimationDefaultsAndPort() {
        let layer = view.layer
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.zPosition == 0)
        #expect(layer.borderColor == Color.black.cgColor && layer.shadowColor == Color.black.cgColor)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.shadowPath == nil)
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = Color.gray.cgColor
        layer.shadowOpacity = 0.5
        layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
        #expect(layer.cornerRadius == 8 && layer.borderWidth == 1 && layer.borderColor == Color.gray.cgColor)
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func badValuesAreRejectedWithADiagnostic() {
        view.layer.cornerRadius = 4
        view.layer.cornerRadius = -1
        view.layer.borderWidth = .nan
        view.layer.anchorPoint = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(view.layer.cornerRadius == 4 && view.layer.borderWidth == 0 && view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(world.diagnostics.map(\.code) == [.invalidValue, .invalidValue, .nonFiniteGeometry])
        #expect(world.diagnostics.allSatisfy { $0.subject.hasSuffix(".layer") })
    }

    @Test func aFreeLayerKeepsItsOwnGeometry() {
        let free = Layer()
        free.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        #expect(free.bounds == CGRect(x: 0, y: 0, width: 20, height: 40))
        #expect(free.position == CGPoint(x: 20, y: 30))
        free.anchorPoint = .zero
        #expect(free.position == CGPoint(x: 20, y: 30), "the position stays")
        #expect(free.frame == CGRect(x: 20, y: 30, width: 20, height: 40), "the frame moves")
        free.opacity = 0.5
        #expect(free.opacity == 0.5)
    }

    @Test func layerClassChoosesTheLayer() {
        final class Ring: View {
            override class var layerClass: AnyClass { ShapeLayer.self }
        }
        let ring = Ring(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let shape = try? #require(ring.layer as? ShapeLayer)
        #expect(shape?.fillColor == Color.black.cgColor && shape?.strokeEnd == 1 && shape?.lineWidth == 1)
        shape?.path = CGPath(ellipseIn: ring.bounds, transform: nil)
        shape?.strokeColor = Color.red.cgColor
        #expect(shape?.path?.boundingBox == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(ring.description.hasSuffix("layer = <ShapeLayer: 0x6>>"))
        let gradient = GradientLayer()
        gradient.colors = [Color.red.cgColor, Color.blue.cgColor]
        #expect(gradient.cgColors.count == 2 && gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
    }
}
