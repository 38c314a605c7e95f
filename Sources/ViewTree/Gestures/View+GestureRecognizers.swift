import Foundation

// A view's gesture recognizers, with UIKit's names.
extension View {
    /// The gesture recognizers attached to the view, in the order they were added; `nil` when none
    /// (as UIKit's `gestureRecognizers`).
    public var gestureRecognizers: [GestureRecognizer]? {
        get {
            if let sv = self as? ScrollView { sv.installScrollGestureRecognizers() }
            guard let list = extras?.gestureRecognizers, !list.isEmpty else { return nil }
            return list
        }
        set {
            for old in extras?.gestureRecognizers ?? [] { removeGestureRecognizer(old) }
            for new in newValue ?? [] { addGestureRecognizer(new) }
        }
    }

    /// Attaches a recognizer (moving it from its previous view). The view owns it; its `view` is weak.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.resetToPossible()
        layoutExtras.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture it was tracking is cancelled (or failed).
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self, let extras else { return }
        if gestureRecognizer.storedState == .began || gestureRecognizer.storedState == .changed {
            gestureRecognizer.state = .cancelled
        }
        gestureRecognizer.deliveringWindow?.touchDelivery.forget(gestureRecognizer)
        extras.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
        gestureRecognizer.resetToPossible()
    }

    /// The recognizers attached, without installing a scroll view's own (internal fast path).
    var attachedGestureRecognizers: [GestureRecognizer] { extras?.gestureRecognizers ?? [] }
}
