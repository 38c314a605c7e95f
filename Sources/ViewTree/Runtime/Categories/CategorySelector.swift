/// A method a category can replace. New selectors are added here and dispatched from the base
/// implementation of the method (see `View+Geometry.swift`); nothing else changes.
public enum CategorySelector: String, Sendable, Hashable, CaseIterable {
    /// `setAlpha:` — the value is the new alpha.
    case setAlpha
    /// `setFrame:` — the value is the new frame.
    case setFrame
    /// `setBounds:` — the value is the new bounds.
    case setBounds
    /// `setCenter:` — the value is the new center.
    case setCenter
    /// `setHidden:` — the value is the new hidden flag.
    case setHidden
    /// `didMoveToWindow` — no value.
    case didMoveToWindow
    /// `layoutSubviews` — no value.
    case layoutSubviews

    var index: Int {
        switch self {
        case .setAlpha: 0
        case .setFrame: 1
        case .setBounds: 2
        case .setCenter: 3
        case .setHidden: 4
        case .didMoveToWindow: 5
        case .layoutSubviews: 6
        }
    }
}

/// The implementation a replacement calls as `super`: the superclass's implementation, exactly
/// like `[super setAlpha:alpha]` inside an Objective-C category.
public struct SuperCall<Value> {
    let body: (Value) -> Void

    /// Calls the superclass's implementation with `value`.
    public func callAsFunction(_ value: Value) { body(value) }
}

extension SuperCall where Value == Void {
    /// Calls the superclass's implementation.
    public func callAsFunction() { body(()) }
}
