// The order and number of a flow layout's `UICollectionViewDelegateFlowLayout` questions in one layout pass: per
// section, its inset, line spacing, interitem spacing, header and footer sizes, then each item's size, once each
// (PSTCollectionView's `getSizingInfos`, a re-implementation of UICollectionViewFlowLayout).
import Foundation
import Testing
import ViewTree

/// A flow delegate that logs each question.
private final class AskedLog: CollectionViewDelegateFlowLayout {
    var asked: [String] = []
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        asked.append("size \(indexPath.section)-\(indexPath.item)")
        return CGSize(width: 40, height: 40)
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        asked.append("inset \(section)")
        return .zero
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        asked.append("line \(section)")
        return 10
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        asked.append("interitem \(section)")
        return 10
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        asked.append("header \(section)")
        return .zero
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        asked.append("footer \(section)")
        return .zero
    }
}

@Suite struct FlowLayoutDelegateOrderTests {
    @Test func onePassAsksEachSectionsMetricsThenItsItemSizesOnceEach() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let layout = CollectionViewFlowLayout()
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let data = CompoCounts([2, 1])
        let log = AskedLog()
        collection.dataSource = data
        collection.delegate = log
        window.addSubview(collection)
        window.layoutIfNeeded()
        #expect(!log.asked.isEmpty)
        log.asked.removeAll()
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(log.asked == ["inset 0", "line 0", "interitem 0", "header 0", "footer 0", "size 0-0", "size 0-1",
                              "inset 1", "line 1", "interitem 1", "header 1", "footer 1", "size 1-0"])
        // Asking the layout again without invalidating it asks the delegate nothing.
        log.asked.removeAll()
        _ = layout.collectionViewContentSize
        _ = layout.layoutAttributesForElements(in: collection.bounds)
        #expect(log.asked.isEmpty)
        _ = data
    }
}
