import Foundation

// `safeAreaInsetsDidChange()` and `viewSafeAreaInsetsDidChange()` (iOS 11): UIKit tells a view whose safe area
// changed, during the layout pass, before its `layoutSubviews()`, and a controller after its root view. ViewTree
// tells a controller's root view and its controller: the safe area is computed on demand, walking up the tree,
// and comparing it for every view laid out would make laying out a deep chain quadratic. A plain view's own
// `safeAreaInsetsDidChange()` is therefore called only when it is a controller's view.
extension View {
    /// Before a controller's root view is laid out: when its safe area differs from the one last reported (zero
    /// at first, so a non-zero first one is news), the view hears `safeAreaInsetsDidChange()`, then the
    /// controller `viewSafeAreaInsetsDidChange()`. Only on the eras with a safe area (iOS 11+).
    func noteSafeAreaChange(of controller: ViewController) {
        guard simulation?.profile.safeAreaModel == .safeArea else { return }
        let insets = safeAreaInsets
        guard insets != (extras?.reportedSafeAreaInsets ?? .zero) else { return }
        layoutExtras.reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        controller.viewSafeAreaInsetsDidChange()
    }
}
