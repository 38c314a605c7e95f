import Foundation
import ViewTree

/// The classes of controller the fuzzer makes (`FuzzControllerOperation.make`).
public enum FuzzControllerKind: String, Sendable, Hashable, CaseIterable {
    /// A plain controller (a container for `addChild`).
    case plain
    /// A `NavigationController`, empty until a push or `setViewControllers`.
    case navigation
    /// A `TabBarController` (driven with `viewControllers` or with iOS 18 `tabs`).
    case tabBar
    /// A plain controller whose view holds a `CollectionView` (flow layout) showing a data source the fuzzer owns.
    case collection
    /// A plain controller whose view holds a `TableView` showing a data source the fuzzer owns.
    case table
    /// A classic `SplitViewController()` (`viewControllers = [primary, secondary]`).
    case split
    /// A column-style `SplitViewController(style: .doubleColumn)` (`setViewController(_:for:)`).
    case splitColumns
    /// A `SplitViewController(style: .tripleColumn)`: a supplementary column as well.
    case splitTriple
    /// A `PageViewController` of the scroll style, with a data source the fuzzer owns.
    case pageScroll
    /// A page-curl `PageViewController` (spine at `.min`: one page).
    case pageCurl
    /// A page-curl `PageViewController` with its spine at `.mid` (two pages).
    case pageCurlMid

    var swiftName: String {
        switch self {
        case .plain: "ViewController()"
        case .navigation: "NavigationController()"
        case .tabBar: "TabBarController()"
        case .collection: "CollectionController()"
        case .table: "TableController()"
        case .split: "SplitViewController()"
        case .splitColumns: "SplitViewController(style: .doubleColumn)"
        case .splitTriple: "SplitViewController(style: .tripleColumn)"
        case .pageScroll: "PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)"
        case .pageCurl: "PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)"
        case .pageCurlMid: "PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: PageViewController.SpineLocation.mid])"
        }
    }

    /// A navigation, tab bar, split or page view controller (children through its own calls, not `addChild`).
    public var isContainer: Bool { self == .navigation || self == .tabBar || isSplit || isPage }

    /// A split view controller, classic or column-style.
    public var isSplit: Bool { self == .split || self == .splitColumns || self == .splitTriple }

    /// A page view controller.
    public var isPage: Bool { self == .pageScroll || self == .pageCurl || self == .pageCurlMid }

    /// How many pages `setViewControllers` takes (page view controllers).
    public var pageCount: Int { self == .pageCurlMid ? 2 : 1 }

    /// Shows a list the fuzzer owns.
    public var isList: Bool { self == .collection || self == .table }
}

/// An address in a list the fuzzer owns (a section and an item or row).
public struct FuzzPath: Sendable, Hashable {
    public var section: Int
    public var item: Int
    public init(_ section: Int, _ item: Int) {
        self.section = section
        self.item = item
    }
    var indexPath: TableIndexPath { TableIndexPath(item: item, section: section) }
    var swift: String { "[\(section), \(item)]" }
}

/// One call made inside `performBatchUpdates` of a collection or table view.
public enum FuzzListEdit: Sendable, Hashable {
    case insertItems([FuzzPath])
    case deleteItems([FuzzPath])
    case moveItem(FuzzPath, FuzzPath)
    case insertSections([Int])
    case deleteSections([Int])
    case moveSection(Int, Int)

    func swiftLine(table: Bool) -> String {
        let paths = { (p: [FuzzPath]) in "[" + p.map(\.swift).joined(separator: ", ") + "]" }
        let with = table ? ", with: .automatic" : ""
        switch self {
        case let .insertItems(p): return table ? "insertRows(at: \(paths(p))\(with))" : "insertItems(at: \(paths(p)))"
        case let .deleteItems(p): return table ? "deleteRows(at: \(paths(p))\(with))" : "deleteItems(at: \(paths(p)))"
        case let .moveItem(a, b): return table ? "moveRow(at: \(a.swift), to: \(b.swift))" : "moveItem(at: \(a.swift), to: \(b.swift))"
        case let .insertSections(s): return "insertSections(\(s)\(with))"
        case let .deleteSections(s): return "deleteSections(\(s)\(with))"
        case let .moveSection(a, b): return "moveSection(\(a), toSection: \(b))"
        }
    }
}

/// A change of a list controller's data and view.
public enum FuzzListChange: Sendable, Hashable {
    /// The data source's data becomes `data` (item identifiers by section), then `reloadData()`.
    case reload(data: [[Int]])
    /// `performBatchUpdates { data = new; edits }`: `valid` says whether the edits describe the change (UIKit
    /// applies them) or not (UIKit raises; ViewTree must report `.invalidValue` and reload), for data of the item
    /// counts `before` (a shrunk sequence whose list has other counts skips the step).
    case batch(edits: [FuzzListEdit], data: [[Int]], valid: Bool, before: [Int])
    /// `setContentOffset(CGPoint(x: 0, y: y), animated:)` of the list.
    case scroll(y: Double, animated: Bool)
    /// Table editing (tables only).
    case edit(FuzzTableEdit)
}

/// Editing a table list: editing mode, swipes and reordering, each reaching the data source the fuzzer owns (which
/// changes its data as UIKit's documentation asks: `commit(.delete, forRowAt:)` removes the item and calls
/// `deleteRows`, `moveRowAt` moves it).
public enum FuzzTableEdit: Sendable, Hashable {
    /// `tableView.setEditing(_:animated:)`.
    case setEditing(Bool, animated: Bool)
    /// `tableView.swipeToDelete(rowAt:)`; with `forgets`, the data source's `commit` calls `deleteRows` without
    /// removing the item (an invalid update: UIKit raises, ViewTree reports `.invalidValue` and reloads).
    case swipeDelete(FuzzPath, forgets: Bool)
    /// `tableView.performSwipeAction(at: index, forRowAt:, edge:)`: the leading edge has one action ("Mark", which
    /// changes no data), the trailing edge the default Delete button.
    case swipeAction(FuzzPath, leading: Bool, index: Int)
    /// The row scrolled into view (when the table has it), then `dragReorderControl(forRowAt:to:)`.
    case reorder(FuzzPath, FuzzPath)

    func swiftLine(_ c: String) -> String {
        switch self {
        case let .setEditing(e, a): return "\(c).list.setEditing(\(e), animated: \(a))"
        case let .swipeDelete(p, forgets):
            return "\(c).list.swipeToDelete(rowAt: \(p.swift))" + (forgets ? "  // commit calls deleteRows without removing the item" : "")
        case let .swipeAction(p, leading, i): return "\(c).list.performSwipeAction(at: \(i), forRowAt: \(p.swift), edge: .\(leading ? "leading" : "trailing"))"
        case let .reorder(a, b): return "\(c).list.scrollToRow(at: \(a.swift), at: .middle, animated: false); \(c).list.dragReorderControl(forRowAt: \(a.swift), to: \(b.swift))"
        }
    }
}

/// One step on controllers (handles in their own namespace: `c0`, `c1`, …; windows `cw0` and `cw1` are two visible
/// windows the session keeps for controllers, apart from the view fuzzer's two).
public enum FuzzControllerOperation: Sendable, Hashable {
    /// `let c = Kind()`.
    case make(FuzzHandle, FuzzControllerKind)
    /// `cwN.rootViewController = c` (or `nil`).
    case setRoot(window: Int, FuzzHandle?)
    /// `parent.addChild(child); parent.view.addSubview(child.view); child.didMove(toParent: parent)` (the last two
    /// only when the child was taken).
    case addChild(parent: FuzzHandle, child: FuzzHandle)
    /// `child.willMove(toParent: nil); child.view.removeFromSuperview(); child.removeFromParent()`.
    case removeChild(FuzzHandle)
    /// `presenter.present(presented, animated:)`.
    case present(presenter: FuzzHandle, presented: FuzzHandle, animated: Bool)
    /// `c.dismiss(animated:)`.
    case dismiss(FuzzHandle, animated: Bool)
    /// `nav.pushViewController(c, animated:)`.
    case push(nav: FuzzHandle, FuzzHandle, animated: Bool)
    /// `nav.popViewController(animated:)` or `popToRootViewController(animated:)`.
    case pop(nav: FuzzHandle, toRoot: Bool, animated: Bool)
    /// `nav.setViewControllers([…], animated:)` (duplicates, the navigation controller itself on purpose).
    case setStack(nav: FuzzHandle, [FuzzHandle], animated: Bool)
    /// `tabBar.viewControllers = […]`.
    case setTabControllers(FuzzHandle, [FuzzHandle])
    /// `tabBar.selectedIndex = i` (out of range on purpose).
    case selectIndex(FuzzHandle, Int)
    /// `tabBar.tabs = [Tab(identifier: "tN") { cN }, …]` (iOS 18; repeated identifiers on purpose).
    case setTabs(FuzzHandle, [FuzzHandle])
    /// `tabBar.selectedTab = tabBar.tab(forIdentifier: "tN")`.
    case selectTab(FuzzHandle, FuzzHandle)
    /// The selected tab (a `Tab`, or a controller of `viewControllers`) is removed.
    case removeSelectedTab(FuzzHandle)
    /// A change of a list controller's data and view.
    case list(FuzzHandle, FuzzListChange)
    /// `split.setViewController(c, for: column)` (`column`: a `SplitViewController.Column` raw value; `nil` removes).
    case splitColumn(FuzzHandle, column: Int, FuzzHandle?)
    /// `split.viewControllers = […]` (more than two on purpose).
    case splitControllers(FuzzHandle, [FuzzHandle])
    /// `split.show(column)` or `split.hide(column)`.
    case splitShow(FuzzHandle, column: Int, show: Bool)
    /// `split.traitOverrides.horizontalSizeClass = .regular` / `.compact`, or the override removed (`nil`): the split
    /// view controller expands or collapses.
    case splitSizeClass(FuzzHandle, regular: Bool?)
    /// `page.setViewControllers([…], direction:, animated:)` (the wrong number of pages, the page view controller
    /// itself, duplicates on purpose).
    case pageSet(FuzzHandle, [FuzzHandle], forward: Bool, animated: Bool)
    /// The pages the page view controller's data source gives, in order (the page view controller itself on purpose).
    case pageBook(FuzzHandle, [FuzzHandle])
    /// A user's swipe across a scroll-style page view controller (`complete: false`: a short slow drag that falls
    /// back), played on its queuing scroll view as the clock runs.
    case pageSwipe(FuzzHandle, forward: Bool, complete: Bool)
    /// The fuzzer drops its reference to `c`.
    case release(FuzzHandle)

    /// The controllers the operation names.
    public var handles: [FuzzHandle] {
        switch self {
        case .make(let c, _), .removeChild(let c), .dismiss(let c, _), .pop(let c, _, _), .selectIndex(let c, _),
             .removeSelectedTab(let c), .list(let c, _), .release(let c), .splitShow(let c, _, _), .splitSizeClass(let c, _),
             .pageSwipe(let c, _, _):
            [c]
        case .splitColumn(let s, _, let c): [s] + (c.map { [$0] } ?? [])
        case .splitControllers(let s, let list), .pageSet(let s, let list, _, _), .pageBook(let s, let list): [s] + list
        case .setRoot(_, let c): c.map { [$0] } ?? []
        case .addChild(let p, let c), .present(let p, let c, _), .push(let p, let c, _), .selectTab(let p, let c): [p, c]
        case .setStack(let n, let list, _): [n] + list
        case .setTabControllers(let t, let list), .setTabs(let t, let list): [t] + list
        }
    }

    /// `c7`.
    public static func name(_ h: FuzzHandle) -> String { "c\(h)" }

    /// `.primary` for a `SplitViewController.Column` raw value.
    static func column(_ raw: Int) -> String {
        SplitViewController.Column(rawValue: raw).map { ".\($0)" } ?? "Column(rawValue: \(raw))"
    }

    /// The operation as Swift-like source.
    public var swiftLine: String {
        let n = FuzzControllerOperation.name
        let list = { (l: [FuzzHandle]) in "[" + l.map(n).joined(separator: ", ") + "]" }
        switch self {
        case let .make(c, kind): return "let \(n(c)) = \(kind.swiftName)"
        case let .setRoot(w, c): return "cw\(w).rootViewController = \(c.map(n) ?? "nil")"
        case let .addChild(p, c): return "\(n(p)).addChild(\(n(c))); \(n(p)).view.addSubview(\(n(c)).view); \(n(c)).didMove(toParent: \(n(p)))"
        case let .removeChild(c): return "\(n(c)).willMove(toParent: nil); \(n(c)).view.removeFromSuperview(); \(n(c)).removeFromParent()"
        case let .present(p, c, a): return "\(n(p)).present(\(n(c)), animated: \(a))"
        case let .dismiss(c, a): return "\(n(c)).dismiss(animated: \(a))"
        case let .push(nav, c, a): return "\(n(nav)).pushViewController(\(n(c)), animated: \(a))"
        case let .pop(nav, root, a): return root ? "\(n(nav)).popToRootViewController(animated: \(a))" : "\(n(nav)).popViewController(animated: \(a))"
        case let .setStack(nav, l, a): return "\(n(nav)).setViewControllers(\(list(l)), animated: \(a))"
        case let .setTabControllers(t, l): return "\(n(t)).viewControllers = \(list(l))"
        case let .selectIndex(t, i): return "\(n(t)).selectedIndex = \(i)"
        case let .setTabs(t, l): return "\(n(t)).tabs = [" + l.map { "Tab(title: \"t\($0)\", image: nil, identifier: \"t\($0)\") { _ in \(n($0)) }" }.joined(separator: ", ") + "]"
        case let .selectTab(t, c): return "\(n(t)).selectedTab = \(n(t)).tab(forIdentifier: \"t\(c)\")"
        case let .removeSelectedTab(t): return "\(n(t)).tabs/viewControllers without the selected one"
        case let .list(c, change):
            switch change {
            case let .reload(data): return "\(n(c)).data = \(data); \(n(c)).list.reloadData()"
            case let .scroll(y, a): return "\(n(c)).list.setContentOffset(CGPoint(x: 0, y: \(lit(y))), animated: \(a))"
            case let .edit(edit): return edit.swiftLine(n(c))
            case let .batch(edits, data, valid, _):
                return "\(n(c)).list.performBatchUpdates { \(n(c)).data = \(data); " + edits.map { "\(n(c)).list.\($0.swiftLine(table: false))" }.joined(separator: "; ") + " }  // \(valid ? "valid" : "invalid on purpose")"
            }
        case let .splitColumn(s, col, c): return "\(n(s)).setViewController(\(c.map(n) ?? "nil"), for: \(FuzzControllerOperation.column(col)))"
        case let .splitControllers(s, l): return "\(n(s)).viewControllers = \(list(l))"
        case let .splitShow(s, col, show): return "\(n(s)).\(show ? "show" : "hide")(\(FuzzControllerOperation.column(col)))"
        case let .splitSizeClass(s, regular):
            guard let regular else { return "\(n(s)).traitOverrides.remove(TraitHorizontalSizeClass.self)" }
            return "\(n(s)).traitOverrides.horizontalSizeClass = .\(regular ? "regular" : "compact")"
        case let .pageSet(p, l, forward, a): return "\(n(p)).setViewControllers(\(list(l)), direction: .\(forward ? "forward" : "reverse"), animated: \(a))"
        case let .pageBook(p, l): return "\(n(p)).dataSource.pages = \(list(l))"
        case let .pageSwipe(p, forward, complete):
            return "\(n(p)).queuingScrollView.drag(…)  // the user swipes \(forward ? "forward" : "back")\(complete ? "" : " a little and lets go")"
        case let .release(c): return "\(n(c)) = nil  // the fuzzer's last reference"
        }
    }
}

/// The generator's picture of the controllers: which exist, of which kind, which the fuzzer holds, roughly where each
/// is (for steering only: transitions end on the clock, which the generator does not run), and exactly the data of
/// each list (the fuzzer owns it, so no guess is involved).
public struct ControllerModel: Sendable {
    /// One controller.
    public struct Node: Sendable {
        public let kind: FuzzControllerKind
        public var held = true
        /// Roughly: the container it was last put in.
        public var parent: FuzzHandle?
        public var children: [FuzzHandle] = []
        /// Roughly: what it presents, and who presents it.
        public var presented: FuzzHandle?
        public var presenter: FuzzHandle?
        /// The list's data: item identifiers by section (lists only).
        public var data: [[Int]] = []
        /// The table's editing mode (`setEditing`; tables only).
        public var editing = false
    }

    /// The controllers, by handle.
    public private(set) var nodes: [FuzzHandle: Node] = [:]
    /// The root controllers of the two controller windows.
    public private(set) var roots: [FuzzHandle?] = [nil, nil]
    /// The next handle.
    public private(set) var nextHandle = 0
    /// The next list item identifier.
    public private(set) var nextItem = 1
    /// Held handles, in order of making.
    public var held: [FuzzHandle] { nodes.keys.sorted().filter { nodes[$0]!.held } }

    public init() {}

    func isHeld(_ c: FuzzHandle) -> Bool { nodes[c]?.held ?? false }

    /// The outermost container of `c` (roughly).
    func container(of c: FuzzHandle) -> FuzzHandle {
        var r = c
        var steps = 0
        while let p = nodes[r]?.parent, steps < 64 { r = p; steps += 1 }
        return r
    }

    func isAncestor(_ a: FuzzHandle, of c: FuzzHandle) -> Bool {
        var current = nodes[c]?.parent
        var steps = 0
        while let p = current, steps < 64 {
            if p == a { return true }
            current = nodes[p]?.parent
            steps += 1
        }
        return false
    }

    /// Whether `c` has no place (no parent, not presented, no window's root).
    func isFree(_ c: FuzzHandle) -> Bool {
        guard let n = nodes[c] else { return false }
        return n.parent == nil && n.presenter == nil && !roots.contains(c)
    }

    /// Whether `c` is (roughly) on screen: in a controller window's tree of containers and presentations.
    func isOnScreen(_ c: FuzzHandle) -> Bool {
        var r = container(of: c)
        var steps = 0
        while let p = nodes[r]?.presenter, steps < 64 { r = container(of: p); steps += 1 }
        return roots.contains(r)
    }

    private mutating func detach(_ c: FuzzHandle) {
        if let p = nodes[c]?.parent { nodes[p]?.children.removeAll { $0 == c } }
        nodes[c]?.parent = nil
        for w in roots.indices where roots[w] == c { roots[w] = nil }
    }

    private mutating func setChildren(_ p: FuzzHandle, _ list: [FuzzHandle]) {
        for old in nodes[p]!.children where !list.contains(old) { nodes[old]?.parent = nil }
        for c in list where nodes[c]?.parent != p { detach(c); nodes[c]?.parent = p }
        nodes[p]!.children = list
    }

    /// Whether `path` is a row of `data`.
    static func hasRow(_ data: [[Int]], _ path: FuzzPath) -> Bool {
        data.indices.contains(path.section) && data[path.section].indices.contains(path.item)
    }

    /// Whether a row moving from `source` can land at `destination` (counted after the move: its own section's rows,
    /// or one more in another section), as `dragReorderControl(forRowAt:to:)` takes it.
    static func isMoveDestination(_ data: [[Int]], from source: FuzzPath, to destination: FuzzPath) -> Bool {
        guard data.indices.contains(destination.section), destination.item >= 0 else { return false }
        let slots = data[destination.section].count + (destination.section == source.section ? 0 : 1)
        return destination.item < slots
    }

    /// The data after `edit`, as UIKit's rules make it from the data and the editing mode before (exact: the fuzzer
    /// owns the data source).
    static func dataAfter(_ edit: FuzzTableEdit, data: [[Int]], editing: Bool) -> [[Int]] {
        var new = data
        switch edit {
        case .setEditing:
            break
        case let .swipeDelete(p, forgets):
            if hasRow(data, p), !editing, !forgets { new[p.section].remove(at: p.item) }
        case let .swipeAction(p, leading, index):
            // The trailing edge's only button is the default Delete.
            if !leading, index == 0, hasRow(data, p), !editing { new[p.section].remove(at: p.item) }
        case let .reorder(a, b):
            if editing, hasRow(data, a), isMoveDestination(data, from: a, to: b) {
                let item = new[a.section].remove(at: a.item)
                new[b.section].insert(item, at: b.item)
            }
        }
        return new
    }

    private mutating func applyTableEdit(_ edit: FuzzTableEdit, to c: FuzzHandle) {
        nodes[c]!.data = ControllerModel.dataAfter(edit, data: nodes[c]!.data, editing: nodes[c]!.editing)
        if case let .setEditing(e, _) = edit { nodes[c]!.editing = e }
    }

    /// Applies `op`; `false` when it names a controller the fuzzer does not hold (a shrunk sequence), and is skipped.
    public mutating func apply(_ op: FuzzControllerOperation) -> Bool {
        if case .make(let c, let kind) = op {
            guard nodes[c] == nil else { return false }
            nodes[c] = Node(kind: kind)
            nextHandle = max(nextHandle, c + 1)
            return true
        }
        guard op.handles.allSatisfy(isHeld) else { return false }
        switch op {
        case .make: break
        case let .setRoot(w, c):
            guard w == 0 || w == 1 else { return false }
            if let c {
                for i in roots.indices where roots[i] == c { roots[i] = nil }
            }
            roots[w] = c
        case let .addChild(p, c):
            guard p != c, !isAncestor(c, of: p) else { break }
            detach(c)
            nodes[c]!.parent = p
            nodes[p]!.children.append(c)
        case let .removeChild(c):
            if nodes[c]!.parent != nil { detach(c) }
        case let .present(p, c, _):
            let r = container(of: p)
            guard nodes[r]!.presented == nil, isFree(c), c != r, isOnScreen(r) else { break }
            nodes[r]!.presented = c
            nodes[c]!.presenter = r
        case let .dismiss(c, _):
            var target: FuzzHandle? = nodes[c]!.presented ?? (nodes[c]!.presenter != nil ? c : nil)
            if target == nil { target = nodes[container(of: c)]?.presented }
            var current = target
            while let t = current {
                current = nodes[t]?.presented
                if let presenter = nodes[t]?.presenter { nodes[presenter]?.presented = nil }
                nodes[t]?.presenter = nil
                nodes[t]?.presented = nil
            }
        case let .push(nav, c, _):
            guard nodes[nav]!.kind == .navigation, nodes[c]!.kind != .navigation, c != nav, !isAncestor(c, of: nav),
                  !nodes[nav]!.children.contains(c) else { break }
            detach(c)
            nodes[c]!.parent = nav
            nodes[nav]!.children.append(c)
        case let .pop(nav, root, _):
            guard nodes[nav]!.kind == .navigation, nodes[nav]!.children.count > 1 else { break }
            let keep = root ? 1 : nodes[nav]!.children.count - 1
            setChildren(nav, Array(nodes[nav]!.children.prefix(keep)))
        case let .setStack(nav, list, _):
            guard nodes[nav]!.kind == .navigation, !list.isEmpty, Set(list).count == list.count,
                  !list.contains(where: { $0 == nav || isAncestor($0, of: nav) || nodes[$0]!.kind == .navigation }) else { break }
            setChildren(nav, list)
        case let .setTabControllers(t, list), let .setTabs(t, list):
            guard nodes[t]!.kind == .tabBar, Set(list).count == list.count,
                  !list.contains(where: { $0 == t || isAncestor($0, of: t) }) else { break }
            setChildren(t, list)
        case .selectIndex, .selectTab:
            break
        case let .removeSelectedTab(t):
            guard nodes[t]!.kind == .tabBar, !nodes[t]!.children.isEmpty else { break }
            setChildren(t, Array(nodes[t]!.children.dropFirst()))
        case let .list(c, change):
            guard nodes[c]!.kind.isList else { return false }
            switch change {
            case let .batch(_, _, _, before) where before != nodes[c]!.data.map(\.count):
                return false
            case let .reload(data), let .batch(_, data, _, _):
                nodes[c]!.data = data
                nextItem = max(nextItem, (data.flatMap { $0 }.max() ?? 0) + 1)
            case .scroll:
                break
            case let .edit(edit):
                guard nodes[c]!.kind == .table else { return false }
                applyTableEdit(edit, to: c)
            }
        case let .splitColumn(s, _, child):
            guard nodes[s]!.kind.isSplit else { return false }
            if let child, child != s, !isAncestor(child, of: s) {
                detach(child)
                nodes[child]!.parent = s
                nodes[s]!.children.append(child)
            }
        case let .splitControllers(s, list):
            guard nodes[s]!.kind.isSplit else { return false }
            guard list.count <= 2, Set(list).count == list.count,
                  !list.contains(where: { $0 == s || isAncestor($0, of: s) }) else { break }
            setChildren(s, list)
        case .splitShow(let s, _, _), .splitSizeClass(let s, _):
            guard nodes[s]!.kind.isSplit else { return false }
        case let .pageSet(p, list, _, _):
            guard nodes[p]!.kind.isPage else { return false }
            guard list.count == nodes[p]!.kind.pageCount, Set(list).count == list.count,
                  !list.contains(where: { $0 == p || isAncestor($0, of: p) }) else { break }
            setChildren(p, list)
        case .pageBook(let p, _), .pageSwipe(let p, _, _):
            guard nodes[p]!.kind.isPage else { return false }
        case let .release(c):
            nodes[c]!.held = false
        }
        return true
    }
}
