import Foundation

// Delivering trait changes that overrides cause. A change of overrides first records the traits every environment
// below it had (a snapshot, top-down: a presentation controller, then the controller it presents, then the view,
// then the subviews); the world keeps the snapshots until the next trait update, which tells each environment whose
// traits differ from its recorded ones, in the recorded order: `traitCollectionDidChange(_:)`, then the
// registrations' handlers.

/// The traits of an environment and everything below it, recorded before a change of overrides.
struct TraitUpdateSnapshot {
    /// One environment and its traits before the change (weak: a snapshot keeps nothing alive).
    struct Entry {
        weak var environment: (any TraitEnvironment)?
        let id: ObjectIdentifier
        let previous: TraitCollection

        init(_ environment: any TraitEnvironment) {
            self.environment = environment
            id = ObjectIdentifier(environment)
            previous = environment.traitCollection
        }
    }

    private(set) var entries: [Entry] = []

    /// `view` and its subviews, with their controllers.
    init(below view: View) {
        record(subtreeOf: view)
    }

    /// `controller` and its view's subtree (the controller alone when its view is not loaded).
    init(below controller: ViewController) {
        if let view = controller.viewIfLoaded {
            record(subtreeOf: view)
            if !entries.contains(where: { $0.id == ObjectIdentifier(controller) }) {
                entries.insert(Entry(controller), at: 0)
            }
        } else {
            entries = [Entry(controller)]
        }
    }

    private mutating func record(subtreeOf root: View) {
        var stack: [View] = [root]
        while let view = stack.popLast() {
            if let controller = view.viewControllerForNext as? ViewController {
                if let presentation = controller.storedPresentationController, presentation.managesCustomPresentation {
                    entries.append(Entry(presentation))
                }
                entries.append(Entry(controller))
            }
            entries.append(Entry(view))
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Runs `change`, which changes the traits `view` and its subviews report, between recording their traits and
    /// scheduling the delivery (the one way overrides, limits and appearance overrides change traits).
    static func recordingChange(below view: View, in world: Simulation?, _ change: () -> Void) {
        let snapshot = TraitUpdateSnapshot(below: view)
        change()
        schedule(snapshot, in: world)
    }

    /// As `recordingChange(below:in:_:)`, for a controller, its view and the view's subviews.
    static func recordingChange(below controller: ViewController, in world: Simulation?, _ change: () -> Void) {
        let snapshot = TraitUpdateSnapshot(below: controller)
        change()
        schedule(snapshot, in: world)
    }

    /// Keeps `snapshot` for the world's next trait update (and asks for a layout pass, which runs one), or, for
    /// environments in no world, delivers it at once.
    static func schedule(_ snapshot: TraitUpdateSnapshot, in world: Simulation?) {
        guard let world = world ?? Simulation.current else {
            // No world to keep the change: delivered now, so a handler that changes an override again recurses;
            // stopped as a world's update is, after `maximumTraitUpdateRounds` levels.
            let context = ThreadContext.current
            guard context.immediateTraitDeliveryDepth < Simulation.maximumTraitUpdateRounds else {
                let name = snapshot.entries.first?.environment.map { String(describing: type(of: $0)) } ?? "TraitEnvironment"
                let diagnostic = Diagnostic(code: .layoutLoop, subject: name, message: "trait change handlers of a \(name) in no world changed trait overrides again \(Simulation.maximumTraitUpdateRounds) levels deep; this change was not delivered")
                FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
                return
            }
            context.immediateTraitDeliveryDepth += 1
            defer { context.immediateTraitDeliveryDepth -= 1 }
            for entry in snapshot.entries { entry.deliver() }
            return
        }
        world.pendingTraitChanges.add(snapshot)
        world.noteLayoutRequested()
    }

    /// Tells `environment` that its traits changed from `previous`, if they did: `traitCollectionDidChange(_:)`,
    /// then the registrations' handlers.
    static func deliver(to environment: any TraitEnvironment, previous: TraitCollection) {
        let current = environment.traitCollection
        guard current != previous else { return }
        // An adjusting label, field or text view takes its new text size first, as UIKit's own trait handling does
        // before the app's `traitCollectionDidChange(_:)`.
        if let adjusting = environment as? FontAdjustingForContentSizeCategory,
           current.preferredContentSizeCategory != previous.preferredContentSizeCategory,
           current.preferredContentSizeCategory != .unspecified {
            adjusting.adjustFont(to: current.preferredContentSizeCategory)
        }
        // `TraitCollection.current` is the new traits while the environment hears of them (UIKit sets it so).
        ThreadContext.current.withCurrentTraits(of: environment) {
            environment.traitCollectionDidChange(previous)
            switch environment {
            case let view as View: view.notifyTraitRegistrations(from: previous)
            case let controller as ViewController: controller.notifyTraitRegistrations(from: previous)
            case let presentation as PresentationController:
                TraitRegistration.notify(presentation.traitRegistrations, of: presentation, from: previous)
            default: break
            }
        }
    }
}

extension TraitUpdateSnapshot.Entry {
    /// Tells the environment, if it is still alive, that its traits changed.
    func deliver() {
        guard let environment else { return }
        TraitUpdateSnapshot.deliver(to: environment, previous: previous)
    }
}

/// A world's trait changes waiting for the next trait update, in the order recorded, each environment once with
/// the traits it had before the first change.
struct PendingTraitChanges {
    private var entries: [TraitUpdateSnapshot.Entry] = []
    private var indexByID: [ObjectIdentifier: Int] = [:]

    /// Whether nothing waits.
    var isEmpty: Bool { entries.isEmpty }

    /// Adds the snapshot's environments not already waiting (an entry whose environment is gone is replaced: its
    /// identifier may now name another object).
    mutating func add(_ snapshot: TraitUpdateSnapshot) {
        for entry in snapshot.entries {
            if let index = indexByID[entry.id], entries[index].environment != nil { continue }
            indexByID[entry.id] = entries.count
            entries.append(entry)
        }
    }

    /// Takes everything waiting.
    mutating func takeAll() -> [TraitUpdateSnapshot.Entry] {
        defer { entries = []; indexByID = [:] }
        return entries
    }
}

extension Simulation {
    /// How many rounds of trait updates one update runs when handlers keep changing overrides (ours: a handler
    /// that changes an override in response to its own change would otherwise never stop).
    static let maximumTraitUpdateRounds = 8

    /// Delivers the pending trait changes, top-down; changes the handlers make are delivered in further rounds.
    func deliverPendingTraitChanges() {
        // Asked for again from inside a handler: the running update delivers the new changes in its next round.
        guard !isDeliveringTraitChanges else { return }
        isDeliveringTraitChanges = true
        defer { isDeliveringTraitChanges = false }
        var rounds = 0
        while !pendingTraitChanges.isEmpty {
            rounds += 1
            guard rounds <= Simulation.maximumTraitUpdateRounds else {
                let names = pendingTraitChanges.takeAll().compactMap(\.environment).prefix(3).map { String(describing: type(of: $0)) }
                report(Diagnostic(code: .layoutLoop, subject: names.first ?? "Simulation",
                                  message: "trait change handlers changed trait overrides again in each of \(Simulation.maximumTraitUpdateRounds) rounds of one trait update (still changing: \(names.joined(separator: ", "))); the remaining changes were dropped"))
                return
            }
            for entry in pendingTraitChanges.takeAll() { entry.deliver() }
        }
    }
}
