import Foundation

/// A Swift form of an Objective-C category: replacements for methods of `Target`, for every instance
/// of `Target` and of its subclasses that do not override the method themselves — including the
/// views ViewTree creates itself, such as the scroll indicators.
///
/// ```swift
/// // @implementation UIImageView (MRAScrollView) - (void)setAlpha:(CGFloat)alpha { … [super setAlpha:alpha]; }
/// let mraScrollView = Category("MRAScrollView", on: ImageView.self)
///     .setAlpha { imageView, alpha, callSuper in
///         if keepsIndicatorVisible(imageView, alpha) { return }
///         callSuper(alpha)               // View's implementation
///     }
/// let installed = simulation.install(mraScrollView)
/// ```
///
/// A category is a value; it takes effect when installed in a world (`Simulation.install(_:)`), only
/// there, until removed. Inside a replacement, `callSuper` is the implementation of `Target`'s
/// superclass (or that superclass's own category), and a replacement that returns without calling it
/// refuses the change: the property keeps its value and does not animate.
public struct Category<Target: View> {
    /// The category's name, as in `@interface UIImageView (Name)`: shown in diagnostics.
    public let name: String
    var replacements: [(CategorySelector, AnyReplacement)] = []

    /// Starts an empty category on `Target`.
    public init(_ name: String, on target: Target.Type = Target.self) {
        self.name = name
    }

    /// The selectors this category replaces.
    public var selectors: [CategorySelector] { replacements.map(\.0) }

    private func adding<Value>(_ selector: CategorySelector,
                               _ body: @escaping (Target, Value, SuperCall<Value>) -> Void) -> Category {
        var copy = self
        copy.replacements.removeAll { $0.0 == selector }
        copy.replacements.append((selector, Replacement<Value> { view, value, callSuper in
            // The registry only calls a replacement for instances of its target class.
            guard let target = view as? Target else { return callSuper(value) }
            body(target, value, callSuper)
        }))
        return copy
    }

    /// Replaces `setAlpha:`.
    public func setAlpha(_ body: @escaping (Target, CGFloat, SuperCall<CGFloat>) -> Void) -> Category {
        adding(.setAlpha, body)
    }

    /// Replaces `setFrame:`.
    public func setFrame(_ body: @escaping (Target, CGRect, SuperCall<CGRect>) -> Void) -> Category {
        adding(.setFrame, body)
    }

    /// Replaces `setBounds:`.
    public func setBounds(_ body: @escaping (Target, CGRect, SuperCall<CGRect>) -> Void) -> Category {
        adding(.setBounds, body)
    }

    /// Replaces `setCenter:`.
    public func setCenter(_ body: @escaping (Target, CGPoint, SuperCall<CGPoint>) -> Void) -> Category {
        adding(.setCenter, body)
    }

    /// Replaces `setHidden:`.
    public func setHidden(_ body: @escaping (Target, Bool, SuperCall<Bool>) -> Void) -> Category {
        adding(.setHidden, body)
    }

    /// Replaces `didMoveToWindow`.
    public func didMoveToWindow(_ body: @escaping (Target, SuperCall<Void>) -> Void) -> Category {
        adding(.didMoveToWindow) { (view: Target, _: Void, callSuper: SuperCall<Void>) in body(view, callSuper) }
    }

    /// Replaces `layoutSubviews`.
    public func layoutSubviews(_ body: @escaping (Target, SuperCall<Void>) -> Void) -> Category {
        adding(.layoutSubviews) { (view: Target, _: Void, callSuper: SuperCall<Void>) in body(view, callSuper) }
    }

    /// Whether `view` is an instance of the target class (or a subclass).
    static func matches(_ view: View) -> Bool { view is Target }
}

/// A type-erased replacement, so the registry can hold replacements of every signature.
class AnyReplacement {}

/// A replacement taking a value of type `Value`.
final class Replacement<Value>: AnyReplacement {
    let body: (View, Value, SuperCall<Value>) -> Void
    init(_ body: @escaping (View, Value, SuperCall<Value>) -> Void) { self.body = body }
}
