import Foundation
import ViewTree

/// What a text field of the second surfaces answers its delegate calls with.
public enum FuzzFieldDelegateKind: Int, Sendable, Hashable, CaseIterable {
    /// No delegate.
    case none
    /// `textFieldShouldBeginEditing` answers false: a tap (or code) never makes it first responder.
    case refuseBegin
    /// `shouldChangeCharactersIn` answers false: typing changes nothing.
    case refuseChange
    /// `shouldChangeCharactersIn` sets the field's text itself (re-entrantly) and answers false.
    case mutate
    /// `textFieldShouldEndEditing` answers false: the field keeps the first responder when asked to give it up.
    case refuseEnd
}

/// Where a popover of the second surfaces points (`sourceView` is a family view `gN`).
public enum FuzzPopoverSource: Int, Sendable, Hashable, CaseIterable {
    /// The view's bounds.
    case bounds
    /// A rect of NaN.
    case nan
    /// A rect far off the screen.
    case offScreen
    /// No source at all (a pad refuses the presentation; a phone adapts the popover to a sheet).
    case none
}

/// What a `pageBook` step makes the page view controller's data source answer.
public enum FuzzPageBookKind: Int, Sendable, Hashable, CaseIterable {
    /// Its own pages in order.
    case pages
    /// Nothing (`nil` both ways).
    case empty
    /// The page shown again (the same controller before and after itself).
    case same
    /// A controller already shown elsewhere: the split view controller's secondary, or a root tab.
    case elsewhere
}

/// A step of the gestures family's second surfaces (drawn only with `FuzzConfiguration.gestureSurfaces2`, so that no
/// earlier seed's stream changes): a split view controller (column style, expanded by a regular width or collapsed by a
/// compact one, its primary shown and hidden, details shown, its width class changed while fingers are down) and a
/// scroll-style page view controller (swiped by the family's fingers, its data source answering nil, the same page or a
/// controller shown elsewhere, its pages set in code mid-swipe), each presented full screen; popovers whose source view
/// is removed or moved, or whose rect is NaN or off the screen; text fields among the family's views, tapped, typed
/// into, cleared, made secure while editing, with delegates that refuse or re-enter; and a tab bar controller of six to
/// eight tabs made the family window's root, its tabs tapped, refused by its delegate, selected and replaced in code.
public enum FuzzGestureSurface2Step: Sendable, Hashable {
    /// `let sN = SplitViewController(style: .doubleColumn)` with a primary and a secondary, its width class overridden,
    /// presented full screen from the top controller.
    case split(id: Int, regular: Bool, animated: Bool)
    /// `split.show(.primary)` or `split.hide(.primary)` on the last split view controller.
    case splitColumn(show: Bool)
    /// A new controller `sN.dK` given to the last split view controller by `showDetailViewController(_:sender:)` or
    /// `show(_:sender:)`.
    case splitDetail(id: Int, showDetail: Bool)
    /// The last split view controller's `traitOverrides.horizontalSizeClass` set (`nil`: removed): it collapses or
    /// expands.
    case splitWidth(regular: Bool?)
    /// `let qN = PageViewController(transitionStyle: .scroll, …)` of `pages` pages, presented full screen.
    case page(id: Int, pages: Int, animated: Bool)
    /// What the last page view controller's data source answers from now on.
    case pageBook(FuzzPageBookKind)
    /// `page.setViewControllers([page K], direction:animated:)` (a page not among its own when `index` is past them).
    case pageSet(index: Int, forward: Bool, animated: Bool)
    /// A controller `oN` presented as a popover pointing at `gV`.
    case popover(id: Int, view: Int, source: FuzzPopoverSource, modal: Bool, animated: Bool)
    /// The last popover's source view removed from its superview (`remove`), or moved far away.
    case popoverSourceChange(remove: Bool)
    /// `let gN = TextField(frame:)` with text, a clear button and a delegate, added to `gP` or to the family's window.
    case textField(id: Int, parent: Int?, frame: CGRect, delegate: FuzzFieldDelegateKind)
    /// The first responder text field types `text` (or deletes backward when `text` is empty).
    case type(text: String)
    /// `gN.isSecureTextEntry = secure` (while it is editing, often).
    case secure(id: Int, secure: Bool)
    /// `gN.resignFirstResponder()`, or `window.endEditing(true)` when `force`.
    case resign(id: Int, force: Bool)
    /// A tab bar controller `wN` of `tabs` plain controllers (more than five: UIKit's More tab) made the family window's
    /// root; its delegate refuses a user's selection of odd tabs when `refuses`.
    case rootTabs(id: Int, tabs: Int, refuses: Bool)
    /// `root.selectedIndex = index` (out of range included).
    case rootSelect(index: Int)
    /// `root.viewControllers` replaced by `count` controllers: the first `keep` of the old ones, then new ones.
    case rootReplace(id: Int, keep: Int, count: Int)

    /// The step as a line of Swift.
    public var swiftLine: String {
        switch self {
        case let .split(id, regular, animated):
            return "let s\(id) = SplitViewController(style: .doubleColumn); s\(id).setViewController(ViewController(), for: .primary); s\(id).setViewController(ViewController(), for: .secondary); s\(id).traitOverrides.horizontalSizeClass = .\(regular ? "regular" : "compact"); s\(id).modalPresentationStyle = .fullScreen; top.present(s\(id), animated: \(animated))"
        case let .splitColumn(show): return "split?.\(show ? "show" : "hide")(.primary)"
        case let .splitDetail(id, showDetail):
            return "split?.\(showDetail ? "showDetailViewController" : "show")(ViewController() /* s.d\(id) */, sender: nil)"
        case let .splitWidth(regular):
            return regular.map { "split?.traitOverrides.horizontalSizeClass = .\($0 ? "regular" : "compact")" } ?? "split?.traitOverrides.remove(TraitHorizontalSizeClass.self)"
        case let .page(id, pages, animated):
            return "let q\(id) = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal); q\(id).dataSource = /* \(pages) pages in order */; q\(id).setViewControllers([page0], direction: .forward, animated: false); q\(id).modalPresentationStyle = .fullScreen; top.present(q\(id), animated: \(animated))"
        case let .pageBook(kind): return "pages?.dataSource.answers = .\(kind)"
        case let .pageSet(index, forward, animated):
            return "pages?.setViewControllers([page\(index)], direction: .\(forward ? "forward" : "reverse"), animated: \(animated))"
        case let .popover(id, view, source, modal, animated):
            return "let o\(id) = ViewController(); o\(id).modalPresentationStyle = .popover; o\(id).isModalInPresentation = \(modal); o\(id).popoverPresentationController?.sourceView = \(source == .none ? "nil" : "g\(view)") /* sourceRect: \(source) */; top.present(o\(id), animated: \(animated))"
        case let .popoverSourceChange(remove):
            return remove ? "popover.sourceView?.removeFromSuperview()" : "popover.sourceView?.center = CGPoint(x: 5000, y: -5000)"
        case let .textField(id, parent, frame, delegate):
            return "let g\(id) = TextField(frame: \(lit(frame))); g\(id).text = \"hello\"; g\(id).clearButtonMode = .whileEditing; g\(id).delegate = FieldDelegate(.\(delegate)); \(parent.map { "g\($0)" } ?? "gestureWindow").addSubview(g\(id))"
        case let .type(text): return text.isEmpty ? "firstResponderField?.deleteBackward()" : "firstResponderField?.insertText(\"\(text)\")"
        case let .secure(id, secure): return "g\(id).isSecureTextEntry = \(secure)"
        case let .resign(id, force): return force ? "gestureWindow.endEditing(true)" : "g\(id).resignFirstResponder()"
        case let .rootTabs(id, tabs, refuses):
            return "let w\(id) = TabBarController(); w\(id).viewControllers = (0..<\(tabs)).map { _ in ViewController() }; w\(id).delegate = TabDelegate(refusesOdd: \(refuses)); gestureWindow.rootViewController = w\(id)"
        case let .rootSelect(index): return "root?.selectedIndex = \(index)"
        case let .rootReplace(id, keep, count):
            return "root?.viewControllers = Array(root!.viewControllers!.prefix(\(keep))) + (\(keep)..<\(count)).map { _ in ViewController() /* w.\(id).… */ }"
        }
    }

    // MARK: Generation

    /// What the generator remembers of the second surfaces.
    struct Generation {
        var splits = 0
        var pages = 0
        var presented = 0
        var popovers = 0
        var fields: [Int] = []
        var rootTabs = 0
        var details = 0
    }

    /// A random step of the second surfaces. `views` is the family's view count (the next view id); text fields'
    /// frames are appended to `frames` so that fingers land on them.
    static func random(_ rng: inout SplitMix64, _ g: inout FuzzGestureStep.Generation, bad: Bool) -> FuzzOperation {
        func step(_ s: FuzzGestureSurface2Step) -> FuzzOperation { .gesture(.surface2(s)) }
        let views = g.frames.count
        var s = g.surfaces2
        defer { g.surfaces2 = s }
        switch rng.int(in: 0...99) {
        case 0...7:
            s.splits += 1
            return step(.split(id: s.splits - 1, regular: rng.chance(0.6), animated: rng.chance(0.7)))
        case 8...13:
            guard s.splits > 0 else { return .run(0.05) }
            return step(.splitColumn(show: rng.chance(0.5)))
        case 14...18:
            guard s.splits > 0 else { return .run(0.05) }
            s.details += 1
            return step(.splitDetail(id: s.details - 1, showDetail: rng.chance(0.5)))
        case 19...24:
            guard s.splits > 0 else { return .run(0.05) }
            return step(.splitWidth(regular: rng.chance(0.15) ? nil : rng.chance(0.5)))
        case 25...31:
            s.pages += 1
            return step(.page(id: s.pages - 1, pages: rng.int(in: 1...4), animated: rng.chance(0.7)))
        case 32...35:
            guard s.pages > 0 else { return .run(0.05) }
            return step(.pageBook(rng.pick(FuzzPageBookKind.allCases)))
        case 36...40:
            guard s.pages > 0 else { return .run(0.05) }
            return step(.pageSet(index: rng.int(in: 0...4), forward: rng.chance(0.5), animated: rng.chance(0.6)))
        case 41...48:
            s.popovers += 1
            let source: FuzzPopoverSource = bad ? rng.pick([.nan, .offScreen, .none]) : (rng.chance(0.8) ? .bounds : rng.pick(FuzzPopoverSource.allCases))
            return step(.popover(id: s.popovers - 1, view: rng.int(in: 0...(views - 1)), source: source, modal: rng.chance(0.3), animated: rng.chance(0.7)))
        case 49...52:
            guard s.popovers > 0 else { return .run(0.05) }
            return step(.popoverSourceChange(remove: rng.chance(0.5)))
        case 53...62:
            guard views < 40 else { return .run(0.1) }
            let parent = rng.chance(0.2) ? rng.int(in: 0...(views - 1)) : nil
            let room = parent.map { g.frames[$0].size } ?? CGSize(width: 320, height: 480)
            let size = CGSize(width: Double(rng.int(in: 80...300)), height: 34)
            let frame = CGRect(x: Double(rng.int(in: 0...max(0, Int(room.width - size.width)))), y: Double(rng.int(in: 0...max(0, Int(room.height - size.height)))),
                               width: size.width, height: size.height)
            let origin = parent.map { g.frames[$0].origin } ?? .zero
            g.frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
            s.fields.append(views)
            return step(.textField(id: views, parent: parent, frame: frame, delegate: rng.chance(0.4) ? .none : rng.pick(FuzzFieldDelegateKind.allCases)))
        case 63...70:
            guard !s.fields.isEmpty else { return .run(0.05) }
            return step(.type(text: bad ? rng.pick(["\u{0}", String(repeating: "x", count: 2000), "e\u{301}"]) : rng.pick(["", "a", "bc", " ", "😀"])))
        case 71...74:
            guard let id = s.fields.isEmpty ? nil : rng.pick(s.fields) else { return .run(0.05) }
            return step(.secure(id: id, secure: rng.chance(0.5)))
        case 75...77:
            guard let id = s.fields.isEmpty ? nil : rng.pick(s.fields) else { return .run(0.05) }
            return step(.resign(id: id, force: rng.chance(0.3)))
        case 78...81:
            s.rootTabs += 1
            return step(.rootTabs(id: s.rootTabs - 1, tabs: rng.int(in: 6...8), refuses: rng.chance(0.5)))
        case 82...85:
            guard s.rootTabs > 0 else { return .run(0.05) }
            return step(.rootSelect(index: bad ? rng.pick([-1, 9, Int.max, NSNotFound]) : rng.int(in: 0...7)))
        case 86...88:
            guard s.rootTabs > 0 else { return .run(0.05) }
            s.details += 1
            let count = rng.int(in: 0...8)
            return step(.rootReplace(id: s.details - 1, keep: rng.int(in: 0...count), count: count))
        case 89...94:
            // The fingers lift and the clock runs, so that the controllers settle (the checks once settled need a second
            // without fingers).
            if let finger = (0...2).first(where: { g.fingers[$0] != nil }) {
                g.fingers[finger] = nil
                return .gesture(.up(finger: finger, cancel: false, all: false))
            }
            return .run(1.1)
        default:
            // A free finger goes down on a text field (its clear button is at its right end), or on the tab bar at the
            // window's foot, so that taps reach them; the family's own landings hit them rarely.
            guard let finger = (0...2).first(where: { g.fingers[$0] == nil }) else { return .run(0.05) }
            let at: CGPoint
            if let id = s.fields.isEmpty || rng.chance(0.4) ? nil : rng.pick(s.fields) {
                let r = g.frames[id]
                at = CGPoint(x: (rng.chance(0.3) ? r.maxX - 14 : r.minX + r.width * Double(rng.int(in: 1...9)) / 10).rounded(), y: r.midY.rounded())
            } else {
                at = CGPoint(x: Double(rng.int(in: 2...318)), y: Double(rng.int(in: 440...478)))
            }
            g.fingers[finger] = at
            g.edgeFingers.remove(finger)
            return .gesture(.down(finger: finger, point: at, all: rng.chance(0.5)))
        }
    }
}
