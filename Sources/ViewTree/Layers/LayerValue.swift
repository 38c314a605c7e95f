import Foundation

/// A value an animation moves a layer property through (Core Animation's `fromValue`/`toValue` are
/// `Any`; ViewTree accepts the Swift values UIKit code passes and converts them to this).
enum LayerValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(Transform3D)
    case color(CGColor?)

    /// Converts what a user put in `fromValue`, `toValue`, `byValue` or `values`; `nil` for a value
    /// of a type ViewTree does not animate.
    init?(any value: Any?) {
        switch value {
        case let v as CGFloat: self = .scalar(v)
        case let v as Double: self = .scalar(CGFloat(v))
        case let v as Float: self = .scalar(CGFloat(v))
        case let v as Int: self = .scalar(CGFloat(v))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as Transform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(Transform3D(v))
        case let v as CGColor: self = .color(v)
        case let v as Color: self = .color(v.cgColor)
        case let v as NSValue where v.boxedTransform3D != nil: self = .transform(v.caTransform3DValue)
        case let v as NSValue where v.boxedAffineTransform != nil: self = .transform(Transform3D(v.cgAffineTransformValue))
        case let v as NSNumber: self = .scalar(CGFloat(v.doubleValue))
        default: return nil
        }
    }

    /// The value as a user would read it back (`Any`, the type Core Animation returns).
    var anyValue: Any {
        switch self {
        case .scalar(let v): v
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let v): v as Any
        }
    }

    /// Whether every component is a finite number (a colour always is).
    var isFinite: Bool {
        switch self {
        case .scalar(let v): v.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.isFiniteRect
        case .transform(let t): t.isFinite
        case .color: true
        }
    }

    /// `self + other` component by component (Core Animation's `byValue`, additive animations).
    func adding(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                                width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
        default: return other
        }
    }

    /// `self - other` component by component (`byValue` with only `toValue`).
    func subtracting(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                                width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case let (.transform(a), .transform(b)):
            let inverse = b.affineTransform.inverted()
            return .transform(Transform3D(inverse).concatenating(a))
        default: return self
        }
    }

    /// The value a fraction `t` of the way from `self` to `target`. `t` may leave 0…1 (a spring
    /// overshoots). Numbers, points, sizes and rects interpolate linearly; colours in RGBA; an
    /// affine transform through its decomposition (translation, rotation, scale, shear), as Core
    /// Animation interpolates `transform`, so a rotation turns instead of shrinking through zero.
    func interpolated(to target: LayerValue, _ t: CGFloat) -> LayerValue {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, target) {
        case let (.scalar(a), .scalar(b)): return .scalar(lerp(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: lerp(a.x, b.x), y: lerp(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: lerp(a.origin.x, b.origin.x), y: lerp(a.origin.y, b.origin.y),
                                width: lerp(a.size.width, b.size.width), height: lerp(a.size.height, b.size.height)))
        case let (.transform(a), .transform(b)): return .transform(TransformInterpolation.interpolate(a, b, t))
        case let (.color(a), .color(b)):
            let from = a?.color ?? .clear, to = b?.color ?? .clear
            return .color(from.interpolated(to: to, fraction: t).cgColor)
        default: return t < 1 ? self : target
        }
    }
}

/// Interpolation of transforms through a decomposition of their affine part.
enum TransformInterpolation {
    /// `(tx, ty, sx, sy, angle, shear)` with `M = Scale · Shear · Rotation · Translation` in Core
    /// Graphics' row-vector convention; `nil` when the first row is zero (no rotation to read).
    struct Parts {
        var tx: CGFloat, ty: CGFloat, sx: CGFloat, sy: CGFloat, angle: CGFloat, shear: CGFloat
    }

    static func decompose(_ t: CGAffineTransform) -> Parts? {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        guard sx > 0, sx.isFinite else { return nil }
        let angle = atan2(t.b, t.a)
        let cosine = t.a / sx, sine = t.b / sx
        // The second row in the rotated frame: its component along the first row is the shear.
        let shear = t.c * cosine + t.d * sine
        let sy = -t.c * sine + t.d * cosine
        return Parts(tx: t.tx, ty: t.ty, sx: sx, sy: sy, angle: angle, shear: shear)
    }

    static func compose(_ p: Parts) -> CGAffineTransform {
        let cosine = cos(p.angle), sine = sin(p.angle)
        return CGAffineTransform(a: p.sx * cosine, b: p.sx * sine,
                                 c: p.shear * cosine - p.sy * sine, d: p.shear * sine + p.sy * cosine,
                                 tx: p.tx, ty: p.ty)
    }

    /// `m + (a − b) × weight` through the decomposition (an additive transform animation: what an
    /// animation from `a` to `b` still adds on top of the model `m`); entry by entry when one of
    /// them cannot be decomposed.
    static func adding(_ m: Transform3D, _ a: Transform3D, minus b: Transform3D, times weight: CGFloat) -> Transform3D {
        func add(_ base: CGFloat, _ x: CGFloat, _ y: CGFloat) -> CGFloat { base + (x - y) * weight }
        if m.isAffine, a.isAffine, b.isAffine, let pm = decompose(m.affineTransform),
           let pa = decompose(a.affineTransform), let pb = decompose(b.affineTransform) {
            var angleA = pa.angle
            if angleA - pb.angle > .pi { angleA -= 2 * .pi } else if pb.angle - angleA > .pi { angleA += 2 * .pi }
            return Transform3D(compose(Parts(tx: add(pm.tx, pa.tx, pb.tx), ty: add(pm.ty, pa.ty, pb.ty),
                                             sx: add(pm.sx, pa.sx, pb.sx), sy: add(pm.sy, pa.sy, pb.sy),
                                             angle: add(pm.angle, angleA, pb.angle), shear: add(pm.shear, pa.shear, pb.shear))))
        }
        let rm = m.rows, ra = a.rows, rb = b.rows
        return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in add(rm[i][j], ra[i][j], rb[i][j]) } })
    }

    static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: CGFloat) -> Transform3D {
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        if a.isAffine, b.isAffine, let pa = decompose(a.affineTransform), let pb = decompose(b.affineTransform) {
            var angleB = pb.angle
            // The shorter way round, as Core Animation turns.
            if angleB - pa.angle > .pi { angleB -= 2 * .pi } else if pa.angle - angleB > .pi { angleB += 2 * .pi }
            let parts = Parts(tx: lerp(pa.tx, pb.tx), ty: lerp(pa.ty, pb.ty), sx: lerp(pa.sx, pb.sx),
                              sy: lerp(pa.sy, pb.sy), angle: lerp(pa.angle, angleB), shear: lerp(pa.shear, pb.shear))
            return Transform3D(compose(parts))
        }
        // Not decomposable (a zero scale, or 3-D): entry by entry.
        let ra = a.rows, rb = b.rows
        return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in lerp(ra[i][j], rb[i][j]) } })
    }
}
