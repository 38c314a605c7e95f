import Foundation
import ViewTree

/// Moves a trackpad or mouse pointer over `view` through `points` (its coordinates), then away: every hover
/// recognizer (`UIHoverGestureRecognizer`) on `view` and its superviews hears each point in its own view's
/// coordinates (`HoverGestureRecognizer.pointerMoved(to:)`), then that the pointer left. ViewTree simulates no
/// pointer otherwise; touches are unaffected.
public func hover(_ view: View, along points: [CGPoint]) {
    var recognizers: [HoverGestureRecognizer] = []
    var current: View? = view
    while let v = current {
        for case let recognizer as HoverGestureRecognizer in v.gestureRecognizers ?? [] { recognizers.append(recognizer) }
        current = v.superview
    }
    for point in points {
        for recognizer in recognizers {
            guard let own = recognizer.view else { continue }
            recognizer.pointerMoved(to: view.convert(point, to: own))
        }
    }
    for recognizer in recognizers { recognizer.pointerMoved(to: nil) }
}
