// A view that owns a plain table and is its data source, as list screens built without storyboards do.
import UIKit

final class FruitListView: UIView, UITableViewDataSource, UITableViewDelegate {
    private let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
    let tableView = UITableView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        tableView.frame = bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 44
        addSubview(tableView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    func scrollToLast() {
        let last = IndexPath(row: fruits.count - 1, section: 0)
        tableView.scrollToRow(at: last, at: .bottom, animated: false)
    }
}
