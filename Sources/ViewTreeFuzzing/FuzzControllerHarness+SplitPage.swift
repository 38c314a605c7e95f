import Foundation
import ViewTree

// The session's side of the split view controller, page view controller and table editing steps: what each call must
// do from the state before it (UIKit's rules), performing it, and the checks after every step and at rest.
extension ControllerHarness {
    // MARK: Prediction

    /// What a split or page view controller step must do.
    func prepareSplitOrPage(_ op: FuzzControllerOperation, _ p: inout Prediction, _ c: (FuzzHandle) -> ViewController) {
        switch op {
        case let .splitColumn(s, raw, h):
            guard let split = c(s) as? SplitViewController, let column = SplitViewController.Column(rawValue: raw) else { return }
            // A classic split view controller has only the primary and secondary columns.
            if split.style == .unspecified, column == .supplementary || column == .compact { return refused(&p) }
            guard let h else {
                p.after = { split.viewController(for: column) == nil ? nil : "setViewController(nil, for: .\(column)): the column still has a controller" }
                return
            }
            let child = c(h)
            // The same rules as for any container: not itself nor an ancestor, not a presented controller, nor another
            // tab bar controller's tab.
            if child === split || isAncestor(child, of: split) || cannotMove(child, to: split) { return refused(&p) }
            p.after = {
                if split.style == .unspecified {
                    // `viewController(for:)` does not apply to a classic split view controller (Apple's documentation);
                    // collapsed (or collapsing on the layout this call ran), its secondary goes to the primary.
                    guard !split.isCollapsed else { return nil }
                    return split.viewControllers.contains(where: { $0 === child }) && child.parent === split
                        ? nil : "setViewController(_:for: .\(column)) of a classic split view controller: the controller is not one of its viewControllers"
                }
                let shown = split.viewController(for: column)
                let nav = child as? NavigationController
                guard shown === child || (nav != nil && shown === nav?.viewControllers.first) else {
                    return "setViewController(_:for: .\(column)): viewController(for:) is \(shown?.libraryDescription ?? "nil"), not the controller set"
                }
                // Column style wraps a controller that is no navigation controller in one (not the compact column).
                let installed = split.style != .unspecified && column != .compact && nav == nil ? child.parent : child
                guard let installed, installed.parent === split, split.children.contains(where: { $0 === installed }) else {
                    return "setViewController(_:for: .\(column)): the column's controller is not a child of the split view controller (parent \(child.parent?.libraryDescription ?? "nil"))"
                }
                return nil
            }
        case let .splitControllers(s, list):
            guard let split = c(s) as? SplitViewController else { return }
            let controllers = list.map(c)
            if controllers.count > 2 || Set(controllers.map(ObjectIdentifier.init)).count != controllers.count
                || controllers.contains(where: { $0 === split || isAncestor($0, of: split) || cannotMove($0, to: split) }) {
                return refused(&p)
            }
            guard split.style == .unspecified else { return }
            let wasCollapsed = split.isCollapsed
            p.after = {
                // Collapsed (or collapsing on the layout this call ran), the secondary goes to the primary (UIKit's
                // viewControllers then holds the primary alone): a navigation controller pushes it, a plain
                // controller lets it go ("UIViewController's implementation of this method does nothing").
                let expected = split.isCollapsed ? Array(controllers.prefix(1)) : controllers
                guard expected.allSatisfy({ $0.parent === split }) else { return "viewControllers = …: a controller set is not a child of the split view controller" }
                // Expanding on the layout this call ran (collapsed in a window it has left), a split view controller
                // given a primary alone asks it for a secondary (`separateSecondaryViewController(for:)`).
                let separated = wasCollapsed && !split.isCollapsed && controllers.count == 1 && split.viewControllers.count == 2
                guard split.isCollapsed || split.viewControllers.elementsEqual(expected, by: ===)
                    || (separated && split.viewControllers.first === controllers[0]) else {
                    return "viewControllers = …: it reads \(split.viewControllers.count) controllers, not the ones set"
                }
                return nil
            }
        case let .splitShow(s, raw, _):
            guard let split = c(s) as? SplitViewController, let column = SplitViewController.Column(rawValue: raw) else { return }
            // A classic split view controller has no columns to show or hide; a double-column one no supplementary.
            if split.style == .unspecified || (column == .supplementary && split.style != .tripleColumn) {
                return refused(&p, .invalidValue)
            }
        case .splitSizeClass:
            break
        case let .pageSet(h, list, _, animated):
            guard let page = c(h) as? PageViewController else { return }
            let pages = list.map(c)
            // Its own empty list again, without animation: accepted, nothing changes (Xamarin's device-run
            // PageViewControllerTest.SetViewControllers).
            if pages.isEmpty, page.viewControllers?.isEmpty ?? true, !animated {
                p.after = { page.viewControllers?.isEmpty ?? true ? nil : "setViewControllers([]): pages appeared" }
                return
            }
            let required = page.spineLocation == .mid ? 2 : 1
            // UIKit raises: "The number of view controllers provided (N) doesn't match the number required (R) for the
            // requested transition"; a page cannot be the page view controller, its ancestor, a presented controller.
            if pages.count != required || Set(pages.map(ObjectIdentifier.init)).count != pages.count
                || pages.contains(where: { $0 === page || isAncestor($0, of: page) || cannotMove($0, to: page) }) {
                return refused(&p)
            }
            p.after = {
                guard (page.viewControllers ?? []).elementsEqual(pages, by: ===) else { return "setViewControllers: the pages are not the ones set" }
                guard pages.allSatisfy({ $0.parent === page }) else {
                    return "setViewControllers: a page's parent is \(pages.first { $0.parent !== page }?.parent?.libraryDescription ?? "nil"), not the page view controller"
                }
                return nil
            }
        case .pageSwipe:
            // No finger can touch a page while an ancestor ignores touches (a transition under way, say): the drag
            // is refused with `.invalidValue`.
            p.expectation.allowed.insert(.invalidValue)
        case .pageBook:
            break
        default:
            break
        }
    }

    /// What a table edit must do: the data after it (UIKit's rules, from the data and editing mode before), the
    /// diagnostics a row or destination the table does not have must record, the editing mode after.
    func prepareTableEdit(_ edit: FuzzTableEdit, _ controller: FuzzController, _ p: inout Prediction) {
        guard controller.kind == .table else { return }
        controller.loadViewIfNeeded()
        guard let table = controller.list as? TableView else { return }
        let source = controller.source
        let data = source.data, editing = table.isEditing
        var expected = ControllerModel.dataAfter(edit, data: data, editing: editing)
        var editingAfter = editing
        switch edit {
        case let .setEditing(e, _):
            editingAfter = e
        case let .swipeDelete(path, forgets):
            if !ControllerModel.hasRow(data, path) { p.expectation.expect(.indexOutOfRange, required: true) }
            // The data source deleted a row it still counts: UIKit raises "Invalid update: invalid number of rows".
            else if forgets && !editing { p.expectation.expect(.invalidValue, required: true) }
        case let .swipeAction(path, _, _):
            if !ControllerModel.hasRow(data, path) { p.expectation.expect(.indexOutOfRange, required: true) }
        case let .reorder(from, to):
            // The step lays the table out and scrolls the row to the middle: it is then on screen unless the table
            // has no height, and a row not shown has no control to touch (refused, nothing moves). Only the height
            // counts: a table finds its visible rows along its height alone, so a table 0 pt wide still shows cells
            // (seed 480, `ios11`: a 0 × 205 table moved its row where the model, asking `bounds.isEmpty`, expected
            // nothing to move).
            table.layoutIfNeeded()
            if !ControllerModel.hasRow(data, from) || !ControllerModel.isMoveDestination(data, from: from, to: to) {
                p.expectation.expect(.indexOutOfRange, required: true)
            } else if !(table.bounds.height > 0) {
                p.expectation.expect(.indexOutOfRange, required: true)
                expected = data
            }
        }
        p.after = {
            guard source.data == expected else {
                return "\(edit.swiftLine("list")): the data is \(source.data), UIKit's rules give \(expected)"
            }
            guard table.isEditing == editingAfter else { return "\(edit.swiftLine("list")): isEditing is \(table.isEditing), \(editingAfter) expected" }
            let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            guard counts == expected.map(\.count) else { return "\(edit.swiftLine("list")): the table has rows \(counts), the data \(expected.map(\.count))" }
            return nil
        }
    }

    // MARK: Performing

    func performSplitOrPage(_ op: FuzzControllerOperation, _ c: (FuzzHandle) -> ViewController) {
        switch op {
        case let .splitColumn(s, raw, h):
            guard let split = c(s) as? SplitViewController, let column = SplitViewController.Column(rawValue: raw) else { return }
            split.setViewController(h.map(c), for: column)
            for wrapper in split.children where wrapper is NavigationController {
                weakOthers.append(("navigation controller of a column of \(FuzzControllerOperation.name(s))", WeakObject(wrapper)))
            }
        case let .splitControllers(s, list):
            (c(s) as? SplitViewController)?.viewControllers = list.map(c)
        case let .splitShow(s, raw, show):
            guard let split = c(s) as? SplitViewController, let column = SplitViewController.Column(rawValue: raw) else { return }
            if show { split.show(column) } else { split.hide(column) }
        case let .splitSizeClass(s, regular):
            guard let split = c(s) as? SplitViewController else { return }
            if let regular {
                split.traitOverrides.horizontalSizeClass = regular ? .regular : .compact
            } else {
                split.traitOverrides.remove(TraitHorizontalSizeClass.self)
            }
        case let .pageSet(h, list, forward, animated):
            (c(h) as? PageViewController)?.setViewControllers(list.map(c), direction: forward ? .forward : .reverse, animated: animated)
        case let .pageBook(h, list):
            (c(h) as? FuzzPageController)?.source.book = list.map { WeakObject(c($0)) }
        case let .pageSwipe(h, forward, complete):
            guard let page = c(h) as? FuzzPageController, let scrollView = page.pagingScrollView else { return }
            let w = scrollView.bounds.width, y = scrollView.bounds.height / 2
            // A fast swipe across most of the page turns it; a short slow one falls back.
            let (from, to, duration) = complete ? (w * 0.9, w * 0.1, 0.15) : (w * 0.6, w * 0.45, 1.0)
            scrollView.drag(from: CGPoint(x: forward ? from : w - from, y: y), to: CGPoint(x: forward ? to : w - to, y: y), duration: duration)
        default:
            break
        }
    }

    func performTableEdit(_ edit: FuzzTableEdit, _ controller: FuzzController) {
        guard let table = controller.list as? TableView else { return }
        let source = controller.source
        switch edit {
        case let .setEditing(e, animated):
            table.setEditing(e, animated: animated)
        case let .swipeDelete(path, forgets):
            source.forgetsDeletion = forgets
            table.swipeToDelete(rowAt: path.indexPath)
            source.forgetsDeletion = false
        case let .swipeAction(path, leading, index):
            table.performSwipeAction(at: index, forRowAt: path.indexPath, edge: leading ? .leading : .trailing)
        case let .reorder(from, to):
            // The user can only touch the reordering control of a row on screen: the row is scrolled into view first,
            // in the table as laid out (its pending layout can resize it, which would leave the row off screen).
            if ControllerModel.hasRow(source.data, from) {
                table.layoutIfNeeded()
                table.scrollToRow(at: from.indexPath, at: .middle, animated: false)
                table.layoutIfNeeded()
            }
            table.dragReorderControl(forRowAt: from.indexPath, to: to.indexPath)
        }
    }

    // MARK: Checks

    /// After every step: a split view controller's columns and a page view controller's pages are its children.
    func checkSplitOrPage(_ c: ViewController, name me: String, n: (ViewController?) -> String) throws(FuzzFailure) {
        if let split = c as? SplitViewController {
            for column in split.viewControllers where column.parent !== split {
                throw FuzzFailure(invariant: "controller-links", message: "\(me) lists \(n(column)) as a column, whose parent is \(n(column.parent))")
            }
        }
        // Column style tells its delegate of each collapse and expansion, alternating, starting expanded.
        if let split = c as? FuzzSplitController, split.style != .unspecified {
            let delegate = split.splitDelegate
            guard delegate.collapses - delegate.expansions == (split.isCollapsed ? 1 : 0) else {
                throw FuzzFailure(invariant: "controller-callbacks", message: "\(me) is \(split.isCollapsed ? "collapsed" : "expanded") after its delegate heard \(delegate.collapses) collapses and \(delegate.expansions) expansions")
            }
        }
        // No pages (an empty list, as UIKit's before any are set) or as many as the spine takes.
        if let page = c as? PageViewController, let pages = page.viewControllers, !pages.isEmpty {
            let required = page.spineLocation == .mid ? 2 : 1
            guard pages.count == required else {
                throw FuzzFailure(invariant: "controller-links", message: "\(me) shows \(pages.count) pages, its spine takes \(required)")
            }
            for shown in pages where shown.parent !== page {
                throw FuzzFailure(invariant: "controller-links", message: "\(me) shows \(n(shown)) as a page, whose parent is \(n(shown.parent))")
            }
        }
        if let page = c as? FuzzPageController, page.source.transitionsFinished > page.source.transitionsBegun {
            throw FuzzFailure(invariant: "controller-callbacks", message: "\(me)'s delegate heard didFinishAnimating \(page.source.transitionsFinished) times after willTransitionTo \(page.source.transitionsBegun) times")
        }
    }

    /// A table's editing: each shown cell is in editing mode exactly when the table is (every row of the fuzzer's
    /// data source can be edited; the swipes close before the call returns), and each swipe that opened closed.
    func checkTableEditing(_ table: TableView, _ source: FuzzListSource, name: String) throws(FuzzFailure) {
        guard source.swipesBegun == source.swipesEnded else {
            throw FuzzFailure(invariant: "table-editing", message: "\(name): willBeginEditingRowAt heard \(source.swipesBegun) times, didEndEditingRowAt \(source.swipesEnded) times")
        }
        for cell in table.visibleCells where cell.isEditing != table.isEditing {
            throw FuzzFailure(invariant: "table-editing", message: "\(name): the table is \(table.isEditing ? "" : "not ")editing, but the cell at \(table.indexPath(for: cell).map { "\($0)" } ?? "?") is \(cell.isEditing ? "" : "not ")")
        }
    }

    /// At rest: a split view controller in a visible window is collapsed exactly in a compact width and then shows
    /// one controller; a page view controller's pages are in its view.
    func checkQuiescentSplitOrPage(_ c: ViewController, name me: String, n: (ViewController?) -> String) throws(FuzzFailure) {
        if let split = c as? SplitViewController, let view = split.viewIfLoaded, let window = view.window, !window.isHidden {
            let compact = view.traitCollection.horizontalSizeClass == .compact
            guard split.isCollapsed == compact else {
                throw FuzzFailure(invariant: "split-collapse", message: "\(me) is \(split.isCollapsed ? "collapsed" : "expanded") in a \(compact ? "compact" : "regular") width")
            }
            let shown = split.children.filter { $0.viewIfLoaded?.superview === view }
            if split.isCollapsed, shown.count > 1 {
                throw FuzzFailure(invariant: "split-collapse", message: "\(me) is collapsed but shows \(shown.count) controllers: \(shown.map(n))")
            }
        }
        if let page = c as? PageViewController, let view = page.viewIfLoaded {
            for shown in page.viewControllers ?? [] where !(shown.viewIfLoaded?.isDescendant(of: view) ?? false) {
                throw FuzzFailure(invariant: "controller-place", message: "\(me) shows \(n(shown)) as a page, but its view is not in the page view controller's view")
            }
        }
    }
}
