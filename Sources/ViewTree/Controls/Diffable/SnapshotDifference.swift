import Foundation

/// The batch update that turns one snapshot into another, in the index paths UIKit's batch updates take: deletions
/// and reloads before the update, insertions and move destinations after it.
///
/// Items are matched by identifier. An item kept in the same section moves only when its order among the kept items
/// changed, and then as few items move as can (the longest run of kept items already in order stays); an item that
/// changes section moves. An item whose section is deleted, inserted or reloaded goes and comes with its section.
/// A reloaded item that also moves is deleted and inserted instead (UIKit does not allow a reload and a move of one
/// row in one update). A reconfigured item keeps its cell: it is named (before the update) among the reconfigured
/// items, moved or not, unless it is also reloaded or goes and comes with its section.
struct SnapshotDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// `nil` when the kept sections changed order: ViewTree then reloads the data (ours: UIKit animates section
    /// moves; the end state is the same). Also `nil` when an identifier cannot be matched by `==` and its hash (one
    /// whose `==` or hash changed after it was added, so that two items are now equal or one cannot find itself):
    /// the data is then reloaded too, where a force unwrap of a lost item used to stop the process.
    init?<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let newSectionSet = Set(newSections), oldSectionSet = Set(oldSections)
        let keptOld = oldSections.filter { newSectionSet.contains($0) }
        let keptNew = newSections.filter { oldSectionSet.contains($0) }
        guard keptOld == keptNew else { return nil }
        let reloadedSectionIDs = Set(new.reloadedSectionIdentifiers)
        for (index, section) in oldSections.enumerated() where !newSectionSet.contains(section) { deletedSections.insert(index) }
        for (index, section) in newSections.enumerated() where !oldSectionSet.contains(section) { insertedSections.insert(index) }
        for (index, section) in oldSections.enumerated() where reloadedSectionIDs.contains(section) && newSectionSet.contains(section) {
            reloadedSections.insert(index)
        }
        // Sections whose items come and go with the section itself.
        let wholeOld = deletedSections.union(reloadedSections)
        let wholeNew = insertedSections.union(IndexSet(reloadedSections.compactMap { new.indexOfSection(oldSections[$0]) }))
        let reloadedItemIDs = Set(new.reloadedItemIdentifiers)
        let reconfiguredItemIDs = Set(new.reconfiguredItemIdentifiers).subtracting(reloadedItemIDs)

        var oldPaths: [I: IndexPath] = [:], oldCount = 0
        for section in oldSections.indices {
            for (row, item) in old.items(inSectionAt: section).enumerated() { oldPaths[item] = IndexPath(row: row, section: section); oldCount += 1 }
        }
        var newPaths: [I: IndexPath] = [:], newCount = 0
        for section in newSections.indices {
            for (row, item) in new.items(inSectionAt: section).enumerated() { newPaths[item] = IndexPath(row: row, section: section); newCount += 1 }
        }
        // Every item found again by itself, and no two equal.
        guard oldPaths.count == oldCount, newPaths.count == newCount,
              oldPaths.allSatisfy({ $0.key == $0.key }), newPaths.allSatisfy({ $0.key == $0.key }) else { return nil }
        for section in oldSections.indices where !wholeOld.contains(section) {
            for item in old.items(inSectionAt: section) {
                if let to = newPaths[item], !wholeNew.contains(to.section) { continue }   // kept
                guard let from = oldPaths[item] else { return nil }
                deletedItems.append(from)
            }
        }
        for section in newSections.indices where !wholeNew.contains(section) {
            for item in new.items(inSectionAt: section) {
                if let from = oldPaths[item], !wholeOld.contains(from.section) { continue }   // kept
                guard let to = newPaths[item] else { return nil }
                insertedItems.append(to)
            }
        }
        // Kept items: those in the same section stay when they are in the longest run already in order.
        for section in newSections.indices where !wholeNew.contains(section) {
            let kept = new.items(inSectionAt: section).filter { item in
                guard let from = oldPaths[item] else { return false }
                return !wholeOld.contains(from.section)
            }
            let oldIndex = old.indexOfSection(newSections[section])
            let sameSection = kept.filter { oldPaths[$0]?.section == oldIndex }
            let staying = Set(SnapshotDifference.longestIncreasingRun(sameSection, by: { oldPaths[$0]?.row ?? -1 }))
            for item in kept {
                guard let from = oldPaths[item], let to = newPaths[item] else { return nil }
                let moves = !staying.contains(item)
                if reloadedItemIDs.contains(item) {
                    if moves {
                        deletedItems.append(from)
                        insertedItems.append(to)
                    } else {
                        reloadedItems.append(from)
                    }
                } else if moves {
                    movedItems.append((from, to))
                }
                if reconfiguredItemIDs.contains(item) { reconfiguredItems.append(from) }
            }
        }
        deletedItems.sort()
        insertedItems.sort()
        reloadedItems.sort()
        reconfiguredItems.sort()
    }

    /// The longest subsequence of `items` whose keys increase (patience sorting, O(n log n)).
    static func longestIncreasingRun<T>(_ items: [T], by key: (T) -> Int) -> [T] {
        var tails: [Int] = []            // index into items of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: items.count)
        for (i, item) in items.enumerated() {
            let k = key(item)
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if key(items[tails[mid]]) < k { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var run: [T] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(items[index])
            index = previous[index]
        }
        return run.reversed()
    }
}
