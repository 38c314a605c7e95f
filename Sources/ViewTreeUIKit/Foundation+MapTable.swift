import Foundation

#if !canImport(ObjectiveC)
/// `NSMapTable`, which Foundation on Linux lacks: a dictionary from objects to objects that need not be `NSCopying`
/// (Apple's TouchCanvas keys `Line`s by their `UITouch`), each side held strongly or weakly as the factory says.
/// Keys match as Foundation's object personality matches them: by `==` for a `Hashable` class (`isEqual:`), else by
/// identity (`NSObject`'s default). A weakly held key or value that is freed takes its entry with it (ours: `count`
/// counts live entries; Foundation's may count freed ones until the table is next changed). Docs/Porting.md.
public final class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject> {
    /// One entry, each side strong or weak.
    private final class Entry {
        var strongKey: KeyType?
        weak var weakKey: KeyType?
        var strongValue: ObjectType?
        weak var weakValue: ObjectType?
        var key: KeyType? { strongKey ?? weakKey }
        var value: ObjectType? { strongValue ?? weakValue }
    }

    private let weakKeys: Bool
    private let weakValues: Bool
    private var entries: [Entry] = []

    private init(weakKeys: Bool, weakValues: Bool) {
        self.weakKeys = weakKeys
        self.weakValues = weakValues
    }

    /// `strongToStrongObjects()`.
    public class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(weakKeys: false, weakValues: false) }
    /// `weakToStrongObjects()`.
    public class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(weakKeys: true, weakValues: false) }
    /// `strongToWeakObjects()`.
    public class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(weakKeys: false, weakValues: true) }
    /// `weakToWeakObjects()`.
    public class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(weakKeys: true, weakValues: true) }

    /// Whether two keys are the same key: `==` for hashable objects, else identity.
    private static func same(_ a: KeyType, _ b: KeyType) -> Bool {
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return a === b
    }

    /// Drops the entries whose weakly held side was freed.
    private func purge() { entries.removeAll { $0.key == nil || $0.value == nil } }

    /// `object(forKey:)`: the value for `key`, or `nil`.
    public func object(forKey key: KeyType?) -> ObjectType? {
        guard let key else { return nil }
        purge()
        return entries.first { $0.key.map { NSMapTable.same($0, key) } ?? false }?.value
    }

    /// `setObject(_:forKey:)`: sets (or, with a `nil` object, removes) the value for `key`; a `nil` key does nothing.
    public func setObject(_ object: ObjectType?, forKey key: KeyType?) {
        guard let key else { return }
        removeObject(forKey: key)
        guard let object else { return }
        let entry = Entry()
        if weakKeys { entry.weakKey = key } else { entry.strongKey = key }
        if weakValues { entry.weakValue = object } else { entry.strongValue = object }
        entries.append(entry)
    }

    /// `removeObject(forKey:)`.
    public func removeObject(forKey key: KeyType?) {
        guard let key else { return }
        entries.removeAll { $0.key.map { NSMapTable.same($0, key) } ?? true }
    }

    /// `removeAllObjects()`.
    public func removeAllObjects() { entries.removeAll() }

    /// `count`: the live entries.
    public var count: Int {
        purge()
        return entries.count
    }
}
#endif
