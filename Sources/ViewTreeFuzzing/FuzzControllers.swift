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

    init(name: String) { self.name = name }

    private func fail(_ message: String) {
        if violation == nil { violation = "\(name): \(message)" }
    }

    func willAppear() {
        guard state == .disappeared || state == .disappearing else { return fail("viewWillAppear while \(state.rawValue)") }
        state = .appearing
    }

    func didAppear() {
        guard state == .appearing else { return fail("viewDidAppear while \(state.rawValue) (no viewWillAppear before it)") }
        state = .appeared
    }

    func willDisappear() {
        guard state == .appeared || state == .appearing else { return fail("viewWillDisappear while \(state.rawValue)") }
        state = .disappearing
    }

    func didDisappear() {
        guard state == .disappearing else { return fail("viewDidDisappear while \(state.rawValue) (no viewWillDisappear before it)") }
        state = .disappeared
    }

    func willMove(_ parent: ViewController?) {
        if let parent { pendingMoves.append(ObjectIdentifier(parent)) }
    }

    func didMove(_ parent: ViewController?) {
        // didMove(toParent: nil) comes alone when addChild takes a child from another container (UIKit's
        // `removeFromParentViewController`, as the documentation of `addChild(_:)` says).
        guard let parent else { return }
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
