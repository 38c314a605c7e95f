import Foundation

extension ViewController {
    /// `setToolbarItems(_:animated:)`: sets `toolbarItems` (nothing animates: no toolbar view is shown).
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) { toolbarItems = items }
}

extension NavigationController {
    /// `setToolbarHidden(_:animated:)`: sets `isToolbarHidden`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}
