// No `import Foundation`: ViewTreeUIKit re-exports it (Docs/Porting.md, "UIKit names").
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A cell written as UIKit code writes it: restyles itself when selected.
final class CheckmarkCell: UITableViewCell {
    var restyled = 0
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        restyled += 1
    }
}

/// A list controller written as UIKit code writes it (the selection half of a typical settings screen).
final class ChoiceList: NSObject, UITableViewDataSource, UITableViewDelegate {
    let choices = ["Off", "Daily", "Weekly"]
    var chosen: String?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { choices.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "choice", for: indexPath)
        cell.textLabel?.text = choices[indexPath.row]
        cell.selectionStyle = indexPath.row == 0 ? .none : .default
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 0 ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen = choices[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@Suite struct TableViewSelectionUIKitTests {
    @Test func aUIKitStyleListSelectsThroughUIKitNames() {
        let t = TestWorld()
        let list = ChoiceList()
        let table = UITableView(frame: t.window.bounds, style: .plain)
        table.register(CheckmarkCell.self, forCellReuseIdentifier: "choice")
        table.dataSource = list
        table.delegate = list
        t.window.addSubview(table)
        table.reloadData()

        tap(table.cellForRow(at: IndexPath(row: 0, section: 0))!)
        #expect(list.chosen == nil, "willSelect refused row 0")
        tap(table.cellForRow(at: IndexPath(row: 2, section: 0))!)
        #expect(list.chosen == "Weekly")
        #expect(table.indexPathForSelectedRow == nil, "didSelect deselected it")
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? CheckmarkCell
        #expect(cell?.restyled == 2 && cell?.isSelected == false)
        let style: UITableViewCell.SelectionStyle = table.cellForRow(at: IndexPath(row: 0, section: 0))!.selectionStyle
        #expect(style == .none)
        let swift3: UITableViewCellSelectionStyle = .default
        #expect(swift3 == TableViewCell.defaultSelectionStyle)
    }
}
