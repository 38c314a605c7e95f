import Foundation
import ViewTree

/// Which recognizer a gestures-family step adds.
public enum FuzzGestureKind: Int, Sendable, Hashable, CaseIterable {
    case tap, doubleTap, twoFingerTap, longPress, pan, swipe, pinch, rotation, edgePan

    var swift: String {
        switch self {
        case .tap: "TapGestureRecognizer()"
        case .doubleTap: "TapGestureRecognizer() /* numberOfTapsRequired = 2 */"
        case .twoFingerTap: "TapGestureRecognizer() /* numberOfTouchesRequired = 2 */"
        case .longPress: "LongPressGestureRecognizer()"
        case .pan: "PanGestureRecognizer()"
        case .swipe: "SwipeGestureRecognizer() /* direction = [.left, .right] */"
        case .pinch: "PinchGestureRecognizer()"
        case .rotation: "RotationGestureRecognizer()"
        case .edgePan: "ScreenEdgePanGestureRecognizer() /* edges = .left */"
        }
    }
}

/// Which view a gestures-family step makes.
public enum FuzzGestureViewKind: Int, Sendable, Hashable, CaseIterable {
    /// A plain view that records the touch methods it hears (`FuzzRecordingView`).
    case recording
    /// A button, whose touch events are recorded.
    case button
    /// A scroll view with twice its size of content (its own pan recognizer, delayed content touches).
    case scroll

    var swift: String {
        switch self {
        case .recording: "RecordingView"
        case .button: "Button"
        case .scroll: "ScrollView"
        }
    }
}

/// What a fuzzed recognizer's action does besides recording the state it was called in.
public enum FuzzGestureReaction: Int, Sendable, Hashable, CaseIterable {
    /// Records only.
    case record
    /// Removes the recognizer from its view.
    case removeRecognizer
    /// Removes the recognizer's view from its superview.
    case removeView
    /// Disables the recognizer.
    case disable
    /// Hides the recognizer's view.
    case hideView
    /// Adds a new tap recognizer to the view (which must not see the gesture already under way).
    case addRecognizer
    /// Pops the family's navigation controller, animated (while the gesture is under way).
    case pop
}

/// What a fuzzed recognizer's delegate answers.
public enum FuzzGestureDelegateKind: Int, Sendable, Hashable, CaseIterable {
    /// No delegate.
    case none
    /// `gestureRecognizerShouldBegin` answers false.
    case refuseBegin
    /// Recognizes simultaneously with every other recognizer.
    case simultaneous
    /// `shouldReceive touch` answers false.
    case refuseTouch
    /// Requires every other recognizer to fail (`shouldRequireFailureOf` answers true).
    case requireOthersToFail
    /// Is required to fail by every other (`shouldBeRequiredToFailBy` answers true).
    case requiredByOthers
}

/// A step of the gestures family (`--gesture-weight`): views (`gN`, plain views that record the touches they are sent,
/// buttons whose touch events are recorded, or scroll views) in the family's own window, recognizers (`rN`) of every
/// kind with delegates and actions that re-enter, failure requirements (cycles included), a navigation controller whose
/// controllers' views (plain, or holding a table) are views of the family too, pushed and popped while fingers are down
/// (its edge swipe pops interactively; a tapped row pushes a detail controller `dN`), and fingers (0–2) put down, moved and lifted through `Window.sendEvent`, with
/// bad touches: non-finite points, a lifted finger sent again, a touch of another window, an empty event.
public enum FuzzGestureStep: Sendable, Hashable {
    /// `let gN = RecordingView(frame:)` (or `Button`), added to `gP` or to the family's window.
    case makeView(id: Int, parent: Int?, frame: CGRect, kind: FuzzGestureViewKind)
    /// `let rN = <kind>; rN.delegate = …; rN.addAction { … }; gV.addGestureRecognizer(rN)`.
    case addRecognizer(id: Int, view: Int, kind: FuzzGestureKind, delegate: FuzzGestureDelegateKind, reaction: FuzzGestureReaction)
    /// `rA.require(toFail: rB)` (itself and cycles included).
    case require(id: Int, toFail: Int)
    /// `isEnabled`, `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`.
    case configure(id: Int, enabled: Bool, cancelsTouches: Bool, delaysBegan: Bool, delaysEnded: Bool)
    /// `rN.view?.removeGestureRecognizer(rN)`.
    case removeRecognizer(id: Int)
    /// `gN.isHidden`, `gN.isUserInteractionEnabled`, or `gN.removeFromSuperview()`.
    case viewState(id: Int, hidden: Bool, interaction: Bool, remove: Bool)
    /// Finger `finger` goes down at `point` (window coordinates): a new `Touch` in a `.began` event (with the other
    /// fingers down, stationary, when `all`).
    case down(finger: Int, point: CGPoint, all: Bool)
    /// The finger moves to `point` (`.moved`).
    case move(finger: Int, point: CGPoint, all: Bool)
    /// The finger lifts (`.ended`) or the system cancels it (`.cancelled`).
    case up(finger: Int, cancel: Bool, all: Bool)
    /// Bad touches: 0 a lifted finger's touch sent again as moved, 1 a touch of the second window sent to the family's,
    /// 2 an empty event, 3 the same touch twice in one event.
    case stray(Int)
    /// A controller whose view becomes `gN` (holding a table of 30 rows when `table`): the first one is the root of a
    /// navigation controller made the family window's `rootViewController`; later ones are pushed onto it.
    case push(view: Int, table: Bool, animated: Bool)
    /// `nav.popViewController(animated:)`, or `popToRootViewController(animated:)`.
    case pop(toRoot: Bool, animated: Bool)
    /// A step on collection views, controls, text views, presented controllers and tab bar controllers
    /// (`FuzzGestureSurfaceStep`; only with `--gesture-surfaces`).
    case surface(FuzzGestureSurfaceStep)
    /// A step on split and page view controllers, popovers, text fields and a root tab bar controller
    /// (`FuzzGestureSurface2Step`; only with `--gesture-surfaces-2`).
    case surface2(FuzzGestureSurface2Step)

    /// The step as a line of Swift.
    public var swiftLine: String {
        switch self {
        case let .makeView(id, parent, frame, kind):
            return "let g\(id) = \(kind.swift)(frame: \(lit(frame)))\(kind == .scroll ? "; g\(id).contentSize = CGSize(width: \(lit(frame.width * 2)), height: \(lit(frame.height * 2)))" : ""); \(parent.map { "g\($0)" } ?? "gestureWindow").addSubview(g\(id))"
        case let .addRecognizer(id, view, kind, delegate, reaction):
            return "let r\(id) = \(kind.swift); r\(id).delegate = FuzzGestureDelegate(.\(delegate)); r\(id).addAction { /* record; .\(reaction) */ }; g\(view).addGestureRecognizer(r\(id))"
        case let .require(id, other): return "r\(id).require(toFail: r\(other))"
        case let .configure(id, enabled, cancels, delaysBegan, delaysEnded):
            return "r\(id).isEnabled = \(enabled); r\(id).cancelsTouchesInView = \(cancels); r\(id).delaysTouchesBegan = \(delaysBegan); r\(id).delaysTouchesEnded = \(delaysEnded)"
        case let .removeRecognizer(id): return "r\(id).view?.removeGestureRecognizer(r\(id))"
        case let .viewState(id, hidden, interaction, remove):
            return remove ? "g\(id).removeFromSuperview()" : "g\(id).isHidden = \(hidden); g\(id).isUserInteractionEnabled = \(interaction)"
        case let .down(finger, point, all):
            return "f\(finger) = Touch(at: \(lit(point)), in: gestureWindow); gestureWindow.sendEvent(Event(touches: \(all ? "fingersDown" : "[f\(finger)]"), timestamp: world.now))"
        case let .move(finger, point, all):
            return "f\(finger).update(phase: .moved, location: \(lit(point))); gestureWindow.sendEvent(Event(touches: \(all ? "fingersDown" : "[f\(finger)]"), timestamp: world.now))"
        case let .up(finger, cancel, all):
            return "f\(finger).update(phase: .\(cancel ? "cancelled" : "ended")); gestureWindow.sendEvent(Event(touches: \(all ? "fingersDown" : "[f\(finger)]"), timestamp: world.now))"
        case let .stray(kind):
            switch kind {
            case 0: return "lifted.update(phase: .moved); gestureWindow.sendEvent(Event(touches: [lifted], timestamp: world.now))"
            case 1: return "gestureWindow.sendEvent(Event(touches: [Touch(at: CGPoint(x: 10, y: 10), in: window2)], timestamp: world.now))"
            case 2: return "gestureWindow.sendEvent(Event(touches: [], timestamp: world.now))"
            default: return "gestureWindow.sendEvent(Event(touches: [f0, f0], timestamp: world.now))"
            }
        case let .push(view, table, animated):
            let make = "let c\(view) = ViewController() /* \(table ? "a TableView of 30 rows fills its view" : "plain") */; let g\(view) = c\(view).view!"
            return "\(make); if let nav { nav.pushViewController(c\(view), animated: \(animated)) } else { nav = NavigationController(rootViewController: c\(view)); gestureWindow.rootViewController = nav }"
        case let .pop(toRoot, animated):
            return toRoot ? "nav?.popToRootViewController(animated: \(animated))" : "nav?.popViewController(animated: \(animated))"
        case let .surface(step): return step.swiftLine
        case let .surface2(step): return step.swiftLine
        }
    }

    // MARK: Generation

    /// What the generator remembers of the family: the views' frames in window coordinates (as made; later moves are
    /// not followed), how many recognizers it made, where each finger is while it is down, whether a navigation
    /// controller was made, and which fingers went down on the screen's left edge (they move right, to pop).
    struct Generation {
        var frames: [CGRect] = []
        var recognizers = 0
        var fingers: [CGPoint?] = [nil, nil, nil]
        var navigation = false
        var edgeFingers: Set<Int> = []
        /// What the surface steps made (`FuzzGestureSurfaceStep`).
        var surfaces = FuzzGestureSurfaceStep.Generation()
        /// What the second surface steps made (`FuzzGestureSurface2Step`).
        var surfaces2 = FuzzGestureSurface2Step.Generation()
    }

    /// A random step of the family, or a run of the clock (the session's own `.run` operation, which its model follows:
    /// long presses, double taps and delayed touches wait on timers). Fingers mostly go down on a view the family made
    /// and move a few points at a time, so that taps, presses, pans and swipes are recognized, not only refused. With
    /// `surfaces`, a fifth of the steps after the first view are surface steps; without, nothing is drawn for them, so
    /// that every earlier seed's stream stays as it was. With `surfaces2`, three in ten of the remaining steps
    /// are second-surface steps (and, likewise, nothing is drawn for them without it).
    static func random(_ rng: inout SplitMix64, _ g: inout Generation, hostile: Double, surfaces: Bool = false,
                       surfaces2: Bool = false) -> FuzzOperation {
        func step(_ s: FuzzGestureStep) -> FuzzOperation { .gesture(s) }
        let views = g.frames.count, recognizers = g.recognizers
        let bad = rng.chance(hostile)
        if surfaces, views > 0, rng.chance(0.2) { return FuzzGestureSurfaceStep.random(&rng, &g, bad: bad) }
        if surfaces2, views > 0, rng.chance(0.3) { return FuzzGestureSurface2Step.random(&rng, &g, bad: bad) }
        func badPoint() -> CGPoint { CGPoint(x: rng.pick([.nan, .infinity, -1e300, 1e300, -5]), y: rng.pick([.nan, -.infinity, 1e300, 30])) }
        func landing() -> CGPoint {
            if bad { return badPoint() }
            // The navigation controller's back swipe starts at the screen's left edge.
            if g.navigation, rng.chance(0.15) { return CGPoint(x: Double(rng.int(in: 0...4)), y: Double(rng.int(in: 80...400))) }
            guard views > 0, rng.chance(0.8) else { return CGPoint(x: Double(rng.int(in: 0...320)), y: Double(rng.int(in: 0...480))) }
            let r = g.frames[rng.int(in: 0...(views - 1))]
            let x = min(319, max(0, r.minX + r.width * Double(rng.int(in: 1...9)) / 10))
            let y = min(479, max(0, r.minY + r.height * Double(rng.int(in: 1...9)) / 10))
            return CGPoint(x: x.rounded(), y: y.rounded())
        }
        func moved(from p: CGPoint, finger: Int) -> CGPoint {
            if bad { return badPoint() }
            if g.edgeFingers.contains(finger) { return CGPoint(x: p.x + Double(rng.int(in: 0...60)), y: p.y + Double(rng.int(in: -4...4))) }
            let reach = rng.chance(0.8) ? 12 : 120
            return CGPoint(x: p.x + Double(rng.int(in: -reach...reach)), y: p.y + Double(rng.int(in: -reach...reach)))
        }
        if views == 0 || (views < 8 && rng.chance(0.05)) {
            // Mostly inside its superview (the window, 320 × 480, or an earlier view), so fingers reach it.
            let parent = views > 0 && rng.chance(0.5) ? rng.int(in: 0...(views - 1)) : nil
            let room = parent.map { g.frames[$0].size } ?? CGSize(width: 320, height: 480)
            let w = Double(rng.int(in: 20...max(20, Int(room.width)))), h = Double(rng.int(in: 20...max(20, Int(room.height))))
            let frame = CGRect(x: Double(rng.int(in: 0...max(0, Int(room.width - w)))), y: Double(rng.int(in: 0...max(0, Int(room.height - h)))),
                               width: w, height: h)
            let origin = parent.map { g.frames[$0].origin } ?? .zero
            g.frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
            return step(.makeView(id: views, parent: parent, frame: frame, kind: rng.chance(0.6) ? .recording : rng.pick([.button, .scroll])))
        }
        if recognizers == 0 || (recognizers < 12 && rng.chance(0.06)) {
            g.recognizers += 1
            return step(.addRecognizer(id: recognizers, view: rng.int(in: 0...(views - 1)), kind: rng.pick(FuzzGestureKind.allCases),
                                  delegate: rng.chance(0.5) ? .none : rng.pick(FuzzGestureDelegateKind.allCases),
                                  reaction: rng.chance(0.5) ? .record : rng.pick(FuzzGestureReaction.allCases)))
        }
        // Mostly one finger, so that one-finger gestures complete; the others for pinches, rotations and interleavings.
        let finger = rng.chance(0.7) ? 0 : rng.int(in: 1...2)
        switch rng.int(in: 0...99) {
        case 0...4: return step(.require(id: rng.int(in: 0...(recognizers - 1)), toFail: rng.int(in: 0...(recognizers - 1))))
        case 5...9:
            return step(.configure(id: rng.int(in: 0...(recognizers - 1)), enabled: rng.chance(0.85), cancelsTouches: rng.chance(0.7),
                              delaysBegan: rng.chance(0.2), delaysEnded: rng.chance(0.7)))
        case 10...11: return step(.removeRecognizer(id: rng.int(in: 0...(recognizers - 1))))
        case 12...15:
            return step(.viewState(id: rng.int(in: 0...(views - 1)), hidden: rng.chance(0.2), interaction: rng.chance(0.85), remove: rng.chance(0.2)))
        case 16...40:
            // Mostly a finger that is up goes down; sometimes a down finger gets a second began touch (bad input).
            if let at = g.fingers[finger], !bad {
                let to = moved(from: at, finger: finger)
                g.fingers[finger] = to
                return step(.move(finger: finger, point: to, all: rng.chance(0.5)))
            }
            let at = landing()
            g.fingers[finger] = at.x.isFinite && at.y.isFinite ? at : CGPoint(x: 160, y: 240)
            if at.x <= 4 { g.edgeFingers.insert(finger) } else { g.edgeFingers.remove(finger) }
            return step(.down(finger: finger, point: at, all: rng.chance(0.5)))
        case 41...70:
            guard let at = g.fingers[finger] else { return .run(rng.pick([0.016, 0.05, 0.2])) }
            let to = moved(from: at, finger: finger)
            if to.x.isFinite && to.y.isFinite { g.fingers[finger] = to }
            return step(.move(finger: finger, point: to, all: rng.chance(0.5)))
        case 71...86:
            guard g.fingers[finger] != nil || bad else { return .run(rng.pick([0.016, 0.1, 0.4])) }
            g.fingers[finger] = nil
            return step(.up(finger: finger, cancel: rng.chance(0.15), all: rng.chance(0.5)))
        case 87...89: return step(.stray(rng.int(in: 0...3)))
        case 90...92:
            guard !g.navigation || (views < 24 && rng.chance(0.6)) else {
                return step(.pop(toRoot: rng.chance(0.2), animated: rng.chance(0.7)))
            }
            g.navigation = true
            g.frames.append(CGRect(x: 0, y: 0, width: 320, height: 480))
            return step(.push(view: views, table: rng.chance(0.4), animated: rng.chance(0.7)))
        default:
            return .run(bad ? rng.pick([-1, .nan, .infinity]) : rng.pick([0.016, 0.1, 0.3, 0.6, 1.2]))
        }
    }
}
