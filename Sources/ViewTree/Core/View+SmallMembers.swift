import Foundation

// Small UIView members that real code sets and reads, kept so that it ports: the accessibility container's
// elements, the tint adjustment mode, and the layout direction a semantic content attribute gives.
extension View {
    /// `UIView.TintAdjustmentMode`, with UIKit's raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0, normal = 1, dimmed = 2
    }

    /// `accessibilityElements`: the elements of an accessibility container, in order; default `nil` (its
    /// accessible subviews). Stored for the code that sets and reads it.
    var baseAccessibilityElements: [Any]? {
        get { extras?.accessibilityElements }
        set { layoutExtras.accessibilityElements = newValue }
    }

    /// `tintAdjustmentMode`: reading it gives the mode in effect — the view's own when set, else its nearest
    /// ancestor's, else `.normal` ("If the mode is automatic, the view's tintAdjustmentMode is that of its
    /// superview … or normal if the view has no superview", Apple's documentation). Default `.automatic`.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            nearestInSuperviews { view in
                let mode = view.extras?.tintAdjustmentMode ?? .automatic
                return mode == .automatic ? nil : mode
            } ?? .normal
        }
        set { layoutExtras.tintAdjustmentMode = newValue }
    }

    /// `userInterfaceLayoutDirection(for:)`: the direction a view with `attribute` lays out in. ViewTree's app
    /// language is left to right, so only `.forceRightToLeft` gives right to left.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// `effectiveUserInterfaceLayoutDirection` (iOS 10): the direction of the view's own attribute, or its
    /// nearest ancestor's that is not `.unspecified`.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        nearestInSuperviews { view in
            let attribute = view.semanticContentAttribute
            return attribute == .unspecified ? nil : View.userInterfaceLayoutDirection(for: attribute)
        } ?? .leftToRight
    }

    /// The first value `pick` finds, on this view or up its superviews (a value a view inherits from its
    /// nearest ancestor that sets one); nil when none has one.
    func nearestInSuperviews<Value>(_ pick: (View) -> Value?) -> Value? {
        var view: View? = self
        while let current = view {
            if let value = pick(current) { return value }
            view = current.superview
        }
        return nil
    }
}

/// `UIUserInterfaceLayoutDirection`, with UIKit's raw values.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}
