import Foundation

// `NSValue` boxes of transforms and insets, as UIKit and Core Animation code makes them
// (`animation.toValue = NSValue(caTransform3D: t)`). Foundation on Linux boxes no structs, only scalars and
// arrays of them, so each box holds its numbers as an array of doubles, its type encoding telling them apart:
// `[16d]` a 4 × 4 transform (row by row, m11…m44), `[6d]` an affine transform (a, b, c, d, tx, ty), `[4d]`
// edge insets (top, left, bottom, right).
extension NSValue {
    /// `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D t: Transform3D) {
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init))
    }

    /// `NSValue(cgAffineTransform:)`.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init))
    }

    /// `NSValue(uiEdgeInsets:)`.
    public convenience init(uiEdgeInsets insets: EdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right].map(Double.init))
    }

    /// `caTransform3DValue`: the transform boxed (an affine box as its 4 × 4 form); identity for another box.
    public var caTransform3DValue: Transform3D {
        boxedTransform3D ?? boxedDoubles(6).map { Transform3D(Self.affine($0)) } ?? .identity
    }

    /// `cgAffineTransformValue`: the affine transform boxed (a 4 × 4 box's affine part); identity for another box.
    public var cgAffineTransformValue: CGAffineTransform {
        boxedDoubles(6).map(Self.affine) ?? boxedTransform3D?.affineTransform ?? .identity
    }

    /// `uiEdgeInsetsValue`: the insets boxed; zero for another box.
    public var uiEdgeInsetsValue: EdgeInsets {
        guard let v = boxedDoubles(4) else { return .zero }
        return EdgeInsets(top: CGFloat(v[0]), left: CGFloat(v[1]), bottom: CGFloat(v[2]), right: CGFloat(v[3]))
    }

    /// The 4 × 4 transform of a `[16d]` box.
    var boxedTransform3D: Transform3D? {
        guard let v = boxedDoubles(16)?.map({ CGFloat($0) }) else { return nil }
        return Transform3D(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                           m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The affine transform of a `[6d]` box.
    var boxedAffineTransform: CGAffineTransform? { boxedDoubles(6).map(Self.affine) }

    private convenience init(doubles: [Double]) {
        let type = "[\(doubles.count)d]"
        self.init(bytes: doubles.withUnsafeBytes { $0.baseAddress! }, objCType: type)
    }

    /// The numbers of a box holding `count` doubles, or `nil` for another box.
    private func boxedDoubles(_ count: Int) -> [Double]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }

    private static func affine(_ v: [Double]) -> CGAffineTransform {
        CGAffineTransform(a: CGFloat(v[0]), b: CGFloat(v[1]), c: CGFloat(v[2]), d: CGFloat(v[3]), tx: CGFloat(v[4]), ty: CGFloat(v[5]))
    }
}
