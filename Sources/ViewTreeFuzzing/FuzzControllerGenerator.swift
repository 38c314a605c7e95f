import Foundation
import ViewTree

/// The generator's side of the controller operations: it steers by `TreeModel.controllers` (a rough picture: where a
/// controller is, without the clock) and knows every list's data exactly, so valid batch updates are valid.
extension FuzzGenerator {
    /// Controllers alive at once, at most (made ones the fuzzer still holds).
    static let maxHeldControllers = 14

    /// One controller operation, or `nil` when none fits.
    mutating func controllerOperation() -> FuzzOperation? {
        let m = model.controllers
        let held = m.held
        let roll = rng.int(in: 0...119)
        if held.count < 3 || (roll < 10 && held.count < FuzzGenerator.maxHeldControllers) {
            let kinds: [FuzzControllerKind] = [.plain, .plain, .plain, .navigation, .navigation, .tabBar, .tabBar, .collection, .table,
                                               .table, .split, .splitColumns, .splitTriple, .pageScroll, .pageCurl, .pageCurlMid]
            return .controller(.make(m.nextHandle, rng.pick(kinds)))
        }
        let free = held.filter { m.isFree($0) && m.nodes[$0]!.kind != .navigation }
        // Mostly a free controller (a valid move), sometimes any held one (shared, already placed, an ancestor).
        func candidate(_ g: inout FuzzGenerator) -> FuzzHandle {
            if !free.isEmpty && g.rng.chance(0.75) { return g.rng.pick(free) }
            return g.rng.pick(held)
        }
        func ofKind(_ g: inout FuzzGenerator, _ kinds: [FuzzControllerKind]) -> FuzzHandle? {
            let matching = held.filter { kinds.contains(m.nodes[$0]!.kind) }
            return matching.isEmpty ? nil : g.rng.pick(matching)
        }
        let onScreen = held.filter { m.isOnScreen($0) }
        switch roll {
        case 10..<16:
            let w = rng.int(in: 0...1)
            if rng.chance(0.15) { return .controller(.setRoot(window: w, nil)) }
            return .controller(.setRoot(window: w, candidate(&self)))
        case 16..<24:
            // Containers (navigation, tab bar) take children through their own calls: the parent is a plain or list
            // controller.
            let plain = held.filter { !m.nodes[$0]!.kind.isContainer }
            let plainOnScreen = onScreen.filter { !m.nodes[$0]!.kind.isContainer }
            guard !plain.isEmpty else { return nil }
            let parent = rng.chance(0.7) && !plainOnScreen.isEmpty ? rng.pick(plainOnScreen) : rng.pick(plain)
            // Now and then the parent itself or one of its ancestors (refused: a cycle).
            let child = rng.chance(0.08) ? (rng.chance(0.5) ? parent : m.container(of: parent)) : candidate(&self)
            return .controller(.addChild(parent: parent, child: child))
        case 24..<28:
            let placed = held.filter { m.nodes[$0]!.parent != nil }
            return .controller(.removeChild(placed.isEmpty || rng.chance(0.1) ? rng.pick(held) : rng.pick(placed)))
        case 28..<36:
            let presenter = !onScreen.isEmpty && rng.chance(0.85) ? rng.pick(onScreen) : rng.pick(held)
            let presented = rng.chance(0.1) ? rng.pick(held) : candidate(&self)
            return .controller(.present(presenter: presenter, presented: presented, animated: rng.chance(0.5)))
        case 36..<42:
            let presenting = held.filter { m.nodes[$0]!.presented != nil || m.nodes[$0]!.presenter != nil }
            let c = !presenting.isEmpty && rng.chance(0.8) ? rng.pick(presenting) : rng.pick(held)
            return .controller(.dismiss(c, animated: rng.chance(0.5)))
        case 42..<50:
            guard let nav = ofKind(&self, [.navigation]) else { return nil }
            let c: FuzzHandle
            if rng.chance(0.1) {
                // Hostile: the top again, the navigation controller itself, an ancestor of it, another navigation controller.
                c = rng.pick([m.nodes[nav]!.children.last ?? nav, nav, m.container(of: nav), ofKind(&self, [.navigation]) ?? nav])
            } else {
                c = candidate(&self)
            }
            return .controller(.push(nav: nav, c, animated: rng.chance(0.6)))
        case 50..<54:
            guard let nav = ofKind(&self, [.navigation]) else { return nil }
            return .controller(.pop(nav: nav, toRoot: rng.chance(0.25), animated: rng.chance(0.6)))
        case 54..<58:
            guard let nav = ofKind(&self, [.navigation]) else { return nil }
            var list = m.nodes[nav]!.children
            switch rng.int(in: 0...5) {
            case 0: list = []                                         // refused: empty
            case 1: list.append(list.first ?? candidate(&self))       // a duplicate
            case 2: list = [nav]                                      // itself
            case 3: list = Array(list.reversed())
            default: list = Array(list.prefix(rng.int(in: 0...list.count))) + [candidate(&self)]
            }
            return .controller(.setStack(nav: nav, list, animated: rng.chance(0.5)))
        case 58..<64:
            guard let tabBar = ofKind(&self, [.tabBar]) else { return nil }
            var list: [FuzzHandle] = []
            for _ in 0..<rng.int(in: 0...4) { list.append(candidate(&self)) }
            if rng.chance(0.08) { list.append(rng.chance(0.5) ? tabBar : (list.first ?? tabBar)) }  // itself, or a duplicate
            return .controller(rng.chance(0.5) ? .setTabControllers(tabBar, list) : .setTabs(tabBar, list))
        case 64..<70:
            guard let tabBar = ofKind(&self, [.tabBar]) else { return nil }
            let children = m.nodes[tabBar]!.children
            switch rng.int(in: 0...2) {
            case 0:
                let i = rng.chance(0.1) ? rng.pick([-1, children.count, Int.max]) : rng.int(in: 0...max(0, children.count - 1))
                return .controller(.selectIndex(tabBar, i))
            case 1:
                return .controller(.selectTab(tabBar, children.isEmpty || rng.chance(0.1) ? rng.pick(held) : rng.pick(children)))
            default:
                return .controller(.removeSelectedTab(tabBar))
            }
        case 70..<96:
            guard let c = ofKind(&self, [.collection, .table]) else { return nil }
            if m.nodes[c]!.kind == .table, !m.nodes[c]!.data.isEmpty, rng.chance(0.35) {
                return .controller(.list(c, .edit(tableEdit(m.nodes[c]!.data, editing: m.nodes[c]!.editing))))
            }
            return .controller(.list(c, listChange(m.nodes[c]!.data, nextItem: m.nextItem)))
        case 96..<100:
            let c = rng.pick(held)
            return .controller(.release(c))
        case 100..<110:
            guard let split = ofKind(&self, [.split, .splitColumns, .splitTriple]) else { return nil }
            return .controller(splitOperation(split, held: held, candidate: candidate(&self)))
        default:
            guard let page = ofKind(&self, [.pageScroll, .pageCurl, .pageCurlMid]) else { return nil }
            return .controller(pageOperation(page, held: held, candidate: { g in candidate(&g) }))
        }
    }

    /// A step on a split view controller.
    private mutating func splitOperation(_ split: FuzzHandle, held: [FuzzHandle], candidate: FuzzHandle) -> FuzzControllerOperation {
        let m = model.controllers
        let classic = m.nodes[split]!.kind == .split
        let triple = m.nodes[split]!.kind == .splitTriple
        switch rng.int(in: 0...9) {
        case 0...3:
            // Columns: mostly primary and secondary (and compact, column-style; supplementary, triple-column); the
            // columns a classic split view controller lacks, the split view controller itself and its container on
            // purpose.
            var column = rng.pick(classic ? [0, 0, 2, 2] : triple ? [0, 1, 1, 2, 2, 3] : [0, 0, 2, 2, 3])
            if rng.chance(0.08) { column = classic ? rng.pick([1, 3]) : 1 }
            if rng.chance(0.1) { return .splitColumn(split, column: column, nil) }
            let child = rng.chance(0.06) ? rng.pick([split, m.container(of: split)]) : candidate
            return .splitColumn(split, column: column, child)
        case 4, 5:
            var list: [FuzzHandle] = []
            for _ in 0..<rng.int(in: 0...2) { list.append(rng.chance(0.8) ? candidate : rng.pick(held)) }
            if rng.chance(0.1) { list.append(rng.pick([split, list.first ?? split, rng.pick(held)])) }  // itself, a duplicate, a third
            return .splitControllers(split, list)
        case 6, 7:
            // show/hide: a classic split view controller has no columns to show, a double-column one no supplementary.
            return .splitShow(split, column: rng.pick([0, 0, 2, 1, 3]), show: rng.chance(0.5))
        default:
            return .splitSizeClass(split, regular: rng.chance(0.2) ? nil : rng.chance(0.6))
        }
    }

    /// A step on a page view controller.
    private mutating func pageOperation(_ page: FuzzHandle, held: [FuzzHandle],
                                        candidate: (inout FuzzGenerator) -> FuzzHandle) -> FuzzControllerOperation {
        let m = model.controllers
        let kind = m.nodes[page]!.kind
        switch rng.int(in: 0...9) {
        case 0...3:
            var count = kind.pageCount
            if rng.chance(0.1) { count = rng.pick([0, count + 1, kind.pageCount == 2 ? 1 : 2]) }  // the wrong number
            var list: [FuzzHandle] = []
            for _ in 0..<count { list.append(candidate(&self)) }
            if !list.isEmpty, rng.chance(0.06) { list[0] = rng.pick([page, m.container(of: page)]) }
            return .pageSet(page, list, forward: rng.chance(0.6), animated: rng.chance(0.5))
        case 4, 5:
            var list: [FuzzHandle] = m.nodes[page]!.children
            for _ in 0..<rng.int(in: 1...3) { list.append(candidate(&self)) }
            if rng.chance(0.08) { list.insert(page, at: rng.int(in: 0...list.count)) }
            return .pageBook(page, list)
        default:
            return .pageSwipe(page, forward: rng.chance(0.6), complete: rng.chance(0.75))
        }
    }

    /// An editing step on a table list whose data is `data` (not empty).
    mutating func tableEdit(_ data: [[Int]], editing: Bool) -> FuzzTableEdit {
        func path(_ g: inout FuzzGenerator) -> FuzzPath {
            let s = g.rng.int(in: 0...(data.count - 1))
            if g.rng.chance(0.08) { return FuzzPath(g.rng.pick([s, data.count, -1]), g.rng.pick([data[s].count, -1, 999])) }
            return FuzzPath(s, data[s].isEmpty ? 0 : g.rng.int(in: 0...(data[s].count - 1)))
        }
        switch rng.int(in: 0...9) {
        case 0, 1:
            return .setEditing(rng.chance(editing ? 0.3 : 0.7), animated: rng.chance(0.5))
        case 2, 3:
            return .swipeDelete(path(&self), forgets: rng.chance(0.1))
        case 4:
            return .swipeAction(path(&self), leading: rng.chance(0.5), index: rng.pick([0, 0, 0, 1]))
        default:
            let from = path(&self)
            let s = rng.int(in: 0...(data.count - 1))
            var to = FuzzPath(s, rng.int(in: 0...data[s].count))
            if rng.chance(0.06) { to = FuzzPath(rng.pick([data.count, -1, s]), rng.pick([data[s].count + 1, -1])) }
            return .reorder(from, to)
        }
    }

    /// A change of a list whose data is `data`.
    mutating func listChange(_ data: [[Int]], nextItem: Int) -> FuzzListChange {
        var next = nextItem
        func fresh() -> Int { defer { next += 1 }; return next }
        let roll = rng.int(in: 0...119)
        if roll < 12 || data.isEmpty {
            var new: [[Int]] = []
            for _ in 0..<rng.int(in: data.isEmpty ? 1...3 : 0...3) {
                new.append((0..<rng.int(in: 0...14)).map { _ in fresh() })
            }
            return .reload(data: new)
        }
        if roll < 24 {
            return .scroll(y: Double(rng.int(in: -50...1200)), animated: rng.chance(0.4))
        }
        if roll < 36 { return invalidBatch(data, fresh: fresh) }
        var new = data
        switch rng.int(in: 0...5) {
        case 0, 1:
            // Deletions (indexes before) and insertions (indexes after) in one section.
            let s = rng.int(in: 0...(data.count - 1))
            var deleted = Set<Int>()
            for _ in 0..<rng.int(in: 0...min(2, data[s].count)) { deleted.insert(rng.int(in: 0...(data[s].count - 1))) }
            new[s] = data[s].enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            var inserted: [Int] = []
            for _ in 0..<rng.int(in: deleted.isEmpty ? 1...3 : 0...2) where new[s].count < 40 {
                let at = rng.int(in: 0...new[s].count)
                new[s].insert(fresh(), at: at)
                inserted = inserted.map { $0 >= at ? $0 + 1 : $0 } + [at]
            }
            var edits: [FuzzListEdit] = []
            if !deleted.isEmpty { edits.append(.deleteItems(deleted.sorted().map { FuzzPath(s, $0) })) }
            if !inserted.isEmpty { edits.append(.insertItems(inserted.sorted().map { FuzzPath(s, $0) })) }
            return .batch(edits: edits, data: new, valid: true, before: data.map(\.count))
        case 2:
            // One item moved (within its section or to another).
            guard let s = data.indices.filter({ !data[$0].isEmpty }).randomElement(using: &rng) else { break }
            let i = rng.int(in: 0...(data[s].count - 1))
            let item = new[s].remove(at: i)
            let t = rng.int(in: 0...(data.count - 1))
            let j = rng.int(in: 0...new[t].count)
            new[t].insert(item, at: j)
            return .batch(edits: [.moveItem(FuzzPath(s, i), FuzzPath(t, j))], data: new, valid: true, before: data.map(\.count))
        case 3:
            guard data.count < 5 else { break }
            let at = rng.int(in: 0...data.count)
            new.insert((0..<rng.int(in: 0...4)).map { _ in fresh() }, at: at)
            return .batch(edits: [.insertSections([at])], data: new, valid: true, before: data.map(\.count))
        case 4:
            let at = rng.int(in: 0...(data.count - 1))
            new.remove(at: at)
            return .batch(edits: [.deleteSections([at])], data: new, valid: true, before: data.map(\.count))
        default:
            let a = rng.int(in: 0...(data.count - 1))
            let section = new.remove(at: a)
            let b = rng.int(in: 0...new.count)
            new.insert(section, at: b)
            return .batch(edits: [.moveSection(a, b)], data: new, valid: true, before: data.map(\.count))
        }
        return .batch(edits: [], data: data, valid: true, before: data.map(\.count))
    }

    /// A batch whose edits do not describe the change (UIKit raises "Invalid update").
    private mutating func invalidBatch(_ data: [[Int]], fresh: () -> Int) -> FuzzListChange {
        let s = rng.int(in: 0...(data.count - 1))
        var new = data
        switch rng.int(in: 0...4) {
        case 0:
            // Announced, not made.
            return .batch(edits: [.insertItems([FuzzPath(s, 0)])], data: data, valid: false, before: data.map(\.count))
        case 1:
            // Made, not announced.
            new[s].append(fresh())
            return .batch(edits: [], data: new, valid: false, before: data.map(\.count))
        case 2:
            return .batch(edits: [.deleteItems([FuzzPath(s, data[s].count + 3)])], data: data, valid: false, before: data.map(\.count))
        case 3:
            return .batch(edits: [.insertSections([data.count + 2])], data: data, valid: false, before: data.map(\.count))
        default:
            return .batch(edits: [.moveItem(FuzzPath(s, data[s].count + 1), FuzzPath(s, 0))], data: data, valid: false, before: data.map(\.count))
        }
    }
}
