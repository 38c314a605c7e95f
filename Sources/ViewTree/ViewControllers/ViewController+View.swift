import Foundation

extension ViewController {
    /// Whether the view was loaded (reading this never loads it).
    public var isViewLoaded: Bool { storedView != nil }

    /// The view if loaded, else `nil` (never loads it).
    public var viewIfLoaded: View? { storedView }

    /// Loads the view now if it is not loaded: `loadView()`, then `viewDidLoad()`.
    ///
    /// A `loadView()` that reads `view` (or calls this) before it has set one would be called again from inside
    /// itself for ever, as in UIKit, whose view getter calls `loadView` each time it finds no view (Apple's
    /// `loadView` documentation: "Your custom implementation of this method should not call super", and assign the
    /// view first): that inner read gets the default view at once, with a `.viewController` diagnostic, and
    /// `viewDidLoad()` runs once, after the outer `loadView()` (Reliability.md, bug 79).
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        let context = ThreadContext.current
        let id = ObjectIdentifier(self)
        guard !context.loadingViewControllers.contains(id) else {
            report(.viewController, "view read from inside \(libraryClassName).loadView() before loadView set one (UIKit calls loadView again, for ever); the inner read gets the default view")
            replaceView(with: View(frame: defaultViewFrame))
            return
        }
        context.loadingViewControllers.append(id)
        loadView()
        context.loadingViewControllers.removeLast()
        if storedView == nil {
            // An override of loadView that set no view: UIKit would loop; we make the default one.
            replaceView(with: View(frame: defaultViewFrame))
        }
        viewDidLoad()
    }

    /// The world this controller lives in, if any is known yet: its view's, its parent's, its presenter's.
    public var simulation: Simulation? {
        if let world = storedView?.simulation { return world }
        if let world = knownSimulation { return world }
        return storedParent?.simulation ?? storedPresenting?.simulation
    }

    /// The screen of the controller's world (the profile default's device when no world is known yet).
    var hostScreen: Screen { simulation?.screen ?? Screen(device: PlatformProfile.default.defaultDevice) }

    /// The frame `loadView()` gives a plain view: the screen's bounds.
    var defaultViewFrame: CGRect { hostScreen.bounds }

    func replaceView(with newView: View?) {
        if let old = storedView, old !== newView {
            if old.viewControllerForNext === self { old.viewControllerForNext = nil }
        }
        storedView = newView
        newView?.viewControllerForNext = self
        if let world = newView?.simulation { knownSimulation = world }
    }

    /// The controller whose root view `view` is, if any.
    static func owning(_ view: View) -> ViewController? { view.viewControllerForNext as? ViewController }
}
