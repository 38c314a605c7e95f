import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A board of tiles in two sections; tile "a5" is fixed; with `staysInSection`, the delegate keeps a tile in its own
/// section (the last place of it).
private final class Board: CollectionViewDataSource, CollectionViewDelegate {
    var tiles = [["a0", "a1", "a2", "a3", "a4", "a5"], ["b0", "b1"]]
    var log: [String] = []
    var staysInSection = true
    var onMove: (() -> Void)?

    func numberOfSections(in collectionView: CollectionView) -> Int { tiles.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tiles[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.accessibilityLabel = tiles[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: TableIndexPath) -> Bool {
        tiles[indexPath.section][indexPath.item] != "a5"
    }
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: TableIndexPath,
                        toProposedIndexPath proposedIndexPath: TableIndexPath) -> TableIndexPath {
        log.append("target \(name(originalIndexPath)) over \(name(proposedIndexPath))")
        guard staysInSection, proposedIndexPath.section != originalIndexPath.section else { return proposedIndexPath }
        return TableIndexPath(item: tiles[originalIndexPath.section].count - 1, section: originalIndexPath.section)
    }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {
        log.append("move \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        let tile = tiles[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        tiles[destinationIndexPath.section].insert(tile, at: destinationIndexPath.item)
        onMove?()
    }
    func name(_ p: TableIndexPath) -> String { "\(p.section).\(p.item)" }
}

@Suite struct CollectionViewInteractiveMovementTests {
    let t = TestWorld()
    fileprivate let board = Board()
    let collection: CollectionView

    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collection = CollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = board
        collection.delegate = board
        t.window.addSubview(collection)
        collection.layoutIfNeeded()
    }

    func center(_ item: Int, _ section: Int) -> CGPoint {
        let f = collection.layoutAttributesForItem(at: TableIndexPath(item: item, section: section))!.frame
        return CGPoint(x: f.midX, y: f.midY)
    }
    func shown(_ section: Int) -> [String?] {
        (0..<collection.numberOfItems(inSection: section)).map {
            collection.cellForItem(at: TableIndexPath(item: $0, section: section))?.accessibilityLabel
        }
    }

    @Test func aMovementAsksTheDelegateAsTheFingerCrossesItemsAndTheDataSourceAtTheEnd() throws {
        let picked = try #require(collection.cellForItem(at: TableIndexPath(item: 0, section: 0)))
        #expect(collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(center(1, 0))
        collection.updateInteractiveMovementTargetPosition(center(2, 0))
        collection.updateInteractiveMovementTargetPosition(center(2, 0))        // the same item: not asked again
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 5, y: 470))  // empty space: the target stays
        #expect(board.log == ["target 0.0 over 0.1", "target 0.0 over 0.2"])
        collection.endInteractiveMovement()
        #expect(board.log.last == "move 0.0 to 0.2")
        #expect(board.tiles[0] == ["a1", "a2", "a0", "a3", "a4", "a5"])
        t.run(for: 0.5)
        #expect(shown(0) == ["a1", "a2", "a0", "a3", "a4", "a5"])
        #expect(collection.cellForItem(at: TableIndexPath(item: 2, section: 0)) === picked)
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func theDelegatesAnswerIsWhereTheItemGoes() {
        #expect(collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 1, section: 0)))
        collection.updateInteractiveMovementTargetPosition(center(0, 1))        // section 1: kept in section 0
        collection.endInteractiveMovement()
        #expect(board.log == ["target 0.1 over 1.0", "move 0.1 to 0.5"])
        #expect(board.tiles == [["a0", "a2", "a3", "a4", "a5", "a1"], ["b0", "b1"]])
        board.staysInSection = false
        #expect(collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(center(1, 1))
        collection.endInteractiveMovement()
        #expect(board.tiles == [["a2", "a3", "a4", "a5", "a1"], ["b0", "a0", "b1"]])
        t.run(for: 0.5)
        #expect(shown(0) == ["a2", "a3", "a4", "a5", "a1"] && shown(1) == ["b0", "a0", "b1"])
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func aCancelledMovementOrOneThatEndsInPlaceTellsNothing() {
        #expect(collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(center(3, 0))
        collection.cancelInteractiveMovement()
        #expect(collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(center(1, 0))
        collection.updateInteractiveMovementTargetPosition(center(0, 0))
        collection.endInteractiveMovement()
        #expect(!board.log.contains { $0.hasPrefix("move") })
        #expect(board.tiles[0] == ["a0", "a1", "a2", "a3", "a4", "a5"] && shown(0) == ["a0", "a1", "a2", "a3", "a4", "a5"])
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func aFixedItemDoesNotMove() {
        #expect(!collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 5, section: 0)))
        expectNoDiagnostics(in: t.simulation)
        collection.updateInteractiveMovementTargetPosition(center(0, 0))
        #expect(t.simulation.diagnostics.last?.message.contains("no interactive movement in progress") == true)
        #expect(board.log.isEmpty)
    }

    @Test func badCallsAreRejected() {
        #expect(!collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 9, section: 0)))
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
        collection.endInteractiveMovement()
        collection.cancelInteractiveMovement()
        #expect(t.simulation.diagnostics.count == 3)
        #expect(collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 0, section: 0)))
        #expect(!collection.beginInteractiveMovementForItem(at: TableIndexPath(item: 1, section: 0)))
        #expect(t.simulation.diagnostics.last?.message.contains("is in progress") == true)
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 0))
        #expect(t.simulation.diagnostics.last?.code == .nonFiniteGeometry)
        // Ending again from the data source's moveItemAt is refused; the movement still ends once.
        board.onMove = { [collection] in collection.endInteractiveMovement() }
        collection.updateInteractiveMovementTargetPosition(center(1, 0))
        collection.endInteractiveMovement()
        #expect(t.simulation.diagnostics.last?.message.contains("while the movement of [0, 0] ends") == true)
        #expect(board.log.filter { $0.hasPrefix("move") } == ["move 0.0 to 0.1"])
        collection.cancelInteractiveMovement()
        #expect(t.simulation.diagnostics.last?.message.contains("no interactive movement in progress") == true)
    }
}
