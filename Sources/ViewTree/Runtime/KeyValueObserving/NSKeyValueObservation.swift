#if !canImport(ObjectiveC)
/// `NSKeyValueObservation`: one observation made by `observe(_:options:changeHandler:)`. It lasts while the caller
/// keeps it: `invalidate()`, or releasing it, ends it (Foundation: "when the returned NSKeyValueObservation is
/// deinited or invalidated, it will stop observing").
public final class NSKeyValueObservation {
    private let check: KeyValueObservationCheck
    private weak var observers: KeyValueObservers?
    private let objectID: ObjectIdentifier

    init(check: KeyValueObservationCheck, observers: KeyValueObservers?, objectID: ObjectIdentifier) {
        self.check = check
        self.observers = observers
        self.objectID = objectID
    }

    /// Ends the observation: its handler is not called again. Calling it twice does nothing more.
    public func invalidate() {
        guard check.isActive else { return }
        check.isActive = false
        observers?.compact(objectID)
    }

    deinit { invalidate() }
}
#endif
