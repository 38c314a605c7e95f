import Foundation
import ViewTree

/// The rows of an editable table or a grid of the `cells` entry: item identifiers by section, and the edits the
/// fuzzer makes to them (an edit that names no place does nothing: the calls that follow may still claim it).
struct FuzzRows {
    var sections: [[Int]] = [Array(0..<6), Array(100..<106)]
    var next = 1_000

    func has(_ p: [Int], forInsert: Bool = false) -> Bool {
        p.count == 2 && p[0] >= 0 && p[0] < sections.count && p[1] >= 0 && p[1] < sections[p[0]].count + (forInsert ? 1 : 0)
    }

    mutating func change(_ change: FuzzDataChange) {
        switch change {
        case .none: break
        case let .remove(p): if has(p) { sections[p[0]].remove(at: p[1]) }
        case let .insert(p):
            if has(p, forInsert: true) { sections[p[0]].insert(next, at: p[1]); next += 1 }
        case let .move(a, b):
            guard has(a) else { return }
            let item = sections[a[0]].remove(at: a[1])
            if has(b, forInsert: true) { sections[b[0]].insert(item, at: b[1]) } else { sections[a[0]].insert(item, at: a[1]) }
        }
    }
}

/// What the delegates of the entry's views heard that breaks UIKit's documented order, reported by the next check.
final class FuzzCallbackLog {
    var broken: String?
    func fail(_ message: String) { if broken == nil { broken = message } }
}

/// An editable table of the `cells` entry (`eN`): a plain data source and delegate over `FuzzRows`, whose answers the
/// steps choose; every cell has a text field.
final class FuzzEditTable: TableViewDataSource, TableViewDelegate {
    let view = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
    var rows = FuzzRows()
    var willSelect: FuzzWillSelect = .same
    var highlights = true
    var onSelect: FuzzOnSelect = .nothing
    var cellSource: FuzzCellSource = .dequeue
    var canMove = true
    /// The cell `kept` returns, and the cells another view of the entry shows (`foreign`).
    var keptCell: TableViewCell?
    var foreignCell: () -> TableViewCell? = { nil }
    let log: FuzzCallbackLog
    /// The last answer of `willSelectRowAt`, which the `didSelectRowAt` that follows must name.
    private var answered: TableIndexPath?
    /// The text fields of the cells made so far.
    var fields: [WeakView] = []

    init(in window: Window, log: FuzzCallbackLog) {
        self.log = log
        view.register(TableViewCell.self, forCellReuseIdentifier: "row")
        view.dataSource = self
        view.delegate = self
        window.addSubview(view)
    }

    func change(_ change: FuzzDataChange) { rows.change(change) }

    func numberOfSections(in tableView: TableView) -> Int { rows.sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell: TableViewCell
        switch cellSource {
        case .dequeue: cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        case .made: cell = TableViewCell(style: .default, reuseIdentifier: nil)
        case .kept:
            cell = keptCell ?? TableViewCell(style: .default, reuseIdentifier: nil)
            keptCell = cell
        case .foreign: cell = foreignCell() ?? tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        if !cell.contentView.subviews.contains(where: { $0 is TextField }) {
            let field = TextField(frame: CGRect(x: 8, y: 4, width: 200, height: 30))
            cell.contentView.addSubview(field)
            fields.append(WeakView(view: field))
        }
        cell.textLabel?.text = "\(rows.sections[indexPath.section][indexPath.row])"
        return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { canMove }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {
        guard rows.has(Array(sourceIndexPath)) else { return log.fail("e: moveRowAt from \(sourceIndexPath), which the data does not have") }
        rows.change(.move(Array(sourceIndexPath), Array(destinationIndexPath)))
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: TableIndexPath) {
        guard editingStyle == .delete else { return }
        guard rows.has(Array(indexPath)) else { return log.fail("e: commit(.delete, forRowAt: \(indexPath)), a row the data does not have") }
        rows.change(.remove(Array(indexPath)))
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool { highlights }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) {
        if !highlights { log.fail("e: didHighlightRowAt \(indexPath) after shouldHighlightRowAt answered false") }
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
        guard rows.has(Array(indexPath)) else {
            log.fail("e: willSelectRowAt \(indexPath), a row the data does not have")
            return nil
        }
        switch willSelect {
        case .same: answered = indexPath
        case .none: answered = nil
        case let .other(p): answered = IndexPath(indexes: p)
        }
        return answered
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        guard indexPath == answered, rows.has(Array(indexPath)) else {
            return log.fail("e: didSelectRowAt \(indexPath), but willSelectRowAt answered \(answered.map { "\($0)" } ?? "nil") (rows \(rows.sections))")
        }
        answered = nil
        switch onSelect {
        case .nothing: break
        case .deleteRow:
            rows.change(.remove(Array(indexPath)))
            tableView.deleteRows(at: [indexPath], with: .fade)
        case .deleteForgettingData: tableView.deleteRows(at: [indexPath], with: .fade)
        case .reloadData: tableView.reloadData()
        case .leaveWindow: tableView.removeFromSuperview()
        case .startEditing: tableView.setEditing(true, animated: true)
        }
    }
}

/// A grid of the `cells` entry (`gN`): a collection view with a flow layout, a plain data source and delegate over
/// `FuzzRows`.
final class FuzzGrid: CollectionViewDataSource, CollectionViewDelegate {
    let view: CollectionView
    var rows = FuzzRows()
    var highlights = true
    var onSelect: FuzzOnSelect = .nothing
    var cellSource: FuzzCellSource = .dequeue
    var keptCell: CollectionViewCell?
    var foreignCell: () -> CollectionViewCell? = { nil }
    /// Cells returned without a dequeue (`made`), which the collection view must refuse, with a diagnostic.
    var undequeued: [WeakView] = []
    let log: FuzzCallbackLog

    init(in window: Window, log: FuzzCallbackLog) {
        self.log = log
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 50)
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        view.dataSource = self
        view.delegate = self
        window.addSubview(view)
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { rows.sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows.sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        switch cellSource {
        case .dequeue: return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        case .made:
            let cell = CollectionViewCell(frame: .zero)
            undequeued.append(WeakView(view: cell))
            return cell
        case .kept:
            let cell = keptCell ?? collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            keptCell = cell
            return cell
        case .foreign: return foreignCell() ?? collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: TableIndexPath) -> Bool { true }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {
        guard rows.has(Array(sourceIndexPath)) else { return log.fail("g: moveItemAt from \(sourceIndexPath), which the data does not have") }
        rows.change(.move(Array(sourceIndexPath), Array(destinationIndexPath)))
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool { highlights }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath) {
        if !highlights { log.fail("g: didHighlightItemAt \(indexPath) after shouldHighlightItemAt answered false") }
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {
        guard rows.has(Array(indexPath)) else { return log.fail("g: didSelectItemAt \(indexPath), an item the data does not have (rows \(rows.sections))") }
        switch onSelect {
        case .nothing, .startEditing: break
        case .deleteRow:
            rows.change(.remove(Array(indexPath)))
            collectionView.deleteItems(at: [indexPath])
        case .deleteForgettingData: collectionView.deleteItems(at: [indexPath])
        case .reloadData: collectionView.reloadData()
        case .leaveWindow: collectionView.removeFromSuperview()
        }
    }
}
