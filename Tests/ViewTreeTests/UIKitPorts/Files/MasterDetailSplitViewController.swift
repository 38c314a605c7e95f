//
//  MasterDetailSplitViewController.swift
//
//  Written in the style of public iOS 8–13 master-detail code (not copied from any one file): a split view
//  controller set up in the app delegate's way, a master table that shows its detail with
//  showDetailViewController, a delegate that keeps the master on top on an iPhone, and the display-mode button.
//

import UIKit

struct Country: Hashable {
    let name: String
    let capital: String
}

final class CountryDetailViewController: UIViewController {
    var country: Country? {
        didSet { configureView() }
    }

    private let capitalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        capitalLabel.translatesAutoresizingMaskIntoConstraints = false
        capitalLabel.font = UIFont.preferredFont(forTextStyle: .title1)
        view.addSubview(capitalLabel)
        NSLayoutConstraint.activate([
            capitalLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            capitalLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        navigationItem.leftItemsSupplementBackButton = true
        configureView()
    }

    private func configureView() {
        title = country?.name
        capitalLabel.text = country?.capital ?? "Select a country"
    }
}

final class CountryListViewController: UITableViewController {
    private let countries = [
        Country(name: "France", capital: "Paris"),
        Country(name: "Japan", capital: "Tokyo"),
        Country(name: "Kenya", capital: "Nairobi"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Countries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        clearsSelectionOnViewWillAppear = splitViewController?.isCollapsed ?? true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = countries[indexPath.row].name
        cell.accessoryType = splitViewController?.isCollapsed == true ? .disclosureIndicator : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = CountryDetailViewController()
        detail.country = countries[indexPath.row]
        let navigation = UINavigationController(rootViewController: detail)
        showDetailViewController(navigation, sender: self)
    }
}

final class RootSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let master = UINavigationController(rootViewController: CountryListViewController(style: .plain))
        let detail = UINavigationController(rootViewController: CountryDetailViewController())
        viewControllers = [master, detail]
        preferredDisplayMode = .allVisible
        preferredPrimaryColumnWidthFraction = 0.4
        maximumPrimaryColumnWidth = 400
        delegate = self
    }

    var detailNavigationController: UINavigationController? {
        viewControllers.last as? UINavigationController
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        guard let navigation = secondaryViewController as? UINavigationController,
              let detail = navigation.topViewController as? CountryDetailViewController else { return false }
        // An empty detail: keep the list on top.
        return detail.country == nil
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        if displayMode == .primaryHidden {
            detailNavigationController?.topViewController?.navigationItem.leftBarButtonItem = svc.displayModeButtonItem
        }
    }
}
