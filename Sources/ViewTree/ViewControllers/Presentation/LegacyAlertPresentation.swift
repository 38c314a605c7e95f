import Foundation

// How `AlertView` (`UIAlertView`) and `ActionSheet` (`UIActionSheet`) show themselves. From iOS 8 UIKit builds a
// `UIAlertController` from the alert's buttons and presents it from a private controller in a window of its own,
// `_UIAlertControllerShimPresenterWindow`, which becomes the key window while the alert shows (a well-known surprise of
// `UIApplication.keyWindow` on iOS 8); the alert view itself is in no window. ViewTree does the same on every
// profile (see `LegacyAlertPresentation.windowLevel` for the levels, and Docs/Fidelity.md for what iOS 6 and 7 did
// differently).
//
// Ownership: the world keeps the shown window, the window its root controller, the root controller the alert
// controller it presents, and that controller the alert view or action sheet (UIKit retains a shown alert: `[alert
// show]; [alert release];` was the idiom). The alert holds its presentation, which holds the window and controller
// weakly, so nothing cycles and everything goes once the window is hidden.

/// The window a shown alert view or action sheet lives in (UIKit's private class of that name).
final class _UIAlertControllerShimPresenterWindow: Window {
    override var libraryClassName: String { "_UIAlertControllerShimPresenterWindow" }
}

/// The root controller of that window, which presents the alert (UIKit's private class of that name).
final class _UIAlertShimPresentingViewController: ViewController {
    override var libraryClassName: String { "_UIAlertShimPresentingViewController" }
}

/// The alert controller built from an alert view's or action sheet's buttons: a tap on one of its actions goes to the
/// alert that built it, which tells its delegate and dismisses (in UIKit's order) instead of running a handler.
final class LegacyAlertController: AlertController {
    /// Called with the tapped button's index. Holds the alert view or action sheet strongly (see the file's comment).
    var buttonTapped: ((Int) -> Void)?

    override func tapAction(_ action: AlertAction) {
        guard action.isEnabled, let index = actions.firstIndex(where: { $0 === action }) else { return }
        buttonTapped?(index)
    }
}

/// The buttons of an alert view or action sheet, and its presentation while it shows. A class, so that a delegate
/// called while it presents or dismisses may read it (a struct property would be under modification then).
final class LegacyAlertPresentation {
    /// The level of the window an alert view shows in: 1996, just below `.alert` (a log of the windows' levels while
    /// a `UIAlertView` showed: "AlertView的window的level是1996", easck.com 2020/0114/457917).
    static let alertViewWindowLevel = Window.Level(rawValue: 1996)
    /// The level of the window an action sheet shows in: 2001 (the same log: "ActionSheet的window的level是2001").
    static let actionSheetWindowLevel = Window.Level(rawValue: 2001)

    /// The button titles, in index order.
    var titles: [String] = []
    /// The cancel button's index, or −1.
    var cancelIndex = -1
    /// The destructive button's index, or −1 (action sheets only).
    var destructiveIndex = -1
    /// The window while the alert shows (the world keeps it).
    weak var window: Window?
    /// The presented controller while the alert shows.
    weak var controller: LegacyAlertController?
    /// The window that was key before the alert took that role.
    weak var previousKeyWindow: Window?
    /// Between `show` and the end of the dismissal.
    private(set) var isVisible = false
    /// Between the start and the end of the dismissal.
    private(set) var isDismissing = false
    /// While the delegate hears of a tap.
    private var isReportingTap = false

    /// `addButtonWithTitle:`: the new button's index. A `nil` title is kept as "" (UIKit shows an empty button).
    func add(_ title: String?) -> Int {
        titles.append(title ?? "")
        return titles.count - 1
    }

    /// `firstOtherButtonIndex`: the first button that is neither the cancel nor the destructive one, or −1.
    var firstOtherIndex: Int {
        titles.indices.first { $0 != cancelIndex && $0 != destructiveIndex } ?? -1
    }

    /// `buttonTitleAtIndex:`: the title, or `nil` after telling `reject` why.
    func title(at index: Int, rejecting reject: (String) -> Void) -> String? {
        guard titles.indices.contains(index) else {
            reject("\(index) names no button (there are \(titles.count)); nil")
            return nil
        }
        return titles[index]
    }

    /// Sets the cancel or destructive index; an index that names no button (−1 names none) is refused through
    /// `reject`, and the index kept.
    func setIndex(_ keyPath: ReferenceWritableKeyPath<LegacyAlertPresentation, Int>, to index: Int,
                  rejecting reject: (String) -> Void) {
        guard accepts(index) else {
            reject("\(index) names no button (there are \(titles.count)); kept \(self[keyPath: keyPath])")
            return
        }
        self[keyPath: keyPath] = index
    }

    /// Whether `index` names a button that a tap may press: one the shown alert has, and enabled.
    func isEnabledButton(_ index: Int) -> Bool {
        guard titles.indices.contains(index) else { return false }
        guard let actions = controller?.actions else { return true }
        return actions.indices.contains(index) && actions[index].isEnabled
    }

    /// Whether `index` names a button; −1 stands for none.
    private func accepts(_ index: Int) -> Bool { index == -1 || titles.indices.contains(index) }

    /// The world a `show` presents in: `world`, else the current one; `nil` after telling `reject` why not (the alert
    /// is already showing, or belongs to no world).
    func worldToShow(in world: Simulation?, rejecting reject: (String) -> Void) -> Simulation? {
        guard !isVisible else {
            reject("is already showing; not shown again")
            return nil
        }
        guard let world = world ?? Simulation.current else {
            reject("belongs to no world (made outside one); not shown")
            return nil
        }
        return world
    }

    /// Builds the alert controller (the buttons in index order, the cancel and destructive ones styled so) and shows
    /// it in a window of its own at `level` over `world`'s windows, made key. `presented` runs once the presentation
    /// ends; `tapped` receives a tapped button's index.
    func present(title: String?, message: String?, style: AlertController.Style, level: Window.Level,
                 in world: Simulation, textFields: [TextField] = [], anchor: ((AlertController) -> Void)? = nil,
                 tapped: @escaping (Int) -> Void, presented: @escaping () -> Void) {
        let controller = LegacyAlertController(title: title, message: message, preferredStyle: style)
        for (index, buttonTitle) in titles.enumerated() {
            let actionStyle: AlertAction.Style = index == cancelIndex ? .cancel : index == destructiveIndex ? .destructive : .default
            controller.addAction(AlertAction(title: buttonTitle, style: actionStyle))
        }
        for field in textFields { controller.appendTextField(field) }
        controller.buttonTapped = tapped
        anchor?(controller)
        let window = _UIAlertControllerShimPresenterWindow(frame: world.screen.bounds, simulation: world)
        window.windowLevel = level
        let root = _UIAlertShimPresentingViewController()
        window.rootViewController = root
        previousKeyWindow = world.keyWindow
        window.makeKeyAndVisible()
        self.window = window
        self.controller = controller
        isVisible = true
        root.present(controller, animated: true, completion: presented)
    }

    /// A user's tap on button `index`: `clicked`, then `dismiss` (the alert's own dismissal with that index). A
    /// button that is disabled or does not exist, or an alert that is not showing or already going, does nothing.
    func tap(_ index: Int, clicked: () -> Void, dismiss: () -> Void) {
        // A delegate that taps again from `clicked` is not heard (it would recurse without end).
        guard isVisible, !isDismissing, !isReportingTap, isEnabledButton(index) else { return }
        isReportingTap = true
        clicked()
        isReportingTap = false
        dismiss()
    }

    /// `dismissWithClickedButtonIndex:animated:`: `willDismiss`, then the shown controller is dismissed; once the
    /// window is gone (the key window handed back first, as UIKit does before hiding the alert's window) the state is
    /// reset and `didDismiss` runs. An alert that is not showing, or already going, is left alone.
    func dismiss(animated: Bool, willDismiss: () -> Void, didDismiss: @escaping () -> Void) {
        guard isVisible, !isDismissing else { return }
        // Marked first: a delegate that dismisses again from `willDismiss` is not heard.
        isDismissing = true
        willDismiss()
        let window = self.window, previous = previousKeyWindow
        let close = {
            if let window, window.isKeyWindow, let world = window.simulation {
                if let previous, !previous.isHidden, previous.simulation === world {
                    previous.makeKeyAndVisible()
                } else {
                    world.keyWindowID = nil
                }
            }
            window?.isHidden = true
            self.reset()
            didDismiss()
        }
        if let controller, controller.presentingViewController != nil {
            controller.dismiss(animated: animated, completion: close)
        } else {
            close()
        }
    }

    /// The dismissal ended.
    private func reset() {
        isVisible = false
        isDismissing = false
        isReportingTap = false
        window = nil
        controller = nil
        previousKeyWindow = nil
    }
}
