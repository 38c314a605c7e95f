import Foundation
import Testing
@testable import ViewTree

/// A view that no constraint names is outside the Auto Layout system: its intrinsic size, priorities and
/// `translatesAutoresizingMaskIntoConstraints` take no part in the solution, so changing them asks for no solve.
/// Before this, every label given text in a cell made the next `prepareLayoutPass()` solve, and a list cell (which
/// flushes the engine as its layout begins, so what its configuration update adds is placed in the same pass) solved
/// once per newly shown cell: 48 solves for the first layout of 200 plain list cells where 1 was needed.
@Suite struct ViewsOutsideTheSystemTests {
    /// A window whose collection view is pinned to it by constraints (a live system), showing `count` plain list cells
    /// with a disclosure indicator each.
    private func list(_ count: Int) -> (world: Simulation, window: Window, collection: CollectionView,
                                        dataSource: CollectionViewDiffableDataSource<Int, Int>) {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 2000), simulation: world)
        window.makeKeyAndVisible()
        let layout = CollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let collection = CollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(collection)
        LayoutConstraint.activate([
            collection.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            collection.topAnchor.constraint(equalTo: window.topAnchor),
            collection.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        return (world, window, collection, dataSource)
    }

    private func solves(_ world: Simulation) -> Int {
        world.layoutEngine.rebuildCount + world.layoutEngine.inPlaceCount
    }

    @Test func showingPlainListCellsSolvesOnceAndScrollingSolvesNothing() throws {
        let (world, window, collection, dataSource) = list(200)   // the collection view holds its data source weakly
        window.layoutIfNeeded()
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 375, height: 2000))
        #expect(collection.visibleCells.count > 30, "the list showed its cells")
        #expect(solves(world) == 1, "one solve for the collection view's constraints, none per cell: \(solves(world))")
        let first = solves(world)
        for step in 1...40 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
            window.layoutIfNeeded()
        }
        #expect(collection.visibleCells.contains { $0.frame.minY >= 4000 }, "cells further down were shown")
        #expect(solves(world) == first, "scrolling past new cells solved \(solves(world) - first) times")
        withExtendedLifetime(dataSource) {}
    }

    @Test func aLabelOutsideTheSystemAsksForNoSolveAndOneInsideDoes() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let pinned = Label(frame: .zero)
        pinned.translatesAutoresizingMaskIntoConstraints = false
        let loose = Label(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        window.addSubview(pinned)
        window.addSubview(loose)
        LayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            pinned.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        let settled = solves(world)
        loose.text = "A longer text than before"
        loose.setContentHuggingPriority(.required, for: .horizontal)
        loose.translatesAutoresizingMaskIntoConstraints = false
        window.layoutIfNeeded()
        #expect(solves(world) == settled, "a view no constraint names changed nothing to solve")
        #expect(loose.frame == CGRect(x: 0, y: 100, width: 100, height: 20), "and keeps its frame")
        pinned.text = "Pinned"
        window.layoutIfNeeded()
        #expect(solves(world) == settled + 1)
        #expect(pinned.frame.width > 0 && pinned.frame.origin == CGPoint(x: 10, y: 20))
        // Naming the loose label later reads its priorities and text then.
        loose.leadingAnchor.constraint(equalTo: pinned.trailingAnchor, constant: 8).isActive = true
        loose.topAnchor.constraint(equalTo: pinned.topAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(loose.frame.minX == pinned.frame.maxX + 8)
        #expect(loose.frame.width == loose.intrinsicContentSize.width)
    }

    /// UIKit holds a root out of autoresizing at its frame's size (`_UITemporaryLayoutWidth`) only when a layout pass
    /// runs on it: a view made with a width constraint and not yet added, while the window lays out, meets no
    /// temporary width, and keeps its 40 pt once added.
    @Test func aConstrainedViewNotYetAddedIsNotHeldAtItsFrame() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let label = Label(frame: .zero)
        label.text = "Title"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
        let badge = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
        window.layoutIfNeeded()
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
        window.addSubview(badge)
        badge.leadingAnchor.constraint(equalTo: label.trailingAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(badge.frame.width == 40)
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
        // Laid out as a root of its own, a view out of autoresizing keeps its frame's size.
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.translatesAutoresizingMaskIntoConstraints = false
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5).isActive = true
        child.heightAnchor.constraint(equalTo: root.heightAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(root.frame.size == CGSize(width: 200, height: 100))
        #expect(child.frame.size == CGSize(width: 100, height: 100))
    }
}
