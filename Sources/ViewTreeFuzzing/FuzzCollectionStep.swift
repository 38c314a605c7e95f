import Foundation
import ViewTree

/// A dimension of a fuzzed compositional layout (`NSCollectionLayoutDimension`), any value: fractions of 0 and 1e300,
/// NaN, negative and estimated lengths included.
public enum FuzzDimension: Sendable, Hashable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)

    var dimension: CollectionLayoutDimension {
        switch self {
        case let .fractionalWidth(v): .fractionalWidth(CGFloat(v))
        case let .fractionalHeight(v): .fractionalHeight(CGFloat(v))
        case let .absolute(v): .absolute(CGFloat(v))
        case let .estimated(v): .estimated(CGFloat(v))
        }
    }

    var swift: String {
        switch self {
        case let .fractionalWidth(v): ".fractionalWidth(\(lit(v)))"
        case let .fractionalHeight(v): ".fractionalHeight(\(lit(v)))"
        case let .absolute(v): ".absolute(\(lit(v)))"
        case let .estimated(v): ".estimated(\(lit(v)))"
        }
    }
}

/// A compositional layout: one section definition for every section (an item in a group, its count given or not),
/// with insets, spacing and orthogonal scrolling.
public struct FuzzLayoutSpec: Sendable, Hashable {
    public var itemWidth, itemHeight, groupWidth, groupHeight: FuzzDimension
    /// `horizontal(layoutSize:subitem:count:)` when set (0 and `Int.max` included), else `subitems: [item]`.
    public var count: Int?
    public var verticalGroup: Bool
    /// The section's `contentInsets` on every side (larger than the container, negative, NaN).
    public var insets: Double
    public var interGroupSpacing: Double
    /// `CollectionLayoutSectionOrthogonalScrollingBehavior` raw value (0: none).
    public var orthogonal: Int

    func makeLayout() -> CollectionViewCompositionalLayout {
        let spec = self
        return CollectionViewCompositionalLayout { _, _ in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: spec.itemWidth.dimension,
                                                                             heightDimension: spec.itemHeight.dimension))
            let size = CollectionLayoutSize(widthDimension: spec.groupWidth.dimension, heightDimension: spec.groupHeight.dimension)
            let group: CollectionLayoutGroup
            switch (spec.count, spec.verticalGroup) {
            case let (count?, true): group = .vertical(layoutSize: size, subitem: item, count: count)
            case let (count?, false): group = .horizontal(layoutSize: size, subitem: item, count: count)
            case (nil, true): group = .vertical(layoutSize: size, subitems: [item])
            case (nil, false): group = .horizontal(layoutSize: size, subitems: [item])
            }
            let section = CollectionLayoutSection(group: group)
            let inset = CGFloat(spec.insets)
            section.contentInsets = DirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
            section.interGroupSpacing = CGFloat(spec.interGroupSpacing)
            section.orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior(rawValue: spec.orthogonal) ?? .none
            return section
        }
    }

    var swift: String {
        let group = "\(verticalGroup ? ".vertical" : ".horizontal")(layoutSize: CollectionLayoutSize(widthDimension: \(groupWidth.swift), heightDimension: \(groupHeight.swift)), "
            + (count.map { "subitem: item, count: \($0))" } ?? "subitems: [item])")
        return "CollectionViewCompositionalLayout { _, _ in let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: \(itemWidth.swift), heightDimension: \(itemHeight.swift))); let section = CollectionLayoutSection(group: \(group)); section.contentInsets = DirectionalEdgeInsets(top: \(lit(insets)), leading: \(lit(insets)), bottom: \(lit(insets)), trailing: \(lit(insets))); section.interGroupSpacing = \(lit(interGroupSpacing)); section.orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior(rawValue: \(orthogonal))!; return section }"
    }
}

/// One call on a copy of a diffable data source's snapshot (`NSDiffableDataSourceSnapshot`), identifiers drawn from
/// small ranges so that duplicates and missing identifiers come up.
public enum FuzzSnapshotEdit: Sendable, Hashable {
    case appendSections([Int])
    case insertSections([Int], before: Int)
    case deleteSections([Int])
    case moveSection(Int, before: Int)
    case appendItems([Int], to: Int?)
    case insertItems([Int], before: Int)
    case deleteItems([Int])
    case moveItem(Int, after: Int)
    case reloadItems([Int])
    case reconfigureItems([Int])

    var swift: String {
        switch self {
        case let .appendSections(s): "appendSections(\(s))"
        case let .insertSections(s, a): "insertSections(\(s), beforeSection: \(a))"
        case let .deleteSections(s): "deleteSections(\(s))"
        case let .moveSection(s, a): "moveSection(\(s), beforeSection: \(a))"
        case let .appendItems(i, s): "appendItems(\(i)" + (s.map { ", toSection: \($0))" } ?? ")")
        case let .insertItems(i, a): "insertItems(\(i), beforeItem: \(a))"
        case let .deleteItems(i): "deleteItems(\(i))"
        case let .moveItem(i, a): "moveItem(\(i), afterItem: \(a))"
        case let .reloadItems(i): "reloadItems(\(i))"
        case let .reconfigureItems(i): "reconfigureItems(\(i))"
        }
    }
}

/// One call on a section snapshot (`NSDiffableDataSourceSectionSnapshot`, an outline).
public enum FuzzOutlineEdit: Sendable, Hashable {
    case append([Int], to: Int?)
    case insert([Int], before: Int)
    case delete([Int])
    case expand([Int])
    case collapse([Int])

    var swift: String {
        switch self {
        case let .append(i, p): "append(\(i)" + (p.map { ", to: \($0))" } ?? ")")
        case let .insert(i, a): "insert(\(i), before: \(a))"
        case let .delete(i): "delete(\(i))"
        case let .expand(i): "expand(\(i))"
        case let .collapse(i): "collapse(\(i))"
        }
    }
}

/// How a changed snapshot is applied.
public enum FuzzApply: Int, Sendable, Hashable, CaseIterable {
    case animated, immediate, reloadData
}

/// What the deepest menu's deferred element (`UIDeferredMenuElement`) does when it is shown.
public enum FuzzDeferred: Int, Sendable, Hashable, CaseIterable {
    /// No deferred element.
    case none
    /// Provides two actions at once (cached).
    case provides
    /// Never calls its completion handler (the loading row stays).
    case never
    /// Calls its completion handler twice (the second call is reported).
    case twice
    /// Provides a menu holding the element itself (a cycle; walks report it).
    case listsItself
    /// `uncached`: provides two actions each time it is shown.
    case uncached
}

/// A menu tree: `depth` nested menus, each with `width` actions (`"a<level>.<i>"`) and the next menu, the deepest one
/// with a deferred element; shown by a button, a pop-up button (`changesSelectionAsPrimaryAction`) when `popUp`.
public struct FuzzMenuSpec: Sendable, Hashable {
    public var depth: Int
    public var width: Int
    public var deferred: FuzzDeferred
    public var popUp: Bool
    public var singleSelection: Bool
}

/// A step of the collections family: stack views, diffable collection views laid out by compositional layouts (with
/// outlines), and menus. Objects are named by id in namespaces of their own: `k0`, `k1`, … for stack views and the
/// labels they arrange (one namespace: a stack view can be arranged in another), `l0`, … for lists, `m0`, … for
/// menus' buttons. Every object lives in one window of the family's own (`kw`).
public enum FuzzCollectionStep: Sendable, Hashable {
    /// `let kN = StackView(frame:)`, added to the family's window.
    case makeStack(id: Int)
    /// `let kN = Label(frame:)` with text, detached.
    case makeLabel(id: Int)
    /// `stack.addArrangedSubview(item)` (`index == nil`) or `stack.insertArrangedSubview(item, at: index)`; the item
    /// may be arranged in another stack, be the stack itself, or hold the stack.
    case arrange(stack: Int, item: Int, index: Int?)
    /// `stack.removeArrangedSubview(item)` (arranged or not: UIKit ignores a view that is not).
    case unarrange(stack: Int, item: Int)
    /// `stack.addSubview(item)`: a subview that is not arranged.
    case addPlain(stack: Int, item: Int)
    /// `item.removeFromSuperview()`.
    case detach(item: Int)
    /// `item.isHidden = value`.
    case hide(item: Int, Bool)
    /// `stack.axis = vertical ? .vertical : .horizontal`.
    case axis(stack: Int, vertical: Bool)
    /// `stack.distribution = Distribution(rawValue:)!`.
    case distribution(stack: Int, Int)
    /// `stack.alignment = Alignment(rawValue:)!`.
    case alignment(stack: Int, Int)
    /// `stack.spacing = value` (NaN and ±∞ refused).
    case spacing(stack: Int, Double)
    /// `stack.setCustomSpacing(value, after: item)` (refused for an item not arranged in the stack, or a value not
    /// finite other than `spacingUseDefault`).
    case customSpacing(stack: Int, item: Int, Double)
    /// `stack.isLayoutMarginsRelativeArrangement = value`.
    case margins(stack: Int, Bool)
    /// `kw.layoutIfNeeded()`.
    case layout
    /// A collection view with a compositional layout and a diffable data source of `Int` sections and items.
    case makeList(id: Int, FuzzLayoutSpec)
    /// `var s = source.snapshot(); s.<edits>; source.apply(s, …)`.
    case snapshot(list: Int, edits: [FuzzSnapshotEdit], apply: FuzzApply)
    /// `var o = source.snapshot(for: section); o.<edits>; source.apply(o, to: section)`.
    case outline(list: Int, section: Int, edits: [FuzzOutlineEdit])
    /// The cell provider applies the snapshot it is serving from inside (refused), during a reload.
    case reentrantApply(list: Int)
    /// `list.collectionViewLayout = layout`.
    case relayout(list: Int, FuzzLayoutSpec)
    /// `list.setContentOffset(CGPoint(x: x, y: y), animated: false)`.
    case scrollList(list: Int, x: Double, y: Double)
    /// A button `mN` showing a menu tree.
    case makeMenu(id: Int, FuzzMenuSpec)
    /// The button's menu is shown (a press and hold: its deferred elements are asked).
    case showMenu(id: Int)
    /// `button.performMenuAction(titled:)` (a title that names nothing, or a hidden one, does nothing).
    case chooseMenu(id: Int, title: String)
    /// `button.menu = button.menu!.replacingChildren(…)`: the children of another tree.
    case replaceMenu(id: Int, FuzzMenuSpec)
    /// A step on the family's lists and tables (FuzzListStep.swift), generated by the `lists` entry only.
    case list(FuzzListStep)
    /// A step on the family's editable tables and grids (FuzzCellStep.swift), generated by the `cells` entry only.
    case cell(FuzzCellStep)

    /// The step as a line of Swift.
    public var swiftLine: String {
        switch self {
        case let .makeStack(id): return "let k\(id) = StackView(frame: CGRect(x: 0, y: \(id % 8 * 50), width: 320, height: 50)); kw.addSubview(k\(id))"
        case let .makeLabel(id): return "let k\(id) = Label(frame: .zero); k\(id).text = \"k\(id)\""
        case let .arrange(s, i, index?): return "k\(s).insertArrangedSubview(k\(i), at: \(index))"
        case let .arrange(s, i, nil): return "k\(s).addArrangedSubview(k\(i))"
        case let .unarrange(s, i): return "k\(s).removeArrangedSubview(k\(i))"
        case let .addPlain(s, i): return "k\(s).addSubview(k\(i))"
        case let .detach(i): return "k\(i).removeFromSuperview()"
        case let .hide(i, v): return "k\(i).isHidden = \(v)"
        case let .axis(s, v): return "k\(s).axis = .\(v ? "vertical" : "horizontal")"
        case let .distribution(s, v): return "k\(s).distribution = StackView.Distribution(rawValue: \(v))!"
        case let .alignment(s, v): return "k\(s).alignment = StackView.Alignment(rawValue: \(v))!"
        case let .spacing(s, v): return "k\(s).spacing = \(lit(v))"
        case let .customSpacing(s, i, v): return "k\(s).setCustomSpacing(\(lit(v)), after: k\(i))"
        case let .margins(s, v): return "k\(s).isLayoutMarginsRelativeArrangement = \(v)"
        case .layout: return "kw.layoutIfNeeded()"
        case let .makeList(id, spec): return "let l\(id) = FuzzList(in: kw, layout: \(spec.swift))"
        case let .snapshot(l, edits, apply):
            let call = switch apply {
            case .animated: "apply(s, animatingDifferences: true)"
            case .immediate: "apply(s, animatingDifferences: false)"
            case .reloadData: "applySnapshotUsingReloadData(s)"
            }
            return "var s = l\(l).source.snapshot(); " + edits.map { "s.\($0.swift); " }.joined() + "l\(l).source.\(call)"
        case let .outline(l, section, edits):
            return "var o = l\(l).source.snapshot(for: \(section)); " + edits.map { "o.\($0.swift); " }.joined() + "l\(l).source.apply(o, to: \(section))"
        case let .reentrantApply(l): return "l\(l).applyFromCellProvider = true; l\(l).source.applySnapshotUsingReloadData(l\(l).source.snapshot()); kw.layoutIfNeeded()"
        case let .relayout(l, spec): return "l\(l).view.collectionViewLayout = \(spec.swift)"
        case let .scrollList(l, x, y): return "l\(l).view.setContentOffset(CGPoint(x: \(lit(x)), y: \(lit(y))), animated: false)"
        case let .makeMenu(id, spec): return "let m\(id) = Button(frame: CGRect(x: 0, y: 400, width: 100, height: 44)); m\(id).changesSelectionAsPrimaryAction = \(spec.popUp); m\(id).menu = fuzzMenu(depth: \(spec.depth), width: \(spec.width), deferred: .\(spec.deferred), singleSelection: \(spec.singleSelection)); kw.addSubview(m\(id))"
        case let .showMenu(id): return "m\(id).contextMenuInteraction!.presentMenu(at: CGPoint(x: 50, y: 22))"
        case let .chooseMenu(id, title): return "m\(id).performMenuAction(titled: \"\(title)\")"
        case let .replaceMenu(id, spec): return "m\(id).menu = m\(id).menu!.replacingChildren(fuzzMenu(depth: \(spec.depth), width: \(spec.width), deferred: .\(spec.deferred), singleSelection: \(spec.singleSelection)).children)"
        case let .list(step): return step.swiftLine
        case let .cell(step): return step.swiftLine
        }
    }
}

/// What the generator knows of the family's objects (their ids only: no ViewTree runs while an episode is made).
struct FuzzCollectionIDs: Sendable {
    var items = 0
    var stacks: [Int] = []
    var lists = 0
    var menus = 0
    var tables = 0
    var editTables = 0
    var grids = 0
}

extension FuzzCollectionStep {
    /// Bad numbers for lengths and spacings.
    static let badLengths: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, -40, 1e12]

    /// A random step of the family; `hostile` is the episode's rate of bad values.
    static func random(_ rng: inout SplitMix64, ids: inout FuzzCollectionIDs, hostile rate: Double) -> FuzzCollectionStep {
        let bad = rng.chance(rate * 4)
        func item(_ rng: inout SplitMix64) -> Int { rng.index(below: max(1, ids.items)) }
        let roll = rng.int(in: 0...99)
        if ids.stacks.isEmpty || (roll < 6 && ids.items < 40) {
            defer { ids.items += 1 }
            if ids.stacks.isEmpty || rng.chance(0.3) { ids.stacks.append(ids.items); return .makeStack(id: ids.items) }
            return .makeLabel(id: ids.items)
        }
        let stack = rng.pick(ids.stacks)
        switch roll {
        case 6..<22:
            let index: Int? = rng.chance(0.4) ? nil : (rng.chance(0.1) ? rng.pick([-1, 99, Int.max, Int.min]) : rng.int(in: 0...4))
            return .arrange(stack: stack, item: item(&rng), index: index)
        case 22..<26: return .unarrange(stack: stack, item: item(&rng))
        case 26..<28: return .addPlain(stack: stack, item: item(&rng))
        case 28..<30: return .detach(item: item(&rng))
        case 30..<34: return .hide(item: item(&rng), rng.chance(0.5))
        case 34..<36: return .axis(stack: stack, vertical: rng.chance(0.5))
        case 36..<38: return .distribution(stack: stack, rng.int(in: 0...4))
        case 38..<40: return .alignment(stack: stack, rng.int(in: 0...5))
        case 40..<43: return .spacing(stack: stack, bad ? rng.pick(badLengths) : Double(rng.int(in: -2...20)))
        case 43..<46:
            let value = bad ? rng.pick(badLengths + [Double(StackView.spacingUseDefault)]) : Double(rng.int(in: 0...30))
            return .customSpacing(stack: stack, item: item(&rng), value)
        case 46..<47: return .margins(stack: stack, rng.chance(0.5))
        case 47..<52: return .layout
        default: break
        }
        if ids.lists == 0 || (roll < 55 && ids.lists < 3) {
            defer { ids.lists += 1 }
            return .makeList(id: ids.lists, layoutSpec(&rng, bad: bad))
        }
        let list = rng.index(below: ids.lists)
        switch roll {
        case 55..<72: return .snapshot(list: list, edits: (0..<rng.int(in: 1...4)).map { _ in snapshotEdit(&rng) }, apply: rng.pick(FuzzApply.allCases))
        case 72..<80: return .outline(list: list, section: rng.int(in: 0...3), edits: (0..<rng.int(in: 1...4)).map { _ in outlineEdit(&rng) })
        case 80..<82: return .reentrantApply(list: list)
        case 82..<85: return .relayout(list: list, layoutSpec(&rng, bad: bad))
        case 85..<88:
            let y = bad ? rng.pick(badLengths) : Double(rng.int(in: -100...2000))
            return .scrollList(list: list, x: bad && rng.chance(0.5) ? rng.pick(badLengths) : Double(rng.int(in: -50...400)), y: y)
        default: break
        }
        if ids.menus == 0 || (roll < 91 && ids.menus < 3) {
            defer { ids.menus += 1 }
            return .makeMenu(id: ids.menus, menuSpec(&rng, bad: bad))
        }
        let menu = rng.index(below: ids.menus)
        switch roll {
        case 91..<94: return .showMenu(id: menu)
        case 94..<98:
            let title = rng.chance(0.1) ? rng.pick(["", "missing", "a-1.0"]) : "a\(rng.int(in: 0...3)).\(rng.int(in: 0...3))"
            return .chooseMenu(id: menu, title: rng.chance(0.15) ? "p\(rng.int(in: 0...1))" : title)
        default: return .replaceMenu(id: menu, menuSpec(&rng, bad: bad))
        }
    }

    static func dimension(_ rng: inout SplitMix64, bad: Bool) -> FuzzDimension {
        let value = bad && rng.chance(0.5) ? rng.pick([0, 1e300, .nan, -1, .infinity]) : nil
        switch rng.int(in: 0...3) {
        case 0: return .fractionalWidth(value ?? rng.pick([0.25, 0.5, 1]))
        case 1: return .fractionalHeight(value ?? rng.pick([0.1, 0.2, 1]))
        case 2: return .absolute(value ?? Double(rng.int(in: 1...200)))
        default: return .estimated(value ?? Double(rng.int(in: 1...100)))
        }
    }

    static func layoutSpec(_ rng: inout SplitMix64, bad: Bool) -> FuzzLayoutSpec {
        let count: Int? = rng.chance(0.5) ? nil : (bad && rng.chance(0.5) ? rng.pick([0, -1, Int.max, 100_000]) : rng.int(in: 1...4))
        return FuzzLayoutSpec(itemWidth: dimension(&rng, bad: bad), itemHeight: dimension(&rng, bad: bad),
                              groupWidth: dimension(&rng, bad: bad), groupHeight: dimension(&rng, bad: bad),
                              count: count, verticalGroup: rng.chance(0.3),
                              insets: bad && rng.chance(0.5) ? rng.pick([1000, -20, .nan, 1e300]) : Double(rng.int(in: 0...20)),
                              interGroupSpacing: bad && rng.chance(0.5) ? rng.pick(badLengths) : Double(rng.int(in: 0...10)),
                              orthogonal: rng.chance(0.7) ? 0 : rng.int(in: 1...5))
    }

    /// Identifiers: sections 0…4, items 0…24.
    static func snapshotEdit(_ rng: inout SplitMix64) -> FuzzSnapshotEdit {
        func items(_ rng: inout SplitMix64) -> [Int] { (0..<rng.int(in: 0...4)).map { _ in rng.int(in: 0...24) } }
        func sections(_ rng: inout SplitMix64) -> [Int] { (0..<rng.int(in: 1...2)).map { _ in rng.int(in: 0...4) } }
        switch rng.int(in: 0...13) {
        case 0, 1: return .appendSections(sections(&rng))
        case 2: return .insertSections(sections(&rng), before: rng.int(in: 0...4))
        case 3: return .deleteSections(sections(&rng))
        case 4: return .moveSection(rng.int(in: 0...4), before: rng.int(in: 0...4))
        case 5, 6, 7: return .appendItems(items(&rng), to: rng.chance(0.5) ? nil : rng.int(in: 0...4))
        case 8: return .insertItems(items(&rng), before: rng.int(in: 0...24))
        case 9, 10: return .deleteItems(items(&rng))
        case 11: return .moveItem(rng.int(in: 0...24), after: rng.int(in: 0...24))
        case 12: return .reloadItems(items(&rng))
        default: return .reconfigureItems(items(&rng))
        }
    }

    /// Outline identifiers: 100…129 (apart from the flat items, though an item can be shown in one section only).
    static func outlineEdit(_ rng: inout SplitMix64) -> FuzzOutlineEdit {
        func items(_ rng: inout SplitMix64) -> [Int] { (0..<rng.int(in: 1...3)).map { _ in rng.int(in: 100...129) } }
        switch rng.int(in: 0...7) {
        case 0, 1, 2: return .append(items(&rng), to: rng.chance(0.4) ? nil : rng.int(in: 100...129))
        case 3: return .insert(items(&rng), before: rng.int(in: 100...129))
        case 4: return .delete(items(&rng))
        case 5, 6: return .expand(items(&rng))
        default: return .collapse(items(&rng))
        }
    }

    static func menuSpec(_ rng: inout SplitMix64, bad: Bool) -> FuzzMenuSpec {
        // Deep or wide, not both (20,000 levels of 2,000 actions would be a test of memory, not of menus).
        let deep = bad && rng.chance(0.3)
        return FuzzMenuSpec(depth: deep ? rng.pick([500, 5_000, 20_000]) : rng.int(in: 1...4),
                     width: !deep && bad && rng.chance(0.3) ? rng.pick([0, 2_000]) : rng.int(in: 0...3),
                     deferred: rng.pick(FuzzDeferred.allCases), popUp: rng.chance(0.4), singleSelection: rng.chance(0.3))
    }
}
