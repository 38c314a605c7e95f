// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What a real `UICollectionView` with a plain `UICollectionViewFlowLayout` answers in IGListKit's end-to-end suite
/// (Instagram/IGListKit `Tests/IGListAdapterE2ETests.m` @000bc369, on the fixture of `Tests/IGListTestCase.m`
/// @15f9015b: a 100 × 100 window, never shown, holding a 100 × 100 collection view with a new flow layout, laid out
/// with `layoutIfNeeded()`; run on an iOS simulator). IGListKit's adapter is the data source and the flow layout
/// delegate: one section per object, as many items as the object's number, each as wide as the collection view and
/// 10 high (`Tests/Objects/IGTestDelegateController.m`). The adapter's own diffing and batching are left aside. Rows
/// in Docs/Fidelity.md, "Behaviours checked against RxCocoa's, ReactiveCocoa's and Stevia's device tests".
@Suite struct IGListKitCrossCheckTests {
    final class Sections: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: 10)
        }
    }

    static func fixture(_ counts: [Int]) -> (world: Simulation, window: UIWindow, view: UICollectionView, source: Sections) {
        let world = Simulation()
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let window = UIWindow(frame: frame, simulation: world)
        let view = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(view)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Sections(counts)
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return (world, window, view, source)
    }

    /// test_whenSettingUpTest_thenCollectionViewIsLoaded: two objects of 2 and 3 items make 2 sections of 2 and 3.
    @Test func sectionAndItemCounts() {
        let f = Self.fixture([2, 3])
        #expect(f.view.numberOfSections == 2)
        #expect(f.view.numberOfItems(inSection: 0) == 2 && f.view.numberOfItems(inSection: 1) == 3)
    }

    /// test_whenUpdatesComplete_thatCellsExist and test_whenReloadDataCompletes_thatCellsExist: with two sections of
    /// two 10-pt items, the four items fit in the 100-pt window (10-pt line spacing, no section insets), so each has a
    /// cell after layout, and after `reloadData()` and a layout again.
    @Test func everyItemThatFitsHasACell() {
        let f = Self.fixture([2, 2])
        let paths = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                     IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)]
        #expect(paths.allSatisfy { f.view.cellForItem(at: $0) != nil })
        f.view.reloadData()
        f.view.layoutIfNeeded()
        #expect(paths.allSatisfy { f.view.cellForItem(at: $0) != nil })
        #expect(f.view.cellForItem(at: IndexPath(item: 1, section: 1))?.frame.maxY ?? 100 < 100)
    }
}
