import Foundation

/// An object that can respond to and handle events: ViewTree's `UIResponder`.
///
/// `View` (and so `Window`) is a responder. Touches that a view does not handle travel up the
/// responder chain through `next`: a view's `next` is its view controller when it is a controller's
/// root view, otherwise its superview; a window's `next` is `nil` (there is no `UIApplication`).
///
/// The default implementation of every `touches…` method forwards the message to `next`, as
/// UIResponder's does ("The default implementation of this method forwards the message up the
/// responder chain", Apple's documentation of `touchesBegan(_:with:)`); an override that does not
/// handle a touch calls `super`.
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil`. A view returns its controller or its superview.
    open var next: Responder? { nil }

    // MARK: Touches

    /// One or more new touches began in a view or window. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers were lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer recognized, a scroll view began to
    /// scroll, the view left the window). The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: First responder (filled in by the controls and text input work)

    /// Whether this object can become the first responder. Default `false`, as UIResponder's.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up first-responder status when asked. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did. The default becomes it only when
    /// `canBecomeFirstResponder` is `true` (a plain responder never does).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to give up first-responder status; returns whether it did. Default `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
