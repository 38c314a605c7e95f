import Foundation

/// `UISplitViewControllerDelegate`: every method is optional (the defaults below are what UIKit does without a
/// delegate). Held weakly by the split view controller.
public protocol SplitViewControllerDelegate: AnyObject {
    /// Asked as the interface collapses (a compact width): return `true` when you handled the secondary
    /// controller (or want it discarded); `false` lets the primary take it
    /// (`collapseSecondaryViewController(_:for:)`: a navigation controller pushes it). A common choice is
    /// `true` at launch, so an iPhone starts on the primary list.
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    /// Asked as the interface expands again: the controller to become the secondary, or nil to let the primary
    /// give it back (`separateSecondaryViewController(for:)`).
    func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController?
    /// Asked by `show(_:sender:)`: `true` when the delegate showed `vc` itself.
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    /// Asked by `showDetailViewController(_:sender:)`: `true` when the delegate showed `vc` itself.
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
    /// The display mode is about to change.
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// iOS 14 (column-style): the column shown when the interface collapses; the default is the proposed one.
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column
    /// iOS 14 (column-style): the interface collapsed.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// iOS 14 (column-style): the interface expanded.
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    /// iOS 14 (column-style): `column` is about to be shown (`show(_:)`, or a display mode that shows it).
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    /// iOS 14 (column-style): `column` is about to be hidden.
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
    /// iOS 14 (column-style): the display mode to use when the interface expands; the default is the proposed one.
    func splitViewController(_ svc: SplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
        proposedDisplayMode
    }
}
