import Foundation

/// `CATransaction`: groups layer changes made on the calling thread. ViewTree models what tests
/// observe: a completion block that runs once every explicit animation added inside the
/// transaction (after the block was set) has ended or been removed, and the default duration and
/// timing function for animations whose own are not set. State is per thread, as Core Animation's
/// transactions are (see `ThreadContext`); there is no implicit transaction: call `begin()` first.
public enum Transaction {
    /// `CATransaction.begin()`.
    public static func begin() {
        ThreadContext.current.layerTransactions.append(LayerTransactionState())
    }

    /// `CATransaction.commit()`: closes the innermost transaction. Its completion runs now when it
    /// waits for no animation, otherwise when the last one ends. A commit without a `begin` does nothing.
    public static func commit() {
        guard let state = ThreadContext.current.layerTransactions.popLast() else { return }
        state.completionGroup?.close()
    }

    /// `CATransaction.flush()`: nothing to flush in a simulation (changes apply at once).
    public static func flush() {}

    /// `CATransaction.setCompletionBlock(_:)`.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let state = ThreadContext.current.layerTransactions.last else { return }
        state.completionGroup?.cancelCompletion()
        state.completionGroup = block.map { TransactionCompletionGroup(completion: $0) }
    }

    /// `CATransaction.completionBlock()`.
    public static func completionBlock() -> (() -> Void)? {
        ThreadContext.current.layerTransactions.last?.completionGroup?.completion
    }

    /// `CATransaction.setAnimationDuration(_:)`: the duration of animations added with duration 0.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else { return }
        ThreadContext.current.layerTransactions.last?.animationDuration = duration
    }

    /// `CATransaction.animationDuration()`; 0.25 s outside a transaction, as Core Animation's default.
    public static func animationDuration() -> TimeInterval {
        ThreadContext.current.layerTransactions.last?.animationDuration ?? Animation.defaultDuration
    }

    /// `CATransaction.setAnimationTimingFunction(_:)`.
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        ThreadContext.current.layerTransactions.last?.timingFunction = function
    }

    /// `CATransaction.animationTimingFunction()`.
    public static func animationTimingFunction() -> MediaTimingFunction? {
        ThreadContext.current.layerTransactions.last?.timingFunction
    }

    /// `CATransaction.setDisableActions(_:)`. Recorded; ViewTree runs no implicit layer actions.
    public static func setDisableActions(_ flag: Bool) {
        ThreadContext.current.layerTransactions.last?.disableActions = flag
    }

    /// `CATransaction.disableActions()`.
    public static func disableActions() -> Bool {
        ThreadContext.current.layerTransactions.last?.disableActions ?? false
    }
}

/// One open `Transaction`.
final class LayerTransactionState {
    var animationDuration: TimeInterval?
    var timingFunction: MediaTimingFunction?
    var disableActions = false
    var completionGroup: TransactionCompletionGroup?
}

/// A transaction's completion: runs once, after the commit, when its last animation ended.
final class TransactionCompletionGroup {
    private(set) var completion: (() -> Void)?
    private var pending = 0
    private var closed = false

    init(completion: @escaping () -> Void) { self.completion = completion }

    func animationStarted() { pending += 1 }

    func animationEnded() {
        pending -= 1
        if pending <= 0 && closed { fire() }
    }

    func close() {
        closed = true
        if pending <= 0 { fire() }
    }

    /// Replaced by a later `setCompletionBlock`: it never runs.
    func cancelCompletion() { completion = nil }

    private func fire() {
        guard let completion else { return }
        self.completion = nil
        completion()
    }
}
