import Foundation

// The iOS 2–3 animation API that older UIKit code still calls: `beginAnimations(_:context:)`, the
// `setAnimation…` class methods, `commitAnimations()`. The changes between begin and commit animate as in a
// block (the same transaction, on the calling thread's stack); each `setAnimation…` call changes the open
// context for the changes made after it. Contexts nest, as UIKit's do.
extension View {
    /// 0.2 s: the duration of a `beginAnimations` context until `setAnimationDuration(_:)` (Apple's documentation
    /// of `setAnimationDuration(_:)`: "the default value is 0.2").
    public static let legacyAnimationDefaultDuration: TimeInterval = 0.2

    /// `beginAnimations(_:context:)`: opens an animation context; changes until `commitAnimations()` animate. The
    /// identifier and context pointer are accepted and unused (they went to the delegate's selectors, which Linux
    /// cannot call).
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let transaction = AnimationTransaction(duration: legacyAnimationDefaultDuration, delay: 0, options: [],
                                               group: BlockAnimationGroup(completion: nil))
        transaction.isLegacyContext = true
        ThreadContext.current.animationStack.append(transaction)
    }

    /// `commitAnimations()`: closes the innermost context `beginAnimations(_:context:)` opened. Without one it
    /// does nothing and the current world records a `.animation` diagnostic.
    public class func commitAnimations() {
        let context = ThreadContext.current
        guard let transaction = context.animationStack.last, transaction.isLegacyContext else {
            Simulation.current?.report(Diagnostic(code: .animation, subject: "View.commitAnimations",
                                                  message: "commitAnimations() without an open beginAnimations(_:context:); nothing was committed"))
            return
        }
        context.animationStack.removeLast()
        transaction.group.join(Transaction.currentCompletionGroup)
        transaction.group.close()
    }

    /// The innermost open `beginAnimations` context, if it is the innermost animation at all.
    private static var openLegacyContext: AnimationTransaction? {
        guard let transaction = ThreadContext.current.animationStack.last, transaction.isLegacyContext else { return nil }
        return transaction
    }

    /// `setAnimationDuration(_:)`: the duration of the changes that follow in the open context (NaN or negative: 0).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        openLegacyContext?.duration = duration.isFinite && duration > 0 ? duration : 0
    }

    /// `setAnimationDelay(_:)`.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        openLegacyContext?.delay = delay.isFinite && delay > 0 ? delay : 0
    }

    /// `setAnimationCurve(_:)`: default `.easeInOut`.
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        openLegacyContext?.curve = curve.timingCurve
    }

    /// `setAnimationBeginsFromCurrentState(_:)`: recorded as `.beginFromCurrentState` (every animation starts
    /// from what is on screen since iOS 8).
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let transaction = openLegacyContext else { return }
        if fromCurrentState { transaction.options.insert(.beginFromCurrentState) } else { transaction.options.remove(.beginFromCurrentState) }
    }

    /// `setAnimationRepeatCount(_:)`: recorded as `.repeat` when above 1 (repeats are not modelled: the first
    /// cycle runs, as for the block option).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard let transaction = openLegacyContext else { return }
        if repeatCount > 1 { transaction.options.insert(.repeat) } else { transaction.options.remove(.repeat) }
    }

    /// `setAnimationRepeatAutoreverses(_:)`: recorded as `.autoreverse` (not modelled, as for the block option).
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let transaction = openLegacyContext else { return }
        if repeatAutoreverses { transaction.options.insert(.autoreverse) } else { transaction.options.remove(.autoreverse) }
    }
}
