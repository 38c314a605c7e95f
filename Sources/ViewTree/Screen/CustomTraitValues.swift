import Foundation

/// The custom traits (`TraitDefinition` types of the app's) a trait collection carries, by identifier. A trait set
/// to its default value is removed, so that a collection that never heard of a trait and one that set it to its
/// default are equal, as they read alike.
struct CustomTraitValues: Sendable, Hashable {
    /// One trait's value, with the name to describe it by.
    private struct Entry: Sendable {
        let name: String
        let value: any Equatable & Sendable
        let affectsColorAppearance: Bool
    }

    private var entries: [String: Entry] = [:]

    /// Whether no custom trait is set.
    var isEmpty: Bool { entries.isEmpty }

    /// The value of `trait`: the one set, or its default.
    func value<T: TraitDefinition>(for trait: T.Type) -> T.Value {
        (entries[T.identifier]?.value as? T.Value) ?? T.defaultValue
    }

    /// Whether `trait` is set (to a value other than its default).
    func contains<T: TraitDefinition>(_ trait: T.Type) -> Bool {
        entries[T.identifier] != nil
    }

    /// Sets `trait` to `value` (its default removes it).
    mutating func set<T: TraitDefinition>(_ value: T.Value, for trait: T.Type) {
        entries[T.identifier] = value == T.defaultValue ? nil : Entry(name: T.name, value: value, affectsColorAppearance: T.affectsColorAppearance)
    }

    /// Sets every trait `other` sets (an override's traits over inherited ones).
    mutating func merge(_ other: CustomTraitValues) {
        entries.merge(other.entries) { _, new in new }
    }

    /// Whether a trait that affects colour appearance differs from `other`'s.
    func differsInColorAppearance(from other: CustomTraitValues) -> Bool {
        let keys = Set(entries.filter(\.value.affectsColorAppearance).keys)
            .union(other.entries.filter(\.value.affectsColorAppearance).keys)
        return keys.contains { key in
            switch (entries[key], other.entries[key]) {
            case let (first?, second?): return !Self.isEqual(first.value, second.value)
            case (nil, nil): return false
            default: return true
            }
        }
    }

    /// The set traits as `name = value`, sorted by name, for descriptions.
    var descriptions: [String] {
        entries.values.map { "\($0.name) = \($0.value)" }.sorted()
    }

    static func == (lhs: CustomTraitValues, rhs: CustomTraitValues) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        return lhs.entries.allSatisfy { key, entry in
            guard let other = rhs.entries[key] else { return false }
            return Self.isEqual(entry.value, other.value)
        }
    }

    /// Hashes the identifiers only: values need not be hashable, and equal collections have equal identifiers.
    func hash(into hasher: inout Hasher) {
        hasher.combine(entries.keys.sorted())
    }

    private static func isEqual<A: Equatable & Sendable>(_ first: A, _ second: any Equatable & Sendable) -> Bool {
        (second as? A) == first
    }
}
