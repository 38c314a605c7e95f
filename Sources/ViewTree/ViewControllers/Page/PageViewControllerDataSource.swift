import Foundation

/// `UIPageViewControllerDataSource`: gives the pages before and after a page, for the user's swipes. The two
/// presentation methods are optional; when `presentationCount(for:)` returns more than 0 and the transition
/// style is `.scroll`, the page view controller shows a page indicator (UIKit shows it when both methods are
/// implemented: a Swift protocol cannot tell an implemented method from its default, so a count of 0 stands for
/// "not implemented").
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first page.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or `nil` at the last page.
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerAfter viewController: ViewController) -> ViewController?
    /// How many dots the page indicator shows. Asked after `setViewControllers(_:direction:animated:completion:)`,
    /// never after the user's swipes (Apple's documentation). Default 0: no indicator.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which dot is the current page, asked with `presentationCount(for:)`. Default 0.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// 0: no page indicator.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// 0.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// `UIPageViewControllerDelegate`: hears of the user's page turns (never of `setViewControllers`, as Apple
/// documents: "called only for gesture-driven transitions"). Every method is optional.
public protocol PageViewControllerDelegate: AnyObject {
    /// A user's turn begins towards `pendingViewControllers` (the drag's first move towards a page the data
    /// source gave).
    func pageViewController(_ pageViewController: PageViewController,
                            willTransitionTo pendingViewControllers: [ViewController])
    /// The turn's animation ended; `completed` is `false` when the user let the page fall back.
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
    /// The spine location for an orientation (page curl). Default: the current one.
    func pageViewController(_ pageViewController: PageViewController,
                            spineLocationFor orientation: InterfaceOrientation) -> PageViewController.SpineLocation
}

extension PageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: PageViewController,
                                   willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
    /// The page view controller's current spine location.
    public func pageViewController(_ pageViewController: PageViewController,
                                   spineLocationFor orientation: InterfaceOrientation) -> PageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
