import Foundation

/// A push or pop in progress.
final class NavigationTransition {
    let coordinator: TransitionCoordinator
    /// The outgoing view whose touches the built-in slide turned off, to turn back on at the end.
    weak var viewMadeUntouchable: View?
    init(duration: TimeInterval) { coordinator = TransitionCoordinator(duration: duration) }

    /// Turns `view`'s touches off for the slide (UIKit's outgoing view prints `userInteractionEnabled = NO`
    /// mid-push: `<UIView: …; frame = (-124 0; 414 736); userInteractionEnabled = NO; animations = {
    /// position=<CASpringAnimation: …>; }; …>`).
    func makeUntouchable(_ view: View?) {
        guard let view, view.isUserInteractionEnabled else { return }
        view.isUserInteractionEnabled = false
        viewMadeUntouchable = view
    }

    /// Gives back the touches `makeUntouchable(_:)` took.
    func restoreTouches() {
        viewMadeUntouchable?.isUserInteractionEnabled = true
        viewMadeUntouchable = nil
    }
}

extension NavigationController {
    /// `pushViewController(_:animated:)` with a completion that runs once the new controller's
    /// `viewDidAppear(_:)` and `didMove(toParent:)` ran (UIKit apps get it from the transition coordinator).
    public func pushViewController(_ viewController: ViewController, animated: Bool, completion: (() -> Void)?) {
        if currentTransition != nil {
            report(.viewController, "pushViewController while a transition runs: queued until it ends")
            queuedOperations.append { [weak self] in self?.pushViewController(viewController, animated: animated, completion: completion) }
            return
        }
        guard !childList.contains(where: { $0 === viewController }) else {
            report(.viewController, "pushViewController: the controller is already in the stack (UIKit: 'Pushing the same view controller instance more than once is not supported')")
            return
        }
        guard !(viewController is NavigationController) else {
            report(.viewController, "pushViewController: pushing a navigation controller is not supported")
            return
        }
        guard viewController !== self, !isDescendantController(of: viewController) else {
            report(.viewController, "pushViewController: \(viewController.libraryClassName) is this navigation controller or one of its ancestors (a controller cannot contain itself); the stack stays as it was")
            return
        }
        if let problem = childProblem(viewController) {
            report(.viewController, "pushViewController: \(problem)")
            return
        }
        let from = topViewController
        // willMove(toParent: self); its view is placed by the transition, or when this view loads (bug 48).
        adoptChild(viewController)
        // Refused (a push from inside the controller's own willMove(toParent:) to another container): no transition.
        guard viewController.storedParent === self else { return }
        navigationBar.replaceItems(childList.map(\.navigationItem))
        transition(from: from, to: viewController, removing: [], isPush: true, animated: animated, completion: completion)
    }

    /// `popViewController(animated:)` with a completion that runs after the revealed controller's
    /// `viewDidAppear(_:)` and the popped one's `didMove(toParent: nil)`.
    @discardableResult
    public func popViewController(animated: Bool, completion: (() -> Void)?) -> ViewController? {
        if currentTransition != nil {
            report(.viewController, "popViewController while a transition runs: queued until it ends")
            let top = topViewController
            queuedOperations.append { [weak self] in _ = self?.popViewController(animated: animated, completion: completion) }
            return top
        }
        guard childList.count > 1 else { return nil }
        let top = childList.last
        performPop(to: childList.count - 2, animated: animated, completion: completion)
        return top
    }

    /// Pops everything above `index`.
    func performPop(to index: Int, animated: Bool, completion: (() -> Void)?) {
        if currentTransition != nil {
            report(.viewController, "pop while a transition runs: queued until it ends")
            let target = childList[index]
            queuedOperations.append { [weak self] in
                guard let self, let i = self.childList.firstIndex(where: { $0 === target }) else { return }
                self.performPop(to: i, animated: animated, completion: completion)
            }
            return
        }
        let popped = Array(childList[(index + 1)...])
        guard let from = popped.last else { return }
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        // Out of the stack at once (UIKit: `viewControllers` no longer lists them); `removeFromParent` (and
        // so `didMove(toParent: nil)`) comes after the transition.
        childList.removeSubrange((index + 1)...)
        for controller in popped { controller.detachedParent = self }
        navigationBar.replaceItems(childList.map(\.navigationItem))
        transition(from: from, to: childList[index], removing: popped, isPush: false, animated: animated, completion: completion)
    }

    func performSetStack(_ newStack: [ViewController], animated: Bool) {
        guard let newTop = newStack.last else { return emptyStack() }
        if let problem = stackProblem(newStack) {
            report(.viewController, "setViewControllers: \(problem); the stack stays as it was")
            return
        }
        if currentTransition != nil {
            queuedOperations.append { [weak self] in self?.performSetStack(newStack, animated: animated) }
            return
        }
        let oldTop = topViewController
        let removed = childList.filter { old in !newStack.contains { $0 === old } }
        for controller in removed { controller.willMove(toParent: nil) }
        childList.removeAll { old in removed.contains { $0 === old } }
        for controller in removed { controller.detachedParent = self }
        let added = newStack.filter { $0.storedParent !== self }
        // The top's view is placed by the transition, or when this view loads (bug 48).
        for controller in added { adoptChild(controller) }
        childList = newStack
        // New controllers below the top are in place at once: their didMove(toParent:) now (the top's comes at the end
        // of the transition, and only when it is new: a controller already in the stack heard it when it came).
        for controller in added where controller !== newTop { controller.didMove(toParent: self) }
        let topIsNew = added.contains { $0 === newTop }
        navigationBar.replaceItems(newStack.map(\.navigationItem))
        if oldTop === newTop {
            finishRemoving(removed)
            return
        }
        let isPush = oldTop.map { old in newStack.contains { $0 === old } } ?? true
        transition(from: oldTop, to: newTop, removing: removed, isPush: isPush, animated: animated, completion: nil,
                   added: topIsNew)
    }

    /// `setViewControllers([], animated:)`: every controller leaves the stack, without animation (Xamarin's device-run
    /// `NavigationControllerTest.ViewControllers_EmptyNull`: the stack is empty afterwards, set by the method or the
    /// property). The top's view leaves the window, which sends its disappearance callbacks.
    func emptyStack() {
        if currentTransition != nil {
            queuedOperations.append { [weak self] in self?.emptyStack() }
            return
        }
        let removed = childList
        guard !removed.isEmpty else { return }
        for controller in removed { controller.willMove(toParent: nil) }
        childList = []
        navigationBar.replaceItems([])
        finishRemoving(removed)
        (storedParent as? TabBarController)?.selectedStackDidChange()
    }

    /// Why `stack` cannot be this navigation controller's stack, if it cannot: UIKit raises for a controller listed
    /// twice ("All view controllers in a navigation controller must be distinct") and for a navigation controller
    /// ("Pushing a navigation controller is not supported"); the navigation controller itself or one of its ancestors
    /// would make a controller its own ancestor.
    func stackProblem(_ stack: [ViewController]) -> String? {
        var seen = Set<ObjectIdentifier>()
        for controller in stack {
            if controller === self || isDescendantController(of: controller) {
                return "\(controller.libraryClassName) is this navigation controller or one of its ancestors (a controller cannot contain itself)"
            }
            if controller is NavigationController {
                return "the stack holds a navigation controller (UIKit: 'Pushing a navigation controller is not supported')"
            }
            if !seen.insert(ObjectIdentifier(controller)).inserted {
                return "\(controller.libraryClassName) is listed twice (UIKit: 'All view controllers in a navigation controller must be distinct')"
            }
            if let problem = childProblem(controller) { return problem }
        }
        return nil
    }

    /// The shared transition: appearance callbacks, the views, the animation, the end.
    func transition(from: ViewController?, to: ViewController, removing: [ViewController], isPush: Bool,
                    animated: Bool, completion: (() -> Void)?, added newTop: Bool? = nil) {
        let added = newTop ?? (isPush && to.storedParent === self)
        // A tab bar around this stack hides or shows for the new stack (`hidesBottomBarWhenPushed`) before
        // the new top's view is placed, so that view is laid out for the bar's final state.
        (storedParent as? TabBarController)?.selectedStackDidChange()
        guard isViewLoaded, let window = storedView?.window, !window.isHidden, isViewVisible else {
            // Not on screen: swap the views if loaded, no appearance callbacks. The new top's view belongs to this
            // stack now: left in another controller's view (taken from its container), it leaves it, and shows here
            // when this controller's view loads.
            if isViewLoaded {
                from?.storedView?.removeFromSuperview()
                placeInWrapper(to)
            } else if let view = to.storedView, view.superview != nil {
                view.removeFromSuperview()
            }
            finishRemoving(removing)
            if added { to.didMove(toParent: self) }
            completion?()
            return
        }
        let world = window.simulation
        let animate = animated && world != nil
        let customAnimator = animate ? from.flatMap { from in
            delegate?.navigationController(self, animationControllerFor: isPush ? .push : .pop, from: from, to: to)
        } : nil
        let duration = customAnimator.map { ViewController.customDuration($0) }
            ?? (animate ? (world?.profile.navigationTransitionDuration ?? 0) : 0)
        let transition = NavigationTransition(duration: duration)
        currentTransition = transition
        to.loadViewIfNeeded()                                   // loadView, viewDidLoad
        from?.appearanceDrivenByContainer = true
        to.appearanceDrivenByContainer = true
        from?.activeCoordinator = transition.coordinator
        to.activeCoordinator = transition.coordinator
        from?.beginAppearanceTransition(false, animated: animate)
        to.beginAppearanceTransition(true, animated: animate)
        delegate?.navigationController(self, willShow: to, animated: animate)

        let width = wrapperView.bounds.width
        let final = childFrame(for: to)
        placeInWrapper(to, below: isPush ? nil : from?.storedView)
        window.layoutIfNeeded()                                 // viewWillLayoutSubviews / viewDidLayoutSubviews

        let finish: (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            self.finishTransition(transition, from: from, to: to, removing: removing, added: added,
                                  animated: animate, completion: completion)
        }
        guard animate else {
            // UIKit ends an unanimated transition at the end of the run-loop turn.
            world?.runLoop.perform { finish(true) } ?? finish(true)
            return
        }
        if let customAnimator, let from {
            // The animator moves the views; the container is the wrapper both views are in.
            let fromFrame = from.storedView?.frame ?? final
            let context = OneToOneTransitionContext(
                container: wrapperView, style: .none, from: from, to: to, fromView: from.storedView, toView: to.storedView,
                frames: [ObjectIdentifier(from): (fromFrame, .zero), ObjectIdentifier(to): (.zero, final)],
                onComplete: { [weak self] didComplete in
                    if didComplete {
                        finish(true)
                    } else {
                        self?.undoTransition(transition, from: from, to: to, removing: removing, isPush: isPush, added: added)
                    }
                })
            let interaction = delegate?.navigationController(self, interactionControllerFor: customAnimator)
            return ViewController.start(customAnimator, interaction: interaction, context: context, duration: duration,
                                        coordinator: transition.coordinator)
        }
        var start = final
        let parallax = NavigationController.parallaxOffset(forWidth: width)
        start.origin.x += isPush ? width : -parallax
        to.storedView?.frame = start
        transition.makeUntouchable(from?.storedView)
        View.animate(withDuration: duration, delay: 0, options: [], animations: {
            to.storedView?.frame = final
            if let fromView = from?.storedView {
                var end = final
                end.origin.x += isPush ? -parallax : width
                fromView.frame = end
            }
            transition.coordinator.runAlongsideAnimations()
        }, completion: finish)
    }

    func finishTransition(_ transition: NavigationTransition, from: ViewController?, to: ViewController,
                          removing: [ViewController], added: Bool, animated: Bool, completion: (() -> Void)?) {
        guard currentTransition === transition else { return }
        transition.restoreTouches()
        if let fromView = from?.storedView, fromView.superview === wrapperView {
            fromView.removeFromSuperview()
            fromView.frame = childFrame(for: from)
        }
        from?.endAppearanceTransition()                          // viewDidDisappear
        to.endAppearanceTransition()                             // viewDidAppear
        // This controller left the screen and came back while the transition ran (moved into another container's
        // view in another window): coming back began the old top appearing again with the new one, and its view has
        // just left. It ends disappeared (ViewTreeFuzz seed 119 ios10; Reliability.md bug 54).
        if let from, from !== to, from.storedParent === self, from.storedView?.window == nil { from.followWindowPresence() }
        from?.appearanceDrivenByContainer = false
        to.appearanceDrivenByContainer = false
        from?.activeCoordinator = nil
        to.activeCoordinator = nil
        currentTransition = nil
        finishRemoving(removing)                                 // didMove(toParent: nil)
        // A controller another container adopted while the transition ran (popped, then added elsewhere, its view
        // moved there), or that left this stack for no parent at all (taken, then let go by the other container:
        // ViewTreeFuzz seed 26, Reliability.md bug 46), was not driven by the view tree meanwhile: it now follows
        // where its view is.
        for controller in [from, to].compactMap({ $0 }) where controller.storedParent !== self {
            controller.followWindowPresence()
        }
        // A pushed controller another container took before the push ended is that container's now: it is owed no
        // didMove(toParent:) from here (its addChild there removed it from this stack, with didMove(toParent: nil)).
        if added, to.storedParent === self { to.didMove(toParent: self) }
        delegate?.navigationController(self, didShow: to, animated: animated)
        transition.coordinator.complete()
        completion?()
        let queued = queuedOperations
        queuedOperations = []
        for operation in queued { operation() }
    }

    /// A push or pop whose animator cancelled it: the old top comes back (its view in place, appearing again),
    /// the new one goes, and the stack is what it was before the operation.
    func undoTransition(_ transition: NavigationTransition, from: ViewController, to: ViewController,
                        removing: [ViewController], isPush: Bool, added: Bool) {
        guard currentTransition === transition else { return }
        transition.restoreTouches()
        to.beginAppearanceTransition(false, animated: true)
        from.beginAppearanceTransition(true, animated: true)
        to.storedView?.removeFromSuperview()
        if from.storedView?.superview !== wrapperView { placeInWrapper(from) }
        from.storedView?.frame = childFrame(for: from)
        to.endAppearanceTransition()
        from.endAppearanceTransition()
        from.appearanceDrivenByContainer = false
        to.appearanceDrivenByContainer = false
        from.activeCoordinator = nil
        to.activeCoordinator = nil
        currentTransition = nil
        if isPush {
            if to.storedParent === self {
                to.willMove(toParent: nil)
                to.removeFromParent()                            // out of the stack, didMove(toParent: nil)
            }
        } else {
            // The popped controllers are in the stack again (their willMove(toParent: nil) stays unanswered,
            // as after a cancelled interactive pop in UIKit).
            for controller in removing { controller.detachedParent = nil }
            childList.append(contentsOf: removing)
        }
        navigationBar.replaceItems(childList.map(\.navigationItem))
        transition.coordinator.complete()
        let queued = queuedOperations
        queuedOperations = []
        for operation in queued { operation() }
    }

    /// Controllers popped or replaced leave for good: `didMove(toParent: nil)`. One another container took before the
    /// transition ended (its `addChild` let it go from here already) is left alone, with its view.
    func finishRemoving(_ removed: [ViewController]) {
        for controller in removed {
            guard controller.storedParent === self else {
                if controller.detachedParent === self { controller.detachedParent = nil }
                continue
            }
            controller.storedView?.removeFromSuperview()
            controller.detachedParent = nil
            controller.storedParent = nil
            controller.didMove(toParent: nil)
        }
    }

    /// Where a child's view goes in the wrapper. iOS 7+: the whole area, except under a bar the child does not
    /// extend under (`ViewController.extendsLayout(under:barIsTranslucent:)`): then it starts below the
    /// navigation bar, or ends above the toolbar or the tab bar of a tab bar controller this controller is a
    /// tab of. What still covers it is reported by its safe area (its top layout guide). iOS 6: below the bar.
    func childFrame(for child: ViewController?) -> CGRect {
        var frame = wrapperView.bounds
        if simulation?.profile.safeAreaModel == .statusBarOutside {
            if !storedNavigationBarHidden {
                frame.origin.y += NavigationBar.height
                frame.size.height -= NavigationBar.height
            }
            return frame
        }
        guard let child, let container = storedView else { return frame }
        var top = frame.minY
        var bottom = frame.maxY
        if !storedNavigationBarHidden, !child.extendsLayout(under: .top, barIsTranslucent: navigationBar.isTranslucent) {
            top = max(top, wrapperView.convert(CGPoint(x: 0, y: navigationBar.frame.maxY), from: container).y)
        }
        if !isToolbarHidden, !child.extendsLayout(under: .bottom, barIsTranslucent: toolbar.isTranslucent) {
            bottom = min(bottom, wrapperView.convert(CGPoint(x: 0, y: toolbar.frame.minY), from: container).y)
        }
        if let tabBar = enclosingTabBarTop(in: wrapperView),
           !child.extendsLayout(under: .bottom, barIsTranslucent: tabBar.translucent) {
            bottom = min(bottom, tabBar.top)
        }
        guard top.isFinite, bottom.isFinite else { return frame }
        frame.origin.y = top
        frame.size.height = max(0, bottom - top)
        return frame
    }

    func placeInWrapper(_ controller: ViewController, below sibling: View? = nil) {
        let view: View = controller.view
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = childFrame(for: controller)
        if let sibling, sibling.superview === wrapperView {
            wrapperView.insertSubview(view, belowSubview: sibling)
        } else if view.superview !== wrapperView {
            wrapperView.addSubview(view)
        }
        view.setNeedsLayout()
        updateChildOverlay(controller)
        if !isToolbarHidden { refreshToolbarItems() }
    }

    /// The bar under the status bar (iOS 7+), and what it covers of the children's views.
    func layoutNavigationChrome() {
        guard let container = storedView else { return }
        let top = simulation?.profile.safeAreaModel == .statusBarOutside ? 0 : container.safeAreaInsetsIgnoringController.top
        // 44 pt, plus the large title's band (NavigationBar+LargeTitle.swift).
        let barFrame = CGRect(x: 0, y: top, width: container.bounds.width, height: navigationBar.preferredBarHeight)
        if navigationBar.frame != barFrame {
            navigationBar.frame = barFrame
            navigationBar.layoutBarContent()   // the content and the large title in the new height; the background
        }                                      // reaches up to the new top
        if !isToolbarHidden {
            if toolbar.superview !== container { container.addSubview(toolbar) }
            let bottom = container.safeAreaInsetsIgnoringController.bottom
            // 44 pt, 49 over a home indicator on the iOS 13+ profile (`PlatformProfile.toolbarHeightOverHomeIndicator`);
            // its background reaches down over the home indicator (Toolbar+Chrome.swift).
            let height = bottom > 0 ? simulation?.profile.toolbarHeightOverHomeIndicator ?? Toolbar.height : Toolbar.height
            let toolbarFrame = CGRect(x: 0, y: container.bounds.height - bottom - height,
                                      width: container.bounds.width, height: height)
            toolbar.backgroundExtension = bottom
            if toolbar.frame != toolbarFrame { toolbar.frame = toolbarFrame }
            refreshToolbarItems()
        }
        // The top child follows the bars it stops at (shown, hidden, made opaque), outside transitions.
        if currentTransition == nil, let top = topViewController, let view = top.storedView, view.superview === wrapperView {
            let frame = childFrame(for: top)
            if view.frame != frame { view.frame = frame }
        }
        for child in childList { updateChildOverlay(child) }
    }

    /// The toolbar shows the top controller's `toolbarItems`.
    func refreshToolbarItems() {
        let items = topViewController?.toolbarItems
        if toolbar.items?.map(ObjectIdentifier.init) != items?.map(ObjectIdentifier.init) { toolbar.items = items }
    }

    func updateChildOverlay(_ child: ViewController) {
        // What the bars cover of the child's view, measured from its edges (nothing where it stops at a bar).
        var overlay = EdgeInsets.zero
        if simulation?.profile.safeAreaModel != .statusBarOutside, let container = storedView {
            let frame = wrapperView.convert(childFrame(for: child), to: container)
            if !storedNavigationBarHidden {
                overlay.top = max(0, navigationBar.frame.maxY - frame.minY)
            }
            if !isToolbarHidden {
                overlay.bottom = max(0, frame.maxY - toolbar.frame.minY)
            }
            if let tabBar = enclosingTabBarTop(in: container) {
                overlay.bottom = max(overlay.bottom, frame.maxY - tabBar.top)
            }
        }
        guard overlay != child.containerOverlayInsets else { return }
        child.containerOverlayInsets = overlay
        child.storedView?.safeAreaDidChange()
    }
}

extension View {
    /// The safe area this view gets from its superview and the screen, without its own controller's additions.
    var safeAreaInsetsIgnoringController: EdgeInsets {
        guard let window else { return .zero }
        if self === window { return window.screenSafeAreaInsets }
        guard let superview else { return .zero }
        let insets = superview.safeAreaInsets
        guard insets != .zero else { return .zero }
        let safe = convert(superview.bounds.inset(by: insets), from: superview)
        let b = bounds
        return EdgeInsets(top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
                          bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
    }
}
