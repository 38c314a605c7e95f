import Foundation
import ViewTree

/// A controller that logs its callbacks (`name.callback`) into a shared log.
final class LoggingController: ViewController {
    let name: String
    let log: ControllerEventLog
    init(_ name: String, log: ControllerEventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() { log.add("\(name).loadView"); super.loadView() }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) { log.add("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.add("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))") }
    override func didReceiveMemoryWarning() { log.add("\(name).didReceiveMemoryWarning") }
    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        log.add("\(name).viewWillTransition(to: \(UIKitFormat.size(size)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// An ordered log of callbacks.
final class ControllerEventLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
    /// The entries without layout callbacks.
    var withoutLayout: [String] { entries.filter { !$0.contains("LayoutSubviews") } }
}

/// A table with `rows` rows of 44 pt.
final class RowsSource: TableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
}
