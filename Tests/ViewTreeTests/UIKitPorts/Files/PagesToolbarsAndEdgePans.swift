//
//  PagesToolbarsAndEdgePans.swift
//
//  Twenty-seventh probe. Rewritten member for member from three public files (same types, members, calls, labels,
//  overrides and control flow; names and comments our own):
//  - jonalaniz/NextStats `NextStats/Extensions/UIToolbar+ConfigureAppearance.swift` (commit
//    76479c74ea5d8cf94882478f283c9fde3e32427d): behind `#if !targetEnvironment(macCatalyst)`, a
//    `UIToolbarAppearance` `configureWithOpaqueBackground()` set as `standardAppearance` and `scrollEdgeAppearance`,
//    then `isTranslucent = false`, `barTintColor` and `setShadowImage(_:forToolbarPosition:)`;
//  - sphericalwave/AudioFrame `AudioFrame/PageViewController.swift` (commit c39f33b7bb7f197487b3e1fdb0f04b4e2f15d1e9):
//    a `UIPageViewController` that is its own data source and delegate, pages from
//    `storyboard?.instantiateViewController(withIdentifier:)`, Swift 4.0's
//    `UIPageViewControllerNavigationDirection.forward`, `pages.index(of:)` wrapping round, and Swift 2's
//    `presentationCountForPageViewController(pageViewController:)` names (plain methods, never called, on iOS too);
//  - Siddhesh44/Begin `Begin/Storyboard/edgePanViewController.swift` (commit c48136715ee1e2346e72561247a66ecd3705878c):
//    a `UIScreenEdgePanGestureRecognizer` with `edges = .left` whose handler waits for `.recognized`.
//  Porting edits only, in the last file: `#selector(…)` becomes a method reference and `@objc` is dropped.
//

import UIKit

extension UIToolbar {
    /// Gives the toolbar an opaque grouped-background look.
    func applyOpaqueLook() {
        #if !targetEnvironment(macCatalyst)

        let look = UIToolbarAppearance()

        if #available(iOS 15.0, *) {
            look.configureWithOpaqueBackground()
            self.standardAppearance = look
            self.scrollEdgeAppearance = look
        }

        self.isTranslucent = false
        self.barTintColor = .systemGroupedBackground
        self.setShadowImage(UIImage(), forToolbarPosition: .bottom)

        #endif
    }
}

class TwoPageController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {

    var pages = [UIViewController]()

    override func viewDidLoad() {
        super.viewDidLoad()

        self.delegate = self
        self.dataSource = self

        let first: UIViewController! = storyboard?.instantiateViewController(withIdentifier: "first")
        let second: UIViewController! = storyboard?.instantiateViewController(withIdentifier: "second")

        pages.append(first)
        pages.append(second)

        setViewControllers([first], direction: UIPageViewControllerNavigationDirection.forward, animated: false, completion: nil)
    }


    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let here = pages.index(of: viewController)!
        let before = abs((here - 1) % pages.count)
        return pages[before]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let here = pages.index(of: viewController)!
        let after = abs((here + 1) % pages.count)
        return pages[after]
    }

    func presentationCountForPageViewController(pageViewController: UIPageViewController) -> Int {
        return pages.count
    }

    func presentationIndexForPageViewController(pageViewController: UIPageViewController) -> Int {
        return 0
    }
}

class EdgeSwipeController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        let fromLeft = UIScreenEdgePanGestureRecognizer(target: self, action: EdgeSwipeController.edgeSwiped)
        fromLeft.edges = .left

        view.addGestureRecognizer(fromLeft)

    }

    func edgeSwiped(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        if recognizer.state == .recognized {
            print("Swiped in from the edge")
        }
    }

}
