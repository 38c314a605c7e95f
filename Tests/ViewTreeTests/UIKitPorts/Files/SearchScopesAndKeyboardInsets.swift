//
//  SearchScopesAndKeyboardInsets.swift
//
//  Thirtieth probe. Rewritten member for member from three public files (same types, members, calls, labels,
//  overrides and control flow; names of locals and comments our own):
//  - ahmsolo/CandySearch `CandySearch/CandySearch/MasterViewController.swift` (commit
//    abf05e257d62399dc9d652d8861fa9e30dadf026), raywenderlich.com's "UISearchController Tutorial" of the iOS 9–10
//    era: a `UITableViewController` whose search controller is a global `let`, its search bar the table's
//    `tableHeaderView`, `dimsBackgroundDuringPresentation`, `definesPresentationContext`, scope buttons read back in
//    `updateSearchResults(for:)` and `searchBar(_:selectedScopeButtonIndexDidChange:)`, `clearsSelectionOnViewWillAppear`
//    set from `splitViewController!.isCollapsed`, and `prepare(for:sender:)` handing the candy to a detail controller
//    inside a navigation controller, with the split view's `displayModeButtonItem`;
//  - wikimedia/wikipedia-ios `Wikipedia/Code/WMFScrollable.swift` (commit 278a58aea5e737750bf4502f6f5afa33cd5c18a4),
//    Swift 4.0: a protocol extension constrained to `UIViewController` adjusting a scroll view's `contentInset` for
//    `Notification.Name.UIKeyboardWillChangeFrame`, reading `UIKeyboardFrameEndUserInfoKey` `as? CGRect`, converting
//    it `from: nil` and intersecting with the window, with `UIEdgeInsetsMake`;
//  - the same repository's `Wikipedia/Code/WMFScrollViewController.swift` (commit
//    032368cf3ff03b078f6f83f59905a5c6f235eb5f), its Swift 4.2 successor: `UIWindow.keyboardWillChangeFrameNotification`,
//    `UIResponder.keyboardFrameEndUserInfoKey`, `scrollIndicatorInsets`, and a cover view over a disabled screen.
//  The tutorial's `Candy` model and detail controller are not in the stored repository: they are written short, as
//  the tutorial declares them; Wikipedia's `wmf_addSubviewWithConstraintsToEdges(_:)` likewise.
//  Porting edits only (Porting.md): the outlets are made in code; `NotificationCenter.default` is the world's centre
//  (`view.simulation?.notificationCenter`), and the selector-based observer is registered with a method reference
//  (`@objc` dropped).
//

import UIKit
import Foundation

// expect-error-swift6: let 'searchController' is not concurrency-safe because non-'Sendable' type 'UISearchController' (aka 'SearchController') may have shared mutable state [#MutableGlobalVariable]
let searchController = UISearchController(searchResultsController: nil)
// expect-error-swift6: var 'filteredCandies' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
var filteredCandies = [Candy]()

struct Candy {
    let category: String
    let name: String
}

class DetailViewController: UIViewController {
    let detailDescriptionLabel = UILabel()
    var detailCandy: Candy? {
        didSet { configureView() }
    }

    func configureView() {
        if let candy = detailCandy {
            detailDescriptionLabel.text = candy.name
            title = candy.category
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(detailDescriptionLabel)
        configureView()
    }
}

class MasterViewController: UITableViewController {

    // MARK: - Properties
    var detailViewController: DetailViewController? = nil
    var candies = [Candy]()

    // MARK: - View Setup
    override func viewDidLoad() {
        super.viewDidLoad()

        candies = [
            Candy(category:"Chocolate", name:"Chocolate Bar"),
            Candy(category:"Chocolate", name:"Chocolate Chip"),
            Candy(category:"Chocolate", name:"Dark Chocolate"),
            Candy(category:"Hard", name:"Lollipop"),
            Candy(category:"Hard", name:"Candy Cane"),
            Candy(category:"Hard", name:"Jaw Breaker"),
            Candy(category:"Other", name:"Caramel"),
            Candy(category:"Other", name:"Sour Chew"),
            Candy(category:"Other", name:"Gummi Bear")
        ]

        if let split = splitViewController {
            let children = split.viewControllers
            detailViewController = (children[children.count - 1] as! UINavigationController).topViewController as? DetailViewController
        }

        searchController.searchResultsUpdater = self
        searchController.dimsBackgroundDuringPresentation = false
        definesPresentationContext = true
        tableView.tableHeaderView = searchController.searchBar

        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Hard", "Other"]
        searchController.searchBar.delegate = self

    }

    override func viewWillAppear(_ animated: Bool) {
        clearsSelectionOnViewWillAppear = splitViewController!.isCollapsed
        super.viewWillAppear(animated)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }


    func filterContentForSearchText(searchText: String, scope: String = "All") {
        filteredCandies = candies.filter { candy in
            let inScope = (scope == "All") || (candy.category == scope)
            return  inScope && (candy.name.lowercased().range(of: searchText.lowercased()) != nil)
        }

        tableView.reloadData()  }

    // MARK: - Table View
    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if searchController.isActive && searchController.searchBar.text != "" {
            return filteredCandies.count
        }
        return candies.count
    }


    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let candy: Candy
        if searchController.isActive && searchController.searchBar.text != "" {
            candy = filteredCandies[indexPath.row]
        } else {
            candy = candies[indexPath.row]
        }
        cell.textLabel?.text = candy.name
        cell.detailTextLabel?.text = candy.category
        return cell
    }

    // MARK: - Segues
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail" {
            if let indexPath = tableView.indexPathForSelectedRow {
                let candy: Candy
                if searchController.isActive && searchController.searchBar.text != "" {
                    candy = filteredCandies[indexPath.row]
                } else {
                    candy = candies[indexPath.row]
                }
                let detail = (segue.destination as! UINavigationController).topViewController as! DetailViewController
                detail.detailCandy = candy
                detail.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
                detail.navigationItem.leftItemsSupplementBackButton = true
            }
        }
    }

}

extension MasterViewController: UISearchResultsUpdating {
    @available(iOS 8.0, *)
    public func updateSearchResults(for searchController: UISearchController) {
        let bar = searchController.searchBar
        let scope = bar.scopeButtonTitles![bar.selectedScopeButtonIndex]
        filterContentForSearchText(searchText: searchController.searchBar.text!, scope: scope)
    }
}

extension MasterViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filterContentForSearchText(searchText: searchBar.text!, scope: searchBar.scopeButtonTitles![selectedScope])
    }
}

// MARK: - Wikipedia: WMFScrollable (Swift 4.0)

protocol WMFScrollable {
    var scrollView: UIScrollView! { get }
}

extension WMFScrollable where Self : UIViewController {
    /// Insets `scrollView`'s content so that it scrolls clear of the keyboard.
    ///
    /// - Parameter notification: a UIKeyboardWillChangeFrame notification (either orientation).
    func wmf_adjustScrollViewInset(forKeyboardWillChangeFrameNotification notification: Notification) {
        guard
            notification.name == Notification.Name.UIKeyboardWillChangeFrame,
            let keyboardOnScreen = notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect
            else {
                assertionFailure("Notification name was expected to be '\(Notification.Name.UIKeyboardWillChangeFrame)' but was '\(notification.name)'")
                return
        }
        guard scrollView != nil else {
            assertionFailure("'scrollView' isn't yet hooked up to a storyboard/nib")
            return
        }
        guard let window = view.window else {
            return
        }
        let keyboardInWindow = window.convert(keyboardOnScreen, from: nil)
        let overlap = keyboardInWindow.intersection(window.frame)
        let insets = UIEdgeInsetsMake(0, 0, overlap.size.height, 0)
        scrollView.contentInset = insets
    }

    func wmf_beginAdjustingScrollViewInsetsForKeyboard() {
        view.simulation?.notificationCenter.addObserver(forName: Notification.Name.UIKeyboardWillChangeFrame, object: nil, queue: nil, using: { notification in
            self.wmf_adjustScrollViewInset(forKeyboardWillChangeFrameNotification: notification)
        })
    }

    func wmf_endAdjustingScrollViewInsetsForKeyboard() {
        view.simulation?.notificationCenter.removeObserver(self, name: Notification.Name.UIKeyboardWillChangeFrame, object: nil)
    }
}

// MARK: - Wikipedia: WMFScrollViewController (Swift 4.2)

class WMFScrollViewController: UIViewController {
    internal var scrollView: UIScrollView!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        wmf_beginAdjustingScrollViewInsetsForKeyboard()
    }

    override func viewWillDisappear(_ animated: Bool) {
        wmf_endAdjustingScrollViewInsetsForKeyboard()
        super.viewWillDisappear(animated)
    }

    private var coverView: UIView?
    func setViewControllerUserInteraction(enabled: Bool) {
        if enabled {
            coverView?.removeFromSuperview()
        } else if coverView == nil {
            let cover = UIView()
            cover.backgroundColor = view.backgroundColor
            cover.alpha = 0.8
            view.wmf_addSubviewWithConstraintsToEdges(cover)
            coverView = cover
        }
        view.isUserInteractionEnabled = enabled
    }

    /// Insets `scrollView`'s content so that it scrolls clear of the keyboard.
    ///
    /// - Parameter notification: a UIKeyboardWillChangeFrame notification (either orientation).
    private func wmf_adjustScrollViewInset(forKeyboardWillChangeFrameNotification notification: Notification) {
        guard
            notification.name == UIWindow.keyboardWillChangeFrameNotification,
            let keyboardOnScreen = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            else {
                assertionFailure("Notification name was expected to be '\(UIWindow.keyboardWillChangeFrameNotification)' but was '\(notification.name)'")
                return
        }
        guard scrollView != nil else {
            assertionFailure("'scrollView' isn't yet hooked up to a storyboard/nib")
            return
        }
        guard let window = view.window else {
            return
        }
        let keyboardInWindow = window.convert(keyboardOnScreen, from: nil)
        let overlap = keyboardInWindow.intersection(window.frame)
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: overlap.size.height, right: 0)
        scrollView.contentInset = insets
        scrollView.scrollIndicatorInsets = insets
    }

    private func wmf_beginAdjustingScrollViewInsetsForKeyboard() {
        view.simulation?.notificationCenter.addObserver(self, action: WMFScrollViewController.keyboardWillChangeFrame, name: UIWindow.keyboardWillChangeFrameNotification, object: nil)
    }

    private func wmf_endAdjustingScrollViewInsetsForKeyboard() {
        view.simulation?.notificationCenter.removeObserver(self, name: UIWindow.keyboardWillChangeFrameNotification, object: nil)
    }

    private func keyboardWillChangeFrame(_ notification: Notification) {
        wmf_adjustScrollViewInset(forKeyboardWillChangeFrameNotification: notification)
    }
}

extension UIView {
    /// Wikipedia's `UIView+WMFConstraints`: adds `subview` pinned to the four edges.
    func wmf_addSubviewWithConstraintsToEdges(_ subview: UIView) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: topAnchor),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor),
            subview.leadingAnchor.constraint(equalTo: leadingAnchor),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
}
