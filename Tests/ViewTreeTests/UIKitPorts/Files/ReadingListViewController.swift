// A reading list as public UIKit tutorials write one: a `UITableViewController` subclass that registers a
// cell class, overrides the data source and delegate methods, adds a row with `performBatchUpdates`,
// marks one read with `reloadRows`, reorders with `moveRow` and removes with `deleteRows`. Written for
// this corpus in the style of such files, not copied from one.
import UIKit

final class ReadingListViewController: UITableViewController {
    private var titles = ["Dune", "Emma", "Ulysses"]
    private var read: Set<String> = []
    private let cellIdentifier = "BookCell"

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.rowHeight = 52
        clearsSelectionOnViewWillAppear = false
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let title = titles[indexPath.row]
        cell.textLabel?.text = title
        cell.accessoryType = read.contains(title) ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return titles.isEmpty ? nil : "\(titles.count) books"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let title = titles[indexPath.row]
        if read.contains(title) { read.remove(title) } else { read.insert(title) }
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    func add(_ title: String) {
        titles.insert(title, at: 0)
        tableView.performBatchUpdates({
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        }, completion: { [weak self] _ in
            self?.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
        })
    }

    func moveToEnd(row: Int) {
        let title = titles.remove(at: row)
        titles.append(title)
        tableView.moveRow(at: IndexPath(row: row, section: 0), to: IndexPath(row: titles.count - 1, section: 0))
    }

    func remove(at row: Int) {
        titles.remove(at: row)
        tableView.beginUpdates()
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
        tableView.endUpdates()
    }
}
