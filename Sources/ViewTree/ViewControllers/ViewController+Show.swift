import Foundation

// `show(_:sender:)` and `showDetailViewController(_:sender:)` (iOS 8): a controller asks for another to be shown
// without knowing what contains it. Apple's documentation: "The default implementation of this method calls
// targetViewController(forAction:sender:) to locate an object in the view controller hierarchy that overrides
// this method … If the targetViewController(forAction:sender:) method returns nil, this method uses the window's
// root view controller to present vc modally." A navigation controller pushes (`show`); a split view controller
// installs the controller as its primary (`show`) or secondary (`showDetail`) column, and, collapsed, shows it
// through its primary's navigation stack.

extension ViewController {
    /// The two actions `targetViewController(forAction:sender:)` is asked about: UIKit passes the selectors
    /// `#selector(show(_:sender:))` and `#selector(showDetailViewController(_:sender:))` (see Porting.md).
    public enum ShowAction: Sendable, Hashable {
        /// `show(_:sender:)`.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
    }
}

extension ViewController {
    /// `show(_:sender:)`'s default body: the target found up the hierarchy shows `vc`; with none, the window's
    /// root view controller (or, outside a window, this controller) presents it modally.
    func performShow(_ vc: ViewController, sender: Any?, action: ShowAction) {
        guard vc !== self else {
            return report(.viewController, "\(action == .show ? "show" : "showDetailViewController"): a controller cannot show itself; nothing shown")
        }
        if let target = targetViewController(forAction: action, sender: sender), target !== self {
            switch action {
            case .show: target.show(vc, sender: sender)
            case .showDetail: target.showDetailViewController(vc, sender: sender)
            }
            return
        }
        let presenter = viewIfLoaded?.window?.rootViewController ?? self
        presenter.topmostPresenter.present(vc, animated: true)
    }

    /// `targetViewController(forAction:sender:)`'s default body: this controller when it handles `action`
    /// itself, else its parent's answer, else the answer of the controller that presented it (UIKit walks up the
    /// view controller hierarchy the same way).
    func findTarget(forAction action: ShowAction, sender: Any?) -> ViewController? {
        if handlesShowAction(action) { return self }
        if let parent = storedParent { return parent.targetViewController(forAction: action, sender: sender) }
        return storedPresenting?.targetViewController(forAction: action, sender: sender)
    }

    /// The controller a modal presentation goes on: the one at the top of the presentation chain (UIKit
    /// presents from the topmost presented controller of a full-screen presentation).
    var topmostPresenter: ViewController {
        var top = self
        while let presented = top.storedPresented { top = presented }
        return top
    }
}
