import Foundation

#if !canImport(ObjectiveC)
// Foundation declares these on Apple's platforms (NSKeyValueObserving.h and its Swift overlay); Foundation on Linux
// has no key-value observing at all, so ViewTree declares them with Foundation's names, raw values and labels, for
// `View.observe(_:options:changeHandler:)` (View+KeyValueObserving.swift).

/// `NSKeyValueObservingOptions`: what a change handler is given, and when it is called. Raw values are
/// Foundation's (`NSKeyValueObservingOptionNew` 0x01, `Old` 0x02, `Initial` 0x04, `Prior` 0x08).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates options from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.new`: the change carries `newValue`.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// `.old`: the change carries `oldValue`.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// `.initial`: the handler is called once at once, before `observe` returns (with `newValue` under `.new`).
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// `.prior`: the handler is also called before each change, with `isPrior` set (and `oldValue` under `.old`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// `NSKeyValueChange`: the kind of a change. A property change is a `.setting` (1); the other kinds are for
/// to-many relationships, which no view property is.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set (`NSKeyValueChangeSetting`).
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// `NSKeyValueObservedChange<Value>`: what changed, as a change handler receives it.
public struct NSKeyValueObservedChange<Value> {
    /// `NSKeyValueObservedChange.Kind`.
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` for a view's properties.
    public let kind: Kind
    /// The value after the change, under `.new` (`nil` without it, and in a prior notification).
    public let newValue: Value?
    /// The value before the change, under `.old` (`nil` without it, and in an initial notification).
    public let oldValue: Value?
    /// The indexes of a to-many change: always `nil` here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool

    init(kind: Kind = .setting, newValue: Value?, oldValue: Value?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = nil
        self.isPrior = isPrior
    }
}
#endif
