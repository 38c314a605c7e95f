import Foundation

// `UIAppearance` for the bars: `UINavigationBar.appearance()` and `UITabBar.appearance()`. UIKit's proxy records
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
    static func currentProxy(for type: Self.Type, matches: @escaping (View) -> Bool, make: () -> Self) -> Self {
        guard let world = Simulation.current else { return make() }
        return world.appearanceProxy(for: type, matches: matches, make: make)
    }
}

extension Simulation {
    /// The proxy for the bar class `type` in this world, made on first use by `make`.
    func appearanceProxy<Bar: AppearanceCustomizable>(for type: Bar.Type, matches: @escaping (View) -> Bool,
                                                      make: () -> Bar) -> Bar {
        let record = application.appearanceProxies ?? AppearanceProxyRecord()
        application.appearanceProxies = record
        if let entry = record.entries.first(where: { $0.type == ObjectIdentifier(type) }), let proxy = entry.proxy as? Bar {
            return proxy
        }
        let proxy = make()
        record.entries.append(.init(type: ObjectIdentifier(type), matches: matches, proxy: proxy))
        return proxy
    }
}
