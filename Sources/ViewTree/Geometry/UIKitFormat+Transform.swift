import Foundation

extension UIKitFormat {
    /// A transform as `-[UIView description]` prints it: `[a, b, c, d, tx, ty]`, each number with
    /// `%.17g` (round-trip precision, `-0` kept). Source: device dumps such as
    /// `transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]`
    /// (a view rotated by π/8) and `transform = [-1, 0, -0, -1, 0, 0]`.
    public static func transform(_ t: CGAffineTransform) -> String {
        var out = ""
        appendTransform(t, to: &out)
        return out
    }

    /// Appends `transform(t)` to `out`.
    public static func appendTransform(_ t: CGAffineTransform, to out: inout String) {
        out.append("[")
        for (i, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
            if i > 0 { out.append(", ") }
            out.append(String(format: "%.17g", Double(value)))
        }
        out.append("]")
    }
}
