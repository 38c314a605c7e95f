#if !canImport(ObjectiveC)
/// The objects `observe(_:options:changeHandler:)` is declared on: Foundation's `_KeyValueCodingAndObserving`, which
/// `NSObject` adopts; here `View` adopts it, so the handler is given the observed object with its own static type
/// (`observe(\.contentOffset)` inside a `UITableView` subclass hands back that subclass).
public protocol KeyValueObservingObject: AnyObject {}

extension View: KeyValueObservingObject {}

extension KeyValueObservingObject where Self: View {
    /// `observe(_:options:changeHandler:)`: calls `changeHandler` each time the value at `keyPath` changes,
    /// with the options' values, until the returned observation is invalidated or released.
    ///
    /// When ViewTree notices a change (**ours**; Foundation notices each call of the property's KVO-compliant
    /// setter): after each of the view's own setters of `frame`, `bounds` (so a scroll view's `contentOffset`),
    /// `center`, `transform`, `alpha`, `isHidden` and `backgroundColor` — from any caller, autoresizing and Auto
    /// Layout included — and, on a scroll view, of `contentSize` and `contentInset`. Each observation then reads
    /// its key path (so derived values, such as `frame` after a `bounds` change or `adjustedContentInset` after a
    /// `contentInset` change, are noticed too) and calls the handler when the value differs from the last one it
    /// saw (`Equatable` values; any other kind of value is reported at every such setter). Setting a property to
    /// the value it has calls no handler (Foundation would call it). `.initial` calls the handler once, before this
    /// returns; `.prior` calls it before the change's own call, with `isPrior` set and the old value. A view in no
    /// world cannot be observed: a diagnostic says so, and the observation never calls its handler (but `.initial`).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        let check = KeyValueObservationCheck { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            if let same = keyValuesEqual(last, value), same { return }
            let old = last
            last = value
            if options.contains(.prior) {
                changeHandler(self, NSKeyValueObservedChange(newValue: nil, oldValue: options.contains(.old) ? old : nil,
                                                             isPrior: true))
            }
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? value : nil,
                                                         oldValue: options.contains(.old) ? old : nil, isPrior: false))
        }
        let world = storedSimulation
        if let world {
            world.keyValueObservers.add(check, for: ObjectIdentifier(self))
        } else {
            reject(.invalidValue, "observe(\\\(Self.self).…) on a view in no world: ViewTree notices changes through the view's world, so this observation will not be told of any (make the view after Simulation() or in a TestWorld)")
        }
        let observation = NSKeyValueObservation(check: check, observers: world?.keyValueObservers, objectID: ObjectIdentifier(self))
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? last : nil, oldValue: nil,
                                                         isPrior: false))
        }
        return observation
    }
}
#endif

extension View {
    /// How deeply key-value notifications may nest before ViewTree stops them (`KeyValueObservers`): a handler
    /// that changes what it observes is notified again from inside itself, and is stopped at this depth with an
    /// `.invalidValue` diagnostic instead of recursing until the stack overflows, as Foundation would. **Ours**:
    /// the same bound as the layout loop's (`View.maximumLayoutRepeats`).
    public static let maximumNestedKeyValueNotifications = maximumLayoutRepeats

    /// Tells the view's key-value observations that one of its properties may have changed (the setters listed
    /// at `observe(_:options:changeHandler:)` call it after storing). One flag of the world's link when nothing
    /// observes any view of the world.
    @inline(__always)
    func noteKeyValueChange() {
        guard let link = worldLink, link.hasKeyValueObservations else { return }
        noteKeyValueChangeToObservers()
    }

    @inline(never)
    private func noteKeyValueChangeToObservers() {
        storedSimulation?.keyValueObservers.objectChanged(self)
    }
}

/// Whether two observed values are equal: `nil` when the value is not `Equatable` (then every change is reported).
func keyValuesEqual<Value>(_ first: Value, _ second: Value) -> Bool? {
    guard let first = first as? any Equatable else { return nil }
    return first.isEqual(toValue: second)
}

private extension Equatable {
    func isEqual(toValue other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
