import Foundation
import ViewTree

/// A weak reference to any object (to see that controllers, tabs and cells are freed).
final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

/// The session's side of the controller operations: two visible windows of their own (`cw0`, 320 × 480, and `cw1`,
/// 375 × 667, made on the first controller operation), the controllers, and the checks.
///
/// What an operation must do is decided from the state before it by UIKit's rules (`prepare`): whether it must be
/// refused (then with a diagnostic, and with every relation between controllers as it was), and what it must leave
/// behind when it is synchronous in UIKit (containment, a navigation stack, tabs, a presentation's links). After every
/// step `check` verifies the relations of all controllers alive, the callbacks, the lists' cells, and — once nothing is
/// in transition and the clock ran past the last controller operation — that each controller has appeared exactly when
/// its view is in a visible window, and that each view in a window is there for a reason (a root, a child in its
/// parent's view, a presented controller).
final class ControllerHarness {
    private(set) var windows: [Window] = []
    private var strong: [FuzzHandle: ViewController] = [:]
    private var weakControllers: [FuzzHandle: WeakObject] = [:]
    private var recorders: [FuzzHandle: AppearanceRecorder] = [:]
    /// Tabs and list views made, to see they are freed with the rest.
    var weakOthers: [(String, WeakObject)] = []
    private var lastOperationTime = -Double.infinity
    /// Controllers whose views `addChild` moved to another superview in the same window while they were disappeared
    /// (the window, and the count of appearance callbacks then): UIKit tells a controller's view only when its window
    /// changes (`willMove(toWindow:)`), so such a controller stays disappeared with its view on screen until its view
    /// leaves that window or it hears another appearance callback (fuzz seed 119).
    private var movedWithinWindow: [FuzzHandle: (window: ObjectIdentifier, callbacks: Int)] = [:]
    /// A controller operation ran in this episode (queued navigation operations may report later).
    private(set) var used = false

    /// What the state before an operation says it must do.
    struct Prediction {
        var expectation = FuzzExpectation()
        /// The relations before, when the operation must be refused.
        var unchanged: String?
        /// A check of what the operation must leave behind (a message when it did not).
        var after: (() -> String?)?
    }

    private func ensureWindows(_ world: Simulation) {
        guard windows.isEmpty else { return }
        let first = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let second = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        first.isHidden = false
        second.isHidden = false
        windows = [first, second]
    }

    func controller(_ c: FuzzHandle) -> ViewController? { strong[c] }

    func name(_ c: ViewController?, _ names: [ObjectIdentifier: FuzzHandle]) -> String {
        guard let c else { return "nil" }
        return names[ObjectIdentifier(c)].map(FuzzControllerOperation.name) ?? c.libraryDescription
    }

    private func alive() -> [(FuzzHandle, ViewController)] {
        weakControllers.keys.sorted().compactMap { h in (weakControllers[h]!.object as? ViewController).map { (h, $0) } }
    }

    func names() -> [ObjectIdentifier: FuzzHandle] {
        var names: [ObjectIdentifier: FuzzHandle] = [:]
        for (h, c) in alive() { names[ObjectIdentifier(c)] = h }
        return names
    }

    /// Every relation between the controllers alive, as text (compared before and after a refused operation).
    func relations() -> String {
        let names = names()
        var lines: [String] = []
        for (w, window) in windows.enumerated() { lines.append("cw\(w).root=\(name(window.rootViewController, names))") }
        for (h, c) in alive() {
            var line = "\(FuzzControllerOperation.name(h)): parent=\(name(c.parent, names)) children=[\(c.children.map { name($0, names) }.joined(separator: ","))]"
            line += " presented=\(name(c.presentedViewController, names)) presenting=\(name(c.presentingViewController, names))"
            if let t = c as? TabBarController {
                line += " selected=\(name(t.selectedViewController, names)) tabs=\(t.tabs.map(\.identifier))"
            }
            if let split = c as? SplitViewController {
                line += " columns=[\(split.viewControllers.map { name($0, names) }.joined(separator: ","))]"
            }
            if let page = c as? PageViewController {
                line += " pages=[\((page.viewControllers ?? []).map { name($0, names) }.joined(separator: ","))]"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Prediction

    func isAncestor(_ a: ViewController, of c: ViewController) -> Bool {
        var current = c.parent
        var steps = 0
        while let p = current, steps < 100 {
            if p === a { return true }
            current = p.parent
            steps += 1
        }
        return false
    }

    func container(of c: ViewController) -> ViewController {
        var r = c
        var steps = 0
        while let p = r.parent, steps < 100 { r = p; steps += 1 }
        return r
    }

    /// A presented controller cannot become a child; nor can the controller of a tab of another tab bar controller.
    func cannotMove(_ c: ViewController, to container: ViewController) -> Bool {
        if c.parent == nil && c.presentingViewController != nil { return true }
        if c.presentedViewController != nil { return true }
        if let tab = c.tab, let owner = tab.tabBarController, owner !== container, tab.viewController === c { return true }
        return false
    }

    /// No window's root, no parent, not presented, presenting nothing.
    private func isUnplaced(_ c: ViewController) -> Bool {
        !isRoot(c) && c.parent == nil && c.presentingViewController == nil && c.presentedViewController == nil
    }

    static func isContainer(_ c: ViewController?) -> Bool {
        c is NavigationController || c is TabBarController || c is SplitViewController || c is PageViewController
    }

    func isRoot(_ c: ViewController) -> Bool { windows.contains { $0.rootViewController === c } }

    /// A window's root whose view is in that window ("an active controller", which UIKit refuses to present). A root
    /// whose view another container took (a root adopted elsewhere: undocumented in UIKit) is not counted.
    private func isActiveRoot(_ c: ViewController) -> Bool {
        windows.contains { $0.rootViewController === c && c.viewIfLoaded?.window === $0 }
    }

    func refused(_ prediction: inout Prediction, _ code: Diagnostic.Code = .viewController) {
        prediction.expectation.expect(code, required: true)
        prediction.unchanged = relations()
    }

    /// What `op` must do, from the state now (before it runs).
    func prepare(_ op: FuzzControllerOperation, world: Simulation) -> Prediction {
        ensureWindows(world)
        used = true
        var p = Prediction()
        p.expectation.allowed.insert(.viewController)
        let c = { (h: FuzzHandle) in self.strong[h]! }
        switch op {
        case .make, .release, .dismiss:
            break
        case let .setRoot(w, h):
            let window = windows[w]
            let target = h.map(c)
            if let target, !isUnplaced(target) { break }
            p.after = { window.rootViewController === target ? nil : "cw\(w).rootViewController is not the controller set" }
        case let .addChild(parentHandle, childHandle):
            let parent = c(parentHandle), child = c(childHandle)
            if child === parent || isAncestor(child, of: parent) || cannotMove(child, to: parent) { refused(&p); break }
            p.after = { child.parent === parent && parent.children.filter { $0 === child }.count == 1 ? nil : "addChild: the child's parent is \(child.parent.map(\.libraryDescription) ?? "nil")" }
        case let .removeChild(h):
            let child = c(h)
            let old = child.parent
            if Self.isContainer(old) { break }
            p.after = {
                if child.parent != nil { return "removeFromParent: the controller still has a parent" }
                if let old, old.children.contains(where: { $0 === child }) { return "removeFromParent: the old parent still lists the controller" }
                return nil
            }
        case let .present(presenterHandle, presentedHandle, _):
            let presenter = container(of: c(presenterHandle)), presented = c(presentedHandle)
            let visible = presenter.viewIfLoaded?.window.map { !$0.isHidden } ?? false
            // A presenter being presented (before its viewDidAppear) or dismissed: UIKit ignores the call
            // ("… while a presentation is in progress"; Reliability.md bug 82).
            let presenterState = recorders.first { strong[$0.key] === presenter }?.value.state
            let inProgress = presenter.isBeingDismissed || (presenter.isBeingPresented && presenterState == .appearing)
            // A presented controller still being presented or dismissed (its presenter gone meanwhile) is refused too
            // (bug 95).
            if inProgress || presented.isBeingPresented || presented.isBeingDismissed
                || presenter.presentedViewController != nil || presented === presenter || presented.parent != nil
                || presented.presentingViewController != nil || presented.presentedViewController != nil
                || isActiveRoot(presented) || !visible {
                refused(&p)
                break
            }
            p.after = {
                presenter.presentedViewController === presented && presented.presentingViewController === presenter
                    ? nil : "present: the presentation is not recorded (presented \(presenter.presentedViewController.map(\.libraryDescription) ?? "nil"))"
            }
        case let .push(navHandle, h, _):
            guard let nav = c(navHandle) as? NavigationController else { break }
            let pushed = c(h)
            if nav.isTransitioning { break }
            if nav.viewControllers.contains(where: { $0 === pushed }) || pushed is NavigationController
                || pushed === nav || isAncestor(pushed, of: nav) || cannotMove(pushed, to: nav) {
                refused(&p)
                break
            }
            let old = nav.viewControllers
            p.after = {
                nav.viewControllers.count == old.count + 1 && nav.viewControllers.last === pushed && pushed.parent === nav
                    ? nil : "push: the stack is \(nav.viewControllers.count) controllers (was \(old.count)), the pushed one's parent \(pushed.parent.map(\.libraryDescription) ?? "nil")"
            }
        case let .pop(navHandle, toRoot, _):
            guard let nav = c(navHandle) as? NavigationController, !nav.isTransitioning else { break }
            let old = nav.viewControllers
            let expected = old.count <= 1 ? old : (toRoot ? [old[0]] : Array(old.dropLast()))
            p.after = { nav.viewControllers.elementsEqual(expected, by: ===) ? nil : "pop: the stack has \(nav.viewControllers.count) controllers, \(expected.count) expected" }
        case let .setStack(navHandle, list, _):
            guard let nav = c(navHandle) as? NavigationController else { break }
            let stack = list.map(c)
            // An empty list empties the stack (UIKit's, as Xamarin's device-run NavigationControllerTest shows).
            if stack.isEmpty {
                if !nav.isTransitioning { p.after = { nav.viewControllers.isEmpty ? nil : "setViewControllers([]): the stack is not empty" } }
                break
            }
            if nav.isTransitioning { break }
            if stack.contains(where: { $0 === nav || $0 is NavigationController || isAncestor($0, of: nav) || cannotMove($0, to: nav) })
                || Set(stack.map(ObjectIdentifier.init)).count != stack.count {
                refused(&p)
                break
            }
            p.after = { nav.viewControllers.elementsEqual(stack, by: ===) && stack.allSatisfy({ $0.parent === nav }) ? nil : "setViewControllers: the stack is not the one set" }
        case let .setTabControllers(tabHandle, list):
            guard let tabBar = c(tabHandle) as? TabBarController else { break }
            let controllers = list.map(c)
            if controllers.contains(where: { $0 === tabBar || isAncestor($0, of: tabBar) || cannotMove($0, to: tabBar) })
                || Set(controllers.map(ObjectIdentifier.init)).count != controllers.count {
                refused(&p)
                break
            }
            p.after = {
                guard (tabBar.viewControllers ?? []).elementsEqual(controllers, by: ===) else { return "viewControllers: not the ones set" }
                guard controllers.allSatisfy({ $0.parent === tabBar }) else { return "viewControllers: a tab's parent is not the tab bar controller" }
                let selected = tabBar.selectedViewController
                return controllers.isEmpty ? (selected == nil ? nil : "viewControllers = []: a controller is still selected")
                    : (controllers.contains { $0 === selected } ? nil : "viewControllers: the selected controller is not a tab")
            }
        case let .setTabs(tabHandle, list):
            guard let tabBar = c(tabHandle) as? TabBarController else { break }
            if Set(list).count != list.count { refused(&p, .invalidValue); break }
            if list.contains(where: { c($0) === tabBar || isAncestor(c($0), of: tabBar) }) {
                p.expectation.expect(.viewController, required: true)
            }
            p.after = { tabBar.tabs.map(\.identifier) == list.map { "t\($0)" } ? nil : "tabs: \(tabBar.tabs.map(\.identifier)), not the ones set" }
        case let .selectIndex(tabHandle, i):
            guard let tabBar = c(tabHandle) as? TabBarController else { break }
            if !tabBar.children.indices.contains(i) { refused(&p, .indexOutOfRange); break }
            p.after = { tabBar.selectedIndex == i ? nil : "selectedIndex = \(i): it reads \(tabBar.selectedIndex)" }
        case let .selectTab(tabHandle, h):
            guard let tabBar = c(tabHandle) as? TabBarController else { break }
            guard let tab = tabBar.tab(forIdentifier: "t\(h)") else { refused(&p); break }
            if tab.isHidden { refused(&p); break }
            if tab.viewController == nil || tab.viewController?.parent !== tabBar { break }
            p.after = { tabBar.selectedTab === tab ? nil : "selectedTab: not the tab selected" }
        case let .removeSelectedTab(tabHandle):
            guard let tabBar = c(tabHandle) as? TabBarController else { break }
            p.after = {
                guard let selected = tabBar.selectedViewController else { return nil }
                return tabBar.children.contains { $0 === selected } ? nil : "the selected controller is not a tab"
            }
        case let .list(h, change):
            if case let .batch(_, _, valid, _) = change, !valid { p.expectation.expect(.invalidValue, required: true) }
            if case .batch = change, !(c(h) is FuzzController) { break }
            if case let .edit(edit) = change, let controller = c(h) as? FuzzController { prepareTableEdit(edit, controller, &p) }
        case .splitColumn, .splitControllers, .splitShow, .splitSizeClass, .pageSet, .pageBook, .pageSwipe:
            prepareSplitOrPage(op, &p, c)
        }
        return p
    }

    // MARK: Performing

    func perform(_ op: FuzzControllerOperation, world: Simulation) {
        lastOperationTime = world.now
        let c = { (h: FuzzHandle) in self.strong[h]! }
        switch op {
        case let .make(h, kind):
            let recorder = AppearanceRecorder(name: FuzzControllerOperation.name(h))
            let controller: ViewController
            switch kind {
            case .plain, .collection, .table: controller = FuzzController(kind: kind, recorder: recorder)
            case .navigation: controller = FuzzNavigationController(recorder: recorder)
            case .tabBar: controller = FuzzTabBarController(recorder: recorder)
            case .split: controller = FuzzSplitController(style: .unspecified, recorder: recorder)
            case .splitColumns: controller = FuzzSplitController(style: .doubleColumn, recorder: recorder)
            case .splitTriple: controller = FuzzSplitController(style: .tripleColumn, recorder: recorder)
            case .pageScroll, .pageCurl, .pageCurlMid: controller = FuzzPageController(kind: kind, recorder: recorder)
            }
            strong[h] = controller
            weakControllers[h] = WeakObject(controller)
            recorders[h] = recorder
        case let .setRoot(w, h):
            // Only a controller in no other place becomes a root (what UIKit does with a controller that is already
            // another window's root, a child or presented is undocumented): otherwise nothing is done.
            if let h, !isUnplaced(c(h)) { return }
            windows[w].rootViewController = h.map(c)
        case let .addChild(parentHandle, childHandle):
            let parent = c(parentHandle), child = c(childHandle)
            let already = child.parent === parent
            parent.addChild(child)
            guard !already, child.parent === parent else { return }
            let view: View = parent.view
            let windowBefore = child.viewIfLoaded?.window
            view.addSubview(child.view)
            if let windowBefore, child.view.window === windowBefore, let recorder = recorders[childHandle],
               recorder.state == .disappeared {
                movedWithinWindow[childHandle] = (ObjectIdentifier(windowBefore), recorder.appearanceCallbacks)
            }
            child.didMove(toParent: parent)
        case let .removeChild(h):
            let child = c(h)
            // A navigation or tab bar controller's children leave through its own calls (pop, setViewControllers,
            // tabs), not by hand: not fuzzed.
            if Self.isContainer(child.parent) { return }
            guard child.parent != nil else { return child.removeFromParent() }
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        case let .present(presenter, presented, animated):
            c(presenter).present(c(presented), animated: animated)
        case let .dismiss(h, animated):
            c(h).dismiss(animated: animated)
        case let .push(nav, h, animated):
            (c(nav) as? NavigationController)?.pushViewController(c(h), animated: animated)
        case let .pop(nav, toRoot, animated):
            guard let nav = c(nav) as? NavigationController else { return }
            if toRoot { nav.popToRootViewController(animated: animated) } else { nav.popViewController(animated: animated) }
        case let .setStack(nav, list, animated):
            (c(nav) as? NavigationController)?.setViewControllers(list.map(c), animated: animated)
        case let .setTabControllers(t, list):
            (c(t) as? TabBarController)?.viewControllers = list.map(c)
        case let .selectIndex(t, i):
            (c(t) as? TabBarController)?.selectedIndex = i
        case let .setTabs(t, list):
            guard let tabBar = c(t) as? TabBarController else { return }
            let tabs = list.map { h -> Tab in
                let controller = c(h)
                return Tab(title: "t\(h)", image: nil, identifier: "t\(h)") { _ in controller }
            }
            for tab in tabs { weakOthers.append(("tab \(tab.identifier)", WeakObject(tab))) }
            tabBar.tabs = tabs
        case let .selectTab(t, h):
            guard let tabBar = c(t) as? TabBarController else { return }
            // A tab of no tab bar controller when the identifier names none (refused).
            tabBar.selectedTab = tabBar.tab(forIdentifier: "t\(h)") ?? Tab(title: "foreign", image: nil, identifier: "t\(h)")
        case let .removeSelectedTab(t):
            guard let tabBar = c(t) as? TabBarController else { return }
            let selected = tabBar.selectedViewController
            if !tabBar.tabs.isEmpty {
                tabBar.tabs = tabBar.tabs.filter { $0.viewController !== selected || selected == nil }
            } else if let controllers = tabBar.viewControllers {
                tabBar.viewControllers = controllers.filter { $0 !== selected }
            }
        case let .list(h, change):
            guard let controller = c(h) as? FuzzController, controller.kind.isList else { return }
            controller.loadViewIfNeeded()
            let source = controller.source
            switch change {
            case let .reload(data):
                source.data = data
                (controller.list as? CollectionView)?.reloadData()
                (controller.list as? TableView)?.reloadData()
            case let .scroll(y, animated):
                controller.list?.setContentOffset(CGPoint(x: 0, y: y), animated: animated)
            case let .edit(edit):
                performTableEdit(edit, controller)
            case let .batch(edits, data, _, _):
                if let cv = controller.list as? CollectionView {
                    cv.performBatchUpdates({
                        source.data = data
                        for edit in edits {
                            switch edit {
                            case let .insertItems(p): cv.insertItems(at: p.map(\.indexPath))
                            case let .deleteItems(p): cv.deleteItems(at: p.map(\.indexPath))
                            case let .moveItem(a, b): cv.moveItem(at: a.indexPath, to: b.indexPath)
                            case let .insertSections(s): cv.insertSections(IndexSet(s))
                            case let .deleteSections(s): cv.deleteSections(IndexSet(s))
                            case let .moveSection(a, b): cv.moveSection(a, toSection: b)
                            }
                        }
                    }, completion: nil)
                } else if let tv = controller.list as? TableView {
                    tv.performBatchUpdates({
                        source.data = data
                        for edit in edits {
                            switch edit {
                            case let .insertItems(p): tv.insertRows(at: p.map(\.indexPath), with: .automatic)
                            case let .deleteItems(p): tv.deleteRows(at: p.map(\.indexPath), with: .automatic)
                            case let .moveItem(a, b): tv.moveRow(at: a.indexPath, to: b.indexPath)
                            case let .insertSections(s): tv.insertSections(IndexSet(s), with: .automatic)
                            case let .deleteSections(s): tv.deleteSections(IndexSet(s), with: .automatic)
                            case let .moveSection(a, b): tv.moveSection(a, toSection: b)
                            }
                        }
                    }, completion: nil)
                }
            }
            if let list = controller.list { weakOthers.append(("list of \(FuzzControllerOperation.name(h))", WeakObject(list))) }
        case .splitColumn, .splitControllers, .splitShow, .splitSizeClass, .pageSet, .pageBook, .pageSwipe:
            performSplitOrPage(op, c)
        case let .release(h):
            strong[h] = nil
        }
    }

    // MARK: Checks

    /// Checks every controller alive; throws the first broken invariant.
    func check(world: Simulation) throws(FuzzFailure) {
        guard used else { return }
        let names = names()
        let alive = alive()
        let n = { (c: ViewController?) in self.name(c, names) }
        for (h, recorder) in recorders.sorted(by: { $0.key < $1.key }) {
            if let v = recorder.violation { throw FuzzFailure(invariant: "controller-callbacks", message: v) }
            if let source = (weakControllers[h]?.object as? FuzzController)?.source, let v = source.violation {
                throw FuzzFailure(invariant: "list-cells", message: "\(FuzzControllerOperation.name(h)): \(v)")
            }
        }
        for (h, c) in alive {
            let me = FuzzControllerOperation.name(h)
            // Containment links agree.
            var seen = Set<ObjectIdentifier>()
            for child in c.children {
                guard seen.insert(ObjectIdentifier(child)).inserted else {
                    throw FuzzFailure(invariant: "controller-links", message: "\(me) lists \(n(child)) twice among its children")
                }
                guard child.parent === c else {
                    throw FuzzFailure(invariant: "controller-links", message: "\(me) lists \(n(child)) as a child, whose parent is \(n(child.parent))")
                }
            }
            // A navigation controller takes popped controllers out of its stack at once and lets them go
            // (`removeFromParent`) when the transition ends, as UIKit does.
            if let parent = c.parent, !parent.children.contains(where: { $0 === c }),
               !((parent as? NavigationController)?.isTransitioning ?? false) {
                throw FuzzFailure(invariant: "controller-links", message: "\(me)'s parent \(n(parent)) does not list it as a child")
            }
            var ancestor = c.parent
            var steps = 0
            while let a = ancestor {
                steps += 1
                guard a !== c, steps < 100 else {
                    throw FuzzFailure(invariant: "controller-links", message: "\(me) is its own ancestor (a containment cycle)")
                }
                ancestor = a.parent
            }
            // Presentation links agree.
            if let presented = c.presentedViewController {
                guard presented.presentingViewController === c, presented.parent == nil else {
                    throw FuzzFailure(invariant: "controller-links", message: "\(me) presents \(n(presented)), whose presenter is \(n(presented.presentingViewController)) and parent \(n(presented.parent))")
                }
            }
            var chain = c.presentedViewController
            steps = 0
            while let next = chain {
                steps += 1
                guard next !== c, steps < 100 else {
                    throw FuzzFailure(invariant: "controller-links", message: "\(me) presents itself through a chain of presentations (a cycle)")
                }
                chain = next.presentedViewController
            }
            // At most one place: a window's root, a child, or presented.
            let presentedBy = alive.filter { $0.1.presentedViewController === c }.map(\.0)
            // (A window's root pushed or added as a child elsewhere keeps being the window's root, as in UIKit, whose
            // hierarchy check looks at the view's superview: a window is no controller's view. Not counted.)
            let places = (c.parent.map { ["child of \(n($0))"] } ?? []) + presentedBy.map { "presented by \(FuzzControllerOperation.name($0))" }
            if places.count > 1 {
                throw FuzzFailure(invariant: "controller-place", message: "\(me) is in \(places.count) places: \(places.joined(separator: ", "))")
            }
            if let tabBar = c as? TabBarController {
                if let selected = tabBar.selectedViewController, !tabBar.children.contains(where: { $0 === selected }) {
                    throw FuzzFailure(invariant: "controller-links", message: "\(me) selects \(n(selected)), which is not one of its tabs")
                }
                for tab in tabBar.tabs where !tab.isHidden {
                    if let shown = tab.viewController, shown.parent !== tabBar {
                        throw FuzzFailure(invariant: "controller-links", message: "\(me)'s tab \"\(tab.identifier)\" shows \(n(shown)), whose parent is \(n(shown.parent))")
                    }
                }
            }
            if let controller = c as? FuzzController { try checkList(controller, name: me) }
            try checkSplitOrPage(c, name: me, n: n)
        }
        try checkQuiescent(world: world, alive: alive, n: n)
    }

    /// A list's visible cells show the data source's items at their index paths.
    private func checkList(_ controller: FuzzController, name: String) throws(FuzzFailure) {
        let data = controller.source.data
        func item(_ path: TableIndexPath) -> Int? {
            data.indices.contains(path.section) && data[path.section].indices.contains(path.item) ? data[path.section][path.item] : nil
        }
        if let cv = controller.list as? CollectionView {
            for path in cv.indexPathsForVisibleItems {
                guard let expected = item(path) else {
                    throw FuzzFailure(invariant: "list-cells", message: "\(name): a cell is shown at \(path), outside the data \(data.map(\.count))")
                }
                guard let cell = cv.cellForItem(at: path), cell.tag == expected else {
                    throw FuzzFailure(invariant: "list-cells", message: "\(name): the cell at \(path) shows item \(cv.cellForItem(at: path)?.tag ?? -1), the data has \(expected)")
                }
                guard cell.superview === cv else {
                    throw FuzzFailure(invariant: "list-cells", message: "\(name): the visible cell at \(path) is not in the collection view")
                }
            }
        } else if let tv = controller.list as? TableView {
            try checkTableEditing(tv, controller.source, name: name)
            for cell in tv.visibleCells {
                guard let path = tv.indexPath(for: cell), let expected = item(path) else {
                    throw FuzzFailure(invariant: "list-cells", message: "\(name): a visible cell has no index path in the data \(data.map(\.count))")
                }
                guard cell.tag == expected else {
                    throw FuzzFailure(invariant: "list-cells", message: "\(name): the cell at \(path) shows item \(cell.tag), the data has \(expected)")
                }
            }
        }
    }

    /// Once nothing is in transition and the clock ran 1.5 s past the last controller operation: each controller has
    /// appeared exactly when its view is in a visible window, owes no `didMove(toParent:)`, and each view in a window
    /// is there for a reason.
    private func checkQuiescent(world: Simulation, alive: [(FuzzHandle, ViewController)],
                                n: (ViewController?) -> String) throws(FuzzFailure) {
        guard world.now >= lastOperationTime + 1.5 else { return }
        for (_, c) in alive {
            if c.transitionCoordinator != nil || c.isBeingPresented || c.isBeingDismissed { return }
            if let nav = c as? NavigationController, nav.isTransitioning { return }
        }
        for (h, c) in alive {
            let me = FuzzControllerOperation.name(h)
            guard let recorder = recorders[h] else { continue }
            if let parent = c.parent, recorder.owesDidMove(to: parent) {
                throw FuzzFailure(invariant: "controller-callbacks", message: "\(me) heard willMove(toParent: \(n(parent))) but never didMove")
            }
            let window = c.viewIfLoaded?.window
            let onScreen = window.map { !$0.isHidden } ?? false
            let appeared = recorder.state == .appeared
            var stranded = false
            if let strandedIn = movedWithinWindow[h] {
                stranded = recorder.appearanceCallbacks == strandedIn.callbacks
                    && window.map(ObjectIdentifier.init) == strandedIn.window
                if !stranded { movedWithinWindow[h] = nil }
            }
            if onScreen != appeared, !stranded {
                throw FuzzFailure(invariant: "controller-appearance", message: "\(me) is \(recorder.state.rawValue) but its view is \(onScreen ? "in a visible window" : "in no visible window") (parent \(n(c.parent)), presenter \(n(c.presentingViewController)))")
            }
            try checkQuiescentSplitOrPage(c, name: me, n: n)
            guard let window, let view = c.viewIfLoaded else { continue }
            // A presentation whose presenter went (its window's root replaced while presenting) stays on screen in its
            // container, as UIKit's transition view does: its view's superview is no controller's view.
            let controllerViews = Set(alive.compactMap { $0.1.viewIfLoaded.map(ObjectIdentifier.init) })
            let orphanedPresentation = c.parent == nil && view.superview !== window
                && !(view.superview.map { controllerViews.contains(ObjectIdentifier($0)) } ?? true)
            let reason = window.rootViewController === c
                || (c.parent.map { p in p.viewIfLoaded.map { view.isDescendant(of: $0) } ?? false } ?? false)
                || (c.parent == nil && c.presentingViewController != nil) || orphanedPresentation
            if !reason {
                throw FuzzFailure(invariant: "controller-place", message: "\(me)'s view is in a window, but it is not the window's root, nor in its parent's view, nor presented (parent \(n(c.parent)))")
            }
        }
    }

    /// Drops every reference; returns what is still alive.
    func tearDown() -> String? {
        strong = [:]
        windows = []
        for (h, ref) in weakControllers.sorted(by: { $0.key < $1.key }) where ref.object != nil {
            return "\(FuzzControllerOperation.name(h)) (\(type(of: ref.object!))) is still alive after every reference was dropped"
        }
        for (name, ref) in weakOthers where ref.object != nil {
            return "\(name) is still alive after every reference was dropped"
        }
        return nil
    }
}
