import Foundation

// A gesture recognizer's target and `Selector` (`init(target:action:)` and `addTarget(_:action:)` given a selector
// in a variable, as a recognizer subclass passes its caller's through: Signal-iOS
// `SignalUI/Views/DirectionalPanGestureRecognizer.swift`, twenty-eighth probe). Linux Swift has no Objective-C
// runtime to perform a selector, so the pair is kept as UIKit keeps it and every action it would have sent reports
// a diagnostic naming the selector, as a control does (`Control.addTarget(_:action:for:)` with a `Selector`).
extension GestureRecognizer {
    /// `addTarget(_:action:)` with a named `Selector`. The target is held weakly, as UIKit holds targets. When the
    /// recognizer sends its actions, ViewTree reports `.invalidValue`: the selector cannot be performed; write the
    /// action as a method reference (`addTarget(self, action: MyController.handlePan)`) or a closure
    /// (`addAction(_:)`). A non-class target has nothing to receive the message and is ignored.
    public func addTarget(_ target: Any, action: Selector) {
        guard type(of: target) is AnyClass else { return }
        let name = action.name
        targetActions.append(.unperformable(target as AnyObject) { target, sender in
            guard let recognizer = sender as? GestureRecognizer else { return }
            let message = TargetAction.unperformableMessage(name, target: "\(type(of: target))",
                advice: "give a method reference (addTarget(self, action: MyController.method)) or a closure (addAction(_:))")
            recognizer.view?.simulation?.report(Diagnostic(code: .invalidValue, subject: recognizer.diagnosticName,
                                                           message: message))
        })
    }
}
