import Foundation

/// The name under which a view's layer lists one of the view's block animations, as UIKit adds
/// them to the layer: `opacity`, `position`, `bounds` (iOS 6–7) or `bounds.origin` and
/// `bounds.size` (iOS 8+), `backgroundColor`, `transform`; a second running animation of the same
/// key path (additive animations, iOS 8+) is `position-2`, a third `position-3`.
///
/// Sources (real descriptions, which print `animations = { key=<CABasicAnimation: 0x…>; … }`):
/// iOS 5–6, a rotating view controller's view, `animations = { transform=<CABasicAnimation: …>;
/// position=<CABasicAnimation: …>; bounds=<CABasicAnimation: …>; }`; iOS 10 (2017), a view whose
/// frame animates, `animations = { position=<CABasicAnimation: …>; bounds.origin=<CABasicAnimation:
/// …>; bounds.size=<CABasicAnimation: …>; }`; iOS 14 (2020), a collection view resized three times
/// in flight, `… bounds.origin-2=<CABasicAnimation: …>; bounds.size-2=…; bounds.origin-3=…;
/// bounds.size-3=…; }`. See `PlatformProfile.splitsBoundsAnimationKeys` and Docs/Fidelity.md.
struct ViewAnimationKey: Equatable {
    /// Which part of the bounds a split bounds animation animates.
    enum BoundsPart: String {
        case origin, size
    }

    /// The view property animated.
    let property: AnimatableKey
    /// For a split bounds animation, its half; nil otherwise.
    let boundsPart: BoundsPart?
    /// 1 for the oldest running animation of the property, 2 for the next one, …
    let generation: Int

    /// The key path the layer animation animates: `opacity`, `position`, `bounds`,
    /// `bounds.origin`, `bounds.size`, `backgroundColor`, `transform`.
    var keyPath: String {
        guard let boundsPart else { return property.coreAnimationKeyPath }
        return "bounds." + boundsPart.rawValue
    }

    /// The key the layer lists it under: the key path, then `-2`, `-3`… for later generations.
    var name: String { generation > 1 ? "\(keyPath)-\(generation)" : keyPath }

    /// The keys of one running animation of `property`: two for the bounds when `splitBounds`.
    static func keys(for property: AnimatableKey, generation: Int, splitBounds: Bool) -> [ViewAnimationKey] {
        guard property == .bounds, splitBounds else {
            return [ViewAnimationKey(property: property, boundsPart: nil, generation: generation)]
        }
        return [ViewAnimationKey(property: property, boundsPart: .origin, generation: generation),
                ViewAnimationKey(property: property, boundsPart: .size, generation: generation)]
    }

    /// Reads a key as `name` prints it (`bounds.size-2`); nil for a key that names no view animation.
    init?(parsing key: String) {
        var path = Substring(key)
        var generation = 1
        if let dash = key.lastIndex(of: "-"), let n = Int(key[key.index(after: dash)...]), n >= 2 {
            path = key[..<dash]
            generation = n
        }
        switch path {
        case "bounds.origin": self.init(property: .bounds, boundsPart: .origin, generation: generation)
        case "bounds.size": self.init(property: .bounds, boundsPart: .size, generation: generation)
        default:
            guard let property = AnimatableKey.allCases.first(where: { $0.coreAnimationKeyPath == path }) else { return nil }
            self.init(property: property, boundsPart: nil, generation: generation)
        }
    }

    private init(property: AnimatableKey, boundsPart: BoundsPart?, generation: Int) {
        self.property = property
        self.boundsPart = boundsPart
        self.generation = generation
    }

    /// The part of `value` (a value of `property`) this key animates, as a layer value.
    func layerValue(of value: AnimatableValue) -> LayerValue? {
        guard let boundsPart, case .bounds(let rect) = value else { return value.layerValue }
        switch boundsPart {
        case .origin: return .point(rect.origin)
        case .size: return .size(rect.size)
        }
    }
}

extension View {
    /// The layer keys of this view's running block animations, in the order they started (one
    /// block: the order its setters ran), named as this world's UIKit names them.
    var runningViewAnimationKeys: [ViewAnimationKey] { runningViewAnimations.map(\.key) }

    /// `runningViewAnimationKeys` with the class UIKit makes each one of: `SpringAnimation` for an animation
    /// of a spring block (`animate(withDuration:delay:usingSpringWithDamping:…)`, a spring property
    /// animator), `BasicAnimation` otherwise (`position=<CASpringAnimation: …>` beside `<CABasicAnimation: …>`
    /// in device descriptions).
    var runningViewAnimations: [(key: ViewAnimationKey, className: String)] {
        guard let world = simulation else { return [] }
        let split = world.profile.splitsBoundsAnimationKeys
        return world.animator.runningAnimations(of: self).flatMap { running in
            let className = running.isSpring ? "SpringAnimation" : "BasicAnimation"
            return ViewAnimationKey.keys(for: running.key, generation: running.generation, splitBounds: split).map { ($0, className) }
        }
    }
}
