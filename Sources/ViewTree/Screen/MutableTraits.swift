import Foundation

// iOS 17's mutable traits: `UIMutableTraits`, what `UITraitCollection(mutations:)`, `modifyingTraits(_:)` and a
// trait environment's `traitOverrides` hand the app, with a property per system trait; an app adds its own custom
// traits' properties in an extension (`self[ThemeTrait.self]`).

/// `UIMutableTraits` (iOS 17): a container whose traits can be read and set by trait type, or through the system
/// traits' properties. Add a custom trait's property in an extension:
///
///     extension MutableTraits {
///         var theme: Theme {
///             get { self[ThemeTrait.self] }
///             set { self[ThemeTrait.self] = newValue }
///         }
///     }
public protocol MutableTraits {
    /// The value of `trait` in the container.
    subscript<T: TraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension MutableTraits {
    /// `userInterfaceStyle`.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { self[TraitUserInterfaceStyle.self] }
        set { self[TraitUserInterfaceStyle.self] = newValue }
    }
    /// `horizontalSizeClass`.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { self[TraitHorizontalSizeClass.self] }
        set { self[TraitHorizontalSizeClass.self] = newValue }
    }
    /// `verticalSizeClass`.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { self[TraitVerticalSizeClass.self] }
        set { self[TraitVerticalSizeClass.self] = newValue }
    }
    /// `displayScale`.
    public var displayScale: CGFloat {
        get { self[TraitDisplayScale.self] }
        set { self[TraitDisplayScale.self] = newValue }
    }
    /// `preferredContentSizeCategory`.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { self[TraitPreferredContentSizeCategory.self] }
        set { self[TraitPreferredContentSizeCategory.self] = newValue }
    }
    /// `layoutDirection`.
    public var layoutDirection: TraitEnvironmentLayoutDirection {
        get { self[TraitLayoutDirection.self] }
        set { self[TraitLayoutDirection.self] = newValue }
    }
    /// `userInterfaceIdiom`.
    public var userInterfaceIdiom: Device.Idiom {
        get { self[TraitUserInterfaceIdiom.self] }
        set { self[TraitUserInterfaceIdiom.self] = newValue }
    }
    /// `userInterfaceLevel`.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[TraitUserInterfaceLevel.self] }
        set { self[TraitUserInterfaceLevel.self] = newValue }
    }
    /// `accessibilityContrast`.
    public var accessibilityContrast: AccessibilityContrast {
        get { self[TraitAccessibilityContrast.self] }
        set { self[TraitAccessibilityContrast.self] = newValue }
    }
    /// `legibilityWeight`.
    public var legibilityWeight: LegibilityWeight {
        get { self[TraitLegibilityWeight.self] }
        set { self[TraitLegibilityWeight.self] = newValue }
    }
}

/// The mutable traits `TraitCollection(mutations:)` and `modifyingTraits(_:)` hand their closure: a collection
/// being built.
struct TraitCollectionBuilder: MutableTraits {
    var traits: TraitCollection

    subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get { traits[T.self] }
        set { traits[T.self] = newValue }
    }
}

extension TraitCollection {
    /// `init(mutations:)` (iOS 17): a collection with the traits `mutations` sets, the others unspecified.
    public init(mutations: (inout any MutableTraits) -> Void) {
        self = TraitCollection().modifyingTraits(mutations)
    }

    /// `modifyingTraits(_:)` (iOS 17): a copy of this collection with the traits `mutations` sets. A closure that
    /// replaces the mutable traits it is handed (`$0 = view.traitOverrides`) gives what it put there: this
    /// collection with those overrides, or, for another kind of mutable traits, the system traits read from it
    /// (its custom traits cannot be listed).
    public func modifyingTraits(_ mutations: (inout any MutableTraits) -> Void) -> TraitCollection {
        var builder: any MutableTraits = TraitCollectionBuilder(traits: self)
        mutations(&builder)
        if let built = builder as? TraitCollectionBuilder { return built.traits }
        var result = self
        if let overrides = builder as? TraitOverrides {
            overrides.apply(to: &result)
        } else {
            for trait in Self.systemTraits { trait.copy(from: builder, to: &result) }
        }
        return result
    }

    /// `init(traitsFrom:)` (iOS 8): one collection of the traits the collections specify, later ones winning.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections { apply(collection) }
    }

    /// Sets the traits `overrides` specifies (those not "unspecified", and its custom traits) over this
    /// collection's: how `setOverrideTraitCollection(_:forChild:)` and `init(traitsFrom:)` combine collections.
    mutating func apply(_ overrides: TraitCollection) {
        for trait in Self.systemTraits where Self.isSpecified(trait, in: overrides) {
            trait.copy(from: overrides, to: &self)
        }
        customTraits.merge(overrides.customTraits)
    }
}
