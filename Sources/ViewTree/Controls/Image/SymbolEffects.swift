import Foundation

// The Symbols framework's effects (iOS 17), which UIKit re-exports: `.bounce`, `.pulse`, `.variableColor`,
// `.scale`, `.appear`, `.disappear`, `.replace`, and iOS 18's `.wiggle`, `.rotate` and `.breathe`, with their
// modifiers (`.bounce.up.byLayer`). ViewTree draws no symbols: an effect is a value an image view keeps while it
// runs (`ImageView.activeSymbolEffects`), on the virtual clock.

/// `SymbolEffect`: an animation of a symbol image's layers.
public protocol SymbolEffect: Hashable, Sendable {
    /// A readable name, such as `bounce.up` (ours: for descriptions and tests).
    var symbolEffectName: String { get }
}
/// `DiscreteSymbolEffect`: an effect that plays once (or a given number of times) and ends.
public protocol DiscreteSymbolEffect {}
/// `IndefiniteSymbolEffect`: an effect that runs until removed.
public protocol IndefiniteSymbolEffect {}
/// `TransitionSymbolEffect`: an effect that shows or hides the symbol.
public protocol TransitionSymbolEffect {}
/// `ContentTransitionSymbolEffect`: an effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// The modifiers effects share: direction, layering and variable-colour style, as named pieces of the effect's name.
public struct SymbolEffectModifiers: Hashable, Sendable {
    var parts: [String] = []
    func adding(_ part: String) -> SymbolEffectModifiers {
        var copy = self
        copy.parts.removeAll { SymbolEffectModifiers.excludes(part, $0) }
        copy.parts.append(part)
        return copy
    }
    /// Opposite modifiers replace each other (`up` then `down` is `down`).
    private static func excludes(_ new: String, _ old: String) -> Bool {
        let groups: [Set<String>] = [["up", "down"], ["byLayer", "wholeSymbol"], ["iterative", "cumulative"],
                                     ["reversing", "nonReversing"], ["hideInactiveLayers", "dimInactiveLayers"],
                                     ["downUp", "upUp", "offUp"], ["clockwise", "counterClockwise"]]
        return new == old || groups.contains { $0.contains(new) && $0.contains(old) }
    }
    func name(_ base: String) -> String { ([base] + parts).joined(separator: ".") }
}

/// Declares an effect type with its modifiers.
private protocol ModifiableSymbolEffect: SymbolEffect {
    static var baseName: String { get }
    var modifiers: SymbolEffectModifiers { get set }
    init()
}

extension ModifiableSymbolEffect {
    public var symbolEffectName: String { modifiers.name(Self.baseName) }
    func with(_ part: String) -> Self {
        var copy = self
        copy.modifiers = modifiers.adding(part)
        return copy
    }
}

/// An effect that plays once when added with the default options, although it can also repeat: the bounce and the
/// wiggle (discrete-only until iOS 18, when they became indefinite too).
protocol PlaysOnceByDefault {}

/// `BounceSymbolEffect`: the symbol bounces once (discrete), or keeps bouncing (iOS 18).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, ModifiableSymbolEffect, PlaysOnceByDefault {
    static let baseName = "bounce"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.up`.
    public var up: Self { with("up") }
    /// `.down`.
    public var down: Self { with("down") }
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
    /// `.wholeSymbol`.
    public var wholeSymbol: Self { with("wholeSymbol") }
}

/// `PulseSymbolEffect`: the symbol's opacity pulses.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, ModifiableSymbolEffect {
    static let baseName = "pulse"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
    /// `.wholeSymbol`.
    public var wholeSymbol: Self { with("wholeSymbol") }
}

/// `VariableColorSymbolEffect`: the symbol's layers light up in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, ModifiableSymbolEffect {
    static let baseName = "variableColor"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.iterative`.
    public var iterative: Self { with("iterative") }
    /// `.cumulative`.
    public var cumulative: Self { with("cumulative") }
    /// `.reversing`.
    public var reversing: Self { with("reversing") }
    /// `.nonReversing`.
    public var nonReversing: Self { with("nonReversing") }
    /// `.hideInactiveLayers`.
    public var hideInactiveLayers: Self { with("hideInactiveLayers") }
    /// `.dimInactiveLayers`.
    public var dimInactiveLayers: Self { with("dimInactiveLayers") }
}

/// `ScaleSymbolEffect`: the symbol stays scaled up or down until removed.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, ModifiableSymbolEffect {
    static let baseName = "scale"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.up`.
    public var up: Self { with("up") }
    /// `.down`.
    public var down: Self { with("down") }
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
    /// `.wholeSymbol`.
    public var wholeSymbol: Self { with("wholeSymbol") }
}

/// `AppearSymbolEffect`: the symbol appears (removing a `disappear` effect, or as a transition).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, ModifiableSymbolEffect {
    static let baseName = "appear"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.up`.
    public var up: Self { with("up") }
    /// `.down`.
    public var down: Self { with("down") }
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
    /// `.wholeSymbol`.
    public var wholeSymbol: Self { with("wholeSymbol") }
}

/// `DisappearSymbolEffect`: the symbol is hidden until the effect is removed.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, ModifiableSymbolEffect {
    static let baseName = "disappear"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.up`.
    public var up: Self { with("up") }
    /// `.down`.
    public var down: Self { with("down") }
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
    /// `.wholeSymbol`.
    public var wholeSymbol: Self { with("wholeSymbol") }
}

/// `ReplaceSymbolEffect`: one symbol replaces another (`setSymbolImage(_:contentTransition:)`).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, ModifiableSymbolEffect {
    static let baseName = "replace"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.downUp`.
    public var downUp: Self { with("downUp") }
    /// `.upUp`.
    public var upUp: Self { with("upUp") }
    /// `.offUp`.
    public var offUp: Self { with("offUp") }
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
    /// `.wholeSymbol`.
    public var wholeSymbol: Self { with("wholeSymbol") }
}

/// `WiggleSymbolEffect` (iOS 18).
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, ModifiableSymbolEffect, PlaysOnceByDefault {
    static let baseName = "wiggle"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.up`.
    public var up: Self { with("up") }
    /// `.down`.
    public var down: Self { with("down") }
    /// `.clockwise`.
    public var clockwise: Self { with("clockwise") }
    /// `.counterClockwise`.
    public var counterClockwise: Self { with("counterClockwise") }
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
}

/// `RotateSymbolEffect` (iOS 18).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, ModifiableSymbolEffect {
    static let baseName = "rotate"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.clockwise`.
    public var clockwise: Self { with("clockwise") }
    /// `.counterClockwise`.
    public var counterClockwise: Self { with("counterClockwise") }
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
}

/// `BreatheSymbolEffect` (iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, ModifiableSymbolEffect {
    static let baseName = "breathe"
    var modifiers = SymbolEffectModifiers()
    public init() {}
    /// `.byLayer`.
    public var byLayer: Self { with("byLayer") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// `.bounce`.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// `.pulse`.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// `.variableColor`.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// `.scale`.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// `.appear`.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// `.disappear`.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// `.replace`.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// `.wiggle` (iOS 18).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// `.rotate` (iOS 18).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// `.breathe` (iOS 18).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// `SymbolEffectOptions`: how an effect repeats and how fast it plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays; `nil`: the effect's own default (once for a discrete effect, for ever for an
    /// indefinite one).
    public internal(set) var repeatCount: Int?
    /// The speed multiplier (1: normal).
    public internal(set) var speed: Double = 1

    init(repeatCount: Int? = nil, speed: Double = 1) {
        self.repeatCount = repeatCount
        self.speed = speed
    }

    /// `.default`.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// `.repeating`: plays until removed.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: .max) }
    /// `.nonRepeating`: plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
    /// `.repeat(_:)`: plays `count` times (at least once).
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(1, count)) }
    /// `.speed(_:)`: plays at `speed` times the normal speed (a speed that is not finite and positive plays at 1).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
    /// `.repeating`, keeping the speed.
    public var repeating: SymbolEffectOptions { var copy = self; copy.repeatCount = .max; return copy }
    /// `.nonRepeating`, keeping the speed.
    public var nonRepeating: SymbolEffectOptions { var copy = self; copy.repeatCount = 1; return copy }
    /// `.repeat(_:)`, keeping the speed.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var copy = self; copy.repeatCount = max(1, count); return copy }
    /// `.speed(_:)`, keeping the repeat count.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }
}
