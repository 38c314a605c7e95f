import Foundation

// iOS 17's trait overrides: `traitOverrides` on views, view controllers and presentation controllers. An override
// applies to the environment and everything below it (a controller's to its view; a view's to its subviews), the
// nearest override winning. As in UIKit, changing overrides does not call `traitCollectionDidChange(_:)` or the
// registrations' handlers at once: the change is delivered top-down at the next trait update, which is
// `updateTraitsIfNeeded()`, a `layoutIfNeeded()`, or the world's next layout pass (Docs/Fidelity.md, "Traits").

/// `UITraitOverrides` (iOS 17): the traits an environment sets for itself and what it contains. Set them through
/// the system traits' properties (`traitOverrides.userInterfaceStyle = .dark`), or by trait type for custom traits
/// (`traitOverrides[ThemeTrait.self] = .monochrome`). A trait set to any value, even its default, overrides the
/// inherited one until `remove(_:)`.
public struct TraitOverrides: MutableTraits {
    /// One overridden trait: its identifier, its value, and how it sets a collection.
    private struct Override {
        let identifier: String
        let value: any Equatable & Sendable
        let apply: (inout TraitCollection) -> Void
    }

    /// In the order first set, so that applying them is deterministic.
    private var overrides: [Override] = []

    /// No overrides.
    public init() {}

    /// The overridden value of `trait`, or its default when it is not overridden.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get { (overrides.first { $0.identifier == T.identifier }?.value as? T.Value) ?? T.defaultValue }
        set {
            let override = Override(identifier: T.identifier, value: newValue) { $0[T.self] = newValue }
            if let index = overrides.firstIndex(where: { $0.identifier == T.identifier }) {
                overrides[index] = override
            } else {
                overrides.append(override)
            }
        }
    }

    /// `contains(_:)`: whether `trait` is overridden.
    public func contains(_ trait: Trait) -> Bool {
        let identifier = trait.identifier
        return overrides.contains { $0.identifier == identifier }
    }

    /// `remove(_:)`: stops overriding `trait`, so that it is inherited again.
    public mutating func remove(_ trait: Trait) {
        let identifier = trait.identifier
        overrides.removeAll { $0.identifier == identifier }
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool { overrides.isEmpty }

    /// These overrides with a NaN, infinite or negative `displayScale` put back to `old`'s (a scale multiplies
    /// every pixel-rounded coordinate: such a one would make geometry non-finite), and the refused value, if any.
    func refusingInvalidDisplayScale(keeping old: TraitOverrides) -> (overrides: TraitOverrides, refused: CGFloat?) {
        guard contains(TraitDisplayScale.self) else { return (self, nil) }
        let scale = self[TraitDisplayScale.self]
        guard !scale.isFinite || scale < 0 else { return (self, nil) }
        var kept = self
        if old.contains(TraitDisplayScale.self) {
            kept[TraitDisplayScale.self] = old[TraitDisplayScale.self]
        } else {
            kept.remove(TraitDisplayScale.self)
        }
        return (kept, scale)
    }

    /// The diagnostic text for a refused display scale set on `environment`.
    static func refusedScaleMessage(_ scale: CGFloat, on environment: String) -> String {
        "traitOverrides.displayScale = \(scale) on a \(environment): a display scale must be finite and not negative; the previous override stays"
    }

    /// Sets the overridden traits in `traits`.
    func apply(to traits: inout TraitCollection) {
        for override in overrides { override.apply(&traits) }
    }
}

extension View {
    /// `traitOverrides` (iOS 17): the traits this view and its subviews report instead of the inherited ones. The
    /// change reaches `traitCollectionDidChange(_:)` and trait registrations at the next trait update
    /// (`updateTraitsIfNeeded()`, `layoutIfNeeded()`, or the next layout pass); `traitCollection` reads the new
    /// traits at once.
    public var traitOverrides: TraitOverrides {
        get { extras?.traitOverrides ?? TraitOverrides() }
        set {
            let (newValue, refused) = newValue.refusingInvalidDisplayScale(keeping: traitOverrides)
            if let refused { reject(.invalidValue, TraitOverrides.refusedScaleMessage(refused, on: diagnosticName)) }
            if newValue.isEmpty, extras?.traitOverrides == nil { return }
            TraitUpdateSnapshot.recordingChange(below: self, in: simulation) {
                layoutExtras.traitOverrides = newValue.isEmpty ? nil : newValue
            }
        }
    }

    /// `updateTraitsIfNeeded()` (iOS 17): delivers pending trait changes now (`traitCollectionDidChange(_:)` and
    /// registrations' handlers, top-down). ViewTree delivers every pending change of the world, not only this
    /// subtree's: the order top-down is the same.
    public func updateTraitsIfNeeded() {
        (simulation ?? Simulation.current)?.deliverPendingTraitChanges()
    }

    /// The overrides this view contributes to its own and its subviews' traits: its controller's (when it is a
    /// controller's root view), its `overrideUserInterfaceStyle`, then its `traitOverrides`.
    func applyOwnTraitOverrides(to traits: inout TraitCollection) {
        guard let extras else { return }
        if let controller = extras.viewControllerForNext as? ViewController {
            controller.applyOwnTraitOverrides(to: &traits)
        }
        // Before iOS 13 there is no appearance to override (`.unspecified` stays).
        if extras.overrideUserInterfaceStyle != .unspecified, traits.userInterfaceStyle != .unspecified {
            traits.userInterfaceStyle = extras.overrideUserInterfaceStyle
        }
        extras.traitOverrides?.apply(to: &traits)
        extras.contentSizeCategoryLimits?.apply(to: &traits)
    }

    /// Whether this view contributes overrides (or may, through its controller).
    var mayOverrideTraits: Bool {
        guard let extras else { return false }
        return extras.traitOverrides != nil || extras.overrideUserInterfaceStyle != .unspecified
            || extras.viewControllerForNext != nil || extras.contentSizeCategoryLimits != nil
    }
}

extension ViewController {
    /// `traitOverrides` (iOS 17): the traits this controller, its view and the view's subviews report instead of
    /// the inherited ones; delivered as a view's (`View.traitOverrides`).
    public var traitOverrides: TraitOverrides {
        get { traitOverrideStorage ?? TraitOverrides() }
        set {
            let (newValue, refused) = newValue.refusingInvalidDisplayScale(keeping: traitOverrides)
            if let refused { report(.invalidValue, TraitOverrides.refusedScaleMessage(refused, on: libraryClassName)) }
            if newValue.isEmpty, traitOverrideStorage == nil { return }
            TraitUpdateSnapshot.recordingChange(below: self, in: traitWorld) {
                traitOverrideStorage = newValue.isEmpty ? nil : newValue
            }
        }
    }

    /// `updateTraitsIfNeeded()` (iOS 17): delivers pending trait changes now (see `View.updateTraitsIfNeeded()`).
    public func updateTraitsIfNeeded() {
        (traitWorld ?? Simulation.current)?.deliverPendingTraitChanges()
    }

    /// The world whose trait updates this controller's changes wait for: its view's, or the one it last joined.
    var traitWorld: Simulation? { viewIfLoaded?.simulation ?? knownSimulation }

    /// Whether this controller, presented, is shown above its presenter: an alert, or a sheet or popover style (an
    /// automatic style on a profile whose automatic style is a sheet). Decided from the style asked for, not the
    /// adaptive delegate's answer, which itself takes the traits.
    private var presentsAsElevatedContent: Bool {
        if self is AlertController { return true }
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .popover: return true
        case .automatic: return simulation?.profile.automaticModalPresentationIsSheet ?? false
        default: return false
        }
    }

    /// `setOverrideTraitCollection(_:forChild:)` (iOS 8): traits `child` and its view report instead of the
    /// inherited ones (those `collection` specifies); `nil` removes the override. A controller that is not a child
    /// of this one is refused with a diagnostic.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        guard child.parent === self else {
            (traitWorld ?? Simulation.current)?.report(Diagnostic(
                code: .viewController, subject: String(describing: type(of: self)),
                message: "setOverrideTraitCollection(_:forChild:) named a \(type(of: child)) that is not its child; ignored"))
            return
        }
        TraitUpdateSnapshot.recordingChange(below: child, in: traitWorld) {
            child.parentTraitOverride = collection.map { ParentTraitOverride(parent: self, traits: $0) }
        }
    }

    /// `overrideTraitCollection(forChild:)` (iOS 8): the override set for `child`, if any.
    public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        guard let override = child.parentTraitOverride, override.parent === self else { return nil }
        return override.traits
    }

    /// The overrides this controller contributes to its own and its view's traits: the elevation of presented
    /// content, its parent's override for it, its presentation controller's, its `overrideUserInterfaceStyle`, then
    /// its `traitOverrides`.
    func applyOwnTraitOverrides(to traits: inout TraitCollection) {
        // Content presented above the presenter (a sheet, a popover, an alert) is elevated; full-screen content is not.
        if traits.userInterfaceLevel == .base, storedPresenting != nil, presentsAsElevatedContent {
            traits.userInterfaceLevel = .elevated
        }
        if let override = parentTraitOverride, override.parent === parent { traits.apply(override.traits) }
        if let presentation = storedPresentationController, presentation.presentedStorage === self {
            presentation.applyOwnTraitOverrides(to: &traits)
        }
        if overrideUserInterfaceStyle != .unspecified, traits.userInterfaceStyle != .unspecified {
            traits.userInterfaceStyle = overrideUserInterfaceStyle
        }
        traitOverrideStorage?.apply(to: &traits)
    }
}

/// A parent's `setOverrideTraitCollection(_:forChild:)`, kept by the child with its parent (weak: the parent owns
/// the child), so that it stops applying when the child moves to another parent.
final class ParentTraitOverride {
    weak var parent: ViewController?
    let traits: TraitCollection

    init(parent: ViewController, traits: TraitCollection) {
        self.parent = parent
        self.traits = traits
    }
}

extension PresentationController {
    /// `traitOverrides` (iOS 17): the traits the presented controller and its views report instead of the
    /// inherited ones.
    public var traitOverrides: TraitOverrides {
        get { traitOverrideStorage ?? TraitOverrides() }
        set {
            let (newValue, refused) = newValue.refusingInvalidDisplayScale(keeping: traitOverrides)
            if let refused {
                let diagnostic = Diagnostic(code: .invalidValue, subject: String(describing: type(of: self)),
                                            message: TraitOverrides.refusedScaleMessage(refused, on: String(describing: type(of: self))))
                diagnostic.report(in: presentedStorage?.viewIfLoaded?.simulation ?? Simulation.current)
            }
            recordingTraitChange { traitOverrideStorage = newValue.isEmpty ? nil : newValue }
        }
    }

    /// `updateTraitsIfNeeded()` (iOS 17): delivers pending trait changes now.
    public func updateTraitsIfNeeded() {
        (presentedStorage?.viewIfLoaded?.simulation ?? Simulation.current)?.deliverPendingTraitChanges()
    }

    /// Runs `change`, which changes the presented controller's traits, recording them first and scheduling the
    /// delivery (only when a controller is presented: nothing else reports these traits).
    func recordingTraitChange(_ change: () -> Void) {
        guard let presented = presentedStorage else { return change() }
        TraitUpdateSnapshot.recordingChange(below: presented, in: presented.viewIfLoaded?.simulation, change)
    }

    /// `overrideTraitCollection` (iOS 8), then `traitOverrides`.
    func applyOwnTraitOverrides(to traits: inout TraitCollection) {
        if let overrideTraitCollection { traits.apply(overrideTraitCollection) }
        traitOverrideStorage?.apply(to: &traits)
    }
}
