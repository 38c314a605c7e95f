import Foundation

// iOS 17's trait overrides: `traitOverrides` on views and view controllers. A value set there replaces the inherited
// trait for the view (or the controller's view) and every subview, the nearest override winning ("Each trait
// environment inherits trait values from its parent environment"; "traitOverrides … modify the data propagated to
// view controllers and views": WWDC23 "Unleash the UIKit trait system"). Changing one sends
// `traitCollectionDidChange(_:)` and the trait-change registrations to the views whose traits changed, as a
// rotation does. Also `UIUserInterfaceLevel` (iOS 13), a trait only overrides change in ViewTree.

/// `UIUserInterfaceLevel` (iOS 13): whether content sits at the base level or above it, with UIKit's raw values
/// (`UIUserInterfaceLevelUnspecified = -1`, `Base = 0`, `Elevated = 1`, UIInterface.h).
public enum UserInterfaceLevel: Int, Sendable, Hashable {
    /// No level (a view in no window).
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the base level. UIKit gives it to presented sheets and popovers; ViewTree only through
    /// `traitOverrides` (see `View.traitCollection`).
    case elevated = 1
}

/// `UITraitUserInterfaceLevel`.
public enum TraitUserInterfaceLevel: TraitDefinition {
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.userInterfaceLevel }
    public static var identifier: String { "UITraitUserInterfaceLevel" }
    public static var name: String { "UserInterfaceLevel" }
}

/// `UITraitOverrides` (iOS 17): the traits a view or view controller replaces for itself and its subviews. Reading a
/// trait that is not overridden gives the trait's default value (`.unspecified`, 0), as in UIKit; `contains(_:)`
/// tells whether it is overridden. ViewTree's system traits only: a custom `TraitDefinition` is never contained.
public struct TraitOverrides: Sendable, Hashable {
    /// The overridden traits, by trait identifier.
    private var values: [String: TraitValue] = [:]

    /// One overridden value: an enumeration's raw value, a scale or a text size.
    private enum TraitValue: Sendable, Hashable {
        case raw(Int), scale(CGFloat), contentSize(ContentSizeCategory)
    }

    /// No overrides.
    public init() {}

    /// Whether nothing is overridden.
    var isEmpty: Bool { values.isEmpty }

    /// `contains(_:)`: whether `trait` is overridden.
    public func contains(_ trait: Trait) -> Bool { values[trait.identifier] != nil }

    /// `remove(_:)`: stops overriding `trait` (nothing happens if it is not overridden).
    public mutating func remove(_ trait: Trait) { values[trait.identifier] = nil }

    /// An enumeration trait's override, or `fallback` (its default) when it is not overridden.
    private subscript<Value: RawRepresentable>(trait: Trait, fallback: Value) -> Value where Value.RawValue == Int {
        get { if case .raw(let raw)? = values[trait.identifier] { return Value(rawValue: raw) ?? fallback }; return fallback }
        set { values[trait.identifier] = .raw(newValue.rawValue) }
    }

    /// `horizontalSizeClass`.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { self[TraitHorizontalSizeClass.self, .unspecified] }
        set { self[TraitHorizontalSizeClass.self, .unspecified] = newValue }
    }
    /// `verticalSizeClass`.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { self[TraitVerticalSizeClass.self, .unspecified] }
        set { self[TraitVerticalSizeClass.self, .unspecified] = newValue }
    }
    /// `userInterfaceStyle`.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { self[TraitUserInterfaceStyle.self, .unspecified] }
        set { self[TraitUserInterfaceStyle.self, .unspecified] = newValue }
    }
    /// `layoutDirection`.
    public var layoutDirection: TraitEnvironmentLayoutDirection {
        get { self[TraitLayoutDirection.self, .unspecified] }
        set { self[TraitLayoutDirection.self, .unspecified] = newValue }
    }
    /// `userInterfaceLevel`.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[TraitUserInterfaceLevel.self, .unspecified] }
        set { self[TraitUserInterfaceLevel.self, .unspecified] = newValue }
    }
    /// `displayScale`.
    public var displayScale: CGFloat {
        get { if case .scale(let v)? = values[TraitDisplayScale.identifier] { return v }; return 0 }
        set { values[TraitDisplayScale.identifier] = .scale(newValue) }
    }
    /// `preferredContentSizeCategory`.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { if case .contentSize(let v)? = values[TraitPreferredContentSizeCategory.identifier] { return v }; return .unspecified }
        set { values[TraitPreferredContentSizeCategory.identifier] = .contentSize(newValue) }
    }

    /// Replaces the overridden traits of `traits`.
    func apply(to traits: inout TraitCollection) {
        if contains(TraitHorizontalSizeClass.self) { traits.horizontalSizeClass = horizontalSizeClass }
        if contains(TraitVerticalSizeClass.self) { traits.verticalSizeClass = verticalSizeClass }
        if contains(TraitUserInterfaceStyle.self) { traits.userInterfaceStyle = userInterfaceStyle }
        if contains(TraitLayoutDirection.self) { traits.layoutDirection = layoutDirection }
        if contains(TraitUserInterfaceLevel.self) { traits.userInterfaceLevel = userInterfaceLevel }
        if contains(TraitDisplayScale.self) { traits.displayScale = displayScale }
        if contains(TraitPreferredContentSizeCategory.self) { traits.preferredContentSizeCategory = preferredContentSizeCategory }
    }
}

extension View {
    /// `traitOverrides` (iOS 17): the traits this view replaces for itself and its subviews (the nearest override
    /// wins; a controller's apply to its view, below the view's own). Setting it sends `traitCollectionDidChange(_:)`
    /// and the trait-change registrations to each view in the window whose traits changed (controllers first, as
    /// for a rotation).
    public var traitOverrides: TraitOverrides {
        get { extras?.traitOverrides ?? TraitOverrides() }
        set {
            guard newValue != traitOverrides else { return }
            changingTraits { layoutExtras.traitOverrides = newValue.isEmpty ? nil : newValue }
        }
    }

    /// Applies the overrides of this view, its ancestors and the controllers whose views they are, outermost first.
    func applyTraitOverrides(to traits: inout TraitCollection) {
        var chain: [TraitOverrides] = []
        var view: View? = self
        while let current = view {
            if let own = current.extras?.traitOverrides { chain.append(own) }
            if let controller = current.extras?.viewControllerForNext as? ViewController,
               let inherited = controller.storedTraitOverrides {
                chain.append(inherited)
            }
            view = current.superview
        }
        for overrides in chain.reversed() { overrides.apply(to: &traits) }
    }

    /// Runs `change` (which changes overrides affecting this view's subtree), then tells each view in a window whose
    /// traits changed.
    func changingTraits(_ change: () -> Void) {
        guard window != nil else { return change() }
        var before: [(view: View, traits: TraitCollection)] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            before.append((view, view.traitCollection))
            stack.append(contentsOf: view.subviews.reversed())
        }
        change()
        for (view, previous) in before where view.traitCollection != previous {
            view.noteOwnTraitsChanged(from: previous)
        }
    }
}

extension ViewController {
    /// `traitOverrides` (iOS 17): the traits this controller replaces for its view and the view's subviews (see
    /// `View.traitOverrides`); its own `traitCollection` is its view's, so it reports them once the view is loaded.
    public var traitOverrides: TraitOverrides {
        get { storedTraitOverrides ?? TraitOverrides() }
        set {
            guard newValue != traitOverrides else { return }
            let store = { self.storedTraitOverrides = newValue.isEmpty ? nil : newValue }
            if let view = viewIfLoaded { view.changingTraits(store) } else { store() }
        }
    }
}
