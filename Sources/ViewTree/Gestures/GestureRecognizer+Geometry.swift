import Foundation

// Small geometry helpers shared by the recognizers (window coordinates: transforms are not modelled).
extension GestureRecognizer {
    func windowCentroid(_ touches: [Touch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for t in touches {
            x += t.windowLocation.x
            y += t.windowLocation.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    func convertFromWindow(_ p: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return p }
        return view.convert(p, from: trackedTouches.first?.window ?? self.view?.window)
    }

    /// Records a rejected configuration value.
    func reject(_ property: String, _ value: some CustomStringConvertible) {
        view?.simulation?.report(Diagnostic(code: .invalidValue, subject: diagnosticName,
                                            message: "\(property) = \(value) is out of range; the previous value is kept"))
    }
}
