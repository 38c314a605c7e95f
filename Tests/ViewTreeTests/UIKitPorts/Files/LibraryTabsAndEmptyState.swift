// An iOS 17/18 app's root as public UIKit code builds one: a tab bar controller of `UITab`s with a search tab, a
// list screen that shows a content-unavailable configuration while it is empty, and a settings row label elevated
// through `traitOverrides`. Written for this corpus in the style of such files, not copied from one.
import UIKit

final class LibraryViewController: UIViewController {
    private let tableView = UITableView()
    private var books: [String] = []
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.sectionIndexBackgroundColor = .clear
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        ])
        badge.traitOverrides.userInterfaceLevel = .elevated
        view.addSubview(badge)
    }

    func show(_ newBooks: [String]) {
        books = newBooks
        tableView.reloadData()
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard books.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var config = UIContentUnavailableConfiguration.empty()
        config.image = UIImage(systemName: "books.vertical")
        config.text = "No Books"
        config.secondaryText = "Books you add appear here."
        config.button.title = "Add a Book"
        contentUnavailableConfiguration = config
    }
}

final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let library = UITab(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library") { _ in
            UINavigationController(rootViewController: LibraryViewController())
        }
        let search = UISearchTab { _ in
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.navigationBar.prefersLargeTitles = true
            navigation.navigationBar.barStyle = .black
            return navigation
        }
        tabs = [library, search]
        mode = .tabSidebar
        if #available(iOS 26.0, *) {
            tabBarMinimizeBehavior = .onScrollDown
        }
    }
}
