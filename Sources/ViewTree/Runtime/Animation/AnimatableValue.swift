import Foundation

/// The value of an animatable property before a change.
enum AnimatableChange {
    case alpha(from: CGFloat)
    case center(from: CGPoint)
    case bounds(from: CGRect)
    case backgroundColor(from: Color?)
    case transform(from: Transform3D)

    var key: AnimatableKey {
        switch self {
        case .alpha: .alpha
        case .center: .center
        case .bounds: .bounds
        case .backgroundColor: .backgroundColor
        case .transform: .transform
        }
    }

    var value: AnimatableValue {
        switch self {
        case .alpha(let v): .alpha(v)
        case .center(let v): .center(v)
        case .bounds(let v): .bounds(v)
        case .backgroundColor(let v): .backgroundColor(v)
        case .transform(let v): .transform(v)
        }
    }
}

/// Which animatable property (Core Animation's key path).
enum AnimatableKey: Int, Hashable, CaseIterable {
    case alpha, center, bounds, backgroundColor, transform
}

/// A value of an animatable property.
enum AnimatableValue: Equatable {
    case alpha(CGFloat)
    case center(CGPoint)
    case bounds(CGRect)
    case backgroundColor(Color?)
    case transform(Transform3D)

    /// The current model value of `key` on `view`.
    static func model(_ key: AnimatableKey, of view: View) -> AnimatableValue {
        switch key {
        case .alpha: .alpha(view.storedAlpha)
        case .center: .center(view.storedCenter)
        case .bounds: .bounds(view.storedBounds)
        case .backgroundColor: .backgroundColor(view.storedBackgroundColor)
        case .transform: .transform(view.storedLayer?.transformValue ?? .identity)
        }
    }

    /// Which property the value is of.
    var key: AnimatableKey {
        switch self {
        case .alpha: .alpha
        case .center: .center
        case .bounds: .bounds
        case .backgroundColor: .backgroundColor
        case .transform: .transform
        }
    }

    /// Sets the value as `view`'s model value, through the public setter (so an open animation block animates
    /// the change).
    func apply(to view: View) {
        switch self {
        case .alpha(let a): view.alpha = a
        case .center(let c): view.center = c
        case .bounds(let b): view.bounds = b
        case .backgroundColor(let c): view.backgroundColor = c
        case .transform(let t): view.layer.transform = t
        }
    }

    /// Opacity, a point or a rect as up to four doubles (the animator's fast path); `nil` for
    /// colours and transforms.
    var lanes: SIMD4<Double>? {
        switch self {
        case .alpha(let a): SIMD4(Double(a), 0, 0, 0)
        case .center(let c): SIMD4(Double(c.x), Double(c.y), 0, 0)
        case .bounds(let b): SIMD4(Double(b.origin.x), Double(b.origin.y), Double(b.size.width), Double(b.size.height))
        case .backgroundColor, .transform: nil
        }
    }

    /// The value of `key` that `lanes` encoded.
    static func fromLanes(_ key: AnimatableKey, _ v: SIMD4<Double>) -> AnimatableValue {
        switch key {
        case .alpha: .alpha(CGFloat(v[0]))
        case .center: .center(CGPoint(x: v[0], y: v[1]))
        case .bounds, .backgroundColor, .transform: .bounds(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        }
    }

    /// The value a fraction of the way from `self` to `target` (Core Animation interpolates each
    /// component linearly; a colour from or to `nil` is treated as clear).
    func interpolated(to target: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, target) {
        case let (.alpha(a), .alpha(b)):
            return .alpha(lerp(a, b))
        case let (.center(a), .center(b)):
            return .center(CGPoint(x: lerp(a.x, b.x), y: lerp(a.y, b.y)))
        case let (.bounds(a), .bounds(b)):
            return .bounds(CGRect(x: lerp(a.origin.x, b.origin.x), y: lerp(a.origin.y, b.origin.y),
                                  width: lerp(a.size.width, b.size.width), height: lerp(a.size.height, b.size.height)))
        case let (.backgroundColor(a), .backgroundColor(b)):
            let from = a ?? .clear
            let to = b ?? .clear
            return .backgroundColor(from.interpolated(to: to, fraction: t))
        case let (.transform(a), .transform(b)):
            return .transform(TransformInterpolation.interpolate(a, b, t))
        default:
            return target
        }
    }

    /// `self + (from − to) × weight`, component by component: what an additive animation adds on
    /// top of the model value (Core Animation's `additive` animations, which UIKit uses from iOS 8).
    func adding(_ from: AnimatableValue, minus to: AnimatableValue, times weight: CGFloat) -> AnimatableValue {
        func add(_ base: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat { base + (a - b) * weight }
        switch (self, from, to) {
        case let (.alpha(m), .alpha(a), .alpha(b)):
            return .alpha(add(m, a, b))
        case let (.center(m), .center(a), .center(b)):
            return .center(CGPoint(x: add(m.x, a.x, b.x), y: add(m.y, a.y, b.y)))
        case let (.bounds(m), .bounds(a), .bounds(b)):
            return .bounds(CGRect(x: add(m.origin.x, a.origin.x, b.origin.x), y: add(m.origin.y, a.origin.y, b.origin.y),
                                  width: add(m.size.width, a.size.width, b.size.width),
                                  height: add(m.size.height, a.size.height, b.size.height)))
        case let (.backgroundColor(m), .backgroundColor(a), .backgroundColor(b)):
            let base = m ?? .clear, x = a ?? .clear, y = b ?? .clear
            return .backgroundColor(Color(red: add(base.red, x.red, y.red), green: add(base.green, x.green, y.green),
                                          blue: add(base.blue, x.blue, y.blue), alpha: add(base.alpha, x.alpha, y.alpha)))
        case let (.transform(m), .transform(a), .transform(b)):
            return .transform(TransformInterpolation.adding(m, a, minus: b, times: weight))
        default:
            return self
        }
    }
}
