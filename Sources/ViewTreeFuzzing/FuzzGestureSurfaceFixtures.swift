import Foundation
import ViewTree

/// A controller of the gestures family's surfaces that records its appearance callbacks.
protocol FuzzRecordingController: ViewController {
    var recorder: AppearanceRecorder { get }
}

extension FuzzController: FuzzRecordingController {}
extension FuzzTabBarController: FuzzRecordingController {}

/// What a surface collection view's delegate heard, by item identifier: `didSelect` and `didDeselect` must pair (no
/// deselection of an item that is not selected, no second selection of a selected item when several may be selected),
/// and the cell provider must be asked only for items of the snapshot shown.
final class FuzzSurfaceCollectionDelegate: CollectionViewDelegate {
    weak var source: CollectionViewDiffableDataSource<Int, Int>?
    let multiple: Bool
    /// The items selected, as the delegate calls tell.
    private(set) var selected: Set<Int> = []
    private(set) var selections = 0
    private(set) var violation: String?

    init(multiple: Bool) { self.multiple = multiple }

    private func fail(_ message: String) { if violation == nil { violation = message } }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {
        selections += 1
        guard let item = source?.itemIdentifier(for: indexPath) else { return fail("didSelectItemAt \(indexPath), an item its snapshot does not have") }
        if multiple, selected.contains(item) { fail("didSelectItemAt \(indexPath) (item \(item)), which is already selected") }
        if !multiple { selected = [] }
        selected.insert(item)
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath) {
        guard let item = source?.itemIdentifier(for: indexPath) else { return fail("didDeselectItemAt \(indexPath), an item its snapshot does not have") }
        guard selected.remove(item) != nil else { return fail("didDeselectItemAt \(indexPath) (item \(item)), which was not selected (selected: \(selected.sorted()))") }
    }

    /// Items deleted by a snapshot leave the selection without a call (UIKit's way).
    func forget(keeping items: Set<Int>) { selected.formIntersection(items) }
}

/// A controller whose view is filled by a collection view (a flow layout of 70 × 40 items, or a compositional plain
/// list) with a diffable data source of 40 items in one section.
final class FuzzSurfaceCollectionController: ViewController, FuzzRecordingController {
    let recorder: AppearanceRecorder
    let delegate: FuzzSurfaceCollectionDelegate
    private let compositional: Bool
    private(set) var source: CollectionViewDiffableDataSource<Int, Int>?
    private(set) weak var collectionView: CollectionView?
    /// The cell provider was asked for an item at an index path that does not hold it in the snapshot shown.
    private(set) var providerViolation: String?
    /// The next item identifier a snapshot inserts.
    private var nextItem = 40

    init(compositional: Bool, multiple: Bool, recorder: AppearanceRecorder) {
        self.recorder = recorder
        self.compositional = compositional
        delegate = FuzzSurfaceCollectionDelegate(multiple: multiple)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout: CollectionViewLayout
        if compositional {
            layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        } else {
            let flow = CollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 70, height: 40)
            layout = flow
        }
        let cv = CollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.allowsMultipleSelection = delegate.multiple
        cv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { [weak self] cv, path, item in
            if let self, self.providerViolation == nil, self.source?.indexPath(for: item) != path {
                self.providerViolation = "the cell provider was asked for item \(item) at \(path), where the snapshot shown has \(self.source?.itemIdentifier(for: path).map { "item \($0)" } ?? "no item")"
            }
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.tag = item
            return cell
        }
        self.source = source
        delegate.source = source
        cv.delegate = delegate
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<40))
        source.apply(snapshot, animatingDifferences: false)
        collectionView = cv
        root.addSubview(cv)
        view = root
    }

    /// Applies a snapshot that deletes, inserts and moves items (drawn from `seed`, SplitMix64's stream), animated.
    func applyDrawnSnapshot(seed: Int) {
        guard let source else { return }
        var rng = SplitMix64(seed: UInt64(seed))
        var snapshot = source.snapshot()
        var items = snapshot.itemIdentifiers
        for _ in 0..<rng.int(in: 0...6) where !items.isEmpty {
            let item = items.remove(at: rng.int(in: 0...(items.count - 1)))
            snapshot.deleteItems([item])
        }
        for _ in 0..<rng.int(in: 0...6) {
            let item = nextItem
            nextItem += 1
            if let anchor = items.isEmpty ? nil : items[rng.int(in: 0...(items.count - 1))] {
                snapshot.insertItems([item], beforeItem: anchor)
            } else {
                if snapshot.numberOfSections == 0 { snapshot.appendSections([0]) }
                snapshot.appendItems([item])
            }
            items.append(item)
        }
        let shown = snapshot.itemIdentifiers
        if shown.count > 1, rng.chance(0.5) {
            let a = shown[rng.int(in: 0...(shown.count - 1))], b = shown[rng.int(in: 0...(shown.count - 1))]
            if a != b { snapshot.moveItem(a, afterItem: b) }
        }
        source.apply(snapshot, animatingDifferences: true)
        delegate.forget(keeping: Set(snapshot.itemIdentifiers))
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); recorder.willAppear() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); recorder.didAppear() }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); recorder.willDisappear() }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); recorder.didDisappear() }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); recorder.willMove(parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); recorder.didMove(parent) }
}
