import Foundation
import Testing
import ViewTree

/// `ShapeLayer` and `GradientLayer`: their properties are copied by `init(layer:)` and by
/// `presentation()`, their animatable ones animate, and bad numbers are rejected.
@Suite struct ShapeAndGradientLayerTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
    }

    func shape() -> ShapeLayer {
        let layer = ShapeLayer()
        window.layer.addSublayer(layer)
        layer.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.fillColor = nil
        layer.strokeColor = Color.red.cgColor
        layer.lineWidth = 3
        layer.strokeEnd = 0.5
        layer.lineCap = .round
        layer.lineJoin = .bevel
        layer.miterLimit = 4
        layer.lineDashPattern = [2, 1]
        layer.lineDashPhase = 1
        return layer
    }

    @Test func aShapeCopyKeepsEveryShapeProperty() {
        let original = shape()
        let copy = ShapeLayer(layer: original)
        #expect(copy.path == original.path && copy.fillColor == nil && copy.strokeColor == Color.red.cgColor)
        #expect(copy.lineWidth == 3 && copy.strokeStart == 0 && copy.strokeEnd == 0.5 && copy.miterLimit == 4)
        #expect(copy.lineCap == .round && copy.lineJoin == .bevel && copy.lineDashPattern == [2, 1] && copy.lineDashPhase == 1)
        let presented = original.presentation()
        #expect(presented?.lineCap == .round && presented?.lineWidth == 3 && presented?.path == original.path)
    }

    @Test func shapePropertiesAnimateInThePresentation() {
        let layer = shape()
        let draw = BasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        layer.add(draw, forKey: "draw")
        let tint = BasicAnimation(keyPath: "strokeColor")
        tint.toValue = Color.blue.cgColor
        tint.duration = 1
        layer.add(tint, forKey: "tint")
        world.run(until: 0.25)
        #expect(layer.presentation()?.strokeEnd == 0.25 && layer.strokeEnd == 0.5)
        #expect(layer.presentation()?.strokeColor == Color.red.interpolated(to: .blue, fraction: 0.25).cgColor)
        let caps = BasicAnimation(keyPath: "lineCap")
        layer.add(caps, forKey: "caps")
        #expect(world.diagnostics.map(\.code) == [.animation], "lineCap does not animate")
    }

    @Test func aGradientCopyKeepsItsColoursAndItsPointsAnimate() {
        let gradient = GradientLayer()
        window.layer.addSublayer(gradient)
        gradient.colors = [Color.red.cgColor, Color.blue.cgColor]
        gradient.locations = [0, 0.75]
        gradient.type = .radial
        gradient.startPoint = .zero
        let copy = GradientLayer(layer: gradient)
        #expect(copy.cgColors == [Color.red.cgColor, Color.blue.cgColor] && copy.locations == [0, 0.75])
        #expect(copy.type == .radial && copy.startPoint == .zero && copy.endPoint == CGPoint(x: 0.5, y: 1))
        let sweep = BasicAnimation(keyPath: "endPoint")
        sweep.toValue = CGPoint(x: 1, y: 1)
        sweep.duration = 1
        gradient.add(sweep, forKey: "sweep")
        world.run(until: 0.5)
        #expect(gradient.presentation()?.endPoint == CGPoint(x: 0.75, y: 1))
        #expect(gradient.presentation()?.cgColors.count == 2)
    }

    @Test func badNumbersAreRejectedAndThePreviousValueKept() {
        let layer = shape()
        layer.lineWidth = -1
        layer.strokeEnd = .nan
        layer.miterLimit = .infinity
        let gradient = GradientLayer()
        window.layer.addSublayer(gradient)
        gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        gradient.locations = [0, NSNumber(value: Double.infinity)]
        #expect(layer.lineWidth == 3 && layer.strokeEnd == 0.5 && layer.miterLimit == 4)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.locations == nil)
        #expect(world.diagnostics.map(\.code) == Array(repeating: .invalidValue, count: 5))
    }
}
