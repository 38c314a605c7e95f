import Foundation
import ViewTree

/// The gestures family's surfaces (`FuzzGestureSurfaceStep`): the collection controllers, controls, text views,
/// presented controllers and tab bar controllers it made, and what it checks of them after every step.
final class FuzzGestureSurfaces {
    /// A control the surfaces made, with the touch and value events it sent.
    private struct Checked {
        let name: String
        weak var control: Control?
        let log: FuzzControlEventLog
    }
    private var collections: [Int: FuzzSurfaceCollectionController] = [:]
    private var checkedControls: [Checked] = []
    private var textViews: [(name: String, view: WeakView)] = []
    /// Presented plain controllers (`pN`) and tab bar controllers (`tN`), by id.
    private var presented: [Int: FuzzRecordingController] = [:]
    private var tabBars: [FuzzTabBarController] = []
    /// Every controller the surfaces made, held weakly to check that it goes with the world.
    private var freed: [(name: String, controller: WeakController)] = []
    /// Controllers a swipe down dismissed, weakly.
    private var swipedAway: [(name: String, controller: WeakController)] = []
    /// When the last presentation, dismissal, swipe or tab switch was asked for.
    private(set) var lastChange: TimeInterval = -.infinity
    private var problem: String?
    /// Counts, for the CI test: checks that compared something.
    private(set) var counts = FuzzSurfaceCounts()

    /// Whether a controller was presented (its queued presentations report `.viewController` notes later).
    var presents: Bool { !presented.isEmpty }

    func canRun(_ step: FuzzGestureSurfaceStep, views: [Int: View], navigates: Bool) -> Bool {
        switch step {
        case let .collection(view, _, _, _): return views[view] == nil
        case let .applySnapshot(view, _): return collections[view] != nil
        case let .control(id, parent, _, _): return views[id] == nil && parent.map { views[$0] != nil } ?? true
        case let .values(id, _, _, _, _): return views[id] is Slider || views[id] is Stepper
        case let .present(id, _, _, _), let .tabs(id, _, _): return navigates && presented[id] == nil
        case .selectTab: return !tabBars.isEmpty
        case .swipeDown, .dismiss: return navigates
        }
    }

    /// A collection controller for `.collection` (the family pushes it and keeps its view as `gN`).
    func makeCollection(view: Int, compositional: Bool, multiple: Bool) -> FuzzSurfaceCollectionController {
        let controller = FuzzSurfaceCollectionController(compositional: compositional, multiple: multiple, recorder: AppearanceRecorder(name: "c\(view)"))
        collections[view] = controller
        freed.append(("c\(view)", WeakController(controller: controller)))
        return controller
    }

    /// The view a `.control` step makes (the family adds it and keeps it as `gN`).
    func makeControl(id: Int, frame: CGRect, kind: FuzzSurfaceControlKind) -> View {
        func watched(_ control: Control, name: String, continuous: (() -> Bool)? = nil) {
            let log = FuzzControlEventLog()
            log.isContinuous = continuous
            for event in FuzzControlEventLog.touchEvents + [.valueChanged] {
                control.addAction(Action { [weak log] _ in log?.heard(event) }, for: event)
            }
            checkedControls.append(Checked(name: name, control: control, log: log))
        }
        switch kind {
        case .slider:
            let slider = Slider(frame: frame)
            watched(slider, name: "g\(id)") { [weak slider] in slider?.isContinuous ?? true }
            return slider
        case .switchControl:
            let control = Switch(frame: frame)
            watched(control, name: "g\(id)")
            return control
        case .stepper:
            let stepper = Stepper(frame: frame)
            watched(stepper, name: "g\(id)")
            return stepper
        case .segmented:
            let segmented = SegmentedControl(items: ["A", "B", "C"])
            segmented.frame = frame
            watched(segmented, name: "g\(id)")
            return segmented
        case .buttonInScroll:
            let scroll = ScrollView(frame: frame)
            scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 2)
            let button = Button(frame: CGRect(x: 0, y: 0, width: min(frame.width, 120), height: min(frame.height, 60)))
            watched(button, name: "g\(id)'s button")
            scroll.addSubview(button)
            return scroll
        case .textView:
            let text = TextView(frame: frame)
            text.text = (0..<40).map { "Line \($0) of a text view under fingers" }.joined(separator: "\n")
            textViews.append(("g\(id)", WeakView(view: text)))
            return text
        }
    }

    /// Runs a step other than `.collection` and `.control` (which the family runs, to keep their views).
    func perform(_ step: FuzzGestureSurfaceStep, window: Window, world: Simulation) {
        switch step {
        case .collection, .control: break
        case let .applySnapshot(view, seed):
            collections[view]?.applyDrawnSnapshot(seed: seed)
        case let .values(id, minimum, maximum, value, continuous):
            // `id` names a view the family keeps; the harness finds it among its checked controls.
            guard let control = checkedControls.first(where: { $0.name == "g\(id)" })?.control else { return }
            if let slider = control as? Slider {
                slider.minimumValue = Float(minimum)
                slider.maximumValue = Float(maximum)
                slider.value = Float(value)
                slider.isContinuous = continuous
            } else if let stepper = control as? Stepper {
                stepper.minimumValue = minimum
                stepper.maximumValue = maximum
                stepper.value = value
                stepper.isContinuous = continuous
            }
        case let .present(id, style, modal, animated):
            let controller = FuzzController(kind: .plain, recorder: AppearanceRecorder(name: "p\(id)"))
            controller.modalPresentationStyle = style.style
            controller.isModalInPresentation = modal
            presented[id] = controller
            freed.append(("p\(id)", WeakController(controller: controller)))
            top(of: window)?.present(controller, animated: animated)
            lastChange = world.now
        case let .tabs(id, count, animated):
            let tabs = FuzzTabBarController(recorder: AppearanceRecorder(name: "t\(id)"))
            let children = (0..<count).map { FuzzController(kind: .plain, recorder: AppearanceRecorder(name: "t\(id).\($0)")) }
            for (n, child) in children.enumerated() { freed.append(("t\(id).\(n)", WeakController(controller: child))) }
            tabs.viewControllers = children
            tabs.modalPresentationStyle = .fullScreen
            presented[id] = tabs
            tabBars.append(tabs)
            freed.append(("t\(id)", WeakController(controller: tabs)))
            top(of: window)?.present(tabs, animated: animated)
            lastChange = world.now
        case let .selectTab(index):
            tabBars.last?.selectedIndex = index
            lastChange = world.now
        case .swipeDown:
            guard let top = top(of: window), top.presentingViewController != nil else {
                // Nothing presented: the swipe is refused with a diagnostic.
                top(of: window)?.swipeDownToDismiss()
                return
            }
            let name = presented.first { $0.value === top }.map { self.name($0.value, id: $0.key) } ?? "?"
            // A dismissal already under way (asked for in code) goes on whatever the swipe does.
            let leaving = top.isBeingDismissed
            let began = top.swipeDownToDismiss()
            if top.isModalInPresentation {
                if began || (!leaving && (top.isBeingDismissed || top.presentingViewController == nil)), problem == nil {
                    problem = "\(name) has isModalInPresentation but a swipe down began dismissing it"
                }
            } else if began {
                swipedAway.append((name, WeakController(controller: top)))
            }
            lastChange = world.now
        case let .dismiss(animated):
            top(of: window)?.presentingViewController?.dismiss(animated: animated)
            lastChange = world.now
        }
    }

    /// How the reproducer names a presented controller: `tN` for a tab bar controller, `pN` for a plain one.
    private func name(_ controller: ViewController, id: Int) -> String { (controller is FuzzTabBarController ? "t" : "p") + "\(id)" }

    /// The top of the window's presentation chain (the root when nothing is presented).
    private func top(of window: Window) -> ViewController? {
        var top = window.rootViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// After every step: the controls' events came in sessions, with `.valueChanged` only inside one (a slider that is
    /// not continuous once, at the release); sliders' and steppers' values within their range; text views' selections
    /// inside their text; collections' offsets finite, their selections only of existing items and as the delegate
    /// calls tell, their cell provider asked only for shown items; the presented controllers' callbacks in order, a
    /// modal one kept by a swipe. Once `settled` (no finger for a second, a second after the last change of
    /// presentation): no control tracking or highlighted, no collection with a highlighted cell, every swiped-away sheet
    /// gone, the top presented controller (a tab bar controller's selected tab) appeared, and every controller no longer
    /// presented disappeared.
    func check(window: Window?, settled: Bool, touchedForEver: (View) -> Bool) throws(FuzzFailure) {
        if let problem { throw FuzzFailure(invariant: "gesture-surfaces", message: problem) }
        try checkControls(settled: settled, touchedForEver: touchedForEver)
        try checkCollections(settled: settled, touchedForEver: touchedForEver)
        try checkPresentations(window: window, settled: settled)
    }

    private func checkControls(settled: Bool, touchedForEver: (View) -> Bool) throws(FuzzFailure) {
        for checked in checkedControls {
            if let problem = checked.log.problem { throw FuzzFailure(invariant: "gesture-surfaces", message: "\(checked.name) \(problem)") }
            guard let control = checked.control else { continue }
            if let slider = control as? Slider {
                counts.valuesChecked += 1
                guard !slider.value.isNaN, slider.minimumValue <= slider.maximumValue,
                      slider.value >= slider.minimumValue, slider.value <= slider.maximumValue else {
                    throw FuzzFailure(invariant: "gesture-surfaces", message: "\(checked.name)'s value \(slider.value) is outside its range \(slider.minimumValue)…\(slider.maximumValue)")
                }
            }
            if let stepper = control as? Stepper {
                counts.valuesChecked += 1
                guard !stepper.value.isNaN, stepper.minimumValue <= stepper.maximumValue,
                      stepper.value >= stepper.minimumValue, stepper.value <= stepper.maximumValue else {
                    throw FuzzFailure(invariant: "gesture-surfaces", message: "\(checked.name)'s value \(stepper.value) is outside its range \(stepper.minimumValue)…\(stepper.maximumValue)")
                }
            }
            guard settled, !touchedForEver(control) else { continue }
            if control.isTracking || control.isHighlighted || checked.log.tracking {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "\(checked.name) is still \(control.isTracking ? "tracking" : control.isHighlighted ? "highlighted" : "in a touch session (its last event: \(checked.log.last ?? "none"))") a second after every finger was lifted")
            }
        }
        for (name, weak) in textViews {
            guard let text = weak.view as? TextView else { continue }
            let length = (text.text as NSString? ?? "").length
            let range = text.selectedRange
            guard range.location >= 0, range.length >= 0, range.location + range.length <= length else {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "\(name)'s selectedRange \(range) is outside its text (length \(length))")
            }
        }
    }

    private func checkCollections(settled: Bool, touchedForEver: (View) -> Bool) throws(FuzzFailure) {
        for id in collections.keys.sorted() {
            let controller = collections[id]!
            if let violation = controller.providerViolation ?? controller.delegate.violation {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "c\(id): \(violation)")
            }
            guard let cv = controller.collectionView, let source = controller.source else { continue }
            guard cv.contentOffset.x.isFinite, cv.contentOffset.y.isFinite else {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "c\(id)'s collection view has contentOffset \(cv.contentOffset)")
            }
            let paths = cv.indexPathsForSelectedItems ?? []
            counts.collectionsChecked += 1
            counts.selectionsChecked += paths.count
            var items: Set<Int> = []
            for path in paths {
                guard path.section < cv.numberOfSections, path.item < cv.numberOfItems(inSection: path.section),
                      let item = source.itemIdentifier(for: path) else {
                    throw FuzzFailure(invariant: "gesture-surfaces", message: "c\(id)'s collection view has selected \(path), which is not an item (\(cv.numberOfSections) section(s), \(source.snapshot().numberOfItems) item(s))")
                }
                items.insert(item)
            }
            if !controller.delegate.multiple, paths.count > 1 {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "c\(id)'s collection view has \(paths.count) selected items without allowsMultipleSelection")
            }
            if items != controller.delegate.selected {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "c\(id)'s collection view has items \(items.sorted()) selected where its delegate heard \(controller.delegate.selected.sorted()) selected")
            }
            guard settled, !touchedForEver(cv) else { continue }
            if cv.isTracking || cv.isDragging {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "c\(id)'s collection view is still \(cv.isTracking ? "tracking" : "dragging") a second after every finger was lifted")
            }
            if let cell = cv.visibleCells.first(where: \.isHighlighted) {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "c\(id)'s collection view still shows a highlighted cell (item \(cell.tag)) a second after every finger was lifted")
            }
        }
    }

    private func checkPresentations(window: Window?, settled: Bool) throws(FuzzFailure) {
        let named = presented.keys.sorted().map { (name(presented[$0]!, id: $0), presented[$0]!) }
        for (_, controller) in named {
            if let violation = controller.recorder.violation { throw FuzzFailure(invariant: "gesture-surfaces", message: violation) }
            for child in controller.children {
                if let violation = (child as? FuzzController)?.recorder.violation { throw FuzzFailure(invariant: "gesture-surfaces", message: violation) }
            }
        }
        guard settled, let window else { return }
        for (name, weak) in swipedAway {
            guard let controller = weak.controller else { continue }
            if controller.presentingViewController != nil {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "\(name) was swiped down (not modal in presentation) but is still presented a second later")
            }
        }
        guard let top = top(of: window), !top.isBeingPresented, !top.isBeingDismissed else { return }
        for (name, controller) in named {
            counts.presentationsChecked += 1
            let shown = controller === top && controller.view.window === window
            if controller.presentingViewController == nil, !controller.isBeingPresented, controller.recorder.state != .disappeared {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "\(name) is \(controller.recorder.state.rawValue) a second after it was dismissed (or never shown)")
            }
            if shown, controller.recorder.state != .appeared {
                throw FuzzFailure(invariant: "gesture-surfaces", message: "\(name) is the top presented controller but \(controller.recorder.state.rawValue) a second after the last change")
            }
            if shown, let tabs = controller as? FuzzTabBarController {
                for case let child as FuzzController in tabs.children {
                    let expected: AppearanceRecorder.State = child === tabs.selectedViewController ? .appeared : .disappeared
                    if child.recorder.state != expected {
                        throw FuzzFailure(invariant: "gesture-surfaces", message: "\(child.recorder.name) is \(child.recorder.state.rawValue) where the \(expected == .appeared ? "selected" : "unselected") tab of \(name) should be \(expected.rawValue)")
                    }
                }
            }
        }
    }

    /// Drops every controller; `nil` when each went with the world, else which did not.
    func tearDown() -> String? {
        collections = [:]
        presented = [:]
        tabBars = []
        checkedControls = []
        swipedAway = []
        if let alive = freed.first(where: { $0.controller.controller != nil }) {
            return "controller \(alive.name) is still alive after every reference to it and the world was dropped"
        }
        if let alive = textViews.first(where: { $0.view.view != nil }) {
            return "text view \(alive.name) is still alive after every reference to it and the world was dropped"
        }
        return nil
    }
}

/// What the surfaces' checks compared in an episode (so that a test can tell they ran on something).
public struct FuzzSurfaceCounts: Sendable, Equatable {
    /// Slider and stepper values checked against their range.
    public var valuesChecked = 0
    /// Collection views whose offset, selection (against their items and their delegate's calls) and cell requests were
    /// checked, summed over steps.
    public var collectionsChecked = 0
    /// Selected index paths of collection views checked against their items and their delegate's calls.
    public var selectionsChecked = 0
    /// Presented controllers whose appearance was checked once settled.
    public var presentationsChecked = 0
    /// Controllers of the second surfaces (split and page view controllers and their children, popovers, root tabs)
    /// whose appearance was compared with their view's place once settled (`--gesture-surfaces-2`).
    public var controllersSettled = 0
    /// Settled page view controllers whose visible pages were counted.
    public var pagesChecked = 0
    /// Text field states (first responder, selection, the delegate's refusals) checked.
    public var fieldsChecked = 0
    /// Root tab switches in code, while the root showed, whose old and new tabs' appearance was checked at once.
    public var tabSwitchesChecked = 0

    /// Adds `other`'s counts.
    mutating func add(_ other: FuzzSurfaceCounts) {
        valuesChecked += other.valuesChecked
        collectionsChecked += other.collectionsChecked
        selectionsChecked += other.selectionsChecked
        presentationsChecked += other.presentationsChecked
        controllersSettled += other.controllersSettled
        pagesChecked += other.pagesChecked
        fieldsChecked += other.fieldsChecked
        tabSwitchesChecked += other.tabSwitchesChecked
    }
}
