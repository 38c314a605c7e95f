import Foundation

/// `NSDiffableDataSourceSectionSnapshot` (iOS 14): the items of one section as a tree (outline lists), with the
/// items that are expanded. A collection view's diffable data source shows its `visibleItems` (the roots, and the
/// children of expanded items) as the section's items: `apply(_:to:animatingDifferences:completion:)`.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The top-level items, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var childrenByParent: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentByChild: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expandedItems: Set<ItemIdentifierType> = []

    /// `init()`: an empty section snapshot.
    public init() {}

    /// `items`: every item, depth first (each parent before its children).
    public var items: [ItemIdentifierType] { Self.depthFirst(from: rootItems) { childrenByParent[$0, default: []] }.map(\.item) }

    /// `visibleItems`: the items a list shows: the roots, and below each expanded item its children.
    public var visibleItems: [ItemIdentifierType] {
        Self.depthFirst(from: rootItems) { expandedItems.contains($0) ? childrenByParent[$0, default: []] : [] }.map(\.item)
    }

    /// `append(_:to:)`: adds items at the end of `parent`'s children, or of the roots. An identifier the snapshot
    /// holds, or given twice, and a parent it does not hold, are refused with a diagnostic and nothing is added
    /// (`acceptsNew(_:call:)`; UIKit raises).
    public mutating func append(_ newItems: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let call = "append(_:to:)"
        if let parent, !contains(parent) {
            return Self.report(call, "Invalid parent item identifier specified: \(parent) is not in the section snapshot; nothing added")
        }
        guard acceptsNew(newItems, call: call) else { return }
        if let parent {
            childrenByParent[parent, default: []].append(contentsOf: newItems)
            for item in newItems { parentByChild[item] = parent }
        } else {
            rootItems.append(contentsOf: newItems)
        }
    }

    /// `insert(_:before:)`: adds items just before `item`, as its siblings.
    public mutating func insert(_ newItems: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(newItems, next: item, offset: 0)
    }

    /// `insert(_:after:)`: adds items just after `item`, as its siblings.
    public mutating func insert(_ newItems: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(newItems, next: item, offset: 1)
    }

    /// `delete(_:)`: removes items and all their descendants.
    public mutating func delete(_ doomed: [ItemIdentifierType]) {
        for item in doomed where contains(item) {
            for gone in subtree(of: item) {
                childrenByParent[gone] = nil
                expandedItems.remove(gone)
                if gone != item { parentByChild[gone] = nil }
            }
            if let parent = parentByChild.removeValue(forKey: item) {
                childrenByParent[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
        }
    }

    /// `deleteAll()`.
    public mutating func deleteAll() { self = DiffableDataSourceSectionSnapshot() }

    /// `expand(_:)`: shows the items' children in `visibleItems`.
    public mutating func expand(_ parents: [ItemIdentifierType]) {
        for item in parents where contains(item) { expandedItems.insert(item) }
    }

    /// `collapse(_:)`: hides the items' children.
    public mutating func collapse(_ parents: [ItemIdentifierType]) {
        for item in parents { expandedItems.remove(item) }
    }

    /// `isExpanded(_:)`.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

    /// `contains(_:)`.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        parentByChild[item] != nil || rootItems.contains(item)
    }

    /// `isVisible(_:)`: whether every ancestor of the item is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parentByChild[item]
        while let parent = current {
            if !expandedItems.contains(parent) { return false }
            current = parentByChild[parent]
        }
        return true
    }

    /// `parent(of:)`: the item's parent, `nil` for a root.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentByChild[child] }

    /// `level(of:)`: 0 for a root, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = parentByChild[item]
        while let parent = current {
            level += 1
            current = parentByChild[parent]
        }
        return level
    }

    /// `index(of:)`: where the item is in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// `snapshot(of:includingParent:)`: the subtree under `parent` (with `parent` as its root when asked), keeping
    /// which of its items are expanded.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> DiffableDataSourceSectionSnapshot {
        var result = DiffableDataSourceSectionSnapshot()
        guard contains(parent) else { return result }
        let roots = includingParent ? [parent] : childrenByParent[parent, default: []]
        for (item, newParent) in Self.depthFirst(from: roots, children: { childrenByParent[$0, default: []] }) {
            result.append([item], to: newParent)
            if expandedItems.contains(item) { result.expandedItems.insert(item) }
        }
        return result
    }

    /// `replace(childrenOf:using:)`: `parent`'s children become the roots of `snapshot` (with their subtrees).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: DiffableDataSourceSectionSnapshot) {
        guard contains(parent) else { return }
        delete(childrenByParent[parent, default: []])
        for (item, newParent) in Self.depthFirst(from: snapshot.rootItems, children: { snapshot.childrenByParent[$0, default: []] }) {
            append([item], to: newParent ?? parent)
            if snapshot.expandedItems.contains(item) { expandedItems.insert(item) }
        }
    }

    private func subtree(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        Self.depthFirst(from: [item]) { childrenByParent[$0, default: []] }.map(\.item)
    }

    /// The items under `roots`, each parent before its children, with the parent each was reached from (`nil` for a
    /// root). A loop with a stack of its own: an outline nested many thousand levels deep overflowed the call stack
    /// when each level was a call (a chain of 20,000 did).
    private static func depthFirst(from roots: [ItemIdentifierType], children: (ItemIdentifierType) -> [ItemIdentifierType])
        -> [(item: ItemIdentifierType, parent: ItemIdentifierType?)] {
        var order: [(item: ItemIdentifierType, parent: ItemIdentifierType?)] = []
        var pending: [(item: ItemIdentifierType, parent: ItemIdentifierType?)] = roots.reversed().map { ($0, nil) }
        while let next = pending.popLast() {
            order.append(next)
            pending.append(contentsOf: children(next.item).reversed().map { ($0, next.item) })
        }
        return order
    }

    /// Whether `candidates` can be added: each equal to itself, given once, and not in the snapshot. Otherwise the
    /// call is reported and refused whole, as UIKit raises NSInternalInconsistencyException "Identifiers in a section
    /// snapshot must be unique. Duplicate item identifiers: {(…)}" (`Fidelity.md`, Diffable data sources) — before,
    /// the duplicates were skipped silently and the rest added.
    private func acceptsNew(_ candidates: [ItemIdentifierType], call: String) -> Bool {
        DiffableDiagnostics.acceptsNew(candidates, kind: "item", call: call, subject: Self.subject, held: contains) {
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \($0)"
        }
    }

    private static var subject: String { "NSDiffableDataSourceSectionSnapshot" }

    private static func report(_ call: String, _ message: String) {
        DiffableDiagnostics.report(call, message, subject: subject)
    }

    private mutating func insert(_ newItems: [ItemIdentifierType], next anchor: ItemIdentifierType, offset: Int) {
        let call = offset == 0 ? "insert(_:before:)" : "insert(_:after:)"
        guard contains(anchor) else {
            return Self.report(call, "Invalid item identifier specified for insert: \(anchor) is not in the section snapshot; nothing inserted")
        }
        guard acceptsNew(newItems, call: call) else { return }
        if let parent = parentByChild[anchor] {
            var siblings = childrenByParent[parent, default: []]
            let at = (siblings.firstIndex(of: anchor) ?? siblings.count) + offset
            siblings.insert(contentsOf: newItems, at: at)
            childrenByParent[parent] = siblings
            for item in newItems { parentByChild[item] = parent }
        } else {
            let at = (rootItems.firstIndex(of: anchor) ?? rootItems.count) + offset
            rootItems.insert(contentsOf: newItems, at: at)
        }
    }
}
