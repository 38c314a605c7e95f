import Foundation

// iOS 17's trait-change registration: `registerForTraitChanges(_:handler:)` on views and view controllers, with the
// trait types that name what to watch (`UITraitUserInterfaceStyle.self`, …). A registration's handler runs when one
// of its traits changed, after `traitCollectionDidChange(_:)`, with the environment and the previous traits.

/// `UITraitChangeRegistration`: what `registerForTraitChanges` returns, to unregister with.
public protocol TraitChangeRegistration: AnyObject {}

/// One registration: its traits and its handler (which receives the environment: it captures nothing of it).
final class TraitRegistration: TraitChangeRegistration {
    let traits: [Trait]
    let handler: (TraitEnvironment, TraitCollection) -> Void

    init(traits: [Trait], handler: @escaping (TraitEnvironment, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether one of the traits differs between `previous` and `current`.
    func isAffected(from previous: TraitCollection, to current: TraitCollection) -> Bool {
        traits.contains { $0.differs(between: previous, and: current) }
    }

    /// Runs the handlers of `registrations` that the change from `previous` affects.
    static func notify(_ registrations: [TraitRegistration], of environment: TraitEnvironment, from previous: TraitCollection) {
        let current = environment.traitCollection
        for registration in registrations where registration.isAffected(from: previous, to: current) {
            registration.handler(environment, previous)
        }
    }

    /// A registration whose handler receives the environment as `T` (skipped if it is not one).
    static func make<T>(_ traits: [Trait], _ handler: @escaping (T, TraitCollection) -> Void) -> TraitRegistration {
        TraitRegistration(traits: traits) { environment, previous in
            if let typed = environment as? T { handler(typed, previous) }
        }
    }

    /// Makes a registration (see `make`) and appends it to `list`, an environment's registrations.
    static func add<T>(_ traits: [Trait], _ handler: @escaping (T, TraitCollection) -> Void,
                       to list: inout [TraitRegistration]) -> TraitRegistration {
        let registration = make(traits, handler)
        list.append(registration)
        return registration
    }
}

/// The environments that keep trait registrations: views, view controllers and presentation controllers. Their
/// `registerForTraitChanges(_:handler:)` and `unregisterForTraitChanges(_:)` are `TraitChangeObservable`'s.
protocol TraitRegistrationStoring: AnyObject {
    /// The environment's registrations, in the order made.
    var traitRegistrationList: [TraitRegistration] { get set }
}

extension TraitChangeObservable {
    /// `registerForTraitChanges(_:handler:)` (iOS 17): `handler` runs with this environment and the previous traits
    /// each time one of `traits` changes (after `traitCollectionDidChange(_:)`). The environment (a view, a view
    /// controller, a presentation controller) keeps the registration; the handler receives the environment, so it need
    /// not capture it. A type of the app's that adopts `TraitChangeObservable` without implementing this keeps nothing.
    @discardableResult
    public func registerForTraitChanges<T: TraitEnvironment>(_ traits: [Trait],
                                                             handler: @escaping (T, TraitCollection) -> Void) -> any TraitChangeRegistration {
        guard let store = self as? TraitRegistrationStoring else { return TraitRegistration.make(traits, handler) }
        return TraitRegistration.add(traits, handler, to: &store.traitRegistrationList)
    }

    /// `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        guard let store = self as? TraitRegistrationStoring, !store.traitRegistrationList.isEmpty else { return }
        store.traitRegistrationList.removeAll { $0 === registration }
    }
}

extension View: TraitRegistrationStoring {
    /// The view's registrations, in its side storage (made on the first registration).
    var traitRegistrationList: [TraitRegistration] {
        get { extras?.traitRegistrations ?? [] }
        set { if !newValue.isEmpty || extras != nil { layoutExtras.traitRegistrations = newValue } }
    }

    /// Runs the registrations the change from `previous` affects.
    func notifyTraitRegistrations(from previous: TraitCollection) {
        guard let registrations = extras?.traitRegistrations, !registrations.isEmpty else { return }
        TraitRegistration.notify(registrations, of: self, from: previous)
    }
}

extension ViewController: TraitRegistrationStoring {
    var traitRegistrationList: [TraitRegistration] {
        get { traitRegistrations }
        set { traitRegistrations = newValue }
    }

    /// Runs the registrations the change from `previous` affects.
    func notifyTraitRegistrations(from previous: TraitCollection) {
        guard !traitRegistrations.isEmpty else { return }
        TraitRegistration.notify(traitRegistrations, of: self, from: previous)
    }
}

/// A presentation controller registers for trait changes as views and controllers do (Xamarin's device-run
/// `UITraitOverridesTest.InlinedInUIPresentationController` registers and unregisters on one).
extension PresentationController: TraitChangeObservable, TraitRegistrationStoring {
    var traitRegistrationList: [TraitRegistration] {
        get { traitRegistrations }
        set { traitRegistrations = newValue }
    }
}
