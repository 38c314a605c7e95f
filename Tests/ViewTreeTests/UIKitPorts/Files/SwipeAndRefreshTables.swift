//
//  SwipeAndRefreshTables.swift
//
//  Twenty-sixth probe. Rewritten from five public files, keeping the UIKit members each uses:
//  - nezhyborets/ios-case-study-playgrounds `UISwipeActionsConfiguration/UISwipeActionsConfiguration/
//    ViewController.swift` (commit 3d99b23f4ebb20331de475309612b38a47115f50): a plain controller that is its table's
//    delegate and data source, `dequeueReusableCell(withIdentifier:)` force-unwrapped, and a trailing
//    `UIContextualAction(style: .normal, title:handler:)` that calls its completion with `true`;
//  - Raeein/Todoye_Realm `Todoey/Controllers/SwipeTableViewController.swift` (commit
//    37af3d12b287903456744d84aae89ec6b0c6e579): a `UITableViewController` overriding
//    `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` with a destructive action whose handler captures
//    `[weak self]`, `action.image = UIImage(systemName: "trash")`, and a `UITextFieldDelegate` extension;
//  - hirohisa/playground `swift4/RefreshControlSample/RefreshControlSample/ViewController.swift` (commit
//    1bdc51e270d6d8aa7e6f00fe19effabf46f29455): a `UITableView` subclass that makes its own `refreshControl` in
//    `awakeFromNib()`, observes `\.contentOffset` with block KVO to load more at the bottom, and ends refreshing
//    after `DispatchQueue.main.asyncAfter`;
//  - AlexRaptor/PullToRefresh `PullToRefresh/ViewController.swift` (commit 074c41001836d2a685437ef8f8e9d4b358015f6e):
//    `tableView.refreshControl = refreshControl` with an action that ends refreshing from a `[weak sender]` block;
//  - pasha4uu/RefreshControlTableview `RefreshControl/ViewController.swift` (commit
//    43afab3dc0b08051dc7d070a449d2d326fc6c40d): a refresh control with an `attributedTitle`, added with
//    `addSubview(_:)` rather than the property, that appends a row, reloads and ends refreshing.
//  Porting edits only: outlets are made in code; `#selector(…)` becomes a method reference and `@objc` is dropped.
//  No `expect-error` is left.
//

import UIKit

final class SwipePlaygroundViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell")
        cell?.textLabel?.text = "Swipe"
        return cell!
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let action = UIContextualAction(style: .normal, title: "Flag") { (action, view, success) in
            success(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }
}

class SwipeDeleteTableViewController: UITableViewController {
    private(set) var deletions: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let action = UIContextualAction(style: .destructive, title: "Delete") { [weak self] (action, view, completionHandler) in
            let result = self?.delete(at: indexPath) ?? false
            completionHandler(result)
        }
        action.image = UIImage(systemName: "trash")
        return UISwipeActionsConfiguration(actions: [action])
    }

    func delete(at indexPath: IndexPath) -> Bool {
        deletions.append(indexPath)
        return true
    }
}

extension SwipeDeleteTableViewController: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
}

final class LoadMoreTableView: UITableView {
    typealias Block = () -> Void
    var onRefresh: Block?
    var onLoadMore: Block?
    private var isLoadingMore = false
    private var observation: NSKeyValueObservation?

    override func awakeFromNib() {
        super.awakeFromNib()
        setUp()
    }

    func setUp() {
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: LoadMoreTableView.refresh, for: .valueChanged)
        observation?.invalidate()
        observation = observe(\.contentOffset) { [weak self] (_, change) in
            guard let weakSelf = self else { return }
            if weakSelf.isScrollingOverBottom() { weakSelf.loadMore() }
        }
    }

    private func refresh(sender: UIRefreshControl) {
        onRefresh?()
    }

    func stopAnimating() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: {
            self.isLoadingMore = false
            self.refreshControl?.endRefreshing()
        })
    }

    private func isScrollingOverBottom() -> Bool {
        if contentSize.height == 0 || frame.size.height == 0 { return false }
        let buffer: CGFloat = 0
        return contentSize.height <= contentOffset.y + frame.size.height + buffer
    }

    private func loadMore() {
        guard let onLoadMore, !isLoadingMore else { return }
        isLoadingMore = true
        onLoadMore()
    }

    deinit {
        observation?.invalidate()
    }
}

final class PullToRefreshViewController: UIViewController {
    private let tableView = UITableView()
    private var refreshControl: UIRefreshControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: PullToRefreshViewController.onPullToRefresh, for: .valueChanged)
        tableView.refreshControl = refreshControl
    }

    func onPullToRefresh(_ sender: UIRefreshControl) {
        print(#function)
        DispatchQueue.main.asyncAfter(deadline: .now() + 4) { [weak sender] in
            sender?.endRefreshing()
        }
    }
}

final class RefreshSubviewViewController: UIViewController {
    let myTB = UITableView()
    var array = ["cell", "cell", "cell"]
    var refresh = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        myTB.frame = view.bounds
        myTB.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        myTB.dataSource = self
        myTB.delegate = self
        view.addSubview(myTB)
        refresh.attributedTitle = NSAttributedString(string: "swipe to refresh")
        refresh.addTarget(self, action: RefreshSubviewViewController.refreshSwipe, for: .valueChanged)
        myTB.addSubview(refresh)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    func refreshSwipe() {
        array.append("cell")
        myTB.reloadData()
        refresh.endRefreshing()
    }
}

extension RefreshSubviewViewController: UITableViewDelegate, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { array.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell")
        cell?.textLabel?.text = array[indexPath.row]
        return cell!
    }
}
