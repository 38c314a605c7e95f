import Foundation
import ViewTree

/// The constraint a `FuzzConstraintStep.make` creates: which anchors, related how.
public enum FuzzConstraintKind: String, Sendable, Hashable, CaseIterable {
    /// `first.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant:)`.
    case leading
    /// `first.topAnchor.constraint(equalTo: second.bottomAnchor, constant:)`.
    case topToBottom
    /// `first.centerXAnchor.constraint(greaterThanOrEqualTo: second.centerXAnchor, constant:)`.
    case centerXAtLeast
    /// `first.widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: 0.5, constant:)`.
    case halfWidth
    /// `first.widthAnchor.constraint(equalToConstant:)` (no second item).
    case width
    /// `first.heightAnchor.constraint(greaterThanOrEqualToConstant:)` (no second item).
    case heightAtLeast

    /// Whether the constraint relates the first item to a second one.
    public var hasSecondItem: Bool { self != .width && self != .heightAtLeast }

    /// The kind's constraint between the two views.
    func make(_ first: View, _ second: View?, constant c: CGFloat) -> LayoutConstraint {
        switch self {
        case .leading: first.leadingAnchor.constraint(equalTo: second!.leadingAnchor, constant: c)
        case .topToBottom: first.topAnchor.constraint(equalTo: second!.bottomAnchor, constant: c)
        case .centerXAtLeast: first.centerXAnchor.constraint(greaterThanOrEqualTo: second!.centerXAnchor, constant: c)
        case .halfWidth: first.widthAnchor.constraint(equalTo: second!.widthAnchor, multiplier: 0.5, constant: c)
        case .width: first.widthAnchor.constraint(equalToConstant: c)
        case .heightAtLeast: first.heightAnchor.constraint(greaterThanOrEqualToConstant: c)
        }
    }

    /// The same call as Swift source.
    func swift(_ first: String, _ second: String?, _ c: String) -> String {
        switch self {
        case .leading: "\(first).leadingAnchor.constraint(equalTo: \(second!).leadingAnchor, constant: \(c))"
        case .topToBottom: "\(first).topAnchor.constraint(equalTo: \(second!).bottomAnchor, constant: \(c))"
        case .centerXAtLeast: "\(first).centerXAnchor.constraint(greaterThanOrEqualTo: \(second!).centerXAnchor, constant: \(c))"
        case .halfWidth: "\(first).widthAnchor.constraint(equalTo: \(second!).widthAnchor, multiplier: 0.5, constant: \(c))"
        case .width: "\(first).widthAnchor.constraint(equalToConstant: \(c))"
        case .heightAtLeast: "\(first).heightAnchor.constraint(greaterThanOrEqualToConstant: \(c))"
        }
    }
}

/// One Auto Layout step of a fuzz episode (`FuzzOperation.constraint`). Constraints are named by an id, as views are
/// by handle: each `make` gives a new one, and a step whose constraint was never made (a shrink removed its `make`) is
/// skipped.
public enum FuzzConstraintStep: Sendable, Hashable {
    /// `let cN = <kind>(first, second, constant)`, its priority set, then `cN.isActive = true`.
    case make(id: Int, first: FuzzHandle, second: FuzzHandle?, FuzzConstraintKind, constant: Double, priority: Float)
    /// `cN.constant = value`.
    case setConstant(id: Int, Double)
    /// `cN.priority = LayoutPriority(value)`.
    case setPriority(id: Int, Float)
    /// `cN.isActive = value`.
    case setActive(id: Int, Bool)
    /// `v.translatesAutoresizingMaskIntoConstraints = value`.
    case translates(FuzzHandle, Bool)
    /// `v.layoutIfNeeded()`.
    case layout(FuzzHandle)
    /// `v.exerciseAmbiguityInLayout()`.
    case exercise(FuzzHandle)

    /// The views the step names (all must be held for it to run).
    public var handles: [FuzzHandle] {
        switch self {
        case let .make(_, first, second, _, _, _): [first] + (second.map { [$0] } ?? [])
        case let .translates(h, _), let .layout(h), let .exercise(h): [h]
        case .setConstant, .setPriority, .setActive: []
        }
    }

    /// The step as a line of Swift.
    public var swiftLine: String {
        let n = FuzzOperation.name
        switch self {
        case let .make(id, first, second, kind, constant, priority):
            return "let c\(id) = \(kind.swift(n(first), second.map(n), lit(constant))); c\(id).priority = LayoutPriority(\(lit(Double(priority)))); c\(id).isActive = true"
        case let .setConstant(id, value): return "c\(id).constant = \(lit(value))"
        case let .setPriority(id, value): return "c\(id).priority = LayoutPriority(\(lit(Double(value))))"
        case let .setActive(id, value): return "c\(id).isActive = \(value)"
        case let .translates(h, value): return "\(n(h)).translatesAutoresizingMaskIntoConstraints = \(value)"
        case let .layout(h): return "\(n(h)).layoutIfNeeded()"
        case let .exercise(h): return "\(n(h)).exerciseAmbiguityInLayout()"
        }
    }
}

/// The model's view of the fuzzer's constraints: whether each is active and which view holds it, from UIKit's
/// documented rules (activation holds a constraint in its items' nearest common ancestor, and needs one; leaving a
/// superview drops the constraints the old ancestors hold on the leaving subtree; a non-finite constant is refused;
/// an active constraint cannot change between required and optional).
public struct FuzzConstraintModel: Sendable {
    /// One constraint.
    public struct Entry: Sendable, Equatable {
        public let first: FuzzHandle
        public let second: FuzzHandle?
        /// Made with a NaN or infinite constant: it can never be activated.
        public let malformed: Bool
        /// The view holding it while active (`nil`: inactive).
        public var holder: FuzzHandle?
        public var required: Bool
        public var isActive: Bool { holder != nil }
    }

    /// The constraints made so far, by id.
    public private(set) var entries: [Int: Entry] = [:]
    /// The id the next `make` gets (one more than any id a step named).
    public private(set) var nextID = 0
    /// A required constraint was active at some time: the engine may report a conflict at any later layout pass.
    public private(set) var requiredEverActive = false

    /// The nearest view that is or contains both (`a` alone when there is no second item).
    static func commonAncestor(_ a: FuzzHandle, _ b: FuzzHandle?, in tree: TreeModel) -> FuzzHandle? {
        guard let b, b != a else { return a }
        var ancestors: Set<FuzzHandle> = []
        var x: FuzzHandle? = a
        while let c = x { ancestors.insert(c); x = tree.node(c)?.parent }
        var y: FuzzHandle? = b
        while let c = y {
            if ancestors.contains(c) { return c }
            y = tree.node(c)?.parent
        }
        return nil
    }

    /// Whether the step's bad input (a diagnostic is due) goes to a view in no world (standard error).
    func reportsToStandardError(_ step: FuzzConstraintStep, in tree: TreeModel) -> Bool {
        guard let view = outcome(step, in: tree).diagnosticView else { return false }
        return !(tree.node(view)?.inWorld ?? false)
    }

    /// Applies `step`; returns what it must record (`nil`: skipped).
    mutating func apply(_ step: FuzzConstraintStep, in tree: TreeModel) -> FuzzExpectation? {
        let result = outcome(step, in: tree)
        if case let .make(id, _, _, _, _, _) = step { nextID = max(nextID, id + 1) }
        guard !result.skipped else { return nil }
        if let (id, entry) = result.updated {
            entries[id] = entry
            if entry.isActive && entry.required { requiredEverActive = true }
        }
        return result.expectation
    }

    /// What a step does, worked out without changing the model.
    private struct Outcome {
        var skipped = false
        var expectation = FuzzExpectation()
        /// The view whose world records the step's diagnostic.
        var diagnosticView: FuzzHandle?
        /// The constraint the step makes or changes, as it is afterwards.
        var updated: (id: Int, entry: Entry)?
    }

    private func outcome(_ step: FuzzConstraintStep, in tree: TreeModel) -> Outcome {
        var out = Outcome()
        func due(_ code: Diagnostic.Code, in view: FuzzHandle) {
            out.expectation.expect(code, required: true)
            out.diagnosticView = view
        }
        switch step {
        case let .make(id, first, second, _, constant, priority):
            guard entries[id] == nil, tree.isHeld(first) || first < 2, second.map({ tree.isHeld($0) || $0 < 2 }) ?? true else {
                out.skipped = true
                return out
            }
            let malformed = !constant.isFinite
            var entry = Entry(first: first, second: second, malformed: malformed, holder: nil, required: priority >= 1000)
            if malformed {
                due(.invalidValue, in: first)          // reported when made, and again when activated
            } else if let holder = FuzzConstraintModel.commonAncestor(first, second, in: tree) {
                entry.holder = holder
            } else {
                due(.invalidValue, in: first)          // "… because they have no common ancestor"
            }
            out.updated = (id, entry)
        case let .setConstant(id, value):
            guard let entry = entries[id], tree.node(entry.first) != nil else { out.skipped = true; return out }
            if !value.isFinite { due(.invalidValue, in: entry.first) }
        case let .setPriority(id, value):
            guard var entry = entries[id], tree.node(entry.first) != nil else { out.skipped = true; return out }
            let required = value >= 1000
            if !LayoutConstraint.acceptablePriorities.contains(value) {
                due(.invalidValue, in: entry.first)    // NaN, negative or above 1000: refused, the old one kept
            } else if entry.isActive, required != entry.required, let holder = entry.holder {
                due(.invalidValue, in: holder)         // "Mutating a priority from required to not on an installed constraint …"
            } else {
                entry.required = required
                out.updated = (id, entry)
            }
        case let .setActive(id, value):
            guard var entry = entries[id], tree.node(entry.first) != nil,
                  entry.second.map({ tree.node($0) != nil }) ?? true else { out.skipped = true; return out }
            if !value {
                entry.holder = nil
            } else if !entry.isActive {
                if entry.malformed {
                    due(.invalidValue, in: entry.first)
                } else if let holder = FuzzConstraintModel.commonAncestor(entry.first, entry.second, in: tree) {
                    entry.holder = holder
                } else {
                    due(.invalidValue, in: entry.first)
                }
            }
            out.updated = (id, entry)
        case let .translates(h, _), let .layout(h), let .exercise(h):
            guard tree.isHeld(h) || h < 2 else { out.skipped = true; return out }
        }
        return out
    }

    /// `v` is leaving `parent`: the constraints `parent` and its ancestors hold that name a view of `v`'s subtree
    /// are deactivated.
    mutating func viewLeaves(_ v: FuzzHandle, parent: FuzzHandle, in tree: TreeModel) {
        for (id, entry) in entries {
            guard let holder = entry.holder, tree.isDescendant(parent, of: holder) else { continue }
            let inside = tree.isDescendant(entry.first, of: v) || (entry.second.map { tree.isDescendant($0, of: v) } ?? false)
            if inside { entries[id]!.holder = nil }
        }
    }

    /// Views were freed: a constraint they held is gone with them (the constraint's holder reference is weak).
    mutating func viewsFreed(_ freed: Set<FuzzHandle>) {
        for (id, entry) in entries {
            if let holder = entry.holder, freed.contains(holder) { entries[id]!.holder = nil }
        }
    }
}
