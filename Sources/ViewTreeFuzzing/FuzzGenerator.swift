import Foundation
import ViewTree

/// The knobs of a fuzz campaign.
public struct FuzzConfiguration: Sendable, Equatable {
    /// Operations per episode (each episode starts from a fresh world).
    public var episodeLength: Int
    /// The generator stops making views while this many are alive.
    public var maxViews: Int
    /// Largest number of views one `makeTree` step makes.
    public var maxTreeSize: Int
    /// Smallest number of views one `makeTree` step makes (at least 2).
    public var minTreeSize: Int
    /// Probability that a generated value is deliberately bad (NaN, ±∞, 1e300, negative sizes, …)
    /// when the view it goes to is in a world (where the diagnostic can be recorded).
    public var hostileRate: Double
    /// The profiles episodes are run with (one per episode, chosen by its seed).
    public var profiles: [PlatformProfile]
    /// The weight of the `controllers` entry of `operationTable` (24: about one operation in eight); raise it to
    /// fuzz view controllers, split and page view controllers and table editing harder.
    public var controllerWeight = FuzzGenerator.defaultControllerWeight
    /// The weight of the `alerts` entry (`AlertView` and `ActionSheet` steps): 0 by default, so that the streams
    /// of the seeds CI and the campaigns of Reliability.md replay are unchanged; `--alert-weight 10` is about one
    /// step in twelve.
    public var alertWeight = 0
    /// The weight of the `collections` entry (stack views, diffable collection views with compositional layouts and
    /// outlines, menus: `FuzzCollectionStep`): 0 by default, so that no earlier seed's stream changes;
    /// `--collection-weight 200` makes about half the steps the family's.
    public var collectionWeight = 0
    /// The weight of the `lists` entry (the collections family's table views with diffable data sources, supplementary and
    /// decoration items, self-sizing cells, selection, cell registrations and scrolling to items: `FuzzListStep`): 0 by
    /// default, and an entry of its own, so that no earlier seed's stream changes (the `collections` entry's included);
    /// `--list-weight 200` makes about half the steps the entry's.
    public var listWeight = 0
    /// The weight of the `texts` entry (text views and text fields: text set in code and typed, selections, ranges,
    /// marked text, fonts, insets, frames, queries, with delegates that refuse or re-enter: `FuzzTextStep`): 0 by
    /// default, an entry of its own, so that no earlier seed's stream changes; `--text-weight 200` makes about half the
    /// steps the entry's.
    public var textWeight = 0
    /// The weight of the `gestures` entry (views with recognizers of every kind, delegates and actions that re-enter,
    /// failure requirements, fingers sent through `Window.sendEvent`, bad touches: `FuzzGestureStep`): 0 by default, an
    /// entry of its own, so that no earlier seed's stream changes.
    public var gestureWeight = 0
    /// Whether the `gestures` entry also draws its surface steps (collection views with diffable data sources, sliders,
    /// switches, steppers, segmented controls, buttons in scroll views, text views, presented sheets and a tab bar
    /// controller: `FuzzGestureSurfaceStep`): off by default, so that no earlier seed's stream changes.
    public var gestureSurfaces = false
    /// Whether the `gestures` entry also draws its second surface steps (split and page view controllers, popovers,
    /// text fields, a tab bar controller made the window's root: `FuzzGestureSurface2Step`): off by default, so that no
    /// earlier seed's stream changes.
    public var gestureSurfaces2 = false
    /// The weight of the `cells` entry (the collections family's editable tables and grids: taps on cells through the
    /// touch pipeline, editing, batch updates, reordering, interactive movement, cells not dequeued, text fields in
    /// cells: `FuzzCellStep`): 0 by default, and an entry of its own, so that no earlier seed's stream changes;
    /// `--cell-weight 200` makes about half the steps the entry's.
    public var cellWeight = 0
    /// The weight of the `layouts` entry (views positioned by constraints drawn from a hidden target, with oracles that
    /// solve nothing themselves: the required constraints hold, a fresh world gives the same frames; and stack views:
    /// `FuzzLayoutStep`): 0 by default, an entry of its own, so that no earlier seed's stream changes.
    public var layoutWeight = 0

    /// Creates a configuration.
    public init(episodeLength: Int = 2_000, maxViews: Int = 3_000, maxTreeSize: Int = 400, minTreeSize: Int = 2,
                hostileRate: Double = 0.03, profiles: [PlatformProfile] = PlatformProfile.all) {
        self.episodeLength = episodeLength
        self.maxViews = maxViews
        self.maxTreeSize = maxTreeSize
        self.minTreeSize = minTreeSize
        self.hostileRate = hostileRate
        self.profiles = profiles
    }

    /// The budget `ModelBasedTests` runs per seed in CI (fast in a debug build): 1,500 operations
    /// over trees of up to 200 views.
    public static let ci = FuzzConfiguration(episodeLength: 1_500, maxViews: 200, maxTreeSize: 80)

    /// A short CI episode over large trees (up to 2,500 views, made 700 to 1,000 at a time).
    public static let ciLargeTrees = FuzzConfiguration(episodeLength: 250, maxViews: 2_500, maxTreeSize: 1_000, minTreeSize: 700)
}

/// An episode's fixed parameters, derived from its seed.
public struct FuzzEpisodeHeader: Sendable, Equatable {
    /// The seed every choice of the episode comes from.
    public let seed: UInt64
    /// The world's platform profile.
    public let profile: PlatformProfile
    /// Whether the episode ends by running the clock until animations are over (and checking that
    /// every completion ran once) before releasing everything, or releases everything at once.
    public let drainsBeforeTeardown: Bool
}

/// Generates the operations of an episode from a seed, using its own `TreeModel` to pick targets
/// that exist (and, mostly, calls that make sense), so that the sequence does not depend on running
/// ViewTree: a seed alone reproduces it.
///
/// The mix of operations is `operationTable`: a weight and a function per kind. Adding an operation
/// kind is one entry there (plus the enum case and the session's applier).
public struct FuzzGenerator {
    /// The episode's parameters.
    public let header: FuzzEpisodeHeader
    /// The configuration.
    public let configuration: FuzzConfiguration
    /// The model the generator steers by.
    public private(set) var model: TreeModel
    var rng: SplitMix64
    var nextCategoryID = 1
    /// Legacy alerts made so far, and the ids of those not dropped (a `.dropOnClick` delegate may drop one too; a
    /// step naming it is then skipped).
    var alertsMade = 0
    var alertsHeld: [Int] = []
    /// The collections family's objects made so far.
    var collectionIDs = FuzzCollectionIDs()
    /// Text objects made so far, and the ids of those the episode still holds.
    var textsMade = 0
    var textsHeld: [Int] = []
    /// What the gestures family made so far, and where its fingers are.
    var gestureGeneration = FuzzGestureStep.Generation()
    /// The layouts family's hidden target and what it made.
    var layoutGeneration = FuzzLayoutStep.Generation()

    /// A generator for the episode of `seed`.
    public init(seed: UInt64, configuration: FuzzConfiguration) {
        var rng = SplitMix64(seed: seed)
        let profile = rng.pick(configuration.profiles.isEmpty ? [PlatformProfile.default] : configuration.profiles)
        header = FuzzEpisodeHeader(seed: seed, profile: profile, drainsBeforeTeardown: rng.chance(0.5))
        self.configuration = configuration
        self.rng = rng
        model = TreeModel(profile: profile)
    }

    /// The whole episode: `configuration.episodeLength` operations.
    public static func episode(seed: UInt64, configuration: FuzzConfiguration) -> (FuzzEpisodeHeader, [FuzzOperation]) {
        var generator = FuzzGenerator(seed: seed, configuration: configuration)
        var ops: [FuzzOperation] = []
        ops.reserveCapacity(configuration.episodeLength)
        for _ in 0..<configuration.episodeLength { ops.append(generator.next()) }
        return (generator.header, ops)
    }

    /// The next operation (already applied to the generator's model).
    public mutating func next() -> FuzzOperation {
        let table = FuzzGenerator.operationTable
        let controllerWeight = max(0, configuration.controllerWeight), alertWeight = max(0, configuration.alertWeight)
        let collectionWeight = max(0, configuration.collectionWeight)
        let listWeight = max(0, configuration.listWeight)
        let textWeight = max(0, configuration.textWeight)
        let gestureWeight = max(0, configuration.gestureWeight)
        let cellWeight = max(0, configuration.cellWeight)
        let layoutWeight = max(0, configuration.layoutWeight)
        let weight = { (e: Entry) in
            switch e.name {
            case "controllers": controllerWeight
            case "alerts": alertWeight
            case "collections": collectionWeight
            case "lists": listWeight
            case "texts": textWeight
            case "gestures": gestureWeight
            case "cells": cellWeight
            case "layouts": layoutWeight
            default: e.weight
            }
        }
        let total = table.reduce(0) { $0 + weight($1) }
        while true {
            var roll = rng.int(in: 0...(total - 1))
            var entry = table[0]
            for candidate in table {
                if roll < weight(candidate) { entry = candidate; break }
                roll -= weight(candidate)
            }
            if let op = entry.make(&self) {
                _ = model.apply(op)
                return op
            }
        }
    }

    /// One kind of operation: its name, how often it is chosen, and how to make one (or `nil` when
    /// the tree has nothing to apply it to).
    public struct Entry: Sendable {
        /// A short name (for statistics).
        public let name: String
        /// Relative weight.
        public let weight: Int
        /// Makes an operation from the generator's state.
        public let make: @Sendable (inout FuzzGenerator) -> FuzzOperation?
    }

    /// The mix. To fuzz a new call, add an entry.
    /// The `controllers` entry's weight unless `FuzzConfiguration.controllerWeight` says otherwise.
    public static let defaultControllerWeight = 24

    public static let operationTable: [Entry] = [
        Entry(name: "make", weight: 6) { g in
            guard g.model.aliveCount < g.configuration.maxViews else { return nil }
            return .make(g.model.nextFreeHandle, g.randomKind(), g.frame(hostile: false))
        },
        Entry(name: "makeTree", weight: 1) { g in
            let room = g.configuration.maxViews - g.model.aliveCount
            // Less and less often as the population grows: trees reach the cap now and then.
            let smallest = max(2, g.configuration.minTreeSize)
            guard room >= smallest, g.rng.chance(Double(room) / Double(g.configuration.maxViews)) else { return nil }
            let count = g.rng.int(in: smallest...max(smallest, min(g.configuration.maxTreeSize, room)))
            return .makeTree(first: g.model.nextFreeHandle, count: count, shape: g.rng.pick(FuzzTreeShape.allCases),
                             seed: g.rng.next())
        },
        Entry(name: "add", weight: 14) { g in
            guard let child = g.heldView() else { return nil }
            return .add(parent: g.parent(for: child), child: child)
        },
        Entry(name: "insert", weight: 5) { g in
            guard let child = g.heldView() else { return nil }
            let parent = g.parent(for: child)
            let count = g.model.node(parent)!.children.count
            let index = g.rng.chance(0.05) ? g.rng.pick([-5, count + 7, Int.max, Int.min]) : g.rng.int(in: 0...count)
            return .insert(parent: parent, child: child, index: index)
        },
        Entry(name: "insertAboveBelow", weight: 4) { g in
            guard let child = g.heldView() else { return nil }
            let parent = g.parent(for: child)
            let siblings = g.model.node(parent)!.children.compactMap { c -> FuzzHandle? in
                if case .view(let h) = c, g.model.isHeld(h) { return h }
                return nil
            }
            // Now and then a view that is not a subview: `.notASubview`, on purpose.
            let sibling = siblings.isEmpty || g.rng.chance(0.05) ? g.heldView() ?? child : g.rng.pick(siblings)
            guard g.model.node(sibling)!.parent == parent || g.model.node(parent)!.inWorld else { return nil }
            return g.rng.chance(0.5) ? .insertAbove(parent: parent, child: child, sibling: sibling)
                                     : .insertBelow(parent: parent, child: child, sibling: sibling)
        },
        Entry(name: "remove", weight: 6) { g in
            guard let h = g.heldView() else { return nil }
            return .remove(h)
        },
        Entry(name: "reorder", weight: 5) { g in
            guard let h = g.heldView(), let p = g.model.node(h)?.parent, g.model.isHeld(p) else { return nil }
            if g.rng.chance(0.5) { return .bringToFront(parent: p, child: h) }
            return .sendToBack(parent: p, child: h)
        },
        Entry(name: "exchange", weight: 3) { g in
            let p = g.anyParent()
            let count = g.model.node(p)!.children.count
            if count == 0 || g.rng.chance(0.05) {
                guard g.model.node(p)!.inWorld else { return nil }
                return .exchange(parent: p, count, g.rng.pick([-1, 0, count + 3]))
            }
            return .exchange(parent: p, g.rng.int(in: 0...(count - 1)), g.rng.int(in: 0...(count - 1)))
        },
        Entry(name: "geometry", weight: 12) { g in
            let h = g.anyHeld()
            let hostile = g.hostile(h)
            switch g.rng.int(in: 0...2) {
            case 0: return .setFrame(h, g.frame(hostile: hostile))
            case 1: return .setBounds(h, g.frame(hostile: hostile, bounds: true))
            default: return .setCenter(h, g.point(hostile: hostile))
            }
        },
        Entry(name: "properties", weight: 8) { g in
            let h = g.anyHeld()
            switch g.rng.int(in: 0...3) {
            case 0: return .setAlpha(h, g.alpha(hostile: g.hostile(h)))
            case 1: return .setHidden(h, g.rng.chance(0.3))
            case 2: return .setTag(h, g.rng.chance(0.9) ? g.rng.int(in: -3...20) : g.rng.pick([Int.max, Int.min]))
            default:
                let masks: [UInt] = [0, 0b010010, 0b000001, 0b001000, 0b111111, 0b000101, 0b101000]
                return .setAutoresizingMask(h, g.rng.chance(0.7) ? g.rng.pick(masks) : UInt(g.rng.int(in: 0...63)))
            }
        },
        Entry(name: "contentSize", weight: 4) { g in
            guard let s = g.heldScrollView() else { return nil }
            if g.hostile(s) {
                return .setContentSize(s, CGSize(width: g.rng.pick([.nan, .infinity, 1e12, 1e300, -50, 0]),
                                                 height: g.rng.pick([.nan, 1e12, 1e300, -50, 0, 400])))
            }
            if g.rng.chance(0.05) { return .setContentSize(s, CGSize(width: 320, height: 1e12)) }
            return .setContentSize(s, CGSize(width: Double(g.rng.int(in: 0...1600)) / 2, height: Double(g.rng.int(in: 0...4000)) / 2))
        },
        Entry(name: "scroll", weight: 6) { g in
            guard let s = g.heldScrollView() else { return nil }
            let hostile = g.hostile(s)
            let p = hostile ? g.point(hostile: true) : CGPoint(x: Double(g.rng.int(in: -200...1600)) / 2, y: Double(g.rng.int(in: -200...4000)) / 2)
            return .setContentOffset(s, p, animated: g.rng.chance(0.5))
        },
        Entry(name: "pan", weight: 6) { g in
            guard let s = g.heldScrollView() else { return nil }
            let p = g.hostile(s) ? g.point(hostile: true) : CGPoint(x: Double(g.rng.int(in: -400...400)), y: Double(g.rng.int(in: -800...800)))
            switch g.rng.int(in: 0...2) {
            case 0: return .beginPan(s, g.hostile(s) ? g.point(hostile: true) : CGPoint(x: Double(g.rng.int(in: 0...300)), y: Double(g.rng.int(in: 0...500))))
            case 1: return .movePan(s, p)
            default:
                let v = g.rng.chance(0.05) ? CGPoint(x: Double.nan, y: .infinity)
                                           : CGPoint(x: Double(g.rng.int(in: -4000...4000)), y: Double(g.rng.int(in: -6000...6000)))
                return .endPan(s, v)
            }
        },
        Entry(name: "drag", weight: 4) { g in
            guard let s = g.heldScrollView() else { return nil }
            let from = CGPoint(x: Double(g.rng.int(in: 0...300)), y: Double(g.rng.int(in: 0...500)))
            let to = g.hostile(s) ? g.point(hostile: true) : CGPoint(x: Double(g.rng.int(in: -300...600)), y: Double(g.rng.int(in: -600...1000)))
            let duration = g.rng.chance(0.1) ? g.rng.pick([0, -1, .nan, .infinity]) : Double(g.rng.int(in: 1...60)) / 60
            return .drag(s, from: from, to: to, duration: duration)
        },
        // iOS 17 trait overrides on any view or window (added after the campaigns of Reliability.md: every
        // seed's stream changed then).
        Entry(name: "traits", weight: 3) { g in
            let h = g.anyHeld()
            return .traits(h, FuzzTraitChange.random(&g.rng, hostile: g.hostile(h)))
        },
        // View controllers, containment, presentation, navigation, tab bar controllers (with iOS 18 tabs) and lists
        // (`FuzzControllerOperation`; added later still: every seed's stream changed again).
        Entry(name: "controllers", weight: defaultControllerWeight) { g in g.controllerOperation() },
        Entry(name: "flash", weight: 4) { g in
            guard let s = g.heldScrollView() else { return nil }
            return .flash(s)
        },
        Entry(name: "animate", weight: 6) { g in
            var changes: [FuzzAnimatedChange] = []
            for _ in 0..<g.rng.int(in: 0...4) {
                let h = g.anyHeld()
                let hostile = g.hostile(h)
                switch g.rng.int(in: 0...3) {
                case 0: changes.append(.alpha(h, g.alpha(hostile: hostile)))
                case 1: changes.append(.frame(h, g.frame(hostile: hostile)))
                case 2: changes.append(.center(h, g.point(hostile: hostile)))
                default: changes.append(.hidden(h, g.rng.chance(0.5)))
                }
            }
            let duration = g.rng.chance(0.08) ? g.rng.pick([0, -1, .nan, .infinity]) : Double(g.rng.int(in: 1...120)) / 60
            let delay = g.rng.chance(0.8) ? 0 : (g.rng.chance(0.2) ? g.rng.pick([-1, .nan]) : Double(g.rng.int(in: 1...30)) / 60)
            return .animate(duration: duration, delay: delay, changes: changes)
        },
        Entry(name: "category", weight: 2) { g in
            let ids = g.model.categoryIDs
            if !ids.installed.isEmpty && g.rng.chance(0.5) { return .removeCategory(id: g.rng.pick(ids.installed)) }
            if !ids.removed.isEmpty && g.rng.chance(0.1) { return .removeCategory(id: g.rng.pick(ids.removed)) }
            defer { g.nextCategoryID += 1 }
            return .installCategory(id: g.nextCategoryID, g.rng.pick(FuzzCategory.allCases))
        },
        Entry(name: "run", weight: 10) { g in
            if g.rng.chance(0.02) { return .run(g.rng.pick([-1, .nan, .infinity, 2e9])) }
            let frames = g.rng.chance(0.1) ? g.rng.int(in: 60...300) : g.rng.int(in: 0...40)
            return .run(g.rng.chance(0.1) ? Double(g.rng.int(in: 1...1000)) / 1000 : Double(frames) / 60)
        },
        // Describing and encoding every tree twice costs as much as a hundred other steps: rarer.
        Entry(name: "snapshot", weight: 1) { g in g.rng.chance(0.4) ? .snapshot : nil },
        Entry(name: "release", weight: 4) { g in
            guard let h = g.heldView() else { return nil }
            return .release(h)
        },
        Entry(name: "discard", weight: 2) { g in
            // A screen going away: mostly a subview of a window (with everything below it).
            let screens = g.model.node(g.rng.int(in: 0...1))!.children.compactMap { c -> FuzzHandle? in
                if case .view(let h) = c, g.model.isHeld(h) { return h }
                return nil
            }
            if !screens.isEmpty && g.rng.chance(0.8) { return .discard(g.rng.pick(screens)) }
            return g.heldView().map { .discard($0) }
        },
        // Auto Layout (added last: every seed's stream changed again).
        Entry(name: "constraints", weight: 5) { g in g.constraintStep().map { .constraint($0) } },
        // Legacy alert views and action sheets (weight `FuzzConfiguration.alertWeight`, 0 unless asked for).
        Entry(name: "alerts", weight: 0) { g in
            let step = FuzzLegacyAlertStep.random(&g.rng, made: g.alertsMade, held: g.alertsHeld)
            switch step {
            case let .make(id, _, _, _): g.alertsMade += 1; g.alertsHeld.append(id)
            case let .drop(id): g.alertsHeld.removeAll { $0 == id }
            default: break
            }
            return .alert(step)
        },
        // Stack views, diffable collection views and menus (weight `FuzzConfiguration.collectionWeight`, 0 unless asked).
        Entry(name: "collections", weight: 0) { g in
            .collection(FuzzCollectionStep.random(&g.rng, ids: &g.collectionIDs, hostile: g.configuration.hostileRate))
        },
        // The collections family's lists and tables (weight `FuzzConfiguration.listWeight`, 0 unless asked).
        Entry(name: "lists", weight: 0) { g in
            .collection(FuzzListStep.random(&g.rng, ids: &g.collectionIDs, hostile: g.configuration.hostileRate))
        },
        // Text views and text fields (weight `FuzzConfiguration.textWeight`, 0 unless asked).
        Entry(name: "texts", weight: 0) { g in
            let step = FuzzTextStep.random(&g.rng, made: g.textsMade, held: g.textsHeld, hostile: g.configuration.hostileRate)
            switch step {
            case let .make(id, _, _, _): g.textsMade += 1; g.textsHeld.append(id)
            case let .drop(id): g.textsHeld.removeAll { $0 == id }
            default: break
            }
            return .text(step)
        },
        // Views with gesture recognizers, and fingers (weight `FuzzConfiguration.gestureWeight`, 0 unless asked).
        Entry(name: "gestures", weight: 0) { g in
            let op = FuzzGestureStep.random(&g.rng, &g.gestureGeneration, hostile: g.configuration.hostileRate,
                                            surfaces: g.configuration.gestureSurfaces, surfaces2: g.configuration.gestureSurfaces2)
            // The clock's runs are the session's own `.run` operation (`next()` applies every operation to the model).
            return op
        },
        // The collections family's editable tables and grids (weight `FuzzConfiguration.cellWeight`, 0 unless asked).
        Entry(name: "cells", weight: 0) { g in
            .collection(FuzzCellStep.random(&g.rng, ids: &g.collectionIDs, hostile: g.configuration.hostileRate))
        },
        // Constraint views drawn from a hidden target, and stack views (weight `FuzzConfiguration.layoutWeight`, 0 unless asked).
        Entry(name: "layouts", weight: 0) { g in
            FuzzLayoutStep.random(&g.rng, &g.layoutGeneration, hostile: g.configuration.hostileRate)
        },
    ]

    // MARK: Choosing

    /// An Auto Layout step: mostly a new constraint between a view and its superview, a sibling or any view (no
    /// common ancestor: refused), or on the view alone; otherwise a change to an earlier constraint or a layout pass.
    mutating func constraintStep() -> FuzzConstraintStep? {
        let made = model.constraints.nextID
        let existing = model.constraints.entries.keys.sorted()
        if made == 0 || rng.chance(0.4) {
            let first = anyHeld()
            let kind = rng.pick(FuzzConstraintKind.allCases)
            var second: FuzzHandle?
            if kind.hasSecondItem {
                let parent = model.node(first)?.parent
                let siblings = parent.map { p in model.node(p)!.children.compactMap { child -> FuzzHandle? in
                    if case .view(let h) = child, h != first, model.isHeld(h) { return h } else { return nil }
                } } ?? []
                switch rng.int(in: 0...9) {
                case 0...3 where parent != nil && (model.isHeld(parent!) || parent! < 2): second = parent
                case 4...6 where !siblings.isEmpty: second = rng.pick(siblings)
                default: second = anyHeld()
                }
            }
            let hostile = hostile(first)
            let constant = hostile && rng.chance(0.5) ? rng.pick([Double.nan, .infinity, -.infinity])
                                                      : Double(rng.int(in: -200...400))
            return .make(id: made, first: first, second: second, kind, constant: constant, priority: rng.pick([1000, 1000, 999, 750, 250]))
        }
        switch rng.int(in: 0...9) {
        case 0...2:
            let id = rng.pick(existing)
            let first = model.constraints.entries[id]!.first
            return .setConstant(id: id, hostile(first) ? rng.pick([Double.nan, .infinity, -.infinity]) : Double(rng.int(in: -200...400)))
        case 3:
            let id = rng.pick(existing)
            let first = model.constraints.entries[id]!.first
            return .setPriority(id: id, hostile(first) ? rng.pick([Float.nan, -1, 2000]) : rng.pick([1000, 999, 750, 250, 1]))
        case 4...5: return .setActive(id: rng.pick(existing), rng.chance(0.5))
        case 6: return .translates(anyHeld(), rng.chance(0.7) ? false : true)
        case 7: return .exercise(anyHeld())
        default: return .layout(anyHeld())
        }
    }

    /// A held view (not a window), if any.
    mutating func heldView() -> FuzzHandle? {
        guard !model.held.isEmpty else { return nil }
        return rng.pick(model.held.members)
    }

    /// A held view or a window.
    mutating func anyHeld() -> FuzzHandle {
        if rng.chance(0.05) || model.held.isEmpty { return rng.int(in: 0...1) }
        return rng.pick(model.held.members)
    }

    mutating func heldScrollView() -> FuzzHandle? {
        guard !model.heldScrollViews.isEmpty else { return nil }
        return rng.pick(model.heldScrollViews.members)
    }

    /// A parent for `child`: usually a window or a view in a window; sometimes a detached view;
    /// now and then `child` itself or one of its descendants (a cycle, rejected with
    /// `.hierarchyCycle` — only in a world, where it can be recorded).
    mutating func parent(for child: FuzzHandle) -> FuzzHandle {
        for _ in 0..<8 {
            let p = anyParent()
            if !model.isDescendant(p, of: child) { return p }
            if model.node(child)!.inWorld && rng.chance(0.5) { return p }
        }
        return rng.int(in: 0...1)
    }

    mutating func anyParent() -> FuzzHandle {
        if rng.chance(0.25) || model.held.isEmpty { return rng.chance(0.8) ? 0 : 1 }
        return rng.pick(model.held.members)
    }

    mutating func randomKind() -> FuzzViewKind {
        let total = FuzzViewKind.generated.reduce(0) { $0 + $1.weight }
        var roll = rng.int(in: 0...(total - 1))
        for (kind, weight) in FuzzViewKind.generated {
            if roll < weight { return kind }
            roll -= weight
        }
        return .view
    }

    /// Whether to send a bad value to `h` (only to views in a world, where the diagnostic is recorded).
    mutating func hostile(_ h: FuzzHandle) -> Bool {
        (model.node(h)?.inWorld ?? false) && rng.chance(configuration.hostileRate)
    }

    // MARK: Values

    static let badNumbers: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e12, -0.0]

    mutating func number(_ range: ClosedRange<Int>, hostile: Bool) -> Double {
        if hostile && rng.chance(0.5) { return rng.pick(FuzzGenerator.badNumbers) }
        return Double(rng.int(in: range)) / 2
    }

    mutating func frame(hostile: Bool, bounds: Bool = false) -> CGRect {
        let origin = bounds ? -100...800 : -100...700
        if hostile && rng.chance(0.3) {
            // A negative or zero size: standardized (frame) or made positive (bounds), no diagnostic.
            return CGRect(x: 10, y: 10, width: rng.pick([-40, 0, 1e300]), height: rng.pick([-1, 0, 1e12]))
        }
        return CGRect(x: number(origin, hostile: hostile), y: number(origin, hostile: hostile),
                      width: number(0...800, hostile: hostile), height: number(0...1000, hostile: hostile))
    }

    mutating func point(hostile: Bool) -> CGPoint {
        CGPoint(x: number(-100...800, hostile: hostile), y: number(-100...1000, hostile: hostile))
    }

    mutating func alpha(hostile: Bool) -> Double {
        if hostile { return rng.pick([.nan, -1, 2, .infinity, -.infinity, 1e300]) }
        return rng.pick([0, 0, 1, 1, 0.5, 0.25, Double(rng.int(in: 0...100)) / 100])
    }
}
