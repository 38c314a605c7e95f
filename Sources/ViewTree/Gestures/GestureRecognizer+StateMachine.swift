import Foundation

// UIKit's gesture state machine and its arbitration between recognizers:
//
// - Valid transitions (Apple's "State Machine" in the UIGestureRecognizer documentation, and the
//   table in Chameleon's UIGestureRecognizer.m): possible → began | recognized(ended) | failed;
//   began → changed | ended | cancelled; changed → changed | ended | cancelled; a final state
//   returns to possible only through reset.
// - Leaving `possible` asks the library's own veto (`libraryShouldBegin`: a scroll view's pan whose
//   content touches may not be cancelled), then the delegate's `gestureRecognizerShouldBegin` (false: failed).
// - A recognizer that must wait for others to fail (`require(toFail:)`, the delegate, the subclass
//   overrides) stays `possible` until they fail, and fails if one of them recognizes.
// - A recognizer that begins or recognizes prevents the others that share its touches (unless either
//   delegate allows simultaneous recognition, or `canPrevent`/`canBePrevented` say no): a possible
//   one fails, a begun one is cancelled. A recognizer cannot begin while a non-simultaneous one that
//   shares its touches is already in progress.
// - `cancelsTouchesInView`: recognizing cancels the view's touches.
extension GestureRecognizer {
    /// A continuous gesture in progress.
    var isInProgress: Bool { storedState == .began || storedState == .changed }

    /// A final state (ended/recognized, cancelled, failed).
    var isFinished: Bool { storedState == .ended || storedState == .cancelled || storedState == .failed }

    /// `require(toFail:)`: this recognizer recognizes only once `otherGestureRecognizer` failed
    /// (weakly held). A recognizer asked to wait for itself is ignored.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The number of touches the recognizer tracks that are still down.
    public var numberOfTouches: Int { trackedTouches.lazy.filter(\.isDown).count }

    /// The location of one of the tracked touches, in `view`'s coordinates.
    public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        let down = trackedTouches.filter(\.isDown)
        guard touchIndex >= 0, touchIndex < down.count else { return .zero }
        return down[touchIndex].location(in: view)
    }

    /// `ignore(_:for:)`: stops delivering `touch` to this recognizer.
    public func ignore(_ touch: Touch, for event: Event) {
        trackedTouches.removeAll { $0 === touch }
        touch.storedGestureRecognizers.removeAll { $0 === self }
    }

    static func isValidTransition(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    func requestTransition(to new: State) {
        if let pending = pendingState {
            // Waiting for others to fail: later progress updates the wish, a failure ends it.
            switch new {
            case .changed: return
            case .ended: if pending == .began { pendingState = .ended }; return
            case .failed, .cancelled: applyState(.failed); return
            default: return
            }
        }
        guard new != storedState || new == .changed else { return }
        guard GestureRecognizer.isValidTransition(from: storedState, to: new) else {
            if let world = view?.simulation {
                world.report(Diagnostic(code: .invalidValue, subject: diagnosticName,
                                        message: "the state cannot go from \(storedState) to \(new); it stays \(storedState)"))
            }
            return
        }
        if storedState == .possible, new == .began || new == .ended {
            beginRecognition(new)
        } else {
            applyState(new)
        }
    }

    private func beginRecognition(_ new: State) {
        if !libraryShouldBegin() { applyState(.failed); return }
        // The view it is attached to, then the delegate (`UIView.gestureRecognizerShouldBegin(_:)`: a subclass
        // refuses some recognitions, as UISlider refuses swipes along its track).
        if let view, !view.gestureRecognizerShouldBegin(self) { applyState(.failed); return }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { applyState(.failed); return }
        let delivery = deliveringWindow?.touchDelivery
        if let delivery {
            for other in delivery.recognizers(sharingTouchesWith: self)
            where other.isInProgress && !GestureRecognizer.simultaneous(self, other)
                && other.canPrevent(self) && canBePrevented(by: other) {
                applyState(.failed)
                return
            }
        }
        switch failureRequirementStatus() {
        case .satisfied: recognize(new)
        case .waiting: pendingState = new
        case .violated: applyState(.failed)
        }
    }

    enum RequirementStatus { case satisfied, waiting, violated }

    /// Whether the recognizers this one waits for have failed.
    func failureRequirementStatus() -> RequirementStatus {
        var waiting = false
        for other in requiredToFail() {
            switch other.storedState {
            case .failed, .cancelled: continue
            case .possible:
                // A recognizer that tracks nothing is not going to recognize: it counts as failed.
                if other.mayStillDecide { waiting = true }
            case .began, .changed, .ended: return .violated
            }
        }
        return waiting ? .waiting : .satisfied
    }

    /// A `possible` recognizer that tracks touches, waits to recognize or runs a timer: it may still recognize or fail.
    var mayStillDecide: Bool { !trackedTouches.isEmpty || pendingState != nil || !timers.isEmpty }

    /// The recognizers this one is waiting for now: those it must wait for that are `possible` and may still decide.
    func blockingRecognizers() -> [GestureRecognizer] {
        requiredToFail().filter { $0.storedState == .possible && $0.mayStillDecide }
    }

    /// Every recognizer this one must wait for: `require(toFail:)`, the subclass and delegate hooks.
    private func requiredToFail() -> [GestureRecognizer] {
        var list = failureRequirements.compactMap(\.recognizer)
        for other in deliveringWindow?.touchDelivery.recognizers ?? [] where other !== self && !list.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                list.append(other)
            }
        }
        return list
    }

    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// A recognition that waited for failures goes ahead (a continuous gesture that also ended
    /// meanwhile begins, then ends).
    func completeRecognition(_ pending: State) {
        if pending == .ended, isContinuous {
            recognize(.began)
            if isInProgress { applyState(.ended) }
        } else {
            recognize(pending)
        }
    }

    /// Begins or recognizes: prevents the others, cancels the view's touches, sends the actions.
    private func recognize(_ new: State) {
        pendingState = nil
        storedState = new
        if let delivery = deliveringWindow?.touchDelivery {
            for other in delivery.recognizers(sharingTouchesWith: self)
            where !GestureRecognizer.simultaneous(self, other) && canPrevent(other) && other.canBePrevented(by: self) {
                switch other.storedState {
                case .possible: other.applyState(.failed)
                case .began, .changed: other.applyState(.cancelled)
                default: break
                }
            }
            if cancelsTouchesInView { delivery.cancelViewTouches(of: self) }
        }
        sendActions()
        if isFinished { didFinish() }
    }

    /// Stores a state and sends the actions it calls for.
    func applyState(_ new: State) {
        pendingState = nil
        storedState = new
        if new != .failed && new != .possible { sendActions() }
        if isFinished { didFinish() }
    }

    private func didFinish() {
        invalidateTimers()
        deliveringWindow?.touchDelivery.recognizerFinished(self)
    }

    /// Back to `possible`, forgetting the touches (UIKit's reset after a final state).
    func resetToPossible() {
        invalidateTimers()
        for t in trackedTouches { t.storedGestureRecognizers.removeAll { $0 === self } }
        trackedTouches.removeAll()
        pendingState = nil
        storedState = .possible
        reset()
    }

    // MARK: Timers for subclasses

    /// Runs `block` after `delay` seconds of the view's world's clock (weakly: a released
    /// recognizer's timer does nothing). Invalidated on reset and in a final state.
    func startTimer(after delay: TimeInterval, _ block: @escaping (GestureRecognizer) -> Void) {
        guard let world = view?.simulation else { return }
        var made: VirtualTimer?
        made = world.scheduledTimer(withTimeInterval: max(0, delay), repeats: false) { [weak self] timer in
            guard let self else { return }
            self.timers.removeAll { $0 === timer }
            block(self)
            self.deliveringWindow?.touchDelivery.settleIfIdle()
        }
        if let made { timers.append(made) }
    }

    func invalidateTimers() {
        for t in timers { t.invalidate() }
        timers.removeAll()
    }
}
