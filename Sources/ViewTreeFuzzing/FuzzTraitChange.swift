import Foundation
import ViewTree

/// A custom trait the fuzzer sets (iOS 17's `UITraitDefinition`): an integer, 0 by default. An odd value makes the
/// fuzzer's re-entrant registration (below) change it again from inside the trait update.
public struct FuzzCounterTrait: TraitDefinition {
    public static let defaultValue = 0
}

/// One change of a view's iOS 17 trait overrides (`FuzzOperation.traits`).
public enum FuzzTraitChange: Sendable, Hashable {
    /// `v.traitOverrides.userInterfaceStyle = dark ? .dark : .light`.
    case style(dark: Bool)
    /// `v.traitOverrides[FuzzCounterTrait.self] = value`.
    case counter(Int)
    /// `v.traitOverrides.displayScale = value` (NaN, ±∞ and negative on purpose: refused with `.invalidValue`).
    case displayScale(Double)
    /// `v.traitOverrides.remove(…)` of every trait above.
    case removeAll
    /// `v.updateTraitsIfNeeded()`: deliver the pending changes now.
    case update
    /// `v.registerForTraitChanges([FuzzCounterTrait.self])` with a handler that, seeing an odd counter, makes it
    /// even and forces the update from inside the update (re-entrant `updateTraitsIfNeeded()`).
    case registerReentrant

    /// Whether the change is bad input ViewTree must refuse with a diagnostic.
    public var isHostile: Bool {
        if case .displayScale(let s) = self { return !s.isFinite || s < 0 }
        return false
    }

    /// Makes the change on `view`.
    func apply(to view: View) {
        switch self {
        case let .style(dark): view.traitOverrides.userInterfaceStyle = dark ? .dark : .light
        case let .counter(value): view.traitOverrides[FuzzCounterTrait.self] = value
        case let .displayScale(scale): view.traitOverrides.displayScale = scale
        case .removeAll:
            view.traitOverrides.remove(TraitUserInterfaceStyle.self)
            view.traitOverrides.remove(FuzzCounterTrait.self)
            view.traitOverrides.remove(TraitDisplayScale.self)
        case .update: view.updateTraitsIfNeeded()
        case .registerReentrant:
            view.registerForTraitChanges([FuzzCounterTrait.self]) { (view: View, _: TraitCollection) in
                let value = view.traitCollection[FuzzCounterTrait.self]
                guard value % 2 != 0 else { return }
                view.traitOverrides[FuzzCounterTrait.self] = value + 1
                view.updateTraitsIfNeeded()
            }
        }
    }

    /// The change as Swift, on the view named `name`.
    func swiftLine(_ name: String) -> String {
        switch self {
        case let .style(dark): "\(name).traitOverrides.userInterfaceStyle = .\(dark ? "dark" : "light")"
        case let .counter(value): "\(name).traitOverrides[FuzzCounterTrait.self] = \(value)"
        case let .displayScale(scale): "\(name).traitOverrides.displayScale = \(scale)"
        case .removeAll: "\(name).traitOverrides.remove(TraitUserInterfaceStyle.self); …remove(FuzzCounterTrait.self); …remove(TraitDisplayScale.self)"
        case .update: "\(name).updateTraitsIfNeeded()"
        case .registerReentrant: "\(name).registerForTraitChanges([FuzzCounterTrait.self]) { v, _ in /* odd → +1, then v.updateTraitsIfNeeded() */ }"
        }
    }

    /// A random change: `hostile` picks a bad display scale.
    static func random(_ rng: inout SplitMix64, hostile: Bool) -> FuzzTraitChange {
        if hostile { return .displayScale(rng.pick([.nan, .infinity, -.infinity, -2])) }
        switch rng.int(in: 0...9) {
        case 0, 1: return .style(dark: rng.chance(0.5))
        case 2, 3, 4: return .counter(rng.int(in: 0...5))
        case 5: return .displayScale(Double(rng.int(in: 1...3)))
        case 6: return .removeAll
        case 7, 8: return .update
        default: return .registerReentrant
        }
    }
}
