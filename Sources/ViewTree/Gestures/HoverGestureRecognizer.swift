import Foundation

/// ViewTree's `UIHoverGestureRecognizer` (iOS 13): follows a trackpad or mouse pointer over its view, with no
/// button pressed. A continuous gesture, as UIKit's: `.began` when the pointer enters the view, `.changed` as it
/// moves inside, `.ended` when it leaves (UIHoverGestureRecognizer documentation); `location(in:)` is the pointer's.
///
/// ViewTree simulates touches, not a pointer (`Events/Pointer/Pointer.swift`), so a test moves the pointer:
/// `pointerMoved(to:)` with a point in the recognizer's view's coordinates (`nil`: the pointer went away), or
/// ViewTreeTesting's `hover(_:along:)`. The delegate's `gestureRecognizerShouldBegin(_:)` can refuse the entry;
/// a disabled recognizer, or one in no view, follows nothing. It shares no touches, so it prevents no recognizer.
open class HoverGestureRecognizer: GestureRecognizer {
    /// The pointer's location in the view's coordinates while it hovers there.
    private var pointerLocation: CGPoint?

    override var isContinuous: Bool { true }

    /// `zOffset` (iOS 16.1): an Apple Pencil's height above the screen, 0 to 1; 0 for a pointer. Kept: ViewTree
    /// simulates no pencil.
    open var zOffset: CGFloat = 0

    /// The pointer moved to `point` in the view's coordinates (`nil`: it left the screen or the window): the
    /// recognizer begins when the point enters the view's bounds, changes as it moves inside and ends when it
    /// leaves. A point that is not finite is ignored.
    public func pointerMoved(to point: CGPoint?) {
        guard let view, isEnabled else { return }
        if let point, !(point.x.isFinite && point.y.isFinite) { return }
        let inside = point.map { view.bounds.contains($0) } ?? false
        switch storedState {
        case .possible:
            guard inside, let point else { return }
            pointerLocation = point
            state = .began
            if storedState == .failed { resetToPossible() }
        case .began, .changed:
            if inside, let point {
                pointerLocation = point
                state = .changed
            } else {
                if let point { pointerLocation = point }
                state = .ended
                resetToPossible()
            }
        default:
            return
        }
    }

    /// `location(in:)`: where the pointer is, in `view`'s coordinates (the window's for `nil`).
    open override func location(in view: View?) -> CGPoint {
        guard let pointerLocation, let own = self.view else { return .zero }
        return own.convert(pointerLocation, to: view)
    }

    open override func reset() {
        super.reset()
        pointerLocation = nil
    }
}
