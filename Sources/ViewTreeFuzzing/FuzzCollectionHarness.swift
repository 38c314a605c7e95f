import Foundation
import ViewTree

/// A list of the collections family: a collection view with a compositional layout, served by a diffable data source
/// whose cell provider can be made to apply or scroll from inside (UIKit asserts on the apply), to dequeue with the
/// family's shared cell registration, and whose cells can prefer any height (FuzzListHarness.swift).
final class FuzzList {
    let view: CollectionView
    let source: CollectionViewDiffableDataSource<Int, Int>
    /// The next cell the provider makes applies the snapshot it serves (once).
    var applyFromCellProvider = false
    /// The next cell the provider makes scrolls to this item first (once).
    var scrollFromCellProvider: (path: TableIndexPath, position: Int)?
    /// The registration the provider dequeues with, instead of the `"cell"` identifier.
    var registration: CollectionView.CellRegistration<FuzzCell, Int>?
    /// The height the cells answer `preferredLayoutAttributesFitting(_:)` with (`nil`: the default answer).
    var preferredCellHeight: Double?
    /// How many times a cell answered with a height that is not a length since the count was last reset.
    var badAnswers = 0
    /// The views the supplementary provider made itself (not dequeued), which must not be shown.
    var strays: [WeakView] = []

    init(in window: Window, layout: CollectionViewLayout) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(FuzzCell.self, forCellWithReuseIdentifier: "cell")
        weak var box: FuzzList?
        source = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collection, indexPath, item in
            guard let list = box else { return collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
            if list.applyFromCellProvider {
                list.applyFromCellProvider = false
                list.source.apply(list.source.snapshot(), animatingDifferences: false)
            }
            if let (path, position) = list.scrollFromCellProvider {
                list.scrollFromCellProvider = nil
                collection.scrollToItem(at: path, at: CollectionView.ScrollPosition(rawValue: UInt(position)), animated: false)
            }
            let cell = list.registration.map { collection.dequeueConfiguredReusableCell(using: $0, for: indexPath, item: item) }
                ?? collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            if let fuzz = cell as? FuzzCell {
                fuzz.preferredHeight = list.preferredCellHeight
                fuzz.list = list
            }
            return cell
        }
        self.view = view
        box = self
        window.addSubview(view)
    }
}

/// The objects of the collections family (`FuzzCollectionStep`) in an episode: what each step must be refused with,
/// the step applied, and the checks after it — those the session runs on every tree (through `InvariantChecker` on
/// the family's window) and the family's own: every stack's `arrangedSubviews` are its subviews, once each, and are
/// what the calls made them; a refused call changed nothing; a data source's snapshot is what its edits made, the
/// collection view counts what it serves, and its visible items exist; a menu's walk ends.
final class FuzzCollections {
    var window: Window?
    /// Stack views and labels, by id (the family keeps every one alive until the teardown).
    private var items: [Int: View] = [:]
    var lists: [Int: FuzzList] = [:]
    private var menus: [Int: Button] = [:]
    /// The menus whose deferred element lists the menu itself: walking one reports the cycle (`.invalidValue`), so the
    /// checks, which must record nothing, leave them out.
    private var cyclicMenus: Set<Int> = []
    /// The menus with a deferred element: what a pop-up button chooses among elements provided after its menu was set
    /// is not documented, so the one-chosen-action check leaves them out.
    private var deferringMenus: Set<Int> = []
    /// What the next check must find, predicted before the step.
    private var expectedArranged: [Int: [Int]]?
    private var expectedSnapshot: (list: Int, sections: [Int], items: [[Int]])?
    /// A refused call's state before it ran, to compare with after.
    var unchanged: (what: String, before: String, read: () -> String)?
    /// A broken post-condition seen while performing (reported by the next check).
    var broken: String?
    /// A family step ran.
    private(set) var used = false
    /// The tables and the list steps' predictions (FuzzListHarness.swift).
    var listState = FuzzListState()
    /// The editable tables and grids of the `cells` entry (FuzzCellHarness.swift).
    var cellState = FuzzCellState()

    private func stack(_ id: Int) -> StackView? { items[id] as? StackView }
    private func name(_ v: View?) -> String {
        guard let v else { return "nil" }
        if v === window { return "kw" }
        return items.first { $0.value === v }.map { "k\($0.key)" } ?? String(describing: type(of: v))
    }

    /// Whether `step` can run: the objects it names exist (a shrunk sequence may have lost their `make`).
    func canRun(_ step: FuzzCollectionStep) -> Bool {
        switch step {
        case let .makeStack(id), let .makeLabel(id): items[id] == nil
        case let .arrange(s, i, _), let .unarrange(s, i), let .addPlain(s, i), let .customSpacing(s, i, _):
            stack(s) != nil && items[i] != nil
        case let .detach(i), let .hide(i, _): items[i] != nil
        case let .axis(s, _), let .distribution(s, _), let .alignment(s, _), let .spacing(s, _), let .margins(s, _): stack(s) != nil
        case .layout: true
        case let .makeList(id, _): lists[id] == nil
        case let .snapshot(l, _, _), let .outline(l, _, _), let .reentrantApply(l), let .relayout(l, _), let .scrollList(l, _, _):
            lists[l] != nil
        case let .makeMenu(id, _): menus[id] == nil
        case let .showMenu(id), let .chooseMenu(id, _), let .replaceMenu(id, _): menus[id] != nil
        case let .list(step): listCanRun(step)
        case let .cell(step): cellCanRun(step)
        }
    }

    // MARK: Predictions

    /// The diagnostics `step` may and must record, and what the check after it must find.
    func prepare(_ step: FuzzCollectionStep) -> FuzzExpectation {
        var e = FuzzExpectation()
        expectedArranged = nil
        expectedSnapshot = nil
        unchanged = nil
        if let world = window?.simulation { recordSelections(world: world) }
        if case let .list(listStep) = step { return prepareList(listStep) }
        if case let .cell(cellStep) = step { return prepareCell(cellStep) }
        switch step {
        case let .arrange(s, i, index):
            let stack = stack(s)!, item = items[i]!
            var arranged = arrangedIDs()
            if let index, !(0...stack.arrangedSubviews.count).contains(index), item !== stack {
                // The index is checked first, before the view is added as a subview.
                // "This value must not be greater than the number of views currently in this array. If the index is out
                // of bounds, this method throws an NSInternalInconsistencyException" (UIStackView documentation).
                e.expect(.indexOutOfRange, required: true)
                refused("k\(s).arrangedSubviews") { [weak self] in self?.describeStacks() ?? "" }
            } else if stack.isDescendant(of: item) {
                // `addSubview` refuses a cycle.
                e.expect(.hierarchyCycle, required: true)
                refused("k\(s).arrangedSubviews") { [weak self] in self?.describeStacks() ?? "" }
            } else {
                // The item leaves any stack it was arranged in (a new superview), or its place in this one.
                for key in arranged.keys { arranged[key]!.removeAll { $0 == i } }
                let at = min(index ?? Int.max, arranged[s]!.count)
                arranged[s]!.insert(i, at: at)
                expectedArranged = arranged
            }
        case let .unarrange(s, i):
            var arranged = arrangedIDs()
            arranged[s]!.removeAll { $0 == i }
            expectedArranged = arranged
        case let .addPlain(s, i):
            let stack = stack(s)!, item = items[i]!
            if stack.isDescendant(of: item) {
                e.expect(.hierarchyCycle, required: true)
                refused("k\(s).subviews") { [weak self] in self?.describeStacks() ?? "" }
            } else {
                var arranged = arrangedIDs()
                if item.superview !== stack { for key in arranged.keys { arranged[key]!.removeAll { $0 == i } } }
                expectedArranged = arranged
            }
        case let .detach(i):
            var arranged = arrangedIDs()
            for key in arranged.keys { arranged[key]!.removeAll { $0 == i } }
            expectedArranged = arranged
        case let .spacing(s, v) where !v.isFinite:
            e.expect(.invalidValue, required: true)
            refused("k\(s).spacing") { [weak self] in "\(self?.stack(s)?.spacing ?? 0)" }
        case let .customSpacing(s, i, v):
            let stack = stack(s)!, item = items[i]!
            if !stack.arrangedSubviews.contains(where: { $0 === item }) {
                e.expect(.notASubview, required: true)
                refused("k\(s) custom spacing after k\(i)") { [weak stack, weak item] in item.map { "\(stack?.customSpacing(after: $0) ?? 0)" } ?? "" }
            } else if !v.isFinite && CGFloat(v) != StackView.spacingUseDefault {
                e.expect(.invalidValue, required: true)
                refused("k\(s) custom spacing after k\(i)") { [weak stack, weak item] in item.map { "\(stack?.customSpacing(after: $0) ?? 0)" } ?? "" }
            }
        case let .snapshot(l, edits, _):
            let current = lists[l]!.source.snapshot()
            var sections = current.sectionIdentifiers
            var contents = sections.map { current.itemIdentifiers(inSection: $0) }
            for edit in edits where !Self.predict(edit, &sections, &contents) { e.expect(.invalidValue, required: true) }
            expectedSnapshot = (l, sections, contents)
        case let .outline(l, section, edits):
            // Each edit is checked as it is made, in `perform`, against the section snapshot it is made to.
            var outline = lists[l]!.source.snapshot(for: section)
            for edit in edits {
                if !Self.accepts(edit, outline) { e.expect(.invalidValue, required: true) } else { Self.apply(edit, to: &outline) }
            }
        case let .reentrantApply(l):
            // Refused from inside the cell provider, when a cell is made (only if an item is on screen).
            e.expect(.invalidValue, required: false)
            let current = lists[l]!.source.snapshot()
            expectedSnapshot = (l, current.sectionIdentifiers, current.sectionIdentifiers.map { current.itemIdentifiers(inSection: $0) })
        case .makeList, .relayout, .layout, .scrollList, .hide, .axis, .distribution, .alignment, .margins, .spacing:
            break
        case .makeMenu, .showMenu, .chooseMenu, .replaceMenu:
            // A deferred element that completes twice, or lists itself, is reported.
            e.expect(.invalidValue, required: false)
        case .makeStack, .makeLabel, .list, .cell:
            break
        }
        switch step {
        case .makeList, .snapshot, .outline, .reentrantApply, .relayout, .scrollList, .layout:
            // A compositional layout reports its bad lengths when it is next prepared, once per layout (`.invalidValue`);
            // a layout that keeps changing its items is stopped (`.layoutLoop`).
            e.expect(.invalidValue, required: false)
            e.expect(.nonFiniteGeometry, required: false)
            e.expect(.layoutLoop, required: false)
        default: break
        }
        if case .scrollList(_, let x, let y) = step, !(x.isFinite && y.isFinite) { e.expect(.nonFiniteGeometry, required: true) }
        // A stack that cannot satisfy its constraints (a huge spacing) breaks one, as UIKit logs.
        e.expect(.unsatisfiableConstraints, required: false)
        return e
    }

    /// Remembers what a refused call must leave as it is.
    func refused(_ what: String, _ read: @escaping () -> String) {
        unchanged = (what, read(), read)
    }

    private func arrangedIDs() -> [Int: [Int]] {
        var result: [Int: [Int]] = [:]
        for (id, v) in items {
            guard let s = v as? StackView else { continue }
            result[id] = s.arrangedSubviews.map { a in items.first { $0.value === a }?.key ?? -1 }
        }
        return result
    }

    private func describeStacks() -> String {
        items.keys.sorted().map { id in
            "k\(id) in \(name(items[id]!.superview))" + (stack(id).map { " arranges \($0.arrangedSubviews.map { name($0) })" } ?? "")
        }.joined(separator: "\n")
    }

    /// Applies a snapshot edit to the model (UIKit's rules: a duplicate or missing identifier raises); returns
    /// whether it is accepted.
    static func predict(_ edit: FuzzSnapshotEdit, _ sections: inout [Int], _ contents: inout [[Int]]) -> Bool {
        let all = Set(contents.flatMap { $0 })
        func fresh(_ ids: [Int], in existing: Set<Int>) -> Bool { Set(ids).count == ids.count && existing.isDisjoint(with: ids) }
        func place(of item: Int) -> (Int, Int)? {
            for (s, list) in contents.enumerated() { if let i = list.firstIndex(of: item) { return (s, i) } }
            return nil
        }
        switch edit {
        case let .appendSections(ids):
            guard fresh(ids, in: Set(sections)) else { return false }
            sections += ids; contents += ids.map { _ in [] }
        case let .insertSections(ids, anchor):
            guard let at = sections.firstIndex(of: anchor), fresh(ids, in: Set(sections)) else { return false }
            sections.insert(contentsOf: ids, at: at); contents.insert(contentsOf: ids.map { _ in [] }, at: at)
        case let .deleteSections(ids):
            let keep = sections.indices.filter { !ids.contains(sections[$0]) }
            contents = keep.map { contents[$0] }; sections = keep.map { sections[$0] }
        case let .moveSection(id, anchor):
            guard id != anchor else { return true }
            guard let from = sections.firstIndex(of: id), sections.contains(anchor) else { return false }
            let moved = contents.remove(at: from); sections.remove(at: from)
            let to = sections.firstIndex(of: anchor)!
            sections.insert(id, at: to); contents.insert(moved, at: to)
        case let .appendItems(ids, section):
            guard let s = section.map({ sections.firstIndex(of: $0) }) ?? (sections.isEmpty ? nil : sections.count - 1),
                  fresh(ids, in: all) else { return false }
            contents[s] += ids
        case let .insertItems(ids, anchor):
            guard let (s, i) = place(of: anchor), fresh(ids, in: all) else { return false }
            contents[s].insert(contentsOf: ids, at: i)
        case let .deleteItems(ids):
            for s in contents.indices { contents[s].removeAll { ids.contains($0) } }
        case let .moveItem(id, anchor):
            guard id != anchor else { return true }
            guard let (s, i) = place(of: id), place(of: anchor) != nil else { return false }
            contents[s].remove(at: i)
            let (t, j) = place(of: anchor)!
            contents[t].insert(id, at: j + 1)
        case let .reloadItems(ids), let .reconfigureItems(ids):
            return ids.allSatisfy(all.contains)
        }
        return true
    }

    /// Whether a section snapshot edit is accepted: UIKit raises on an identifier already in the section snapshot
    /// ("Identifiers in a section snapshot must be unique. Duplicate item identifiers", NSInternalInconsistencyException:
    /// hackiftekhar/IQListKit issue 3) and on a parent or anchor that is not in it.
    static func accepts(_ edit: FuzzOutlineEdit, _ outline: DiffableDataSourceSectionSnapshot<Int>) -> Bool {
        switch edit {
        case let .append(ids, parent):
            return Set(ids).count == ids.count && !ids.contains(where: outline.contains) && (parent.map(outline.contains) ?? true)
        case let .insert(ids, anchor):
            return Set(ids).count == ids.count && !ids.contains(where: outline.contains) && outline.contains(anchor)
        case .delete, .expand, .collapse:
            return true
        }
    }

    // MARK: Applying

    func perform(_ step: FuzzCollectionStep, world: Simulation) {
        used = true
        let kw = window ?? .fuzzFamilyWindow(in: world)
        window = kw
        switch step {
        case let .makeStack(id):
            let s = StackView(frame: CGRect(x: 0, y: CGFloat(id % 8 * 50), width: 320, height: 50))
            kw.addSubview(s)
            items[id] = s
        case let .makeLabel(id):
            let label = Label(frame: .zero)
            label.text = "k\(id)"
            items[id] = label
        case let .arrange(s, i, index?): stack(s)!.insertArrangedSubview(items[i]!, at: index)
        case let .arrange(s, i, nil): stack(s)!.addArrangedSubview(items[i]!)
        case let .unarrange(s, i): stack(s)!.removeArrangedSubview(items[i]!)
        case let .addPlain(s, i): stack(s)!.addSubview(items[i]!)
        case let .detach(i): items[i]!.removeFromSuperview()
        case let .hide(i, v): items[i]!.isHidden = v
        case let .axis(s, v): stack(s)!.axis = v ? .vertical : .horizontal
        case let .distribution(s, v): stack(s)!.distribution = StackView.Distribution(rawValue: v) ?? .fill
        case let .alignment(s, v): stack(s)!.alignment = StackView.Alignment(rawValue: v) ?? .fill
        case let .spacing(s, v): stack(s)!.spacing = CGFloat(v)
        case let .customSpacing(s, i, v):
            stack(s)!.setCustomSpacing(CGFloat(v), after: items[i]!)
            if unchanged == nil, stack(s)!.customSpacing(after: items[i]!) != CGFloat(v) {
                broken = "k\(s).customSpacing(after: k\(i)) is \(stack(s)!.customSpacing(after: items[i]!)) after setCustomSpacing(\(v))"
            }
        case let .margins(s, v): stack(s)!.isLayoutMarginsRelativeArrangement = v
        case .layout: kw.layoutIfNeeded()
        case let .makeList(id, spec):
            lists[id] = FuzzList(in: kw, layout: spec.makeLayout())
            kw.layoutIfNeeded()
        case let .snapshot(l, edits, apply):
            let list = lists[l]!
            var s = list.source.snapshot()
            for edit in edits { Self.apply(edit, to: &s) }
            switch apply {
            case .animated: list.source.apply(s, animatingDifferences: true)
            case .immediate: list.source.apply(s, animatingDifferences: false)
            case .reloadData: list.source.applySnapshotUsingReloadData(s)
            }
            kw.layoutIfNeeded()
        case let .outline(l, section, edits):
            let list = lists[l]!
            var o = list.source.snapshot(for: section)
            for edit in edits {
                let before = o.items, accepted = Self.accepts(edit, o)
                Self.apply(edit, to: &o)
                if !accepted && o.items != before && broken == nil {
                    broken = "section snapshot \(edit.swift) was refused by UIKit's rules but changed the items from \(before) to \(o.items)"
                }
                if accepted, broken == nil, let message = Self.postcondition(edit, before: before, after: o) { broken = message }
            }
            list.source.apply(o, to: section, animatingDifferences: false)
            kw.layoutIfNeeded()
        case let .reentrantApply(l):
            let list = lists[l]!
            list.applyFromCellProvider = true
            list.source.applySnapshotUsingReloadData(list.source.snapshot())
            kw.layoutIfNeeded()
            list.applyFromCellProvider = false
        case let .relayout(l, spec):
            lists[l]!.view.collectionViewLayout = spec.makeLayout()
            kw.layoutIfNeeded()
        case let .scrollList(l, x, y):
            lists[l]!.view.setContentOffset(CGPoint(x: x, y: y), animated: false)
            kw.layoutIfNeeded()
        case let .makeMenu(id, spec):
            let button = Button(frame: CGRect(x: 0, y: 400, width: 100, height: 44))
            button.changesSelectionAsPrimaryAction = spec.popUp
            button.menu = Self.menu(spec)
            kw.addSubview(button)
            menus[id] = button
            if spec.deferred == .listsItself { cyclicMenus.insert(id) }
            if spec.deferred != .none { deferringMenus.insert(id) }
        case let .showMenu(id): _ = menus[id]!.contextMenuInteraction?.presentMenu(at: CGPoint(x: 50, y: 22))
        case let .chooseMenu(id, title): menus[id]!.performMenuAction(titled: title)
        case let .replaceMenu(id, spec):
            let button = menus[id]!
            button.menu = button.menu?.replacingChildren(Self.menu(spec).children)
            if spec.deferred == .listsItself { cyclicMenus.insert(id) }
            if spec.deferred != .none { deferringMenus.insert(id) } else { cyclicMenus.remove(id) }
        case let .list(step): performList(step, in: kw)
        case let .cell(step): performCell(step, in: kw)
        }
    }

    static func apply(_ edit: FuzzSnapshotEdit, to s: inout DiffableDataSourceSnapshot<Int, Int>) {
        switch edit {
        case let .appendSections(ids): s.appendSections(ids)
        case let .insertSections(ids, anchor): s.insertSections(ids, beforeSection: anchor)
        case let .deleteSections(ids): s.deleteSections(ids)
        case let .moveSection(id, anchor): s.moveSection(id, beforeSection: anchor)
        case let .appendItems(ids, section): s.appendItems(ids, toSection: section)
        case let .insertItems(ids, anchor): s.insertItems(ids, beforeItem: anchor)
        case let .deleteItems(ids): s.deleteItems(ids)
        case let .moveItem(id, anchor): s.moveItem(id, afterItem: anchor)
        case let .reloadItems(ids): s.reloadItems(ids)
        case let .reconfigureItems(ids): s.reconfigureItems(ids)
        }
    }

    static func apply(_ edit: FuzzOutlineEdit, to o: inout DiffableDataSourceSectionSnapshot<Int>) {
        switch edit {
        case let .append(ids, parent): o.append(ids, to: parent)
        case let .insert(ids, anchor): o.insert(ids, before: anchor)
        case let .delete(ids): o.delete(ids)
        case let .expand(ids): o.expand(ids)
        case let .collapse(ids): o.collapse(ids)
        }
    }

    /// What an accepted outline edit must have done, or why it did not.
    static func postcondition(_ edit: FuzzOutlineEdit, before: [Int], after o: DiffableDataSourceSectionSnapshot<Int>) -> String? {
        switch edit {
        case let .append(ids, _), let .insert(ids, _):
            guard ids.allSatisfy(o.contains), o.items.count == before.count + ids.count else {
                return "section snapshot \(edit.swift) on \(before) gave \(o.items)"
            }
        case let .delete(ids):
            guard !ids.contains(where: o.contains) else { return "section snapshot \(edit.swift) left \(o.items)" }
        case let .expand(ids):
            guard ids.filter(o.contains).allSatisfy(o.isExpanded) else { return "section snapshot \(edit.swift) did not expand them" }
        case let .collapse(ids):
            guard !ids.contains(where: o.isExpanded) else { return "section snapshot \(edit.swift) did not collapse them" }
        }
        return nil
    }

    /// A menu tree as `spec` says (titles `"a<level>.<i>"`; the deferred element's actions `"p0"`, `"p1"`).
    static func menu(_ spec: FuzzMenuSpec) -> Menu {
        var deepest: [MenuElement] = []
        switch spec.deferred {
        case .none: break
        case .provides: deepest.append(DeferredMenuElement { $0([Action(title: "p0") { _ in }, Action(title: "p1") { _ in }]) })
        case .never: deepest.append(DeferredMenuElement { _ in })
        case .twice: deepest.append(DeferredMenuElement { done in done([Action(title: "p0") { _ in }]); done([]) })
        case .uncached: deepest.append(DeferredMenuElement.uncached { $0([Action(title: "p0") { _ in }, Action(title: "p1") { _ in }]) })
        case .listsItself:
            final class Box { weak var element: DeferredMenuElement? }
            let box = Box()
            let element = DeferredMenuElement { done in done(box.element.map { [Menu(title: "loop", children: [$0])] } ?? []) }
            box.element = element
            deepest.append(element)
        }
        let options: Menu.Options = spec.singleSelection ? .singleSelection : []
        var current = Menu(title: "level \(spec.depth)", options: options, children: deepest)
        for level in stride(from: spec.depth - 1, through: 0, by: -1) {
            let actions: [MenuElement] = (0..<spec.width).map { i in Action(title: "a\(level).\(i)") { _ in } }
            current = Menu(title: "level \(level)", options: options, children: actions + [current])
        }
        return current
    }

    // MARK: Checks

    /// After every step: the family's own invariants (the session's checker walks the window's tree too).
    func check(world: Simulation) throws(FuzzFailure) {
        guard used else { return }
        if let message = broken {
            broken = nil
            throw FuzzFailure(invariant: "collections-result", message: message)
        }
        if let (what, before, read) = unchanged {
            let after = read()
            guard after == before else {
                throw FuzzFailure(invariant: "collections-refusal", message: "a refused call changed \(what):\nbefore:\n\(before)\nafter:\n\(after)")
            }
        }
        for id in items.keys.sorted() {
            guard let s = stack(id) else { continue }
            var seen = Set<ObjectIdentifier>()
            for a in s.arrangedSubviews {
                guard a.superview === s, seen.insert(ObjectIdentifier(a)).inserted else {
                    throw FuzzFailure(invariant: "arranged-subviews", message: "k\(id) arranges \(name(a)) \(a.superview === s ? "twice" : "but its superview is \(name(a.superview))"): \(s.arrangedSubviews.map { name($0) })")
                }
            }
        }
        if let expected = expectedArranged {
            let real = arrangedIDs()
            guard real == expected else {
                let ids = expected.keys.sorted()
                throw FuzzFailure(invariant: "arranged-subviews", message: "arranged subviews are \(ids.map { "k\($0): \(real[$0] ?? [])" }), expected \(ids.map { "k\($0): \(expected[$0]!)" })")
            }
        }
        if let expected = expectedSnapshot, let list = lists[expected.list] {
            let s = list.source.snapshot()
            let real = (s.sectionIdentifiers, s.sectionIdentifiers.map { s.itemIdentifiers(inSection: $0) })
            guard real.0 == expected.sections, real.1 == expected.items else {
                throw FuzzFailure(invariant: "snapshot-model", message: "l\(expected.list) serves sections \(real.0) items \(real.1), expected \(expected.sections) \(expected.items)")
            }
        }
        for id in lists.keys.sorted() {
            let list = lists[id]!
            let s = list.source.snapshot()
            let view = list.view
            guard view.numberOfSections == s.numberOfSections,
                  (0..<s.numberOfSections).allSatisfy({ view.numberOfItems(inSection: $0) == s.numberOfItems(inSection: s.sectionIdentifiers[$0]) }) else {
                throw FuzzFailure(invariant: "snapshot-counts", message: "l\(id) counts \(view.numberOfSections) sections \((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }), its snapshot holds \(s.sectionIdentifiers.map { s.numberOfItems(inSection: $0) })")
            }
            for path in view.indexPathsForVisibleItems {
                guard path.count == 2, path.section < s.numberOfSections,
                      path.item < s.numberOfItems(inSection: s.sectionIdentifiers[path.section]) else {
                    throw FuzzFailure(invariant: "visible-items", message: "l\(id) shows a cell at \(path), which its snapshot does not hold")
                }
            }
            for section in s.sectionIdentifiers {
                let outline = list.source.snapshot(for: section)
                guard outline.visibleItems == s.itemIdentifiers(inSection: section) else {
                    throw FuzzFailure(invariant: "outline", message: "l\(id) section \(section) shows \(s.itemIdentifiers(inSection: section)), its section snapshot's visible items are \(outline.visibleItems)")
                }
            }
        }
        try checkLists(world: world)
        try checkCells(world: world)
        for id in menus.keys.sorted() where !cyclicMenus.contains(id) {
            let button = menus[id]!
            guard let menu = button.menu else { continue }
            let actions = menu.allActions
            if button.changesSelectionAsPrimaryAction, !actions.isEmpty, !deferringMenus.contains(id) {
                let on = actions.filter { $0.state == .on }
                guard on.count == 1 else {
                    throw FuzzFailure(invariant: "menu", message: "pop-up button m\(id) has \(on.count) chosen actions \(on.map(\.title)) among \(actions.count)")
                }
            }
        }
    }

    /// Drops every object; `nil` when each was freed with the world, else which was not.
    func tearDown() -> String? {
        let watched = items.mapValues { WeakView(view: $0) }
        let watchedLists = lists.mapValues { WeakView(view: $0.view) }
        let watchedMenus = menus.mapValues { WeakView(view: $0) }
        items = [:]
        lists = [:]
        menus = [:]
        window = nil
        unchanged = nil
        if let alive = tearDownLists() { return alive }
        if let alive = tearDownCells() { return alive }
        if let id = watched.keys.sorted().first(where: { watched[$0]?.view != nil }) { return "k\(id) is still alive after the world was dropped" }
        if let id = watchedLists.keys.sorted().first(where: { watchedLists[$0]?.view != nil }) { return "l\(id) is still alive after the world was dropped" }
        if let id = watchedMenus.keys.sorted().first(where: { watchedMenus[$0]?.view != nil }) { return "m\(id) is still alive after the world was dropped" }
        return nil
    }

    /// The family's window, for the session's structural checks.
    var checkedWindow: Window? { window }
}
