import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// Hostile input to decoration views, layout swaps and content-unavailable configurations: a decoration factory
/// handing out one view twice or the collection view itself, one layout given to two collection views, a swap
/// inside batch updates, a content-unavailable view taken away by the app. Each is refused with a diagnostic or
/// handled, and the trees stay consistent.
@Suite struct CollectionHostileInputTests {
    let world = Simulation()
    let window: Window
    /// Keeps the data sources alive (a collection view's `dataSource` is weak).
    final class Sources { var all: [CollectionViewDataSource] = [] }
    let sources = Sources()

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func show(_ layout: CollectionViewLayout, _ source: CollectionViewDataSource) -> CollectionView {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        sources.all.append(source)
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return collection
    }

    @Test func aDecorationFactoryReturningOneViewTwiceIsRefusedTheSecondTime() {
        let layout = ShelfLayout()
        let only = CollectionReusableView(frame: .zero)
        layout.registerDecorationViewFactory({ only }, forDecorationViewOfKind: ShelfLayout.shelf)
        let collection = show(layout, DecoratedSource([9]))
        let shelves = collection.subviews.filter { $0 === only }
        #expect(shelves.count == 1)
        #expect(world.diagnostics.contains { $0.message.contains("shelf") && $0.message.contains("already") })
        collection.reloadData()
        window.layoutIfNeeded()
        collection.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        window.layoutIfNeeded()
        #expect(throws: Never.self) { try InvariantChecker.check([window]) }
    }

    @Test func aDecorationFactoryReturningTheCollectionViewsAncestorIsRefused() {
        let layout = ShelfLayout()
        let container = CollectionReusableView(frame: window.bounds)
        window.addSubview(container)
        let collection = CollectionView(frame: container.bounds, collectionViewLayout: ShelfLayout())
        container.addSubview(collection)
        layout.registerDecorationViewFactory({ [unowned container] in container }, forDecorationViewOfKind: ShelfLayout.shelf)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.collectionViewLayout = layout
        let source = DecoratedSource([3])
        sources.all.append(source)
        collection.dataSource = source
        window.layoutIfNeeded()
        #expect(container.superview === window && collection.superview === container)
        #expect(world.diagnostics.contains { $0.message.contains("shelf") })
        collection.reloadData()
        collection.collectionViewLayout = ShelfLayout()                  // retires the decorations
        window.layoutIfNeeded()
        #expect(container.superview === window)
        #expect(throws: Never.self) { try InvariantChecker.check([window]) }
    }

    @Test func aLayoutOfAnotherCollectionViewIsRefused() {
        let first = show(ShelfLayout(), DecoratedSource([4]))
        let second = show(CollectionViewFlowLayout(), DecoratedSource([40]))
        let secondLayout = second.collectionViewLayout
        var completed: Bool?
        second.setCollectionViewLayout(first.collectionViewLayout, animated: false) { completed = $0 }
        #expect(second.collectionViewLayout === secondLayout)
        #expect(first.collectionViewLayout.collectionView === first)
        #expect(completed == false)
        #expect(world.diagnostics.contains { $0.message.contains("another collection view") })
        window.layoutIfNeeded()
        first.reloadData()
        window.layoutIfNeeded()
        #expect(first.visibleCells.count == 4)
        #expect(throws: Never.self) { try InvariantChecker.check([window]) }
    }

    @Test func aNewCollectionViewGivenAnotherOnesLayoutGetsAFlowLayout() {
        let first = show(ShelfLayout(), DecoratedSource([4]))
        let second = CollectionView(frame: window.bounds, collectionViewLayout: first.collectionViewLayout)
        #expect(second.collectionViewLayout !== first.collectionViewLayout)
        #expect(second.collectionViewLayout is CollectionViewFlowLayout && second.collectionViewLayout.collectionView === second)
        #expect(first.collectionViewLayout.collectionView === first)
        #expect(world.diagnostics.contains { $0.message.contains("another collection view") && $0.message.contains("flow layout") })
    }

    @Test func aLayoutSwapInsideBatchUpdatesKeepsTheTreeConsistent() {
        let collection = show(ShelfLayout(), DecoratedSource([6]))
        var finished = 0
        collection.performBatchUpdates({
            collection.setCollectionViewLayout(CollectionViewFlowLayout(), animated: true) { _ in finished += 1 }
            collection.reloadItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { _ in finished += 1 })
        world.run(for: 1)
        #expect(finished == 2)
        #expect(!collection.subviews.contains { $0.frame.height == 10 })   // no shelf of the old layout left
        #expect(throws: Never.self) { try InvariantChecker.check([window]) }
    }

    final class EmptyController: ViewController {
        override func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {
            var configuration = ContentUnavailableConfiguration.empty()
            configuration.text = "Nothing"
            contentUnavailableConfiguration = configuration
        }
    }

    @Test func aContentUnavailableViewTheAppMovedIsShownAgainWithoutDiagnostics() {
        let t = TestWorld()
        let controller = EmptyController()
        t.show(controller)
        let shown = controller.view.subviews.last
        #expect(shown is ContentUnavailableView)
        let elsewhere = View(frame: .zero)
        t.window.addSubview(elsewhere)
        if let shown { elsewhere.addSubview(shown) }                    // the app takes it away
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(t.simulation.diagnostics.isEmpty)
        #expect(controller.view.subviews.last is ContentUnavailableView)
        controller.contentUnavailableConfiguration = nil
        #expect(!controller.view.subviews.contains { $0 is ContentUnavailableView })
    }
}
