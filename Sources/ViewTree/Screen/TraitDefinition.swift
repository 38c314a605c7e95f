import Foundation

// iOS 17's trait definitions: a type names a trait, the system's (`UITraitUserInterfaceStyle`, …) or the app's own
// (a struct with a `defaultValue`), and a trait collection answers `traits[SomeTrait.self]`. The system traits read
// the collection's stored properties; custom traits live in the collection's `CustomTraitValues`.

/// `UITraitDefinition` (iOS 17): a type that names a trait of a trait collection: one of the system's
/// (`TraitUserInterfaceStyle`, …) or an app's own, which needs only a `defaultValue`:
///
///     enum Theme: Int { case standard, monochrome }
///     struct ThemeTrait: TraitDefinition { static let defaultValue = Theme.standard }
///
/// Apple's documentation asks for simple value types whose equality is cheap, because "the system frequently
/// tests trait values for equality"; ViewTree requires `Equatable` and `Sendable` of the value, so that a trait
/// collection stays a comparable, sendable value (UIKit's `Value` has no stated constraint; see Docs/Porting.md).
public protocol TraitDefinition {
    /// The trait's value type: `defaultValue`'s.
    associatedtype Value: Equatable & Sendable
    /// The value a trait collection reports when nothing set the trait.
    static var defaultValue: Value { get }
    /// A unique identifier (reverse-DNS recommended): two trait types with one identifier share their data.
    static var identifier: String { get }
    /// A short readable name, for debugging output; the type's name by default.
    static var name: String { get }
    /// Whether the trait resolves dynamic colours (so that a change redraws views that use them); `false` by
    /// default. ViewTree's colours have one appearance, so it changes `hasDifferentColorAppearance(comparedTo:)`.
    static var affectsColorAppearance: Bool { get }
}

extension TraitDefinition {
    /// The type's fully qualified name (UIKit's default, per its header, is derived from the type too).
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name, as UIKit's default ("the trait's class name").
    public static var name: String { String(describing: Self.self) }
    /// `false`, as UIKit's default.
    public static var affectsColorAppearance: Bool { false }

    /// Whether this trait differs between two collections.
    static func differs(between first: TraitCollection, and second: TraitCollection) -> Bool {
        first[Self.self] != second[Self.self]
    }

    /// Sets this trait in `target` to its value in `source`.
    static func copy(from source: TraitCollection, to target: inout TraitCollection) {
        target[Self.self] = source[Self.self]
    }

    /// Sets this trait in `target` to its value in `source`, any mutable traits.
    static func copy(from source: any MutableTraits, to target: inout TraitCollection) {
        target[Self.self] = source[Self.self]
    }
}

/// `UITrait`: a trait definition's type, as registrations take them (`[UITraitUserInterfaceStyle.self]`).
public typealias Trait = any TraitDefinition.Type

/// A system trait: a stored property of `TraitCollection`, whose "unspecified" value is its default.
protocol SystemTraitDefinition: TraitDefinition {
    /// Where the collection keeps it.
    static var keyPath: WritableKeyPath<TraitCollection, Value> { get }
}

/// `UITraitUserInterfaceStyle`.
public enum TraitUserInterfaceStyle: SystemTraitDefinition {
    public static var defaultValue: UserInterfaceStyle { .unspecified }
    public static var identifier: String { "UITraitUserInterfaceStyle" }
    public static var name: String { "UserInterfaceStyle" }
    /// `true`: the appearance resolves colours (`systemTraitsAffectingColorAppearance`).
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitCollection, UserInterfaceStyle> { \.userInterfaceStyle }
}

/// `UITraitHorizontalSizeClass`.
public enum TraitHorizontalSizeClass: SystemTraitDefinition {
    public static var defaultValue: UserInterfaceSizeClass { .unspecified }
    public static var identifier: String { "UITraitHorizontalSizeClass" }
    public static var name: String { "HorizontalSizeClass" }
    static var keyPath: WritableKeyPath<TraitCollection, UserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// `UITraitVerticalSizeClass`.
public enum TraitVerticalSizeClass: SystemTraitDefinition {
    public static var defaultValue: UserInterfaceSizeClass { .unspecified }
    public static var identifier: String { "UITraitVerticalSizeClass" }
    public static var name: String { "VerticalSizeClass" }
    static var keyPath: WritableKeyPath<TraitCollection, UserInterfaceSizeClass> { \.verticalSizeClass }
}

/// `UITraitDisplayScale`.
public enum TraitDisplayScale: SystemTraitDefinition {
    public static var defaultValue: CGFloat { 0 }
    public static var identifier: String { "UITraitDisplayScale" }
    public static var name: String { "DisplayScale" }
    static var keyPath: WritableKeyPath<TraitCollection, CGFloat> { \.displayScale }
}

/// `UITraitPreferredContentSizeCategory`.
public enum TraitPreferredContentSizeCategory: SystemTraitDefinition {
    public static var defaultValue: ContentSizeCategory { .unspecified }
    public static var identifier: String { "UITraitPreferredContentSizeCategory" }
    public static var name: String { "PreferredContentSizeCategory" }
    static var keyPath: WritableKeyPath<TraitCollection, ContentSizeCategory> { \.preferredContentSizeCategory }
}

/// `UITraitLayoutDirection`.
public enum TraitLayoutDirection: SystemTraitDefinition {
    public static var defaultValue: TraitEnvironmentLayoutDirection { .unspecified }
    public static var identifier: String { "UITraitLayoutDirection" }
    public static var name: String { "LayoutDirection" }
    static var keyPath: WritableKeyPath<TraitCollection, TraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// `UITraitUserInterfaceIdiom`.
public enum TraitUserInterfaceIdiom: SystemTraitDefinition {
    public static var defaultValue: Device.Idiom { .unspecified }
    public static var identifier: String { "UITraitUserInterfaceIdiom" }
    public static var name: String { "UserInterfaceIdiom" }
    static var keyPath: WritableKeyPath<TraitCollection, Device.Idiom> { \.userInterfaceIdiom }
}

/// `UITraitUserInterfaceLevel`.
public enum TraitUserInterfaceLevel: SystemTraitDefinition {
    public static var defaultValue: UserInterfaceLevel { .unspecified }
    public static var identifier: String { "UITraitUserInterfaceLevel" }
    public static var name: String { "UserInterfaceLevel" }
    /// `true`: elevated content resolves colours differently (`systemTraitsAffectingColorAppearance`).
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitCollection, UserInterfaceLevel> { \.userInterfaceLevel }
}

/// `UITraitAccessibilityContrast`.
public enum TraitAccessibilityContrast: SystemTraitDefinition {
    public static var defaultValue: AccessibilityContrast { .unspecified }
    public static var identifier: String { "UITraitAccessibilityContrast" }
    public static var name: String { "AccessibilityContrast" }
    /// `true`: high contrast resolves colours differently (`systemTraitsAffectingColorAppearance`).
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitCollection, AccessibilityContrast> { \.accessibilityContrast }
}

/// `UITraitLegibilityWeight`.
public enum TraitLegibilityWeight: SystemTraitDefinition {
    public static var defaultValue: LegibilityWeight { .unspecified }
    public static var identifier: String { "UITraitLegibilityWeight" }
    public static var name: String { "LegibilityWeight" }
    static var keyPath: WritableKeyPath<TraitCollection, LegibilityWeight> { \.legibilityWeight }
}

extension TraitCollection {
    /// The system traits ViewTree models, in the order a description lists them.
    static var systemTraits: [any SystemTraitDefinition.Type] {
        [
            TraitUserInterfaceIdiom.self, TraitUserInterfaceStyle.self, TraitHorizontalSizeClass.self,
            TraitVerticalSizeClass.self, TraitDisplayScale.self, TraitPreferredContentSizeCategory.self,
            TraitLayoutDirection.self, TraitUserInterfaceLevel.self, TraitAccessibilityContrast.self,
            TraitLegibilityWeight.self,
        ]
    }

    /// `systemTraitsAffectingColorAppearance` (iOS 17): the system traits that resolve dynamic colours.
    public static var systemTraitsAffectingColorAppearance: [Trait] {
        systemTraits.filter { $0.affectsColorAppearance }
    }

    /// `subscript(_:)` (iOS 17): the value of a trait, system or custom; a custom trait nothing set reports its
    /// `defaultValue`.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = T.self as? any SystemTraitDefinition.Type {
                return (Self.read(system, from: self) as? T.Value) ?? T.defaultValue
            }
            return customTraits.value(for: T.self)
        }
        set {
            if let system = T.self as? any SystemTraitDefinition.Type {
                Self.write(newValue, as: system, into: &self)
                return
            }
            customTraits.set(newValue, for: T.self)
        }
    }

    private static func read<S: SystemTraitDefinition>(_ trait: S.Type, from traits: TraitCollection) -> Any {
        traits[keyPath: S.keyPath]
    }

    private static func write<S: SystemTraitDefinition>(_ value: Any, as trait: S.Type, into traits: inout TraitCollection) {
        if let value = value as? S.Value { traits[keyPath: S.keyPath] = value }
    }

    /// Whether a system trait has a value other than "unspecified" in this collection (what an override sets).
    static func isSpecified<S: SystemTraitDefinition>(_ trait: S.Type, in traits: TraitCollection) -> Bool {
        traits[keyPath: S.keyPath] != S.defaultValue
    }
}
