//
//  PagesSearchAndTabs.swift
//
//  Twenty-second probe. Eight public files of page view controllers, search controllers and tab bar controllers,
//  kept member for member:
//  - zachary-hardin/Emotions `Emotions/PageViewController.swift` (commit 0791d3a6e3cbbd846d469c7581bb8aa0dc053dea)
//    and `Emotions/Utilities/PageViewUtilities.swift` (same commit): pages that wrap around, Swift 4's
//    `pages.index(of:)`, `didFinishAnimating` reading `viewControllers?.first`; its `EmotionPageDelegate` (from
//    `Emotions/ViewController.swift`, commit a1ebccd8…) is written out;
//  - cabanacamilo/PagingCourse `PagingCourse/PageViewController.swift` (commit 26ca1c7e…): `override
//    init(transitionStyle:navigationOrientation:options:)` styling `UIPageControl.appearance()`;
//  - itolisto/Conversa-iOS `Classes/PageViewController.swift` (commit 03758b74…): Swift 3's
//    `UIColor.init(colorLiteralRed:green:blue:alpha:)` and `appearance(whenContainedInInstancesOf:)`;
//  - 1529007607/Swift-Tutorial `SearchControllerDemo/SearchControllerDemo/TableViewController.swift` (commit
//    259a1040…) and gn0meavp/UISearchController-Issue-1 `UISearchControllerIssue1/MyTableViewController.swift`
//    (commit c83928a5…): `dimsBackgroundDuringPresentation`, the search bar as `tableHeaderView` or in the navigation
//    item, `hidesNavigationBarDuringPresentation`, a `searchBarCancelButtonClicked` that is not the search bar's delegate;
//  - calexandru3/Test1 `Test1/Test1/TabBar/CustomTabBarController.swift` (commit eb8ecd08…) and HevaWu/TestColorAssets
//    `TestColorAssets/TestColorAssets/TabBarController.swift` (commit d55f4ca9…): `unselectedItemTintColor`,
//    `barStyle`, items retitled through `tabBar.items?[0]`, `UIColor(named:)`.
//  Porting edits only: three classes named `PageViewController` become `EmotionsPageViewController`,
//  `PagingCoursePageViewController` and `ConversaPageViewController`, and the two `UITableViewController`s
//  `SearchDemoTableViewController` and `MyTableViewController`, so that one file holds them.
//
// expect-error-swift6: let 'pages' is not concurrency-safe because non-'Sendable' type '[UIViewController]' (aka 'Array<ViewController>') may have shared mutable state [#MutableGlobalVariable]
import Foundation
import UIKit

protocol EmotionPageDelegate: class {
    func updateCurrentPageIndex(index: Int)
}

let pages = [
    newViewController(storyboardId: "NormalStoryboardId"),
    newViewController(storyboardId: "HappyStoryboardId"),
    newViewController(storyboardId: "SadStoryboardId"),
    newViewController(storyboardId: "MadStoryboardId"),
    newViewController(storyboardId: "StressedStoryboardId")
]

let emotions: [Int: (index: Int, type: String)] = [
    0: (index: 0, type: "Normal"),
    1: (index: 1, type: "Happy"),
    2: (index: 2, type: "Sad"),
    3: (index: 3, type: "Mad"),
    4: (index: 4, type: "Stressed"),
]

func newViewController(storyboardId: String) -> UIViewController {
    return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(
        withIdentifier: storyboardId
    )
}

/*
 https://learnappmaking.com/pass-data-between-view-controllers-swift-how-to/
 https://www.swiftbysundell.com/posts/delegation-in-swift
 https://medium.com/@nimjea/delegation-pattern-in-swift-4-2-f6aca61f4bf5
*/

class EmotionsPageViewController: UIPageViewController, UIPageViewControllerDelegate, UIPageViewControllerDataSource {
    var currentPageIndex = 0
    var emotionDelegate: EmotionPageDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()

        self.dataSource = self
        self.delegate = self

        if let firstPageViewController = pages.first {
            setViewControllers([firstPageViewController], direction: .forward, animated: true)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let viewControllerIndex = pages.index(of: viewController) else { return nil }
        let previousIndex = viewControllerIndex - 1

        guard previousIndex >= 0 else { return pages.last }
        guard pages.count > previousIndex else { return nil}

        return pages[previousIndex]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let viewControllerIndex = pages.index(of: viewController) else { return nil }
        let nextIndex = viewControllerIndex + 1
        let orderedViewControllerCount = pages.count

        guard orderedViewControllerCount != nextIndex else { return pages.first }
        guard orderedViewControllerCount > nextIndex else { return nil }

        return pages[nextIndex]
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {

        if completed {
            if let viewController = pageViewController.viewControllers?.first {
                if let index = pages.index(of: viewController) {

                    if emotionDelegate != nil {
                        emotionDelegate?.updateCurrentPageIndex(index: index)
                    }

                    print("📄 \(index)")
                    self.currentPageIndex = index
                }
            }
        }
    }
}

class PagingCoursePageViewController: UIPageViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey : Any]? = nil) {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: options)
        view.backgroundColor = .blue
        let pageControl = UIPageControl.appearance()
        pageControl.currentPageIndicatorTintColor = .white
        pageControl.pageIndicatorTintColor = .lightGray
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class ConversaPageViewController : UIPageViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        let pageControl = UIPageControl.appearance(whenContainedInInstancesOf: [ConversaPageViewController.self])

        pageControl.pageIndicatorTintColor = UIColor.init(colorLiteralRed: 55.0/255.0, green: 255.0/255.0, blue: 119.0/255.0, alpha: 0.4)

        pageControl.currentPageIndicatorTintColor = UIColor.init(colorLiteralRed: 55.0/255.0, green: 255.0/255.0, blue: 119.0/255.0, alpha: 1.0)
    }

}

extension SearchDemoTableViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {

    }
}

class SearchDemoTableViewController: UITableViewController {

    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()

        searchController.searchResultsUpdater = self
        searchController.dimsBackgroundDuringPresentation = false
        definesPresentationContext = true
        tableView.tableHeaderView = searchController.searchBar
    }

}

class MyTableViewController: UITableViewController {

    var searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()

        searchController.searchResultsUpdater = self
        searchController.hidesNavigationBarDuringPresentation = true
        searchController.dimsBackgroundDuringPresentation = false
        searchController.searchBar.sizeToFit()
        navigationItem.searchController = searchController
    }
}

extension MyTableViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchController.isActive = false
    }

}

class CustomTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUp()
    }

    fileprivate func setUp(){
        self.tabBar.unselectedItemTintColor = .gray
        self.tabBar.barStyle = .black
        self.tabBar.items?[0].title = "Page View"
        self.tabBar.items?[0].image = UIImage(named: "home")
    }
}

class TabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()

        tabBar.tintColor = UIColor.green
        tabBar.unselectedItemTintColor = UIColor(named: "TabBarItemLabelColor")
    }
}
