import Foundation

/// One registration on a control: a closure action (`addAction`) or a target and its method
/// (`addTarget`), with the events it was registered for.
struct ControlActionRegistration {
    enum Kind {
        case action(Action)
        case target(TargetAction, name: String)
    }
    var kind: Kind
    var events: Control.Event

    var targetAction: TargetAction? {
        if case .target(let t, _) = kind { return t }
        return nil
    }
}

// Target-action: UIKit's two forms, the closure (`UIAction`, iOS 14) and the target with a method,
// here a Swift method reference (Swift on Linux has no `#selector`). Shared with gesture recognizers
// (`TargetAction`). Targets are held weakly, as UIKit holds them; an action's closure is held strongly.
extension Control {
    /// `addAction(_:for:)`: runs `action`'s handler for `controlEvents`. An action with the same
    /// identifier replaces the earlier one (its events are merged), as UIKit's does.
    public func addAction(_ action: Action, for controlEvents: Event) {
        if let i = registrations.firstIndex(where: {
            if case .action(let a) = $0.kind { return a.identifier == action.identifier }
            return false
        }) {
            registrations[i].kind = .action(action)
            registrations[i].events.formUnion(controlEvents)
            return
        }
        registrations.append(ControlActionRegistration(kind: .action(action), events: controlEvents))
    }

    /// `removeAction(_:for:)`: stops running `action` (matched by identifier) for `controlEvents`.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// `removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
        for i in registrations.indices {
            if case .action(let a) = registrations[i].kind, a.identifier == identifier {
                registrations[i].events.subtract(controlEvents)
            }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// `addTarget(_:action:for:)` with a method taking no argument:
    /// `addTarget(self, action: Self.save, for: .touchUpInside)` for `func save()`.
    /// The target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        registerTarget(.make(target, action), name: "\(Target.self).action()", for: controlEvents)
    }

    /// `addTarget(_:action:for:)` with a method taking the sender:
    /// `addTarget(self, action: Self.switchChanged, for: .valueChanged)` for
    /// `func switchChanged(_ sender: Switch)`. The method runs when the sender can be cast to its type.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        registerTarget(.make(target, action), name: "\(Target.self).action(_: \(Sender.self))", for: controlEvents)
    }

    /// `addTarget(_:action:for:)` with a method taking the sender and the touch event
    /// (`action:forEvent:`): `func dragged(_ sender: Button, _ event: ViewTree.Event?)`.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender, ViewTree.Event?) -> Void, for controlEvents: Event) {
        registerTarget(.make(target, action), name: "\(Target.self).action(_: \(Sender.self), _: Event?)", for: controlEvents)
    }

    func registerTarget(_ entry: TargetAction, name: String, for controlEvents: Event) {
        registrations.append(ControlActionRegistration(kind: .target(entry, name: name), events: controlEvents))
    }

    /// `removeTarget(_:action:for:)` with `action: nil`: stops sending `controlEvents` to `target`'s
    /// methods (`nil`: every target's). A Swift method reference cannot be compared, so one method of
    /// a target cannot be removed alone: the port of `removeTarget(self, action: #selector(m), for: e)`
    /// is `removeTarget(self, for: e)` (see `Docs/Porting.md`).
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        let id = target.map(ObjectIdentifier.init)
        for i in registrations.indices {
            guard let t = registrations[i].targetAction else { continue }
            if id == nil || t.targetID == id { registrations[i].events.subtract(controlEvents) }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// `removeTarget(_:action:for:)` as UIKit code writes it with `action: nil`
    /// (`removeTarget(nil, action: nil, for: .allEvents)` stops every target's methods, as UIControl.h says of a
    /// `NULL` action): the same as `removeTarget(_:for:)`. `Never?` takes only `nil`: a selector has no Linux form.
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        removeTarget(target, for: controlEvents)
    }

    /// `allTargets`: the live targets, in registration order, each once.
    public var allTargets: [AnyObject] {
        var seen = Set<ObjectIdentifier>()
        var result: [AnyObject] = []
        for r in registrations {
            guard let t = r.targetAction?.target, seen.insert(ObjectIdentifier(t)).inserted else { continue }
            result.append(t)
        }
        return result
    }

    /// `allControlEvents`: the union of the events of every registration (actions and live targets).
    public var allControlEvents: Event {
        registrations.reduce([]) { result, r in
            if let t = r.targetAction, !t.isAlive { return result }
            return result.union(r.events)
        }
    }

    /// `actions(forTarget:forControlEvent:)`: descriptions of `target`'s methods registered for
    /// `controlEvent` (UIKit returns selector names; a Swift method reference has no name, so each is
    /// described by its shape, e.g. `"FormController.action(_: Switch)"`); `nil` when there are none.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let id = target.map(ObjectIdentifier.init)
        let names: [String] = registrations.compactMap { r in
            guard case .target(let t, let name) = r.kind, t.isAlive, !r.events.isDisjoint(with: controlEvent) else { return nil }
            return id == nil || t.targetID == id ? name : nil
        }
        return names.isEmpty ? nil : names
    }

    /// `enumerateEventHandlers(_:)` (iOS 14): calls `iterator` with each registration in registration order: an
    /// action as `(action, nil, events, &stop)`, a live target as `(nil, (target, selector), events, &stop)`, the
    /// selector naming the method by its shape as `actions(forTarget:forControlEvent:)` does (a Swift method
    /// reference has no Objective-C name). Setting `stop` to `true` ends the enumeration.
    public func enumerateEventHandlers(_ iterator: (Action?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for r in registrations {
            switch r.kind {
            case .action(let action): iterator(action, nil, r.events, &stop)
            case .target(let t, let name):
                guard let target = t.target else { continue }
                iterator(nil, (target, Selector(name)), r.events, &stop)
            }
            if stop { return }
        }
    }

    /// How deeply `sendActions` may nest (handlers sending events from handlers). Ours.
    public static let maximumSendDepth = 64

    /// A user changed the control's value: sends `.valueChanged`, then `.primaryActionTriggered`, the primary control
    /// event of every control but a button (touch up inside) and a text field (did end on exit), iOS 9+ (Neuburg,
    /// *Programming iOS 9*: "The primary control event is Value Changed for all controls except for UIButton, where it
    /// is Touch Up Inside, and UITextField, where it is Did End On Exit"). So the action of
    /// `init(frame:primaryAction:)` runs when a switch is flipped or a slider moved, as public apps that build
    /// `UISwitch(frame: .zero, primaryAction:)` and `UISlider(frame: .zero, primaryAction:)` rely on. Sent one after
    /// the other (ours), as a button sends `touchUpInside` and then `.primaryActionTriggered`.
    func sendValueChangedActions(with event: ViewTree.Event? = nil) {
        sendActions(for: .valueChanged, with: event)
        sendActions(for: .primaryActionTriggered, with: event)
    }

    func sendActions(for controlEvents: Event, with event: ViewTree.Event?) {
        guard sendDepth < Control.maximumSendDepth else {
            reject(.invalidValue, "sendActions(for: \(controlEvents)) nested \(Control.maximumSendDepth) deep (a handler sends the event again); refused")
            return
        }
        sendDepth += 1
        defer { sendDepth -= 1 }
        // A snapshot: handlers may add or remove registrations while running.
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        var released = false
        for r in matching {
            switch r.kind {
            case .action(let a): sendAction(a)
            case .target(let t, _):
                if t.send(from: self, event: event) == .targetGone { released = true }
            }
        }
        if released { registrations.removeAll { $0.targetAction.map { !$0.isAlive } ?? false } }
    }
}
