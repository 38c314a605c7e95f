import Foundation

/// Formats geometry exactly as UIKit's debug descriptions print it.
///
/// Numbers use C's `%g` (six significant digits, no trailing zeros): `20.5`, `333.667`, `0`, `1e+12`.
/// Rects print as `(x y; w h)` (as in `-[UIView description]`), sizes and points as `{w, h}`
/// (`NSStringFromCGSize`), insets as `{t, l, b, r}` (`NSStringFromUIEdgeInsets`).
public enum UIKitFormat {
    /// A number as `%g` prints it.
    public static func number(_ value: CGFloat) -> String {
        // Fast path for the common case of whole numbers of moderate size; `%g` prints them as integers.
        if value == value.rounded(), abs(value) < 1e6, !(value == 0 && value.sign == .minus) {
            return String(Int(value))
        }
        return String(format: "%g", Double(value))
    }

    /// Appends `number(value)` to `out` without an intermediate string in the common case.
    public static func appendNumber(_ value: CGFloat, to out: inout String) {
        if value == value.rounded(), abs(value) < 1e6, !(value == 0 && value.sign == .minus) {
            out.append(String(Int(value)))
        } else {
            out.append(String(format: "%g", Double(value)))
        }
    }

    /// Appends `(x y; w h)` to `out`.
    public static func appendRect(_ r: CGRect, to out: inout String) {
        out.append("(")
        appendNumber(r.origin.x, to: &out)
        out.append(" ")
        appendNumber(r.origin.y, to: &out)
        out.append("; ")
        appendNumber(r.size.width, to: &out)
        out.append(" ")
        appendNumber(r.size.height, to: &out)
        out.append(")")
    }

    /// `(x y; w h)`.
    public static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)) \(number(r.origin.y)); \(number(r.size.width)) \(number(r.size.height)))"
    }

    /// `{w, h}`.
    public static func size(_ s: CGSize) -> String { "{\(number(s.width)), \(number(s.height))}" }

    /// `{x, y}`.
    public static func point(_ p: CGPoint) -> String { "{\(number(p.x)), \(number(p.y))}" }

    /// `{t, l, b, r}`.
    public static func insets(_ i: EdgeInsets) -> String {
        "{\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right))}"
    }

    /// A number as `%.17g` prints it: every digit of the double (`103.33333333333333`), as
    /// `NSStringFromCGPoint`/`NSStringFromCGSize`/`NSStringFromUIEdgeInsets` print a 64-bit `CGFloat`.
    public static func preciseNumber(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e6, !(value == 0 && value.sign == .minus) {
            return String(Int(value))
        }
        return String(format: "%.17g", Double(value))
    }

    /// `{w, h}` with every digit (`preciseNumber`).
    public static func preciseSize(_ s: CGSize) -> String { "{\(preciseNumber(s.width)), \(preciseNumber(s.height))}" }

    /// `{x, y}` with every digit (`preciseNumber`).
    public static func precisePoint(_ p: CGPoint) -> String { "{\(preciseNumber(p.x)), \(preciseNumber(p.y))}" }

    /// `{t, l, b, r}` with every digit (`preciseNumber`).
    public static func preciseInsets(_ i: EdgeInsets) -> String {
        "{\(preciseNumber(i.top)), \(preciseNumber(i.left)), \(preciseNumber(i.bottom)), \(preciseNumber(i.right))}"
    }
}
