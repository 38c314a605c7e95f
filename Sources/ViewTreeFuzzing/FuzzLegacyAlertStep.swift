import Foundation
import ViewTree

/// What a fuzzed legacy alert's delegate does from inside its callbacks (each re-enters the alert that called it).
public enum FuzzAlertReentry: Int, Sendable, CaseIterable {
    /// Only records the callbacks.
    case none
    /// Shows the alert again from `clickedButtonAt` (it is still showing: refused).
    case showOnClick
    /// Taps another button from `clickedButtonAt` (not heard: the tap is being reported).
    case tapOnClick
    /// Dismisses in code from `willDismissWithButtonIndex` (not heard: the alert is already going).
    case dismissOnWillDismiss
    /// Shows the alert again from `didDismissWithButtonIndex` (accepted: a new presentation begins).
    case showOnDidDismiss
    /// Drops the episode's own reference to the alert from `clickedButtonAt` (the presentation keeps it).
    case dropOnClick
}

/// A step on a legacy alert: `AlertView` (`UIAlertView`) or `ActionSheet` (`UIActionSheet`), both shown through an
/// alert controller in a window of their own. Alerts are named by id (`a0`, `a1`, …), apart from the views' handles.
public enum FuzzLegacyAlertStep: Sendable, Hashable {
    /// Makes alert `id` (an action sheet when `sheet`) with a cancel button and `buttons` others, and a delegate.
    case make(id: Int, sheet: Bool, buttons: Int, reentry: FuzzAlertReentry)
    /// `show()` (an action sheet: `show(in:)` the first window). Refused while it shows.
    case show(id: Int)
    /// A user's tap on button `button` of the shown alert (any index: one that names no button does nothing).
    case tap(id: Int, button: Int)
    /// `dismiss(withClickedButtonIndex:animated:)` in code (any index: UIKit does not check it).
    case dismiss(id: Int, button: Int, animated: Bool)
    /// The episode drops its reference to the alert (showing or not).
    case drop(id: Int)

    /// The alert the step acts on.
    public var id: Int {
        switch self {
        case let .make(id, _, _, _), let .show(id), let .tap(id, _), let .dismiss(id, _, _), let .drop(id): id
        }
    }

    /// The step as a line of Swift (`a3` names alert 3; `FuzzAlertDelegate` is the episode's recording delegate).
    public var swiftLine: String {
        switch self {
        case let .make(id, sheet, buttons, reentry):
            let others = (0..<buttons).map { "\"b\($0 + 1)\"" }.joined(separator: ", ")
            return sheet
                ? "let a\(id) = ActionSheet(title: \"a\(id)\", delegate: FuzzAlertDelegate(.\(reentry)), cancelButtonTitle: \"Cancel\", destructiveButtonTitle: nil); for t in [\(others)] { a\(id).addButton(withTitle: t) }"
                : "let a\(id) = AlertView(title: \"a\(id)\", message: nil, delegate: FuzzAlertDelegate(.\(reentry)), cancelButtonTitle: \"Cancel\"); for t in [\(others)] { a\(id).addButton(withTitle: t) }"
        case let .show(id): return "a\(id).show()  // an action sheet: a\(id).show(in: window)"
        case let .tap(id, button): return "a\(id).tapButton(at: \(button))"
        case let .dismiss(id, button, animated): return "a\(id).dismiss(withClickedButtonIndex: \(button), animated: \(animated))"
        case let .drop(id): return "a\(id) = nil"
        }
    }

    /// A random step: a new alert while fewer than four exist (`made` so far, `alive` of them held), else a show,
    /// tap, dismissal or drop of one of them; taps and dismissals name any index, out of range included.
    static func random(_ rng: inout SplitMix64, made: Int, held: [Int]) -> FuzzLegacyAlertStep {
        if held.count < 4 && (held.isEmpty || rng.chance(0.15)) {
            return .make(id: made, sheet: rng.chance(0.4), buttons: rng.int(in: 0...3),
                         reentry: rng.pick(FuzzAlertReentry.allCases))
        }
        let id = rng.pick(held)
        let button = rng.chance(0.15) ? rng.pick([-1, 4, 99, Int.max, Int.min]) : rng.int(in: 0...3)
        switch rng.int(in: 0...9) {
        case 0...3: return .show(id: id)
        case 4...6: return .tap(id: id, button: button)
        case 7...8: return .dismiss(id: id, button: button, animated: rng.chance(0.7))
        default: return .drop(id: id)
        }
    }
}

/// The delegate of a fuzzed alert: records every callback and re-enters as its `reentry` says. It keeps the alert
/// weakly, as an app's controller would.
final class FuzzAlertDelegate: AlertViewDelegate, ActionSheetDelegate {
    enum Event: Equatable { case willPresent, didPresent, clicked(Int), willDismiss(Int), didDismiss(Int) }
    let reentry: FuzzAlertReentry
    weak var alert: View?
    /// Drops the episode's reference (for `.dropOnClick`).
    var drop: () -> Void = {}
    private(set) var events: [Event] = []

    init(_ reentry: FuzzAlertReentry) { self.reentry = reentry }

    private func show() {
        if let a = alert as? AlertView { a.show() }
        if let s = alert as? ActionSheet, let window = s.simulation?.allWindows.first { s.show(in: window) }
    }

    private func tapAnother(_ index: Int) {
        if let a = alert as? AlertView { a.tapButton(at: index == 0 ? 1 : 0) }
        if let s = alert as? ActionSheet { s.tapButton(at: index == 0 ? 1 : 0) }
    }

    private func clicked(_ index: Int) {
        events.append(.clicked(index))
        switch reentry {
        case .showOnClick: show()
        case .tapOnClick: tapAnother(index)
        case .dropOnClick: drop()
        default: break
        }
    }

    private func willDismiss(_ index: Int) {
        events.append(.willDismiss(index))
        guard reentry == .dismissOnWillDismiss else { return }
        if let a = alert as? AlertView { a.dismiss(withClickedButtonIndex: index, animated: false) }
        if let s = alert as? ActionSheet { s.dismiss(withClickedButtonIndex: index, animated: false) }
    }

    private func didDismiss(_ index: Int) {
        events.append(.didDismiss(index))
        if reentry == .showOnDidDismiss { show() }
    }

    func alertView(_ alertView: AlertView, clickedButtonAt buttonIndex: Int) { clicked(buttonIndex) }
    func willPresent(_ alertView: AlertView) { events.append(.willPresent) }
    func didPresent(_ alertView: AlertView) { events.append(.didPresent) }
    func alertView(_ alertView: AlertView, willDismissWithButtonIndex buttonIndex: Int) { willDismiss(buttonIndex) }
    func alertView(_ alertView: AlertView, didDismissWithButtonIndex buttonIndex: Int) { didDismiss(buttonIndex) }
    func actionSheet(_ actionSheet: ActionSheet, clickedButtonAt buttonIndex: Int) { clicked(buttonIndex) }
    func willPresent(_ actionSheet: ActionSheet) { events.append(.willPresent) }
    func didPresent(_ actionSheet: ActionSheet) { events.append(.didPresent) }
    func actionSheet(_ actionSheet: ActionSheet, willDismissWithButtonIndex buttonIndex: Int) { willDismiss(buttonIndex) }
    func actionSheet(_ actionSheet: ActionSheet, didDismissWithButtonIndex buttonIndex: Int) { didDismiss(buttonIndex) }

    /// The first break of the callback grammar, if any: each presentation is `willPresent`, then `didPresent`
    /// (once it has appeared, possibly never when dismissed first), at most one `clicked(i)` with `i` a button index
    /// (`buttons` of them), then `willDismiss(j)` and `didDismiss(j)` with one `j` (after a click, `j == i`); nothing
    /// comes outside a presentation.
    func grammarBreak(buttons: Int) -> String? {
        var showing = false, presented = false, clicked: Int?, dismissing: Int?
        for (n, e) in events.enumerated() {
            let bad = { "callback #\(n) \(e) out of order in \(self.events)" }
            switch e {
            case .willPresent:
                guard !showing else { return bad() }
                showing = true; presented = false; clicked = nil; dismissing = nil
            case .didPresent:
                guard showing, !presented else { return bad() }
                presented = true
            case let .clicked(i):
                guard showing, clicked == nil, dismissing == nil, (0..<buttons).contains(i) else { return bad() }
                clicked = i
            case let .willDismiss(j):
                guard showing, dismissing == nil, clicked == nil || clicked == j else { return bad() }
                dismissing = j
            case let .didDismiss(j):
                guard showing, dismissing == j else { return bad() }
                showing = false
            }
        }
        return nil
    }
}

/// The legacy alerts of an episode: the steps applied, the checks after each, and the teardown's leak check.
final class FuzzLegacyAlerts {
    private final class Entry {
        var alert: View?
        weak var weakAlert: View?
        let delegate: FuzzAlertDelegate
        let buttons: Int
        init(alert: View, delegate: FuzzAlertDelegate, buttons: Int) {
            self.alert = alert
            weakAlert = alert
            self.delegate = delegate
            self.buttons = buttons
        }
    }
    private var entries: [Int: Entry] = [:]
    /// An alert step ran (a refused `show` reports `.viewController`, also from a delegate while the clock runs).
    private(set) var used = false

    /// Whether `step` can run: its alert exists and is held (a shrunk sequence may have lost the `make`).
    func canRun(_ step: FuzzLegacyAlertStep) -> Bool {
        if case .make = step { return entries[step.id] == nil }
        return entries[step.id]?.alert != nil
    }

    /// Whether `step` must be refused with `.viewController`: a show of an alert that shows.
    func mustRefuse(_ step: FuzzLegacyAlertStep) -> Bool {
        guard case .show = step, let alert = entries[step.id]?.alert else { return false }
        return isVisible(alert)
    }

    private func isVisible(_ alert: View) -> Bool {
        (alert as? AlertView)?.isVisible ?? (alert as? ActionSheet)?.isVisible ?? false
    }

    func perform(_ step: FuzzLegacyAlertStep, window: Window) {
        used = true
        switch step {
        case let .make(id, sheet, buttons, reentry):
            let delegate = FuzzAlertDelegate(reentry)
            let alert: View
            if sheet {
                let s = ActionSheet(title: "a\(id)", delegate: delegate, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
                for b in 0..<buttons { _ = s.addButton(withTitle: "b\(b + 1)") }
                alert = s
            } else {
                let a = AlertView(title: "a\(id)", message: nil, delegate: delegate, cancelButtonTitle: "Cancel")
                for b in 0..<buttons { _ = a.addButton(withTitle: "b\(b + 1)") }
                alert = a
            }
            delegate.alert = alert
            let entry = Entry(alert: alert, delegate: delegate, buttons: buttons + 1)
            delegate.drop = { [weak entry] in entry?.alert = nil }
            entries[id] = entry
        case let .show(id):
            if let a = entries[id]?.alert as? AlertView { a.show() }
            if let s = entries[id]?.alert as? ActionSheet { s.show(in: window) }
        case let .tap(id, button):
            if let a = entries[id]?.alert as? AlertView { a.tapButton(at: button) }
            if let s = entries[id]?.alert as? ActionSheet { s.tapButton(at: button) }
        case let .dismiss(id, button, animated):
            if let a = entries[id]?.alert as? AlertView { a.dismiss(withClickedButtonIndex: button, animated: animated) }
            if let s = entries[id]?.alert as? ActionSheet { s.dismiss(withClickedButtonIndex: button, animated: animated) }
        case let .drop(id):
            entries[id]?.alert = nil
        }
    }

    /// After every step: each delegate heard a well-formed sequence, and the visible alert windows are exactly one
    /// per alert that shows (dropped ones included: the presentation keeps a shown alert).
    func check(world: Simulation) throws(FuzzFailure) {
        guard used else { return }
        var showing = 0
        for id in entries.keys.sorted() {
            let entry = entries[id]!
            if let message = entry.delegate.grammarBreak(buttons: entry.buttons) {
                throw FuzzFailure(invariant: "alert-callbacks", message: "a\(id): \(message)")
            }
            if let alert = entry.weakAlert, isVisible(alert) { showing += 1 }
        }
        let windows = world.allWindows.filter { !$0.isHidden && String(describing: type(of: $0)) == "_UIAlertControllerShimPresenterWindow" }
        guard windows.count == showing else {
            throw FuzzFailure(invariant: "alert-windows", message: "\(windows.count) alert windows are visible for \(showing) showing alerts")
        }
    }

    /// Drops every alert; `nil` when each was freed with the world, else which was not.
    func tearDown() -> String? {
        let weakAlerts = entries.mapValues { entry -> WeakView in
            entry.alert = nil
            return WeakView(view: entry.weakAlert)
        }
        entries = [:]
        if let id = weakAlerts.keys.sorted().first(where: { weakAlerts[$0]?.view != nil }) {
            return "alert a\(id) is still alive after every reference to it and the world was dropped"
        }
        return nil
    }
}
