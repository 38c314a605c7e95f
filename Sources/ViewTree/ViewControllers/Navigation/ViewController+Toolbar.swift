import Foundation

extension ViewController {
    /// `setToolbarItems(_:animated:)`: sets `toolbarItems`, which the navigation controller's toolbar shows while
    /// this controller is on top (nothing animates).
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) { toolbarItems = items }
}

extension NavigationController {
    /// `setToolbarHidden(_:animated:)`: sets `isToolbarHidden`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}
