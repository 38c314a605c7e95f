import Foundation
import ViewTree

extension FuzzSplitController: FuzzRecordingController {}
extension FuzzPageController: FuzzRecordingController {}

/// A text field's delegate of the second surfaces (`FuzzFieldDelegateKind`), which notes what it answered.
final class FuzzFieldDelegate: TextFieldDelegate {
    let kind: FuzzFieldDelegateKind
    /// How many times `shouldChangeCharactersIn` set the text itself.
    private(set) var mutations = 0
    init(_ kind: FuzzFieldDelegateKind) { self.kind = kind }
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { kind != .refuseBegin }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { kind != .refuseEnd }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        switch kind {
        case .refuseChange: return false
        case .mutate:
            mutations += 1
            textField.text = "m\(mutations)"
            return false
        default: return true
        }
    }
}

/// The root tab bar controller's delegate: refuses a user's selection of an odd tab when `refusesOdd`, and notes a
/// `didSelect` of a tab it refused.
final class FuzzRootTabsDelegate: TabBarControllerDelegate {
    let refusesOdd: Bool
    private(set) var refused = 0
    private(set) var violation: String?
    init(refusesOdd: Bool) { self.refusesOdd = refusesOdd }
    private func odd(_ tabs: TabBarController, _ controller: ViewController) -> Bool {
        (tabs.viewControllers?.firstIndex { $0 === controller }).map { $0 % 2 == 1 } ?? false
    }
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        guard refusesOdd, odd(tabBarController, viewController) else { return true }
        refused += 1
        return false
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        if refusesOdd, odd(tabBarController, viewController), violation == nil {
            violation = "didSelect of a tab its delegate refused in shouldSelect"
        }
    }
}

/// The gestures family's second surfaces (`FuzzGestureSurface2Step`): split and page view controllers, popovers, text
/// fields and a root tab bar controller, and what it checks of them after every step.
final class FuzzGestureSurfaces2 {
    private struct Field {
        let name: String
        weak var field: TextField?
        let delegate: FuzzFieldDelegate
    }
    private var splits: [FuzzSplitController] = []
    private var pages: [(controller: FuzzPageController, pages: [FuzzController])] = []
    private var popovers: [FuzzController] = []
    private weak var lastSource: View?
    private var fields: [Int: Field] = [:]
    private var roots: [(tabs: FuzzTabBarController, delegate: FuzzRootTabsDelegate)] = []
    /// Every recording controller made, by name, held until the teardown.
    private var recorded: [(name: String, controller: FuzzRecordingController)] = []
    /// Every controller and field made, weakly, to check that each goes with the world.
    private var freed: [(name: String, object: WeakObject)] = []
    private(set) var lastChange: TimeInterval = -.infinity
    private var problem: String?
    private(set) var counts = FuzzSurfaceCounts()

    /// Whether a controller was presented or made a root (queued transitions report `.viewController` notes later).
    var presents: Bool { !recorded.isEmpty }

    func canRun(_ step: FuzzGestureSurface2Step, views: [Int: View]) -> Bool {
        switch step {
        case .split, .page, .rootTabs: return true
        case .splitColumn, .splitDetail, .splitWidth: return !splits.isEmpty
        case .pageBook, .pageSet: return !pages.isEmpty
        case let .popover(_, view, _, _, _): return views[view] != nil
        case .popoverSourceChange: return !popovers.isEmpty
        case let .textField(id, parent, _, _): return views[id] == nil && parent.map { views[$0] != nil } ?? true
        case .type: return !fields.isEmpty
        case let .secure(id, _), let .resign(id, _): return views[id] is TextField
        case .rootSelect, .rootReplace: return !roots.isEmpty
        }
    }

    private func record(_ name: String, _ controller: FuzzRecordingController) {
        recorded.append((name, controller))
        freed.append((name, WeakObject(controller)))
    }

    private func plain(_ name: String) -> FuzzController {
        let controller = FuzzController(kind: .plain, recorder: AppearanceRecorder(name: name))
        record(name, controller)
        return controller
    }

    /// The text field a `.textField` step makes (the family adds it and keeps it as `gN`).
    func makeField(id: Int, frame: CGRect, delegate kind: FuzzFieldDelegateKind) -> TextField {
        let field = TextField(frame: frame)
        field.text = "hello"
        field.clearButtonMode = .whileEditing
        let delegate = FuzzFieldDelegate(kind)
        field.delegate = delegate
        fields[id] = Field(name: "g\(id)", field: field, delegate: delegate)
        freed.append(("g\(id)", WeakObject(field)))
        return field
    }

    /// A controller shown somewhere else: the last split view controller's secondary, or the root's selected tab.
    private var shownElsewhere: ViewController? {
        (splits.last?.viewController(for: .secondary)) ?? roots.last?.tabs.selectedViewController
    }

    /// Runs a step other than `.textField` (which the family runs, to keep its view).
    func perform(_ step: FuzzGestureSurface2Step, window: Window, views: [Int: View], world: Simulation) {
        switch step {
        case .textField: return
        case let .split(id, regular, animated):
            let split = FuzzSplitController(style: .doubleColumn, recorder: AppearanceRecorder(name: "s\(id)"))
            record("s\(id)", split)
            split.setViewController(plain("s\(id).p"), for: .primary)
            split.setViewController(plain("s\(id).s"), for: .secondary)
            split.traitOverrides.horizontalSizeClass = regular ? .regular : .compact
            split.modalPresentationStyle = .fullScreen
            splits.append(split)
            top(of: window)?.present(split, animated: animated)
        case let .splitColumn(show):
            if show { splits.last?.show(.primary) } else { splits.last?.hide(.primary) }
        case let .splitDetail(id, showDetail):
            let detail = plain("s.d\(id)")
            if showDetail { splits.last?.showDetailViewController(detail, sender: nil) } else { splits.last?.show(detail, sender: nil) }
        case let .splitWidth(regular):
            guard let split = splits.last else { return }
            if let regular { split.traitOverrides.horizontalSizeClass = regular ? .regular : .compact } else {
                split.traitOverrides.remove(TraitHorizontalSizeClass.self)
            }
        case let .page(id, count, animated):
            let page = FuzzPageController(kind: .pageScroll, recorder: AppearanceRecorder(name: "q\(id)"))
            record("q\(id)", page)
            let own = (0..<count).map { plain("q\(id).\($0)") }
            page.source.book = own.map { WeakObject($0) }
            page.setViewControllers([own[0]], direction: .forward, animated: false)
            page.modalPresentationStyle = .fullScreen
            pages.append((page, own))
            top(of: window)?.present(page, animated: animated)
        case let .pageBook(kind):
            guard let (page, own) = pages.last else { return }
            let shown = page.viewControllers?.first
            switch kind {
            case .pages: page.source.book = own.map { WeakObject($0) }
            case .empty: page.source.book = []
            case .same: page.source.book = [WeakObject(shown), WeakObject(shown)]
            case .elsewhere: page.source.book = [WeakObject(shown), WeakObject(shownElsewhere), WeakObject(shown)]
            }
        case let .pageSet(index, forward, animated):
            guard let (page, own) = pages.last else { return }
            let target = own.indices.contains(index) ? own[index] : shownElsewhere ?? own[0]
            page.setViewControllers([target], direction: forward ? .forward : .reverse, animated: animated)
        case let .popover(id, viewID, source, modal, animated):
            let popover = plain("o\(id)")
            popover.modalPresentationStyle = .popover
            popover.isModalInPresentation = modal
            if source != .none, let anchor = views[viewID] {
                popover.popoverPresentationController?.sourceView = anchor
                switch source {
                case .bounds, .none: popover.popoverPresentationController?.sourceRect = anchor.bounds
                case .nan: popover.popoverPresentationController?.sourceRect = CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)
                case .offScreen: popover.popoverPresentationController?.sourceRect = CGRect(x: 1e6, y: -1e6, width: 10, height: 10)
                }
                lastSource = anchor
            }
            popovers.append(popover)
            top(of: window)?.present(popover, animated: animated)
        case let .popoverSourceChange(remove):
            guard let source = lastSource else { return }
            if remove { source.removeFromSuperview() } else { source.center = CGPoint(x: 5000, y: -5000) }
        case let .type(text):
            guard let id = fields.keys.sorted().first(where: { fields[$0]?.field?.isFirstResponder == true }),
                  let entry = fields[id], let field = entry.field else { return }
            let before = field.text
            let mutations = entry.delegate.mutations
            if text.isEmpty { field.deleteBackward() } else { field.insertText(text) }
            counts.fieldsChecked += 1
            switch entry.delegate.kind {
            case .refuseChange where field.text != before:
                fail("\(entry.name)'s delegate refused the change but its text went from \(before.debugDescription) to \(field.text.debugDescription)")
            case .mutate where entry.delegate.mutations > mutations && field.text != "m\(entry.delegate.mutations)":
                fail("\(entry.name)'s delegate set its text to \"m\(entry.delegate.mutations)\" and refused the change, but its text is \(field.text.debugDescription)")
            default: break
            }
        case let .secure(id, secure):
            fields[id]?.field?.isSecureTextEntry = secure
        case let .resign(id, force):
            guard let entry = fields[id], let field = entry.field else { return }
            let was = field.isFirstResponder
            if force { _ = window.endEditing(true) } else { field.resignFirstResponder() }
            if !force, was, entry.delegate.kind == .refuseEnd, !field.isFirstResponder {
                fail("\(entry.name)'s delegate answered textFieldShouldEndEditing false but it resigned")
            }
            if force, field.isFirstResponder { fail("\(entry.name) is still first responder after endEditing(true)") }
        case let .rootTabs(id, count, refuses):
            let tabs = FuzzTabBarController(recorder: AppearanceRecorder(name: "w\(id)"))
            record("w\(id)", tabs)
            let delegate = FuzzRootTabsDelegate(refusesOdd: refuses)
            tabs.delegate = delegate
            tabs.viewControllers = (0..<count).map { plain("w\(id).\($0)") }
            roots.append((tabs, delegate))
            window.rootViewController = tabs
        case let .rootSelect(index):
            guard let tabs = roots.last?.tabs else { return }
            let old = tabs.selectedViewController
            tabs.selectedIndex = index
            checkSwitch(tabs, from: old)
        case let .rootReplace(id, keep, count):
            guard let tabs = roots.last?.tabs else { return }
            let kept = Array((tabs.viewControllers ?? []).prefix(keep))
            tabs.viewControllers = kept + (kept.count..<max(kept.count, count)).map { plain("w.\(id).\($0)") }
        }
        // Typing, a secure entry toggle, a resignation and a data source's answers change no controller's appearance.
        switch step {
        case .type, .secure, .resign, .pageBook: break
        default: lastChange = world.now
        }
    }

    private func fail(_ message: String) { if problem == nil { problem = message } }

    /// A tab switch in code is not animated (`selectedIndex`'s transition is synchronous), so when the root shows and no
    /// transition is under way, the old tab has disappeared and the new one appeared as soon as the setter returns.
    private func checkSwitch(_ tabs: FuzzTabBarController, from old: ViewController?) {
        guard let old = old as? FuzzRecordingController, let new = tabs.selectedViewController as? FuzzRecordingController, old !== new,
              tabs.viewIfLoaded?.window != nil, tabs.recorder.state == .appeared, tabs.transitionCoordinator == nil else { return }
        counts.tabSwitchesChecked += 1
        if old.recorder.state != .disappeared || new.recorder.state != .appeared {
            fail("\(tabs.recorder.name)'s switch from \(old.recorder.name) to \(new.recorder.name) left them \(old.recorder.state.rawValue) and \(new.recorder.state.rawValue), where it is synchronous")
        }
    }

    /// The top of the window's presentation chain (the root when nothing is presented).
    private func top(of window: Window) -> ViewController? {
        var top = window.rootViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// After every step: every controller's callbacks in UIKit's order, the root tabs' delegate never heard a refused
    /// tab selected, each split delegate's collapses and expansions alternate, no text field is first responder out of a
    /// window or against its delegate's `textFieldShouldBeginEditing`, and each one's selection is inside its text. Once
    /// `settled` (no finger for a second, a second after the last change, nothing being presented or dismissed): every
    /// controller whose view is in the window has appeared and every other has disappeared, and a page view controller
    /// in the window shows exactly one page, its `viewControllers.first`.
    func check(window: Window?, settled: Bool) throws(FuzzFailure) {
        if let problem { throw FuzzFailure(invariant: "gesture-surfaces-2", message: problem) }
        for (_, controller) in recorded {
            if let violation = controller.recorder.violation { throw FuzzFailure(invariant: "gesture-surfaces-2", message: violation) }
        }
        for (tabs, delegate) in roots {
            if let violation = delegate.violation { throw FuzzFailure(invariant: "gesture-surfaces-2", message: "\(tabs.recorder.name): \(violation)") }
        }
        for split in splits {
            let d = split.splitDelegate
            if abs(d.collapses - d.expansions) > 1 {
                throw FuzzFailure(invariant: "gesture-surfaces-2", message: "\(split.recorder.name)'s delegate heard \(d.collapses) collapses and \(d.expansions) expansions, which must alternate")
            }
        }
        for id in fields.keys.sorted() {
            guard let entry = fields[id], let field = entry.field else { continue }
            counts.fieldsChecked += 1
            if field.isFirstResponder, field.window == nil {
                throw FuzzFailure(invariant: "gesture-surfaces-2", message: "\(entry.name) is first responder but in no window")
            }
            if field.isFirstResponder, entry.delegate.kind == .refuseBegin {
                throw FuzzFailure(invariant: "gesture-surfaces-2", message: "\(entry.name) is first responder though its delegate refuses textFieldShouldBeginEditing")
            }
            let length = ((field.text ?? "") as NSString).length
            if let range = field.selectedTextRange, range.start.offset < 0 || range.end.offset > length || range.start.offset > range.end.offset {
                throw FuzzFailure(invariant: "gesture-surfaces-2", message: "\(entry.name)'s selection \(range) is outside its text (length \(length))")
            }
        }
        guard settled, let window, let top = top(of: window), !top.isBeingPresented, !top.isBeingDismissed else { return }
        if let root = window.rootViewController, root.isBeingPresented || root.isBeingDismissed { return }
        for (name, controller) in recorded {
            // A controller whose presentation or dismissal is under way, or inside a container's running transition.
            if controller.isBeingPresented || controller.isBeingDismissed || controller.transitionCoordinator != nil { continue }
            counts.controllersSettled += 1
            let shown = controller.viewIfLoaded?.window === window
            let expected: AppearanceRecorder.State = shown ? .appeared : .disappeared
            if controller.recorder.state != expected {
                throw FuzzFailure(invariant: "gesture-surfaces-2", message: "\(name) is \(controller.recorder.state.rawValue) a second after the last change, where its view is \(shown ? "in" : "out of") the window (parent \(controller.parent?.libraryDescription ?? "nil"), presenting \(controller.presentingViewController?.libraryDescription ?? "nil"))")
            }
        }
        for (page, _) in pages where page.viewIfLoaded?.window === window {
            guard page.transitionCoordinator == nil, page.pagingScrollView.map({ !$0.isTracking && !$0.isDragging && !$0.isDecelerating }) ?? true else { continue }
            counts.pagesChecked += 1
            // Its children, not only the pages it was made with: a page taken from elsewhere (a split view controller's
            // column, wrapped in its navigation controller) counts too.
            let unique = page.children.filter { $0.viewIfLoaded?.window === window }
            if let current = page.viewControllers?.first, unique.count != 1 || unique.first !== current {
                let named = recorded.first { $0.controller === current }?.name ?? current.libraryDescription
                throw FuzzFailure(invariant: "gesture-surfaces-2", message: "\(page.recorder.name) shows \(unique.count) page(s) once settled, where it should show its current page alone (\(named): parent \(current.parent?.libraryDescription ?? "nil"), \(current.viewIfLoaded?.window === window ? "in" : "out of") the window)")
            }
        }
    }

    /// Drops every controller and field; `nil` when each went with the world, else which did not.
    func tearDown() -> String? {
        splits = []
        pages = []
        popovers = []
        fields = [:]
        roots = []
        recorded = []
        if let alive = freed.first(where: { $0.object.object != nil }) {
            return "\(alive.name) is still alive after every reference to it and the world was dropped"
        }
        return nil
    }
}
