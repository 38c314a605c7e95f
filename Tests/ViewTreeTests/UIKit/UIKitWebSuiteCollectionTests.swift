// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// The flow layout's lines as UIKitWeb's "UICollectionView and UICollectionViewFlowLayout" note records them
/// (`uikit/collection/sized`, iOS 26 simulator); the test is ours. Row in Docs/Fidelity.md, "Behaviours checked
/// against UIKitWeb's notes and suite".
@Suite struct UIKitWebSuiteCollectionTests {
    final class Sized: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let widths: [CGFloat]
        init(_ widths: [CGFloat]) { self.widths = widths }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: widths[indexPath.item], height: 44)
        }
    }

    func xs(_ widths: [CGFloat]) -> [CGFloat] {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.minimumInteritemSpacing = 10
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Sized(widths)
        collection.dataSource = source
        collection.delegate = source
        t.window.addSubview(collection)
        collection.layoutIfNeeded()
        return widths.indices.map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX ?? -1 }
    }

    /// A full line spreads its items over the free space (60 and 100 in 300 at 10 and 210); the last line of
    /// items of different sizes keeps the minimum spacing from the leading inset (140, 60, 60 at 10, 160, 230),
    /// as steipete's rdar://20825965 reports for iOS 6–8.3 ("the last row is left-aligned by default if items
    /// have a non-uniform height").
    @Test func theLastLineOfItemsOfDifferentSizesKeepsTheMinimumSpacing() {
        #expect(xs([60, 100, 140, 60, 60]) == [10, 210, 10, 160, 230])
        #expect(xs([60, 100, 140, 60]) == [10, 210, 10, 160])
        #expect(xs([60, 100, 140]) == [10, 210, 10])                   // a lone item of a mixed section: at the inset
    }
}
