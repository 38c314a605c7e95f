import Foundation

// Target-action, in the typed Swift form shared with controls (see `Events/TargetAction.swift`),
// and closures.
extension GestureRecognizer {
    /// `init(target:action:)` with a method taking the recognizer:
    /// `PanGestureRecognizer(target: self, action: Self.handlePan)` where
    /// `func handlePan(_ sender: PanGestureRecognizer)`. The target is held weakly.
    public convenience init<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `init(target:action:)` with a method taking no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that runs `handler` for each action (no target; Swift's natural closure form).
    /// Capture the view or controller `weak` in the handler: the view owns the recognizer.
    public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// `addTarget(_:action:)` with a method taking no argument: `addTarget(self, action: Self.refresh)`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targetActions.append(.make(target, action))
    }

    /// `addTarget(_:action:)` with a method taking the recognizer: `addTarget(self, action: Self.handlePan)`
    /// where `func handlePan(_ sender: PanGestureRecognizer)`. The target is held weakly. A method whose
    /// parameter type the recognizer cannot be cast to is not called (an `.invalidValue` diagnostic
    /// says so when the action is sent).
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        targetActions.append(.make(target, action))
    }

    /// `removeTarget(_:action: nil)`: removes every action of `target` (every target action when `nil`).
    /// Swift cannot compare method references, so actions are removed per target.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { targetActions.removeAll(); return }
        let id = ObjectIdentifier(target)
        targetActions.removeAll { $0.targetID == id }
    }

    /// `removeTarget(_:action:)` as UIKit code writes it with `action: nil` (`removeTarget(nil, action: nil)`
    /// removes every target action): the same as `removeTarget(_:)`. `Never?` takes only `nil`: a selector has no
    /// Linux form.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        removeTarget(target)
    }

    /// Adds a closure run for each action, after the targets.
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) {
        closureActions.append(handler)
    }

    /// Sends the actions: targets in the order added (dropping released ones), then closures.
    func sendActions() {
        targetActions.removeAll { !$0.isAlive }
        for entry in targetActions where entry.send(from: self, event: nil) == .senderMismatch {
            let message = "an action of \(diagnosticName) takes a sender of another type; it was not called"
            let diagnostic = Diagnostic(code: .invalidValue, subject: diagnosticName, message: message)
            if let world = view?.simulation { world.report(diagnostic) }
        }
        for handler in closureActions { handler(self) }
    }

    /// `TapGestureRecognizer on View#3`, for diagnostics.
    var diagnosticName: String {
        let type = String(describing: Swift.type(of: self))
        guard let view else { return type }
        return "\(type) on \(view.diagnosticName)"
    }
}
