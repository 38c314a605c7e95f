import Foundation

// Appearance: UIKit's `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()` state machine.
// A controller goes disappeared → appearing (viewWillAppear) → appeared (viewDidAppear) → disappearing
// (viewWillDisappear) → disappeared (viewDidDisappear); a call that does not fit the state is ignored (UIKit
// logs "Unbalanced calls to begin/end appearance transitions"). The controller is told first, then its
// children whose views are in its view's tree, when it forwards automatically.
extension ViewController {
    /// Starts an appearance (`true`) or disappearance (`false`) transition: calls `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)`, then forwards to the children.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearState == .disappeared || appearState == .disappearing else { return }
            appearState = .appearing
            sentViewIsAppearing = false
            viewWillAppear(animated)
        } else {
            guard appearState == .appeared || appearState == .appearing else { return }
            appearState = .disappearing
            viewWillDisappear(animated)
        }
        lastAppearanceAnimated = animated
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInViewTree() { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun last: calls `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then forwards.
    public func endAppearanceTransition() {
        let animated = lastAppearanceAnimated
        switch appearState {
        case .appearing:
            sendViewIsAppearingIfNeeded()
            appearState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        let appeared = appearState == .appeared
        for child in childList where child.appearState == .appearing || child.appearState == .disappearing {
            let sameWay = (child.appearState == .appearing) == appeared
            child.endAppearanceTransition()
            // A child that joined during the transition, going the other way (it was disappearing with the container it
            // left): it now follows where its view is, unless a container of its own drives it.
            if !sameWay, !child.appearanceDrivenByContainer { child.followWindowPresence() }
        }
    }

    /// Sends `viewIsAppearing(_:)` once per appearance, when the controller is appearing and its view is in a window:
    /// from the layout pass before `viewWillLayoutSubviews()`, or before `viewDidAppear(_:)` at the latest. The
    /// children that appear with it hear it after it, as they heard `viewWillAppear(_:)`.
    func sendViewIsAppearingIfNeeded() {
        guard appearState == .appearing, !sentViewIsAppearing, storedView?.window != nil else { return }
        sentViewIsAppearing = true
        viewIsAppearing(lastAppearanceAnimated)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInViewTree() { child.sendViewIsAppearingIfNeeded() }
    }

    /// Brings the appearance state in line with the view's place: appears (`viewWillAppear`, `viewDidAppear`) when
    /// the view is in a visible window and the controller is disappeared, disappears in the opposite case. For a
    /// controller whose container stopped driving it while its view moved elsewhere.
    func followWindowPresence() {
        let onScreen = storedView?.window.map { !$0.isHidden } ?? false
        if onScreen, appearState == .disappeared || appearState == .disappearing {
            if appearState == .disappearing { endAppearanceTransition() }
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        } else if !onScreen, appearState == .appeared || appearState == .appearing {
            if appearState == .appearing { endAppearanceTransition() }
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }

    /// Whether the view is on screen (appeared, or appearing).
    public var isViewVisible: Bool { appearState == .appeared || appearState == .appearing }

    /// Children whose loaded views are inside this controller's view.
    func childrenInViewTree() -> [ViewController] {
        guard let root = storedView else { return [] }
        return childList.filter { child in
            guard let v = child.storedView else { return false }
            return v.isDescendant(of: root)
        }
    }

    // MARK: Driven by the view tree

    /// The controller's view is about to move to `window` (or leave it, `nil`).
    func viewWillMove(toWindow window: Window?) {
        guard !appearanceDrivenByContainer, storedParent?.shouldAutomaticallyForwardAppearanceMethods != false else { return }
        // Joining a container that is appearing or disappearing, the child hears its container's `animated` (a presented
        // navigation controller's root hears the presentation's); alone, the move is not animated.
        let animated = storedParent.map { ($0.appearState == .appearing || $0.appearState == .disappearing) && $0.lastAppearanceAnimated } ?? false
        if let window {
            guard !window.isHidden else { return }
            beginAppearanceTransition(true, animated: animated)
        } else {
            beginAppearanceTransition(false, animated: animated)
        }
    }

    /// The controller's view moved to a window (or left one): a disappearance ends now; an appearance ends
    /// after the world's next layout pass (UIKit calls `viewDidAppear` after the Core Animation commit that
    /// first shows the view: launch logs read viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews,
    /// viewDidAppear).
    func viewDidMoveToWindow() {
        guard !appearanceDrivenByContainer else { return }
        // A child whose view moved while its container is itself appearing or disappearing the same way (a presented
        // navigation controller's root, placed as the presentation begins and taken out as a dismissal ends) ends with
        // the container, which forwards viewDidAppear / viewDidDisappear once its own transition is over: not at the
        // next turn, before a presentation's animation has ended, nor before the presenter's viewDidAppear.
        if let parent = storedParent, parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearState == appearState {
            return
        }
        switch appearState {
        case .disappearing:
            endAppearanceTransition()
        case .appearing:
            guard let world = storedView?.simulation else { return endAppearanceTransition() }
            world.runLoop.perform { [weak self] in
                guard let self, self.appearState == .appearing, !self.appearanceDrivenByContainer else { return }
                self.storedView?.window?.layoutIfNeeded()
                self.endAppearanceTransition()
            }
        default:
            break
        }
    }
}
