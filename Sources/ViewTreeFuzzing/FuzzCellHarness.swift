import Foundation
import ViewTree

/// The `cells` entry's objects and predictions (held by `FuzzCollections`).
struct FuzzCellState {
    var tables: [Int: FuzzEditTable] = [:]
    var grids: [Int: FuzzGrid] = [:]
    let log = FuzzCallbackLog()
    /// The grids whose interactive movement began (and has not ended or been cancelled since).
    var moving: Set<Int> = []
    /// The grids whose movement a step may have ended without saying so (a tap whose delegate reloads or deletes: a
    /// reload cancels the movement, ours).
    var movingUnknown: Set<Int> = []
}

extension FuzzCollections {
    func cellCanRun(_ step: FuzzCellStep) -> Bool {
        switch step {
        case let .makeTable(id): cellState.tables[id] == nil
        case let .makeGrid(id): cellState.grids[id] == nil
        case let .tap(target, _, _), let .delegate(target, _, _, _), let .cellSource(target, _), let .scroll(target, _), let .attach(target):
            exists(target)
        case let .setEditing(t, _, _), let .batch(t, _, _, _), let .swipeDelete(t, _), let .swipeAction(t, _, _), let .reorder(t, _, _, _),
             let .editText(t, _):
            cellState.tables[t] != nil
        case let .move(g, _): cellState.grids[g] != nil
        }
    }

    private func exists(_ target: FuzzCellTarget) -> Bool {
        switch target {
        case let .table(id): cellState.tables[id] != nil
        case let .grid(id): cellState.grids[id] != nil
        }
    }

    private func view(_ target: FuzzCellTarget) -> ScrollView {
        switch target {
        case let .table(id): cellState.tables[id]!.view
        case let .grid(id): cellState.grids[id]!.view
        }
    }

    private func rows(_ target: FuzzCellTarget) -> FuzzRows {
        switch target {
        case let .table(id): cellState.tables[id]!.rows
        case let .grid(id): cellState.grids[id]!.rows
        }
    }

    // MARK: Predictions

    /// What a step of the entry may and must record.
    func prepareCell(_ step: FuzzCellStep) -> FuzzExpectation {
        var e = FuzzExpectation()
        switch step {
        case let .batch(t, change, edits, grouped):
            var data = cellState.tables[t]!.rows
            let before = data.sections.map(\.count)
            data.change(change)
            let after = data.sections.map(\.count)
            let shapes = edits.flatMap { edit -> [[Int]] in
                switch edit {
                case let .insert(p), let .delete(p), let .reload(p): [p]
                case let .move(a, b): [a, b]
                }
            }
            if shapes.contains(where: { $0.count != 2 || $0[0] < 0 || $0[1] < 0 }) {
                // "not a row's index path": the call is ignored before any update starts.
                e.expect(.invalidValue, required: true)
            } else if grouped {
                var delta = before.map { _ in 0 }
                func add(_ p: [Int], _ d: Int) { if p[0] < delta.count { delta[p[0]] += d } }
                for edit in edits {
                    switch edit {
                    case let .insert(p): add(p, 1)
                    case let .delete(p): add(p, -1)
                    case let .move(a, b): add(a, -1); add(b, 1)
                    case .reload: break
                    }
                }
                // "Invalid update: invalid number of rows in section …" (UIKit raises; ViewTree reports and reloads).
                if zip(before, delta).map(+) != after { e.expect(.invalidValue, required: true) }
            }
            e.expect(.indexOutOfRange, required: false)
        case let .move(g, phase) where cellState.movingUnknown.contains(g):
            // Whether a movement is in progress is not known: either answer is right.
            e.expect(.invalidValue, required: false)
            e.expect(.indexOutOfRange, required: false)
            if case .update = phase { e.expect(.nonFiniteGeometry, required: false) }
        case let .move(g, phase):
            let moving = cellState.moving.contains(g)
            switch phase {
            case let .begin(p):
                if moving { e.expect(.invalidValue, required: true) } else if !cellState.grids[g]!.rows.has(p) { e.expect(.indexOutOfRange, required: true) }
            case let .update(x, y):
                if !moving { e.expect(.invalidValue, required: true) } else if !x.isFinite || !y.isFinite { e.expect(.nonFiniteGeometry, required: true) }
                e.expect(.indexOutOfRange, required: false)
            case .end, .cancel:
                if !moving { e.expect(.invalidValue, required: true) }
            }
            if !(moving && phase == .end) {
                // Only an end moves anything: a refused call, a begin, an update or a cancel leaves the data and the cells.
                refused("g\(g)'s items and cells") { [weak self] in self?.describeGrid(g) ?? "" }
            }
        case let .scroll(target, y) where !y.isFinite:
            e.expect(.nonFiniteGeometry, required: true)
            refused("\(target.name).contentOffset") { [weak self] in self.map { "\($0.view(target).contentOffset)" } ?? "" }
        case let .tap(_, _, point?) where !point.allSatisfy(\.isFinite):
            // A finger at a point that is not one is refused by the window; nothing is touched.
            e.expect(.nonFiniteGeometry, required: true)
        case .tap:
            // A point that is no point is refused by the window; a delegate's redirect to no row, or an update that does not
            // match the data (from `didSelect…`), is refused too.
            e.expect(.nonFiniteGeometry, required: false)
            e.expect(.indexOutOfRange, required: false)
        case let .swipeDelete(t, p), let .swipeAction(t, p, _), let .reorder(t, p, _, _):
            if !cellState.tables[t]!.rows.has(p) {
                // "the table has no such row … nothing happened": the rows, cells and selection stay.
                e.expect(.indexOutOfRange, required: true)
                refused("e\(t)'s rows and cells") { [weak self] in self?.describeTable(t) ?? "" }
            }
            e.expect(.indexOutOfRange, required: false)
        default: break
        }
        // Any step may show cells from the data source, which may return cells that cannot be shown (refused), and
        // scrolling to huge offsets is clamped with a report.
        e.expect(.invalidValue, required: false)
        e.expect(.nonFiniteGeometry, required: false)
        return e
    }

    private func describeTable(_ t: Int) -> String {
        guard let table = cellState.tables[t] else { return "" }
        return "rows \(table.rows.sections), visible \(table.view.indexPathsForVisibleRows ?? []), selected \(table.view.indexPathsForSelectedRows ?? []), editing \(table.view.isEditing)"
    }

    private func describeGrid(_ g: Int) -> String {
        guard let grid = cellState.grids[g] else { return "" }
        return "rows \(grid.rows.sections), visible \(grid.view.indexPathsForVisibleItems), selected \(grid.view.indexPathsForSelectedItems ?? [])"
    }

    // MARK: Applying

    func performCell(_ step: FuzzCellStep, in kw: Window) {
        switch step {
        case let .makeTable(id):
            cellState.tables[id] = FuzzEditTable(in: kw, log: cellState.log)
        case let .makeGrid(id):
            cellState.grids[id] = FuzzGrid(in: kw, log: cellState.log)
        case let .tap(target, path, point):
            let shown = view(target)
            if case let .grid(g) = target, cellState.moving.contains(g) { cellState.movingUnknown.insert(g) }
            if shown.superview === kw { kw.bringSubviewToFront(shown) }
            kw.layoutIfNeeded()
            let location = point.map { CGPoint(x: $0[0], y: $0[1]) } ?? centre(of: path, in: target, window: kw)
            guard let world = kw.simulation else { return }
            let touch = Touch(at: location, in: kw, timestamp: world.now)
            kw.sendEvent(Event(touches: [touch], timestamp: world.now))
            // Lifted at once: the episode's clock is the model's, which a step of this family does not advance.
            touch.update(phase: .ended, timestamp: world.now)
            kw.sendEvent(Event(touches: [touch], timestamp: world.now))
        case let .delegate(.table(t), willSelect, highlight, onSelect):
            let table = cellState.tables[t]!
            table.willSelect = willSelect
            table.highlights = highlight
            table.onSelect = onSelect
        case let .delegate(.grid(g), _, highlight, onSelect):
            cellState.grids[g]!.highlights = highlight
            cellState.grids[g]!.onSelect = onSelect
        case let .cellSource(.table(t), source):
            let table = cellState.tables[t]!
            table.cellSource = source
            table.foreignCell = { [weak self, weak table] in
                self?.cellState.tables.values.first { $0 !== table && !$0.view.visibleCells.isEmpty }?.view.visibleCells.first
            }
            table.view.reloadData()
        case let .cellSource(.grid(g), source):
            let grid = cellState.grids[g]!
            grid.cellSource = source
            // `reloadData()` cancels an interactive movement (CollectionView.reloadData).
            cellState.moving.remove(g)
            cellState.movingUnknown.remove(g)
            grid.foreignCell = { [weak self, weak grid] in
                self?.cellState.grids.values.first { $0 !== grid && !$0.view.visibleCells.isEmpty }?.view.visibleCells.first
            }
            grid.view.reloadData()
        case let .setEditing(t, on, animated):
            cellState.tables[t]!.view.setEditing(on, animated: animated)
        case let .batch(t, change, edits, grouped):
            let table = cellState.tables[t]!
            let calls = {
                table.change(change)
                for edit in edits {
                    switch edit {
                    case let .insert(p): table.view.insertRows(at: [IndexPath(indexes: p)], with: .automatic)
                    case let .delete(p): table.view.deleteRows(at: [IndexPath(indexes: p)], with: .automatic)
                    case let .move(a, b): table.view.moveRow(at: IndexPath(indexes: a), to: IndexPath(indexes: b))
                    case let .reload(p): table.view.reloadRows(at: [IndexPath(indexes: p)], with: .automatic)
                    }
                }
            }
            if grouped { table.view.performBatchUpdates(calls) } else { calls() }
        case let .swipeDelete(t, path):
            _ = cellState.tables[t]!.view.swipeToDelete(rowAt: IndexPath(indexes: path))
        case let .swipeAction(t, path, index):
            _ = cellState.tables[t]!.view.performSwipeAction(at: index, forRowAt: IndexPath(indexes: path), edge: .trailing)
        case let .reorder(t, from, to, canMove):
            cellState.tables[t]!.canMove = canMove
            _ = cellState.tables[t]!.view.dragReorderControl(forRowAt: IndexPath(indexes: from), to: IndexPath(indexes: to))
        case let .move(g, phase):
            let grid = cellState.grids[g]!.view
            switch phase {
            case let .begin(p):
                // A refused begin leaves the movement as it was (in progress or not, known or not).
                if grid.beginInteractiveMovementForItem(at: IndexPath(indexes: p)) {
                    cellState.moving.insert(g)
                    cellState.movingUnknown.remove(g)
                }
            case let .update(x, y): grid.updateInteractiveMovementTargetPosition(CGPoint(x: x, y: y))
            case .end:
                grid.endInteractiveMovement()
                cellState.moving.remove(g)
                cellState.movingUnknown.remove(g)
            case .cancel:
                grid.cancelInteractiveMovement()
                cellState.moving.remove(g)
                cellState.movingUnknown.remove(g)
            }
        case let .editText(t, path):
            let table = cellState.tables[t]!
            guard table.rows.has(path), let cell = table.view.cellForRow(at: IndexPath(indexes: path)) else { break }
            _ = cell.contentView.subviews.first { $0 is TextField }?.becomeFirstResponder()
        case let .scroll(target, y):
            view(target).setContentOffset(CGPoint(x: 0, y: y), animated: false)
        case let .attach(target):
            let shown = view(target)
            if shown.superview == nil { kw.addSubview(shown) }
        }
        kw.layoutIfNeeded()
    }

    /// The centre of a row's or item's rect in the window (a corner of the view when the data has no such row).
    private func centre(of path: [Int], in target: FuzzCellTarget, window: Window) -> CGPoint {
        let shown = view(target)
        guard rows(target).has(path) else { return shown.convert(CGPoint(x: 5, y: 5), to: window) }
        let rect: CGRect = switch target {
        case let .table(t): cellState.tables[t]!.view.rectForRow(at: IndexPath(indexes: path))
        case let .grid(g): cellState.grids[g]!.view.layoutAttributesForItem(at: IndexPath(indexes: path))?.frame ?? .zero
        }
        return shown.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    }

    // MARK: Checks

    /// After every step: the delegates heard nothing out of order; every table and grid counts what its data holds,
    /// shows each of its rows at most once and only rows its data has, selects only rows it has, highlights nothing
    /// once the finger is up, and shows no cell that was not dequeued; the first responder is in the window, or none.
    func checkCells(world: Simulation) throws(FuzzFailure) {
        if let message = cellState.log.broken {
            cellState.log.broken = nil
            throw FuzzFailure(invariant: "cell-callbacks", message: message)
        }
        for id in cellState.tables.keys.sorted() {
            let table = cellState.tables[id]!, view = table.view, data = table.rows.sections
            let counts = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
            guard counts == data.map(\.count) else {
                throw FuzzFailure(invariant: "cell-counts", message: "e\(id) counts rows \(counts), its data source holds \(data.map(\.count))")
            }
            let paths = view.indexPathsForVisibleRows ?? []
            try checkShown(name: "e\(id)", in: view, paths: paths, cells: view.visibleCells, data: data) { view.indexPath(for: $0 as! TableViewCell) }
            for path in view.indexPathsForSelectedRows ?? [] where !table.rows.has(Array(path)) {
                throw FuzzFailure(invariant: "cell-selection", message: "e\(id) has \(path) selected, which its data \(data) does not hold")
            }
            if let lit = view.visibleCells.first(where: \.isHighlighted), let path = view.indexPath(for: lit) {
                throw FuzzFailure(invariant: "cell-highlight", message: "e\(id)'s cell at \(path) is still highlighted after the finger was lifted")
            }
        }
        for id in cellState.grids.keys.sorted() {
            let grid = cellState.grids[id]!, view = grid.view, data = grid.rows.sections
            let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            guard counts == data.map(\.count) else {
                throw FuzzFailure(invariant: "cell-counts", message: "g\(id) counts items \(counts), its data source holds \(data.map(\.count))")
            }
            try checkShown(name: "g\(id)", in: view, paths: view.indexPathsForVisibleItems, cells: view.visibleCells, data: data) { view.indexPath(for: $0 as! CollectionViewCell) }
            for path in view.indexPathsForSelectedItems ?? [] where !grid.rows.has(Array(path)) {
                throw FuzzFailure(invariant: "cell-selection", message: "g\(id) has \(path) selected, which its data \(data) does not hold")
            }
            if grid.undequeued.contains(where: { $0.view?.superview === view }) {
                throw FuzzFailure(invariant: "cell-dequeue", message: "g\(id) shows a cell its data source made with init(frame:) instead of dequeuing it (UIKit raises: \"the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:\")")
            }
            grid.undequeued.removeAll { $0.view == nil }
        }
        guard let kw = window else { return }
        if let responder = kw.firstResponder as? View, responder.window !== kw {
            throw FuzzFailure(invariant: "first-responder", message: "kw's first responder \(responder) is not in the window")
        }
        for table in cellState.tables.values {
            for field in table.fields.compactMap(\.view) where field.isFirstResponder && (field.window !== kw || kw.firstResponder !== field) {
                throw FuzzFailure(invariant: "first-responder", message: "a text field of a table's cell says it is first responder, but it is \(field.window == nil ? "in no window" : "not kw's first responder")")
            }
            table.fields.removeAll { $0.view == nil }
        }
    }

    /// A view's shown rows: each once, each a row of the data, each cell once and at its row.
    private func checkShown(name: String, in view: View, paths: [TableIndexPath], cells: [View], data: [[Int]], pathOf: (View) -> TableIndexPath?) throws(FuzzFailure) {
        guard Set(paths).count == paths.count else { throw FuzzFailure(invariant: "visible-cells", message: "\(name) shows rows \(paths), some twice") }
        if let bad = paths.first(where: { !($0.count == 2 && $0[0] < data.count && $0[1] < data[$0[0]].count) }) {
            throw FuzzFailure(invariant: "visible-cells", message: "\(name) shows a cell at \(bad), which its data \(data.map(\.count)) does not have")
        }
        guard Set(cells.map(ObjectIdentifier.init)).count == cells.count else {
            throw FuzzFailure(invariant: "visible-cells", message: "\(name) shows one cell for two rows (\(paths))")
        }
        for cell in cells where pathOf(cell) == nil || !cell.isDescendant(of: view) {
            throw FuzzFailure(invariant: "visible-cells", message: "\(name) lists a cell among its visible cells that \(pathOf(cell) == nil ? "it has no index path for" : "is not in it (its superview is \(cell.superview.map { String(describing: type(of: $0)) } ?? "nil"))")")
        }
    }

    func tearDownCells() -> String? {
        let watched = cellState.tables.mapValues { WeakView(view: $0.view) }
        let watchedGrids = cellState.grids.mapValues { WeakView(view: $0.view) }
        cellState = FuzzCellState()
        if let id = watched.keys.sorted().first(where: { watched[$0]?.view != nil }) { return "e\(id) is still alive after the world was dropped" }
        if let id = watchedGrids.keys.sorted().first(where: { watchedGrids[$0]?.view != nil }) { return "g\(id) is still alive after the world was dropped" }
        return nil
    }
}
