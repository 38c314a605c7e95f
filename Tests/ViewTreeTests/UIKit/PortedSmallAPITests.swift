// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Small UIKit API that real files needed: the rest of the iOS 13 system colours, `UIAccessibility` posts,
/// layout attributes' `copy()` and `transform`, and a layout's `targetContentOffset` for flings.
@Suite struct PortedSmallAPITests {
    final class Source: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// Pages of 100 points, and shrinks every item to 80 %.
    final class SnappingLayout: UICollectionViewFlowLayout {
        var asked: [CGPoint] = []
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            asked.append(velocity)
            return CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { original in
                let copy = original.copy() as! UICollectionViewLayoutAttributes
                copy.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                return copy
            }
        }
    }

    @Test func theSemanticColoursHaveTheirLightValues() {
        // Dynamic colours (Fidelity.md, "Dark appearance"): compared in their light appearance.
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.placeholderText.resolvedColor(with: light) == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
        #expect(UIColor.secondarySystemGroupedBackground.resolvedColor(with: light) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.systemGroupedBackground.resolvedColor(with: light) == UIColor.secondarySystemBackground.resolvedColor(with: light))
        #expect(UIColor.systemGray6.resolvedColor(with: light) == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
    }

    @Test func accessibilityPostsAreRecordedAndSettingsAreTheWorlds() {
        let t = TestWorld()
        let label = UILabel()
        #expect(!UIAccessibility.isVoiceOverRunning)
        t.simulation.accessibilitySettings.isVoiceOverRunning = true
        #expect(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .layoutChanged, argument: label)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        let posts = t.simulation.postedAccessibilityNotifications
        #expect(posts.map(\.notification) == [.layoutChanged, .announcement])
        #expect(posts[0].argument as? UILabel === label && posts[1].argument as? String == "Saved")
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
    }

    @Test func attributesCopyAndTheirTransformReachesTheCell() throws {
        let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        original.alpha = 0.5
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        copy.frame.origin.x = 99
        #expect(original.frame.minX == 10 && copy.alpha == 0.5 && copy.indexPath == original.indexPath && copy !== original)

        let t = TestWorld()
        let layout = SnappingLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        t.window.addSubview(collection)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(cell.center == CGPoint(x: 50, y: 50) && cell.bounds.size == CGSize(width: 100, height: 100))

        drag(collection, from: CGPoint(x: 250, y: 50), to: CGPoint(x: 110, y: 50))
        t.run(for: 5)
        #expect(layout.asked.count == 1)
        #expect(collection.contentOffset.x.truncatingRemainder(dividingBy: 100) == 0)   // snapped to a page
        #expect(collection.contentOffset.x > 0)
    }
}
