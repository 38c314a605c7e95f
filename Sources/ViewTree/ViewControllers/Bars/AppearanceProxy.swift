import Foundation

// `UIAppearance` for the bars: `UINavigationBar.appearance()` and `UITabBar.appearance()` (and their
// `appearance(whenContainedInInstancesOf:)`; the background and tint every view's proxy carries come from
// `Controls/Appearance/ViewAppearance.swift`, after these). UIKit's proxy records
// the setters called on it and replays them on each instance of the class (or a subclass) "when a view enters a
// window", never on a view already in one, and never over a value the instance set itself (Apple's `UIAppearance`
// documentation). ViewTree's proxy is an instance of the bar class that belongs to the current world (two worlds
// never share proxies, and a proxy asked for with no world current is a detached one that affects nothing). The
// properties set on it are replayed, in the order the proxies were made, on each bar of its class as the bar
// moves into a window, except those the bar set itself.

/// A world's appearance proxies, oldest first.
final class AppearanceProxyRecord {
    struct Entry {
        /// The class `appearance()` was called on.
        let type: ObjectIdentifier
        /// The container classes of `appearance(whenContainedInInstancesOf:)`, as identifiers (empty: anywhere).
        let containers: [ObjectIdentifier]
        /// Whether a view is of that class (or a subclass).
        let matches: (View) -> Bool
        let proxy: any AppearanceCustomizable
    }
    var entries: [Entry] = []
}

/// A view class with `appearance()`: its customizable properties remember which of them were set.
protocol AppearanceCustomizable: View {
    /// The names of the properties set on this object (on a proxy: to replay; on a view: not to override).
    var appearanceSetKeys: Set<String> { get set }
    /// Copies the property `key` from `proxy` to this view.
    func copyAppearanceProperty(_ key: String, from proxy: Self)
}

extension AppearanceCustomizable {
    /// Replays, on this view, the properties every matching proxy of its world set and the view did not.
    func replayAppearanceProxies() {
        guard let record = simulation?.application.appearanceProxies else { return }
        let own = appearanceSetKeys
        let ownTint = extras?.tintColor != nil
        for entry in record.entries where entry.matches(self) {
            guard let proxy = entry.proxy as? Self else { continue }
            for key in proxy.appearanceSetKeys.sorted() where !own.contains(key) {
                copyAppearanceProperty(key, from: proxy)
            }
            // `tintColor` is every view's: the proxy's own tint (not an inherited one) applies.
            if !ownTint, let tint = proxy.extras?.tintColor { tintColor = tint }
        }
        // What was replayed counts as the proxy's, not the view's: a later proxy may still change it.
        appearanceSetKeys = own
    }
}

extension AppearanceCustomizable {
    /// `appearance()` for the class `type`: the current world's proxy, made on first use by `make`; with no world
    /// current, a detached proxy that affects nothing.
    static func currentProxy(for type: Self.Type, containers: [AnyObject.Type], make: () -> Self) -> Self {
        guard let world = Simulation.current else { return make() }
        return world.appearanceProxy(for: type, containers: containers, make: make)
    }
}

extension Simulation {
    /// The proxy for the bar class `type` (inside `containers`) in this world, made on first use by `make`. Those
    /// for a container replay after those for any (the more specific wins), each group oldest first.
    func appearanceProxy<Bar: AppearanceCustomizable>(for type: Bar.Type, containers: [AnyObject.Type],
                                                      make: () -> Bar) -> Bar {
        let record = application.appearanceProxies ?? AppearanceProxyRecord()
        application.appearanceProxies = record
        let id = ObjectIdentifier(type), containerIDs = containers.map { ObjectIdentifier($0) }
        if let entry = record.entries.first(where: { $0.type == id && $0.containers == containerIDs }),
           let proxy = entry.proxy as? Bar {
            return proxy
        }
        let proxy = make()
        let entry = AppearanceProxyRecord.Entry(type: id, containers: containerIDs,
                                                matches: View.appearanceMatcher(for: type, containers: containers), proxy: proxy)
        let place = containerIDs.isEmpty ? record.entries.firstIndex { !$0.containers.isEmpty } ?? record.entries.count
                                         : record.entries.count
        record.entries.insert(entry, at: place)
        return proxy
    }
}
