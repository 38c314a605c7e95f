// Self-sizing collection view cells: a flow layout with an `estimatedItemSize` lays items out at the estimate,
// asks each newly shown cell for `preferredLayoutAttributesFitting(_:)` (by default its content view's Auto
// Layout size), and lays the items out again at the sizes the cells prefer.
import Foundation
import Testing
import ViewTree

/// A tag chip: a label pinned inside the content view with 8-pt insets.
class ChipCell: CollectionViewCell {
    let title = Label(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            contentView.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            contentView.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ChipSource: CollectionViewDataSource {
    let tags: [String]
    init(_ tags: [String]) { self.tags = tags }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        (cell as? ChipCell)?.title.text = tags[indexPath.item]
        return cell
    }
}

@Suite struct CollectionViewSelfSizingTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func chipSize(_ text: String) -> CGSize {
        let probe = Label(frame: .zero)
        probe.text = text
        let size = probe.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height + 16)
    }

    @Test func itemsTakeTheSizesTheirCellsPrefer() throws {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
        let source = ChipSource(["Swift", "UIKit", "Auto Layout"])
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        for (item, tag) in source.tags.enumerated() {
            let frame = try #require(collection.layoutAttributesForItem(at: TableIndexPath(item: item, section: 0))?.frame)
            #expect(frame.size == chipSize(tag))
            #expect(collection.cellForItem(at: TableIndexPath(item: item, section: 0))?.frame == frame)
        }
    }

    @Test func withoutAnEstimateTheItemSizeStands() throws {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 30)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
        let source = ChipSource(["A much longer tag than sixty points"])
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: TableIndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 60, height: 30))
    }
}
