import Foundation
import ViewTree

/// A control, text view or scroll view that a surface step of the gestures family makes (`--gesture-surfaces`).
public enum FuzzSurfaceControlKind: Int, Sendable, Hashable, CaseIterable {
    case slider, switchControl, stepper, segmented
    /// A scroll view (twice its size of content) holding a button, so that a pan of the scroll view cancels the
    /// button's touch (`touchCancel`) and the scroll view's content-touch delay holds the button's `touchDown` back.
    case buttonInScroll
    /// An editable text view, made first responder.
    case textView

    var swift: String {
        switch self {
        case .slider: "Slider"
        case .switchControl: "Switch"
        case .stepper: "Stepper"
        case .segmented: "SegmentedControl /* items: [\"A\", \"B\", \"C\"] */"
        case .buttonInScroll: "ScrollView /* holding a Button at its content's top left */"
        case .textView: "TextView /* 40 lines of text, becomeFirstResponder() */"
        }
    }
}

/// How a surface step presents a controller.
public enum FuzzSurfacePresentation: Int, Sendable, Hashable, CaseIterable {
    case pageSheet, formSheet, fullScreen

    var style: ModalPresentationStyle {
        switch self {
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .fullScreen: .fullScreen
        }
    }
}

/// A step of the gestures family's surfaces (drawn only with `FuzzConfiguration.gestureSurfaces`, so that no earlier
/// seed's stream changes): collection views (flow or compositional list, a diffable data source) as a pushed
/// controller's content, sliders, switches, steppers, segmented controls, buttons in scroll views and text views among
/// the family's views, controllers presented as sheets or full screen and swiped down, and a tab bar controller whose
/// tabs are switched, all while the family's fingers are down.
public enum FuzzGestureSurfaceStep: Sendable, Hashable {
    /// A controller whose view (`gN`) is filled by a collection view of 40 items from a diffable data source, pushed onto
    /// the family's navigation controller (or made its root).
    case collection(view: Int, compositional: Bool, multiple: Bool, animated: Bool)
    /// A new snapshot applied to `gN`'s data source (animated): items deleted, inserted and moved, drawn from `seed`.
    case applySnapshot(view: Int, seed: Int)
    /// `let gN = <kind>(frame:)`, added to `gP` or to the family's window.
    case control(id: Int, parent: Int?, frame: CGRect, kind: FuzzSurfaceControlKind)
    /// A slider's or stepper's `minimumValue`, `maximumValue`, `value` (in that order) and `isContinuous` (hostile values
    /// among them: NaN, ±∞, ±3e38, a minimum above the maximum).
    case values(id: Int, minimum: Double, maximum: Double, value: Double, continuous: Bool)
    /// A plain controller `pN` presented, with `style` and `isModalInPresentation = modal`, from the top of the family
    /// window's controllers.
    case present(id: Int, style: FuzzSurfacePresentation, modal: Bool, animated: Bool)
    /// A tab bar controller `tN` of `tabs` plain controllers presented full screen from the top controller.
    case tabs(id: Int, tabs: Int, animated: Bool)
    /// `tN.selectedIndex = index` on the last tab bar controller made (an index out of range included).
    case selectTab(index: Int)
    /// The user swipes the top presented controller down (`swipeDownToDismiss()`).
    case swipeDown
    /// `top.presentingViewController?.dismiss(animated:)`.
    case dismiss(animated: Bool)

    /// The step as a line of Swift.
    public var swiftLine: String {
        switch self {
        case let .collection(view, compositional, multiple, animated):
            let layout = compositional ? "CollectionViewCompositionalLayout.list(using: .init(appearance: .plain))" : "CollectionViewFlowLayout() /* itemSize 70 × 40 */"
            return "let c\(view) = ViewController() /* a CollectionView(collectionViewLayout: \(layout)) fills its view; a diffable data source of 40 items; allowsMultipleSelection = \(multiple) */; let g\(view) = c\(view).view!; if let nav { nav.pushViewController(c\(view), animated: \(animated)) } else { nav = NavigationController(rootViewController: c\(view)); gestureWindow.rootViewController = nav }"
        case let .applySnapshot(view, seed):
            return "source\(view).apply(snapshot /* deletions, insertions and moves drawn from \(seed) */, animatingDifferences: true)"
        case let .control(id, parent, frame, kind):
            return "let g\(id) = \(kind.swift)(frame: \(lit(frame))); \(parent.map { "g\($0)" } ?? "gestureWindow").addSubview(g\(id))"
        case let .values(id, minimum, maximum, value, continuous):
            return "g\(id).minimumValue = \(lit(minimum)); g\(id).maximumValue = \(lit(maximum)); g\(id).value = \(lit(value)); g\(id).isContinuous = \(continuous)"
        case let .present(id, style, modal, animated):
            return "let p\(id) = ViewController(); p\(id).modalPresentationStyle = .\(style); p\(id).isModalInPresentation = \(modal); top.present(p\(id), animated: \(animated))"
        case let .tabs(id, tabs, animated):
            return "let t\(id) = TabBarController(); t\(id).viewControllers = (0..<\(tabs)).map { _ in ViewController() }; t\(id).modalPresentationStyle = .fullScreen; top.present(t\(id), animated: \(animated))"
        case let .selectTab(index): return "tabs?.selectedIndex = \(index)"
        case .swipeDown: return "top.swipeDownToDismiss()"
        case let .dismiss(animated): return "top.presentingViewController?.dismiss(animated: \(animated))"
        }
    }

    // MARK: Generation

    /// What the generator remembers of the surfaces: the collections, the sliders and steppers (their values are set),
    /// how many controllers were presented, and whether a tab bar controller was made.
    struct Generation {
        var collections: [Int] = []
        var valued: [Int] = []
        /// The controls made (sliders, switches, steppers, segmented controls, buttons in scroll views), by view id.
        var controls: [Int] = []
        var presented = 0
        var tabs = false
    }

    /// A random surface step (or, before the first collection or presentation, the navigation controller's first push,
    /// which they need). `views` is the family's view count (the next view id); frames of new views are appended to
    /// `frames` so that fingers land on them.
    static func random(_ rng: inout SplitMix64, _ g: inout FuzzGestureStep.Generation, bad: Bool) -> FuzzOperation {
        func step(_ s: FuzzGestureSurfaceStep) -> FuzzOperation { .gesture(.surface(s)) }
        let views = g.frames.count
        // Hostile ends: NaN, infinite, or near Float's largest (their difference overflows a slider's Float).
        func value(_ hostile: [Double]) -> Double { bad ? rng.pick(hostile) : Double(rng.int(in: -20...120)) }
        switch rng.int(in: 0...99) {
        case 0...12:
            guard views < 40 else { return .run(0.1) }
            g.surfaces.collections.append(views)
            g.frames.append(CGRect(x: 0, y: 0, width: 320, height: 480))
            g.navigation = true
            return step(.collection(view: views, compositional: rng.chance(0.5), multiple: rng.chance(0.4), animated: rng.chance(0.7)))
        case 13...25:
            guard let view = g.surfaces.collections.isEmpty ? nil : rng.pick(g.surfaces.collections) else { return .run(0.05) }
            return step(.applySnapshot(view: view, seed: rng.int(in: 0...9999)))
        case 26...43:
            guard views < 40 else { return .run(0.1) }
            let kind = rng.pick(FuzzSurfaceControlKind.allCases)
            let parent = views > 0 && rng.chance(0.2) ? rng.int(in: 0...(views - 1)) : nil
            let size: CGSize
            switch kind {
            case .slider: size = CGSize(width: Double(rng.int(in: 60...300)), height: 31)
            case .switchControl: size = CGSize(width: 51, height: 31)
            case .stepper: size = CGSize(width: 94, height: 29)
            case .segmented: size = CGSize(width: Double(rng.int(in: 90...300)), height: 32)
            case .buttonInScroll, .textView: size = CGSize(width: Double(rng.int(in: 100...320)), height: Double(rng.int(in: 80...300)))
            }
            let room = parent.map { g.frames[$0].size } ?? CGSize(width: 320, height: 480)
            let frame = CGRect(x: Double(rng.int(in: 0...max(0, Int(room.width - size.width)))), y: Double(rng.int(in: 0...max(0, Int(room.height - size.height)))),
                               width: size.width, height: size.height)
            let origin = parent.map { g.frames[$0].origin } ?? .zero
            g.frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
            if kind == .slider || kind == .stepper { g.surfaces.valued.append(views) }
            if kind != .textView { g.surfaces.controls.append(views) }
            return step(.control(id: views, parent: parent, frame: frame, kind: kind))
        case 44...53:
            guard let id = g.surfaces.valued.isEmpty ? nil : rng.pick(g.surfaces.valued) else { return .run(0.05) }
            // Inverted on purpose a fifth of the time, and hostile values at the hostile rate.
            var low = value([.nan, -.infinity, -3e38, 3e38]), high = value([.nan, .infinity, 3e38, -3e38])
            if !bad, rng.chance(0.8), low > high { swap(&low, &high) }
            return step(.values(id: id, minimum: low, maximum: high, value: value([.nan, .infinity, -.infinity, 3e38, 1e300]),
                                continuous: rng.chance(0.6)))
        case 54...65:
            guard g.navigation else { return pushFirst(&g) }
            g.surfaces.presented += 1
            return step(.present(id: g.surfaces.presented - 1, style: rng.pick(FuzzSurfacePresentation.allCases), modal: rng.chance(0.4),
                                 animated: rng.chance(0.7)))
        case 66...71:
            guard g.navigation else { return pushFirst(&g) }
            g.surfaces.presented += 1
            g.surfaces.tabs = true
            return step(.tabs(id: g.surfaces.presented - 1, tabs: rng.int(in: 2...4), animated: rng.chance(0.7)))
        case 72...78:
            guard g.surfaces.tabs else { return .run(0.05) }
            return step(.selectTab(index: bad ? rng.pick([-1, 4, Int.max]) : rng.int(in: 0...3)))
        case 79...84:
            return step(.swipeDown)
        case 85...89:
            return step(.dismiss(animated: rng.chance(0.7)))
        default:
            // A free finger goes down on a control (a slider's thumb is often near an end), so that the family's moves
            // drag it, past its ends too; the family's own landings hit a small control rarely.
            guard let id = g.surfaces.controls.isEmpty ? nil : rng.pick(g.surfaces.controls),
                  let finger = (0...2).first(where: { g.fingers[$0] == nil }) else { return .run(0.05) }
            let r = g.frames[id]
            let at = CGPoint(x: (r.minX + r.width * Double(rng.int(in: 0...20)) / 20).rounded(), y: r.midY.rounded())
            g.fingers[finger] = at
            g.edgeFingers.remove(finger)
            return .gesture(.down(finger: finger, point: at, all: rng.chance(0.5)))
        }
    }

    /// The navigation controller's first push (a plain controller), which presentations start from.
    private static func pushFirst(_ g: inout FuzzGestureStep.Generation) -> FuzzOperation {
        g.navigation = true
        g.frames.append(CGRect(x: 0, y: 0, width: 320, height: 480))
        return .gesture(.push(view: g.frames.count - 1, table: false, animated: false))
    }
}
