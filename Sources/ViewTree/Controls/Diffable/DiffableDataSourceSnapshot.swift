import Foundation

/// `NSDiffableDataSourceSnapshot`: the sections and items a table or collection view shows, by identifier, at one
/// moment. A value: change a copy (`dataSource.snapshot()`), then `apply` it.
///
/// UIKit raises on a snapshot that names an identifier twice, adds items when there is no section, or refers to an
/// identifier it does not hold; ViewTree reports each as an `.invalidValue` diagnostic (in the current world, or on
/// standard error) with UIKit's message, and leaves the snapshot as it was for that call.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [[ItemIdentifierType]] = []
    /// Keyed by `SnapshotKey`, which keeps each identifier's hash from when it was added (see there).
    private var sectionIndexByID: [SnapshotKey<SectionIdentifierType>: Int] = [:]
    private var sectionIndexByItem: [SnapshotKey<ItemIdentifierType>: Int] = [:]

    /// `reloadedItemIdentifiers`: the items `reloadItems(_:)` marked since the snapshot was taken.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// `reconfiguredItemIdentifiers`: the items `reconfigureItems(_:)` marked.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// `reloadedSectionIdentifiers`: the sections `reloadSections(_:)` marked.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The number of items in a section (0, with a diagnostic, for a section the snapshot does not have).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    /// The items of a section, in order (none, with a diagnostic, for a section the snapshot does not have).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndexByID[SnapshotKey(identifier)] else {
            DiffableDiagnostics.report("itemIdentifiers(inSection:)", "Invalid parameter not satisfying: section != NSNotFound (the snapshot has no section \(identifier))")
            return []
        }
        return itemsBySection[index]
    }
    /// The section holding an item, `nil` when none does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionIndexByItem[SnapshotKey(identifier)].map { sections[$0] }
    }
    /// The item's index among all items (sections in order), `nil` when the snapshot does not hold it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionIndexByItem[SnapshotKey(identifier)], let row = itemsBySection[section].firstIndex(of: identifier) else { return nil }
        return itemsBySection[..<section].reduce(0) { $0 + $1.count } + row
    }
    /// The section's index, `nil` when the snapshot does not hold it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndexByID[SnapshotKey(identifier)] }

    /// The index path of an item (section index, row), `nil` when the snapshot does not hold it.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIndexByItem[SnapshotKey(identifier)], let row = itemsBySection[section].firstIndex(of: identifier) else { return nil }
        return IndexPath(row: row, section: section)
    }
    /// The item at an index path, `nil` outside the snapshot.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
              itemsBySection[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return itemsBySection[indexPath.section][indexPath.row]
    }
    /// The section at an index, `nil` outside the snapshot.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }
    /// The items of the section at an index.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] {
        itemsBySection.indices.contains(index) ? itemsBySection[index] : []
    }

    /// The same sections and items, with no reload or reconfigure marks (what a data source keeps once applied).
    var withoutMarks: DiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Items

    /// Appends items to a section, by default the last one.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier.map({ sectionIndexByID[SnapshotKey($0)] }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return sectionIdentifier == nil
                ? DiffableDiagnostics.report("appendItems(_:toSection:)", "There are currently no sections in the data source. Please add a section first.")
                : DiffableDiagnostics.report("appendItems(_:toSection:)", "Invalid section identifier \(sectionIdentifier!): the snapshot has no such section")
        }
        guard acceptsNew(identifiers, call: "appendItems(_:toSection:)") else { return }
        itemsBySection[section] += identifiers
        for item in identifiers { sectionIndexByItem[SnapshotKey(item)] = section }
    }

    /// Inserts items just before an item the snapshot holds.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0, call: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after an item the snapshot holds.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1, call: "insertItems(_:afterItem:)")
    }

    /// Deletes items (identifiers the snapshot does not hold are ignored, as UIKit ignores them).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for section in itemsBySection.indices { itemsBySection[section].removeAll { doomed.contains($0) } }
        for item in identifiers { sectionIndexByItem[SnapshotKey(item)] = nil }
        reloadedItemIdentifiers.removeAll { doomed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { doomed.contains($0) }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() { self = DiffableDataSourceSnapshot() }

    /// Moves an item just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, offset: 0, call: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, offset: 1, call: "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded (their cells asked for again) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard holds(identifiers, call: "reloadItems(_:)") else { return }
        reloadedItemIdentifiers += identifiers.filter { !reloadedItemIdentifiers.contains($0) }
    }

    /// Marks items to be reconfigured when applied (iOS 15): the cell provider is asked again for the shown cells of
    /// these items, and its dequeue hands back the cell each already shows (`reconfigureRows(at:)`,
    /// `reconfigureItems(at:)`); an item also marked by `reloadItems(_:)` is reloaded.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard holds(identifiers, call: "reconfigureItems(_:)") else { return }
        reconfiguredItemIdentifiers += identifiers.filter { !reconfiguredItemIdentifiers.contains($0) }
    }

    // MARK: Sections

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNew(sections: identifiers, call: "appendSections(_:)") else { return }
        sections += identifiers
        itemsBySection += identifiers.map { _ in [] }
        reindex()
    }

    /// Inserts sections just before a section the snapshot holds.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insert(sections: identifiers, at: toIdentifier, offset: 0, call: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections just after a section the snapshot holds.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insert(sections: identifiers, at: toIdentifier, offset: 1, call: "insertSections(_:afterSection:)")
    }

    /// Deletes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        let removedItems = sections.indices.filter { doomed.contains(sections[$0]) }.flatMap { itemsBySection[$0] }
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        itemsBySection = kept.map { itemsBySection[$0] }
        sections = kept.map { sections[$0] }
        reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
        let gone = Set(removedItems)
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
        reindex()
    }

    /// Moves a section just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, offset: 0, call: "moveSection(_:beforeSection:)")
    }

    /// Moves a section just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, offset: 1, call: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ sectionIndexByID[SnapshotKey($0)] != nil }) else {
            return DiffableDiagnostics.report("reloadSections(_:)", "Invalid section identifier: the snapshot does not hold every section \(identifiers)")
        }
        reloadedSectionIdentifiers += identifiers.filter { !reloadedSectionIdentifiers.contains($0) }
    }

    // MARK: Checks and bookkeeping

    private func acceptsNew(_ identifiers: [ItemIdentifierType], call: String) -> Bool {
        DiffableDiagnostics.acceptsNew(identifiers, kind: "item", call: call, held: { sectionIndexByItem[SnapshotKey($0)] != nil }) {
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \($0)"
        }
    }

    private func acceptsNew(sections identifiers: [SectionIdentifierType], call: String) -> Bool {
        DiffableDiagnostics.acceptsNew(identifiers, kind: "section", call: call, held: { sectionIndexByID[SnapshotKey($0)] != nil }) {
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \($0)"
        }
    }

    private func holds(_ identifiers: [ItemIdentifierType], call: String) -> Bool {
        let missing = identifiers.filter { sectionIndexByItem[SnapshotKey($0)] == nil }
        guard missing.isEmpty else {
            DiffableDiagnostics.report(call, "Invalid item identifier specified: \(missing.map { "\($0)" }.joined(separator: ", ")) (not in the snapshot); nothing marked")
            return false
        }
        return true
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int, call: String) {
        guard let section = sectionIndexByItem[SnapshotKey(anchor)], let row = itemsBySection[section].firstIndex(of: anchor) else {
            return DiffableDiagnostics.report(call, "Invalid item identifier specified for insert: \(anchor) is not in the snapshot; nothing inserted")
        }
        guard acceptsNew(identifiers, call: call) else { return }
        itemsBySection[section].insert(contentsOf: identifiers, at: row + offset)
        for item in identifiers { sectionIndexByItem[SnapshotKey(item)] = section }
    }

    private mutating func move(_ identifier: ItemIdentifierType, next anchor: ItemIdentifierType, offset: Int, call: String) {
        guard identifier != anchor else { return }
        guard let from = sectionIndexByItem[SnapshotKey(identifier)], let to = sectionIndexByItem[SnapshotKey(anchor)] else {
            return DiffableDiagnostics.report(call, "Invalid item identifier: \(sectionIndexByItem[SnapshotKey(identifier)] == nil ? identifier : anchor) is not in the snapshot; nothing moved")
        }
        // The index can name an identifier that is no longer where it was (its `==` changed after it was added).
        guard itemsBySection[to].contains(anchor) else {
            return DiffableDiagnostics.report(call, "Invalid item identifier: \(anchor) is no longer equal to the item it was added as (its == or hash changed); nothing moved")
        }
        let fromBefore = itemsBySection[from]
        itemsBySection[from].removeAll { $0 == identifier }
        guard let row = itemsBySection[to].firstIndex(of: anchor) else {
            // The item moved was the anchor's only equal: the section as it was.
            itemsBySection[from] = fromBefore
            return DiffableDiagnostics.report(call, "Invalid item identifier: \(anchor) equals the item moved; nothing moved")
        }
        itemsBySection[to].insert(identifier, at: row + offset)
        sectionIndexByItem[SnapshotKey(identifier)] = to
    }

    private mutating func insert(sections identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int, call: String) {
        guard let index = sectionIndexByID[SnapshotKey(anchor)] else {
            return DiffableDiagnostics.report(call, "Invalid section identifier specified for insert: \(anchor) is not in the snapshot; nothing inserted")
        }
        guard acceptsNew(sections: identifiers, call: call) else { return }
        sections.insert(contentsOf: identifiers, at: index + offset)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index + offset)
        reindex()
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, next anchor: SectionIdentifierType, offset: Int, call: String) {
        guard identifier != anchor else { return }
        guard let from = sectionIndexByID[SnapshotKey(identifier)], sectionIndexByID[SnapshotKey(anchor)] != nil,
              sections.indices.contains(from), sections.contains(anchor) else {
            return DiffableDiagnostics.report(call, "Invalid section identifier: \(sectionIndexByID[SnapshotKey(identifier)] == nil ? identifier : anchor) is not in the snapshot; nothing moved")
        }
        var remaining = sections
        remaining.remove(at: from)
        guard let anchorIndex = remaining.firstIndex(of: anchor) else {
            return DiffableDiagnostics.report(call, "Invalid section identifier: \(anchor) equals the section moved; nothing moved")
        }
        let items = itemsBySection.remove(at: from)
        sections = remaining
        let to = anchorIndex + offset
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindex()
    }

    /// Rebuilds the indexes. Not `Dictionary(uniqueKeysWithValues:)`, which traps on a duplicate: two sections whose
    /// identifiers became equal after they were added (a class whose `==` follows a mutable property) keep the first.
    private mutating func reindex() {
        sectionIndexByID = [:]
        for (index, section) in sections.enumerated() where sectionIndexByID[SnapshotKey(section)] == nil { sectionIndexByID[SnapshotKey(section)] = index }
        sectionIndexByItem = [:]
        for (section, items) in itemsBySection.enumerated() { for item in items { sectionIndexByItem[SnapshotKey(item)] = section } }
    }
}

/// An identifier as a snapshot's index dictionaries hold it: with the hash it had when it was added. A class whose
/// `hash(into:)` and `==` follow a property that changes after the identifier was added breaks `Hashable`'s contract;
/// keyed by the identifier itself, the next growth of the dictionary rehashes it, finds it equal to another key, and
/// Swift's `Dictionary` stops the process ("Duplicate keys of type … were found in a Dictionary"). With the hash
/// kept, the dictionary never rehashes a changed identifier: lookups of it by its new value fail (the item is
/// "not in the snapshot", as UIKit's Objective-C hash tables would say), and nothing traps. (An identifier whose
/// hash is the same for every value but whose `==` changes can still make two keys equal: Swift's own check then
/// traps, as it does in any dictionary.)
struct SnapshotKey<Identifier: Hashable>: Hashable {
    let identifier: Identifier
    let hash: Int
    init(_ identifier: Identifier) {
        self.identifier = identifier
        hash = identifier.hashValue
    }
    static func == (a: SnapshotKey, b: SnapshotKey) -> Bool { a.hash == b.hash && a.identifier == b.identifier }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// Where a snapshot's or diffable data source's misuse (or a free-standing value's: a pattern colour's) is reported:
/// the current world, else standard error.
enum DiffableDiagnostics {
    /// The assertion UIKit stops an app with when a snapshot is applied from inside an apply (a cell provider that
    /// applies): the name of the frame in crash logs (clickety-clacks/clawline issue 140, 2026: "App crashes with
    /// reentrant diffable datasource apply assertion", from a cell's `configure` inside `_applyDifferencesFromSnapshot`).
    static let reentrantApplyAssertion = "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS"

    /// Reports an apply from inside the data source's own cell or supplementary view provider; nothing is applied.
    static func refuseReentrantApply(_ call: String, subject: String) {
        report(call, "called from inside the data source's cell provider (UIKit asserts: \(reentrantApplyAssertion)); not applied: the previous snapshot stays and the completion does not run", subject: subject)
    }

    /// Whether every identifier equals itself. One that does not (`Double.nan`, or a type whose `==` is not
    /// reflexive) could never be found again by the snapshot's dictionaries, nor told apart from another: it is
    /// refused with a diagnostic (Swift's `Hashable` requires `a == a`; UIKit documents only that identifiers must be
    /// unique and hashable).
    static func areFindable<T: Hashable>(_ identifiers: [T], kind: String, call: String) -> Bool {
        let lost = identifiers.filter { $0 != $0 }
        guard lost.isEmpty else {
            report(call, "the \(kind) identifier \(lost.map { "\($0)" }.joined(separator: ", ")) is not equal to itself (NaN, or an == that is not reflexive), so a snapshot could never find it again; nothing added")
            return false
        }
        return true
    }

    /// Whether `identifiers` can be added: each findable (`areFindable`), given once, and not `held` already. Otherwise
    /// the call is reported with `refusal` of the duplicates listed as UIKit's exceptions list them (`{(a, b)}`), under
    /// `subject`, and refused whole.
    static func acceptsNew<T: Hashable>(_ identifiers: [T], kind: String, call: String,
                                        subject: String = "NSDiffableDataSourceSnapshot", held: (T) -> Bool,
                                        refusal: (_ listed: String) -> String) -> Bool {
        guard areFindable(identifiers, kind: kind, call: call) else { return false }
        var seen = Set<T>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || held($0) }
        guard duplicates.isEmpty else {
            report(call, refusal("{(" + duplicates.map { "\($0)" }.joined(separator: ", ") + ")}") + "; nothing added", subject: subject)
            return false
        }
        return true
    }

    static func report(_ call: String, _ message: String, subject: String = "NSDiffableDataSourceSnapshot") {
        let diagnostic = Diagnostic(code: .invalidValue, subject: subject, message: "\(call): \(message)")
        if let world = Simulation.current {
            world.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
        }
    }
}

extension SnapshotKey: Sendable where Identifier: Sendable {}
