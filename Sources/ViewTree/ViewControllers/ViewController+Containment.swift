import Foundation

// Containment, as UIKit: `addChild` calls `willMove(toParent:)` on the child; the container adds the child's
// view and then calls `didMove(toParent:)` itself. To remove: `willMove(toParent: nil)` by hand, remove the
// view, then `removeFromParent()`, which calls `didMove(toParent: nil)`. (Apple's documentation of
// `addChild(_:)` and `removeFromParent()`.)
extension ViewController {
    /// The child controllers, in the order they were added.
    public var children: [ViewController] { childList }

    /// The container this controller is a child of (weak: the parent owns its children).
    public var parent: ViewController? { storedParent }

    func performAddChild(_ child: ViewController) {
        guard child !== self, !isDescendantController(of: child) else {
            report(.viewController, "addChild: a controller cannot be its own child or its ancestor's child")
            return
        }
        if let problem = childProblem(child) {
            report(.viewController, "addChild: \(problem)")
            return
        }
        if child.storedParent === self { return }
        if child.storedParent != nil { child.removeFromParent() }
        // No container drives the appearance of a controller that joins one: the container that did (a page view
        // controller's animated change) let it go, or was freed before its change ended (ViewTreeFuzz seed 88 ios13;
        // Reliability.md bug 52). Its view's moves in and out of windows decide again.
        child.appearanceDrivenByContainer = false
        // A `willMove(toParent:)` override that adds the child to a container itself (this one again: for ever; another
        // one: the child would be listed by both, with this one as its parent) is refused there (bug 80).
        let context = ThreadContext.current
        let id = ObjectIdentifier(child)
        guard !context.adoptingChildren.contains(id) else {
            report(.viewController, "addChild: \(child.libraryClassName) is being added to another controller (this call comes from inside its willMove(toParent:)); refused, it joins the controller that was adding it")
            return
        }
        context.adoptingChildren.append(id)
        child.willMove(toParent: self)
        context.adoptingChildren.removeLast()
        childList.append(child)
        child.storedParent = self
        if let world = simulation { child.knownSimulation = world }
    }

    func performRemoveFromParent() {
        guard let parent = storedParent else { return }
        parent.childList.removeAll { $0 === self }
        storedParent = nil
        parent.childDidLeave(self)   // a tab bar controller updates its selection, a split or page view controller forgets it
        // A child whose view left the window while its container was disappearing waits for the container to forward
        // `viewDidDisappear`; leaving the container, it would never hear it. Its view was removed from the hierarchy, so it
        // hears it now, before `didMove(toParent: nil)` (bug 115).
        if !appearanceDrivenByContainer, appearState == .disappearing, storedView?.window == nil { endAppearanceTransition() }
        didMove(toParent: nil)
    }

    /// Why `child` cannot become this controller's child (`nil` when it can): it is presented (a presented controller
    /// has no parent: UIKit refuses the reverse, "Application tried to present modally a view controller that has a
    /// parent view controller"), it presents (it would become a child of what it presents, or be on screen twice), or it is the controller of a tab of another tab bar controller (a tab belongs to one;
    /// set that controller's tabs without it first). Either way it would be in two places at once.
    func childProblem(_ child: ViewController) -> String? {
        if child.storedPresenting != nil {
            return "\(child.libraryClassName) is presented (dismiss it first: a presented controller has no parent); nothing changes"
        }
        if child.storedPresented != nil {
            return "\(child.libraryClassName) presents a controller (it is active: dismiss what it presents first); nothing changes"
        }
        if let tab = child.storedTab, let owner = tab.tabBarController, owner !== self, tab.viewController === child {
            return "\(child.libraryClassName) is the controller of tab \"\(tab.identifier)\" of another tab bar controller (set that controller's tabs without it first); nothing changes"
        }
        return nil
    }

    /// Why a container cannot take `candidate` as a child through its own calls (a column, a page), without the
    /// "; nothing changes" ending, so each call says what stays: `cycle` when it is this controller or one of its
    /// ancestors, else what `addChild` refuses (`childProblem`); `nil` when it can.
    func adoptionProblem(_ candidate: ViewController, cycle: String) -> String? {
        if candidate === self || isDescendantController(of: candidate) { return cycle }
        return childProblem(candidate)?.replacingOccurrences(of: "; nothing changes", with: "")
    }

    /// `addChild(child)` by a container that places its children's views itself (navigation, tab bar, split and page
    /// view controllers), which then takes the child's view out of its old hierarchy (`releaseAdoptedView(of:)`).
    func adoptChild(_ child: ViewController) {
        addChild(child)
        releaseAdoptedView(of: child)
    }

    /// A container that places its children's views itself (navigation, tab bar, split and page view controllers)
    /// has just adopted `child`: a view of `child`'s that is not in this container's own views (it is in another
    /// controller's view — its old container's, another child's — or in the app's views) leaves its superview. UIKit
    /// moves it when it places it, in the container's view once that is loaded; until then it would stay among its
    /// old ancestors' views, and the container could then not take one of those ancestors as a child without a view
    /// cycle although the controllers allow it (Reliability.md, bugs 41 and 48). A loaded container places the
    /// child's view at once, or removes it with the controllers it hides.
    func releaseAdoptedView(of child: ViewController) {
        guard child.storedParent === self, let view = child.storedView else { return }
        // The nearest controller's view above it decides: this container's keeps it.
        var above = view.superview
        while let current = above {
            if let owner = ViewController.owning(current) {
                if owner === self { return }
                break
            }
            above = current.superview
        }
        if view.superview != nil { view.removeFromSuperview() }
    }

    /// The nearest parent, grand-parent, … of this controller that is a `T` (a navigation or tab bar controller).
    func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var current = storedParent
        while let c = current {
            if let found = c as? T { return found }
            current = c.storedParent
        }
        return nil
    }

    /// Whether `controller` is this controller's parent, grand-parent, …
    func isDescendantController(of controller: ViewController) -> Bool {
        var current = storedParent
        while let c = current {
            if c === controller { return true }
            current = c.storedParent
        }
        return false
    }

    /// Records a diagnostic in the controller's world, or, before it knows one (no view loaded, no parent), in
    /// the current world, where the test that made it runs; standard error when there is neither.
    func report(_ code: Diagnostic.Code, _ message: String) {
        let diagnostic = Diagnostic(code: code, subject: libraryClassName, message: message)
        if let world = simulation ?? Simulation.current {
            world.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
        }
    }

    /// `forwardViewWillTransition`: children and the presented controller hear of a size change.
    func forwardViewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        for child in childList { child.viewWillTransition(to: size, with: coordinator) }
        // A custom presentation's controller hears it before the controller it presents (UIKit's order: the
        // presentation controller is the presented controller's container).
        storedPresented?.customPresentation?.viewWillTransition(to: size, with: coordinator)
        storedPresented?.viewWillTransition(to: size, with: coordinator)
    }
}
