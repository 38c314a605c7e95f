import Foundation

/// The row (item) and section changes recorded between a table's `beginUpdates()` and `endUpdates()`, in
/// a collection view's `performBatchUpdates`, or by one `insertRows`/`deleteItems`/… call alone, in UIKit's terms: deletions, reloads and the
/// sources of moves name the rows *before* the update; insertions and the destinations of moves
/// name the rows *after* it, whatever order the calls came in (Apple's documentation of
/// `performBatchUpdates(_:completion:)`: "Deletes are processed before inserts in batch operations").
struct BatchUpdates {
    /// The words of the messages: a table's rows, or a collection view's items.
    enum Vocabulary {
        case table, collection

        var row: String { self == .table ? "row" : "item" }
        var rows: String { self == .table ? "rows" : "items" }
        var container: String { self == .table ? "table view" : "collection view" }
    }

    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<TableIndexPath>()
    var insertedRows = Set<TableIndexPath>()
    var reloadedRows = Set<TableIndexPath>()
    var movedRows: [(from: TableIndexPath, to: TableIndexPath)] = []
    /// Rows (before the update) whose shown cells are reconfigured once the update is applied
    /// (`reconfigureRows(at:)`, `reconfigureItems(at:)`, iOS 15): not part of the counts, and not a change
    /// `isEmpty` counts.
    var reconfiguredRows = Set<TableIndexPath>()

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}

/// Where every row before a batch update goes after it: computed from the batch and the row counts
/// the data source gave before and after, or refused with the reason UIKit gives.
///
/// The rules are UIKit's: a reload is a deletion and an insertion at the row's place (Apple's
/// Developer Forums, thread 751732: "reloads are decomposed into a delete and an insert"); the rows
/// that stay keep their order and fill the places after the update that no insertion or move took;
/// each section that stays must hold its old count, minus its deletions, plus its insertions,
/// minus the rows moved out, plus the rows moved in, and the table its old section count minus the
/// deleted sections plus the inserted ones.
struct BatchUpdatePlan {
    /// For each section before the update: its index after, or `nil` when it was deleted or reloaded.
    private(set) var sectionTargets: [Int?]
    /// For each section before the update, for each row: its row after (in `sectionTargets[s]`, or
    /// the move's destination), or `nil` when the row was deleted or its section went.
    private(set) var rowTargets: [[TableIndexPath?]]
    /// Rows before the update whose cell is replaced (reloaded rows, and the rows of reloaded sections).
    private(set) var replacedRows = Set<TableIndexPath>()

    /// Where `old` is after the update, and whether its cell survives (`false` for a reloaded row).
    func target(of old: TableIndexPath) -> (path: TableIndexPath, keepsCell: Bool)? {
        guard old.count == 2, old.section >= 0, old.section < rowTargets.count,
              old.row >= 0, old.row < rowTargets[old.section].count,
              let path = rowTargets[old.section][old.row] else { return nil }
        return (path, !replacedRows.contains(old))
    }

    /// Plans `batch` for a table that had `before[s]` rows in section `s` and has `after[s]` now;
    /// the error is the message UIKit's `NSInternalInconsistencyException` carries for that mistake
    /// (marked "ViewTree:" where UIKit's words are not known).
    static func make(_ batch: BatchUpdates, before: [Int], after: [Int],
                     words: BatchUpdates.Vocabulary = .table) -> Result<BatchUpdatePlan, BatchUpdateError> {
        // Rows named inside a section that is deleted, reloaded or inserted as a whole go with it.
        var batch = batch
        let wholeBefore = batch.deletedSections.union(batch.reloadedSections)
        batch.deletedRows = batch.deletedRows.filter { !wholeBefore.contains($0.section) }
        batch.reloadedRows = batch.reloadedRows.filter { !wholeBefore.contains($0.section) }
        let insertedSections = batch.insertedSections
        batch.insertedRows = batch.insertedRows.filter { !insertedSections.contains($0.section) }
        do {
            return .success(try BatchUpdatePlanner(batch: batch, before: before, after: after, words: words).plan())
        } catch {
            return .failure(error)
        }
    }

    fileprivate init(sectionTargets: [Int?], rowTargets: [[TableIndexPath?]], replacedRows: Set<TableIndexPath>) {
        self.sectionTargets = sectionTargets
        self.rowTargets = rowTargets
        self.replacedRows = replacedRows
    }
}

/// Why a batch update was refused.
struct BatchUpdateError: Error {
    let message: String
}

/// The work of `BatchUpdatePlan.make`: sections first, then the rows of each section that stays.
private struct BatchUpdatePlanner {
    let batch: BatchUpdates
    let before: [Int]
    let after: [Int]
    let words: BatchUpdates.Vocabulary

    func plan() throws(BatchUpdateError) -> BatchUpdatePlan {
        try checkIndexPaths()
        let sectionTargets = try planSections()
        var rowTargets = before.map { [TableIndexPath?](repeating: nil, count: $0) }
        var replaced = Set<TableIndexPath>()
        for old in batch.reloadedSections {
            for row in 0..<before[old] { replaced.insert(TableIndexPath(row: row, section: old)) }
        }
        // Rows moved across sections are counted out of their old section and into their new one.
        for (new, old) in survivingSections(sectionTargets) {
            let moves = batch.movedRows
            let movedOut = moves.filter { $0.from.section == old }
            let movedIn = moves.filter { $0.to.section == new }
            let deleted = batch.deletedRows.filter { $0.section == old }
            let inserted = batch.insertedRows.filter { $0.section == new }
            let expected = before[old] - deleted.count + inserted.count - movedOut.count + movedIn.count
            guard after[new] == expected else {
                throw BatchUpdateError(message: "Invalid update: invalid number of \(words.rows) in section \(new). The number of \(words.rows) contained in an existing section after the update (\(after[new])) must be equal to the number of \(words.rows) contained in that section before the update (\(before[old])), plus or minus the number of \(words.rows) inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of \(words.rows) moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
            }
            // The rows that stay fill, in order, the places no insertion or move took.
            let taken = Set(inserted.map(\.row)).union(movedIn.map(\.to.row))
            let leaving = Set(deleted.map(\.row)).union(movedOut.map(\.from.row))
            var free = (0..<after[new]).lazy.filter { !taken.contains($0) }.makeIterator()
            for row in 0..<before[old] where !leaving.contains(row) {
                guard let place = free.next() else { break }  // cannot happen once the count matched
                rowTargets[old][row] = TableIndexPath(row: place, section: new)
            }
            for reloaded in batch.reloadedRows where reloaded.section == old { replaced.insert(reloaded) }
        }
        for move in batch.movedRows { rowTargets[move.from.section][move.from.row] = move.to }
        return BatchUpdatePlan(sectionTargets: sectionTargets, rowTargets: rowTargets, replacedRows: replaced)
    }

    /// The sections that exist before and after with their rows kept (not deleted, not reloaded):
    /// (after, before) pairs.
    private func survivingSections(_ targets: [Int?]) -> [(Int, Int)] {
        targets.enumerated().compactMap { old, new in
            guard let new, !batch.reloadedSections.contains(old) else { return nil }
            return (new, old)
        }
    }

    /// Every index the batch names exists on its side of the update, and no row or section is
    /// named twice in ways that contradict each other.
    private func checkIndexPaths() throws(BatchUpdateError) {
        let oldSections = before.count, newSections = after.count
        for s in batch.deletedSections where s >= oldSections {
            throw BatchUpdateError(message: "attempt to delete section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in batch.reloadedSections where s >= oldSections {
            throw BatchUpdateError(message: "attempt to reload section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in batch.insertedSections where s >= newSections {
            throw BatchUpdateError(message: "attempt to insert section \(s) but there are only \(newSections) sections after the update")
        }
        for move in batch.movedSections {
            guard move.from >= 0, move.from < oldSections else {
                throw BatchUpdateError(message: "attempt to move section \(move.from), but there are only \(oldSections) sections before the update")
            }
            guard move.to >= 0, move.to < newSections else {
                throw BatchUpdateError(message: "attempt to move section \(move.from) to section \(move.to), but there are only \(newSections) sections after the update")
            }
        }
        let overlap = batch.deletedSections.intersection(batch.reloadedSections)
        if let s = overlap.first {
            throw BatchUpdateError(message: "ViewTree: section \(s) is both deleted and reloaded in one update")
        }
        let movedFrom = IndexSet(batch.movedSections.map(\.from)), movedTo = IndexSet(batch.movedSections.map(\.to))
        if movedFrom.count != batch.movedSections.count || movedTo.count != batch.movedSections.count {
            throw BatchUpdateError(message: "ViewTree: a section is moved twice, or two sections are moved to one place, in one update")
        }
        if let s = movedFrom.intersection(batch.deletedSections.union(batch.reloadedSections)).first {
            throw BatchUpdateError(message: "attempt to perform a delete and a move from the same section (\(s))")
        }
        if let s = movedTo.intersection(batch.insertedSections).first {
            throw BatchUpdateError(message: "attempt to perform an insert and a move to the same section (\(s))")
        }
        let gone = batch.deletedSections.union(batch.reloadedSections).union(movedFrom)
        // Sets are walked in index-path order, so the row reported is the same in every run.
        for path in batch.deletedRows.sorted() { try checkRowBefore(path, "delete") }
        // A reload is a deletion and an insertion: UIKit reports a bad one as the deletion.
        for path in batch.reloadedRows.sorted() { try checkRowBefore(path, "delete") }
        for path in batch.insertedRows.sorted() {
            guard path.section < newSections else {
                throw BatchUpdateError(message: "attempt to insert \(words.row) \(path.row) into section \(path.section), but there are only \(newSections) sections after the update")
            }
            guard path.row < after[path.section] else {
                throw BatchUpdateError(message: "attempt to insert \(words.row) \(path.row) into section \(path.section), but there are only \(after[path.section]) \(words.rows) in section \(path.section) after the update")
            }
        }
        for move in batch.movedRows {
            guard move.from.section < oldSections, move.from.row < before[move.from.section] else {
                throw BatchUpdateError(message: "attempt to move index path (\(move.from.section) - \(move.from.row)) that does not exist before the update")
            }
            guard move.to.section < newSections, move.to.row < after[move.to.section] else {
                throw BatchUpdateError(message: "attempt to move index path (\(move.from.section) - \(move.from.row)) to index path (\(move.to.section) - \(move.to.row)) that does not exist after the update")
            }
        }
        if let path = batch.deletedRows.intersection(batch.reloadedRows).min() {
            throw BatchUpdateError(message: "attempt to delete and reload the same index path (\(path.section) - \(path.row))")
        }
        let moveSources = Set(batch.movedRows.map(\.from)), moveTargets = Set(batch.movedRows.map(\.to))
        if moveSources.count != batch.movedRows.count || moveTargets.count != batch.movedRows.count {
            throw BatchUpdateError(message: "ViewTree: a \(words.row) is moved twice, or two \(words.rows) are moved to one place, in one update")
        }
        if let path = moveSources.intersection(batch.deletedRows.union(batch.reloadedRows)).min() {
            throw BatchUpdateError(message: "attempt to perform a delete and a move from the same index path (\(path.section) - \(path.row))")
        }
        if let path = moveTargets.intersection(batch.insertedRows).min() {
            throw BatchUpdateError(message: "attempt to perform an insert and a move to the same index path (\(path.section) - \(path.row))")
        }
        // A row moved out of a section that goes as a whole, or into one that comes as a whole.
        let newWhole = batch.insertedSections.union(movedTo)
        if let move = batch.movedRows.first(where: { gone.contains($0.from.section) || newWhole.contains($0.to.section) }) {
            throw BatchUpdateError(message: "ViewTree: the move of \(words.row) \(move.from.row) of section \(move.from.section) touches a section that is itself deleted, reloaded, inserted or moved in the same update (not simulated)")
        }
    }

    /// A row named by a deletion (or reload) exists before the update.
    private func checkRowBefore(_ path: TableIndexPath, _ verb: String) throws(BatchUpdateError) {
        guard path.section < before.count else {
            throw BatchUpdateError(message: "attempt to \(verb) \(words.row) \(path.row) from section \(path.section), but there are only \(before.count) sections before the update")
        }
        guard path.row < before[path.section] else {
            throw BatchUpdateError(message: "attempt to \(verb) \(words.row) \(path.row) from section \(path.section) which only contains \(before[path.section]) \(words.rows) before the update")
        }
    }

    /// Where each section before the update goes, after checking the section count.
    private func planSections() throws(BatchUpdateError) -> [Int?] {
        let oldSections = before.count, newSections = after.count
        let expected = oldSections - batch.deletedSections.count + batch.insertedSections.count
        guard newSections == expected else {
            throw BatchUpdateError(message: "Invalid update: invalid number of sections. The number of sections contained in the \(words.container) after the update (\(newSections)) must be equal to the number of sections contained in the \(words.container) before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        var targets = [Int?](repeating: nil, count: oldSections)
        let movedFrom = IndexSet(batch.movedSections.map(\.from))
        let taken = batch.insertedSections.union(IndexSet(batch.movedSections.map(\.to)))
        var free = (0..<newSections).lazy.filter { !taken.contains($0) }.makeIterator()
        // Reloaded sections keep their place (a deletion and an insertion there); deleted ones go.
        for old in 0..<oldSections where !batch.deletedSections.contains(old) && !movedFrom.contains(old) {
            guard let place = free.next() else { break }
            targets[old] = batch.reloadedSections.contains(old) ? nil : place
        }
        for move in batch.movedSections { targets[move.from] = move.to }
        return targets
    }
}
