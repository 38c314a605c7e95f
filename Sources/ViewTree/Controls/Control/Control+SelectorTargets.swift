import Foundation

// `addTarget(_:action:for:)` with a `Selector` held in a variable: what helper libraries write when they pass a
// target and a selector through (`func addTextField(…, editingChangedTarget: Any?, editingChangedSelector:
// Selector?)`, LqDeveloper/SwiftAppUtils, twenty-seventh probe). Linux Swift has no Objective-C runtime to perform a
// selector, so the registration is kept as UIKit keeps it (the target in `allTargets`, the selector's name in
// `actions(forTarget:forControlEvent:)`) and each event it would have sent reports a diagnostic naming the selector,
// as a bar button item with a selector does (`BarButtonItem.performPrimaryAction()`).
extension Control {
    /// `addTarget(_:action:for:)` with a named `Selector`. The target is held weakly, as UIKit holds targets; a `nil`
    /// (or non-class) target stands for UIKit's nil-targeted action, which would go up the responder chain. Either
    /// way, when one of `controlEvents` is sent, ViewTree reports `.invalidValue`: the selector cannot be performed;
    /// write the action as a method reference (`addTarget(self, action: MyController.changed, for: …)`) or a
    /// `UIAction`.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let name = action.name
        if let target, type(of: target) is AnyClass {
            let object = target as AnyObject
            registerTarget(.unperformable(object) { target, sender in
                (sender as? View)?.reject(.invalidValue, Control.unperformableMessage(name, target: "\(type(of: target))"))
            }, name: name, for: controlEvents)
        } else {
            let message = Control.unperformableMessage(name, target: "the responder chain (nil target)")
            addAction(Action { [weak self] _ in self?.reject(.invalidValue, message) }, for: controlEvents)
        }
    }

    static func unperformableMessage(_ selector: String, target: String) -> String {
        TargetAction.unperformableMessage(selector, target: target,
                                          advice: "give a method reference (addTarget(self, action: MyController.method, for: …)) or a UIAction")
    }
}
