import Foundation

/// Where each item of a collection view goes in a batch update, as UIKit's update model defines it:
/// deletes and the sources of moves are in the old index space, inserts and the targets of moves in
/// the new one; the remaining old items keep their order and fill the remaining new places.
struct BatchMapping {
    private var oldToNew: [TableIndexPath: TableIndexPath] = [:]
    private(set) var reloaded: Set<TableIndexPath> = []

    /// `nil` when the counts do not add up.
    init?(before: [Int], after: [Int], updates: [CollectionView.BatchUpdate]) {
        var deletedSections = Set<Int>(), insertedSections = Set<Int>()
        var deleted = Set<TableIndexPath>(), inserted = Set<TableIndexPath>()
        var moves: [(TableIndexPath, TableIndexPath)] = []
        for update in updates {
            switch update {
            case .insertItems(let p): inserted.formUnion(p)
            case .deleteItems(let p): deleted.formUnion(p)
            case .reloadItems(let p): reloaded.formUnion(p)
            case .moveItem(let a, let b): moves.append((a, b))
            case .insertSections(let s): insertedSections.formUnion(s)
            case .deleteSections(let s): deletedSections.formUnion(s)
            }
        }
        // Sections: the surviving old sections, in order, fill the new ones that are not inserted.
        guard deletedSections.allSatisfy({ $0 >= 0 && $0 < before.count }),
              insertedSections.allSatisfy({ $0 >= 0 && $0 < after.count }),
              before.count - deletedSections.count + insertedSections.count == after.count else { return nil }
        let survivingOld = (0..<before.count).filter { !deletedSections.contains($0) }
        let freeNew = (0..<after.count).filter { !insertedSections.contains($0) }
        guard survivingOld.count == freeNew.count else { return nil }
        let movedFrom = Set(moves.map(\.0)), movedTo = Set(moves.map(\.1))
        for (oldSection, newSection) in zip(survivingOld, freeNew) {
            let removedHere = (0..<before[oldSection]).filter {
                let p = TableIndexPath(item: $0, section: oldSection)
                return deleted.contains(p) || movedFrom.contains(p)
            }
            let addedHere = (0..<after[newSection]).filter {
                let p = TableIndexPath(item: $0, section: newSection)
                return inserted.contains(p) || movedTo.contains(p)
            }
            let keptOld = (0..<before[oldSection]).filter { !removedHere.contains($0) }
            let freeItems = (0..<after[newSection]).filter { !addedHere.contains($0) }
            guard keptOld.count == freeItems.count else { return nil }
            for (o, n) in zip(keptOld, freeItems) {
                oldToNew[TableIndexPath(item: o, section: oldSection)] = TableIndexPath(item: n, section: newSection)
            }
        }
        for (from, to) in moves {
            guard from.section >= 0, from.section < before.count, from.item >= 0, from.item < before[from.section],
                  to.section >= 0, to.section < after.count, to.item >= 0, to.item < after[to.section] else { return nil }
            oldToNew[from] = to
        }
        guard deleted.allSatisfy({ $0.section >= 0 && $0.section < before.count && $0.item >= 0 && $0.item < before[$0.section] }),
              inserted.allSatisfy({ $0.section >= 0 && $0.section < after.count && $0.item >= 0 && $0.item < after[$0.section] }) else { return nil }
    }

    /// Where an old item goes; `nil` when it was deleted (or its section was).
    func newPath(for old: TableIndexPath) -> TableIndexPath? { oldToNew[old] }
}
