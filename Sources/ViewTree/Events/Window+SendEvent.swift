import Foundation

// UIWindow's `sendEvent(_:)`: each new touch is hit-tested once, when it begins, and stays with
// that view; touches go to the view (and up the responder chain from there) grouped by view.
extension Window {
    func deliver(_ event: Event) {
        guard event.type == .touches else { return }
        for touch in event.orderedTouches where touch.storedPhase == .began && touch.storedView == nil {
            touch.storedWindow = self
            touch.storedView = hitTest(touch.windowLocation, with: event)
        }
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(View, [Touch])] = []
            for touch in event.orderedTouches where touch.storedPhase == phase {
                guard let view = touch.storedView else { continue }
                if let i = groups.firstIndex(where: { $0.0 === view }) { groups[i].1.append(touch) } else { groups.append((view, [touch])) }
            }
            for (view, touches) in groups {
                let set = Set(touches)
                switch phase {
                case .began: view.touchesBegan(set, with: event)
                case .moved: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                case .cancelled: view.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
        }
    }
}
