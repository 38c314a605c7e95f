import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A grid of photos, as a `UICollectionViewController` subclass is written: the data source and delegate
/// methods are overrides; the flow-layout size comes from adopting the flow delegate, without `override`.
final class PhotoGridController: CollectionViewController, CollectionViewDelegateFlowLayout {
    var photos = (0..<30).map { "p\($0)" }
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView?.alwaysBounceVertical = true
        collectionView?.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        log.append("viewDidLoad")
    }
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append("numberOfItems")
        return photos.count
    }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 100, height: 100)
    }
}

@Suite struct CollectionViewControllerTests {
    @Test func itMakesAScreenSizedCollectionViewItServesAndReloadsOnFirstAppearance() {
        let t = TestWorld()
        let layout = CollectionViewFlowLayout()
        let controller = PhotoGridController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout && !controller.isViewLoaded)
        t.show(controller)
        t.run(for: 0.1)
        let collection = controller.collectionView
        #expect(collection?.frame == t.window.bounds)
        #expect(collection?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(collection?.dataSource === controller && collection?.delegate === controller)
        #expect(collection?.collectionViewLayout === layout && controller.collectionViewLayout === layout)
        #expect(collection?.alwaysBounceVertical == true)
        #expect(controller.log.first == "viewDidLoad" && controller.log.contains("numberOfItems"))
        #expect(collection?.visibleCells.first?.frame.size == CGSize(width: 100, height: 100))   // the flow delegate's size
    }

    @Test func appearingAgainClearsTheSelectionUnlessToldNotTo() {
        let t = TestWorld()
        let controller = PhotoGridController(collectionViewLayout: CollectionViewFlowLayout())
        let navigation = NavigationController(rootViewController: controller)
        t.show(navigation)
        t.run(for: 0.1)
        let path = IndexPath(item: 2, section: 0)
        controller.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        navigation.pushViewController(ViewController(), animated: false)
        t.run(for: 0.1)
        navigation.popViewController(animated: false)
        t.run(for: 0.1)
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        navigation.pushViewController(ViewController(), animated: false)
        t.run(for: 0.1)
        navigation.popViewController(animated: false)
        t.run(for: 0.1)
        #expect(controller.collectionView.indexPathsForSelectedItems == [path])
    }

    @Test func theDefaultsServeNothing() {
        let t = TestWorld()
        let controller = CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
        t.show(controller)
        t.run(for: 0.1)
        #expect(controller.numberOfSections(in: controller.collectionView) == 1)
        #expect(controller.collectionView(controller.collectionView, numberOfItemsInSection: 0) == 0)
        #expect(controller.collectionView.visibleCells.isEmpty)
        #expect(CollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is CollectionViewFlowLayout)
    }
}
