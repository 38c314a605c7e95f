/// The key-value observations of one world's views (`View.observe(_:options:changeHandler:)`), by observed view.
///
/// Owned by the world; holds each observation weakly (the caller owns it, as Foundation's caller owns its
/// `NSKeyValueObservation`: dropping it ends the observation). While any observation is registered, the world's
/// link says so (`WorldLink.hasKeyValueObservations`), so a setter asks one flag, without loading the world, and
/// the autoresizing pass and the Auto Layout placement leave their quick paths, which skip the setter, for the one
/// that notes the change.
final class KeyValueObservers {
    /// A registered observation, held weakly.
    private struct Entry {
        weak var check: KeyValueObservationCheck?
    }

    private var entries: [ObjectIdentifier: [Entry]] = [:]
    private weak var link: WorldLink?
    private var depth = 0

    init(link: WorldLink) { self.link = link }

    /// Registers `check` for the object `id`; it runs, in registration order, each time that object notes a change.
    func add(_ check: KeyValueObservationCheck, for id: ObjectIdentifier) {
        entries[id, default: []].append(Entry(check: check))
        link?.hasKeyValueObservations = true
    }

    /// Drops the observations of `id` that ended (invalidated or released).
    func compact(_ id: ObjectIdentifier) {
        guard let list = entries[id] else { return }
        let kept = list.filter { $0.check?.isActive == true }
        entries[id] = kept.isEmpty ? nil : kept
        if entries.isEmpty { link?.hasKeyValueObservations = false }
    }

    /// Runs the observations of `view` after one of its properties may have changed: each compares the value at
    /// its key path with the value it last saw, and calls its handler when they differ. Observations added or
    /// ended by a handler take effect from the next change. Nesting deeper than `View.maximumNestedKeyValueNotifications`
    /// is refused with an `.invalidValue` diagnostic.
    func objectChanged(_ view: View) {
        let id = ObjectIdentifier(view)
        guard let list = entries[id] else { return }
        guard depth < View.maximumNestedKeyValueNotifications else {
            view.reject(.invalidValue, "a key-value observation handler kept changing what it observes: notifications nested \(View.maximumNestedKeyValueNotifications) deep (View.maximumNestedKeyValueNotifications) were stopped")
            return
        }
        depth += 1
        defer { depth -= 1 }
        var ended = false
        for entry in list {
            guard let check = entry.check, check.isActive else { ended = true; continue }
            check.run()
        }
        if ended { compact(id) }
    }
}

/// What an observation does when its object changes: reads its key path and, if the value differs from the last
/// one seen, calls the handler. Made by `View.observe(_:options:changeHandler:)`, owned by its
/// `NSKeyValueObservation`.
final class KeyValueObservationCheck {
    /// `false` once the observation was invalidated.
    var isActive = true
    /// Reads the value and calls the handler when it changed.
    let run: () -> Void

    init(run: @escaping () -> Void) { self.run = run }
}
