import Foundation

/// Formats geometry exactly as UIKit's debug descriptions print it.
///
/// Numbers use C's `%g` (six significant digits, no trailing zeros): `20.5`, `333.667`, `0`, `1e+12`.
/// Rects print as `(x y; w h)` (as in `-[UIView description]`), sizes and points as `{w, h}`
/// (`NSStringFromCGSize`), insets as `{t, l, b, r}` (`NSStringFromUIEdgeInsets`).
public enum UIKitFormat {
    /// A number as `%g` prints it.
    public static func number(_ value: CGFloat) -> String {
        wholeNumber(value) ?? String(format: "%g", Double(value))
    }

    /// A number as `%.17g` prints it: every digit of the double (`103.33333333333333`), as
    /// `NSStringFromCGPoint`/`NSStringFromCGSize`/`NSStringFromUIEdgeInsets` print a 64-bit `CGFloat`.
    public static func preciseNumber(_ value: CGFloat) -> String {
        wholeNumber(value) ?? String(format: "%.17g", Double(value))
    }

    /// Fast path for the common case of whole numbers of moderate size, which both formats print as
    /// integers; nil otherwise.
    private static func wholeNumber(_ value: CGFloat) -> String? {
        guard value == value.rounded(), abs(value) < 1e6, !(value == 0 && value.sign == .minus) else { return nil }
        return String(Int(value))
    }

    /// Appends `number(value)` to `out`.
    public static func appendNumber(_ value: CGFloat, to out: inout String) {
        out.append(number(value))
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

    /// `{w, h}`; every digit when `precise` (`preciseNumber`), else `%g`.
    public static func size(_ s: CGSize, precise: Bool = false) -> String {
        let n = precise ? preciseNumber : number
        return "{\(n(s.width)), \(n(s.height))}"
    }

    /// `{x, y}`; every digit when `precise` (`preciseNumber`), else `%g`.
    public static func point(_ p: CGPoint, precise: Bool = false) -> String {
        let n = precise ? preciseNumber : number
        return "{\(n(p.x)), \(n(p.y))}"
    }

    /// `{t, l, b, r}`; every digit when `precise` (`preciseNumber`), else `%g`.
    public static func insets(_ i: EdgeInsets, precise: Bool = false) -> String {
        let n = precise ? preciseNumber : number
        return "{\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right))}"
    }
}
