import Foundation
import ViewTree

/// A view of the gestures family that records, per touch, the touch methods UIKit sends it, and what broke their order:
/// a touch must begin before it moves or ends, end or cancel at most once, and hear nothing after.
final class FuzzRecordingView: View {
    enum Progress { case began, closed }
    private(set) var touches: [ObjectIdentifier: Progress] = [:]
    private(set) var problem: String?

    private func note(_ set: Set<Touch>, _ method: String) {
        for touch in set {
            let key = ObjectIdentifier(touch)
            switch (method, touches[key]) {
            case ("began", nil): touches[key] = .began
            case ("moved", .began?): break
            case ("ended", .began?), ("cancelled", .began?): touches[key] = .closed
            default:
                if problem == nil { problem = "touches\(method.prefix(1).uppercased() + method.dropFirst()) for a touch that is \(touches[key].map { "\($0)" } ?? "unknown to it")" }
            }
        }
    }

    /// The touches it began that have not ended or cancelled.
    func open(among lifted: Set<ObjectIdentifier>) -> Int { touches.filter { $0.value == .began && lifted.contains($0.key) }.count }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { note(touches, "began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { note(touches, "moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { note(touches, "ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { note(touches, "cancelled") }
}

/// The touch events a button of the gestures family sent, checked as they come: a session opens with `touchDown` (and
/// `touchDownRepeat` for a repeated tap), drags inside or outside, entering or leaving, and closes with exactly one of
/// `touchUpInside`, `touchUpOutside` and `touchCancel`; nothing comes outside a session. A control of the surfaces also
/// reports `.valueChanged`, which must come inside a session (a switch, stepper or segmented control changes on a tap,
/// a slider as it is dragged); for a slider that is not continuous (`isContinuous`), at most once, at the release (no
/// drag after it).
final class FuzzControlEventLog {
    static let touchEvents: [Control.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
                                              .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
    private(set) var tracking = false
    private(set) var last: String?
    private(set) var problem: String?
    /// Whether the control sends `.valueChanged` while dragged (`nil`: it is not a slider).
    var isContinuous: (() -> Bool)?
    /// A not-continuous slider sent `.valueChanged` in this session (its release must follow).
    private var changedAtRelease = false

    func heard(_ event: Control.Event) {
        let name = "\(event)"
        defer { last = name }
        guard problem == nil else { return }
        switch event {
        case .touchDown:
            if tracking { problem = "sent touchDown inside a touch session (after \(last ?? "none"))" }
            tracking = true
            changedAtRelease = false
        case .valueChanged:
            if !tracking { problem = "sent valueChanged outside a touch session (after \(last ?? "none"))" }
            if let isContinuous, !isContinuous() {
                if changedAtRelease { problem = "sent valueChanged twice in one touch session though it is not continuous" }
                changedAtRelease = true
            }
        case .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit:
            if !tracking { problem = "sent \(name) outside a touch session (after \(last ?? "none"))" }
            if changedAtRelease { problem = "sent \(name) after a not-continuous valueChanged, which must come at the release" }
        default:
            if !tracking { problem = "sent \(name) outside a touch session (after \(last ?? "none"))" }
            tracking = false
        }
    }
}

/// A controller the gestures family made, held weakly to check that it goes with the world.
struct WeakController {
    weak var controller: ViewController?
}

/// The delegate of a fuzzed recognizer.
final class FuzzGestureDelegate: GestureRecognizerDelegate {
    let kind: FuzzGestureDelegateKind
    init(_ kind: FuzzGestureDelegateKind) { self.kind = kind }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { kind != .refuseBegin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        kind == .simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { kind != .refuseTouch }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        kind == .requireOthersToFail
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        kind == .requiredByOthers
    }
}

/// The gestures family's objects: views and recognizers in the family's own window, the fingers down, and what the
/// family checks after every step.
final class FuzzGestures {
    private final class Recognizer {
        weak var recognizer: GestureRecognizer?
        var held: GestureRecognizer?
        let delegate: FuzzGestureDelegate?
        let continuous: Bool
        /// The states its action was called in, since it was last (re)enabled.
        var states: [GestureRecognizer.State] = []
        /// Removed from its view or disabled: at most one `.cancelled` action may follow (a gesture under way ends so).
        var stopped = false
        init(_ recognizer: GestureRecognizer, delegate: FuzzGestureDelegate?, continuous: Bool) {
            self.recognizer = recognizer
            held = recognizer
            self.delegate = delegate
            self.continuous = continuous
        }
    }
    private var views: [Int: View] = [:]
    /// The touch events each button sent, by view id.
    private var controlLogs: [Int: FuzzControlEventLog] = [:]
    private var weakViews: [Int: WeakView] = [:]
    private var recognizers: [Int: Recognizer] = [:]
    private var fingers: [Int: Touch] = [:]
    /// Touches of a finger that was put down again while down, lifted when the finger next lifts.
    private var orphans: [Int: [Touch]] = [:]
    /// Touches the family lifted or cancelled (a finger put down again while down leaves its first touch for ever).
    private var lifted: Set<ObjectIdentifier> = []
    private var lastLifted: Touch?
    /// Every touch the family made, kept until the teardown so that no two touches of an episode share an
    /// `ObjectIdentifier` (the recording views key their touches by it).
    private var madeTouches: [Touch] = []
    private var lastTouchTime: TimeInterval = 0
    private var window: Window?
    /// The navigation controller the first `push` made the window's root, and the controllers pushed, by view id.
    private var navigation: FuzzNavigationController?
    private var controllers: [Int: FuzzController] = [:]
    private var freedControllers: [Int: WeakController] = [:]
    /// The detail controllers tapped rows pushed (`dN`).
    private var details: [FuzzController] = []
    /// The surfaces' collection controllers, pushed like `controllers`, by view id.
    private var surfaceControllers: [Int: FuzzSurfaceCollectionController] = [:]
    private var freedDetails: [WeakController] = []
    private var lastNavigationTime: TimeInterval = -.infinity
    /// The collection views, controls, text views, presented and tab bar controllers of the surface steps.
    private let surfaces = FuzzGestureSurfaces()
    /// The split and page view controllers, popovers, text fields and root tab bar controllers of the second surface
    /// steps.
    private let surfaces2 = FuzzGestureSurfaces2()
    private var problem: String?
    /// A gesture step ran.
    private(set) var used = false
    /// Action calls heard so far.
    private(set) var actionsHeard = 0

    /// Whether a navigation controller was made: its queued pushes and pops report `.viewController` notes when they
    /// run, at any later step.
    var navigates: Bool { navigation != nil || surfaces.presents || surfaces2.presents }

    /// What the surfaces' checks compared so far.
    var surfaceCounts: FuzzSurfaceCounts {
        var counts = surfaces.counts
        counts.add(surfaces2.counts)
        return counts
    }

    /// The family's window, for the session's tree checks.
    var checkedWindow: Window? { window }

    /// Whether `step` can run: the views and recognizers it names exist (a shrunk sequence may have lost their making).
    func canRun(_ step: FuzzGestureStep) -> Bool {
        switch step {
        case let .makeView(id, parent, _, _): return views[id] == nil && parent.map { views[$0] != nil } ?? true
        case let .addRecognizer(id, view, _, _, _): return recognizers[id] == nil && views[view] != nil
        case let .require(id, other): return recognizers[id]?.held != nil && recognizers[other]?.held != nil
        case let .configure(id, _, _, _, _), let .removeRecognizer(id): return recognizers[id]?.held != nil
        case let .viewState(id, _, _, _): return views[id] != nil
        case .down, .move, .up, .stray: return window != nil
        case let .push(view, _, _): return views[view] == nil
        case .pop: return navigation != nil
        case let .surface(surface): return surfaces.canRun(surface, views: views, navigates: navigation != nil)
        case let .surface2(surface): return surfaces2.canRun(surface, views: views)
        }
    }

    /// What `step` may report: bad touches are refused with `.invalidValue`, failure-requirement cycles with
    /// `.invalidValue`; a non-finite point may be reported as `.nonFiniteGeometry`; a push or pop may be queued behind a
    /// running transition (`.viewController`).
    func prepare(_ step: FuzzGestureStep) -> FuzzExpectation {
        var expectation = FuzzExpectation()
        expectation.allowed = [.invalidValue, .nonFiniteGeometry, .indexOutOfRange, .notASubview]
        // A push or pop while a transition runs is queued with a `.viewController` note (the session allows the notes
        // of queued ones at later steps: `navigates`).
        if case .push = step { expectation.allowed.insert(.viewController) }
        if case .pop = step { expectation.allowed.insert(.viewController) }
        // A surface step may push or present behind a transition, swipe a controller that is not a sheet, select a tab
        // out of range or set a slider's bounds to NaN: each refused with a diagnostic.
        if case .surface = step { expectation.allowed.formUnion([.viewController, .indexOutOfRange, .invalidValue, .nonFiniteGeometry]) }
        // The second surfaces likewise: a presentation behind a transition, a tab out of range, a popover's NaN rect.
        if case .surface2 = step { expectation.allowed.formUnion([.viewController, .indexOutOfRange, .invalidValue, .nonFiniteGeometry]) }
        return expectation
    }

    func perform(_ step: FuzzGestureStep, world: Simulation) {
        used = true
        let window = self.window ?? .fuzzFamilyWindow(in: world)
        self.window = window
        switch step {
        case let .makeView(id, parent, frame, kind):
            let view: View
            switch kind {
            case .recording: view = FuzzRecordingView(frame: frame)
            case .button:
                let button = Button(frame: frame)
                let log = FuzzControlEventLog()
                controlLogs[id] = log
                for event in FuzzControlEventLog.touchEvents {
                    button.addAction(Action { [weak log] _ in log?.heard(event) }, for: event)
                }
                view = button
            case .scroll:
                let scroll = ScrollView(frame: frame)
                scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 2)
                view = scroll
            }
            (parent.flatMap { views[$0] } ?? window).addSubview(view)
            views[id] = view
            weakViews[id] = WeakView(view: view)
        case let .addRecognizer(id, viewID, kind, delegateKind, reaction):
            guard let view = views[viewID] else { return }
            let recognizer = makeRecognizer(kind)
            let delegate = delegateKind == .none ? nil : FuzzGestureDelegate(delegateKind)
            recognizer.delegate = delegate
            let entry = Recognizer(recognizer, delegate: delegate, continuous: ![.tap, .doubleTap, .twoFingerTap, .swipe].contains(kind))
            recognizer.addAction { [weak self, weak entry, weak view] sender in
                guard let entry else { return }
                self?.heard(sender.state, by: entry, id: id)
                switch reaction {
                case .record: break
                case .removeRecognizer: sender.view?.removeGestureRecognizer(sender); entry.stopped = true
                case .removeView: view?.removeFromSuperview()
                case .disable: sender.isEnabled = false; entry.stopped = true
                case .hideView: view?.isHidden = true
                case .addRecognizer: view?.addGestureRecognizer(TapGestureRecognizer())
                case .pop:
                    guard let self, let navigation = self.navigation else { break }
                    navigation.popViewController(animated: true)
                    self.lastNavigationTime = navigation.view.simulation?.now ?? self.lastNavigationTime
                }
            }
            view.addGestureRecognizer(recognizer)
            recognizers[id] = entry
        case let .require(id, other):
            guard let a = recognizers[id]?.held, let b = recognizers[other]?.held else { return }
            a.require(toFail: b)
        case let .configure(id, enabled, cancels, delaysBegan, delaysEnded):
            guard let entry = recognizers[id], let r = entry.held else { return }
            if !enabled, r.isEnabled { entry.stopped = true }
            if enabled, !r.isEnabled, r.view != nil { entry.stopped = false; entry.states = [] }
            r.isEnabled = enabled
            r.cancelsTouchesInView = cancels
            r.delaysTouchesBegan = delaysBegan
            r.delaysTouchesEnded = delaysEnded
        case let .removeRecognizer(id):
            guard let entry = recognizers[id], let r = entry.held else { return }
            entry.stopped = true
            r.view?.removeGestureRecognizer(r)
        case let .viewState(id, hidden, interaction, remove):
            guard let view = views[id] else { return }
            if remove { view.removeFromSuperview() } else {
                view.isHidden = hidden
                view.isUserInteractionEnabled = interaction
            }
        case let .down(finger, point, all):
            let touch = Touch(at: point, in: window, timestamp: world.now)
            madeTouches.append(touch)
            // A finger put down while down (bad input) leaves its first touch down until the finger next lifts.
            if let first = fingers[finger] { orphans[finger, default: []].append(first) }
            fingers[finger] = touch
            send(touch, all: all, window: window, world: world)
        case let .move(finger, point, all):
            guard let touch = fingers[finger] else { return }
            touch.update(phase: .moved, location: point, timestamp: world.now)
            send(touch, all: all, window: window, world: world)
        case let .up(finger, cancel, all):
            guard let touch = fingers[finger] else { return }
            touch.update(phase: cancel ? .cancelled : .ended, timestamp: world.now)
            send(touch, all: all, window: window, world: world)
            fingers[finger] = nil
            lifted.insert(ObjectIdentifier(touch))
            lastLifted = touch
            for orphan in orphans.removeValue(forKey: finger) ?? [] {
                orphan.update(phase: .ended, timestamp: world.now)
                window.sendEvent(Event(touches: [orphan], timestamp: world.now))
                lifted.insert(ObjectIdentifier(orphan))
            }
        case let .stray(kind):
            switch kind {
            case 0:
                guard let touch = lastLifted else { return }
                touch.update(phase: .moved, timestamp: world.now)
                window.sendEvent(Event(touches: [touch], timestamp: world.now))
                touch.update(phase: .ended, timestamp: world.now)
            case 1:
                guard let other = world.allWindows.first(where: { $0 !== window }) else { return }
                let touch = Touch(at: CGPoint(x: 10, y: 10), in: other, timestamp: world.now)
                madeTouches.append(touch)
                window.sendEvent(Event(touches: [touch], timestamp: world.now))
                touch.update(phase: .ended, timestamp: world.now)
                other.sendEvent(Event(touches: [touch], timestamp: world.now))
                lifted.insert(ObjectIdentifier(touch))
            case 2:
                window.sendEvent(Event(touches: [], timestamp: world.now))
            default:
                guard let touch = fingers.values.first else { return }
                touch.update(phase: .stationary, timestamp: world.now)
                window.sendEvent(Event(touches: [touch, touch], timestamp: world.now))
            }
        case let .push(viewID, table, animated):
            let controller = FuzzController(kind: table ? .table : .plain, recorder: AppearanceRecorder(name: "c\(viewID)"))
            if table {
                controller.source.data = [Array(0..<30)]
                controller.source.onSelect = { [weak self, weak controller] _ in
                    guard let self, let controller else { return }
                    self.pushDetail(from: controller)
                }
            }
            controllers[viewID] = controller
            freedControllers[viewID] = WeakController(controller: controller)
            install(controller, view: viewID, animated: animated, window: window, world: world)
        case let .pop(toRoot, animated):
            if toRoot { navigation?.popToRootViewController(animated: animated) } else { navigation?.popViewController(animated: animated) }
            lastNavigationTime = world.now
        case let .surface(surface):
            switch surface {
            case let .collection(viewID, compositional, multiple, animated):
                let controller = surfaces.makeCollection(view: viewID, compositional: compositional, multiple: multiple)
                surfaceControllers[viewID] = controller
                install(controller, view: viewID, animated: animated, window: window, world: world)
            case let .control(id, parent, frame, kind):
                let view = surfaces.makeControl(id: id, frame: frame, kind: kind)
                (parent.flatMap { views[$0] } ?? window).addSubview(view)
                views[id] = view
                weakViews[id] = WeakView(view: view)
                if kind == .textView { view.becomeFirstResponder() }
            default:
                surfaces.perform(surface, window: window, world: world)
            }
        case let .surface2(surface):
            if case let .textField(id, parent, frame, delegate) = surface {
                let field = surfaces2.makeField(id: id, frame: frame, delegate: delegate)
                (parent.flatMap { views[$0] } ?? window).addSubview(field)
                views[id] = field
                weakViews[id] = WeakView(view: field)
            } else {
                surfaces2.perform(surface, window: window, views: views, world: world)
            }
        }
        if case .down = step { lastTouchTime = world.now }
        if case .move = step { lastTouchTime = world.now }
        if case .up = step { lastTouchTime = world.now }
    }

    /// Makes `controller`'s view the family's view `viewID` and pushes it onto the navigation controller, or makes it the
    /// root of a new navigation controller that becomes the family window's root.
    private func install(_ controller: ViewController, view viewID: Int, animated: Bool, window: Window, world: Simulation) {
        views[viewID] = controller.view
        weakViews[viewID] = WeakView(view: controller.view)
        if let navigation {
            navigation.pushViewController(controller, animated: animated)
        } else {
            let navigation = FuzzNavigationController(recorder: AppearanceRecorder(name: "nav"))
            navigation.setViewControllers([controller], animated: false)
            window.rootViewController = navigation
            self.navigation = navigation
        }
        lastNavigationTime = world.now
    }

    /// Sends `touch` alone or with every other finger down (those stationary).
    private func send(_ touch: Touch, all: Bool, window: Window, world: Simulation) {
        var touches = [touch]
        if all {
            for finger in fingers.keys.sorted() where fingers[finger] !== touch {
                fingers[finger]!.update(phase: .stationary, timestamp: world.now)
                touches.append(fingers[finger]!)
            }
        }
        window.sendEvent(Event(touches: touches, timestamp: world.now))
    }

    private func makeRecognizer(_ kind: FuzzGestureKind) -> GestureRecognizer {
        switch kind {
        case .tap: return TapGestureRecognizer()
        case .doubleTap:
            let r = TapGestureRecognizer()
            r.numberOfTapsRequired = 2
            return r
        case .twoFingerTap:
            let r = TapGestureRecognizer()
            r.numberOfTouchesRequired = 2
            return r
        case .longPress: return LongPressGestureRecognizer()
        case .pan: return PanGestureRecognizer()
        case .swipe:
            let r = SwipeGestureRecognizer()
            r.direction = [.left, .right]
            return r
        case .pinch: return PinchGestureRecognizer()
        case .rotation: return RotationGestureRecognizer()
        case .edgePan:
            let r = ScreenEdgePanGestureRecognizer()
            r.edges = .left
            return r
        }
    }

    /// An action call: a discrete recognizer acts only once it recognized (`.ended`); a continuous one in `.began`, then
    /// `.changed`, then `.ended` or `.cancelled`; a stopped one at most once more, `.cancelled`.
    private func heard(_ state: GestureRecognizer.State, by entry: Recognizer, id: Int) {
        actionsHeard += 1
        guard problem == nil else { return }
        if entry.stopped {
            if state == .cancelled, entry.states.last != .cancelled { entry.states.append(state); return }
            problem = "r\(id)'s action was called in state \(state) after it was removed or disabled (states so far: \(entry.states))"
            return
        }
        let previous = entry.states.last
        let legal: Bool
        if entry.continuous {
            switch state {
            case .began: legal = previous == nil || previous == .ended || previous == .cancelled
            case .changed, .ended, .cancelled: legal = previous == .began || previous == .changed
            default: legal = false
            }
        } else {
            legal = state == .ended
        }
        entry.states.append(state)
        if !legal { problem = "r\(id)'s action was called in state \(state) after \(previous.map { "\($0)" } ?? "none") (states: \(entry.states.suffix(6)))" }
    }

    /// After every step: every recording view heard each touch in order; once no finger has been down for a second,
    /// every touch it began that the family lifted has ended or been cancelled there; every action came in a legal
    /// order.
    func check(world: Simulation) throws(FuzzFailure) {
        guard used else { return }
        if let problem { throw FuzzFailure(invariant: "gesture-actions", message: problem) }
        let settled = fingers.isEmpty && world.now - lastTouchTime >= 1
        // A finger put down again while down left its first touch down for ever (bad input): the views it touched stay
        // in their touch session, rightly.
        let heldDown = madeTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.compactMap(\.view)
        func touchedForEver(_ view: View) -> Bool { heldDown.contains { $0 === view || $0.isDescendant(of: view) } }
        for id in controlLogs.keys.sorted() {
            if let problem = controlLogs[id]!.problem { throw FuzzFailure(invariant: "gesture-control-events", message: "g\(id) \(problem)") }
            guard settled, let control = weakViews[id]?.view as? Control, !touchedForEver(control) else { continue }
            if control.isTracking || control.isHighlighted || controlLogs[id]!.tracking {
                throw FuzzFailure(invariant: "gesture-control-events", message: "g\(id) is still \(control.isTracking ? "tracking" : control.isHighlighted ? "highlighted" : "in a touch session (its last event: \(controlLogs[id]!.last ?? "none"))") a second after every finger was lifted")
            }
        }
        for id in weakViews.keys.sorted() {
            guard let scroll = weakViews[id]?.view as? ScrollView else { continue }
            guard scroll.contentOffset.x.isFinite, scroll.contentOffset.y.isFinite else {
                throw FuzzFailure(invariant: "gesture-scroll", message: "g\(id)'s contentOffset is \(scroll.contentOffset)")
            }
            if settled, !touchedForEver(scroll), scroll.isTracking || scroll.isDragging {
                throw FuzzFailure(invariant: "gesture-scroll", message: "g\(id) is still \(scroll.isTracking ? "tracking" : "dragging") a second after every finger was lifted")
            }
        }
        // A presentation over the navigation controller changes its controllers' appearance too.
        let calm = settled && world.now - max(lastNavigationTime, surfaces.lastChange, surfaces2.lastChange) >= 1
        try checkNavigation(settled: calm, touchedForEver: touchedForEver)
        try surfaces.check(window: window, settled: calm, touchedForEver: touchedForEver)
        try surfaces2.check(window: window, settled: calm)
        for id in weakViews.keys.sorted() {
            guard let view = weakViews[id]?.view as? FuzzRecordingView else { continue }
            if let problem = view.problem { throw FuzzFailure(invariant: "gesture-touches", message: "g\(id) heard \(problem)") }
            if settled, view.open(among: lifted) > 0 {
                throw FuzzFailure(invariant: "gesture-touches", message: "g\(id) began \(view.open(among: lifted)) touch(es) that were lifted over a second ago and never heard them end or be cancelled")
            }
        }
    }

    /// A tapped row of `controller`'s table pushes a detail controller `dN` (animated) onto the navigation controller,
    /// the way apps show a row's detail; when `controller` is no longer on top (a push or pop under way), the push is
    /// queued or refused as UIKit's own.
    private func pushDetail(from controller: FuzzController) {
        guard let navigation = controller.navigationController else { return }
        let detail = FuzzController(kind: .plain, recorder: AppearanceRecorder(name: "d\(details.count)"))
        details.append(detail)
        freedDetails.append(WeakController(controller: detail))
        navigation.pushViewController(detail, animated: true)
        lastNavigationTime = navigation.view.simulation?.now ?? lastNavigationTime
    }

    /// Every controller the family made, named as the reproducer names them: `cN` by its view's id, then `dN`.
    private var namedControllers: [(name: String, controller: FuzzRecordingController)] {
        let pushed = Set(controllers.keys).union(surfaceControllers.keys).sorted()
        return pushed.map { ("c\($0)", controllers[$0] ?? surfaceControllers[$0]!) } + details.enumerated().map { ("d\($0.offset)", $0.element) }
    }

    /// The navigation controller's and its controllers' callbacks came in UIKit's order, their tables asked only for rows
    /// that exist and kept a finite offset; once every finger was lifted, the last push or pop was a second ago and no
    /// transition runs (queued ones included), the top controller whose view is in the window has appeared, every other controller has disappeared, and no table is
    /// still tracking or dragging or shows a highlighted cell.
    private func checkNavigation(settled: Bool, touchedForEver: (View) -> Bool) throws(FuzzFailure) {
        guard let navigation else { return }
        if let violation = navigation.recorder.violation { throw FuzzFailure(invariant: "gesture-navigation", message: violation) }
        let named = namedControllers
        for (name, controller) in named {
            if let violation = controller.recorder.violation ?? (controller as? FuzzController)?.source.violation {
                throw FuzzFailure(invariant: "gesture-navigation", message: violation)
            }
            guard let table = (controller as? FuzzController)?.tableView else { continue }
            guard table.contentOffset.x.isFinite, table.contentOffset.y.isFinite else {
                throw FuzzFailure(invariant: "gesture-navigation", message: "\(name)'s table has contentOffset \(table.contentOffset)")
            }
            guard settled, !touchedForEver(table) else { continue }
            if table.isTracking || table.isDragging {
                throw FuzzFailure(invariant: "gesture-navigation", message: "\(name)'s table is still \(table.isTracking ? "tracking" : "dragging") a second after every finger was lifted")
            }
            if let row = table.visibleCells.firstIndex(where: \.isHighlighted) {
                throw FuzzFailure(invariant: "gesture-navigation", message: "\(name)'s table still shows a highlighted cell (visible cell \(row)) a second after every finger was lifted")
            }
        }
        // Queued pushes and pops run one after the other, each animated: settled only once the last has ended.
        guard settled, !navigation.isTransitioning, let window, navigation.view.window === window, !touchedForEver(navigation.view) else { return }
        let top = navigation.topViewController
        for (name, controller) in named {
            if controller === top, controller.view.window !== window { continue }
            let expected: AppearanceRecorder.State = controller === top ? .appeared : .disappeared
            if controller.recorder.state != expected {
                let stack = navigation.viewControllers.map { c in named.first { $0.controller === c }?.name ?? "?" }
                throw FuzzFailure(invariant: "gesture-navigation", message: "\(name) is \(controller.recorder.state.rawValue) a second after the last push, pop or touch, where \(controller === top ? "the top controller" : "a controller below the top or popped") should be \(expected.rawValue) (stack: \(stack))")
            }
        }
    }

    /// Drops every view, recognizer and finger; `nil` when each was freed with the world, else which was not.
    func tearDown() -> String? {
        for entry in recognizers.values { entry.held = nil }
        navigation = nil
        controllers = [:]
        surfaceControllers = [:]
        details = []
        views = [:]
        fingers = [:]
        orphans = [:]
        lastLifted = nil
        madeTouches = []
        window = nil
        // Both release what they hold, then the first report counts (a `??` would skip the second's teardown).
        let firstSurfacesAlive = surfaces.tearDown(), secondSurfacesAlive = surfaces2.tearDown()
        let surfacesAlive = firstSurfacesAlive ?? secondSurfacesAlive
        let stillRecognizers = recognizers.keys.sorted().filter { recognizers[$0]?.recognizer != nil }
        recognizers = [:]
        if let id = weakViews.keys.sorted().first(where: { weakViews[$0]?.view != nil }) {
            return "gesture view g\(id) is still alive after every reference to it and the world was dropped"
        }
        if let id = stillRecognizers.first { return "recognizer r\(id) is still alive after every reference to it and the world was dropped" }
        if let id = freedControllers.keys.sorted().first(where: { freedControllers[$0]?.controller != nil }) {
            return "controller c\(id) is still alive after every reference to it and the world was dropped"
        }
        if let n = freedDetails.firstIndex(where: { $0.controller != nil }) {
            return "detail controller d\(n) is still alive after every reference to it and the world was dropped"
        }
        return surfacesAlive
    }
}
