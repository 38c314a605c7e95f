import Foundation

// iOS 17's `UITraitChangeObservable`: what views and view controllers share to register for trait changes, and the
// target-action forms of registration built on the handler form. UIKit's action is a selector of a method with no
// parameter, the environment, or the environment and the previous traits; Linux Swift has no selectors, so the action
// is a method reference with one of those shapes (`action: #selector(updateColors)` → `action: Self.updateColors`,
// Docs/Porting.md).

/// `UITraitChangeObservable` (iOS 17): an environment that can register for trait changes (views and view
/// controllers).
public protocol TraitChangeObservable: TraitEnvironment {
    /// `registerForTraitChanges(_:handler:)`.
    @discardableResult
    func registerForTraitChanges<T: TraitEnvironment>(_ traits: [Trait],
                                                      handler: @escaping (T, TraitCollection) -> Void) -> any TraitChangeRegistration
    /// `unregisterForTraitChanges(_:)`.
    func unregisterForTraitChanges(_ registration: any TraitChangeRegistration)
}

extension View: TraitChangeObservable {}
extension ViewController: TraitChangeObservable {}

extension TraitChangeObservable {
    /// `registerForTraitChanges(_:target:action:)` with an action of no parameter: `action` runs on `target` each
    /// time one of `traits` changes. The target is held weakly (a gone target's registration does nothing), so a
    /// controller registering itself on its view makes no cycle.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [Trait], target: Target,
                                                           action: @escaping (Target) -> () -> Void) -> any TraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (_: Self, _: TraitCollection) in
            if let target { action(target)() }
        }
    }

    /// `registerForTraitChanges(_:target:action:)` with an action that takes the environment (of the type it declares;
    /// another environment is skipped).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, Environment>(
        _ traits: [Trait], target: Target, action: @escaping (Target) -> (Environment) -> Void) -> any TraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (environment: Self, _: TraitCollection) in
            if let target, let typed = environment as? Environment { action(target)(typed) }
        }
    }

    /// `registerForTraitChanges(_:target:action:)` with an action that takes the environment and the previous traits.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, Environment>(
        _ traits: [Trait], target: Target,
        action: @escaping (Target) -> (Environment, TraitCollection) -> Void) -> any TraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (environment: Self, previous: TraitCollection) in
            if let target, let typed = environment as? Environment { action(target)(typed, previous) }
        }
    }

    /// `registerForTraitChanges(_:action:)`: the environment itself is the target (`action: Self.updateColors`). It is
    /// handed to the action each time, never captured.
    @discardableResult
    public func registerForTraitChanges(_ traits: [Trait], action: @escaping (Self) -> () -> Void) -> any TraitChangeRegistration {
        registerForTraitChanges(traits) { (environment: Self, _: TraitCollection) in action(environment)() }
    }

    /// `registerForTraitChanges(_:action:)` with an action that takes the previous traits (UIKit's two-parameter
    /// action, the environment being the receiver).
    @discardableResult
    public func registerForTraitChanges(_ traits: [Trait],
                                        action: @escaping (Self) -> (Self, TraitCollection) -> Void) -> any TraitChangeRegistration {
        registerForTraitChanges(traits) { (environment: Self, previous: TraitCollection) in action(environment)(environment, previous) }
    }
}
