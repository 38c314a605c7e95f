import Foundation
import ViewTree

/// Which of the `cells` entry's views a step talks to: an editable table `eN` or a grid `gN` (a collection view with a
/// flow layout), both served by plain data sources over an array of rows the fuzzer owns.
public enum FuzzCellTarget: Sendable, Hashable {
    case table(Int)
    case grid(Int)

    var name: String {
        switch self {
        case let .table(id): "e\(id)"
        case let .grid(id): "g\(id)"
        }
    }
}

/// What a data source's `cellForRowAt` / `cellForItemAt` returns.
public enum FuzzCellSource: Int, Sendable, Hashable, CaseIterable {
    /// A cell dequeued for the index path (what UIKit asks for).
    case dequeue
    /// A cell it made itself (`UITableViewCell()` — UIKit accepts it for tables — or `UICollectionViewCell(frame:)`,
    /// which UIKit refuses: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a
    /// reuseIdentifier").
    case made
    /// The one cell it keeps and returns for every row (shown for another row already).
    case kept
    /// A cell another view of the entry shows.
    case foreign
}

/// What a table's delegate answers `willSelectRowAt` with.
public enum FuzzWillSelect: Sendable, Hashable {
    case same
    case none
    case other([Int])
}

/// What a table's or grid's delegate does from `didSelectRowAt` / `didSelectItemAt` (re-entrant on purpose).
public enum FuzzOnSelect: Int, Sendable, Hashable, CaseIterable {
    case nothing
    /// Removes the row from the data and calls `deleteRows(at:with:)` (what UIKit's documentation asks).
    case deleteRow
    /// Calls `deleteRows(at:with:)` without removing the row from the data (UIKit raises "Invalid update").
    case deleteForgettingData
    case reloadData
    /// `removeFromSuperview()` (the controller is popped).
    case leaveWindow
    /// `setEditing(true, animated: true)`.
    case startEditing
}

/// One call inside `performBatchUpdates` of an editable table, on index paths that may not exist.
public enum FuzzRowEdit: Sendable, Hashable {
    case insert([Int])
    case delete([Int])
    case move([Int], [Int])
    case reload([Int])

    var swift: String {
        func p(_ p: [Int]) -> String { "IndexPath(indexes: \(p))" }
        return switch self {
        case let .insert(a): "insertRows(at: [\(p(a))], with: .automatic)"
        case let .delete(a): "deleteRows(at: [\(p(a))], with: .automatic)"
        case let .move(a, b): "moveRow(at: \(p(a)), to: \(p(b)))"
        case let .reload(a): "reloadRows(at: [\(p(a))], with: .automatic)"
        }
    }
}

/// How the data changes inside a batch (independently of the calls that describe it, which may not match).
public enum FuzzDataChange: Sendable, Hashable {
    case none
    case remove([Int])
    case insert([Int])
    case move([Int], [Int])

    var swift: String {
        switch self {
        case .none: "nil"
        case let .remove(p): ".remove(\(p))"
        case let .insert(p): ".insert(\(p))"
        case let .move(a, b): ".move(\(a), \(b))"
        }
    }
}

/// A phase of a grid's interactive movement, called in any order (without a `begin` on purpose).
public enum FuzzMovePhase: Sendable, Hashable {
    case begin([Int])
    case update(x: Double, y: Double)
    case end
    case cancel
}

/// A step of the `cells` entry (`--cell-weight`): taps on cells through the touch pipeline with delegates that refuse,
/// redirect or mutate re-entrantly; editing, batch updates whose calls do not match the data, swipe to delete and
/// reordering; interactive movement in collection views; cells that were not dequeued; text fields in cells that are
/// first responder while their row goes away. Tables are `eN`, grids `gN` (FuzzCellFixtures.swift).
public enum FuzzCellStep: Sendable, Hashable {
    /// `let eN = FuzzEditTable(in: kw)`: two sections of six rows, a text field in every cell.
    case makeTable(id: Int)
    /// `let gN = FuzzGrid(in: kw)`: two sections of six items in a flow layout.
    case makeGrid(id: Int)
    /// The view is brought to the front, then one finger taps the centre of the row or item at `path` (window
    /// coordinates from `rectForRow`/`layoutAttributesForItem`), or `point` when given (NaN and huge included).
    case tap(FuzzCellTarget, path: [Int], point: [Double]?)
    /// What the delegate answers and does: `willSelectRowAt`, `shouldHighlightRowAt`/`shouldHighlightItemAt`, the
    /// action from `didSelect…`.
    case delegate(FuzzCellTarget, willSelect: FuzzWillSelect, highlight: Bool, onSelect: FuzzOnSelect)
    /// What the data source's cell method returns from now on (then `reloadData()`).
    case cellSource(FuzzCellTarget, FuzzCellSource)
    /// `setEditing(_:animated:)`.
    case setEditing(table: Int, Bool, animated: Bool)
    /// `performBatchUpdates { data.change; edits }` (or the edits alone outside a batch when `grouped` is false).
    case batch(table: Int, change: FuzzDataChange, edits: [FuzzRowEdit], grouped: Bool)
    /// `swipeToDelete(rowAt:)`: the data source's `commit(.delete, forRowAt:)` removes the row and calls `deleteRows`.
    case swipeDelete(table: Int, path: [Int])
    /// `performSwipeAction(at:forRowAt:edge:)` with the trailing configuration's action `index` (it deletes the row).
    case swipeAction(table: Int, path: [Int], index: Int)
    /// `canMoveRowAt` answers `canMove`, then `dragReorderControl(forRowAt:to:)`.
    case reorder(table: Int, from: [Int], to: [Int], canMove: Bool)
    /// A phase of the grid's interactive movement.
    case move(grid: Int, FuzzMovePhase)
    /// The text field of the cell at `path` becomes first responder (nothing when the row has no cell).
    case editText(table: Int, path: [Int])
    /// `setContentOffset(CGPoint(x: 0, y: y), animated: false)`.
    case scroll(FuzzCellTarget, y: Double)
    /// `kw.addSubview(view)` again (after `leaveWindow`).
    case attach(FuzzCellTarget)

    var swiftLine: String {
        func path(_ p: [Int]) -> String { "IndexPath(indexes: \(p))" }
        switch self {
        case let .makeTable(id): return "let e\(id) = FuzzEditTable(in: kw)"
        case let .makeGrid(id): return "let g\(id) = FuzzGrid(in: kw)"
        case let .tap(target, _, point?): return "kw.bringSubviewToFront(\(target.name).view); tapWindow(kw, at: CGPoint(x: \(lit(point[0])), y: \(lit(point[1]))))"
        case let .tap(target, p, nil): return "kw.bringSubviewToFront(\(target.name).view); tapWindow(kw, at: \(target.name).centre(of: \(path(p))))"
        case let .delegate(target, willSelect, highlight, onSelect):
            return "\(target.name).willSelect = .\(willSelect); \(target.name).highlights = \(highlight); \(target.name).onSelect = .\(onSelect)"
        case let .cellSource(target, source): return "\(target.name).cellSource = .\(source); \(target.name).view.reloadData(); kw.layoutIfNeeded()"
        case let .setEditing(t, on, animated): return "e\(t).view.setEditing(\(on), animated: \(animated))"
        case let .batch(t, change, edits, grouped):
            let calls = edits.map { "e\(t).view.\($0.swift)" }.joined(separator: "; ")
            return grouped ? "e\(t).view.performBatchUpdates({ e\(t).change(\(change.swift)); \(calls) }); kw.layoutIfNeeded()"
                : "e\(t).change(\(change.swift)); \(calls); kw.layoutIfNeeded()"
        case let .swipeDelete(t, p): return "_ = e\(t).view.swipeToDelete(rowAt: \(path(p)))"
        case let .swipeAction(t, p, index): return "_ = e\(t).view.performSwipeAction(at: \(index), forRowAt: \(path(p)), edge: .trailing)"
        case let .reorder(t, a, b, canMove): return "e\(t).canMove = \(canMove); _ = e\(t).view.dragReorderControl(forRowAt: \(path(a)), to: \(path(b)))"
        case let .move(g, .begin(p)): return "_ = g\(g).view.beginInteractiveMovementForItem(at: \(path(p)))"
        case let .move(g, .update(x, y)): return "g\(g).view.updateInteractiveMovementTargetPosition(CGPoint(x: \(lit(x)), y: \(lit(y))))"
        case let .move(g, .end): return "g\(g).view.endInteractiveMovement(); kw.layoutIfNeeded()"
        case let .move(g, .cancel): return "g\(g).view.cancelInteractiveMovement()"
        case let .editText(t, p): return "_ = (e\(t).view.cellForRow(at: \(path(p))) as? FuzzEditCell)?.field.becomeFirstResponder()"
        case let .scroll(target, y): return "\(target.name).view.setContentOffset(CGPoint(x: 0, y: \(lit(y))), animated: false); kw.layoutIfNeeded()"
        case let .attach(target): return "kw.addSubview(\(target.name).view)"
        }
    }
}

extension FuzzCellStep {
    /// An index path: mostly one that may exist (section 0…2, row 0…7), with `bad`, one of 1 or 3 indexes, negative or
    /// `Int.max`.
    static func path(_ rng: inout SplitMix64, bad: Bool) -> [Int] {
        if bad && rng.chance(0.5) { return rng.pick([[0], [0, 0, 0], [-1, 0], [0, -1], [Int.max, 0], [0, Int.max], [], [9, 0]]) }
        return [rng.int(in: 0...2), rng.int(in: 0...7)]
    }

    static func target(_ rng: inout SplitMix64, ids: FuzzCollectionIDs) -> FuzzCellTarget {
        if ids.editTables > 0 && (ids.grids == 0 || rng.chance(0.6)) { return .table(rng.index(below: ids.editTables)) }
        return .grid(rng.index(below: ids.grids))
    }

    /// A random step of the `cells` entry: a table and a grid first, then steps on them; `hostile` is the episode's
    /// rate of bad values. Draws only from `rng`, and is an entry of its own, so that no other entry's stream changes.
    static func random(_ rng: inout SplitMix64, ids: inout FuzzCollectionIDs, hostile rate: Double) -> FuzzCollectionStep {
        let bad = rng.chance(rate * 4)
        let roll = rng.int(in: 0...99)
        if ids.editTables == 0 || (roll < 3 && ids.editTables < 3) {
            defer { ids.editTables += 1 }
            return .cell(.makeTable(id: ids.editTables))
        }
        if ids.grids == 0 || (roll < 5 && ids.grids < 2) {
            defer { ids.grids += 1 }
            return .cell(.makeGrid(id: ids.grids))
        }
        let table = rng.index(below: ids.editTables)
        switch roll {
        case 5..<25:
            let point: [Double]? = bad && rng.chance(0.5) ? rng.pick([[.nan, 10], [10, .infinity], [1e300, -1e300], [-5, 10], [160, 479.999]]) : nil
            return .cell(.tap(target(&rng, ids: ids), path: path(&rng, bad: false), point: point))
        case 25..<34:
            let will: FuzzWillSelect = switch rng.int(in: 0...5) {
            case 0...2: .same
            case 3: .none
            default: .other(path(&rng, bad: bad))
            }
            return .cell(.delegate(target(&rng, ids: ids), willSelect: will, highlight: rng.chance(0.8),
                                   onSelect: rng.chance(0.4) ? .nothing : rng.pick(FuzzOnSelect.allCases)))
        case 34..<40:
            return .cell(.cellSource(target(&rng, ids: ids), rng.chance(0.5) ? .dequeue : rng.pick(FuzzCellSource.allCases)))
        case 40..<45: return .cell(.setEditing(table: table, rng.chance(0.6), animated: rng.chance(0.5)))
        case 45..<60:
            let change: FuzzDataChange = switch rng.int(in: 0...3) {
            case 0: .none
            case 1: .remove(path(&rng, bad: false))
            case 2: .insert(path(&rng, bad: false))
            default: .move(path(&rng, bad: false), path(&rng, bad: false))
            }
            // Mostly the calls that describe the change (sometimes with a second call on the same row: delete and move
            // it, or reload it), else any calls.
            var edits: [FuzzRowEdit]
            switch change {
            case .none: edits = []
            case let .remove(p): edits = [.delete(p)]
            case let .insert(p): edits = [.insert(p)]
            case let .move(a, b): edits = [.move(a, b)]
            }
            if edits.isEmpty || rng.chance(0.4) {
                let p = path(&rng, bad: bad), q = path(&rng, bad: bad)
                edits.append(rng.pick([.insert(p), .delete(p), .move(p, q), .reload(p)]))
            }
            if case let .delete(p)? = edits.first, rng.chance(0.3) { edits.append(rng.pick([.move(p, path(&rng, bad: false)), .reload(p)])) }
            return .cell(.batch(table: table, change: change, edits: edits, grouped: rng.chance(0.7)))
        case 60..<66: return .cell(.swipeDelete(table: table, path: path(&rng, bad: bad)))
        case 66..<70: return .cell(.swipeAction(table: table, path: path(&rng, bad: bad), index: bad ? rng.pick([-1, 1, 5, Int.max]) : 0))
        case 70..<77: return .cell(.reorder(table: table, from: path(&rng, bad: bad), to: path(&rng, bad: bad), canMove: rng.chance(0.8)))
        case 77..<87:
            let grid = rng.index(below: max(1, ids.grids))
            let phase: FuzzMovePhase = switch rng.int(in: 0...9) {
            case 0...2: .begin(path(&rng, bad: bad))
            case 3...6:
                bad && rng.chance(0.5) ? rng.pick([.update(x: .nan, y: 0), .update(x: 1e300, y: 1e300), .update(x: 0, y: -.infinity)])
                    : .update(x: Double(rng.int(in: 0...320)), y: Double(rng.int(in: 0...400)))
            case 7...8: .end
            default: .cancel
            }
            return .cell(.move(grid: grid, phase))
        case 87..<93: return .cell(.editText(table: table, path: path(&rng, bad: false)))
        case 93..<98:
            let y: Double = bad ? rng.pick([.nan, 1e300, -1e12]) : Double(rng.int(in: 0...600))
            return .cell(.scroll(target(&rng, ids: ids), y: y))
        default: return .cell(.attach(target(&rng, ids: ids)))
        }
    }
}
