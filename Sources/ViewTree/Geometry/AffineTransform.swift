import Foundation

// Foundation on Linux declares `AffineTransform` (AppKit's `NSAffineTransform` value) but not Core
// Graphics' `CGAffineTransform`, nor `CGPoint/CGSize/CGRect.applying(_:)` (checked on Swift 6.3.1:
// `CGAffineTransform.identity` does not compile with `import Foundation` alone). ViewTree declares
// them here with Core Graphics' API, so `view.transform = CGAffineTransform(rotationAngle: .pi / 4)`
// ports unchanged. On a platform whose Foundation or CoreGraphics already has them, this file is
// not compiled.
#if !canImport(CoreGraphics)

/// `CGAffineTransform`: a 2-D affine transform, Core Graphics' row-vector matrix
///
///     [ a  b  0 ]
///     [ c  d  0 ]
///     [ tx ty 1 ]
///
/// so a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// `CGAffineTransform()`: the identity, as Core Graphics' zero-argument initializer gives.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// `CGAffineTransformIdentity`.
    public static let identity = CGAffineTransform()

    /// `CGAffineTransformMakeScale`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// `CGAffineTransformMakeTranslation`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// `CGAffineTransformMakeRotation`: `angle` in radians; positive turns clockwise on iOS's
    /// y-down screen (`[cos, sin, -sin, cos, 0, 0]`).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `CGAffineTransformIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `CGAffineTransformConcat(self, t2)`: `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `CGAffineTransformScale(self, sx, sy)`: scales first, then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `CGAffineTransformTranslate(self, tx, ty)`: translates first, then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `CGAffineTransformRotate(self, angle)`: rotates first, then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `CGAffineTransformInvert`. A transform that cannot be inverted (determinant 0, or not finite)
    /// is returned unchanged, as Core Graphics documents.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    /// `CGPointApplyAffineTransform`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// `CGSizeApplyAffineTransform`: the linear part only, signs kept (`(a·w + c·h, b·w + d·h)`).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// `CGRectApplyAffineTransform`: the smallest rectangle that contains the four transformed
    /// corners (affine transforms do not keep rectangles in general, as Core Graphics documents).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.b == 0 && t.c == 0 {
            // Axis-aligned: exact, and no corner arithmetic for the common scale/translate case.
            let r = standardized
            return CGRect(x: r.origin.x * t.a + t.tx, y: r.origin.y * t.d + t.ty,
                          width: r.size.width * t.a, height: r.size.height * t.d).standardized
        }
        let r = standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

#endif
