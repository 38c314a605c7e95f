import Foundation

// `appearance()` for every view and the controls (the bars keep their own record of what was set,
// `Bars/AppearanceProxy.swift`, and share the matching here). UIKit's proxy records
// the properties set on it and sets them on each instance of the class (or a subclass) as it enters a window, never
// over a value the instance set itself (Apple's `UIAppearance` documentation). ViewTree's proxy is an instance of the
// class that belongs to the current world; a property counts as set on the proxy when it differs from a fresh
// instance's, and as set by a view when the view's value differs from that fresh instance's too, so a view keeps a
// value it chose (unless it chose the default itself: ViewTree cannot tell that from never having set it). Only the
// properties listed for each class are carried (its `appearanceProperties`); every proxy carries `backgroundColor`
// and `tintColor`, the two `UI_APPEARANCE_SELECTOR` properties of `UIView` itself, and `UIView.appearance()` carries
// only those, to every view of the world (plain views included) as it enters a window.

/// One property an appearance proxy carries to the views it applies to.
struct AppearanceProperty {
    /// Whether the proxy changed the property and the target did not (asked of every proxy before any applies).
    let applies: (_ proxy: View, _ pristine: View, _ target: View) -> Bool
    /// Copies the proxy's value to the target.
    let copy: (_ proxy: View, _ target: View) -> Void

    static func of<V: View, T: Equatable>(_ keyPath: ReferenceWritableKeyPath<V, T>) -> AppearanceProperty {
        AppearanceProperty(applies: { proxy, pristine, target in
            guard let proxy = proxy as? V, let pristine = pristine as? V, let target = target as? V else { return false }
            let original = pristine[keyPath: keyPath]
            return proxy[keyPath: keyPath] != original && target[keyPath: keyPath] == original
        }, copy: { proxy, target in
            guard let proxy = proxy as? V, let target = target as? V else { return }
            target[keyPath: keyPath] = proxy[keyPath: keyPath]
        })
    }

    /// A bar appearance the proxy set and the target did not: the target gets a copy (UIKit's appearance properties
    /// are `copy` properties, so no two bars share one object).
    static func copying<V: View, A: BarAppearance>(_ keyPath: ReferenceWritableKeyPath<V, A?>) -> AppearanceProperty {
        AppearanceProperty(applies: { proxy, _, target in
            guard let proxy = proxy as? V, let target = target as? V else { return false }
            return proxy[keyPath: keyPath] != nil && target[keyPath: keyPath] == nil
        }, copy: { proxy, target in
            guard let proxy = proxy as? V, let target = target as? V else { return }
            target[keyPath: keyPath] = proxy[keyPath: keyPath]?.copy()
        })
    }

    /// The view's own tint (an inherited one does not count as set).
    static var tintColor: AppearanceProperty {
        AppearanceProperty(applies: { proxy, _, target in proxy.extras?.tintColor != nil && target.extras?.tintColor == nil },
                           copy: { proxy, target in if let tint = proxy.extras?.tintColor { target.tintColor = tint } })
    }

    /// The background colour.
    static var backgroundColor: AppearanceProperty { .of(\View.backgroundColor) }
}

/// One proxy of a world: the class (and the containers) it applies to.
struct ViewAppearanceEntry {
    let type: ObjectIdentifier
    /// The container classes of `appearance(whenContainedInInstancesOf:)`, as identifiers (empty: anywhere).
    let containers: [ObjectIdentifier]
    /// How many superclasses the class has: a subclass's proxy applies after its superclass's.
    let depth: Int
    let matches: (View) -> Bool
    let proxy: View
    let pristine: View
    let properties: [AppearanceProperty]

    /// Whether this proxy applies after `other` (is more specific: in a container where `other` is not, else of a
    /// subclass).
    func applies(after other: ViewAppearanceEntry) -> Bool {
        if containers.isEmpty != other.containers.isEmpty { return other.containers.isEmpty }
        return depth > other.depth
    }
}

/// The number of superclasses of `type`.
func classDepth(_ type: AnyClass) -> Int {
    var depth = 0
    var current: AnyClass? = _getSuperclass(type)
    while let candidate = current {
        depth += 1
        current = _getSuperclass(candidate)
    }
    return depth
}

extension View {
    /// The proxy of the world for `type` (inside `containers`), made on first use; a detached instance that applies
    /// to nothing when no world is current.
    static func appearanceProxy<V: View>(_ type: V.Type, containers: [AnyObject.Type] = [], make: () -> V,
                                        properties: [AppearanceProperty]) -> V {
        guard let world = Simulation.current else { return make() }
        let id = ObjectIdentifier(type), containerIDs = containers.map { ObjectIdentifier($0) }
        if let entry = world.application.viewAppearanceProxies.first(where: { $0.type == id && $0.containers == containerIDs }),
           let proxy = entry.proxy as? V {
            return proxy
        }
        let proxy = make()
        let matches = appearanceMatcher(for: type, containers: containers)
        // Kept in the order they apply, the more specific last (it wins): those for any container before those for a
        // container, and in each group a class's before its subclasses' (`UILabel.appearance()` over
        // `UIView.appearance()`), oldest first.
        let entry = ViewAppearanceEntry(type: id, containers: containerIDs, depth: classDepth(type), matches: matches,
                                        proxy: proxy, pristine: make(), properties: [.backgroundColor, .tintColor] + properties)
        let entries = world.application.viewAppearanceProxies
        let place = entries.firstIndex { $0.applies(after: entry) } ?? entries.count
        world.application.viewAppearanceProxies.insert(entry, at: place)
        world.link.hasViewAppearanceProxies = true
        return proxy
    }

    /// Whether a view is one an `appearance()` proxy asked on `asked` (inside `containers`) applies to: an instance of
    /// that class or a subclass (not of the proxy's own class: a subclass's `appearance()` applies to that subclass
    /// only), inside an instance of one of `containers` — an ancestor view of that class, or the view controller whose
    /// view an ancestor is — when any are given.
    static func appearanceMatcher(for asked: AnyClass, containers: [AnyObject.Type]) -> (View) -> Bool {
        { view in
            guard classChain(of: Swift.type(of: view), contains: asked) else { return false }
            guard !containers.isEmpty else { return true }
            var up = view.superview
            while let ancestor = up {
                let controller: AnyClass? = ancestor.extras?.viewControllerForNext.map { Swift.type(of: $0) }
                for container in containers {
                    if classChain(of: Swift.type(of: ancestor), contains: container) { return true }
                    if let controller, classChain(of: controller, contains: container) { return true }
                }
                up = ancestor.superview
            }
            return false
        }
    }

    /// Whether this view is one of its world's `appearance()` proxies (a getter with no value set reads `nil` there).
    var isAppearanceProxy: Bool {
        guard worldLink?.hasViewAppearanceProxies == true, let world = simulation else { return false }
        return world.application.viewAppearanceProxies.contains { $0.proxy === self }
    }

    /// Sets, on this view as it enters a window, what the world's matching proxies carry: what the view did not set
    /// itself is decided first, then the proxies apply in the order the world keeps them.
    func applyViewAppearanceProxies() {
        guard worldLink?.hasViewAppearanceProxies == true, storedWindow != nil, let world = simulation else { return }
        let chosen = world.application.viewAppearanceProxies.filter { $0.matches(self) }.flatMap { entry in
            entry.properties.filter { $0.applies(entry.proxy, entry.pristine, self) }.map { (entry.proxy, $0) }
        }
        for (proxy, property) in chosen { property.copy(proxy, self) }
    }
}
