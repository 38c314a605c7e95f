import Foundation
import ViewTree

/// Items numbered from 0, one reuse identifier.
final class BenchItems: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

/// A view with a fixed natural size, standing for a label or a control in a stack.
private final class FixedSizeView: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

let collectionBenchmarkGroup = BenchmarkGroup(name: "collection", summary: "collection view flung end to end (flow layout, reuse); a 200-view nested stack layout") {
    // (a) 100,000 items in a flow layout (5 per row of 320 pt), flung from top to bottom.
    print(row(["items", "flings", "frames", "µs/frame", "cells created", "first layout ms"], widths: [8, 7, 8, 10, 14, 16]))
    for items in [10_000, 100_000] {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568), simulation: world)
        window.makeKeyAndVisible()
        let cv = CollectionView(frame: window.bounds)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = BenchItems(count: items)
        cv.dataSource = source
        window.addSubview(cv)
        let first = measure { window.layoutIfNeeded() }
        let framesBefore = world.runLoop.framesTicked
        var flings = 0
        let elapsed = measure { flings = flingToTheEnd(cv, in: world, velocity: 20_000) }
        let frames = world.runLoop.framesTicked - framesBefore
        let last = cv.indexPathsForVisibleItems.last?.item ?? -1
        precondition(last == items - 1, "the collection view did not reach its last item (\(last))")
        print(row([String(items), String(flings), String(frames), fmt(elapsed / Double(frames) / 1e3, 2),
                   String(cv.cellsCreated), fmt(first / 1e6, 2)], widths: [8, 7, 8, 10, 14, 16]))
    }

    // (b) A vertical stack of 20 horizontal stacks of 9 views each (200 views), laid out again after
    // a change of its width: µs per layout pass (Auto Layout solve included).
    print(row(["views", "passes", "µs/pass"], widths: [7, 7, 10]))
    let world = Simulation()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568), simulation: world)
    window.makeKeyAndVisible()
    let outer = StackView(frame: window.bounds)
    outer.axis = .vertical
    outer.distribution = .fillEqually
    outer.spacing = 4
    var views = 1
    for _ in 0..<20 {
        let inner = StackView(arrangedSubviews: (0..<9).map { _ in FixedSizeView(frame: .zero) })
        inner.distribution = .equalSpacing
        inner.alignment = .center
        outer.addArrangedSubview(inner)
        views += 10
    }
    window.addSubview(outer)
    window.layoutIfNeeded()
    let passes = 50
    let elapsed = measure {
        for i in 0..<passes {
            outer.frame.size.width = 320 + CGFloat(i % 2) * 40
            window.layoutIfNeeded()
        }
    }
    print(row([String(views), String(passes), fmt(elapsed / Double(passes) / 1e3, 1)], widths: [7, 7, 10]))
}
