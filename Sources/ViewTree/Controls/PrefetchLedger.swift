import Foundation

/// What a table or collection view has told its prefetching source (TableView+Prefetching.swift,
/// CollectionView+Prefetching.swift): the index paths told of and neither shown nor cancelled since.
struct PrefetchLedger {
    private(set) var told: Set<TableIndexPath> = []

    /// Forgets everything told (after a reload, the same paths are told again).
    mutating func reset() { told = [] }

    /// Updates the ledger for a new set of shown paths: a told path that is shown now is done with, one that no
    /// longer exists is dropped, one no longer `near` is cancelled; the paths `ahead` (in order) not shown and not
    /// told yet are wanted. Returns both lists, for the source.
    mutating func update(ahead: [TableIndexPath], isShown: (TableIndexPath) -> Bool, exists: (TableIndexPath) -> Bool,
                         isNear: (TableIndexPath) -> Bool) -> (cancelled: [TableIndexPath], wanted: [TableIndexPath]) {
        var cancelled: [TableIndexPath] = []
        for path in told.sorted() {
            if !exists(path) || isShown(path) {
                told.remove(path)
            } else if !isNear(path) {
                told.remove(path)
                cancelled.append(path)
            }
        }
        var wanted: [TableIndexPath] = []
        for path in ahead where !isShown(path) {
            if told.insert(path).inserted { wanted.append(path) }
        }
        return (cancelled, wanted)
    }
}
