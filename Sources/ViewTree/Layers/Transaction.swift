import Foundation

/// `CATransaction`: groups layer changes made on the calling thread. ViewTree models what tests
/// observe: a completion block that runs once every animation added inside the transaction
/// (after the block was set) has ended or been removed — explicit layer animations and the
/// animations of `View.animate` blocks run inside it (so a navigation push or a table update
/// wrapped in a transaction gets its completion) — and the default duration and timing function
/// for animations whose own are not set. State is per thread, as Core Animation's transactions
/// are (see `ThreadContext`). A setter called outside `begin()`/`commit()` opens Core Animation's
/// *implicit* transaction, committed at the end of the current run-loop turn (the next turn of
/// the current world's virtual run loop); with no current world there is none and the call does
/// nothing.
public enum Transaction {
    /// `CATransaction.begin()`.
    public static func begin() {
        ThreadContext.current.layerTransactions.append(LayerTransactionState())
    }

    /// `CATransaction.commit()`: closes the innermost transaction. Its completion runs now when it
    /// waits for no animation, otherwise when the last one ends. A commit without a `begin` does nothing.
    /// The implicit transaction is not closed here: it commits at the end of the run-loop turn.
    public static func commit() {
        guard let state = innermost, !state.isImplicit else { return }
        ThreadContext.current.layerTransactions.removeLast()
        state.completionGroup?.close()
    }

    /// `CATransaction.flush()`: nothing to flush in a simulation (changes apply at once).
    public static func flush() {}

    /// `CATransaction.setCompletionBlock(_:)`. A block it replaces is not dropped: it runs at once
    /// when no animation was added for it, otherwise when those animations end, as
    /// `kCATransactionCompletionBlock` documents.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let state = openTransaction() else { return }
        state.completionGroup?.close()
        state.completionGroup = block.map { TransactionCompletionGroup(completion: $0) }
    }

    /// `CATransaction.completionBlock()`.
    public static func completionBlock() -> (() -> Void)? {
        innermost?.completionGroup?.completion
    }

    /// `CATransaction.setAnimationDuration(_:)`: the duration of animations added with duration 0.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else { return }
        openTransaction()?.animationDuration = duration
    }

    /// `CATransaction.animationDuration()`; 0.25 s outside a transaction, as Core Animation's default.
    public static func animationDuration() -> TimeInterval {
        innermost?.animationDuration ?? Animation.defaultDuration
    }

    /// `CATransaction.setAnimationTimingFunction(_:)`.
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        openTransaction()?.timingFunction = function
    }

    /// `CATransaction.animationTimingFunction()`.
    public static func animationTimingFunction() -> MediaTimingFunction? {
        innermost?.timingFunction
    }

    /// `CATransaction.setDisableActions(_:)`. Recorded; ViewTree runs no implicit layer actions.
    public static func setDisableActions(_ flag: Bool) {
        openTransaction()?.disableActions = flag
    }

    /// `CATransaction.disableActions()`.
    public static func disableActions() -> Bool {
        innermost?.disableActions ?? false
    }
}

extension Transaction {
    /// The innermost open transaction, or a new implicit one: Core Animation opens it for a
    /// change made outside `begin()`/`commit()` and commits it at the end of the run-loop turn
    /// ("Core Animation supports two types of transactions: implicit transactions and explicit
    /// transactions. Implicit transactions are created automatically when the layer tree is
    /// modified by a thread without an active transaction and are committed automatically when
    /// the thread's run-loop next iterates", CATransaction documentation). `nil` with no current
    /// world: there is no run loop to commit it on.
    @discardableResult
    static func openTransaction() -> LayerTransactionState? {
        if let open = innermost { return open }
        guard let world = ThreadContext.currentWorldForThisTask else { return nil }
        let context = ThreadContext.current
        let implicit = LayerTransactionState()
        implicit.isImplicit = true
        implicit.implicitWorld = world
        context.layerTransactions.append(implicit)
        world.runLoop.perform { [weak context, implicit] in
            implicit.isCommitted = true
            // Only the thread that opened it edits its stack (another drops it in `innermost`).
            if let context, ThreadContext.current === context {
                context.layerTransactions.removeAll { $0 === implicit }
            }
            implicit.completionGroup?.close()
        }
        return implicit
    }

    /// The completion waiting for animations started now, if an open transaction has one.
    static var currentCompletionGroup: TransactionCompletionGroup? {
        innermost?.completionGroup
    }

    /// The innermost open transaction on this thread. An implicit transaction that is over (its
    /// world was released or replaced as the current one before the turn that commits it, or the
    /// turn ran on another thread) is dropped here, on its own thread, so it never leaks into what
    /// this thread runs next. (Its world's run loop still commits it when that world runs.)
    static var innermost: LayerTransactionState? {
        let context = ThreadContext.current
        if let last = context.layerTransactions.last, last.isStale {
            context.layerTransactions.removeAll(where: \.isStale)
        }
        return context.layerTransactions.last
    }
}

/// One open `Transaction`.
final class LayerTransactionState {
    /// Opened by a change outside `begin()`/`commit()`; committed by the run loop.
    var isImplicit = false
    /// The world whose run loop commits the implicit transaction; weak: a transaction never
    /// keeps a world alive.
    weak var implicitWorld: Simulation?
    /// The implicit transaction's run-loop turn came.
    var isCommitted = false
    /// An implicit transaction that is over: committed, its world gone, or its world no longer
    /// this task's current world (a later test on the same thread must never see it).
    var isStale: Bool {
        guard isImplicit else { return false }
        return isCommitted || implicitWorld == nil || implicitWorld !== ThreadContext.currentWorldForThisTask
    }
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

    private func fire() {
        guard let completion else { return }
        self.completion = nil
        completion()
    }
}
