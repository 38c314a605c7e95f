import Foundation
import ViewTree

/// The cell of the family's lists: answers `preferredLayoutAttributesFitting(_:)` with `preferredHeight` when set
/// (NaN, infinite, negative and huge heights included), counting the answers that are not lengths.
final class FuzzCell: CollectionViewCell {
    var preferredHeight: Double?
    weak var list: FuzzList?

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let height = preferredHeight else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let preferred = (layoutAttributes.copy() as? CollectionViewLayoutAttributes) ?? layoutAttributes
        preferred.size = CGSize(width: layoutAttributes.size.width, height: CGFloat(height))
        // What the layouts accept (`usablePreferredSize`): a finite length, 0 or more, at most the compositional limit.
        if !(height.isFinite && height >= 0 && CGFloat(height) <= CollectionViewCompositionalLayout.maximumLength) { list?.badAnswers += 1 }
        return preferred
    }
}

/// The table data source of the family: titles its headers and footers (`"h<section>"`, `"f<section>"`) when asked to.
final class FuzzTableSource: TableViewDiffableDataSource<Int, Int> {
    var titles = false
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles ? "h\(section)" : nil }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { titles ? "f\(section)" : nil }
}

/// A table of the collections family, served by a diffable data source whose cell provider can be made to scroll
/// from inside.
final class FuzzTable {
    let view: TableView
    let source: FuzzTableSource
    /// The next cell the provider makes scrolls to this row first (once).
    var scrollFromCellProvider: (path: TableIndexPath, position: Int)?

    init(in window: Window, titles: Bool) {
        let view = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        view.register(TableViewCell.self, forCellReuseIdentifier: "row")
        weak var box: FuzzTable?
        source = FuzzTableSource(tableView: view) { table, indexPath, _ in
            if let scroll = box?.scrollFromCellProvider {
                box?.scrollFromCellProvider = nil
                table.scrollToRow(at: scroll.path, at: TableView.ScrollPosition(rawValue: scroll.position) ?? .none, animated: false)
            }
            return table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        source.titles = titles
        self.view = view
        box = self
        window.addSubview(view)
    }
}

/// The state the list steps keep between prediction and check (held by `FuzzCollections`).
struct FuzzListState {
    var tables: [Int: FuzzTable] = [:]
    /// The one cell registration every list may dequeue with (`kw.sharedRegistration` in reproductions).
    let registration = CollectionView.CellRegistration<FuzzCell, Int> { cell, _, item in cell.accessibilityLabel = "item \(item)" }
    /// The selected identifiers of every list and table before the step.
    var selectionBefore: [FuzzListTarget: Set<Int>] = [:]
    /// The selection a select or deselect step must leave (`nil`: no more than before).
    var expectedSelection: (target: FuzzListTarget, ids: Set<Int>, orFewer: Bool)?
    var expectedTable: (table: Int, sections: [Int], items: [[Int]])?
    /// The diagnostics recorded before the step ran (to find the ones a bad answer must have caused).
    var diagnosticsBefore = 0
    /// Cells dequeued outside the cell provider, which must not be shown.
    var strayCells: [(list: Int, cell: WeakView)] = []
}

extension FuzzCollections {
    func listCanRun(_ step: FuzzListStep) -> Bool {
        switch step {
        case let .makeTable(id, _): listState.tables[id] == nil
        case let .tableSnapshot(t, _, _, _): listState.tables[t] != nil
        case let .decorate(l, _), let .cellHeight(l, _), let .useRegistration(l, _), let .strayDequeue(l, _): lists[l] != nil
        case let .select(target, _, _), let .deselect(target, _), let .selectionRules(target, _, _), let .scrollTo(target, _, _, _):
            exists(target)
        }
    }

    private func exists(_ target: FuzzListTarget) -> Bool {
        switch target {
        case let .list(id): lists[id] != nil
        case let .table(id): listState.tables[id] != nil
        }
    }

    // MARK: Predictions

    /// Every list's and table's selection, for the check after any step of the family.
    func recordSelections(world: Simulation) {
        listState.selectionBefore = [:]
        listState.expectedSelection = nil
        listState.expectedTable = nil
        listState.diagnosticsBefore = world.diagnostics.count
        for id in lists.keys { listState.selectionBefore[.list(id)] = (try? selectedIDs(.list(id))) ?? [] }
        for id in listState.tables.keys { listState.selectionBefore[.table(id)] = (try? selectedIDs(.table(id))) ?? [] }
    }

    /// The sections and items a target's data source serves.
    private func served(_ target: FuzzListTarget) -> DiffableDataSourceSnapshot<Int, Int> {
        switch target {
        case let .list(id): lists[id]!.source.snapshot()
        case let .table(id): listState.tables[id]!.source.snapshot()
        }
    }

    /// The item an index path names in a snapshot, or why it names none (the diagnostic code UIKit's refusal maps to).
    private static func item(at path: [Int], in s: DiffableDataSourceSnapshot<Int, Int>) -> Result<Int, FuzzRefusal> {
        guard path.count == 2 else { return .failure(FuzzRefusal(code: .invalidValue)) }
        guard path[0] >= 0, path[0] < s.numberOfSections, path[1] >= 0,
              path[1] < s.numberOfItems(inSection: s.sectionIdentifiers[path[0]]) else { return .failure(FuzzRefusal(code: .indexOutOfRange)) }
        return .success(s.itemIdentifiers(inSection: s.sectionIdentifiers[path[0]])[path[1]])
    }

    private func rules(_ target: FuzzListTarget) -> (allows: Bool, multiple: Bool) {
        switch target {
        case let .list(id): (lists[id]!.view.allowsSelection && !lists[id]!.view.isEditing, lists[id]!.view.allowsMultipleSelection)
        case let .table(id): (listState.tables[id]!.view.allowsSelection, listState.tables[id]!.view.allowsMultipleSelection)
        }
    }

    /// What a list step may and must record, and what the check after it must find.
    func prepareList(_ step: FuzzListStep) -> FuzzExpectation {
        var e = FuzzExpectation()
        switch step {
        case let .tableSnapshot(t, edits, _, _):
            let current = listState.tables[t]!.source.snapshot()
            var sections = current.sectionIdentifiers
            var contents = sections.map { current.itemIdentifiers(inSection: $0) }
            for edit in edits where !Self.predict(edit, &sections, &contents) { e.expect(.invalidValue, required: true) }
            listState.expectedTable = (t, sections, contents)
        case let .select(target, path?, scroll):
            let before = listState.selectionBefore[target] ?? []
            // A scroll position scrolls to the item, which a layout that could not place it (a group whose first item
            // does not fit lays out nothing: Fidelity.md) has no attributes for: that scroll is refused.
            if scroll != 0 { e.expect(.indexOutOfRange, required: false) }
            switch Self.item(at: path, in: served(target)) {
            case let .failure(refusal):
                // UIKit raises: "Attempted to modify the selection of an out-of-bounds item" (collection view), "…
                // beyond bounds" (table view).
                e.expect(refusal.code, required: true)
                refused("\(target.name)'s selection and offset") { [weak self] in self?.describeSelection(target) ?? "" }
            case let .success(id):
                let (allows, multiple) = rules(target)
                listState.expectedSelection = (target, allows ? (multiple ? before.union([id]) : [id]) : before.union([id]), !allows)
            }
        case let .select(target, nil, _):
            listState.expectedSelection = (target, [], false)
        case let .deselect(target, path):
            let before = listState.selectionBefore[target] ?? []
            switch Self.item(at: path, in: served(target)) {
            case let .failure(refusal):
                e.expect(refusal.code, required: true)
                refused("\(target.name)'s selection") { [weak self] in self?.describeSelection(target) ?? "" }
            case let .success(id):
                listState.expectedSelection = (target, before.subtracting([id]), false)
            }
        case let .scrollTo(target, path, _, false):
            if case .table = target, path.count == 2, path[1] == NSNotFound, path[0] >= 0, path[0] < served(target).numberOfSections {
                // NSNotFound as the row scrolls to the section (Apple's documentation of scrollToRow): nothing to refuse.
                break
            }
            if case let .failure(refusal) = Self.item(at: path, in: served(target)) {
                // UIKit raises "attempt to scroll to invalid index path" (NSInvalidArgumentException) or, since iOS 15,
                // "Attempted to scroll the collection view to an out-of-bounds item"; the offset stays.
                _ = refusal
                e.expect(.indexOutOfRange, required: true)
                refused("\(target.name).contentOffset") { [weak self] in self?.describeOffset(target) ?? "" }
            } else {
                // An item the layout could not place (its lengths were refused) has no attributes to scroll to.
                e.expect(.indexOutOfRange, required: false)
            }
        case .scrollTo:
            e.expect(.indexOutOfRange, required: false)
        case .strayDequeue:
            e.expect(.invalidValue, required: false)
        case .makeTable, .decorate, .cellHeight, .selectionRules, .useRegistration:
            break
        }
        // Lists lay out again after every list step: a compositional layout reports its bad lengths when it is next
        // prepared (`.invalidValue`), a section that keeps changing its items is stopped (`.layoutLoop`), and a supplementary
        // provider that dequeues an unregistered kind, or a cell that prefers a size that is not one, is reported.
        e.expect(.invalidValue, required: false)
        e.expect(.nonFiniteGeometry, required: false)
        e.expect(.layoutLoop, required: false)
        e.expect(.unsatisfiableConstraints, required: false)
        return e
    }

    private func describeSelection(_ target: FuzzListTarget) -> String {
        switch target {
        case let .list(id):
            let view = lists[id]!.view
            return "selected \(view.indexPathsForSelectedItems ?? []), offset \(view.contentOffset)"
        case let .table(id):
            let view = listState.tables[id]!.view
            return "selected \(view.indexPathsForSelectedRows ?? []), offset \(view.contentOffset)"
        }
    }

    private func describeOffset(_ target: FuzzListTarget) -> String {
        switch target {
        case let .list(id): "\(lists[id]!.view.contentOffset)"
        case let .table(id): "\(listState.tables[id]!.view.contentOffset)"
        }
    }

    // MARK: Applying

    func performList(_ step: FuzzListStep, in kw: Window) {
        switch step {
        case let .makeTable(id, titles):
            listState.tables[id] = FuzzTable(in: kw, titles: titles)
        case let .tableSnapshot(t, edits, apply, animation):
            let table = listState.tables[t]!
            var s = table.source.snapshot()
            for edit in edits { Self.apply(edit, to: &s) }
            table.source.defaultRowAnimation = TableView.RowAnimation(rawValue: animation) ?? .automatic
            switch apply {
            case .animated: table.source.apply(s, animatingDifferences: true)
            case .immediate: table.source.apply(s, animatingDifferences: false)
            case .reloadData: table.source.applySnapshotUsingReloadData(s)
            }
        case let .decorate(l, spec):
            let list = lists[l]!
            list.view.collectionViewLayout = spec.makeLayout()
            for kind in ["header", "footer", "badge"] {
                list.view.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "s")
            }
            switch spec.provider {
            case .none: list.source.supplementaryViewProvider = nil
            case .registered:
                list.source.supplementaryViewProvider = { view, kind, path in view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "s", for: path) }
            case .unregisteredKind:
                list.source.supplementaryViewProvider = { view, _, path in view.dequeueReusableSupplementaryView(ofKind: "unregistered", withReuseIdentifier: "s", for: path) }
            case .notDequeued:
                list.source.supplementaryViewProvider = { [weak list] _, _, _ in
                    let made = CollectionReusableView(frame: .zero)
                    list?.strays.append(WeakView(view: made))
                    return made
                }
            }
        case let .cellHeight(l, height):
            lists[l]!.preferredCellHeight = height
            lists[l]!.view.reloadData()
        case let .select(.list(l), path, scroll):
            lists[l]!.view.selectItem(at: path.map { IndexPath(indexes: $0) }, animated: false, scrollPosition: CollectionView.ScrollPosition(rawValue: UInt(scroll)))
        case let .select(.table(t), path, scroll):
            listState.tables[t]!.view.selectRow(at: path.map { IndexPath(indexes: $0) }, animated: false, scrollPosition: TableView.ScrollPosition(rawValue: scroll) ?? .none)
        case let .deselect(.list(l), path): lists[l]!.view.deselectItem(at: IndexPath(indexes: path), animated: false)
        case let .deselect(.table(t), path): listState.tables[t]!.view.deselectRow(at: IndexPath(indexes: path), animated: false)
        case let .selectionRules(.list(l), allows, multiple):
            lists[l]!.view.allowsSelection = allows
            lists[l]!.view.allowsMultipleSelection = multiple
        case let .selectionRules(.table(t), allows, multiple):
            listState.tables[t]!.view.allowsSelection = allows
            listState.tables[t]!.view.allowsMultipleSelection = multiple
        case let .useRegistration(l, on):
            lists[l]!.registration = on ? listState.registration : nil
            lists[l]!.view.reloadData()
        case let .strayDequeue(l, path):
            let cell = lists[l]!.view.dequeueConfiguredReusableCell(using: listState.registration, for: IndexPath(indexes: path), item: 0)
            listState.strayCells.append((l, WeakView(view: cell)))
        case let .scrollTo(.list(l), path, position, false):
            lists[l]!.view.scrollToItem(at: IndexPath(indexes: path), at: CollectionView.ScrollPosition(rawValue: UInt(position)), animated: false)
        case let .scrollTo(.table(t), path, position, false):
            listState.tables[t]!.view.scrollToRow(at: IndexPath(indexes: path), at: TableView.ScrollPosition(rawValue: position) ?? .none, animated: false)
        case let .scrollTo(.list(l), path, position, true):
            let list = lists[l]!
            list.scrollFromCellProvider = (IndexPath(indexes: path), position)
            list.source.applySnapshotUsingReloadData(list.source.snapshot())
            kw.layoutIfNeeded()
            list.scrollFromCellProvider = nil
        case let .scrollTo(.table(t), path, position, true):
            let table = listState.tables[t]!
            table.scrollFromCellProvider = (IndexPath(indexes: path), position)
            table.source.applySnapshotUsingReloadData(table.source.snapshot())
            kw.layoutIfNeeded()
            table.scrollFromCellProvider = nil
        }
        kw.layoutIfNeeded()
    }

    // MARK: Checks

    /// The identifiers a list's or table's selected index paths name; throws when one names no item of its snapshot,
    /// or a shown cell's `isSelected` disagrees.
    private func selectedIDs(_ target: FuzzListTarget) throws(FuzzFailure) -> Set<Int> {
        let s = served(target)
        let paths: [TableIndexPath]
        let shown: [(TableIndexPath, Bool)]
        switch target {
        case let .list(id):
            let view = lists[id]!.view
            paths = view.indexPathsForSelectedItems ?? []
            shown = view.indexPathsForVisibleItems.compactMap { p in view.cellForItem(at: p).map { (p, $0.isSelected) } }
        case let .table(id):
            let view = listState.tables[id]!.view
            paths = view.indexPathsForSelectedRows ?? []
            shown = (view.indexPathsForVisibleRows ?? []).compactMap { p in view.cellForRow(at: p).map { (p, $0.isSelected) } }
        }
        var ids = Set<Int>()
        for path in paths {
            guard case let .success(id) = Self.item(at: Array(path), in: s) else {
                throw FuzzFailure(invariant: "selection", message: "\(target.name) has \(path) selected, which its snapshot \(s.sectionIdentifiers.map { s.itemIdentifiers(inSection: $0) }) does not hold")
            }
            ids.insert(id)
        }
        let selected = Set(paths)
        for (path, isSelected) in shown where isSelected != selected.contains(path) {
            throw FuzzFailure(invariant: "selection", message: "\(target.name)'s cell at \(path) says isSelected \(isSelected), the selected index paths are \(paths.sorted())")
        }
        return ids
    }

    /// After every step of the family: the lists' and tables' selections, supplementary views, self-sizing answers
    /// and counts.
    func checkLists(world: Simulation) throws(FuzzFailure) {
        let fresh = world.diagnostics.count > listState.diagnosticsBefore ? Array(world.diagnostics[listState.diagnosticsBefore...]) : []
        for target in lists.keys.sorted().map(FuzzListTarget.list) + listState.tables.keys.sorted().map(FuzzListTarget.table) {
            let ids = try selectedIDs(target)
            let before = listState.selectionBefore[target] ?? []
            if let expected = listState.expectedSelection, expected.target == target {
                guard expected.orFewer ? ids.isSubset(of: expected.ids) : ids == expected.ids else {
                    throw FuzzFailure(invariant: "selection", message: "\(target.name) has items \(ids.sorted()) selected, expected \(expected.orFewer ? "at most " : "")\(expected.ids.sorted())")
                }
            } else if listState.selectionBefore[target] != nil, !ids.isSubset(of: before) {
                throw FuzzFailure(invariant: "selection", message: "\(target.name) has items \(ids.sorted()) selected after a step that selects nothing; before it \(before.sorted())")
            }
        }
        for id in lists.keys.sorted() {
            let list = lists[id]!, view = list.view, s = list.source.snapshot()
            for kind in ["header", "footer", "badge"] {
                for path in view.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                    let valid = path.count == 2 && path[0] >= 0 && path[0] < s.numberOfSections
                        && (kind != "badge" || (path[1] >= 0 && path[1] < s.numberOfItems(inSection: s.sectionIdentifiers[path[0]])))
                    guard valid else {
                        throw FuzzFailure(invariant: "supplementary", message: "l\(id) shows a \(kind) at \(path), which its snapshot \(s.sectionIdentifiers.map { s.itemIdentifiers(inSection: $0) }) does not have")
                    }
                }
            }
            if let shown = list.strays.first(where: { $0.view?.superview === view }) {
                throw FuzzFailure(invariant: "supplementary", message: "l\(id) shows \(shown.view.map { String(describing: $0) } ?? "a view"), which its supplementary view provider made without dequeuing it (UIKit raises)")
            }
            list.strays.removeAll { $0.view == nil || $0.view?.superview == nil }
            if list.badAnswers > 0 {
                list.badAnswers = 0
                guard fresh.contains(where: { $0.message.contains("preferredLayoutAttributesFitting") }) else {
                    throw FuzzFailure(invariant: "self-sizing", message: "a cell of l\(id) preferred the height \(list.preferredCellHeight.map { "\($0)" } ?? "nil") and nothing was reported: \(fresh.map(\.description))")
                }
            }
        }
        for (l, weak) in listState.strayCells {
            if let cell = weak.view as? CollectionViewCell, let list = lists[l], list.view.visibleCells.contains(where: { $0 === cell }) {
                throw FuzzFailure(invariant: "registration", message: "l\(l) shows a cell dequeued outside its cell provider")
            }
        }
        listState.strayCells.removeAll { $0.cell.view == nil }
        if let expected = listState.expectedTable, let table = listState.tables[expected.table] {
            let s = table.source.snapshot()
            let real = (s.sectionIdentifiers, s.sectionIdentifiers.map { s.itemIdentifiers(inSection: $0) })
            guard real.0 == expected.sections, real.1 == expected.items else {
                throw FuzzFailure(invariant: "snapshot-model", message: "t\(expected.table) serves sections \(real.0) items \(real.1), expected \(expected.sections) \(expected.items)")
            }
        }
        for id in listState.tables.keys.sorted() {
            let table = listState.tables[id]!, s = table.source.snapshot(), view = table.view
            let counts = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
            guard counts == s.sectionIdentifiers.map({ s.numberOfItems(inSection: $0) }) else {
                throw FuzzFailure(invariant: "snapshot-counts", message: "t\(id) counts rows \(counts), its snapshot holds \(s.sectionIdentifiers.map { s.numberOfItems(inSection: $0) })")
            }
        }
    }

    func tearDownLists() -> String? {
        let watched = listState.tables.mapValues { WeakView(view: $0.view) }
        listState = FuzzListState()
        if let id = watched.keys.sorted().first(where: { watched[$0]?.view != nil }) { return "t\(id) is still alive after the world was dropped" }
        return nil
    }
}

/// Why an index path names no item: the diagnostic code its refusal is reported with.
struct FuzzRefusal: Error {
    let code: Diagnostic.Code
}
