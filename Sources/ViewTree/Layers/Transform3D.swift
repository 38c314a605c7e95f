import Foundation

/// `CATransform3D`: a 4×4 matrix in Core Animation's row-vector convention (a point is the row
/// `(x, y, z, 1)` times the matrix; `m41`, `m42`, `m43` are the translation).
///
/// ViewTree lays out and hit-tests with the affine part (`affineTransform`), as UIKit's `frame`,
/// `convert` and `hitTest` do for a layer without perspective; the full matrix is kept, compared,
/// printed and animated.
public struct Transform3D: Equatable, Hashable, Sendable, Codable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (the translation, then the homogeneous term).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// `CATransform3D()` / `CATransform3DIdentity`.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D()

    /// `CATransform3DMakeAffineTransform`.
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    /// `CATransform3DMakeScale`.
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self.init()
        m11 = sx; m22 = sy; m33 = sz
    }

    /// `CATransform3DMakeTranslation`.
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self.init()
        m41 = tx; m42 = ty; m43 = tz
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: a rotation by `angle` radians about the axis
    /// `(x, y, z)` (normalised; a zero axis gives the identity, as Core Animation does).
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { self.init(); return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
                  m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
                  m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `CATransform3DIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `CATransform3DIsAffine`: no z terms and no perspective.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
            && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// `CATransform3DGetAffineTransform`: the x/y part (`m11 m12 m21 m22 m41 m42`).
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `CATransform3DConcat(self, b)`: `self` first, then `b`.
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = rows, r = b.rows
        var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                out[i][j] = a[i][0] * r[0][j] + a[i][1] * r[1][j] + a[i][2] * r[2][j] + a[i][3] * r[3][j]
            }
        }
        return Transform3D(rows: out)
    }

    /// `CATransform3DScale(self, sx, sy, sz)`: scales first, then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat, z sz: CGFloat) -> Transform3D {
        Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
    }

    /// `CATransform3DTranslate(self, tx, ty, tz)`: translates first, then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat, z tz: CGFloat) -> Transform3D {
        Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: rotates first, then applies `self`.
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// Every entry is a finite number.
    var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

extension CGAffineTransform {
    /// Every component is a finite number.
    var isFiniteTransform: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
