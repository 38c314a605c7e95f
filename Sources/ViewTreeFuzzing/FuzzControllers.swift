import Foundation
import ViewTree

// The controllers the fuzzer makes: each records its appearance and containment callbacks in an
// `AppearanceRecorder`, which checks them against UIKit's state machine as they come.

/// Checks a controller's callbacks as they come: `viewWillAppear` → `viewDidAppear` → `viewWillDisappear` →
/// `viewDidDisappear` (an appearance may turn into a disappearance before it ends, and back), and every
/// `didMove(toParent: X)` with an `X` after a `willMove(toParent: X)`. Holds no controller (no cycle).
final class AppearanceRecorder {
    enum State: String { case disappeared, appearing, appeared, disappearing }
    let name: String
    private(set) var state = State.disappeared
    /// The first callback out of order, if any.
    private(set) var violation: String?
    /// `willMove(toParent:)` targets (non-nil) whose `didMove(toParent:)` has not come yet.
    private(set) var pendingMoves: [ObjectIdentifier] = []
    /// How many appearance callbacks came so far.
    private(set) var appearanceCallbacks = 0

    init(name: String) { self.name = name }

    private func fail(_ message: String) {
        if violation == nil { violation = "\(name): \(message)" }
    }

    func willAppear() {
        appearanceCallbacks += 1
        guard state == .disappeared || state == .disappearing else { return fail("viewWillAppear while \(state.rawValue)") }
        state = .appearing
    }

    func didAppear() {
        appearanceCallbacks += 1
        guard state == .appearing else { return fail("viewDidAppear while \(state.rawValue) (no viewWillAppear before it)") }
        state = .appeared
    }

    func willDisappear() {
        appearanceCallbacks += 1
        guard state == .appeared || state == .appearing else { return fail("viewWillDisappear while \(state.rawValue)") }
        state = .disappearing
    }

    func didDisappear() {
        appearanceCallbacks += 1
        guard state == .disappearing else { return fail("viewDidDisappear while \(state.rawValue) (no viewWillDisappear before it)") }
        state = .disappeared
    }

    func willMove(_ parent: ViewController?) {
        if let parent { pendingMoves.append(ObjectIdentifier(parent)) }
    }

    func didMove(_ parent: ViewController?) {
        // didMove(toParent: nil) comes alone when addChild takes a child from another container (UIKit's
        // `removeFromParentViewController`, as the documentation of `addChild(_:)` says). Leaving its parent, the
        // controller is owed no didMove for a move that parent had begun (a page or column taken mid-transition).
        guard let parent else { return pendingMoves.removeAll() }
        guard let i = pendingMoves.lastIndex(of: ObjectIdentifier(parent)) else {
            return fail("didMove(toParent: \(parent.libraryDescription)) with no willMove(toParent:) to it before")
        }
        pendingMoves.remove(at: i)
    }

    /// Whether a `didMove(toParent: p)` is still owed.
    func owesDidMove(to parent: ViewController) -> Bool { pendingMoves.contains(ObjectIdentifier(parent)) }
}

extension ViewController {
    var libraryDescription: String { String(describing: type(of: self)) }
}

/// The data source of a list controller: item identifiers by section, owned by the fuzzer. It notes a request for an
/// index outside its data (a collection or table view asking for an item that does not exist).
final class FuzzListSource: CollectionViewDataSource, TableViewDataSource {
    var data: [[Int]] = []
    private(set) var violation: String?

    private func item(_ path: TableIndexPath) -> Int {
        guard data.indices.contains(path.section), data[path.section].indices.contains(path.item) else {
            if violation == nil { violation = "the data source was asked for \(path) but has \(data.map(\.count)) items" }
            return -1
        }
        return data[path.section][path.item]
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { data.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        data.indices.contains(section) ? data[section].count : 0
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = item(indexPath)
        return cell
    }

    func numberOfSections(in tableView: TableView) -> Int { data.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        data.indices.contains(section) ? data[section].count : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.tag = item(indexPath)
        return cell
    }

    // MARK: Editing (tables)

    /// The next `commit(.delete, forRowAt:)` calls `deleteRows` without removing the item (an invalid update).
    var forgetsDeletion = false
    /// What a tapped row does besides selecting (`nil`: nothing).
    var onSelect: ((TableIndexPath) -> Void)?
    /// `willBeginEditingRowAt` and `didEndEditingRowAt` heard (a swipe opens and closes).
    private(set) var swipesBegun = 0
    private(set) var swipesEnded = 0

    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: TableIndexPath) {
        guard editingStyle == .delete else { return }
        // A commit for a row outside the data is noted as a violation (`item`).
        guard item(indexPath) != -1 else { return }
        if !forgetsDeletion { data[indexPath.section].remove(at: indexPath.item) }
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { true }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {
        let from = FuzzPath(sourceIndexPath.section, sourceIndexPath.item), to = FuzzPath(destinationIndexPath.section, destinationIndexPath.item)
        guard ControllerModel.hasRow(data, from), ControllerModel.isMoveDestination(data, from: from, to: to) else {
            if violation == nil { violation = "moveRowAt \(sourceIndexPath) to \(destinationIndexPath): not a move the data \(data.map(\.count)) can make" }
            return
        }
        let moved = data[from.section].remove(at: from.item)
        data[to.section].insert(moved, at: to.item)
    }
}

extension FuzzListSource: TableViewDelegate {
    /// One leading action, "Mark", which changes no data and closes the swipe at once.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Mark") { _, _, done in done(true) }])
    }

    /// A tapped row calls `onSelect` (the gestures family pushes a detail controller from it, as apps do).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { onSelect?(indexPath) }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath) { swipesBegun += 1 }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?) { swipesEnded += 1 }
}

/// A plain controller, or one whose view shows a list.
final class FuzzController: ViewController {
    let recorder: AppearanceRecorder
    let kind: FuzzControllerKind
    let source = FuzzListSource()
    private(set) weak var collectionView: CollectionView?
    private(set) weak var tableView: TableView?

    init(kind: FuzzControllerKind, recorder: AppearanceRecorder) {
        self.kind = kind
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    /// The list's scroll view.
    var list: ScrollView? { collectionView ?? tableView }

    override func loadView() {
        guard kind.isList else { return super.loadView() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list: ScrollView
        if kind == .collection {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 70, height: 40)
            let cv = CollectionView(frame: root.bounds, collectionViewLayout: layout)
            cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = source
            collectionView = cv
            list = cv
        } else {
            let tv = TableView(frame: root.bounds, style: .plain)
            tv.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            tv.dataSource = source
            tv.delegate = source
            tableView = tv
            list = tv
        }
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(list)
        view = root
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); recorder.willAppear() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); recorder.didAppear() }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); recorder.willDisappear() }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); recorder.didDisappear() }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); recorder.willMove(parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); recorder.didMove(parent) }
}

/// A navigation controller that records its callbacks.
final class FuzzNavigationController: NavigationController {
    let recorder: AppearanceRecorder

    init(recorder: AppearanceRecorder) {
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); recorder.willAppear() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); recorder.didAppear() }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); recorder.willDisappear() }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); recorder.didDisappear() }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); recorder.willMove(parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); recorder.didMove(parent) }
}

/// A tab bar controller that records its callbacks.
final class FuzzTabBarController: TabBarController {
    let recorder: AppearanceRecorder

    init(recorder: AppearanceRecorder) {
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); recorder.willAppear() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); recorder.didAppear() }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); recorder.willDisappear() }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); recorder.didDisappear() }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); recorder.willMove(parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); recorder.didMove(parent) }
}

/// A split view controller that records its callbacks.
final class FuzzSplitController: SplitViewController {
    let recorder: AppearanceRecorder
    /// Its delegate (held here: `delegate` is weak).
    let splitDelegate = FuzzSplitDelegate()

    init(style: Style, recorder: AppearanceRecorder) {
        self.recorder = recorder
        super.init(style: style)
        delegate = splitDelegate
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); recorder.willAppear() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); recorder.didAppear() }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); recorder.willDisappear() }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); recorder.didDisappear() }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); recorder.willMove(parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); recorder.didMove(parent) }
}

/// A split view controller's delegate whose answers change from one question to the next, in a fixed cycle (no draw
/// from the generator, so streams stay as they were): it handles every other collapse itself, proposes each column as
/// the top one when collapsing (the supplementary and compact ones too, which a double-column controller lacks), asks
/// for each display mode in turn when expanding (two-column modes of a double-column controller too), and counts the
/// collapses and expansions it hears, which must alternate.
final class FuzzSplitDelegate: SplitViewControllerDelegate {
    private var asked = 0
    private(set) var collapses = 0
    private(set) var expansions = 0

    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool {
        asked += 1
        return asked % 2 == 0
    }

    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column {
        asked += 1
        return [proposedTopColumn, .secondary, .supplementary, .compact][asked % 4]
    }

    func splitViewController(_ svc: SplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
        asked += 1
        return [proposedDisplayMode, .secondaryOnly, .oneOverSecondary, .twoBesideSecondary, .automatic][asked % 5]
    }

    func splitViewControllerDidCollapse(_ svc: SplitViewController) { collapses += 1 }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { expansions += 1 }
}

/// The pages a page view controller's data source gives, in order (weakly: the fuzzer's references own the
/// controllers), and what its delegate heard.
final class FuzzPageSource: PageViewControllerDataSource, PageViewControllerDelegate {
    var book: [WeakObject] = []
    /// `willTransitionTo` and `didFinishAnimating` heard.
    private(set) var transitionsBegun = 0
    private(set) var transitionsFinished = 0

    private func neighbour(of page: ViewController, _ step: Int) -> ViewController? {
        let pages = book.compactMap { $0.object as? ViewController }
        guard let i = pages.firstIndex(where: { $0 === page }), pages.indices.contains(i + step) else { return nil }
        return pages[i + step]
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        neighbour(of: viewController, -1)
    }
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        neighbour(of: viewController, 1)
    }
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
        transitionsBegun += 1
    }
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool) {
        transitionsFinished += 1
    }
}

/// A page view controller that records its callbacks and owns its data source.
final class FuzzPageController: PageViewController {
    let recorder: AppearanceRecorder
    let source = FuzzPageSource()

    init(kind: FuzzControllerKind, recorder: AppearanceRecorder) {
        self.recorder = recorder
        super.init(transitionStyle: kind == .pageScroll ? .scroll : .pageCurl, navigationOrientation: .horizontal,
                   options: kind == .pageCurlMid ? [.spineLocation: SpineLocation.mid] : nil)
        dataSource = source
        delegate = source
    }

    required init?(coder: NSCoder) { return nil }

    /// The queuing scroll view of the scroll style.
    var pagingScrollView: ScrollView? { viewIfLoaded?.subviews.first { $0 is ScrollView } as? ScrollView }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); recorder.willAppear() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); recorder.didAppear() }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); recorder.willDisappear() }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); recorder.didDisappear() }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); recorder.willMove(parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); recorder.didMove(parent) }
}
